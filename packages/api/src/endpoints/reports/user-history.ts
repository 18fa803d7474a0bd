import * as z from 'zod/mini';
import type { ApiClient, CallOptions } from '../../client/api-client';
import { defineEndpoint } from '../../endpoint';
import { isoDate, isoDateTime } from '../../schemas/primitives';
import { filterText, reportPage, reportPaging } from './report-query';

/** One login attempt (spec section 3); `customer_name` is null when the e-mail matches no customer. */
export const LoginHistoryRecordSchema = z.lazy(() =>
  z.object({
    customer_name: z.nullable(z.string()),
    email: z.string(),
    date: isoDateTime(),
    ip: z.nullable(z.string()),
    /** The public IP the client declared at login (its own claim, never the audited `ip`). */
    declared_ip: z.optional(z.nullable(z.string())),
    message: z.string(),
  }),
);

/** One login attempt. */
export type LoginHistoryRecord = z.output<typeof LoginHistoryRecordSchema>;

/** The 'Login por cliente' (status success) and 'Falhas no login' (status error) report, admin only. */
export const userHistoryEndpoint = defineEndpoint({
  id: 'userHistory',
  method: 'GET',
  path: '/api/v1/reports/user-history',
  summary: 'Login history: successful or failed logins (admin).',
  tag: 'reports',
  auth: 'admin',
  query: z.lazy(() =>
    z.object({
      customer_name: filterText(),
      email: filterText(),
      date_from: z.optional(isoDate()),
      date_to: z.optional(isoDate()),
      description: filterText(),
      ip: filterText(),
      type: z.optional(z.enum(['Login'])),
      status: z.optional(z.enum(['success', 'error'])),
      ...reportPaging,
    }),
  ),
  response: z.lazy(() => reportPage(LoginHistoryRecordSchema)),
  errors: [],
});

/** Filters of the login history. */
export type UserHistoryQuery = z.input<typeof userHistoryEndpoint.query>;

/** A page of the login history. */
export type UserHistoryPage = z.output<typeof userHistoryEndpoint.response>;

/** Calls `GET /api/v1/reports/user-history`. */
export function getUserHistory(
  client: ApiClient,
  query: UserHistoryQuery,
  options?: CallOptions,
): Promise<UserHistoryPage> {
  return client.call(userHistoryEndpoint, { query }, options);
}
