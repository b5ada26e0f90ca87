import { localeOfPath } from '@app/domain/routes';
import { StrictMode, Suspense } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { loadMessages } from './app/messages';
import { preloadPage } from './app/pages';
import { IntlFromPath } from './app/providers';
import { AppRoutes } from './app/router';
import './app/global.css';

const root = document.getElementById('root');
if (!root) throw new Error('#root missing from index.html');

const { pathname } = window.location;
// The catalogue and the page chunk load in parallel; the first paint has both.
void Promise.all([loadMessages(localeOfPath(pathname)), preloadPage(pathname)]).then(() => {
  createRoot(root).render(
    <StrictMode>
      <BrowserRouter>
        <Suspense>
          <IntlFromPath>
            <AppRoutes />
          </IntlFromPath>
        </Suspense>
      </BrowserRouter>
    </StrictMode>,
  );
});
