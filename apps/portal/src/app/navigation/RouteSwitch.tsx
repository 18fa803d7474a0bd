import { type ComponentType, Suspense } from 'react';
import { matchRoute, Route, Switch, useRouter } from 'wouter';
import type { RouteModule } from './lazy-route';
import { Navigate } from './Navigate';
import { useLocation } from './navigation';
import { RouteErrorBoundary } from './RouteErrorBoundary';
import { usePageCode } from './use-page-code';

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
  /** A page's code arrived, before it is drawn (to start its reads), with the path's parameters. */
  onPageArrival?: (module: RouteModule, params: Readonly<Record<string, string | undefined>>) => void;
}

type Parser = ReturnType<typeof useRouter>['parser'];

/** The first route whose pattern matches `pathname`, with its parameters. */
function matchingRoute(routes: readonly PortalRoute[], parser: Parser, pathname: string) {
  for (const route of routes) {
    const [isMatch, params] = matchRoute(parser, route.path, pathname);
    if (isMatch) return [route, params] as const;
  }
  return [undefined, {}] as const;
}

/**
 * Draws the first route whose path matches, once its chunk has arrived (`loading` until then); an
 * unknown path redirects.
 */
export function RouteSwitch({ routes, fallbackPath, loading, failure, onPageArrival }: Props) {
  const { pathname } = useLocation();
  const { parser } = useRouter();
  const [current, params] = matchingRoute(routes, parser, pathname);
  const isCodeReady = usePageCode(current?.Page, (module) => onPageArrival?.(module, params));
  if (!isCodeReady) return loading;
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
