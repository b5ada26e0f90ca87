import { describe, expect, it, vi } from 'vitest';
import { suspenseLoad } from './suspense-load';

/** What `read` throws: a promise while loading (Suspense waits), an error once failed. */
function thrownBy(read: () => unknown): unknown {
  try {
    read();
  } catch (thrown) {
    return thrown;
  }
  throw new Error('read did not throw');
}

describe('suspenseLoad', () => {
  it('loads a key once, suspends until it is in, then answers without suspending', async () => {
    const load = vi.fn(async (locale: 'fr' | 'de') => `catalogue ${locale}`);
    const catalogues = suspenseLoad(load);
    expect(catalogues.loaded('fr')).toBeUndefined();
    const waiting = thrownBy(() => catalogues.read('fr'));
    expect(waiting).toBeInstanceOf(Promise);
    expect(catalogues.preload('fr')).toBe(waiting);
    await waiting;
    expect(catalogues.read('fr')).toBe('catalogue fr');
    expect(catalogues.loaded('fr')).toBe('catalogue fr');
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('throws the error of a failed load, not a promise Suspense would wait on for ever', async () => {
    const failure = new TypeError('Failed to fetch dynamically imported module: /assets/de-1.js');
    const load = vi.fn(async (locale: 'fr' | 'de') => {
      if (locale === 'de') throw failure;
      return locale;
    });
    const catalogues = suspenseLoad(load);
    await expect(thrownBy(() => catalogues.read('de'))).rejects.toBe(failure);
    expect(thrownBy(() => catalogues.read('de'))).toBe(failure);
    expect(catalogues.loaded('de')).toBeUndefined();
    // the other key is not affected, and the failed one is not fetched again within the page
    await catalogues.preload('fr');
    expect(catalogues.read('fr')).toBe('fr');
    expect(load).toHaveBeenCalledTimes(2);
  });
});
