import { type ComponentType, Suspense } from 'react';
import { Route, Switch } from 'wouter';
import { Navigate } from './Navigate';
import { useLocation } from './navigation';
import { RouteErrorBoundary } from './RouteErrorBoundary';

/** One page of the portal: its path pattern (`:name` for a parameter) and its component. */
export interface PortalRoute {
  path: string;
  Page: ComponentType;
}

interface Props {
  routes: readonly PortalRoute[];
  /** Where an unknown path goes (replacing it in the history). */
  fallbackPath: string;
  /** Drawn while a page's code arrives. */
  loading: React.ReactNode;
  /** Drawn when a page cannot be loaded or drawn. */
  failure: (error: unknown) => React.ReactNode;
}

/** Draws the first route whose path matches, waiting for its chunk; an unknown path redirects. */
export function RouteSwitch({ routes, fallbackPath, loading, failure }: Props) {
  const { pathname } = useLocation();
  return (
    <RouteErrorBoundary key={pathname} fallback={failure}>
      <Suspense fallback={loading}>
        <Switch>
          {routes.map(({ path, Page }) => (
            <Route key={path} path={path} component={Page} />
          ))}
          <Route>
            <Navigate to={fallbackPath} replace />
          </Route>
        </Switch>
      </Suspense>
    </RouteErrorBoundary>
  );
}
