import * as z from 'zod/mini';
import { described, isoDate } from '../../schemas/primitives';
import { ImportRowErrorSchema } from './import-outcome';

/*
 * The rows an ERP, a spreadsheet or the Sienge connector hands to the one import service (decision 026).
 * Every row carries the ERP's own id (`external_id`) and names the rows it depends on by theirs
 * (`*_external_id`), in this batch or imported before. The schemas check types and lengths only; the
 * rules (CPF/CNPJ check digits, real calendar dates, positive cents, known references) are checked by
 * the server's import service, which reports every failure as a row error.
 */

/** Most rows one entity may carry in a single batch. */
export const MAX_IMPORT_ROWS = 200_000;

/** Largest import batch body, in bytes (64 MiB: about 250,000 installment rows of JSON). */
export const MAX_IMPORT_BATCH_BYTES = 64 * 1024 * 1024;

const str = (min: number, max: number, description: string) =>
  described(z.string().check(z.minLength(min), z.maxLength(max)), description);
/*
 * Every optional field of a row follows one rule (docs/product/calls.md, "Import API (ERP)"): absent, the
 * stored value is kept (a new row gets the default); present, it is written — null (or an empty text)
 * writing the default. So a producer that does not know a field never erases what another one gave.
 */
const ABSENT_KEPT = 'Absent: the stored value is kept';
const optionalStr = (max: number, description: string, fallback = 'empty') =>
  z.optional(
    z.nullable(
      described(
        z.string().check(z.maxLength(max)),
        `${description} ${ABSENT_KEPT} (a new row: ${fallback}); null or empty: ${fallback}.`,
      ),
    ),
  );
const externalId = (what: string) =>
  str(1, 100, `The ERP's own id of ${what} (text, 1–100 characters); the key of idempotent re-imports.`);
const reference = (what: string) =>
  str(1, 100, `The \`external_id\` of ${what}, in this batch or imported before.`);
/*
 * An enterprise's delivery date and stage progress are optional and nullable (docs/product/calls.md,
 * "Import API (ERP)"): absent keeps the stored value (a new enterprise: none, 0 %), an explicit null
 * clears it.
 */
const percent = (stage: string) =>
  z.optional(
    z.nullable(
      described(
        z.int(),
        `Progress of the ${stage} stage, integer percent 0–100. Absent: the stored value is kept ` +
          '(a new enterprise gets 0); null: set back to 0.',
      ),
    ),
  );
const centsField = (description: string) =>
  described(z.int(), `${description} Integer cents (R$ 1.234,56 is 123456), greater than zero.`);

/** A company (SPE) that sells units and issues slips. */
export const ImportCompanySchema = z.lazy(() =>
  described(
    z.object({
      external_id: externalId('the company'),
      name: str(1, 300, 'Corporate name shown on contracts and slips.'),
      cnpj: str(1, 30, 'CNPJ, numeric or alphanumeric, with or without mask; check digits verified.'),
      address: optionalStr(500, 'Street address.'),
      city: optionalStr(200, 'City.'),
      state: optionalStr(2, 'State, two letters.'),
      bank_code: optionalStr(3, 'Collection bank code of the slips, e.g. `001` (empty: no own slips).'),
      agency: optionalStr(10, 'Collection agency.'),
      account: optionalStr(20, 'Collection account.'),
      convenio: optionalStr(10, 'Slip agreement number (convênio) at the bank.'),
      carteira: optionalStr(5, 'Slip portfolio (carteira) at the bank.'),
      pix_key: optionalStr(100, 'PIX key printed on slips.', 'the CNPJ'),
    }),
    'A company (SPE) of the ERP.',
  ),
);

/** A development (empreendimento) with its address, creation date and construction progress. */
export const ImportEnterpriseSchema = z.lazy(() =>
  described(
    z.object({
      external_id: externalId('the enterprise'),
      company_external_id: reference('the company that builds and sells it'),
      name: str(1, 300, 'Name of the enterprise.'),
      address: optionalStr(500, 'Address.'),
      creation_date: described(isoDate(), 'Creation date, ISO `YYYY-MM-DD`.'),
      delivery_date: z.optional(
        z.nullable(
          described(
            isoDate(),
            'Expected delivery ("Previsão de entrega"), ISO `YYYY-MM-DD`. Absent: the stored date is ' +
              'kept (a new enterprise has none); null: the date is cleared.',
          ),
        ),
      ),
      fundation_percent: percent('foundation'),
      structure_percent: percent('structure'),
      masonry_percent: percent('masonry'),
      instalation_percent: percent('installations'),
      finish_percent: percent('finishing'),
    }),
    'An enterprise (empreendimento) and its construction progress.',
  ),
);

/** A customer of the company's base: the person or company that may sign up to the portal. */
export const ImportCustomerSchema = z.lazy(() =>
  described(
    z.object({
      external_id: externalId('the customer'),
      name: str(1, 300, 'Full name or corporate name.'),
      cpf_cnpj: str(
        1,
        30,
        'CPF (11 digits: a person) or CNPJ (14 characters, numeric or alphanumeric: a company), with or ' +
          'without mask; check digits verified. Sign-up matches it together with the e-mail.',
      ),
      email: str(3, 254, 'E-mail address; sign-up matches it (case-insensitive) together with the CPF/CNPJ.'),
    }),
    'A customer of the base (who may sign up to the portal).',
  ),
);

/** A contract (bill receivable, título) of a customer. */
export const ImportContractSchema = z.lazy(() =>
  described(
    z.object({
      external_id: externalId('the contract (bill receivable)'),
      customer_external_id: reference('the customer who owes it'),
      company_external_id: reference('the company that receives it'),
      enterprise_external_id: reference('the enterprise sold'),
      document: optionalStr(
        100,
        "'Título/DOC' shown on the statement, e.g. `CT.2023/00412`.",
        'the external_id',
      ),
      contract_date: described(isoDate(), 'Contract date, ISO `YYYY-MM-DD`.'),
      monetary_unit: optionalStr(20, 'Monetary unit of the values, e.g. `REAL`.', '`REAL`'),
      correction_index: optionalStr(40, 'Correction index of the installments, e.g. `INCC-M`, `IPCA`.'),
      interest_monthly_rate: z.optional(
        z.nullable(
          described(
            z.number(),
            "The contract's interest, a decimal fraction per month: `0.01` is 1 % a.m., `0` none (only the " +
              'correction applies). 0 ≤ rate < 1, stored to 8 decimal places. Paying ahead takes it off pro ' +
              'rata by days (product rule §8). ' +
              `${ABSENT_KEPT} (a new contract: 0); null: 0.`,
          ),
        ),
      ),
      prepayment_allowed: z.optional(
        z.nullable(
          described(
            z.boolean(),
            'Whether the customer may pay installments ahead from the portal. ' +
              `${ABSENT_KEPT} (a new contract: true); null: true.`,
          ),
        ),
      ),
    }),
    'A contract (bill receivable) of a customer.',
  ),
);

/** A unit (apartment, office, lot) of an enterprise, and the contract that sold it, if any. */
export const ImportUnitSchema = z.lazy(() =>
  described(
    z.object({
      external_id: externalId('the unit'),
      enterprise_external_id: reference('its enterprise'),
      name: str(1, 200, "Name shown beside the company on the contract card, e.g. 'Apto 101 - Torre A'."),
      contract_external_id: z.optional(
        z.nullable(
          described(
            z.string().check(z.minLength(1), z.maxLength(100)),
            'The `external_id` of the contract that sold it (same enterprise); null while unsold. ' +
              `A contract may sell several units (an apartment and its parking space). ${ABSENT_KEPT} ` +
              '(a new unit: unsold).',
          ),
        ),
      ),
      handover_date: z.optional(
        z.nullable(
          described(
            isoDate(),
            "The day the keys were handed over ('entrega das chaves'), ISO `YYYY-MM-DD`: the start of the " +
              "unit's warranties (product rule §9). Absent: the stored date is kept (a new unit has none); " +
              'null: not delivered.',
          ),
        ),
      ),
    }),
    'A unit of an enterprise.',
  ),
);

/** One installment of a contract; the receipt fields, when present, make it paid. */
export const ImportInstallmentSchema = z.lazy(() =>
  described(
    z.object({
      external_id: externalId('the installment'),
      contract_external_id: reference('its contract'),
      number: described(z.int(), 'Installment number within the contract, 1–32767, unique in the contract.'),
      due_date: described(isoDate(), 'Due date, ISO `YYYY-MM-DD`.'),
      original_cents: centsField('Original value.'),
      adjusted_cents: z.optional(
        z.nullable(
          centsField(
            'Value corrected by the contract index up to the due month. ' +
              `${ABSENT_KEPT} (a new installment: the original value); null: the original value.`,
          ),
        ),
      ),
      receipt_date: z.optional(
        z.nullable(
          described(
            isoDate(),
            'Date it was paid; with `receipt_cents`, makes the installment paid. The three receipt ' +
              'fields go together: all three absent, the stored receipt is kept (a new installment: ' +
              'unpaid); `receipt_date` and `receipt_cents` null, it is cleared.',
          ),
        ),
      ),
      receipt_cents: z.optional(z.nullable(centsField('Amount received (gross).'))),
      receipt_net_cents: z.optional(
        z.nullable(centsField('Net amount received (default: the amount received); only with a receipt.')),
      ),
    }),
    'An installment of a contract; its status (paid, due, payable) and balance are derived from it.',
  ),
);

/**
 * One import batch: optional flat arrays, one per entity. A row refers to others by their ERP ids, in
 * this batch or already in the database. The batch is applied in one transaction or refused whole.
 */
export const ImportBatchSchema = z.lazy(() =>
  described(
    z.object({
      companies: z.optional(z.array(ImportCompanySchema).check(z.maxLength(MAX_IMPORT_ROWS))),
      enterprises: z.optional(z.array(ImportEnterpriseSchema).check(z.maxLength(MAX_IMPORT_ROWS))),
      customers: z.optional(z.array(ImportCustomerSchema).check(z.maxLength(MAX_IMPORT_ROWS))),
      contracts: z.optional(z.array(ImportContractSchema).check(z.maxLength(MAX_IMPORT_ROWS))),
      units: z.optional(z.array(ImportUnitSchema).check(z.maxLength(MAX_IMPORT_ROWS))),
      installments: z.optional(z.array(ImportInstallmentSchema).check(z.maxLength(MAX_IMPORT_ROWS))),
    }),
    'A batch of ERP rows keyed by their own ids; applied whole in one transaction, or refused whole.',
  ),
);

/** The row schema of each entity (the import service validates row by row with these). */
export const IMPORT_ROW_SCHEMAS = {
  companies: ImportCompanySchema,
  enterprises: ImportEnterpriseSchema,
  customers: ImportCustomerSchema,
  contracts: ImportContractSchema,
  units: ImportUnitSchema,
  installments: ImportInstallmentSchema,
} as const;

export type ImportCompany = z.input<typeof ImportCompanySchema>;
export type ImportEnterprise = z.input<typeof ImportEnterpriseSchema>;
export type ImportCustomer = z.input<typeof ImportCustomerSchema>;
export type ImportContract = z.input<typeof ImportContractSchema>;
export type ImportUnit = z.input<typeof ImportUnitSchema>;
export type ImportInstallment = z.input<typeof ImportInstallmentSchema>;
/** A batch as a producer (ERP, spreadsheet reader, Sienge connector) builds it. */
export type ImportBatch = z.input<typeof ImportBatchSchema>;

/** Most row errors one refused answer lists; `error_count` still counts them all. */
export const MAX_REPORTED_ROW_ERRORS = 1000;

/**
 * The 422 answer of a refused batch: the usual error body (`code` IMPORT-422, `msg`, `error`) plus
 * the row errors (at most 1,000 listed, in entity and row order) and how many there were in all. Every
 * refused import answers its row errors as `errors` with `error_count` (decision 065).
 */
export const ImportRefusalSchema = z.lazy(() =>
  described(
    z.object({
      code: z.string(),
      msg: z.string(),
      error: z.string(),
      errors: z.array(ImportRowErrorSchema),
      error_count: z.int().check(z.gte(0)),
    }),
    'A refused batch: nothing was written; every row error (up to 1,000) with its total count.',
  ),
);

/** The 422 answer of a refused batch. */
export type ImportRefusal = z.output<typeof ImportRefusalSchema>;
