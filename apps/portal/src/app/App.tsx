import { ApiProvider } from '@portal/api/react';
import { BrandProvider, ToastRegion } from '@portal/ui';
import type { Root } from 'react-dom/client';
import { RootLayout } from './layout/RootLayout';
import { RouteError } from './layout/RouteError';
import { RouteErrorBoundary } from './navigation/RouteErrorBoundary';
import type { PortalRuntime } from './runtime-config';
import { portalServices } from './services';

/**
 * Mounts the whole portal: brand, API client, toasts (top right, 5 s) and the router. The stored
 * session is restored first (keep, refresh or clear), while the layout shows a spinner.
 */
export function mountApp(root: Root, runtime: PortalRuntime): void {
  const { client, session } = portalServices();
  if (session.getSnapshot().status === 'starting') void session.start();
  root.render(
    <BrandProvider brand={runtime.brand}>
      <ApiProvider client={client}>
        <ToastRegion>
          <RouteErrorBoundary fallback={(error) => <RouteError error={error} />}>
            <RootLayout />
          </RouteErrorBoundary>
        </ToastRegion>
      </ApiProvider>
    </BrandProvider>,
  );
}
