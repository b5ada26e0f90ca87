import { dropEmpty } from '@app/domain/validation';
import type { FastifySchemaCompiler } from 'fastify';
import type { z } from 'zod';
import { RequestValidationError } from './errors';

/**
 * A NUL character has no place in any text we keep (PostgreSQL refuses it in text columns): it
 * is a 422 on its field rather than a database error.
 */
function findNul(value: unknown, path: PropertyKey[] = []): z.core.$ZodIssue | null {
  if (typeof value === 'string') {
    return value.includes('\u0000')
      ? ({ code: 'custom', path, message: 'validation.invalid', input: value } as z.core.$ZodIssue)
      : null;
  }
  if (value && typeof value === 'object') {
    for (const [key, entry] of Object.entries(value)) {
      if (key.includes('\u0000'))
        return {
          code: 'custom',
          path,
          message: 'validation.invalid',
          input: key,
        } as z.core.$ZodIssue;
      const found = findNul(entry, [...path, Array.isArray(value) ? Number(key) : key]);
      if (found) return found;
    }
  }
  return null;
}

/**
 * Validates with the route's zod schema after dropping empty and null fields (they count as
 * absent); unknown fields are stripped by zod objects. A failure becomes a 422 in the error handler.
 */
export const validatorCompiler: FastifySchemaCompiler<z.ZodType> =
  ({ schema }) =>
  (data) => {
    const input = dropEmpty(data);
    const nul = findNul(input);
    if (nul) return { error: new RequestValidationError([nul], input) };
    const result = schema.safeParse(input);
    if (result.success) return { value: result.data };
    return { error: new RequestValidationError(result.error.issues, input) };
  };

/** Parses with a schema in a service (rules that need stored state or today), 422 on failure. */
export function parseWith<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const result = schema.safeParse(input);
  if (!result.success) throw new RequestValidationError(result.error.issues, input);
  return result.data;
}
