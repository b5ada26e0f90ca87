import { translate } from '@app/domain/messages/catalogue';
import { issuesToErrors } from '@app/domain/validation';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { loggableError } from '../db/errors';
import { DomainError, FieldsError, RequestValidationError } from '../http/errors';
import { requestLocale } from '../http/locale';

const statusKeys: Record<number, string> = {
  400: 'errors.bad_request',
  404: 'errors.not_found',
  413: 'errors.payload_too_large',
  415: 'errors.unsupported_media_type',
  419: 'errors.csrf',
  429: 'errors.rate_limited',
};

export function sendError(
  request: FastifyRequest,
  reply: FastifyReply,
  statusCode: number,
  key: string,
  params: Record<string, string | number | undefined> = {},
) {
  return reply
    .code(statusCode)
    .type('application/json; charset=utf-8')
    .send({ message: translate(requestLocale(request), key, params) });
}

/**
 * The one error handler (CONVENTIONS "Server"): validation → 422 with the errors map; known
 * domain errors → 4xx with a message key; anything else → 500 with a generic message, the
 * detail only in the log.
 */
export const errorsPlugin = fp(async (app: FastifyInstance) => {
  app.setErrorHandler((error: FastifyError | Error, request, reply) => {
    const locale = requestLocale(request);
    if (error instanceof RequestValidationError) {
      return reply.code(422).send({
        message: translate(locale, 'validation.summary'),
        errors: issuesToErrors(error.issues, locale, error.input),
      });
    }
    if (error instanceof FieldsError) {
      const errors = new Map<string, string[]>();
      for (const { field, key, params } of error.fields) {
        errors.set(field, [...(errors.get(field) ?? []), translate(locale, key, params)]);
      }
      return reply.code(422).send({
        message: translate(locale, 'validation.summary'),
        errors: Object.fromEntries(errors),
      });
    }
    if (error instanceof DomainError) {
      const message = translate(locale, error.messageKey, error.params);
      if (error.field) {
        return reply.code(error.statusCode).send({ message, errors: { [error.field]: [message] } });
      }
      return reply.code(error.statusCode).send({ message });
    }
    const statusCode =
      'statusCode' in error && typeof error.statusCode === 'number' ? error.statusCode : 500;
    if (statusCode >= 400 && statusCode < 500) {
      request.log.info({ code: (error as FastifyError).code, statusCode }, 'request refused');
      return sendError(request, reply, statusCode, statusKeys[statusCode] ?? 'errors.bad_request');
    }
    // never the error itself: a database error's message carries the query's parameters
    request.log.error({ error: loggableError(error) }, 'unexpected error');
    return sendError(request, reply, 500, 'errors.server');
  });
});
