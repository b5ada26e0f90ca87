import { locales } from '@app/domain/locale';
import { localeOfPath } from '@app/domain/routes';
import { type ReactNode, Suspense, useEffect } from 'react';
import { IntlProvider } from 'react-intl';
import { useLocation } from 'react-router';
import { useIsPageLive } from '../ui/after-hydration';
import { ErrorBoundary } from '../ui/error-boundary';
import { PageError } from '../ui/page-error';
import { loadedMessages } from './messages';
import { IntlFromPath } from './providers';
import { AppRoutes } from './router';
import { intlLocales } from './site-locales';

/**
 * The site inside its router: the browser's in boot.tsx, a static one when the public pages
 * are prerendered at build time (prerender.tsx). Both render this same tree, so the client can
 * hydrate the prerendered markup.
 *
 * A prerendered page is painted before its scripts run (issue 14): until React has taken it over,
 * its buttons and fields are disabled (a click would do nothing, and a value typed meanwhile
 * would be overwritten when its form starts), through a fieldset that has neither box nor role
 * (global.css) and looks the same. A page the client renders is hydrated from its first render.
 */
export function App() {
  return (
    <SiteBoundary>
      <Suspense>
        <IntlFromPath>
          <UntilHydrated>
            <AppRoutes />
          </UntilHydrated>
        </IntlFromPath>
      </Suspense>
    </SiteBoundary>
  );
}

// reads the location itself, so that a navigation renders the boundary again, not the site's tree
function SiteBoundary({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  return (
    <ErrorBoundary resetKey={pathname} fallback={(error) => <SiteError error={error} />}>
      {children}
    </ErrorBoundary>
  );
}

/**
 * What fails outside the public pages' frame (which has its own boundary, layout.tsx): the back
 * office's bundle, or the catalogue of the language a visitor switches to (or of the page's
 * language at the first load: boot.tsx). Said with a catalogue that is in: the page's language,
 * else the one the visitor was reading, whose home the link goes to.
 */
function SiteError({ error }: { error: unknown }) {
  const locale = localeOfPath(useLocation().pathname);
  const shown = loadedMessages(locale) ? locale : locales.find((other) => loadedMessages(other));
  useEffect(() => {
    if (shown) document.documentElement.lang = shown;
  }, [shown]);
  if (!shown) return null;
  return (
    <IntlProvider
      locale={intlLocales[shown]}
      defaultLocale="fr-CH"
      messages={loadedMessages(shown)}
    >
      <main id="main" tabIndex={-1}>
        <PageError error={error} homeLocale={shown} />
      </main>
    </IntlProvider>
  );
}

// inside the site's Suspense boundary: its update comes once the page's own boundary, within it,
// is hydrated (an update reaching a boundary still hydrating makes React throw its markup away)
function UntilHydrated({ children }: { children: ReactNode }) {
  const isPageLive = useIsPageLive();
  return (
    <fieldset className="app-root" role="presentation" disabled={!isPageLive}>
      {children}
    </fieldset>
  );
}
