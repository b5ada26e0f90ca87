import { nextTask } from '../lib/next-task';

/**
 * Runs `then` once the browser has painted the current document: a frame is rendered after the
 * animation-frame callbacks, and a task queued from one runs after that frame's paint.
 */
export function afterFirstPaint(then: () => void): void {
  requestAnimationFrame(() => setTimeout(then, 0));
}

/** Links inserted per task: each costs the main thread 0.5 to 4 ms on a desktop (issue 14). */
const LINKS_PER_TASK = 4;

/**
 * Asks for the page's modules (in parallel with the app), from the JSON list of URLs the server
 * puts in the page: the same list it gives as <link rel="modulepreload"> to a page the client
 * renders alone. The links go into <head> a few per task, in the list's order: all 40 of a form
 * page at once held the main thread 20 to 30 ms on a desktop, a long task on a slow phone
 * (issue 14). Resolves once the last ones are in.
 */
export async function preloadModules(list: Element | null): Promise<void> {
  if (!list?.textContent) return;
  let urls: unknown;
  try {
    urls = JSON.parse(list.textContent);
  } catch {
    return;
  }
  if (!Array.isArray(urls)) return;
  const assets = urls.filter(
    (url): url is string => typeof url === 'string' && url.startsWith('/assets/'),
  );
  for (let first = 0; first < assets.length; first += LINKS_PER_TASK) {
    if (first > 0) await nextTask();
    // one insertion for each batch: each insertion has its cost too
    const links = document.createDocumentFragment();
    for (const url of assets.slice(first, first + LINKS_PER_TASK)) {
      const link = document.createElement('link');
      link.rel = 'modulepreload';
      link.crossOrigin = '';
      link.href = url;
      links.append(link);
    }
    document.head.append(links);
  }
}
