import type { ClientView } from './client-types';

/** Ana, active, two contracts and a history (stories and tests only). */
export const activeClient: ClientView = {
  id: 7,
  name: 'Ana Beatriz Carvalho',
  email: 'ana@demo.com.br',
  person_type: 'individual',
  cpf: '12345678909',
  cnpj: null,
  access: 'active',
  account: {
    email: 'ana@demo.com.br',
    created_at: '2025-06-04T13:12:00.000Z',
    activated_at: '2025-06-04T13:20:00.000Z',
    blocked_at: null,
    last_login_at: '2026-11-26T22:41:00.000Z',
  },
  contracts: [
    {
      bill_id: 1,
      document: 'CT.2025/00001',
      enterprise_name: 'Torre Solaris Business',
      contract_date: '2025-06-04',
    },
    {
      bill_id: 4,
      document: 'CT.2025/00014',
      enterprise_name: 'Residencial Jardim das Acácias',
      contract_date: '2025-09-18',
    },
  ],
  audit: [
    {
      id: 3,
      occurred_at: '2026-10-02T14:05:00.000Z',
      action: 'unblocked',
      actor_name: 'Marina Albuquerque',
      actor_email: 'marina@horizonte.com.br',
    },
    {
      id: 2,
      occurred_at: '2026-10-01T18:30:00.000Z',
      action: 'blocked',
      actor_name: 'Marina Albuquerque',
      actor_email: 'marina@horizonte.com.br',
    },
  ],
};

/** A customer of the base who never signed up. */
export const clientWithoutAccount: ClientView = {
  ...activeClient,
  id: 9,
  name: 'Bruno Henrique Almeida',
  email: 'bruno@demo.com.br',
  cpf: '98765432100',
  access: 'none',
  account: null,
  contracts: [
    {
      bill_id: 6,
      document: 'CT.2026/00003',
      enterprise_name: 'Torre Solaris Business',
      contract_date: '2026-02-10',
    },
  ],
  audit: [],
};

/** A company that signed up and has not opened the activation link yet. */
export const pendingClient: ClientView = {
  ...activeClient,
  id: 8,
  name: 'Construtiva Engenharia Ltda',
  email: 'financeiro@construtiva.com.br',
  person_type: 'company',
  cpf: null,
  cnpj: '11222333000181',
  access: 'pending',
  account: {
    email: 'financeiro@construtiva.com.br',
    created_at: '2026-11-20T12:00:00.000Z',
    activated_at: null,
    blocked_at: null,
    last_login_at: null,
  },
  audit: [
    {
      id: 5,
      occurred_at: '2026-11-21T09:15:00.000Z',
      action: 'activation-resent',
      actor_name: 'Administrador',
      actor_email: 'admin@demo.com.br',
    },
  ],
};

/** Ana, blocked by the staff. */
export const blockedClient: ClientView = {
  ...activeClient,
  access: 'blocked',
  account: activeClient.account && { ...activeClient.account, blocked_at: '2026-11-26T23:02:00.000Z' },
  audit: [
    {
      id: 6,
      occurred_at: '2026-11-26T23:02:00.000Z',
      action: 'blocked',
      actor_name: 'Administrador',
      actor_email: 'admin@demo.com.br',
    },
    ...activeClient.audit,
  ],
};
