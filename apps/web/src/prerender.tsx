// The public pages prerendered at build time (issue 14): `vite build --ssr` bundles this entry,
// scripts/prerender.mjs renders each page to dist/prerendered.json, and the server puts a
// page's markup in its #root, where the client hydrates it. Content paints before the scripts.
import { locales } from '@app/domain/locale';
import { href, localeOfPath, type RouteName } from '@app/domain/routes';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router';
import { App } from './app/app';
import { loadMessages } from './app/messages';
import { preloadPage } from './app/pages';

/**
 * Pages whose first render depends on nothing but the address: no date, no API answer, and no
 * stored draft, or one that the page shows only once hydrated: the subscription's step 1 as the
 * offer pages and the home picker open it (`?animal=`), which starts afresh, and the claim's
 * step 1, which starts afresh. The news grid has its main content rendered by the server already
 * (content plugin).
 */
export const prerenderedPages: readonly { route: RouteName; query?: Record<string, string> }[] = [
  { route: 'home' },
  { route: 'offers-dogs' },
  { route: 'offers-cats' },
  { route: 'offers-horses' },
  { route: 'help' },
  { route: 'subscription-step-1', query: { animal: 'dog' } },
  { route: 'subscription-step-1', query: { animal: 'cat' } },
  { route: 'subscription-step-1', query: { animal: 'horse' } },
  { route: 'declaration-step-1' },
];

/** The markup inside #root for an address, as the client's first render makes it. */
export async function prerender(address: string): Promise<string> {
  const [path = '/'] = address.split('?');
  await Promise.all([loadMessages(localeOfPath(path)), preloadPage(path)]);
  return renderToString(
    <StaticRouter location={address}>
      <App />
    </StaticRouter>,
  );
}

/** Every prerendered page by address (path and query), in both languages. */
export async function prerenderAll(): Promise<Record<string, string>> {
  const pages: Record<string, string> = {};
  for (const { route, query } of prerenderedPages) {
    for (const locale of locales) {
      const address = href(route, locale, {}, query);
      pages[address] = await prerender(address);
    }
  }
  return pages;
}
