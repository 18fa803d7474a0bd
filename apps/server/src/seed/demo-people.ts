/**
 * The people of the demo company (product rule §5). The four fixed entries are the README's
 * table and must keep working exactly as written; the others make the client list and the reports
 * look like a real customer base.
 */
export interface DemoCustomer {
  readonly name: string;
  readonly email: string;
  readonly cpf?: string;
  readonly cnpj?: string;
  /** ISO day the customer entered the ERP (the income-tax year list starts there). */
  readonly since: string;
  /** Password of an active account; absent = in the base only (can sign up). */
  readonly password?: string;
}

/** The administrator (no customer row; token `customer_id` below 0, name 'Administrador'). */
export const DEMO_ADMIN = { email: 'admin@demo.com.br', password: 'Admin#2026' } as const;

/**
 * The README's first customer, Ana: the demo histories (documents, technical assistance, a delivered
 * unit) are hers.
 */
export const DEMO_ANA_EMAIL = 'ana@demo.com.br';

/** Fixed customers of the README. */
export const FIXED_CUSTOMERS: readonly DemoCustomer[] = [
  {
    name: 'Ana Beatriz Souza',
    email: DEMO_ANA_EMAIL,
    cpf: '12345678909',
    since: '2019-03-15',
    password: 'Cliente#2026',
  },
  {
    name: 'Construtiva Engenharia Ltda',
    email: 'financeiro@construtiva.com.br',
    cnpj: '11222333000181',
    since: '2020-08-03',
    password: 'Empresa#2026',
  },
  { name: 'Bruno Henrique Lima', email: 'bruno@demo.com.br', cpf: '98765432100', since: '2021-05-20' },
];

/** Names for the rest of the base; documents are generated from their index (valid check digits). */
export const OTHER_INDIVIDUALS: readonly string[] = [
  'Carla Mendes Ribeiro',
  'Daniel Alves Pereira',
  'Eduarda Costa Martins',
  'Fábio Nogueira Santos',
  'Gabriela Rocha Carvalho',
  'Heitor Araújo Gomes',
  'Isabela Ferreira Lopes',
  'João Pedro Cardoso',
  'Karina Oliveira Teixeira',
  'Leonardo Barbosa Dias',
  'Mariana Castro Freitas',
  'Nicolas Moreira Pinto',
  'Olívia Cunha Azevedo',
  'Paulo Sérgio Ramos',
  'Renata Vieira Monteiro',
  'Sofia Correia Duarte',
];

/** Companies that bought units. */
export const OTHER_COMPANIES: readonly string[] = [
  'Alfa Participações S.A.',
  'Bela Vista Comércio de Materiais Ltda',
  'Cedro Investimentos Imobiliários Ltda',
  'Delta Serviços Contábeis Ltda',
];
