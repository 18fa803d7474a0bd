import { messages } from '../../../messages/pt-BR';
import { BoundedZip } from './bounded-zip';
import { MAX_SHARED_STRINGS, SpreadsheetRefused } from './read-limits';
import type { SheetReader } from './sheet-rows';
import type { Cell } from './spreadsheet-cells';

/*
 * An XLSX read part by part (decision 053): the workbook names its sheets, the sheets to read are
 * chosen by name before any is unpacked, and each chosen sheet's cells are handed to a SheetReader
 * that enforces the row, column and cell limits as they come. The declared range (`<dimension>`) is
 * never looked at; a cell without a value is no cell.
 */

const text = messages.spreadsheet;

const ENTITIES: Record<string, string> = { lt: '<', gt: '>', amp: '&', quot: '"', apos: "'" };

/** XML text as characters: entities, then the `_xHHHH_` escapes of OOXML (`_x005F_` is a literal '_'). */
export function xmlText(raw: string): string {
  const unescaped = raw.includes('&')
    ? raw.replace(/&(#x[0-9a-fA-F]+|#[0-9]+|[a-z]+);/g, (whole, name: string) => {
        if (name.startsWith('#')) {
          const code = name[1] === 'x' ? Number.parseInt(name.slice(2), 16) : Number(name.slice(1));
          return code <= 0x10ffff ? String.fromCodePoint(code) : '\uFFFD';
        }
        return ENTITIES[name] ?? whole;
      })
    : raw;
  return unescaped.includes('_x')
    ? unescaped.replace(/_x([0-9a-fA-F]{4})_/g, (_, hex: string) =>
        String.fromCharCode(Number.parseInt(hex, 16)),
      )
    : unescaped;
}

const attribute = (attributes: string, name: string): string | undefined => {
  const found = new RegExp(`(?:^|\\s)${name}\\s*=\\s*(?:"([^"]*)"|'([^']*)')`).exec(attributes);
  return found ? xmlText(found[1] ?? found[2] ?? '') : undefined;
};

/** Relationship id → target part, resolved against the folder of the part that owns them. */
function relationships(zip: BoundedZip, owner: string): Map<string, { target: string; type: string }> {
  const folder = owner.includes('/') ? owner.slice(0, owner.lastIndexOf('/') + 1) : '';
  const rels = zip.text(`${folder}_rels/${owner.slice(folder.length)}.rels`) ?? '';
  const found = new Map<string, { target: string; type: string }>();
  for (const match of rels.matchAll(/<(?:\w+:)?Relationship\b([^>]*)>/g)) {
    const id = attribute(match[1] ?? '', 'Id');
    const target = attribute(match[1] ?? '', 'Target');
    if (!id || !target) continue;
    const parts = (target.startsWith('/') ? target.slice(1) : folder + target).split('/');
    const resolved: string[] = [];
    for (const part of parts) {
      if (part === '..') resolved.pop();
      else if (part !== '.' && part !== '') resolved.push(part);
    }
    found.set(id, { target: resolved.join('/'), type: attribute(match[1] ?? '', 'Type') ?? '' });
  }
  return found;
}

/** The texts of a shared-strings part; refuses more than MAX_SHARED_STRINGS before building any. */
function sharedStrings(xml: string): string[] {
  const declared = /<(?:\w+:)?sst\b([^>]*)>/.exec(xml);
  const unique = Number(attribute(declared?.[1] ?? '', 'uniqueCount') ?? 0);
  if (unique > MAX_SHARED_STRINGS) throw new SpreadsheetRefused(text.tooManyTexts(MAX_SHARED_STRINGS));
  // The declared count may lie: count the items themselves (cheap) before decoding them.
  const item = /<(?:\w+:)?si[\s>/]/g;
  let count = 0;
  while (item.exec(xml)) {
    if (++count > MAX_SHARED_STRINGS) throw new SpreadsheetRefused(text.tooManyTexts(MAX_SHARED_STRINGS));
  }
  const strings: string[] = [];
  for (const match of xml.matchAll(/<(?:\w+:)?si\b[^>]*?(?:\/>|>([\s\S]*?)<\/(?:\w+:)?si>)/g))
    strings.push(runsOf(match[1] ?? ''));
  return strings;
}

/** The text of a rich or plain string item: its `<t>` runs, phonetic guides left out. */
function runsOf(inner: string): string {
  const body = inner.includes('rPh') ? inner.replace(/<(?:\w+:)?rPh\b[\s\S]*?<\/(?:\w+:)?rPh>/g, '') : inner;
  let out = '';
  for (const run of body.matchAll(/<(?:\w+:)?t(?:\s[^>]*)?>([\s\S]*?)<\/(?:\w+:)?t>/g)) out += run[1] ?? '';
  return xmlText(out);
}

/** Column number (1-based) of a cell reference such as 'XFD1'; 0 when it has none. */
function columnOf(reference: string | undefined): number {
  if (!reference) return 0;
  let column = 0;
  for (let i = 0; i < reference.length; i++) {
    const code = reference.charCodeAt(i) & ~32;
    if (code < 65 || code > 90) break;
    column = column * 26 + (code - 64);
    if (column > 1_000_000) break;
  }
  return column;
}

/** A cell's value from its type and inner XML, or null when it holds none. */
function cellValue(type: string | undefined, inner: string, strings: readonly string[]): Cell {
  if (type === 'inlineStr') {
    const is = /<(?:\w+:)?is\b[^>]*>([\s\S]*?)<\/(?:\w+:)?is>/.exec(inner);
    return is ? runsOf(is[1] ?? '') : null;
  }
  const v = /<(?:\w+:)?v(?:\s[^>]*)?>([\s\S]*?)<\/(?:\w+:)?v>/.exec(inner);
  if (!v) return null;
  const raw = xmlText(v[1] ?? '');
  switch (type) {
    case 's':
      return strings[Number(raw)] ?? null;
    case 'b':
      return raw.trim() === '1';
    case 'str':
    case 'e':
      return raw;
    case 'd':
      return raw.slice(0, 10);
    default: {
      const n = Number(raw);
      return raw.trim() === '' ? null : Number.isFinite(n) ? n : raw;
    }
  }
}

/** Streams the cells of a worksheet's XML to the reader, row by row; blank cells are skipped. */
function readCells(xml: string, strings: readonly string[], reader: SheetReader): void {
  const start = xml.search(/<(?:\w+:)?sheetData[\s>/]/);
  if (start < 0) return;
  const tag = /<(?:\w+:)?(row|c)\b([^>]*?)(\/?)>|<\/(?:\w+:)?sheetData>/g;
  tag.lastIndex = start;
  const closing = /<\/(?:\w+:)?c>/g;
  let row = 0;
  let column = 0;
  for (let match = tag.exec(xml); match; match = tag.exec(xml)) {
    if (!match[1]) break;
    const attributes = match[2] ?? '';
    if (match[1] === 'row') {
      const r = Number(attribute(attributes, 'r'));
      row = Number.isInteger(r) && r > row ? r : row + 1;
      column = 0;
      continue;
    }
    const declared = columnOf(attribute(attributes, 'r'));
    column = declared > column ? declared : column + 1;
    if (match[3] === '/') continue;
    closing.lastIndex = tag.lastIndex;
    const close = closing.exec(xml);
    if (!close) break;
    const inner = xml.slice(tag.lastIndex, close.index);
    tag.lastIndex = close.index + close[0].length;
    reader.cell(row, column, cellValue(attribute(attributes, 't'), inner, strings));
  }
}

/** The sheets of an XLSX, in workbook order: each one's name, and a way to read its cells. */
export function readXlsx(
  bytes: Uint8Array,
  wanted: (sheet: string) => boolean,
  readerFor: (sheet: string) => SheetReader,
): string[] {
  let zip: BoundedZip;
  try {
    zip = new BoundedZip(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength));
  } catch (error) {
    if (error instanceof SpreadsheetRefused) throw error;
    throw new SpreadsheetRefused(text.corrupt);
  }
  const root = relationships(zip, '');
  const office = [...root.values()].find((rel) => rel.type.endsWith('/officeDocument'))?.target;
  const workbookPart = office ?? 'xl/workbook.xml';
  const workbook = zip.text(workbookPart);
  if (workbook === undefined) throw new SpreadsheetRefused(text.corrupt);
  const rels = relationships(zip, workbookPart);
  const names: string[] = [];
  const chosen: { name: string; part: string | undefined }[] = [];
  for (const match of workbook.matchAll(/<(?:\w+:)?sheet\b([^>]*)>/g)) {
    const attributes = match[1] ?? '';
    const name = attribute(attributes, 'name') ?? '';
    names.push(name);
    if (!wanted(name)) continue;
    const id = /\s\w+:id\s*=\s*"([^"]*)"/.exec(attributes)?.[1];
    chosen.push({ name, part: id ? rels.get(id)?.target : undefined });
  }
  if (chosen.length === 0) return names;
  const stringsPart = [...rels.values()].find((rel) => rel.type.endsWith('/sharedStrings'))?.target;
  const stringsXml = stringsPart ? zip.text(stringsPart) : undefined;
  const strings = stringsXml ? sharedStrings(stringsXml) : [];
  for (const { name, part } of chosen) {
    const xml = part ? zip.text(part) : undefined;
    readCells(xml ?? '', strings, readerFor(name));
  }
  return names;
}
