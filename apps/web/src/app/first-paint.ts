import { nextTask } from '../lib/next-task';

/**
 * Runs `then` once the browser has painted the current document: a frame is rendered after the
 * animation-frame callbacks, and a task queued from one runs after that frame's paint.
 */
export function afterFirstPaint(then: () => void): void {
  requestAnimationFrame(() => setTimeout(then, 0));
}

/**
 * The main thread's time one task may spend inserting links, measured on the device itself: each
 * link costs 0.5 to 4 ms on a desktop and about four times that on a slow phone (the browser
 * starts the module's fetch), so a fixed count per task was either many tasks on a desktop or
 * long ones on a phone (issue 14). 8 ms, and the last link's own cost after it, stays under a
 * long task's 50 ms when the same work runs four times slower (a phone, or Lighthouse's scaling
 * of a desktop's trace). Each link is its own insertion, so that the time is read between two.
 */
const TASK_BUDGET_MS = 8;

/**
 * Asks for the page's modules (in parallel with the app), from the JSON list of URLs the server
 * puts in the page: the same list it gives as <link rel="modulepreload"> to a page the client
 * renders alone. The links go into <head> in the list's order, as many per task as its budget
 * allows and at least one: all 40 of a form page at once held the main thread 20 to 30 ms on a
 * desktop, a long task on a slow phone (issue 14). Resolves once the last ones are in.
 */
export async function preloadModules(
  list: Element | null,
  now: () => number = () => performance.now(),
): Promise<void> {
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
  let taskStart = now();
  for (const [index, url] of assets.entries()) {
    if (index > 0 && now() - taskStart >= TASK_BUDGET_MS) {
      await nextTask();
      taskStart = now();
    }
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.crossOrigin = '';
    link.href = url;
    document.head.append(link);
  }
}
