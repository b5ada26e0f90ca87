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
