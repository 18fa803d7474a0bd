import type { ImportEntity } from '@portal/api';
import { normalizeForSearch } from '@portal/domain';

/*
 * The layout of the staff spreadsheet (decision 036): one sheet per entity of the import
 * batch, Portuguese sheet names and column headers, and how each column becomes a batch field. The
 * headers are the file format itself (the template writes them, the reader expects them), so they live
 * here rather than in the messages module.
 */

/**
 * How a cell becomes a batch value: text; a CPF/CNPJ (a number cell gets its leading zeros back); an
 * integer; reais to integer cents; a date cell or dd/mm/aaaa to ISO `YYYY-MM-DD`; a percent a month
 * ('1', '0,95', '1 %') to the decimal fraction of the batch (0.01, product rule §8); 'Sim' or 'Não' to a
 * boolean.
 */
export type ColumnKind = 'text' | 'document' | 'integer' | 'money' | 'date' | 'percentPerMonth' | 'yesNo';

/** One column of a sheet. */
export interface SheetColumn {
  readonly header: string;
  readonly field: string;
  readonly kind: ColumnKind;
  /**
   * A required field: the column must be in the sheet (a blank cell is still a row error). An optional
   * column left out of the sheet keeps the stored values; its blank cell is an explicit null, writing the
   * field's default (docs/product/rules.md, "Planilha").
   */
  readonly required: boolean;
  /** The value of the template's example row (reais for money, ISO for dates); absent: left blank. */
  readonly example?: string | number;
}

/** One sheet: its entity, its name and its columns in template order. */
export interface SheetLayout {
  readonly entity: ImportEntity;
  readonly name: string;
  readonly columns: readonly SheetColumn[];
}

const col = (
  header: string,
  field: string,
  kind: ColumnKind,
  required: boolean,
  example?: string | number,
): SheetColumn =>
  example === undefined ? { header, field, kind, required } : { header, field, kind, required, example };

/** The sheets in template order (the order the staff fill them; the service resolves references in any order). */
export const SHEETS: readonly SheetLayout[] = [
  {
    entity: 'companies',
    name: 'Empresas',
    columns: [
      col('Código da empresa', 'external_id', 'text', true, 'EMP-1'),
      col('Razão social', 'name', 'text', true, 'SPE Residencial Modelo Ltda'),
      col('CNPJ', 'cnpj', 'document', true, '97.531.864/0001-71'),
      col('Endereço', 'address', 'text', false, 'Av. Paulista, 1000'),
      col('Cidade', 'city', 'text', false, 'São Paulo'),
      col('UF', 'state', 'text', false, 'SP'),
      col('Banco', 'bank_code', 'text', false, '001'),
      col('Agência', 'agency', 'text', false, '1234'),
      col('Conta', 'account', 'text', false, '56789-0'),
      col('Convênio', 'convenio', 'text', false),
      col('Carteira', 'carteira', 'text', false),
      col('Chave PIX', 'pix_key', 'text', false),
    ],
  },
  {
    entity: 'enterprises',
    name: 'Empreendimentos',
    columns: [
      col('Código do empreendimento', 'external_id', 'text', true, 'OBRA-1'),
      col('Código da empresa', 'company_external_id', 'text', true, 'EMP-1'),
      col('Nome', 'name', 'text', true, 'Residencial Modelo'),
      col('Endereço', 'address', 'text', false, 'Rua das Flores, 100'),
      col('Data de criação', 'creation_date', 'date', true, '2024-01-15'),
      col('Previsão de entrega', 'delivery_date', 'date', false, '2027-12-15'),
      col('Fundação (%)', 'fundation_percent', 'integer', false, 100),
      col('Estrutura (%)', 'structure_percent', 'integer', false, 60),
      col('Alvenaria (%)', 'masonry_percent', 'integer', false, 20),
      col('Instalações (%)', 'instalation_percent', 'integer', false, 0),
      col('Acabamento (%)', 'finish_percent', 'integer', false, 0),
    ],
  },
  {
    entity: 'units',
    name: 'Unidades',
    columns: [
      col('Código da unidade', 'external_id', 'text', true, 'UN-101'),
      col('Código do empreendimento', 'enterprise_external_id', 'text', true, 'OBRA-1'),
      col('Nome', 'name', 'text', true, 'Apto 101 - Torre A'),
      col('Código do contrato', 'contract_external_id', 'text', false, 'CT-1'),
      // The keys handed over: the start of the unit's warranties (product rule §9).
      col('Entrega das chaves', 'handover_date', 'date', false, '2026-06-30'),
    ],
  },
  {
    entity: 'customers',
    name: 'Clientes',
    columns: [
      col('Código do cliente', 'external_id', 'text', true, 'CLI-1'),
      col('Nome', 'name', 'text', true, 'Maria Exemplo da Silva'),
      col('CPF/CNPJ', 'cpf_cnpj', 'document', true, '246.813.579-28'),
      col('E-mail', 'email', 'text', true, 'maria.exemplo@example.com'),
    ],
  },
  {
    entity: 'contracts',
    name: 'Contratos',
    columns: [
      col('Código do contrato', 'external_id', 'text', true, 'CT-1'),
      col('Código do cliente', 'customer_external_id', 'text', true, 'CLI-1'),
      col('Código da empresa', 'company_external_id', 'text', true, 'EMP-1'),
      col('Código do empreendimento', 'enterprise_external_id', 'text', true, 'OBRA-1'),
      col('Título/DOC', 'document', 'text', false, 'CT.2024/00001'),
      col('Data do contrato', 'contract_date', 'date', true, '2024-03-10'),
      col('Unidade monetária', 'monetary_unit', 'text', false, 'REAL'),
      col('Índice de correção', 'correction_index', 'text', false, 'INCC-M'),
      col('Juros ao mês (%)', 'interest_monthly_rate', 'percentPerMonth', false, 1),
      col('Permite antecipação', 'prepayment_allowed', 'yesNo', false, 'Sim'),
    ],
  },
  {
    entity: 'installments',
    name: 'Parcelas',
    columns: [
      col('Código da parcela', 'external_id', 'text', true, 'CT-1-P1'),
      col('Código do contrato', 'contract_external_id', 'text', true, 'CT-1'),
      col('Número', 'number', 'integer', true, 1),
      col('Vencimento', 'due_date', 'date', true, '2024-04-10'),
      col('Valor original (R$)', 'original_cents', 'money', true, 1234.56),
      col('Valor corrigido (R$)', 'adjusted_cents', 'money', false, 1250.9),
      col('Data do recebimento', 'receipt_date', 'date', false, '2024-04-08'),
      col('Valor recebido (R$)', 'receipt_cents', 'money', false, 1250.9),
      col('Valor líquido recebido (R$)', 'receipt_net_cents', 'money', false, 1245.5),
    ],
  },
];

/**
 * The template's example rows (docs/product/rules.md, "Planilha"): the last column of every sheet,
 * filled with {@link EXAMPLE_MARK} on the example row. A row with anything in it is never imported, so
 * an unmodified template imports nothing; clearing the mark turns the row into data.
 */
export const EXAMPLE_HEADER = 'Exemplo';

/** What the template writes in {@link EXAMPLE_HEADER} on its example rows. */
export const EXAMPLE_MARK = 'EXEMPLO';

/** Sheets the reader skips: the template's instructions. */
export const IGNORED_SHEETS = ['Instruções'] as const;

/** How headers and sheet names are compared: accents, case and repeated spaces do not matter. */
export const headerKey = (text: unknown): string =>
  normalizeForSearch(
    typeof text === 'string' ? text : text === undefined || text === null ? '' : String(text),
  );

/** The layout of an entity. */
export function sheetOf(entity: ImportEntity): SheetLayout {
  const sheet = SHEETS.find((candidate) => candidate.entity === entity);
  if (!sheet) throw new Error(`no sheet for ${entity}`);
  return sheet;
}

/** The header of a batch field in its sheet ('' for a field the sheet does not have, or the whole row). */
export function headerOf(entity: ImportEntity, field: string): string {
  return sheetOf(entity).columns.find((column) => column.field === field)?.header ?? '';
}

/** The sheet names, for messages ('Empresas, Empreendimentos, …'). */
export const sheetNames = (): string => SHEETS.map((sheet) => sheet.name).join(', ');
