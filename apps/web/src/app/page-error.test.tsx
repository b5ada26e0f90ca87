import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { Suspense } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, type Mock, vi } from 'vitest';
import { isLoadFailure } from '../lib/client-errors';
import { lazyOnIntent } from '../lib/lazy-on-intent';
import { AfterHydration } from '../ui/after-hydration';
import { shouldReloadBy } from '../ui/page-error';
import { PageHeading } from '../ui/page-heading';
import { Layout } from './layout';
import { IntlFromPath } from './providers';

const chunkFailure = () =>
  new TypeError('Failed to fetch dynamically imported module: http://localhost/assets/faq-1.js');

let failure: () => Error;
function FailingPage(): never {
  throw failure();
}
// a modal's form loaded on intent whose file cannot be downloaded
const failingDialog = lazyOnIntent<() => null>(() => Promise.reject(chunkFailure()));

/** The site's frame with a page that throws at /faq and working pages at / and /de. */
async function mountFrameAt(path: string) {
  await act(async () => {
    render(
      <MemoryRouter initialEntries={[path]}>
        <Suspense>
          <IntlFromPath>
            <Routes>
              <Route element={<Layout />}>
                <Route path="/faq" element={<FailingPage />} />
                <Route path="/de/faq" element={<FailingPage />} />
                <Route path="/" element={<PageHeading title="Accueil" />} />
                <Route
                  path="/offres"
                  element={
                    <>
                      <PageHeading title="Offre" />
                      <AfterHydration>
                        <FailingPage />
                      </AfterHydration>
                    </>
                  }
                />
                <Route
                  path="/concours"
                  element={
                    <>
                      <PageHeading title="Concours" />
                      <failingDialog.Component />
                    </>
                  }
                />
                <Route path="/de" element={<PageHeading title="Startseite" />} />
                <Route path="/admin/*" element={<FailingPage />} />
              </Route>
            </Routes>
          </IntlFromPath>
        </Suspense>
      </MemoryRouter>,
    );
  });
}

/** What the page told the team: the bodies of its `POST /api/client-errors`. */
function reportsSent(fetch: Mock): unknown[] {
  return fetch.mock.calls
    .filter(([url]) => url === '/api/client-errors')
    .map(([, init]) => JSON.parse((init as RequestInit).body as string));
}

const checkedTheSite = (fetch: Mock) =>
  fetch.mock.calls.some(([, init]) => (init as RequestInit | undefined)?.method === 'HEAD');

async function renderFrameAt(path: string) {
  await mountFrameAt(path);
  return screen.findByRole('heading', { level: 1 });
}

describe('isLoadFailure', () => {
  it.each([
    // Chromium, Firefox, Safari, Vite's preloading of a chunk's style sheet
    'Failed to fetch dynamically imported module: https://example.ch/assets/faq-1.js',
    'error loading dynamically imported module: https://example.ch/assets/faq-1.js',
    'Importing a module script failed.',
    'Unable to preload CSS for /assets/faq-1.css',
  ])('knows a file that failed to download: %s', (message) => {
    expect(isLoadFailure(new TypeError(message))).toBe(true);
  });

  it('tells a page that failed to render apart', () => {
    expect(isLoadFailure(new TypeError("Cannot read properties of undefined (reading 'x')"))).toBe(
      false,
    );
    expect(isLoadFailure('Failed to fetch dynamically imported module')).toBe(false);
  });
});

describe('shouldReloadBy', () => {
  const page = { current: '/faq', loadedByBrowser: '/', isOnline: true };
  it('reloads once a file failed on a page opened in the site, online', () => {
    expect(shouldReloadBy(chunkFailure(), page)).toBe(true);
  });
  it('never reloads the page the browser loaded (no loop), offline, or for a render error', () => {
    expect(shouldReloadBy(chunkFailure(), { ...page, loadedByBrowser: '/faq' })).toBe(false);
    expect(shouldReloadBy(chunkFailure(), { ...page, isOnline: false })).toBe(false);
    expect(shouldReloadBy(new TypeError('x is not a function'), page)).toBe(false);
  });
});

describe('a page that fails', () => {
  const reload = vi.fn();
  const originalLocation = window.location;

  beforeEach(() => {
    failure = chunkFailure;
    reload.mockReset();
    // the CSRF cookie a page gets from the server, which the error report sends back
    vi.spyOn(document, 'cookie', 'get').mockReturnValue('XSRF-TOKEN=token-of-the-page');
    // happy-dom's location cannot be spied on: a copy whose reload is a mock
    Object.defineProperty(window, 'location', {
      configurable: true,
      value: { ...originalLocation, href: originalLocation.href, reload },
    });
    // React reports the error it caught; the test reads the page instead
    vi.spyOn(console, 'error').mockImplementation(() => {});
  });

  afterEach(() => {
    cleanup();
    Object.defineProperty(window, 'location', { configurable: true, value: originalLocation });
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
  });

  it('reloads by itself when the site answers (a deployment replaced its files)', async () => {
    const fetch = vi.fn(async () => new Response(null, { status: 200 }));
    vi.stubGlobal('fetch', fetch);
    await mountFrameAt('/faq');
    // the page's place says it loads meanwhile
    expect((await screen.findByRole('main')).textContent).toBe('Chargement…');
    await waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
    expect(fetch).toHaveBeenCalledWith(
      window.location.href,
      expect.objectContaining({ method: 'HEAD', cache: 'no-store' }),
    );
  });

  it('says so in the frame when the site does not answer, and the frame still works', async () => {
    const fetch = vi.fn(async () => {
      throw new TypeError('Failed to fetch');
    });
    vi.stubGlobal('fetch', fetch);
    const heading = await renderFrameAt('/faq');
    await waitFor(() => expect(heading.textContent).toBe('Cette page n’a pas pu s’afficher'));
    expect(reload).not.toHaveBeenCalled();
    // the team is told, once, of the page the visitor could not see (the query stays out)
    await waitFor(() =>
      expect(reportsSent(fetch)).toEqual([
        {
          kind: 'page',
          cause: 'load',
          path: '/faq',
          message: `TypeError: ${chunkFailure().message}`,
          locale: 'fr',
        },
      ]),
    );
    expect(screen.getByRole('main').textContent).toContain('Vérifiez votre connexion à internet');
    expect(screen.getByRole('main').textContent).toContain(
      'Les étapes déjà franchies d’une souscription ou d’une déclaration de sinistre sont conservées.',
    );
    // the header and the footer are there: the visitor can go on
    expect(screen.getByRole('link', { name: 'Deutsch' }).getAttribute('href')).toBe('/de/faq');
    expect(screen.getByRole('contentinfo')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Recharger la page' }));
    expect(reload).toHaveBeenCalledTimes(1);
    // another page renders again (the back button, a link)
    await act(async () => {
      fireEvent.click(screen.getByRole('link', { name: 'Retour à la page d’accueil' }));
    });
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Accueil');
  });

  it('says the visitor is offline, in German on a German page, without trying the site', async () => {
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const heading = await renderFrameAt('/de/faq');
    expect(heading.textContent).toBe('Diese Seite konnte nicht angezeigt werden');
    expect(screen.getByRole('main').textContent).toContain('Sie scheinen offline zu sein');
    expect(screen.getByRole('button', { name: 'Seite neu laden' })).toBeTruthy();
    expect(fetch).not.toHaveBeenCalled();
    expect(reload).not.toHaveBeenCalled();
  });

  it('does not reload for a page that fails to render: it says so at once', async () => {
    const fetch = vi.fn(async () => new Response(null, { status: 204 }));
    vi.stubGlobal('fetch', fetch);
    failure = () => new TypeError("Cannot read properties of undefined (reading 'name')");
    const heading = await renderFrameAt('/faq');
    expect(heading.textContent).toBe('Cette page n’a pas pu s’afficher');
    // not blamed on the connection
    expect(screen.getByRole('main').textContent).toContain(
      'Une erreur inattendue s’est produite. Rechargez la page pour réessayer.',
    );
    expect(screen.getByRole('main').textContent).not.toContain('connexion');
    expect(checkedTheSite(fetch)).toBe(false);
    expect(reload).not.toHaveBeenCalled();
    await waitFor(() =>
      expect(reportsSent(fetch)).toMatchObject([
        {
          kind: 'page',
          cause: 'render',
          path: '/faq',
          message: "TypeError: Cannot read properties of undefined (reading 'name')",
        },
      ]),
    );
    expect(document.title).toBe('Cette page n’a pas pu s’afficher | Alpaws');
  });

  it('says so when the site answers the check with an error', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(null, { status: 503 })),
    );
    const heading = await renderFrameAt('/faq');
    await waitFor(() => expect(heading.textContent).toBe('Cette page n’a pas pu s’afficher'));
    expect(reload).not.toHaveBeenCalled();
  });

  it('does not reload a visitor who went to another page while the site was checked', async () => {
    let answer: (response: Response) => void = () => {};
    vi.stubGlobal(
      'fetch',
      vi.fn(() => new Promise<Response>((resolve) => (answer = resolve))),
    );
    await mountFrameAt('/faq');
    expect((await screen.findByRole('main')).textContent).toBe('Chargement…');
    await act(async () => {
      fireEvent.click(screen.getByRole('link', { name: /page d’accueil/ }));
    });
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Accueil');
    await act(async () => {
      answer(new Response(null, { status: 200 }));
    });
    expect(reload).not.toHaveBeenCalled();
  });

  it.each([
    ['a part loaded after hydration', '/offres', 'Offre'],
    ['a modal loaded on intent', '/concours', 'Concours'],
  ])('%s that fails to load is said in its place; the page stays', async (_, path, title) => {
    const fetch = vi.fn(async () => new Response(null, { status: 204 }));
    vi.stubGlobal('fetch', fetch);
    const heading = await renderFrameAt(path);
    expect(heading.textContent).toBe(title);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Cette partie de la page n’a pas pu se charger.');
    fireEvent.click(screen.getByRole('button', { name: 'Recharger la page' }));
    expect(reload).toHaveBeenCalledTimes(1);
    expect(checkedTheSite(fetch)).toBe(false);
    await waitFor(() =>
      expect(reportsSent(fetch)).toMatchObject([{ kind: 'part', cause: 'load', path }]),
    );
  });

  it('does not speak of subscriptions and claims to staff in the back office', async () => {
    vi.stubGlobal('fetch', vi.fn());
    failure = () => new TypeError('x is not a function');
    const heading = await renderFrameAt('/admin/inbox');
    expect(heading.textContent).toBe('Cette page n’a pas pu s’afficher');
    expect(screen.getByRole('main').textContent).not.toContain('Les étapes déjà franchies');
  });
});
