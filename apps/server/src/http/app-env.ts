import type { HttpBindings } from '@hono/node-server';
import type { Endpoint } from '@portal/api';
import type { Caller } from '../security/caller';

/** Hono typing of the app: Node's request/response bindings and what middlewares put on the context. */
export interface AppEnv {
  Bindings: HttpBindings;
  Variables: {
    requestId: string;
    /** Set by endpoint registration once the access token is checked. */
    caller?: Caller;
    /** The contract endpoint being served, set first, so an unexpected error answers its failure code. */
    endpoint?: Endpoint;
    /** Set by the SPA's page answer: the nonce its `<style>` elements may carry (style-src). */
    styleNonce?: string;
  };
}
