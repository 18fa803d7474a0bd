import { paths } from './paths';

/*
 * Apart from paths.ts, which the login page's first script carries: only the activation page builds
 * this link (decision 038).
 */

/** `/?activated=1|0`: the login page telling the outcome of an account activation. */
export function loginHref(activated?: boolean): string {
  return activated === undefined ? paths.login : `${paths.login}?activated=${activated ? 1 : 0}`;
}
