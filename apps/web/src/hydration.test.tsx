import { act, cleanup, screen } from '@testing-library/react';
import { startTransition } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

/**
 * Issue 14: the subscription's and the claim's step 1 are prerendered at build time (the form of
 * a visitor with nothing stored) and hydrated in the browser. Hydration must match the markup
 * exactly (a mismatch throws the page away and renders it again), and then show the visitor's
 * own form when it differs (issue 12: a reload keeps what was typed).
 */
let root: Root | undefined;
let container: HTMLElement | undefined;

beforeEach(() => {
  vi.resetModules();
  localStorage.clear();
  sessionStorage.clear();
  // the pages' calls (breeds) get an empty answer; they never reach a server
  vi.stubGlobal(
    'fetch',
    vi.fn(
      async () =>
        new Response('[]', { status: 200, headers: { 'content-type': 'application/json' } }),
    ),
  );
});

afterEach(() => {
  vi.doUnmock('./features/subscription/steps/quote-step');
  vi.doUnmock('./features/subscription/api/use-breeds');
  act(() => root?.unmount());
  container?.remove();
  root = undefined;
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

/** Prerenders `address` as the build does, then hydrates it as boot.tsx does. */
async function prerenderAndHydrate(address: string, afterPrerender = () => {}) {
  const { prerender } = await import('./prerender');
  const { App } = await import('./app/app');
  const markup = await prerender(address);
  afterPrerender();
  container = document.createElement('div');
  container.id = 'root';
  container.innerHTML = markup;
  document.body.append(container);
  const prerenderedInputs = [...container.querySelectorAll('input')];
  const errors: unknown[] = [];
  await act(async () => {
    startTransition(() => {
      root = hydrateRoot(
        container as HTMLElement,
        <MemoryRouter initialEntries={[address]}>
          <App />
        </MemoryRouter>,
        { onRecoverableError: (error) => errors.push(error) },
      );
    });
  });
  await act(async () => undefined);
  return { markup, errors, prerenderedInputs };
}

describe('prerendered step 1 pages, hydrated (issue 14)', () => {
  it('the subscription’s step 1 for a dog: the form in the markup, hydrated without a mismatch and kept', async () => {
    const { markup, errors, prerenderedInputs } = await prerenderAndHydrate(
      '/souscription?animal=dog',
    );
    expect(markup).toContain('Calculez votre prime');
    expect(markup).toContain('name="animal_name"');
    // until hydrated, the page's controls are disabled (a value typed meanwhile would be lost)
    expect(markup).toMatch(/^<!--\$--><fieldset class="app-root" role="presentation" disabled="">/);
    expect(errors).toEqual([]);
    expect(container?.querySelector('fieldset.app-root')?.hasAttribute('disabled')).toBe(false);
    // a new arrival shows the fresh form: the prerendered fields are the ones in use
    const name = screen.getByLabelText(/^Nom de l’animal/);
    expect(prerenderedInputs).toContain(name);
    expect((name as HTMLInputElement).value).toBe('');
    expect(JSON.parse(localStorage.getItem('subscriptionForm') ?? '{}').business_line).toBe('dog');
  });

  it('the step is not rendered again once hydrated when the arrival changes nothing', async () => {
    // issue 14: the render after hydration and the arrival's entry rendered the whole step again,
    // each in one long task; with nothing changed, the step keeps what it hydrated
    let renders = 0;
    vi.doMock('./features/subscription/steps/quote-step', async (importOriginal) => {
      const original =
        await importOriginal<typeof import('./features/subscription/steps/quote-step')>();
      return {
        ...original,
        QuoteStep: (props: Parameters<typeof original.QuoteStep>[0]) => {
          renders += 1;
          return <original.QuoteStep {...props} />;
        },
      };
    });
    const { errors } = await prerenderAndHydrate('/souscription?animal=dog', () => {
      renders = 0;
    });
    expect(errors).toEqual([]);
    expect(renders).toBe(1);
  });

  it('the horse’s step 1 (another animal than the store’s first one) keeps its prerendered fields', async () => {
    const { errors, prerenderedInputs } = await prerenderAndHydrate('/souscription?animal=horse');
    expect(errors).toEqual([]);
    const value = screen.getByLabelText(/^Valeur du cheval/);
    expect(prerenderedInputs).toContain(value);
    expect(JSON.parse(localStorage.getItem('subscriptionForm') ?? '{}').business_line).toBe(
      'horse',
    );
  });

  it('a reload of it shows what the visitor typed, once hydrated', async () => {
    const { emptyForm, SUBSCRIPTION_FORM_KEY } = await import(
      './features/subscription/subscription-store'
    );
    localStorage.setItem(
      SUBSCRIPTION_FORM_KEY,
      JSON.stringify({ ...emptyForm('dog'), animal_name: 'Rex' }),
    );
    vi.resetModules();
    // the browser says the document was reloaded: not a new arrival (issue 12)
    vi.spyOn(performance, 'getEntriesByType').mockReturnValue([
      { type: 'reload' } as unknown as PerformanceEntry,
    ]);
    const { markup, errors } = await prerenderAndHydrate('/souscription?animal=dog');
    expect(markup).not.toContain('Rex');
    expect(errors).toEqual([]);
    expect((screen.getByLabelText(/^Nom de l’animal/) as HTMLInputElement).value).toBe('Rex');
  });

  it('a reload keeps what was typed when the breeds are known at once (the prerendered form never writes over it)', async () => {
    // CI, 2026-12-02: the breeds came while the prerendered form (the fresh one) was still
    // mounted, and its save of the breed facts wrote the fresh form over the visitor's own: the
    // reload showed an empty name. Here the breeds are known from the first render (as when
    // cached), the earliest the prerendered form could write.
    const breeds = [{ id: 12, name: 'Bouvier bernois', slug: 'bouvier-bernois', min_price: 30 }];
    const { emptyForm, SUBSCRIPTION_FORM_KEY } = await import(
      './features/subscription/subscription-store'
    );
    localStorage.setItem(
      SUBSCRIPTION_FORM_KEY,
      JSON.stringify({ ...emptyForm('dog'), animal_name: 'Rex', animal_race_id: 12 }),
    );
    vi.resetModules();
    vi.doMock('./features/subscription/api/use-breeds', async (importOriginal) => ({
      ...(await importOriginal<typeof import('./features/subscription/api/use-breeds')>()),
      useBreeds: () => ({ data: breeds }),
    }));
    const { formStore } = await import('./features/subscription/subscription-store');
    vi.spyOn(performance, 'getEntriesByType').mockReturnValue([
      { type: 'reload' } as unknown as PerformanceEntry,
    ]);
    const written: string[] = [];
    formStore.subscribe(() => written.push(formStore.get().animal_name));
    const { errors } = await prerenderAndHydrate('/souscription?animal=dog');
    expect(errors).toEqual([]);
    expect((screen.getByLabelText(/^Nom de l’animal/) as HTMLInputElement).value).toBe('Rex');
    expect((screen.getByRole('combobox', { name: /^Race/ }) as HTMLInputElement).value).toBe(
      'Bouvier bernois',
    );
    expect(written.length).toBeGreaterThan(0);
    expect(written.filter((name) => name !== 'Rex')).toEqual([]);
    expect(JSON.parse(localStorage.getItem(SUBSCRIPTION_FORM_KEY) ?? '{}')).toMatchObject({
      animal_name: 'Rex',
      animal_race_slug: 'bouvier-bernois',
    });
  });

  it('the claim’s step 1: hydrated without a mismatch, its fresh draft started', async () => {
    const { markup, errors } = await prerenderAndHydrate('/espace-client/declarer-un-sinistre');
    expect(markup).toContain('Saisir un nouveau cas');
    expect(errors).toEqual([]);
    expect(screen.getByRole('button', { name: 'Saisir un nouveau cas' })).toBeTruthy();
    // the draft of a new visit is started (and saved at the first change)
    const { getClaimDraft } = await import('./features/claims/claim-draft');
    expect(getClaimDraft()).toMatchObject({ reachedStep: 1, documents: [] });
  });
});

describe('the prerendered home page (issue 14)', () => {
  it('holds the contests section, so the footer below it stays where it was painted', async () => {
    // a visitor may have scrolled the painted page: taking it over never moves it
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    const { markup, errors } = await prerenderAndHydrate('/');
    expect(markup).toContain('Concours et tirages au sort');
    expect(errors).toEqual([]);
    // the section's buttons open their forms once hydrated; the texts came with the site's catalogue
    const takePart = screen.getByRole('button', { name: 'Participer – Concours d’été' });
    expect(takePart.closest('fieldset')?.hasAttribute('disabled')).toBe(false);
    expect(scrollTo).not.toHaveBeenCalled();
    // a page the app opens starts at the top, like a page load
    await act(async () => {
      screen.getByRole('link', { name: 'En savoir plus – Billets pour le CHI de Genève' }).click();
    });
    await vi.waitFor(() => expect(scrollTo).toHaveBeenCalledWith(0, 0), { timeout: 5000 });
  });
});
