/**
 * Runs `then` once the browser has painted the current document: a frame is rendered after the
 * animation-frame callbacks, and a task queued from one runs after that frame's paint.
 */
export function afterFirstPaint(then: () => void): void {
  requestAnimationFrame(() => setTimeout(then, 0));
}

/**
 * Asks for the page's modules at once (in parallel with the app), from the JSON list of URLs the
 * server puts in the page: the same list it gives as <link rel="modulepreload"> to a page the
 * client renders alone.
 */
export function preloadModules(list: Element | null): void {
  if (!list?.textContent) return;
  let urls: unknown;
  try {
    urls = JSON.parse(list.textContent);
  } catch {
    return;
  }
  if (!Array.isArray(urls)) return;
  // one insertion into <head> for all of them: each has its cost (45 links: about 20 ms)
  const links = document.createDocumentFragment();
  for (const url of urls) {
    if (typeof url !== 'string' || !url.startsWith('/assets/')) continue;
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.crossOrigin = '';
    link.href = url;
    links.append(link);
  }
  document.head.append(links);
}
