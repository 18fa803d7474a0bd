import { crc32, deflateRawSync } from 'node:zlib';

/*
 * Hostile spreadsheets built in the test (decision 053), small on disk: a ZIP writer that can also
 * carry an entry already deflated (a bomb) and declare any size, and the minimal parts of an XLSX.
 */

export interface ZipPart {
  readonly name: string;
  /** The entry's content, deflated here. */
  readonly data?: Buffer | string;
  /** Or bytes already deflated, with the unpacked size to declare. */
  readonly deflated?: { readonly bytes: Buffer; readonly size: number };
  /** The compression method to declare (8, deflate, unless told). */
  readonly method?: number;
}

/** A ZIP file of the parts, in order. */
export function zipOf(parts: readonly ZipPart[]): Uint8Array {
  const locals: Buffer[] = [];
  const directory: Buffer[] = [];
  let offset = 0;
  for (const part of parts) {
    const name = Buffer.from(part.name, 'utf8');
    const raw = part.data === undefined ? undefined : Buffer.from(part.data);
    const packed = part.deflated?.bytes ?? deflateRawSync(raw ?? Buffer.alloc(0));
    const size = part.deflated?.size ?? raw?.length ?? 0;
    const crc = raw ? crc32(raw) : 0;
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(part.method ?? 8, 8);
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(packed.length, 18);
    local.writeUInt32LE(Math.min(size, 0xffffffff), 22);
    local.writeUInt16LE(name.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(part.method ?? 8, 10);
    central.writeUInt32LE(crc, 16);
    central.writeUInt32LE(packed.length, 20);
    central.writeUInt32LE(Math.min(size, 0xffffffff), 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, name, packed);
    directory.push(central, name);
    offset += local.length + name.length + packed.length;
  }
  const size = directory.reduce((sum, b) => sum + b.length, 0);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(parts.length, 8);
  end.writeUInt16LE(parts.length, 10);
  end.writeUInt32LE(size, 12);
  end.writeUInt32LE(offset, 16);
  return new Uint8Array(Buffer.concat([...locals, ...directory, end]));
}

/** `size` bytes of zeros, deflated (about 1 KB per MB) without ever holding them unpacked. */
export function deflatedZeros(size: number): { bytes: Buffer; size: number } {
  const chunk = 1024 * 1024;
  // One MiB of zeros deflates to the same block whatever precedes it: repeat the block, end the stream.
  const block = deflateRawSync(Buffer.alloc(chunk), { finishFlush: 2 /* Z_SYNC_FLUSH */ });
  const blocks = Math.ceil(size / chunk);
  const final = Buffer.from([0x03, 0x00]); // an empty final fixed block
  return {
    bytes: Buffer.concat([...Array.from({ length: blocks }, () => block), final]),
    size: blocks * chunk,
  };
}

const esc = (value: string) => value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/"/g, '&quot;');

/** An XLSX of the given sheets' XML (sheetData and anything around it), plus shared strings or extra parts. */
export function xlsxOf(
  sheets: readonly { readonly name: string; readonly xml: string | ZipPart['deflated'] }[],
  options: { sharedStrings?: string | ZipPart['deflated']; extra?: readonly ZipPart[] } = {},
): Uint8Array {
  const ns = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
  const parts: ZipPart[] = [
    {
      name: '[Content_Types].xml',
      data:
        '<?xml version="1.0"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/>' +
        sheets
          .map(
            (_, i) =>
              `<Override PartName="/xl/worksheets/sheet${i + 1}.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/>`,
          )
          .join('') +
        (options.sharedStrings
          ? '<Override PartName="/xl/sharedStrings.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sharedStrings+xml"/>'
          : '') +
        '</Types>',
    },
    {
      name: '_rels/.rels',
      data: `<?xml version="1.0"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="${ns}/officeDocument" Target="xl/workbook.xml"/></Relationships>`,
    },
    {
      name: 'xl/workbook.xml',
      data: `<?xml version="1.0"?><workbook xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" xmlns:r="${ns}"><sheets>${sheets
        .map((sheet, i) => `<sheet name="${esc(sheet.name)}" sheetId="${i + 1}" r:id="rId${i + 1}"/>`)
        .join('')}</sheets></workbook>`,
    },
    {
      name: 'xl/_rels/workbook.xml.rels',
      data: `<?xml version="1.0"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">${sheets
        .map(
          (_, i) =>
            `<Relationship Id="rId${i + 1}" Type="${ns}/worksheet" Target="worksheets/sheet${i + 1}.xml"/>`,
        )
        .join(
          '',
        )}${options.sharedStrings ? `<Relationship Id="rIdS" Type="${ns}/sharedStrings" Target="sharedStrings.xml"/>` : ''}</Relationships>`,
    },
    ...sheets.map((sheet, i) =>
      typeof sheet.xml === 'string'
        ? { name: `xl/worksheets/sheet${i + 1}.xml`, data: sheet.xml }
        : { name: `xl/worksheets/sheet${i + 1}.xml`, deflated: sheet.xml },
    ),
  ];
  if (typeof options.sharedStrings === 'string')
    parts.push({ name: 'xl/sharedStrings.xml', data: options.sharedStrings });
  else if (options.sharedStrings)
    parts.push({ name: 'xl/sharedStrings.xml', deflated: options.sharedStrings });
  return zipOf([...parts, ...(options.extra ?? [])]);
}

/** A worksheet's XML around the given `<sheetData>` content. */
export const worksheet = (sheetData: string, dimension = '') =>
  `<?xml version="1.0"?><worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main">${
    dimension ? `<dimension ref="${dimension}"/>` : ''
  }<sheetData>${sheetData}</sheetData></worksheet>`;

/** An inline-string cell. */
export const textCell = (reference: string, value: string) =>
  `<c r="${reference}" t="inlineStr"><is><t>${value}</t></is></c>`;
