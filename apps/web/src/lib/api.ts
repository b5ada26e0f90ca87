import type { Locale } from '@app/domain/locale';
import { localeOfPath, type QueryValue } from '@app/domain/routes';
import { apiHeaders, CSRF_COOKIE, readCookie } from './cookies';

/**
 * The one fetch wrapper of the site (spec 000 §7): JSON under /api, CSRF token and XHR header
 * on mutating calls, `locale` added to posts, empty fields dropped, 422 turned into a
 * ValidationError carrying the server's errors map.
 */

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

export type FieldErrors = Record<string, string[]>;

/** 422: the answer's errors map, field name → messages (only the first is shown at the field). */
export class ValidationError extends Error {
  readonly status = 422;
  constructor(
    message: string,
    readonly errors: FieldErrors,
  ) {
    super(message);
    this.name = 'ValidationError';
  }
}

/** Any other refusal or failure, with the server's (already translated) message when it sent one. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly body: unknown,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

/**
 * A refusal of the server (4xx: a validation error, an unknown token, a missing page): asking
 * again cannot change it. A failure of the server (5xx) or of the connection may pass.
 */
export function isRefusal(error: unknown): boolean {
  return (error instanceof ValidationError || error instanceof ApiError) && error.status < 500;
}

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface RequestOptions {
  query?: Record<string, QueryValue>;
  body?: unknown;
  signal?: AbortSignal;
  /** Defaults to the locale of the current page. */
  locale?: Locale;
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (value === null || typeof value !== 'object') return false;
  const prototype = Object.getPrototypeOf(value);
  return prototype === Object.prototype || prototype === null;
}

function isEmpty(value: unknown): boolean {
  return value === null || value === undefined || value === '';
}

/** Drops null, undefined and empty-string fields at every depth (spec 000 §7). */
export function compact<T>(value: T): T {
  if (Array.isArray(value)) return value.map((item) => compact(item)) as T;
  if (!isPlainObject(value)) return value;
  const result: Record<string, unknown> = {};
  for (const [key, field] of Object.entries(value)) {
    if (!isEmpty(field)) result[key] = compact(field);
  }
  return result as T;
}

let pendingToken: Promise<string | undefined> | null = null;

/** GET /api/csrf sets a fresh XSRF-TOKEN cookie; concurrent callers share the one request. */
export function refreshCsrfToken(): Promise<string | undefined> {
  pendingToken ??= fetch('/api/csrf', {
    credentials: 'same-origin',
    headers: apiHeaders(),
  })
    .then(async (response) => {
      const body = (await response.json().catch(() => ({}))) as { token?: unknown };
      return readCookie(CSRF_COOKIE) ?? (typeof body.token === 'string' ? body.token : undefined);
    })
    .catch(() => undefined)
    .finally(() => {
      pendingToken = null;
    });
  return pendingToken;
}

/** The token of the CSRF cookie (fetched when missing); also used by the XHR upload. */
export async function csrfToken(): Promise<string | undefined> {
  const token = readCookie(CSRF_COOKIE) ?? (await refreshCsrfToken());
  // spec 000 §8: a missing CSRF token is logged; the server will answer 419.
  if (!token) console.warn('CSRF token missing');
  return token;
}

export function apiUrl(path: string, query: Record<string, QueryValue> = {}): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (!isEmpty(value)) search.set(key, String(value));
  }
  const queryString = search.toString();
  const url = `/api/${path.replace(/^\/+/, '').replace(/^api\//, '')}`;
  return queryString ? `${url}?${queryString}` : url;
}

function encodeBody(method: HttpMethod, body: unknown, locale: Locale): BodyInit | undefined {
  if (body instanceof FormData) {
    if (method === 'POST' && !body.has('locale')) body.append('locale', locale);
    return body;
  }
  const withLocale =
    method === 'POST' && (body === undefined || isPlainObject(body))
      ? { ...(body as Record<string, unknown> | undefined), locale }
      : body;
  return withLocale === undefined ? undefined : JSON.stringify(compact(withLocale));
}

async function readBody(response: Response): Promise<unknown> {
  if (response.status === 204) return undefined;
  const type = response.headers.get('content-type') ?? '';
  if (type.includes('json')) return response.json().catch(() => undefined);
  const text = await response.text();
  return text === '' ? undefined : text;
}

function messageOf(body: unknown, fallback: string): string {
  if (isPlainObject(body) && typeof body.message === 'string') return body.message;
  return fallback;
}

export async function request<T>(
  method: HttpMethod,
  path: string,
  options: RequestOptions = {},
): Promise<T> {
  const locale = options.locale ?? localeOfPath(window.location.pathname);
  const isMutating = !SAFE_METHODS.has(method);
  const body = encodeBody(method, options.body, locale);

  const send = async (token: string | undefined) => {
    return fetch(apiUrl(path, options.query), {
      method,
      headers: apiHeaders({
        token: isMutating ? token : undefined,
        json: typeof body === 'string',
      }),
      body,
      credentials: 'same-origin',
      signal: options.signal,
    });
  };

  let response = await send(isMutating ? await csrfToken() : undefined);
  if (response.status === 419 && isMutating) {
    // The token expired or the cookie was replaced: fetch a fresh one and retry once.
    response = await send(await refreshCsrfToken());
  }

  const answer = await readBody(response);
  if (response.status === 422) {
    const errors = isPlainObject(answer) && isPlainObject(answer.errors) ? answer.errors : {};
    throw new ValidationError(messageOf(answer, ''), errors as FieldErrors);
  }
  if (!response.ok) {
    throw new ApiError(response.status, messageOf(answer, response.statusText), answer);
  }
  return answer as T;
}

export const api = {
  get: <T>(path: string, options?: Omit<RequestOptions, 'body'>) =>
    request<T>('GET', path, options),
  post: <T>(path: string, body?: unknown, options?: Omit<RequestOptions, 'body'>) =>
    request<T>('POST', path, { ...options, body }),
  put: <T>(path: string, body?: unknown, options?: Omit<RequestOptions, 'body'>) =>
    request<T>('PUT', path, { ...options, body }),
  delete: <T>(path: string, options?: Omit<RequestOptions, 'body'>) =>
    request<T>('DELETE', path, options),
};
