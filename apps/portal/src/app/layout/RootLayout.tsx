import { useApiClient } from '@portal/api/react';
import { AppShell, Spinner } from '@portal/ui';
import { paths } from '../../config/paths';
import { messages } from '../../messages/pt-BR';
import { Navigate } from '../navigation/Navigate';
import { useLocation, useNavigate } from '../navigation/navigation';
import { RouteSwitch } from '../navigation/RouteSwitch';
import { useHeadingFocus } from '../navigation/use-heading-focus';
import { portalRoutes } from '../router';
import { useSession, useSessionStore } from '../session/use-session';
import { RouteError } from './RouteError';
import { redirectFor, showsNavigation } from './route-access';

/**
 * The frame of every page: the guards (signed in, admin only, customer record read), the shell with
 * the role's menu, and the page itself (a spinner while its code arrives, 'Tentar novamente' if it
 * cannot; the page's first reads start as its code arrives, before it is drawn). A logout in another
 * tab signs this one out at once, because the session store follows storage events and this layout
 * then redirects to `/`. Each move to another page puts focus on its h1 (decision 062).
 */
export function RootLayout() {
  const session = useSession();
  const store = useSessionStore();
  const location = useLocation();
  const navigate = useNavigate();
  const client = useApiClient();
  useHeadingFocus(location.pathname);
  const redirect = redirectFor(location.pathname, session.status, session.user);
  if (redirect) return <Navigate to={redirect} replace />;

  const isPublic = !showsNavigation(location.pathname);
  const loading = <Spinner size="lg" label={messages.loadingPage} />;
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
      {session.status === 'starting' ? (
        loading
      ) : (
        <RouteSwitch
          routes={portalRoutes}
          fallbackPath={paths.login}
          loading={loading}
          failure={(error) => <RouteError error={error} />}
          onPageArrival={(module, params) =>
            module.preloadData?.({
              client,
              user: session.user,
              params,
              search: new URLSearchParams(location.search),
            })
          }
        />
      )}
    </AppShell>
  );
}
