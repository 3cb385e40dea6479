import { afterAll, describe, expect, it } from 'vitest';
import * as shared from '@la-meute/shared';
import type { EndpointContract } from '@la-meute/shared';
import { collectRoutes } from './helpers/route-table';
import { createFakeWebBuild } from './helpers/fake-web-build';
import { createTestApp } from './helpers/test-app';

/** Every `xContract` the shared package exports: a table of endpoints, each with its schemas. */
function sharedContracts(): [string, EndpointContract][] {
  return Object.entries(shared)
    .filter(([name]) => name.endsWith('Contract'))
    .flatMap(([name, table]) => Object.entries(table as Record<string, EndpointContract>).map(([endpoint, entry]) => [`${name}.${endpoint}`, entry] as [string, EndpointContract]));
}

// The pages' own route answers as in production with a built web app.
const webBuild = createFakeWebBuild(`export async function renderPage() { return { appHtml: '<p>page</p>', stateScript: '' }; }`);
const { result: t, routes } = await collectRoutes(() => createTestApp('pglite', webBuild.env));

describe('one contract per endpoint', () => {
  afterAll(async () => {
    await t.close();
    webBuild.remove();
  });

  const contracts = sharedContracts();
  const keyOf = (entry: { method: string; url: string }) => `${entry.method} ${entry.url}`;

  it('finds the contracts', () => {
    expect(contracts.length).toBeGreaterThan(100);
  });

  it('registers no route without a contract, and every contract as a route', () => {
    const registered = routes.map(keyOf);
    const contracted = contracts.map(([, entry]) => keyOf(entry));
    expect(registered.filter((key) => !contracted.includes(key))).toEqual([]);
    expect(contracted.filter((key) => !registered.includes(key))).toEqual([]);
  });

  it('gives each endpoint one contract', () => {
    const keys = contracts.map(([, entry]) => keyOf(entry));
    expect(keys.filter((key, index) => keys.indexOf(key) !== index)).toEqual([]);
  });

  it("validates each route's input with its contract's own schemas", () => {
    for (const route of routes) {
      const [name, contract] = contracts.find(([, entry]) => keyOf(entry) === route.key)!;
      const schema = contract.schema as { body?: unknown; querystring?: unknown; params?: unknown };
      expect({ route: route.key, body: route.schema.body, querystring: route.schema.querystring, params: route.schema.params }, name).toEqual({
        route: route.key,
        body: schema.body,
        querystring: schema.querystring,
        params: schema.params,
      });
      for (const part of ['body', 'querystring', 'params'] as const) if (schema[part]) expect(route.schema[part], `${name} ${part}`).toBe(schema[part]);
    }
  });
});
