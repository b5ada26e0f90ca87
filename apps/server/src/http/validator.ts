import { dropEmpty } from '@app/domain/validation';
import type { FastifySchemaCompiler } from 'fastify';
import type { z } from 'zod';
import { RequestValidationError } from './errors';

const invalidIssue = (path: PropertyKey[], input: string) =>
  ({ code: 'custom', path, message: 'validation.invalid', input }) as z.core.$ZodIssue;

/**
 * Text no column may keep: a NUL (PostgreSQL refuses it in text) and a lone UTF-16 surrogate
 * (not encodable as UTF-8, so refused by the database and by every e-mail): a 422 on its field
 * rather than a database error. A well-formed pair (an emoji) is a single code point and is fine.
 * `path` is the way down to `value`, kept in one array (pushed and popped) so that a clean
 * payload costs no allocation.
 */
const loneSurrogate = /\p{Cs}/u;
const isForbiddenText = (text: string) => text.includes('\u0000') || loneSurrogate.test(text);

function findForbiddenText(value: unknown, path: PropertyKey[] = []): z.core.$ZodIssue | null {
  if (typeof value === 'string') {
    return isForbiddenText(value) ? invalidIssue([...path], value) : null;
  }
  if (value && typeof value === 'object') {
    const isArray = Array.isArray(value);
    for (const key of Object.keys(value)) {
      if (isForbiddenText(key)) return invalidIssue([...path], key);
      path.push(isArray ? Number(key) : key);
      const found = findForbiddenText((value as Record<string, unknown>)[key], path);
      path.pop();
      if (found) return found;
    }
  }
  return null;
}

/**
 * Whether dropEmpty would drop anything: a null, undefined or blank field of a plain object, at
 * any depth it looks at. Most payloads have none, and are then validated without a copy.
 */
function hasEmptyField(value: unknown): boolean {
  if (Array.isArray(value)) return value.some(hasEmptyField);
  if (value && typeof value === 'object' && Object.getPrototypeOf(value) === Object.prototype) {
    for (const key of Object.keys(value)) {
      const entry = (value as Record<string, unknown>)[key];
      if (entry === null || entry === undefined) return true;
      if (typeof entry === 'string' ? entry.trim() === '' : hasEmptyField(entry)) return true;
    }
  }
  return false;
}

/**
 * Validates with the route's zod schema after dropping empty and null fields (they count as
 * absent); unknown fields are stripped by zod objects. A failure becomes a 422 in the error handler.
 */
export const validatorCompiler: FastifySchemaCompiler<z.ZodType> =
  ({ schema }) =>
  (data) => {
    const input = hasEmptyField(data) ? dropEmpty(data) : data;
    const forbidden = findForbiddenText(input);
    if (forbidden) return { error: new RequestValidationError([forbidden], input) };
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
