import * as XLSX from '@e965/xlsx';
import { normalizeForSearch } from '@portal/domain';
import { messages } from '../../../messages/pt-BR';
import type { ColumnKind } from './spreadsheet-layout';

/** A cell as the reader sees it: a number cell (dates are serial numbers), text, a boolean, or blank. */
export type Cell = string | number | boolean | null | undefined;

/** A converted cell: the batch value, nothing (a blank cell), or why it cannot be read. */
export type Converted =
  | { readonly ok: true; readonly value: string | number | boolean | undefined }
  | { readonly ok: false; readonly message: string };

const blank = { ok: true, value: undefined } as const;
const value = (v: string | number | boolean) => ({ ok: true, value: v }) as const;
const invalid = (message: string) => ({ ok: false, message }) as const;

/** A number cell as text: integers without '.0', the rest as written by JavaScript. */
const numberText = (n: number): string => (Number.isInteger(n) ? n.toFixed(0) : String(n));

/**
 * Reais typed as text to cents: 'R$ 1.234,56', '1234,56', '1234.56', '1.234' (thousands). A comma is
 * the decimal mark when there is one; otherwise a dot followed by one or two digits at the end is.
 */
export function reaisTextToCents(text: string): number | null {
  let t = text.replace(/R\$/i, '').replace(/\s/g, '');
  const negative = t.startsWith('-');
  if (negative) t = t.slice(1);
  if (t.includes(',')) t = t.replace(/\./g, '').replace(',', '.');
  else if (!/\.\d{1,2}$/.test(t)) t = t.replace(/\./g, '');
  if (!/^\d+(\.\d{1,2})?$/.test(t)) return null;
  const cents = Math.round(Number(t) * 100);
  return negative ? -cents : cents;
}

/**
 * A monthly interest typed as a percent ('1', '0,95', '1,5 %', a number cell 0.95) as the batch's decimal
 * fraction (0.0095), to 8 decimal places; null for anything else or outside 0 ≤ percent < 100.
 */
export function percentToMonthlyRate(cell: string | number): number | null {
  const text =
    typeof cell === 'number' ? String(cell) : cell.replace(/%/g, '').replace(/\s/g, '').replace(',', '.');
  if (!/^\d+(\.\d+)?(e-?\d+)?$/i.test(text)) return null;
  const percent = Number(text);
  if (!Number.isFinite(percent) || percent < 0 || percent >= 100) return null;
  const rate = Math.round(percent * 1e6) / 1e8;
  return rate < 1 ? rate : null;
}

/** 'Sim' / 'Não' (also S, N, true, false, VERDADEIRO, FALSO, a boolean cell) as a boolean, or null. */
export function yesNo(cell: string | boolean): boolean | null {
  if (typeof cell === 'boolean') return cell;
  const word = normalizeForSearch(cell);
  if (['sim', 's', 'true', 'verdadeiro'].includes(word)) return true;
  if (['nao', 'n', 'false', 'falso'].includes(word)) return false;
  return null;
}

/** dd/mm/aaaa (or d/m/aaaa, with '/', '-' or '.') or aaaa-mm-dd as ISO; the service checks the calendar. */
export function dateTextToIso(text: string): string | null {
  const br = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})$/.exec(text);
  if (br) return `${br[3]}-${br[2]?.padStart(2, '0')}-${br[1]?.padStart(2, '0')}`;
  const iso = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  return iso ? text : null;
}

/** A date cell's serial number (days since 1899-12-30, Excel's calendar) as ISO `YYYY-MM-DD`. */
export function serialToIso(serial: number): string | null {
  const parsed = XLSX.SSF.parse_date_code(serial);
  if (!parsed || parsed.y < 1000) return null;
  return `${parsed.y}-${String(parsed.m).padStart(2, '0')}-${String(parsed.d).padStart(2, '0')}`;
}

/**
 * A CPF/CNPJ typed as a number loses its leading zeros (Excel drops them): give them back, to 11
 * digits (a CPF) or 14 (a CNPJ).
 */
function documentOf(n: number): string {
  const digits = numberText(n);
  return digits.length <= 11 ? digits.padStart(11, '0') : digits.padStart(14, '0');
}

/** NUL and unpaired surrogates: PostgreSQL (and PGlite) refuse them in text and in jsonb. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
const unstorable = (text: string) => text.includes('\u0000') || LONE_SURROGATE.test(text);

/** Converts one cell of a column of the given kind to its batch value. */
export function convertCell(cell: Cell, kind: ColumnKind): Converted {
  if (cell === null || cell === undefined) return blank;
  if (typeof cell === 'string' && cell.trim() === '') return blank;
  // A value the database cannot store is this row's error, not the whole file's (nor a 500).
  if (typeof cell === 'string' && unstorable(cell)) return invalid(messages.spreadsheet.badCharacter);
  if (typeof cell === 'boolean') {
    if (kind === 'yesNo') return value(cell);
    return kind === 'text' ? value(cell ? 'VERDADEIRO' : 'FALSO') : invalid(messages.spreadsheet.integer);
  }
  switch (kind) {
    case 'text':
      return value(typeof cell === 'number' ? numberText(cell) : cell.trim());
    case 'document':
      return value(typeof cell === 'number' ? documentOf(cell) : cell.trim());
    case 'integer': {
      const n =
        typeof cell === 'number' ? cell : /^-?\d+$/.test(cell.trim()) ? Number(cell.trim()) : Number.NaN;
      return Number.isInteger(n) ? value(n) : invalid(messages.spreadsheet.integer);
    }
    case 'money': {
      const cents = typeof cell === 'number' ? Math.round(cell * 100) : reaisTextToCents(cell);
      return cents === null || !Number.isFinite(cents) ? invalid(messages.spreadsheet.money) : value(cents);
    }
    case 'date': {
      const iso = typeof cell === 'number' ? serialToIso(cell) : dateTextToIso(cell.trim());
      return iso === null ? invalid(messages.spreadsheet.date) : value(iso);
    }
    case 'percentPerMonth': {
      const rate = percentToMonthlyRate(cell);
      return rate === null ? invalid(messages.spreadsheet.percentPerMonth) : value(rate);
    }
    case 'yesNo': {
      const answer = typeof cell === 'number' ? null : yesNo(cell);
      return answer === null ? invalid(messages.spreadsheet.yesNo) : value(answer);
    }
  }
}
