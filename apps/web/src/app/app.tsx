import { type ReactNode, Suspense } from 'react';
import { useIsPageLive } from '../ui/after-hydration';
import { IntlFromPath } from './providers';
import { AppRoutes } from './router';

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
    <Suspense>
      <IntlFromPath>
        <UntilHydrated>
          <AppRoutes />
        </UntilHydrated>
      </IntlFromPath>
    </Suspense>
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
