import { describe, expect, it } from 'vitest';
import { checkFile, matchesAccept } from './file-check';

const pdf = { name: 'Comprovante.PDF', type: 'application/pdf', size: 2048 };
const png = { name: 'foto.png', type: 'image/png', size: 2048 };

describe('matchesAccept', () => {
  it('matches extensions case-insensitively', () => {
    expect(matchesAccept(pdf, ['.pdf'])).toBe(true);
    expect(matchesAccept(png, ['.pdf'])).toBe(false);
  });

  it('matches exact MIME types and families', () => {
    expect(matchesAccept(pdf, ['application/pdf'])).toBe(true);
    expect(matchesAccept(png, ['image/*'])).toBe(true);
    expect(matchesAccept(pdf, ['image/*'])).toBe(false);
  });

  it('accepts anything with an empty list, nothing with a blank entry', () => {
    expect(matchesAccept(png, [])).toBe(true);
    expect(matchesAccept({ ...png, type: '' }, [''])).toBe(false);
  });
});

describe('checkFile', () => {
  it('accepts a PDF within the limit', () => {
    expect(checkFile(pdf, ['.pdf'], 1024)).toBe('size');
    expect(checkFile(pdf, ['.pdf'], 4096)).toBeNull();
    expect(checkFile(pdf, ['.pdf'])).toBeNull();
  });

  it('reports the type before the size, and empty files', () => {
    expect(checkFile({ ...png, size: 10 ** 12 }, ['.pdf'], 1024)).toBe('type');
    expect(checkFile({ ...pdf, size: 0 }, ['.pdf'], 1024)).toBe('empty');
  });

  it('allows exactly the maximum size', () => {
    expect(checkFile({ ...pdf, size: 1024 }, ['.pdf'], 1024)).toBeNull();
  });
});
