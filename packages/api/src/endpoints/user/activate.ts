import * as z from 'zod/mini';
import { defineEndpoint } from '../../endpoint';
import { text } from '../../schemas/primitives';

/**
 * Account activation, the link of the activation e-mail (decisions.md section 2). It is opened by the
 * browser, not called by the client: it answers 302 to `/?activated=1`, or `/?activated=0` when the
 * token is bad or expired. Build the link with `endpointUrl(activateEndpoint, ...)`.
 */
export const activateEndpoint = defineEndpoint({
  id: 'activate',
  method: 'GET',
  path: '/api/v1/user/activate',
  summary: 'Activate an account (link of the activation e-mail).',
  description:
    'Redirects (302) to `/?activated=1` on success, `/?activated=0` when the token is bad or expired.',
  tag: 'user',
  auth: 'public',
  query: z.object({ token: text(1, 512) }),
  responseKind: 'redirect',
  errors: [],
});
