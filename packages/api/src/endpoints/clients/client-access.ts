import { PERSON_TYPES } from '@portal/domain';
import * as z from 'zod/mini';
import type { ApiClient, CallOptions } from '../../client/api-client';
import { defineEndpoint } from '../../endpoint';
import { described, idParam, isoDate, isoDateTime } from '../../schemas/primitives';

/**
 * The state of a customer's access to the portal (docs/product/rules.md, "Acesso do cliente"): no
 * login yet, signed up and waiting for the activation e-mail's link, active, or blocked by the staff.
 */
export const CLIENT_ACCESS_STATES = ['none', 'pending', 'active', 'blocked'] as const;

/** One state of {@link CLIENT_ACCESS_STATES}. */
export type ClientAccessState = (typeof CLIENT_ACCESS_STATES)[number];

/** What the staff can do to a customer's access, as its audit records it. */
export const CLIENT_ACCESS_ACTIONS = ['activation-resent', 'blocked', 'unblocked'] as const;

/** One action of {@link CLIENT_ACCESS_ACTIONS}. */
export type ClientAccessAction = (typeof CLIENT_ACCESS_ACTIONS)[number];

/** The customer's login, when there is one. */
const ClientAccountSchema = z.lazy(() =>
  described(
    z.object({
      email: z.string(),
      created_at: described(isoDateTime(), 'When the customer signed up.'),
      activated_at: described(
        z.nullable(isoDateTime()),
        'When the activation link was used; null while pending.',
      ),
      blocked_at: described(
        z.nullable(isoDateTime()),
        'Since when the access is blocked; null when it is not.',
      ),
      last_login_at: described(z.nullable(isoDateTime()), 'Last successful login; null when never.'),
    }),
    "The customer's login.",
  ),
);

/** One contract of the customer, with the document the statement shows. */
const ClientContractSchema = z.lazy(() =>
  z.object({
    bill_id: z.int(),
    document: described(z.string(), "'Título/DOC' of the statement, e.g. CT.2025/00001."),
    enterprise_name: z.string(),
    contract_date: isoDate(),
  }),
);

/** One recorded action on the customer's access. */
export const ClientAccessAuditEntrySchema = z.lazy(() =>
  z.object({
    id: z.int(),
    occurred_at: isoDateTime(),
    action: z.enum(CLIENT_ACCESS_ACTIONS),
    actor_name: described(z.nullable(z.string()), 'Who did it; null when that account is gone.'),
    actor_email: z.nullable(z.string()),
  }),
);

/** One line of a customer's access audit. */
export type ClientAccessAuditEntry = z.output<typeof ClientAccessAuditEntrySchema>;

/** A customer as the admin's client page shows it. */
export const ClientDetailSchema = z.lazy(() =>
  described(
    z.object({
      id: z.int(),
      name: z.string(),
      email: described(z.string(), 'The e-mail of the customer base (sign-up must use it).'),
      person_type: z.enum(PERSON_TYPES),
      cpf: z.nullable(z.string()),
      cnpj: z.nullable(z.string()),
      access: z.enum(CLIENT_ACCESS_STATES),
      account: z.nullable(ClientAccountSchema),
      contracts: z.array(ClientContractSchema),
      audit: described(z.array(ClientAccessAuditEntrySchema), 'The latest 50 actions, newest first.'),
    }),
    'A customer, its access to the portal, its contracts and what the staff did to its access.',
  ),
);

/** A customer as the client page shows it. */
export type ClientDetail = z.output<typeof ClientDetailSchema>;

const clientIdParams = () => z.lazy(() => z.object({ id: idParam() }));

/** The admin's client page: a customer of the base by id. */
export const clientDetailEndpoint = defineEndpoint({
  id: 'clientDetail',
  method: 'GET',
  path: '/api/v1/clients/{id}',
  summary: 'A customer, its access state, contracts, last login and access audit (admin).',
  tag: 'user',
  auth: 'admin',
  params: clientIdParams(),
  response: ClientDetailSchema,
  errors: ['CLIENT-404', 'CLIENT-LOAD-ERROR'],
  failure: 'CLIENT-LOAD-ERROR',
});

/** 'Reenviar ativação': a new activation link by e-mail, as a pending customer's login sends it. */
export const resendClientActivationEndpoint = defineEndpoint({
  id: 'resendClientActivation',
  method: 'POST',
  path: '/api/v1/clients/{id}/activation-email',
  summary: "Send a pending customer's activation e-mail again (admin).",
  description:
    'The same e-mail and link (`/ativar-conta?token=…`) as a login of a pending account sends. 409 ' +
    'CLIENT-NO-ACCOUNT-409 without a login, CLIENT-ACTIVATION-409 when the login is not pending or is blocked.',
  tag: 'user',
  auth: 'admin',
  params: clientIdParams(),
  errors: [
    'CLIENT-404',
    'CLIENT-NO-ACCOUNT-409',
    'CLIENT-ACTIVATION-409',
    'CLIENT-ACTIVATION-503',
    'CLIENT-UPDATE-ERROR',
  ],
  failure: 'CLIENT-UPDATE-ERROR',
});

/** 'Bloquear acesso': the customer's sessions end at once and the next call is refused. */
export const blockClientEndpoint = defineEndpoint({
  id: 'blockClient',
  method: 'POST',
  path: '/api/v1/clients/{id}/block',
  summary: "Block a customer's access (admin): sessions end, e-mailed links die, login refused.",
  tag: 'user',
  auth: 'admin',
  params: clientIdParams(),
  errors: ['CLIENT-404', 'CLIENT-NO-ACCOUNT-409', 'CLIENT-UPDATE-ERROR'],
  failure: 'CLIENT-UPDATE-ERROR',
});

/** 'Desbloquear acesso': the customer logs in with the same password again. */
export const unblockClientEndpoint = defineEndpoint({
  id: 'unblockClient',
  method: 'POST',
  path: '/api/v1/clients/{id}/unblock',
  summary: "Unblock a customer's access (admin).",
  tag: 'user',
  auth: 'admin',
  params: clientIdParams(),
  errors: ['CLIENT-404', 'CLIENT-NO-ACCOUNT-409', 'CLIENT-UPDATE-ERROR'],
  failure: 'CLIENT-UPDATE-ERROR',
});

/** Calls `GET /api/v1/clients/{id}`. */
export function getClientDetail(client: ApiClient, id: number, options?: CallOptions): Promise<ClientDetail> {
  return client.call(clientDetailEndpoint, { params: { id } }, options);
}

/** What the client page can do to the access. */
export type ClientAccessChange = 'resend-activation' | 'block' | 'unblock';

/** Calls the endpoint of a change: `POST /api/v1/clients/{id}/activation-email`, `/block` or `/unblock`. */
export function postClientAccess(
  client: ApiClient,
  id: number,
  change: ClientAccessChange,
  options?: CallOptions,
): Promise<undefined> {
  const endpoint =
    change === 'resend-activation'
      ? resendClientActivationEndpoint
      : change === 'block'
        ? blockClientEndpoint
        : unblockClientEndpoint;
  return client.call(endpoint, { params: { id } }, options);
}
