import { locales } from '@app/domain/locale';
import { localeOfPath } from '@app/domain/routes';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { App } from './app/app';
import { loadMessages } from './app/messages';
import { preloadPage } from './app/pages';
import { carryVisitorState } from './app/visitor-state';

const root = document.getElementById('root');
if (!root) throw new Error('#root missing from index.html');

const { pathname } = window.location;
// The catalogue and the page chunk load in parallel; the first paint has both. A catalogue that
// fails to download: the other language's, to say so (app.tsx); without either, the server's
// markup stays as it is.
const locale = localeOfPath(pathname);
const messages = loadMessages(locale).catch(() =>
  loadMessages(locales.find((other) => other !== locale) ?? locale),
);
function start(root: HTMLElement) {
  const app = (
    <StrictMode>
      <BrowserRouter>
        <App />
      </BrowserRouter>
    </StrictMode>
  );
  // a public page prerendered at build time (the server marks it): React takes over its markup.
  // As a transition, hydration yields to the browser every few milliseconds instead of holding
  // the main thread in one long task (issue 14: total blocking time on a slow phone).
  // A page the client renders alone (the server may have painted its main content meanwhile:
  // news, FAQ) is rendered the same way, in slices.
  if (root.hasAttribute('data-prerendered')) startTransition(() => void hydrateRoot(root, app));
  else {
    // what the visitor opened or focused in the server's markup is kept (app/visitor-state.tsx)
    carryVisitorState(root);
    startTransition(() => createRoot(root).render(app));
  }
}

void Promise.all([messages, preloadPage(pathname)]).then(
  () => start(root),
  () => undefined,
);
