import * as z from 'zod/mini';
import type { ApiClient, CallOptions } from '../../client/api-client';
import { defineEndpoint } from '../../endpoint';
import { limitParam, offsetParam } from '../../schemas/primitives';

/**
 * One account of the user list (spec section 3): e-mail and the customer's name(s), and the customer's
 * id, which opens the admin's client page (`/clients/{id}`).
 */
export const ListedUserSchema = z.lazy(() =>
  z.object({
    email: z.string(),
    customer_id: z.int(),
    attributes: z.object({ sienge_name: z.array(z.string()) }),
  }),
);

/** The user list answer; `total` counts every account, for the 'Mostrando X - Y de N' footer. */
export const UserListSchema = z.lazy(() =>
  z.object({ users: z.array(ListedUserSchema), total: z.int().check(z.gte(0)) }),
);

/** A page of the user list. */
export type UserList = z.output<typeof UserListSchema>;

/** Lists the customer accounts (admin only). */
export const userListEndpoint = defineEndpoint({
  id: 'userList',
  method: 'GET',
  path: '/api/v1/user/list',
  summary: 'List the customer accounts (admin).',
  tag: 'user',
  auth: 'admin',
  query: z.lazy(() => z.object({ limit: limitParam(), offset: offsetParam() })),
  response: UserListSchema,
  errors: [],
});

/** Query of the user list. */
export type UserListQuery = z.input<typeof userListEndpoint.query>;

/** Calls `GET /api/v1/user/list`. */
export function getUserList(
  client: ApiClient,
  query: UserListQuery,
  options?: CallOptions,
): Promise<UserList> {
  return client.call(userListEndpoint, { query }, options);
}
