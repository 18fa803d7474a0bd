import { inflateRawSync } from 'node:zlib';
import { messages } from '../../../messages/pt-BR';
import { MAX_PART_BYTES, MAX_UNPACKED_BYTES, MAX_ZIP_ENTRIES, SpreadsheetRefused } from './read-limits';

/*
 * The ZIP container of an XLSX, read from its central directory (decision 053): only the parts the
 * import needs are ever unpacked, each with a cap on its unpacked size (inflate stops at the cap, it
 * never trusts the size the directory declares), and all of them together with another cap.
 */

interface Entry {
  readonly name: string;
  readonly method: number;
  readonly flags: number;
  readonly compressedSize: number;
  readonly localOffset: number;
}

const END_OF_DIRECTORY = 0x06054b50;
const DIRECTORY_ENTRY = 0x02014b50;
const LOCAL_HEADER = 0x04034b50;

const corrupt = () => new SpreadsheetRefused(messages.spreadsheet.corrupt);

/** The entries of a ZIP by lower-case name (OOXML part names ignore case), with a budget for unpacking. */
export class BoundedZip {
  private readonly entries = new Map<string, Entry>();
  private unpacked = 0;

  constructor(private readonly bytes: Buffer) {
    const view = bytes;
    let end = -1;
    for (let at = view.length - 22; at >= Math.max(0, view.length - 22 - 65_535); at--) {
      if (view.readUInt32LE(at) === END_OF_DIRECTORY) {
        end = at;
        break;
      }
    }
    if (end < 0) throw corrupt();
    const count = view.readUInt16LE(end + 10);
    const offset = view.readUInt32LE(end + 16);
    if (count > MAX_ZIP_ENTRIES) throw corrupt();
    let at = offset;
    for (let index = 0; index < count; index++) {
      if (at + 46 > view.length || view.readUInt32LE(at) !== DIRECTORY_ENTRY) throw corrupt();
      const nameLength = view.readUInt16LE(at + 28);
      const name = view.toString('utf8', at + 46, at + 46 + nameLength);
      this.entries.set(name.replace(/^\/+/, '').toLowerCase(), {
        name,
        flags: view.readUInt16LE(at + 8),
        method: view.readUInt16LE(at + 10),
        compressedSize: view.readUInt32LE(at + 20),
        localOffset: view.readUInt32LE(at + 42),
      });
      at += 46 + nameLength + view.readUInt16LE(at + 30) + view.readUInt16LE(at + 32);
    }
  }

  has(name: string): boolean {
    return this.entries.has(name.replace(/^\/+/, '').toLowerCase());
  }

  /** A part's text (UTF-8), or undefined when the ZIP has no such part. Refuses a part over the caps. */
  text(name: string): string | undefined {
    const entry = this.entries.get(name.replace(/^\/+/, '').toLowerCase());
    if (!entry) return undefined;
    if (entry.flags & 1) throw new SpreadsheetRefused(messages.spreadsheet.protected);
    const at = entry.localOffset;
    if (at + 30 > this.bytes.length || this.bytes.readUInt32LE(at) !== LOCAL_HEADER) throw corrupt();
    const start = at + 30 + this.bytes.readUInt16LE(at + 26) + this.bytes.readUInt16LE(at + 28);
    const packed = this.bytes.subarray(start, start + entry.compressedSize);
    if (packed.length !== entry.compressedSize) throw corrupt();
    const room = Math.min(MAX_PART_BYTES, MAX_UNPACKED_BYTES - this.unpacked);
    let data: Buffer;
    if (entry.method === 0) {
      if (packed.length > room) throw new SpreadsheetRefused(messages.spreadsheet.tooLarge);
      data = packed;
    } else if (entry.method === 8) {
      try {
        data = inflateRawSync(packed, { maxOutputLength: Math.max(1, room) });
      } catch (error) {
        if ((error as { code?: string }).code === 'ERR_BUFFER_TOO_LARGE')
          throw new SpreadsheetRefused(messages.spreadsheet.tooLarge);
        throw corrupt();
      }
    } else throw corrupt();
    this.unpacked += data.length;
    return data.toString('utf8');
  }
}
