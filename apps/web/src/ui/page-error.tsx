import { brand } from '@app/domain/brand';
import type { Locale } from '@app/domain/locale';
import { href, localeOfPath } from '@app/domain/routes';
import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { Link, useLocation } from 'react-router';
import { isLoadFailure, reportClientError } from '../lib/client-errors';
import { HydrationMark } from './after-hydration';
import { PageHeading } from './page-heading';

// docs/decisions.md "A page that fails to load"

/** How long the site has to answer the check before the page says what happened instead, ms. */
const RELOAD_CHECK_MS = 5000;

/** The page the browser loaded (module scope: read once, when the site's scripts start). */
const pageLoadedByBrowser =
  typeof window === 'undefined' ? '' : window.location.pathname + window.location.search;

/**
 * Whether to load the page again by itself, once: a file failed to download on a page the visitor
 * opened in the site (the browser loaded another one), while online. A fresh load brings the
 * current version of the site (after a deployment, the usual cause) without the visitor seeing an
 * error. Never on the page the browser loaded, so it cannot loop.
 */
export function shouldReloadBy(
  error: unknown,
  page: { current: string; loadedByBrowser: string; isOnline: boolean },
): boolean {
  return isLoadFailure(error) && page.isOnline && page.current !== page.loadedByBrowser;
}

/**
 * The page in place of one that failed to load or to render: what happened in the visitor's
 * language, a button that loads the page again and the way home (`homeLocale`: the language the
 * texts are in, when it is not the path's). The subscription's and the claim's steps are kept in
 * the browser: they survive the reload.
 */
export function PageError({ error, homeLocale }: { error: unknown; homeLocale?: Locale }) {
  const intl = useIntl();
  const { pathname, search } = useLocation();
  const locale = localeOfPath(pathname);
  const t = (id: string) => intl.formatMessage({ id });
  const isOnline = typeof navigator === 'undefined' || navigator.onLine;
  const [isReloading, setReloading] = useState(() =>
    shouldReloadBy(error, {
      current: pathname + search,
      loadedByBrowser: pageLoadedByBrowser,
      isOnline,
    }),
  );

  useEffect(() => {
    if (!isReloading) return;
    // only when the site answers (soon): otherwise the browser's own error page would replace
    // this one. A visitor who goes elsewhere meanwhile is not reloaded.
    let isLeft = false;
    fetch(window.location.href, {
      method: 'HEAD',
      cache: 'no-store',
      signal: AbortSignal.timeout(RELOAD_CHECK_MS),
    }).then(
      (response) => {
        if (isLeft) return;
        if (response.ok) window.location.reload();
        else setReloading(false);
      },
      () => {
        if (!isLeft) setReloading(false);
      },
    );
    return () => {
      isLeft = true;
    };
  }, [isReloading]);

  // the team learns of a page a visitor could not see (not of one loaded again by itself)
  useEffect(() => {
    if (!isReloading) void reportClientError('page', pathname, error);
  }, [isReloading, pathname, error]);

  if (isReloading) return <p className="container page-loading">{t('layout.loading')}</p>;
  const isBackOffice = pathname.startsWith(href('admin', locale));
  const cause = !isLoadFailure(error)
    ? 'pageError.unexpected'
    : isOnline
      ? 'pageError.text'
      : 'pageError.offline';
  return (
    <div className="container narrow page-error">
      <PageHeading title={t('pageError.title')} />
      <p>{t(cause)}</p>
      {!isBackOffice && <p>{t('pageError.kept')}</p>}
      <p>
        {t('pageError.contact')} <a href={`mailto:${brand.contactEmail}`}>{brand.contactEmail}</a>
      </p>
      <p className="page-error__actions">
        <button type="button" className="button" onClick={() => window.location.reload()}>
          {t('pageError.reload')}
        </button>
        <Link className="button button--secondary" to={href('home', homeLocale ?? locale)}>
          {t('pageError.homeLink')}
        </Link>
      </p>
      {/* the page is the client's now: its controls work (app.tsx disables them until then) */}
      <HydrationMark />
    </div>
  );
}
