import { ApiProvider } from '@portal/api/react';
import { BrandProvider, ToastRegion } from '@portal/ui';
import type { Root } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import { createPortalRouter } from './router';
import type { PortalRuntime } from './runtime-config';
import { portalServices } from './services';

/**
 * Mounts the whole portal: brand, API client, toasts (top right, 5 s) and the router. The stored
 * session is restored first (keep, refresh or clear), while the layout shows a spinner.
 */
export function mountApp(root: Root, runtime: PortalRuntime): void {
  const { client, session } = portalServices();
  if (session.getSnapshot().status === 'starting') void session.start();
  const router = createPortalRouter();
  root.render(
    <BrandProvider brand={runtime.brand}>
      <ApiProvider client={client}>
        <ToastRegion>
          <RouterProvider router={router} />
        </ToastRegion>
      </ApiProvider>
    </BrandProvider>,
  );
}
