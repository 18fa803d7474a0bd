import { USER_TYPES } from '@portal/domain';
import * as z from 'zod/mini';

/** Attaches an OpenAPI/JSON Schema description to a schema (kept in zod's global registry). */
export function described<S extends z.core.$ZodType>(schema: S, description: string): S {
  z.globalRegistry.add(schema, { description });
  return schema;
}

/**
 * An integer that may arrive as a string (query, path and multipart values are text on the wire).
 * Out-of-range or non-numeric input fails validation (a 400), never reaches a handler as NaN.
 */
export function intParam(min: number, max: number) {
  return z.pipe(z.coerce.number<number>(), z.int().check(z.gte(min), z.lte(max)));
}

/** Largest id we accept (PostgreSQL `integer`). */
export const MAX_ID = 2_147_483_647;

/** A positive database id that may arrive as text. */
export const idParam = () => intParam(1, MAX_ID);

/** Page size of list calls: 1 to 100 (spec: enterprises are fetched 100 at a time). */
export const limitParam = () => z._default(intParam(1, 100), 100);

/** Offset of list calls: 0 or more. */
export const offsetParam = () => z._default(intParam(0, 10_000_000), 0);

/** A calendar year accepted by filters and reports. */
export const yearParam = () => intParam(2000, 2100);

/** A month number, 1 to 12. */
export const monthParam = () => intParam(1, 12);

/** Years a calendar date may name: wide for any contract, narrow enough for every database and `Date`. */
export const DATE_YEARS = { min: 1900, max: 2199 } as const;

/**
 * A calendar date on the wire: ISO `YYYY-MM-DD` (product rule §6), years 1900 to 2199. Year 0000
 * or 9999 in a filter is a 400, not a database error (decision 016).
 */
export const isoDate = () =>
  described(
    z.iso.date().check(
      z.refine(
        (value) => {
          // A malformed date is already reported by the format check: one issue per field.
          if (!/^\d{4}-/.test(value)) return true;
          const year = Number(value.slice(0, 4));
          return year >= DATE_YEARS.min && year <= DATE_YEARS.max;
        },
        { message: `Ano fora do intervalo ${DATE_YEARS.min}–${DATE_YEARS.max}.` },
      ),
    ),
    `Calendar date, ISO 8601 \`YYYY-MM-DD\`, years ${DATE_YEARS.min} to ${DATE_YEARS.max}.`,
  );

/** A moment on the wire: ISO 8601 date-time with offset, e.g. `2026-03-01T12:00:00.000Z`. */
export const isoDateTime = () =>
  described(z.iso.datetime({ offset: true }), 'Moment, ISO 8601 date-time with offset.');

/** Money on the wire: integer cents (product rule §6): R$ 1.234,56 travels as 123456. */
export const cents = () =>
  described(z.int(), 'Amount in integer cents of the monetary unit (R$ 1.234,56 is 123456).');

/** A CPF: exactly 11 digits, no mask. */
export const cpfDigits = () => described(z.string().check(z.regex(/^\d{11}$/)), 'CPF, 11 digits, no mask.');

/** The unmasked CNPJ: 12 characters 0-9/A-Z (alphanumeric CNPJ, decision 004) and 2 check digits. */
export const CNPJ_PATTERN = /^[0-9A-Z]{12}\d{2}$/;

/** A CNPJ without mask: numeric or alphanumeric (IN RFB 2.229/2024), upper case. */
export const cnpjDigits = () =>
  described(
    z.string().check(z.regex(CNPJ_PATTERN)),
    'CNPJ without mask: 12 characters 0-9 or A-Z (alphanumeric CNPJ) and 2 check digits.',
  );

/** An e-mail address (RFC length limit 254). */
export const emailAddress = () => z.email().check(z.maxLength(254));

/** Free text with bounds, so a request can never carry an unbounded string. */
export const text = (min: number, max: number) => z.string().check(z.minLength(min), z.maxLength(max));

/** The two kinds of person who use the portal (spec section 6). */
export const userType = () => z.enum(USER_TYPES);
