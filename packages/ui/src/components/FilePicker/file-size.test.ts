import { describe, expect, it } from 'vitest';
import { formatFileSize } from './file-size';

describe('formatFileSize', () => {
  it('keeps bytes below 1 KB whole', () => {
    expect(formatFileSize(0)).toBe('0 B');
    expect(formatFileSize(512)).toBe('512 B');
    expect(formatFileSize(1023)).toBe('1023 B');
  });

  it('uses one comma decimal below 10 units and none above', () => {
    expect(formatFileSize(2_457_600)).toBe('2,3 MB');
    expect(formatFileSize(1536)).toBe('1,5 KB');
    expect(formatFileSize(524_288)).toBe('512 KB');
    expect(formatFileSize(1024 * 1024)).toBe('1 MB');
  });

  it('stops at GB', () => {
    expect(formatFileSize(1024 ** 3)).toBe('1 GB');
    expect(formatFileSize(3 * 1024 ** 4)).toBe('3072 GB');
  });

  it('reads negative and non-finite sizes as zero', () => {
    expect(formatFileSize(-5)).toBe('0 B');
    expect(formatFileSize(Number.NaN)).toBe('0 B');
    expect(formatFileSize(Number.POSITIVE_INFINITY)).toBe('0 B');
  });
});
