import {
  IMPORT_ENTITIES,
  IMPORT_ROW_SCHEMAS,
  type ImportEntity,
  type ImportRowError,
  MAX_IMPORT_ROWS,
} from '@portal/api';
import { IMPORT_MESSAGES, isValidEmail, normalizeForSearch, parseIsoDate, readCpfCnpj } from '@portal/domain';
import * as z from 'zod/mini';
import type {
  BatchRows,
  CompanyRow,
  ContractRow,
  CustomerRow,
  EnterpriseRow,
  InstallmentRow,
  UnitRow,
} from './batch-rows';
import { companyDefaults, contractDefaults, ENTERPRISE_DEFAULTS, installmentDefaults } from './row-defaults';

/** Largest amount a row may carry: R$ 100 billion, far inside a `bigint` and a JS safe integer. */
const MAX_CENTS = 10_000_000_000_000;

/** Rows as read, aligned with the batch: null where a row could not be read at all. */
export type ReadRows = { readonly [E in ImportEntity]: readonly (BatchRows[E][number] | null)[] };

/** The outcome of reading a batch's rows, before any reference is checked against the database. */
export type RowsReading =
  | { readonly ok: true; readonly rows: ReadRows; readonly errors: ImportRowError[] }
  | { readonly ok: false; readonly problem: string };

/** The rows of a batch that had no row error (none is null then). */
export function completeRows(rows: ReadRows): BatchRows {
  const complete = {} as Record<ImportEntity, unknown[]>;
  for (const entity of IMPORT_ENTITIES) complete[entity] = rows[entity].filter((row) => row !== null);
  return complete as unknown as BatchRows;
}

type Collector = (field: string, message: string) => void;

/** The Portuguese text of a zod issue on one field of a row. */
function issueMessage(field: string, issue: z.core.$ZodIssue, row: Record<string, unknown>): string {
  const value = row[field];
  if (field.endsWith('_cents')) return IMPORT_MESSAGES.cents;
  if (field.endsWith('_percent')) return IMPORT_MESSAGES.percent;
  if (field === 'number') return IMPORT_MESSAGES.installmentNumber;
  if (field === 'interest_monthly_rate') return IMPORT_MESSAGES.monthlyRate;
  if (field === 'prepayment_allowed') return IMPORT_MESSAGES.prepaymentAllowed;
  if (field.endsWith('_date')) return value === undefined ? IMPORT_MESSAGES.required : IMPORT_MESSAGES.date;
  if (value === undefined || value === null || value === '') return IMPORT_MESSAGES.required;
  if (issue.code === 'invalid_type') return IMPORT_MESSAGES.notText;
  if (issue.code === 'too_big' && typeof issue.maximum === 'number')
    return IMPORT_MESSAGES.tooLong(issue.maximum);
  return issue.message;
}

const clean = (value: string | undefined | null) => (value ?? '').trim();

function checkCents(value: number | null | undefined, field: string, add: Collector): void {
  if (value === undefined || value === null) return;
  if (value <= 0) add(field, IMPORT_MESSAGES.cents);
  else if (value > MAX_CENTS) add(field, IMPORT_MESSAGES.centsTooLarge);
}

function checkDate(value: string | null | undefined, field: string, add: Collector): void {
  if (value && !parseIsoDate(value)) add(field, IMPORT_MESSAGES.date);
}

/** A stage percent: absent stays absent (the stored value is kept), null clears it to 0. */
function checkPercent(value: number | null | undefined, field: string, add: Collector): number | undefined {
  if (value === undefined) return undefined;
  if (value === null) return 0;
  if (value < 0 || value > 100) add(field, IMPORT_MESSAGES.percent);
  return value;
}

/**
 * A contract's monthly interest (product rule §8): absent stays absent (the stored rate is kept), null is
 * no interest; otherwise a decimal fraction 0 ≤ rate < 1, kept to the 8 decimal places the column stores.
 */
function checkRate(value: number | null | undefined, add: Collector): number | undefined {
  if (value === undefined) return undefined;
  if (value === null) return 0;
  if (!Number.isFinite(value) || value < 0 || value >= 1) {
    add('interest_monthly_rate', IMPORT_MESSAGES.monthlyRate);
    return undefined;
  }
  const rounded = Math.round(value * 1e8) / 1e8;
  // 0.999999999 rounds to 1, which the column refuses.
  if (rounded >= 1) add('interest_monthly_rate', IMPORT_MESSAGES.monthlyRate);
  return rounded;
}

/**
 * An optional text field: absent stays absent (the stored value is kept), null or empty text is the
 * field's default (docs/product/calls.md, "Import API (ERP)").
 */
function optionalText(value: string | null | undefined, fallback: string): string | undefined {
  return value === undefined ? undefined : clean(value) || fallback;
}

/** The optional fields a row carries, absent ones left out (docs/product/calls.md, "Import API (ERP)"). */
function present<T extends Record<string, unknown>>(fields: T): Partial<T> {
  return Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== undefined)) as Partial<T>;
}

function required(value: string, field: string, add: Collector): string {
  const text = clean(value);
  if (text === '') add(field, IMPORT_MESSAGES.required);
  return text;
}

type Parsed<E extends ImportEntity> = z.output<(typeof IMPORT_ROW_SCHEMAS)[E]>;

const READERS: { [E in ImportEntity]: (row: Parsed<E>, add: Collector) => BatchRows[E][number] } = {
  companies: (row, add): CompanyRow => {
    const cnpj = readCpfCnpj(row.cnpj);
    if (!cnpj.ok) add('cnpj', cnpj.message);
    else if (cnpj.kind !== 'cnpj') add('cnpj', IMPORT_MESSAGES.cnpjInvalid);
    const cnpjValue = cnpj.ok ? cnpj.value : '';
    const fallback = companyDefaults({ cnpj: cnpjValue });
    return {
      externalId: required(row.external_id, 'external_id', add),
      name: required(row.name, 'name', add),
      cnpj: cnpjValue,
      ...present({
        address: optionalText(row.address, fallback.address),
        city: optionalText(row.city, fallback.city),
        state: optionalText(row.state, fallback.state)?.toUpperCase(),
        bankCode: optionalText(row.bank_code, fallback.bankCode),
        agency: optionalText(row.agency, fallback.agency),
        account: optionalText(row.account, fallback.account),
        convenio: optionalText(row.convenio, fallback.convenio),
        carteira: optionalText(row.carteira, fallback.carteira),
        pixKey: optionalText(row.pix_key, fallback.pixKey),
      }),
    };
  },
  enterprises: (row, add): EnterpriseRow => {
    checkDate(row.creation_date, 'creation_date', add);
    checkDate(row.delivery_date, 'delivery_date', add);
    const name = required(row.name, 'name', add);
    return {
      externalId: required(row.external_id, 'external_id', add),
      companyRef: required(row.company_external_id, 'company_external_id', add),
      name,
      searchName: normalizeForSearch(name),
      creation: row.creation_date,
      ...present({
        address: optionalText(row.address, ENTERPRISE_DEFAULTS.address),
        deliveryDate: row.delivery_date,
        fundationPercent: checkPercent(row.fundation_percent, 'fundation_percent', add),
        structurePercent: checkPercent(row.structure_percent, 'structure_percent', add),
        masonryPercent: checkPercent(row.masonry_percent, 'masonry_percent', add),
        instalationPercent: checkPercent(row.instalation_percent, 'instalation_percent', add),
        finishPercent: checkPercent(row.finish_percent, 'finish_percent', add),
      }),
    };
  },
  customers: (row, add): CustomerRow => {
    const document = readCpfCnpj(row.cpf_cnpj);
    if (!document.ok) add('cpf_cnpj', document.message);
    const email = clean(row.email).toLowerCase();
    if (!isValidEmail(email)) add('email', IMPORT_MESSAGES.email);
    const kind = document.ok ? document.kind : 'cpf';
    return {
      externalId: required(row.external_id, 'external_id', add),
      name: required(row.name, 'name', add),
      personType: kind === 'cpf' ? 'individual' : 'company',
      cpf: document.ok && kind === 'cpf' ? document.value : null,
      cnpj: document.ok && kind === 'cnpj' ? document.value : null,
      email,
    };
  },
  contracts: (row, add): ContractRow => {
    checkDate(row.contract_date, 'contract_date', add);
    const externalId = required(row.external_id, 'external_id', add);
    const fallback = contractDefaults({ externalId });
    return {
      externalId,
      customerRef: required(row.customer_external_id, 'customer_external_id', add),
      companyRef: required(row.company_external_id, 'company_external_id', add),
      enterpriseRef: required(row.enterprise_external_id, 'enterprise_external_id', add),
      contractDate: row.contract_date,
      ...present({
        document: optionalText(row.document, fallback.document),
        monetaryUnit: optionalText(row.monetary_unit, fallback.monetaryUnit),
        correctionIndex: optionalText(row.correction_index, fallback.correctionIndex),
        interestMonthlyRate: checkRate(row.interest_monthly_rate, add),
        prepaymentAllowed:
          row.prepayment_allowed === undefined
            ? undefined
            : (row.prepayment_allowed ?? fallback.prepaymentAllowed),
      }),
    };
  },
  units: (row, add): UnitRow => {
    checkDate(row.handover_date, 'handover_date', add);
    return {
      externalId: required(row.external_id, 'external_id', add),
      enterpriseRef: required(row.enterprise_external_id, 'enterprise_external_id', add),
      name: required(row.name, 'name', add),
      ...present({
        contractRef:
          row.contract_external_id === undefined ? undefined : clean(row.contract_external_id) || null,
        handoverDate: row.handover_date,
      }),
    };
  },
  installments: (row, add): InstallmentRow => {
    if (row.number < 1 || row.number > 32767) add('number', IMPORT_MESSAGES.installmentNumber);
    checkDate(row.due_date, 'due_date', add);
    checkDate(row.receipt_date, 'receipt_date', add);
    checkCents(row.original_cents, 'original_cents', add);
    checkCents(row.adjusted_cents, 'adjusted_cents', add);
    checkCents(row.receipt_cents, 'receipt_cents', add);
    checkCents(row.receipt_net_cents, 'receipt_net_cents', add);
    const hasDate = row.receipt_date != null;
    const hasCents = row.receipt_cents != null;
    if (hasDate !== hasCents)
      add(hasDate ? 'receipt_cents' : 'receipt_date', IMPORT_MESSAGES.receiptIncomplete);
    if (row.receipt_net_cents != null && !(hasDate && hasCents)) {
      add('receipt_net_cents', IMPORT_MESSAGES.receiptNetWithoutReceipt);
    }
    const paid = hasDate && hasCents;
    // The receipt's three fields go together: all absent keep the stored receipt.
    const receiptSent = [row.receipt_date, row.receipt_cents, row.receipt_net_cents].some(
      (value) => value !== undefined,
    );
    const fallback = installmentDefaults({ originalCents: row.original_cents });
    return {
      externalId: required(row.external_id, 'external_id', add),
      contractRef: required(row.contract_external_id, 'contract_external_id', add),
      number: row.number,
      dueDate: row.due_date,
      originalCents: row.original_cents,
      ...present({
        adjustedCents:
          row.adjusted_cents === undefined ? undefined : (row.adjusted_cents ?? fallback.adjustedCents),
      }),
      ...(receiptSent
        ? {
            receiptDate: paid ? (row.receipt_date ?? null) : fallback.receiptDate,
            receiptCents: paid ? (row.receipt_cents ?? null) : fallback.receiptCents,
            receiptNetCents: paid
              ? (row.receipt_net_cents ?? row.receipt_cents ?? null)
              : fallback.receiptNetCents,
          }
        : {}),
    };
  },
};

/**
 * Reads every row of a batch (any JSON value): each row is checked against its contract schema and the
 * domain's rules (CPF/CNPJ check digits, real calendar dates, positive cents, percents, e-mail), and
 * repeated ERP ids, CPF/CNPJs and installment numbers inside the batch are reported. Every failure is a
 * row error (entity, 1-based row, field, Portuguese message). Only a body that is not a batch at all
 * (not an object, an entity that is not an array, an unknown entity, too many rows) is a `problem`.
 */
export function readBatchRows(body: unknown): RowsReading {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    return { ok: false, problem: 'O lote deve ser um objeto JSON com as listas das entidades.' };
  }
  const record = body as Record<string, unknown>;
  const unknown = Object.keys(record).filter((key) => !(IMPORT_ENTITIES as readonly string[]).includes(key));
  if (unknown.length > 0) {
    return {
      ok: false,
      problem: `Entidade desconhecida: ${unknown.join(', ')}. Use ${IMPORT_ENTITIES.join(', ')}.`,
    };
  }
  const errors: ImportRowError[] = [];
  const rows: Record<string, unknown[]> = {};
  for (const entity of IMPORT_ENTITIES) {
    const list = record[entity] ?? [];
    if (!Array.isArray(list)) return { ok: false, problem: `"${entity}" deve ser uma lista de linhas.` };
    if (list.length > MAX_IMPORT_ROWS)
      return { ok: false, problem: IMPORT_MESSAGES.tooManyRows(MAX_IMPORT_ROWS) };
    const read: unknown[] = [];
    list.forEach((raw, index) => {
      const add: Collector = (field, message) => errors.push({ entity, row: index + 1, field, message });
      if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) {
        add('', IMPORT_MESSAGES.notRow);
        read.push(null);
        return;
      }
      const parsed = z.safeParse(IMPORT_ROW_SCHEMAS[entity], raw);
      if (!parsed.success) {
        const seen = new Set<string>();
        for (const issue of parsed.error.issues) {
          const field = issue.path.length > 0 ? String(issue.path[0]) : '';
          if (seen.has(field)) continue;
          seen.add(field);
          add(field, issueMessage(field, issue, raw as Record<string, unknown>));
        }
        read.push(null);
        return;
      }
      const reader = READERS[entity] as (row: unknown, add: Collector) => unknown;
      read.push(reader(parsed.data, add));
    });
    rows[entity] = read;
  }
  const batch = rows as unknown as ReadRows;
  findRepeats(batch, errors);
  return { ok: true, rows: batch, errors };
}

function firstRows<T>(
  entity: ImportEntity,
  list: readonly (T | null)[],
  keyOf: (row: T) => string | null,
  message: (row: number) => string,
  field: string,
  errors: ImportRowError[],
): void {
  const first = new Map<string, number>();
  list.forEach((row, index) => {
    if (row === null) return;
    const key = keyOf(row);
    if (key === null || key === '') return;
    const seen = first.get(key);
    if (seen === undefined) first.set(key, index + 1);
    else errors.push({ entity, row: index + 1, field, message: message(seen) });
  });
}

/** Repeated ERP ids per entity, CPF/CNPJs among customers and numbers within a contract. */
function findRepeats(batch: ReadRows, errors: ImportRowError[]): void {
  for (const entity of IMPORT_ENTITIES) {
    const list = batch[entity] as readonly ({ externalId: string } | null)[];
    firstRows(entity, list, (row) => row.externalId, IMPORT_MESSAGES.duplicateId, 'external_id', errors);
  }
  firstRows(
    'customers',
    batch.customers,
    (row) => row.cpf ?? row.cnpj,
    IMPORT_MESSAGES.duplicateDocument,
    'cpf_cnpj',
    errors,
  );
  firstRows(
    'installments',
    batch.installments,
    (row) => `${row.contractRef}\u0000${row.number}`,
    IMPORT_MESSAGES.duplicateNumber,
    'number',
    errors,
  );
}

/** Orders row errors as a person reads them: entity order of the batch, then row, then field. */
export function sortRowErrors(errors: ImportRowError[]): ImportRowError[] {
  const order = new Map(IMPORT_ENTITIES.map((entity, index) => [entity, index]));
  return errors.sort(
    (a, b) =>
      (order.get(a.entity) ?? 0) - (order.get(b.entity) ?? 0) ||
      a.row - b.row ||
      a.field.localeCompare(b.field),
  );
}
