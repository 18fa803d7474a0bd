import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { crc16Ccitt } from './crc16';

describe('crc16Ccitt', () => {
  it('gives the catalogued check value of CRC-16/CCITT-FALSE ("123456789" → 29B1)', () => {
    // Reveng CRC catalogue, CRC-16/IBM-3740 alias CRC-16/CCITT-FALSE: check=0x29b1.
    expect(crc16Ccitt('123456789')).toBe('29B1');
    expect(crc16Ccitt('')).toBe('FFFF');
  });

  it('hashes UTF-8 bytes (2, 3 and 4-byte characters)', () => {
    // Independent table-driven CRC over explicit bytes: 'é' = C3 A9, '€' = E2 82 AC, '😀' = F0 9F 98 80.
    const table = Array.from({ length: 256 }, (_, n) => {
      let c = n << 8;
      for (let k = 0; k < 8; k++) c = c & 0x8000 ? (c << 1) ^ 0x1021 : c << 1;
      return c & 0xffff;
    });
    const reference = (bytes: number[]) =>
      bytes
        .reduce((crc, byte) => ((crc << 8) & 0xffff) ^ (table[((crc >> 8) ^ byte) & 0xff] as number), 0xffff)
        .toString(16)
        .toUpperCase()
        .padStart(4, '0');
    expect(reference([...'123456789'].map((c) => c.charCodeAt(0)))).toBe('29B1');
    expect(crc16Ccitt('aé')).toBe(reference([0x61, 0xc3, 0xa9]));
    expect(crc16Ccitt('€')).toBe(reference([0xe2, 0x82, 0xac]));
    expect(crc16Ccitt('😀!')).toBe(reference([0xf0, 0x9f, 0x98, 0x80, 0x21]));
  });

  it('changes when any one ASCII character changes (a 16-bit CRC catches every burst up to 16 bits)', () => {
    const printable = fc.integer({ min: 0x20, max: 0x7e }).map((c) => String.fromCharCode(c));
    fc.assert(
      fc.property(
        fc.string({ unit: printable, minLength: 1, maxLength: 200 }),
        fc.nat(),
        printable,
        (text, index, replacement) => {
          const position = index % text.length;
          fc.pre(text[position] !== replacement);
          const changed = `${text.slice(0, position)}${replacement}${text.slice(position + 1)}`;
          return crc16Ccitt(changed) !== crc16Ccitt(text);
        },
      ),
    );
  });
});
