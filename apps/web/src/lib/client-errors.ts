import {
  type ClientErrorKind,
  clientErrorMessageMax,
  clientErrorPathMax,
} from '@app/domain/client-errors';
import { localeOfPath } from '@app/domain/routes';
import type { ClientError } from '@app/domain/schemas/client-errors';
import { apiHeaders, CSRF_COOKIE, readCookie } from './cookies';

// docs/decisions.md "A page that fails to load"

/**
 * A script or catalogue of the site that could not be downloaded: the connection dropped, or the
 * site was deployed again since the page was loaded and the old file is gone. Chromium, Firefox,
 * Safari and Vite's preloading word it so.
 */
export function isLoadFailure(error: unknown): boolean {
  return (
    error instanceof Error &&
    /dynamically imported module|Importing a module script failed|Unable to preload CSS/i.test(
      error.message,
    )
  );
}

const reported = new Set<string>();

/**
 * Tells the team that a page (`kind` page) or a part of one could not be shown to a visitor
 * (`POST /api/client-errors`, written to the server's log): once per page and error, never
 * offline (it could not arrive, and the visitor's connection is the cause). A plain `fetch` with
 * the page's CSRF cookie, not the API client: the site's shell carries this, and must not need a
 * download to report that a download failed. A report that cannot be sent is dropped (the
 * promise settles either way).
 */
export async function reportClientError(
  kind: ClientErrorKind,
  path: string,
  error: unknown,
): Promise<void> {
  if (typeof navigator !== 'undefined' && !navigator.onLine) return;
  const message = (
    error instanceof Error ? `${error.name}: ${error.message}` : String(error)
  ).slice(0, clientErrorMessageMax);
  const report = {
    kind,
    cause: isLoadFailure(error) ? 'load' : 'render',
    path: path.slice(0, clientErrorPathMax),
    message,
    locale: localeOfPath(path),
  } satisfies ClientError;
  const key = `${kind} ${report.path} ${message}`;
  if (reported.has(key)) return;
  reported.add(key);
  const token = readCookie(CSRF_COOKIE);
  if (!token) return;
  try {
    await fetch('/api/client-errors', {
      method: 'POST',
      headers: apiHeaders({ token, json: true }),
      body: JSON.stringify(report),
      credentials: 'same-origin',
    });
  } catch {
    // the report is lost; the visitor has the error page all the same
  }
}
