import { describe, expect, it } from 'vitest';
import { documentFileName } from './document-file-name';

describe('documentFileName', () => {
  it.each([
    ['Escritura definitiva — Apto 101', 'escritura-definitiva-apto-101.pdf'],
    ['Termo de quitação', 'termo-de-quitacao.pdf'],
    ['Habite-se.PDF', 'habite-se.pdf'],
    ['../../etc/passwd', 'etc-passwd.pdf'],
    ['"<>|', 'documento.pdf'],
  ])('names %j as %j', (title, name) => {
    expect(documentFileName(title)).toBe(name);
  });

  it('keeps a long title to 80 characters before the extension', () => {
    expect(documentFileName('a'.repeat(200))).toBe(`${'a'.repeat(80)}.pdf`);
  });
});
