import { act, lazy, Suspense } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

// the mark is set once per page load: each test loads the module afresh, as a page load does
type Module = typeof import('./after-hydration');
let module: Module;

beforeEach(async () => {
  vi.resetModules();
  document.documentElement.removeAttribute('data-hydrated');
  document.body.innerHTML = '';
  module = await import('./after-hydration');
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
});

afterEach(() => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;
});

/** A page whose link comes with a chunk loaded after hydration (like the contests section). */
function pageWithLateChunk() {
  let loadChunk: () => void = () => {};
  const LateLink = lazy(
    () =>
      new Promise<{ default: () => JSX.Element }>((resolve) => {
        loadChunk = () => resolve({ default: () => <a href="/concours">Concours</a> });
      }),
  );
  const { AfterHydration, HydrationMark } = module;
  const page = (
    <Suspense fallback={null}>
      <h1>Accueil</h1>
      <AfterHydration>
        <LateLink />
      </AfterHydration>
      <HydrationMark />
    </Suspense>
  );
  return { page, loadChunk: () => loadChunk() };
}

const isMarked = () => document.documentElement.hasAttribute('data-hydrated');

describe('data-hydrated (the page is the client’s)', () => {
  it('is set after hydration once the content deferred to it is rendered, not before', async () => {
    const { page, loadChunk } = pageWithLateChunk();
    const root = document.createElement('div');
    root.innerHTML = renderToString(page);
    document.body.append(root);
    expect(root.querySelector('h1')).not.toBeNull();
    expect(isMarked()).toBe(false);

    await act(async () => {
      hydrateRoot(root, page);
    });
    // hydrated, but the late chunk is still loading: its link is not there yet
    expect(root.querySelector('a')).toBeNull();
    expect(isMarked()).toBe(false);

    await act(async () => {
      loadChunk();
    });
    expect(root.querySelector('a')?.getAttribute('href')).toBe('/concours');
    expect(isMarked()).toBe(true);
  });

  it('is set on a page rendered by the client alone once its content is in', async () => {
    const { page, loadChunk } = pageWithLateChunk();
    const root = document.createElement('div');
    document.body.append(root);
    await act(async () => {
      createRoot(root).render(page);
    });
    expect(root.querySelector('h1')).not.toBeNull();
    expect(isMarked()).toBe(false);
    await act(async () => {
      loadChunk();
    });
    expect(root.querySelector('a')).not.toBeNull();
    expect(isMarked()).toBe(true);
  });
});

describe('useIsPageLive (a prerendered page takes input once its page is hydrated)', () => {
  function Probe() {
    return <output>{module.useIsPageLive() ? 'live' : 'waiting'}</output>;
  }

  it('is true from the first render of a page the client renders alone, with no page mark', async () => {
    // the back office has its own frame, without the site's HydrationMark
    document.body.innerHTML = '<div id="root"></div>';
    vi.resetModules();
    module = await import('./after-hydration');
    const root = document.getElementById('root') as HTMLElement;
    await act(async () => {
      createRoot(root).render(<Probe />);
    });
    expect(root.textContent).toBe('live');
  });

  it('on a prerendered page, is false in the markup and true once the page boundary is hydrated', async () => {
    document.body.innerHTML = '<div id="root" data-prerendered></div>';
    vi.resetModules();
    module = await import('./after-hydration');
    const { HydrationMark } = module;
    const page = (
      <>
        <Probe />
        <Suspense fallback={null}>
          <h1>Accueil</h1>
          <HydrationMark />
        </Suspense>
      </>
    );
    const root = document.getElementById('root') as HTMLElement;
    root.innerHTML = renderToString(page);
    expect(root.textContent).toContain('waiting');
    await act(async () => {
      hydrateRoot(root, page);
    });
    expect(root.textContent).toContain('live');
  });
});
