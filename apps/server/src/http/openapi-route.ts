import { buildOpenApiDocument, type Endpoint, type OpenApiDocument } from '@portal/api';
import type { Hono } from 'hono';
import type { AppEnv } from './app-env';

/**
 * `/api/openapi.json`: the document `@portal/api` builds from the very descriptors the routes were
 * registered with (`registered`), so it lists exactly what this server answers, no more. Built on the
 * first request (after every route is registered) and kept.
 */
export function registerOpenApi(app: Hono<AppEnv>, registered: readonly Endpoint[], publicUrl: string): void {
  let document: OpenApiDocument | undefined;
  app.get('/api/openapi.json', (c) => {
    document ??= buildOpenApiDocument({ serverUrl: publicUrl, endpoints: registered });
    c.header('Cache-Control', 'no-cache');
    return c.json(document);
  });
}
