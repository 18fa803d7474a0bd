import { TICKET_MESSAGES, TICKET_SUBJECTS, type TicketSubject } from '@portal/domain';
import * as z from 'zod/mini';
import type { ApiClient, CallOptions } from '../../client/api-client';
import { defineEndpoint } from '../../endpoint';
import { type MessageBody, MessageBodySchema } from '../../schemas/error-body';
import { emailAddress, text } from '../../schemas/primitives';

/**
 * Support ticket (spec section 3). `email` and `name` are sent as the observed portal does, but the
 * server takes both from the token, so they are optional and never trusted.
 */
export const TicketBodySchema = z.lazy(() =>
  z.object({
    // The domain's subject list; anything else is refused with the form's own Portuguese text.
    title: z.enum(TICKET_SUBJECTS as readonly TicketSubject[] as [TicketSubject, ...TicketSubject[]], {
      error: (issue) =>
        issue.input === undefined || issue.input === ''
          ? TICKET_MESSAGES.subjectEmpty
          : TICKET_MESSAGES.subjectUnknown,
    }),
    message: text(1, 5000),
    email: z.optional(emailAddress()),
    name: z.optional(text(0, 200)),
  }),
);

/** Opens a support ticket for the caller and e-mails the support team. */
export const ticketEndpoint = defineEndpoint({
  id: 'ticket',
  method: 'POST',
  path: '/api/v1/user/ticket',
  summary: 'Open a support ticket.',
  tag: 'user',
  auth: 'user',
  body: TicketBodySchema,
  response: MessageBodySchema,
  errors: ['TICKET-POST-500', 'RATE-LIMIT-429'],
  failure: 'TICKET-POST-500',
});

/** The ticket body. */
export type TicketBody = z.input<typeof TicketBodySchema>;

/** Calls `POST /api/v1/user/ticket`; resolves with the TICKET-POST-200 outcome. */
export function postTicket(client: ApiClient, body: TicketBody, options?: CallOptions): Promise<MessageBody> {
  return client.call(ticketEndpoint, { body }, options);
}
