import type * as z from 'zod';
import {
  SiengeCompanySchema,
  SiengeCustomerSchema,
  SiengeEnterpriseSchema,
  SiengeInstallmentSchema,
  SiengeReceiptSchema,
  SiengeReceivableBillSchema,
  SiengeUnitSchema,
} from './sienge-shapes';

/**
 * Pure translation of Sienge rows into the portal's records, keyed by Sienge's ids (as strings: the
 * import keys are the ERP's own). A row that cannot be read becomes an issue naming the row, the field
 * and the reason in Portuguese — never an exception — so one bad row is reported and the rest go on.
 * Business rules (CPF/CNPJ check digits, e-mail) are the import service's; this layer only reads.
 */

/** The Sienge lists the connector reads. */
export type SiengeEntity = 'company' | 'enterprise' | 'unit' | 'customer' | 'bill' | 'installment';

/** A row that could not be read, for the sync report. */
export interface SiengeRowIssue {
  readonly entity: SiengeEntity;
  /** Sienge's id of the row when it could be read (a bill's installment: `bill/installment`). */
  readonly externalId: string | undefined;
  readonly field: string;
  readonly message: string;
}

/** The rows read and the rows refused. */
export interface Mapped<T> {
  readonly records: T[];
  readonly issues: SiengeRowIssue[];
}

export interface MappedCompany {
  readonly externalId: string;
  readonly name: string;
  readonly cnpj: string | null;
}

export interface MappedUnit {
  readonly externalId: string;
  readonly name: string;
}

export interface MappedEnterprise {
  readonly externalId: string;
  readonly companyExternalId: string;
  readonly name: string;
  readonly address: string | null;
  /** Sienge's `creationDate`; null when the tenant left it blank. */
  readonly creationDate: string | null;
  readonly units: MappedUnit[];
}

export interface MappedCustomer {
  readonly externalId: string;
  readonly name: string;
  readonly personType: 'individual' | 'company';
  /** CPF or CNPJ as Sienge holds it, punctuation removed (CNPJs may be alphanumeric). */
  readonly document: string;
  readonly email: string | null;
}

export interface MappedContract {
  readonly externalId: string;
  readonly customerExternalId: string;
  readonly companyExternalId: string;
  readonly enterpriseExternalId: string;
  readonly unitExternalId: string | null;
  /** `documentId` + `documentNumber` ("CT 304"), or the bill id when both are blank. */
  readonly document: string;
  readonly contractDate: string;
  readonly correctionIndex: string | null;
}

export interface MappedReceipt {
  readonly date: string;
  readonly cents: number;
  readonly netCents: number;
}

export interface MappedInstallment {
  readonly contractExternalId: string;
  /** Sienge's `installmentId`, unique within its bill. */
  readonly externalId: string;
  readonly number: number;
  readonly dueDate: string;
  readonly originalCents: number;
  readonly adjustedCents: number;
  readonly balanceCents: number;
  readonly receipts: MappedReceipt[];
}

/** Reais (a float, maybe with residue) to whole cents. */
export function toCents(reais: number): number {
  const cents = Math.round(reais * 100);
  return cents === 0 ? 0 : cents;
}

const rowId = (row: unknown, key: string): string | undefined => {
  const value = typeof row === 'object' && row !== null ? (row as Record<string, unknown>)[key] : undefined;
  return typeof value === 'number' || typeof value === 'string' ? String(value) : undefined;
};

/** Parses one row; a failure becomes issues (one per field), with the row's id when readable. */
function parseRow<S extends z.ZodType>(
  schema: S,
  row: unknown,
  entity: SiengeEntity,
  idKey: string,
  issues: SiengeRowIssue[],
): z.output<S> | undefined {
  const parsed = schema.safeParse(row);
  if (parsed.success) return parsed.data;
  for (const issue of parsed.error.issues) {
    issues.push({
      entity,
      externalId: rowId(row, idKey),
      field: issue.path.join('.') || '(linha)',
      message: issue.code === 'invalid_type' && issue.input === undefined ? 'campo ausente' : issue.message,
    });
  }
  return undefined;
}

const blankToNull = (value: string | null | undefined) => {
  const trimmed = value?.trim();
  return trimmed ? trimmed : null;
};

/** `GET /companies` rows. */
export function mapCompanies(rows: readonly unknown[]): Mapped<MappedCompany> {
  const issues: SiengeRowIssue[] = [];
  const records: MappedCompany[] = [];
  for (const row of rows) {
    const c = parseRow(SiengeCompanySchema, row, 'company', 'id', issues);
    if (!c) continue;
    const cnpj =
      blankToNull(c.cnpj)
        ?.replace(/[^0-9A-Za-z]/g, '')
        .toUpperCase() ?? null;
    records.push({ externalId: String(c.id), name: c.tradeName?.trim() || c.name.trim(), cnpj });
  }
  return { records, issues };
}

/** `GET /enterprises` rows with their `GET /units` rows (units of unknown enterprises are issues). */
export function mapEnterprises(
  rows: readonly unknown[],
  unitRows: readonly unknown[],
): Mapped<MappedEnterprise> {
  const issues: SiengeRowIssue[] = [];
  const unitsByEnterprise = new Map<number, MappedUnit[]>();
  for (const row of unitRows) {
    const u = parseRow(SiengeUnitSchema, row, 'unit', 'id', issues);
    if (!u) continue;
    const list = unitsByEnterprise.get(u.enterpriseId) ?? [];
    list.push({ externalId: String(u.id), name: u.name.trim() });
    unitsByEnterprise.set(u.enterpriseId, list);
  }
  const records: MappedEnterprise[] = [];
  for (const row of rows) {
    const e = parseRow(SiengeEnterpriseSchema, row, 'enterprise', 'id', issues);
    if (!e) continue;
    records.push({
      externalId: String(e.id),
      companyExternalId: String(e.companyId),
      name: e.commercialName?.trim() || e.name.trim(),
      address: blankToNull(e.adress),
      creationDate: e.creationDate ?? null,
      units: unitsByEnterprise.get(e.id) ?? [],
    });
    unitsByEnterprise.delete(e.id);
  }
  for (const [enterpriseId, units] of unitsByEnterprise) {
    for (const unit of units) {
      issues.push({
        entity: 'unit',
        externalId: unit.externalId,
        field: 'enterpriseId',
        message: `empreendimento ${enterpriseId} não encontrado no Sienge`,
      });
    }
  }
  return { records, issues };
}

/** `GET /customers` rows: CPF for `Física`, CNPJ for `Jurídica` (or whichever one is filled). */
export function mapCustomers(rows: readonly unknown[]): Mapped<MappedCustomer> {
  const issues: SiengeRowIssue[] = [];
  const records: MappedCustomer[] = [];
  for (const row of rows) {
    const c = parseRow(SiengeCustomerSchema, row, 'customer', 'id', issues);
    if (!c) continue;
    const cpf = blankToNull(c.cpf)?.replace(/\D/g, '');
    const cnpj = blankToNull(c.cnpj)
      ?.replace(/[^0-9A-Za-z]/g, '')
      .toUpperCase();
    const type = (c.personType ?? '').toLowerCase();
    const isCompany = type.startsWith('j') || (!type.startsWith('f') && !cpf && Boolean(cnpj));
    const document = isCompany ? cnpj : cpf;
    if (!document) {
      issues.push({
        entity: 'customer',
        externalId: String(c.id),
        field: isCompany ? 'cnpj' : 'cpf',
        message: isCompany ? 'cliente pessoa jurídica sem CNPJ' : 'cliente pessoa física sem CPF',
      });
      continue;
    }
    records.push({
      externalId: String(c.id),
      name: c.name.trim(),
      personType: isCompany ? 'company' : 'individual',
      document,
      email: blankToNull(c.email)?.toLowerCase() ?? null,
    });
  }
  return { records, issues };
}

/**
 * `GET /accounts-receivable/receivable-bills` rows. The list does not name the enterprise, so the
 * connector lists bills per enterprise (`costCenterId`, the enterprise's own code in Sienge) and
 * passes it here; a bill's own `costCenterId`/`enterpriseId` wins when present. The unit is found by
 * name (`unityName`) among that enterprise's units.
 */
export function mapBills(
  rows: readonly unknown[],
  context: { enterpriseExternalId?: string; unitsByEnterprise?: ReadonlyMap<string, readonly MappedUnit[]> },
): Mapped<MappedContract> {
  const issues: SiengeRowIssue[] = [];
  const records: MappedContract[] = [];
  for (const row of rows) {
    const b = parseRow(SiengeReceivableBillSchema, row, 'bill', 'receivableBillId', issues);
    if (!b) continue;
    const own = b.costCenterId ?? b.enterpriseId;
    const enterpriseExternalId =
      own !== null && own !== undefined ? String(own) : context.enterpriseExternalId;
    if (!enterpriseExternalId) {
      issues.push({
        entity: 'bill',
        externalId: String(b.receivableBillId),
        field: 'costCenterId',
        message: 'título sem empreendimento (centro de custo) conhecido',
      });
      continue;
    }
    const unitName = blankToNull(b.unityName);
    const unit = unitName
      ? context.unitsByEnterprise?.get(enterpriseExternalId)?.find((u) => u.name === unitName)
      : undefined;
    const document = [blankToNull(b.documentId), blankToNull(b.documentNumber)].filter(Boolean).join(' ');
    records.push({
      externalId: String(b.receivableBillId),
      customerExternalId: String(b.customerId),
      companyExternalId: String(b.companyId),
      enterpriseExternalId,
      unitExternalId: unit?.externalId ?? null,
      document: document || String(b.receivableBillId),
      contractDate: b.issueDate,
      correctionIndex: blankToNull(b.indexerName),
    });
  }
  return { records, issues };
}

/**
 * `GET /accounts-receivable/receivable-bills/{id}/installments` rows of one bill. The original value is
 * `originalAmount` (bulk-data's name) or `originalValue`; when the answer carries neither, it is the
 * balance plus what was received. The adjusted value falls back to the original.
 */
export function mapInstallments(billExternalId: string, rows: readonly unknown[]): Mapped<MappedInstallment> {
  const issues: SiengeRowIssue[] = [];
  const records: MappedInstallment[] = [];
  rows.forEach((row, index) => {
    const before = issues.length;
    const i = parseRow(SiengeInstallmentSchema, row, 'installment', 'installmentId', issues);
    if (!i) {
      // The issues' ids name the bill too: installment ids repeat across bills.
      for (let k = before; k < issues.length; k++) {
        const issue = issues[k] as SiengeRowIssue;
        issues[k] = { ...issue, externalId: `${billExternalId}/${issue.externalId ?? '?'}` };
      }
      return;
    }
    const externalId = `${billExternalId}/${i.installmentId}`;
    const receipts: MappedReceipt[] = [];
    for (const raw of i.receipts ?? []) {
      const r = parseRow(SiengeReceiptSchema, raw, 'installment', 'paymentDate', issues);
      if (!r) continue;
      const gross = r.grossAmount ?? r.netAmount ?? 0;
      receipts.push({ date: r.paymentDate, cents: toCents(gross), netCents: toCents(r.netAmount ?? gross) });
    }
    const received = receipts.reduce((sum, r) => sum + r.cents, 0);
    const balanceCents = toCents(i.balanceDue ?? 0);
    const original = i.originalAmount ?? i.originalValue;
    const originalCents =
      original !== null && original !== undefined ? toCents(original) : balanceCents + received;
    const adjusted = i.adjustedValue ?? i.correctedValue;
    const adjustedCents = adjusted !== null && adjusted !== undefined ? toCents(adjusted) : originalCents;
    if (originalCents <= 0) {
      issues.push({
        entity: 'installment',
        externalId,
        field: 'originalAmount',
        message: 'parcela sem valor',
      });
      return;
    }
    const number = Number.parseInt(String(i.installmentNumber ?? i.installmentId), 10);
    records.push({
      contractExternalId: billExternalId,
      externalId: String(i.installmentId),
      number: Number.isFinite(number) && number > 0 ? number : index + 1,
      dueDate: i.dueDate,
      originalCents,
      adjustedCents,
      balanceCents,
      receipts,
    });
  });
  return { records, issues };
}
