import * as z from 'zod/mini';
import { defineEndpoint } from '../../endpoint';
import { text } from '../../schemas/primitives';

/**
 * The activation link of e-mails sent before activation needed the password: it only redirects (302) to
 * the portal page `/ativar-conta?token=…` and never changes the account (a GET is fetched by mail
 * scanners and link previews). New e-mails link to the page directly.
 */
export const activationLinkEndpoint = defineEndpoint({
  id: 'activationLink',
  method: 'GET',
  path: '/api/v1/user/activate',
  summary: 'Old activation link: redirects to the activation page, changes nothing.',
  description: 'Redirects (302) to `/ativar-conta?token=…`, where the person proves the password.',
  tag: 'user',
  auth: 'public',
  query: z.lazy(() => z.object({ token: text(1, 512) })),
  responseKind: 'redirect',
  errors: [],
});
