import type { SheetReader } from './sheet-rows';

/*
 * A CSV read in one pass (RFC 4180 quotes, as Excel writes them), each field handed to a SheetReader
 * that enforces the row, column and cell limits as it goes (decision 053). Values stay the text that
 * was typed. An empty field is never built, so a row of 16,384 separators costs one scan of its bytes.
 */

const SEPARATORS = [',', '\t', ';', '|'];

/** The separator: a first line `sep=;` (Excel's hint), else the one most used in the first line outside quotes (',' on a tie). */
function separatorOf(content: string): { separator: string; start: number } {
  const hint = /^sep=(.)\r?\n/i.exec(content.slice(0, 8));
  if (hint?.[1]) return { separator: hint[1], start: hint[0].length };
  const counts = new Map<string, number>();
  let quoted = false;
  for (let i = 0; i < content.length && i < 65_536; i++) {
    const ch = content[i] as string;
    if (ch === '"') quoted = !quoted;
    else if (!quoted && (ch === '\n' || ch === '\r')) break;
    else if (!quoted && SEPARATORS.includes(ch)) counts.set(ch, (counts.get(ch) ?? 0) + 1);
  }
  let best = ',';
  for (const candidate of SEPARATORS)
    if ((counts.get(candidate) ?? 0) > (counts.get(best) ?? 0)) best = candidate;
  return { separator: best, start: 0 };
}

/** Reads CSV text (BOM already removed) into the reader: record n is spreadsheet row n. */
export function readCsv(content: string, reader: SheetReader): void {
  const { separator, start } = separatorOf(content);
  const sep = separator.charCodeAt(0);
  const length = content.length;
  let row = 1;
  let column = 1;
  let i = start;
  while (i < length) {
    let value: string;
    if (content.charCodeAt(i) === 34) {
      // A quoted field: "" is one quote; text after the closing quote, up to the separator, is kept.
      let parts = '';
      i++;
      for (;;) {
        const quote = content.indexOf('"', i);
        if (quote < 0) {
          parts += content.slice(i);
          i = length;
          break;
        }
        parts += content.slice(i, quote);
        if (content.charCodeAt(quote + 1) === 34) {
          parts += '"';
          i = quote + 2;
        } else {
          i = quote + 1;
          break;
        }
      }
      let end = i;
      while (end < length) {
        const code = content.charCodeAt(end);
        if (code === sep || code === 10 || code === 13) break;
        end++;
      }
      value = end > i ? parts + content.slice(i, end) : parts;
      i = end;
    } else {
      let end = i;
      while (end < length) {
        const code = content.charCodeAt(end);
        if (code === sep || code === 10 || code === 13) break;
        end++;
      }
      value = end > i ? content.slice(i, end) : '';
      i = end;
    }
    if (value !== '') reader.cell(row, column, value);
    if (i >= length) break;
    const code = content.charCodeAt(i);
    if (code === sep) {
      column++;
      i++;
      continue;
    }
    // End of record: \r\n, \n or \r.
    i += code === 13 && content.charCodeAt(i + 1) === 10 ? 2 : 1;
    row++;
    column = 1;
  }
}
