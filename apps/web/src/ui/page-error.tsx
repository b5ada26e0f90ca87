import { brand } from '@app/domain/brand';
import { href, localeOfPath } from '@app/domain/routes';
import { Component, type ReactNode, useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { Link, useLocation } from 'react-router';
import { HydrationMark } from './after-hydration';
import { PageHeading } from './page-heading';

// docs/decisions.md "A page that fails to load"

/** The page the browser loaded (module scope: read once, when the site's scripts start). */
const pageLoadedByBrowser =
  typeof window === 'undefined' ? '' : window.location.pathname + window.location.search;

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

interface BoundaryProps {
  /** The page it guards (its path): another page renders again, so the back button works. */
  resetKey: string;
  fallback: (error: unknown) => ReactNode;
  children: ReactNode;
}

interface BoundaryState {
  failure: { error: unknown; resetKey: string | undefined } | null;
}

/** Shows `fallback` in place of its children when they throw, until the page changes. */
export class ErrorBoundary extends Component<BoundaryProps, BoundaryState> {
  override state: BoundaryState = { failure: null };

  static getDerivedStateFromError(error: unknown): BoundaryState {
    return { failure: { error, resetKey: undefined } };
  }

  static getDerivedStateFromProps(props: BoundaryProps, state: BoundaryState) {
    const { failure } = state;
    if (!failure) return null;
    // the page the error happened on, noted at the first render after it
    if (failure.resetKey === undefined)
      return { failure: { ...failure, resetKey: props.resetKey } };
    return failure.resetKey === props.resetKey ? null : { failure: null };
  }

  override render() {
    const { failure } = this.state;
    return failure ? this.props.fallback(failure.error) : this.props.children;
  }
}

/**
 * The page in place of one that failed to load or to render, in the site's frame: what happened
 * in the visitor's language, a button that loads the page again and the way home. The site
 * keeps the subscription's and the claim's entries in the browser: they survive the reload.
 */
export function PageError({ error }: { error: unknown }) {
  const intl = useIntl();
  const { pathname, search } = useLocation();
  const locale = localeOfPath(pathname);
  const t = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);
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
    // only when the site answers: otherwise the browser's own error page would replace this one
    fetch(window.location.href, { method: 'HEAD', cache: 'no-store' }).then(
      (response) => (response.ok ? window.location.reload() : setReloading(false)),
      () => setReloading(false),
    );
  }, [isReloading]);

  if (isReloading) return <p className="container page-loading">{t('layout.loading')}</p>;
  return (
    <div className="container narrow page-error">
      <PageHeading title={t('pageError.title')} />
      <p>{t(isOnline ? 'pageError.text' : 'pageError.offline')}</p>
      <p>
        {t('pageError.contact')} <a href={`mailto:${brand.contactEmail}`}>{brand.contactEmail}</a>
      </p>
      <p className="page-error__actions">
        <button type="button" className="button" onClick={() => window.location.reload()}>
          {t('pageError.reload')}
        </button>
        <Link className="button button--secondary" to={href('home', locale)}>
          {t('pageError.homeLink')}
        </Link>
      </p>
      {/* the page is the client's now: its controls work (app.tsx disables them until then) */}
      <HydrationMark />
    </div>
  );
}
