/**
 * issue 14: React Router flattens, ranks and compiles every route it is given on each render of
 * `<Routes>` (a regular expression per path tried): with both languages and the aliases, the site
 * gives it about 150 paths, 6 to 11 ms of a phone's hydration task here. The router hands it
 * only the paths that may match the page's path, a handful; React Router still chooses among
 * them by its own ranking, so the page it renders is the one it would choose among all.
 *
 * The test is lenient, never stricter than React Router's: each segment of the path is
 * percent-decoded (React Router matches decoded paths), empty segments and trailing slashes are
 * ignored, a `:param` takes any segment, `:param?` may be absent and `*` takes the rest. Static segments compare
 * exactly: the site's routes are case-sensitive.
 */
export function patternMayMatch(pattern: string, pathname: string): boolean {
  return matchesFrom(
    pattern.split('/').filter(Boolean),
    0,
    pathname.split('/').filter(Boolean).map(decodeSegment),
    0,
  );
}

/** Whether the pattern's parts from `i` match the path's from `p` (an optional part may be skipped). */
function matchesFrom(pattern: string[], i: number, path: string[], p: number): boolean {
  const part = pattern[i];
  if (part === undefined) return p === path.length;
  if (part === '*') return true;
  if (part.startsWith(':')) {
    if (part.endsWith('?') && matchesFrom(pattern, i + 1, path, p)) return true;
    return p < path.length && matchesFrom(pattern, i + 1, path, p + 1);
  }
  return path[p] === part && matchesFrom(pattern, i + 1, path, p + 1);
}

function decodeSegment(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}
