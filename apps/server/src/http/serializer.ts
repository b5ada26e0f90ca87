import fastJson from 'fast-json-stringify';
import { z } from 'zod';

/**
 * A route's answer written by fast-json-stringify from the JSON Schema of its zod response
 * schema, for the hot pricing routes whose rows the domain engine builds with a fixed, typed
 * shape: the default serializer of the app validates each answer with zod and then calls
 * JSON.stringify, which costs more than the pricing itself (issue 14). The bytes are the same
 * as JSON.stringify's (properties in schema order, as the engine writes them); the OpenAPI
 * document gains the answer's schema.
 */
export function rowsSerializerCompiler(route: { schema: unknown }): (data: unknown) => string {
  const jsonSchema = z.toJSONSchema(route.schema as z.ZodType, {
    io: 'output',
    target: 'draft-07',
  });
  return fastJson(jsonSchema as Parameters<typeof fastJson>[0]);
}
