import diagnostics from 'node:diagnostics_channel';
import type { FastifyInstance, RouteOptions } from 'fastify';
import type { ZodType } from 'zod';

/** One method of one registered route, with the zod schemas Fastify validates its input with. */
export interface RegisteredRoute {
  method: string;
  url: string;
  /** `GET /api/posts/:id`: the key the authorization matrix and the fuzz name routes by. */
  key: string;
  schema: { body?: ZodType; querystring?: ZodType; params?: ZodType };
}

type RouteSchema = { body?: unknown; querystring?: unknown; params?: unknown };

// Fastify announces every new instance on this channel before any plugin or route is added, so an
// `onRoute` hook registered there sees every route without a change to buildApp.
const INITIALIZATION_CHANNEL = 'fastify.initialization';

function isZodSchema(value: unknown): value is ZodType {
  return typeof value === 'object' && value !== null && '_zod' in value;
}

function toRegisteredRoutes(options: RouteOptions): RegisteredRoute[] {
  const methods = Array.isArray(options.method) ? options.method : [options.method];
  const declared = (options.schema ?? {}) as RouteSchema;
  const schema: RegisteredRoute['schema'] = {};
  if (isZodSchema(declared.body)) schema.body = declared.body;
  if (isZodSchema(declared.querystring)) schema.querystring = declared.querystring;
  if (isZodSchema(declared.params)) schema.params = declared.params;
  return methods.map((method) => ({ method, url: options.url, key: `${method} ${options.url}`, schema }));
}

/**
 * Runs `build` (createTestApp, buildApp…) while recording the routes of every Fastify instance it
 * creates. The HEAD twins Fastify adds to GET routes are left out: they run the GET's hooks.
 */
export async function collectRoutes<T>(build: () => Promise<T>): Promise<{ result: T; routes: RegisteredRoute[] }> {
  const recorded: RegisteredRoute[] = [];
  const onInitialization = (message: unknown) => {
    const { fastify } = message as { fastify: FastifyInstance };
    fastify.addHook('onRoute', (options) => {
      recorded.push(...toRegisteredRoutes(options));
    });
  };
  diagnostics.subscribe(INITIALIZATION_CHANNEL, onInitialization);
  try {
    const result = await build();
    const getKeys = new Set(recorded.filter((route) => route.method === 'GET').map((route) => route.url));
    const routes = recorded.filter((route) => !(route.method === 'HEAD' && getKeys.has(route.url)));
    return { result, routes };
  } finally {
    diagnostics.unsubscribe(INITIALIZATION_CHANNEL, onInitialization);
  }
}

/** The route's URL with each `:param` (and a trailing `*`) replaced by the given values, as they are. */
export function fillPath(url: string, values: Record<string, string>): string {
  const valueOf = (name: string) => {
    const value = values[name];
    if (value === undefined) throw new Error(`No value for the parameter ${name} of ${url}`);
    return value;
  };
  return url.replace(/:([A-Za-z0-9_]+)/g, (_match, name: string) => valueOf(name)).replace(/\*$/, () => valueOf('*'));
}

export function isMutating(route: RegisteredRoute): boolean {
  return !['GET', 'HEAD', 'OPTIONS'].includes(route.method);
}
