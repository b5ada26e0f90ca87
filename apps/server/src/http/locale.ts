import { isLocale, type Locale } from '@app/domain/locale';
import { localeOfPath } from '@app/domain/routes';
import type { FastifyRequest } from 'fastify';

/**
 * The locale of an API request (DEVELOPERS.md: messages in the request's `locale`): the body's
 * `locale` field, else the query's, else the page the call came from (/de/… is German), else the
 * Accept-Language header, else French.
 */
export function requestLocale(request: FastifyRequest): Locale {
  const body = request.body as { locale?: unknown } | undefined;
  if (body && typeof body === 'object' && isLocale(body.locale)) return body.locale;
  const query = request.query as { locale?: unknown } | undefined;
  if (query && typeof query === 'object' && isLocale(query.locale)) return query.locale;
  const referer = request.headers.referer;
  if (referer) {
    try {
      if (localeOfPath(new URL(referer).pathname) === 'de') return 'de';
    } catch {
      // a malformed referer says nothing about the language
    }
  }
  const accept = request.headers['accept-language'];
  if (typeof accept === 'string' && /^\s*de\b/i.test(accept)) return 'de';
  return 'fr';
}
