import { afterEach, describe, expect, it, vi } from 'vitest';
import { nextTask } from '../lib/next-task';
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

  it('inserts the links in the list’s order, as many per task as 8 ms allow, and resolves once all are in', async () => {
    const urls = Array.from({ length: 10 }, (_, index) => `/assets/chunk-${index}.js`);
    // each link inserted costs the main thread 3 ms: three fit in a task's 8 ms
    const clock = () => preloaded().length * 3;
    const done = preloadModules(listOf(JSON.stringify(urls)), clock);
    expect(preloaded()).toEqual(urls.slice(0, 3));
    await nextTask();
    expect(preloaded()).toEqual(urls.slice(0, 6));
    await done;
    expect(preloaded()).toEqual(urls);
  });

  it('inserts one link per task at least on a slow phone, all at once on a fast desktop', async () => {
    const urls = Array.from({ length: 6 }, (_, index) => `/assets/chunk-${index}.js`);
    const slow = preloadModules(listOf(JSON.stringify(urls)), () => preloaded().length * 20);
    expect(preloaded()).toEqual(urls.slice(0, 1));
    await slow;
    expect(preloaded()).toEqual(urls);
    for (const link of document.head.querySelectorAll('link')) link.remove();
    void preloadModules(listOf(JSON.stringify(urls)), () => preloaded().length * 0.5);
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
