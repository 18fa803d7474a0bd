/** The demo accounts seeded on the first start (README, "Demo accounts"). */
export interface DemoAccount {
  email: string;
  /** Empty for the prospect, who has no account until the sign-up journey. */
  password: string;
  /** CPF or CNPJ as typed in the sign-up form; empty for the admin. */
  document: string;
  role: 'admin' | 'customer';
}

export const accounts = {
  admin: { role: 'admin', email: 'admin@demo.com.br', password: 'Admin#2026', document: '' },
  /** Customer, individual (CPF). */
  ana: { role: 'customer', email: 'ana@demo.com.br', password: 'Cliente#2026', document: '123.456.789-09' },
  /** Customer, company (CNPJ). */
  company: {
    role: 'customer',
    email: 'financeiro@construtiva.com.br',
    password: 'Empresa#2026',
    document: '11.222.333/0001-81',
  },
  /** In the customer base with no account yet: the sign-up journey's prospect. */
  bruno: { role: 'customer', email: 'bruno@demo.com.br', password: '', document: '987.654.321-00' },
} as const satisfies Record<string, DemoAccount>;

/** The accounts that can log in on a fresh data folder. */
export const loginAccounts: readonly DemoAccount[] = [accounts.admin, accounts.ana, accounts.company];
