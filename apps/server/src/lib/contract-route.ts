import type { EndpointContract } from '@la-meute/shared';

/**
 * A route's method, address and schemas, from its endpoint in the shared contract (the web calls
 * the same endpoint). The address is made relative to the plugin's prefix (`/api`), which Fastify
 * adds back. Spread into `app.route({ ...routeOf(app, contract.name), handler })`.
 */
export function routeOf<C extends EndpointContract>(app: { prefix: string }, contract: C): { method: C['method']; url: string; schema: C['schema'] } {
  if (!contract.url.startsWith(app.prefix)) throw new Error(`${contract.method} ${contract.url} is outside the plugin's prefix ${app.prefix}`);
  return { method: contract.method, url: contract.url.slice(app.prefix.length) || '/', schema: contract.schema };
}
