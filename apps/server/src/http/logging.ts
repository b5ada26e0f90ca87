import type { FastifyRequest } from 'fastify';

/** Fields that identify a person: never written to the logs (DEVELOPERS.md, nLPD/FADP). */
export const personalFields = [
  'email',
  'email_confirmation',
  'old_email',
  'new_email',
  'agent_email',
  'iban',
  'old_iban',
  'phone',
  'new_phone',
  'first_name',
  'last_name',
  'new_first_name',
  'new_last_name',
  'agent_first_name',
  'agent_last_name',
  'name',
  'bank_account_name',
  'owner_date_of_birth',
  'street_name',
  'address',
  'new_address',
  'user_token',
  'token',
  // the address lookup's query (GET /api/addresses?q=) is a part of someone's address
  'q',
  // a payment reference (and its page's signature) lets whoever holds it act on the payment
  'reference',
  'signature',
  // a Stripe Checkout Session id (the return address's `session_id`) reads the session back
  'session_id',
];

const personal = new Set(personalFields);

/** The request URL with the values of personal query parameters replaced. */
export function redactUrl(url: string): string {
  // a document's download token is a bearer secret in the path
  url = url.replace(/(\/documents\/)[\w-]{16,}/, '$1[redacted]');
  // so is a "continue later" link (issue 13)
  url = url.replace(/(\/api\/resume-links\/)[^/?#]+/, '$1[redacted]');
  const index = url.indexOf('?');
  if (index < 0) return url;
  const params = new URLSearchParams(url.slice(index + 1));
  for (const key of [...params.keys()]) if (personal.has(key)) params.set(key, '[redacted]');
  return `${url.slice(0, index)}?${params.toString()}`;
}

export const loggerOptions = (level: string) => ({
  level,
  redact: {
    paths: [
      'req.headers.cookie',
      'req.headers["x-xsrf-token"]',
      'res.headers["set-cookie"]',
      ...personalFields.flatMap((field) => [field, `*.${field}`, `*.*.${field}`]),
    ],
    censor: '[redacted]',
  },
  serializers: {
    req(request: FastifyRequest) {
      return {
        method: request.method,
        url: redactUrl(request.url),
        remoteAddress: request.ip,
      };
    },
  },
});
