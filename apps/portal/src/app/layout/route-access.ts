import type { StoredUser } from '@portal/domain';
import { isAdminPath, PUBLIC_PATHS } from '../../config/path-access';
import { paths } from '../../config/paths';
import type { SessionStatus } from '../session/session-store';

/** Where a visit must go instead of the requested path, or null to show it. */
export function redirectFor(pathname: string, status: SessionStatus, user: StoredUser | null): string | null {
  if (status === 'starting') return null;
  const isPublic = PUBLIC_PATHS.includes(pathname);
  if (status === 'signed-out') return isPublic ? null : paths.login;
  // Signed in: the customer record is read once at /auth; without it, read it first.
  if (!user) return pathname === paths.auth || isPublic ? null : paths.auth;
  if (pathname === paths.login) return paths.enterprises;
  if (user.type !== 'admin' && isAdminPath(pathname)) return paths.enterprises;
  return null;
}

/** Side menu and top bar are hidden on the public routes (spec section 2, "Layout"). */
export function showsNavigation(pathname: string): boolean {
  return !PUBLIC_PATHS.includes(pathname);
}
