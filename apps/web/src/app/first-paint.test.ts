import { afterEach, describe, expect, it, vi } from 'vitest';
import { afterFirstPaint, preloadModules } from './first-paint';

const listOf = (text: string) => {
  const element = document.createElement('script');
  element.type = 'application/json';
  element.textContent = text;
  return element;
};
const preloaded = () =>
  [...document.head.querySelectorAll('link[rel="modulepreload"]')].map((link) =>
    link.getAttribute('href'),
  );

afterEach(() => {
  for (const link of document.head.querySelectorAll('link')) link.remove();
  vi.useRealTimers();
});

describe('the page’s chunks asked for after the first paint (issue 14)', () => {
  it('preloads each chunk the server listed, and nothing outside the build’s assets', () => {
    preloadModules(
      listOf('["/assets/boot-1.js","/assets/home-page-1.js","https://evil.example/x.js",42]'),
    );
    expect(preloaded()).toEqual(['/assets/boot-1.js', '/assets/home-page-1.js']);
  });

  it('inserts the links a few per task, in the list’s order, and resolves once all are in', async () => {
    const urls = Array.from({ length: 10 }, (_, index) => `/assets/chunk-${index}.js`);
    const done = preloadModules(listOf(JSON.stringify(urls)));
    // the first few at once, the others in tasks of their own: no long task on a slow phone
    expect(preloaded()).toEqual(urls.slice(0, 4));
    await done;
    expect(preloaded()).toEqual(urls);
  });

  it('does nothing with no list, an empty one or one it cannot read', () => {
    preloadModules(null);
    preloadModules(listOf(''));
    preloadModules(listOf('{not json'));
    preloadModules(listOf('{"a":1}'));
    expect(preloaded()).toEqual([]);
  });

  it('runs after an animation frame, in a task of its own', () => {
    vi.useFakeTimers({ toFake: ['requestAnimationFrame', 'setTimeout'] });
    const then = vi.fn();
    afterFirstPaint(then);
    expect(then).not.toHaveBeenCalled();
    vi.advanceTimersToNextFrame();
    expect(then).not.toHaveBeenCalled();
    vi.runAllTimers();
    expect(then).toHaveBeenCalledTimes(1);
  });
});
