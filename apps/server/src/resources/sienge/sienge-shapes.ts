import * as z from 'zod';
import { hasUnstorableCharacter } from '../../security/display-text';

/**
 * The Sienge rows the connector reads, as far as the public documentation and tenants' published
 * answers show them (docs/decisions/024-sienge-connector.md lists the sources). Only the fields we use
 * are declared; anything else passes through unread. Ids are integers; dates are `yyyy-MM-dd`; money is
 * a JSON number in reais (sometimes with float residue: 341233.7699999997).
 */

const id = z.number().int().positive();
const isoDay = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'data fora do formato aaaa-mm-dd');
// A text the database cannot store (NUL, a lone surrogate) makes its row an issue naming the row and
// the field, so one bad record never takes its page down (docs/product/rules.md, "Texts from outside").
const text = z.string().refine((value) => !hasUnstorableCharacter(value), {
  message: 'texto com caractere inválido (como o caractere nulo)',
});
const money = z.number().finite();

/** `GET /companies`. */
export const SiengeCompanySchema = z.object({
  id,
  name: text,
  cnpj: text.nullish(),
  tradeName: text.nullish(),
});
export type SiengeCompany = z.output<typeof SiengeCompanySchema>;

/** `GET /enterprises` (Sienge spells the address field `adress`). */
export const SiengeEnterpriseSchema = z.object({
  id,
  name: text,
  commercialName: text.nullish(),
  companyId: id,
  adress: text.nullish(),
  creationDate: isoDay.nullish(),
});
export type SiengeEnterprise = z.output<typeof SiengeEnterpriseSchema>;

/** `GET /units` (filterable by `enterpriseId`). */
export const SiengeUnitSchema = z.object({
  id,
  enterpriseId: id,
  name: text,
});
export type SiengeUnit = z.output<typeof SiengeUnitSchema>;

/** `GET /customers` and `GET /customers/{id}`; `personType` is `Física` or `Jurídica`. */
export const SiengeCustomerSchema = z.object({
  id,
  name: text,
  personType: text.nullish(),
  cpf: text.nullish(),
  cnpj: text.nullish(),
  email: text.nullish(),
  modifiedAt: text.nullish(),
});
export type SiengeCustomer = z.output<typeof SiengeCustomerSchema>;

/** `GET /accounts-receivable/receivable-bills` (and `/{receivableBillId}`): a sales contract's bill. */
export const SiengeReceivableBillSchema = z.object({
  receivableBillId: id,
  customerId: id,
  companyId: id,
  documentId: text.nullish(),
  documentNumber: text.nullish(),
  issueDate: isoDay,
  receivableBillValue: money.nullish(),
  payOffDate: isoDay.nullish(),
  /** The unit's name ("304"), matched against the enterprise's units. */
  unityName: text.nullish(),
  /** Not in the list answer we saw; read when present (a single bill, another Sienge version). */
  costCenterId: id.nullish(),
  enterpriseId: id.nullish(),
  indexerName: text.nullish(),
});
export type SiengeReceivableBill = z.output<typeof SiengeReceivableBillSchema>;

/** A payment of an installment (the bulk-data `Receipt`; read from the REST answer when it carries it). */
export const SiengeReceiptSchema = z.object({
  paymentDate: isoDay,
  grossAmount: money.nullish(),
  netAmount: money.nullish(),
});
export type SiengeReceipt = z.output<typeof SiengeReceiptSchema>;

/** `GET /accounts-receivable/receivable-bills/{id}/installments`. */
export const SiengeInstallmentSchema = z.object({
  installmentId: id,
  installmentNumber: z.union([z.number(), text]).nullish(),
  dueDate: isoDay,
  balanceDue: money.nullish(),
  originalAmount: money.nullish(),
  originalValue: money.nullish(),
  correctedValue: money.nullish(),
  adjustedValue: money.nullish(),
  generatedBoleto: z.boolean().nullish(),
  receipts: z.array(z.unknown()).nullish(),
});
export type SiengeInstallment = z.output<typeof SiengeInstallmentSchema>;

/** `GET /payment-slip-notification?billReceivableId&installmentId`: the tenant's registered boleto. */
export const SiengePaymentSlipSchema = z.object({
  urlReport: z.url().nullish(),
  digitableNumber: text.nullish(),
});
export type SiengePaymentSlip = z.output<typeof SiengePaymentSlipSchema>;
