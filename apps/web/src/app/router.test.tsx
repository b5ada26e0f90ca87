import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderAt } from './render-at';

// the pages render for real but never reach a server: their calls get an empty JSON answer
beforeEach(() => {
  vi.stubGlobal(
    'fetch',
    vi.fn(
      async () =>
        new Response('[]', { status: 200, headers: { 'content-type': 'application/json' } }),
    ),
  );
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  delete window.dataLayer;
});

describe('app routes', () => {
  it('renders the home page in French with the language switch to German', async () => {
    const heading = await renderAt('/');
    expect(heading.textContent).toBe('Assurez votre animal en quelques minutes');
    // the title is set by an effect once the page has rendered
    await waitFor(() =>
      expect(document.title).toBe('Assurance pour chiens, chats et chevaux | Alpaws'),
    );
    expect(document.documentElement.lang).toBe('fr');
    const deutsch = screen.getByRole('link', { name: 'Deutsch' });
    expect(deutsch.getAttribute('href')).toBe('/de');
    expect(deutsch.getAttribute('hreflang')).toBe('de');
    expect(deutsch.getAttribute('lang')).toBe('de');
    expect(screen.getByRole('main')).toBeTruthy();
    expect(window.dataLayer).toContainEqual({
      event: 'page_type',
      page_type: 'home',
      locale: 'fr',
      path: '/',
    });
  });

  it('links the six animals of the picker to their routes', async () => {
    await renderAt('/de');
    const links = Object.fromEntries(
      ['Hund', 'Katze', 'Pferd', 'Rindvieh', 'Vögel', 'Bauernhoftiere'].map((name) => [
        name,
        screen.getByRole('link', { name }).getAttribute('href'),
      ]),
    );
    expect(links).toEqual({
      Hund: '/de/abschliessen?animal=dog',
      Katze: '/de/abschliessen?animal=cat',
      Pferd: '/de/abschliessen?animal=horse',
      Rindvieh: '/de/angebote/rindvieh',
      Vögel: '/de/angebote/vogel',
      Bauernhoftiere: '/de/angebote/tiere-des-bauernhofs',
    });
  });

  it('keeps the page when switching language and focuses the new heading', async () => {
    await renderAt('/offres/chevaux');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Assurance pour chevaux');
    await act(async () => {
      fireEvent.click(screen.getByRole('link', { name: 'Deutsch' }));
    });
    const heading = await screen.findByRole('heading', { level: 1, name: 'Pferdeversicherung' });
    expect(document.activeElement).toBe(heading);
    expect(screen.getByRole('link', { name: 'Français' }).getAttribute('href')).toBe(
      '/offres/chevaux',
    );
    expect(document.documentElement.lang).toBe('de');
  });

  it.each([
    '/nowhere',
    '/Offres/chevaux',
    '/souscription/horse/etape-inconnue',
    '/de/hilfe/mein-vertrag/inconnu',
  ])(
    'shows the 404 page for %s (unknown, or a help subject the page does not have)',
    async (path) => {
      const heading = await renderAt(path);
      expect(heading.textContent).toMatch(/^(Page introuvable|Seite nicht gefunden)$/);
      expect(
        screen.getByRole('link', { name: /Retour à la page d’accueil|Zurück zur Startseite/ }),
      ).toBeTruthy();
    },
  );

  it('shows the offer facts formatted the Swiss way', async () => {
    await renderAt('/offres/chiens');
    expect(
      screen.getByText(/médecine complémentaire jusqu’à CHF 600\.- par année contractuelle/),
    ).toBeTruthy();
    expect(screen.getByText(/CHF 200\.-, CHF 500\.- ou CHF 1'000\.-/)).toBeTruthy();
    expect(
      screen
        .getAllByRole('link', { name: 'Calculer la prime pour mon chien' })[0]
        ?.getAttribute('href'),
    ).toBe('/souscription?animal=dog');
  });

  it('offers an offer request for farm animals, on a German path in German (issue 10)', async () => {
    await renderAt('/de/angebote/tiere-des-bauernhofs');
    expect(
      screen.getAllByRole('link', { name: 'Offerte anfordern' })[0]?.getAttribute('href'),
    ).toBe('/de/offertanfrage?animal=farm_animal&origin=offers-farm-animals');
  });

  it.each([
    ['/demande-offre?animal=cattle', 'Demander une offre'],
    ['/de/offertanfrage', 'Offerte anfordern'],
    ['/offres-generali/demande-intermediaire', 'Demande d’offre pour intermédiaires Generali'],
    ['/de/angebote/andere-tierarten', 'Andere Tierarten'],
    ['/concours', 'Concours'],
    ['/de/wettbewerbe/challenge-dressur', 'Challenge Dressur'],
    ['/emplois', 'Emplois'],
    ['/de/eigentuemerwechsel', 'Eigentümerwechsel'],
  ])('renders the public form page %s', async (path, title) => {
    const heading = await renderAt(path);
    expect(heading.textContent).toBe(title);
  });
});
