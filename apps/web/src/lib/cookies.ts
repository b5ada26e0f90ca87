/** The cookie the server sets with the CSRF token (spec 000 §8), sent back in `X-XSRF-TOKEN`. */
export const CSRF_COOKIE = 'XSRF-TOKEN';

export function readCookie(name: string): string | undefined {
  for (const part of document.cookie.split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key === name) {
      try {
        return decodeURIComponent(rest.join('='));
      } catch {
        return rest.join('=');
      }
    }
  }
  return undefined;
}

/**
 * The headers of a call to the API: JSON answers accepted, the `X-Requested-With` marker the
 * server requires of a mutating call, the CSRF token read from CSRF_COOKIE when the call sends one,
 * and a JSON body's type. One list for the API client, the uploads and the error reports.
 */
export function apiHeaders(
  options: { token?: string | undefined; json?: boolean } = {},
): Record<string, string> {
  const headers: Record<string, string> = {
    Accept: 'application/json',
    'X-Requested-With': 'XMLHttpRequest',
  };
  if (options.json) headers['Content-Type'] = 'application/json';
  if (options.token) headers['X-XSRF-TOKEN'] = options.token;
  return headers;
}
