import fastJsonStringify from 'fast-json-stringify';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifySerializerCompiler } from 'fastify/types/schema';
import { serializerCompiler as zodSerializerCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';

type Serialize = (data: unknown) => string;
type ZodSchema = z.ZodType;

function toZodSchema(schema: unknown): ZodSchema | null {
  if (schema instanceof z.ZodType) return schema;
  const wrapped = (schema as { properties?: unknown } | null)?.properties;
  return wrapped instanceof z.ZodType ? wrapped : null;
}

/**
 * Response serialisation compiled once per route (parsing every response with zod was
 * ~4 % of a member request). The route's zod schema becomes JSON Schema, and fast-json-stringify
 * builds a serialiser from it that, like zod, writes only the declared properties, so a field a
 * contract does not name never leaves the server.
 *
 * With `verify` (tests), every response is also serialised the zod way and the two must agree:
 * the whole API test suite proves the compiled serialisers equal the contracts. A schema that JSON
 * Schema cannot express keeps zod's serialiser.
 */
export function createResponseSerializerCompiler(options: { verify: boolean }): FastifySerializerCompiler<unknown> {
  return (route) => {
    const zodSerialize = zodSerializerCompiler(route as Parameters<typeof zodSerializerCompiler>[0]) as Serialize;
    const schema = toZodSchema(route.schema);
    if (!schema) return zodSerialize;
    let compiled: Serialize;
    try {
      const jsonSchema = z.toJSONSchema(schema, { target: 'draft-07', io: 'output', unrepresentable: 'throw' });
      compiled = fastJsonStringify(jsonSchema as Parameters<typeof fastJsonStringify>[0]) as Serialize;
    } catch {
      return zodSerialize;
    }
    if (!options.verify) return compiled;
    return (data) => {
      const expected = zodSerialize(data);
      const actual = compiled(data);
      if (JSON.stringify(JSON.parse(actual)) !== expected) {
        throw new Error(`Compiled serialiser of ${route.method} ${route.url} differs from its zod contract:\n${actual}\n${expected}`);
      }
      return actual;
    };
  };
}

/** Sends an answer PostgreSQL wrote as JSON text (db/json-object.ts); see createJsonTextSender. */
export type SendJsonText = (request: FastifyRequest, reply: FastifyReply, text: string) => FastifyReply;

/**
 * Answers PostgreSQL wrote as JSON (a hot list's items, db/json-object.ts) go out as they are:
 * no parsing, mapping or serialising in between. With `verify` (tests), each is first checked
 * against its route's contract the way the compiled serialisers are, so the whole API test suite
 * proves the SQL writes exactly what the contract says, no field more.
 */
export function createJsonTextSender(options: { verify: boolean }): SendJsonText {
  return (request, reply, text) => {
    if (options.verify) {
      const schema = toZodSchema((request.routeOptions.schema?.response as Record<number, unknown> | undefined)?.[reply.statusCode]);
      if (!schema) throw new Error(`${request.method} ${request.url} sent JSON text without a response contract`);
      const written = JSON.stringify(JSON.parse(text));
      const expected = JSON.stringify(schema.parse(JSON.parse(text)));
      if (written !== expected) throw new Error(`JSON text of ${request.method} ${request.url} differs from its contract:\n${written}\n${expected}`);
    }
    return reply.type('application/json; charset=utf-8').send(text);
  };
}
