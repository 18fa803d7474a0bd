import { describe, expect, it } from 'vitest';
import { photoPercents } from './upload-share';

describe('photoPercents', () => {
  it('is null while nothing is sent', () => {
    expect(photoPercents([10, 20], null)).toBeNull();
  });

  it('fills the photos in order after the text fields', () => {
    // 100 bytes of fields, then photos of 100 and 200 bytes.
    expect(photoPercents([100, 200], { loaded: 50, total: 400 })).toEqual([0, 0]);
    expect(photoPercents([100, 200], { loaded: 150, total: 400 })).toEqual([50, 0]);
    expect(photoPercents([100, 200], { loaded: 300, total: 400 })).toEqual([100, 50]);
    expect(photoPercents([100, 200], { loaded: 400, total: 400 })).toEqual([100, 100]);
  });

  it('takes the photos as the whole body when the total is unknown', () => {
    expect(photoPercents([100, 100], { loaded: 150, total: undefined })).toEqual([100, 50]);
  });
});
