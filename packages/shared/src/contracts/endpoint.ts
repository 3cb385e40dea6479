/**
 * One endpoint of the API: its method and its address, in Fastify's syntax (`:name` is one path
 * segment). The web builds the address to call from it and the server registers its route from
 * it, so the two cannot drift apart. Zod-free: a page reads the addresses without loading zod
 * (ADR 011); the schemas are joined to them in each resource's schema file (`withSchemas`).
 */
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** The `:name` parameters of an address. */
export type PathParams<Url extends string> = Url extends `${string}:${infer Name}/${infer Rest}`
  ? Name | PathParams<`/${Rest}`>
  : Url extends `${string}:${infer Name}`
    ? Name
    : never;

/** Builds an address: its `:name` values are required exactly when it has some. */
export type PathBuilder<Url extends string> = [PathParams<Url>] extends [never] ? () => string : (params: Record<PathParams<Url>, string>) => string;

/** Any endpoint, whatever its address: what a table, a contract or a caller accepts. */
export interface AnyEndpoint {
  readonly method: HttpMethod;
  readonly url: string;
  readonly path: (...params: never[]) => string;
}

export interface Endpoint<Method extends HttpMethod, Url extends string> extends AnyEndpoint {
  readonly method: Method;
  readonly url: Url;
  /** The address to call, each `:name` replaced by its value (URI-encoded). */
  readonly path: PathBuilder<Url>;
}

/* @__NO_SIDE_EFFECTS__ */
export function endpoint<const Method extends HttpMethod, const Url extends string>(method: Method, url: Url): Endpoint<Method, Url> {
  const path = (values?: Record<string, string>) =>
    url.replace(/:([A-Za-z]+)/g, (_, name: string) => {
      const value = values?.[name];
      if (value === undefined) throw new Error(`No value for :${name} in ${url}`);
      return encodeURIComponent(value);
    });
  return { method, url, path } as Endpoint<Method, Url>;
}

/** Every endpoint of a resource, by name: the table both ends read. */
export type EndpointTable = Record<string, AnyEndpoint>;

/** What Fastify validates an endpoint's input with and writes its answers through (zod schemas). */
export interface EndpointSchemas {
  params?: unknown;
  querystring?: unknown;
  body?: unknown;
  headers?: unknown;
  response?: Record<number, unknown>;
}

export type EndpointContract<E extends AnyEndpoint = AnyEndpoint, S extends EndpointSchemas = EndpointSchemas> = E & { readonly schema: S };

/**
 * A resource's contract: each endpoint of its table with its schemas. Every endpoint must be given
 * its schemas (`{}` when it takes and answers nothing to validate), so none is registered bare.
 */
/* @__NO_SIDE_EFFECTS__ */
export function withSchemas<const T extends EndpointTable, const S extends { [K in keyof T]: EndpointSchemas }>(
  table: T,
  schemas: S,
): { [K in keyof T]: EndpointContract<T[K], S[K]> } {
  return Object.fromEntries(Object.entries(table).map(([name, entry]) => [name, { ...entry, schema: schemas[name] }])) as {
    [K in keyof T]: EndpointContract<T[K], S[K]>;
  };
}
