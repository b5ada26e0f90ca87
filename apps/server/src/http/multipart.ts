import type { Multipart } from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import { DomainError } from './errors';

type PartsLimits = NonNullable<Parameters<FastifyRequest['parts']>[0]>['limits'];

/**
 * An error met while reading a multipart body: the body's fault (no boundary, cut short, not
 * multipart at all: busboy's plain Errors) is a 400; refusals that already carry a 4xx status
 * (limits: 413, prototype field names: 400) and our own errors pass through.
 */
export function asBodyError(error: unknown): unknown {
  if (error instanceof DomainError) return error;
  const status = (error as { statusCode?: unknown } | null)?.statusCode;
  if (typeof status === 'number' && status >= 400 && status < 500) return error;
  return new DomainError(400, 'errors.bad_request');
}

/**
 * The parts of a multipart request (issue 11 item 3): a malformed body is a 400 in the API's
 * format, never a 500. Errors thrown by the caller while it handles a part are not touched.
 */
export async function* multipartParts(
  request: FastifyRequest,
  limits: PartsLimits,
): AsyncGenerator<Multipart> {
  let parts: AsyncIterableIterator<Multipart>;
  try {
    parts = request.parts({ limits });
  } catch (error) {
    throw asBodyError(error);
  }
  try {
    for await (const part of parts) yield part;
  } catch (error) {
    throw asBodyError(error);
  }
}
