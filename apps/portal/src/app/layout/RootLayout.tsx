import { AppShell, Spinner } from '@portal/ui';
import { Navigate, Outlet, useLocation, useNavigate } from 'react-router-dom';
import { messages } from '../../messages/pt-BR';
import { useSession, useSessionStore } from '../session/use-session';
import { redirectFor, showsNavigation } from './route-access';

/**
 * The frame of every page: the guards (signed in, admin only, customer record read), the shell with
 * the role's menu, and the page itself. A logout in another tab signs this one out at once, because
 * the session store follows storage events and this layout then redirects to `/`.
 */
export function RootLayout() {
  const session = useSession();
  const store = useSessionStore();
  const location = useLocation();
  const navigate = useNavigate();
  const redirect = redirectFor(location.pathname, session.status, session.user);
  if (redirect) return <Navigate to={redirect} replace />;

  const isPublic = !showsNavigation(location.pathname);
  return (
    <AppShell
      showNavigation={!isPublic}
      user={session.user ? { name: session.user.name, type: session.user.type } : undefined}
      currentPath={location.pathname}
      onNavigate={(href) => void navigate(href)}
      onLogout={() => {
        void store.signOut();
        void navigate('/', { replace: true });
      }}
      year={new Date().getFullYear()}
    >
      {session.status === 'starting' ? <Spinner size="lg" label={messages.loadingPage} /> : <Outlet />}
    </AppShell>
  );
}
