import { isApiError, postToken } from '@portal/api';
import { messageForCode } from '@portal/domain';
import { demoBrand } from '@portal/ui';
import { lookUpPublicIp } from './public-ip';
import { readRuntime } from './runtime-config';
import { portalServices } from './services';

/** The outcome of a login: signed in, or the Portuguese text to show on the login page. */
export type SignInResult = { readonly ok: true } | { readonly ok: false; readonly message: string };

/**
 * Logs in with e-mail and password (spec section 4): on success the tokens are stored and the session
 * starts; on failure the stored tokens are cleared and the server's text is returned — 'Credenciais
 * inválidas. Tente novamente.' (401), the pending-account text (403), the mail-outage text (503) or the
 * throttling text (429). A network failure has its own text. When the server configures the public-IP
 * look-up, its answer travels with the login for the audit (spec section 7).
 */
export async function signInWithPassword(credentials: {
  email: string;
  password: string;
}): Promise<SignInResult> {
  const { client, session } = portalServices();
  try {
    const { ipLookupUrl } = readRuntime(demoBrand);
    const publicIp = ipLookupUrl ? await lookUpPublicIp(ipLookupUrl) : null;
    const tokens = await postToken(client, credentials, { publicIp });
    session.signIn({ access_token: tokens.access_token, refresh_token: tokens.refresh_token });
    return { ok: true };
  } catch (error) {
    await session.signOut();
    return { ok: false, message: isApiError(error) ? error.message : messageForCode('NETWORK-ERROR') };
  }
}
