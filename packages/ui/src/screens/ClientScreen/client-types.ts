/** The access states of docs/product/rules.md, "Acesso do cliente", in the order a customer goes through them. */
export const clientAccessStates = ['none', 'pending', 'active', 'blocked'] as const;

/** One access state. */
export type ClientAccessStateView = (typeof clientAccessStates)[number];

/** What the staff can do to a customer's access (the audit's actions). */
export const clientAccessActions = ['activation-resent', 'blocked', 'unblocked'] as const;

/** One action of the audit. */
export type ClientAccessActionView = (typeof clientAccessActions)[number];

/** A change the page asks for. */
export type ClientAccessChangeView = 'resend-activation' | 'block' | 'unblock';

/** The customer as the client page shows it (the `GET /api/v1/clients/{id}` answer). */
export interface ClientView {
  id: number;
  name: string;
  email: string;
  person_type: 'individual' | 'company';
  cpf: string | null;
  cnpj: string | null;
  access: ClientAccessStateView;
  account: {
    email: string;
    /** ISO instants. */
    created_at: string;
    activated_at: string | null;
    blocked_at: string | null;
    last_login_at: string | null;
  } | null;
  contracts: readonly { bill_id: number; document: string; enterprise_name: string; contract_date: string }[];
  audit: readonly {
    id: number;
    occurred_at: string;
    action: ClientAccessActionView;
    actor_name: string | null;
    actor_email: string | null;
  }[];
}
