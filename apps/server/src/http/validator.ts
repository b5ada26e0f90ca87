import { dropEmpty } from '@app/domain/validation';
import type { FastifySchemaCompiler } from 'fastify';
import type { z } from 'zod';
import { RequestValidationError } from './errors';

/**
 * Validates with the route's zod schema after dropping empty and null fields (they count as
 * absent); unknown fields are stripped by zod objects. A failure becomes a 422 in the error handler.
 */
export const validatorCompiler: FastifySchemaCompiler<z.ZodType> =
  ({ schema }) =>
  (data) => {
    const input = dropEmpty(data);
    const result = schema.safeParse(input);
    if (result.success) return { value: result.data };
    return { error: new RequestValidationError(result.error.issues, input) };
  };
