import { z } from 'zod';
import {
  clientErrorCauses,
  clientErrorKinds,
  clientErrorMessageMax,
  clientErrorPathMax,
} from '../client-errors';
import { locales } from '../locale';

/**
 * A page or a part of one that a visitor's browser could not show (`../client-errors.ts`). The
 * path is a path alone: a query may carry a token, and reports are written to the server's log.
 */
export const clientErrorSchema = z.object({
  kind: z.enum(clientErrorKinds),
  cause: z.enum(clientErrorCauses),
  path: z
    .string()
    .max(clientErrorPathMax)
    .regex(/^\/[^?#\s]*$/),
  message: z.string().max(clientErrorMessageMax),
  locale: z.enum(locales).optional(),
});
export type ClientError = z.output<typeof clientErrorSchema>;
