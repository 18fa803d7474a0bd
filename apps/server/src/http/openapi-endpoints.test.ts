import { ENDPOINTS } from '@portal/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backends, startTestServer, type TestServer } from '../test/test-server';

/** `METHOD path` of every operation an OpenAPI document lists. */
function operationsOf(document: { paths: Record<string, Record<string, unknown>> }): string[] {
  return Object.entries(document.paths).flatMap(([path, item]) =>
    Object.keys(item).map((method) => `${method.toUpperCase()} ${path}`),
  );
}

// Every route goes through `registerEndpoint` (decision 065), so the document served lists each
// endpoint the contract defines: one hand-wired route would be missing from it.
describe.each(backends())('the OpenAPI document on %s', (backend) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(backend);
  });
  afterAll(async () => {
    await server?.stop();
  });

  it('serves one operation for every endpoint of the contract, and no other', async () => {
    const { status, body } = await server.json('GET', '/api/openapi.json');
    expect(status).toBe(200);
    const defined = ENDPOINTS.map((endpoint) => `${endpoint.method} ${endpoint.path}`).sort();
    expect(operationsOf(body).sort()).toEqual(defined);
    const ids = operationsOf(body).map((operation) => {
      const [method = '', path = ''] = operation.split(' ');
      return (body.paths[path][method.toLowerCase()] as { operationId: string }).operationId;
    });
    expect(ids.sort()).toEqual(ENDPOINTS.map((endpoint) => endpoint.id).sort());
  });
});
