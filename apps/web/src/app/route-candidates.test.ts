import fc from 'fast-check';
import { matchRoutes, type RouteObject } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { patternMayMatch } from './route-candidates';
import { pageRoutes } from './router';

/** The routes as AppRoutes gives them to React Router: the back office, the pages, the 404. */
function routesOf(pages: readonly { key: string; path: string }[]): RouteObject[] {
  return [
    { id: 'admin:fr', path: '/admin/*', caseSensitive: true },
    { id: 'admin:de', path: '/de/admin/*', caseSensitive: true },
    {
      id: 'layout',
      children: [
        ...pages.map(({ key, path }) => ({ id: key, path, caseSensitive: true })),
        { id: 'not-found', path: '*' },
      ],
    },
  ];
}

const everyRoute = routesOf(pageRoutes);

/** What React Router renders for a path: the matched routes and their parameters. */
function matched(routes: RouteObject[], pathname: string) {
  return matchRoutes(routes, pathname)?.map((match) => [match.route.id, match.params]);
}

function candidatesFor(pathname: string) {
  return pageRoutes.filter((route) => patternMayMatch(route.path, pathname));
}

/** A path for a pattern: each parameter filled, an optional one left out or not. */
function pathsFor(pattern: string): string[] {
  let paths = [''];
  for (const part of pattern.split('/').filter(Boolean)) {
    const filled = part.startsWith(':') ? ['value-1'] : [part];
    if (part.endsWith('?')) filled.push('');
    paths = paths.flatMap((path) =>
      filled.map((segment) => (segment === '' ? path : `${path}/${segment}`)),
    );
  }
  return paths.map((path) => path || '/');
}

// the spellings a visitor or a link may give a page's path
const variants = (path: string): string[] => [
  path,
  `${path}/`,
  `${path}//`,
  path.toUpperCase(),
  path.replace(/[a-z]/, (letter) => `%${letter.charCodeAt(0).toString(16)}`),
  path.replace(/\/$/, '').replace(/^\//, '//'),
  `${path.replace(/\/$/, '')}/extra`,
  `${path.replace(/\/$/, '')}/extra/more`,
  path.replace(/\/[^/]*$/, '') || '/',
  `${path}%`,
];

describe('the paths React Router is given (issue 14: a handful instead of every path)', () => {
  const tablePaths = [...new Set(pageRoutes.flatMap((route) => pathsFor(route.path)))];

  it('renders for every page path, and every spelling of it, what every path would render', () => {
    // React Router warns of a path it cannot decode (the spelling ending in a lone %)
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(tablePaths.length).toBeGreaterThan(100);
    for (const path of tablePaths.flatMap(variants)) {
      expect(matched(routesOf(candidatesFor(path)), path), path).toEqual(matched(everyRoute, path));
    }
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('could not be decoded'));
    warn.mockRestore();
  }, 60_000);

  it("renders the same for any path built from the table's segments", () => {
    const segments = [
      ...new Set(pageRoutes.flatMap((route) => route.path.split('/').filter(Boolean))),
    ].filter((segment) => !segment.startsWith(':'));
    const segment = fc.oneof(
      fc.constantFrom(...segments),
      fc.constantFrom('de', 'x', '%20', '%C3%A9', 'a%2Fb', ''),
    );
    fc.assert(
      fc.property(fc.array(segment, { maxLength: 5 }), fc.boolean(), (parts, slash) => {
        const path = `/${parts.join('/')}${slash ? '/' : ''}`;
        expect(matched(routesOf(candidatesFor(path)), path)).toEqual(matched(everyRoute, path));
      }),
      { numRuns: 400 },
    );
  }, 60_000);

  it('gives React Router a handful of paths for a page, not all of them', () => {
    for (const path of tablePaths) {
      const candidates = candidatesFor(path);
      expect(candidates.length, path).toBeGreaterThan(0);
      expect(candidates.length, path).toBeLessThanOrEqual(4);
    }
    expect(candidatesFor('/aucune-page')).toEqual([]);
  });
});
