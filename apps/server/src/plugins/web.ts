import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Locale } from '@app/domain/locale';
import { localeOfPath, matchRoute, type RouteName } from '@app/domain/routes';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

interface ManifestChunk {
  file: string;
  imports?: string[];
  css?: string[];
}
type Manifest = Record<string, ManifestChunk>;

/** The page module of each route (as apps/web/src/app/pages.tsx loads them lazily). */
function pageModuleOf(route: RouteName): string | null {
  if (route === 'home') return 'src/features/home/home-page.tsx';
  if (route.startsWith('offers-')) return 'src/features/offers/offer-page.tsx';
  if (route.startsWith('subscription-')) return 'src/features/subscription/subscription-page.tsx';
  if (route.startsWith('declaration-') || route === 'add-documents')
    return 'src/features/claims/claim-page.tsx';
  return null;
}

function readManifest(distDir: string): Manifest {
  const file = path.join(distDir, '.vite', 'manifest.json');
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as Manifest) : {};
}

/**
 * The page's chunks, its catalogue and their CSS as links in the HTML: the browser fetches them
 * with the entry instead of after it (the lazy routes otherwise make a waterfall).
 */
function preloadLinks(manifest: Manifest, html: string, modules: string[]): string {
  const scripts = new Set<string>();
  const styles = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || scripts.has(chunk.file)) return;
    scripts.add(chunk.file);
    for (const css of chunk.css ?? []) styles.add(css);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const module of modules) visit(module);
  const missing = (file: string) => !html.includes(`/${file}"`);
  return [
    ...[...styles]
      .filter(missing)
      .map((file) => `<link rel="stylesheet" crossorigin href="/${file}">`),
    ...[...scripts]
      .filter(missing)
      .map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`),
  ].join('');
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Answers a page path: the client shell with the page's lang, 200 for known routes, else 404. */
    sendPage(request: FastifyRequest, reply: FastifyReply): FastifyReply;
  }
}

/**
 * Serves the built client: hashed assets with long caching (pre-compressed files when present),
 * and for every page path the shell HTML with the right `lang` and a fresh CSRF cookie.
 */
export const webPlugin = fp(async (app: FastifyInstance, options: { distDir: string }) => {
  const indexFile = path.join(options.distDir, 'index.html');
  const isBuilt = existsSync(indexFile);
  const shells = new Map<string, string>();
  let shellOf = (_locale: Locale, _route: RouteName | null): string | undefined => undefined;
  if (isBuilt) {
    const html = readFileSync(indexFile, 'utf8');
    const manifest = readManifest(options.distDir);
    shellOf = (locale, route) => {
      const key = `${locale}:${route ? pageModuleOf(route) : ''}`;
      let shell = shells.get(key);
      if (shell === undefined) {
        const links = preloadLinks(manifest, html, [
          ...(route && pageModuleOf(route) ? [pageModuleOf(route) as string] : []),
          `src/i18n/${locale}.json`,
        ]);
        shell = html
          .replace(/<html lang="[^"]*"/, `<html lang="${locale}"`)
          .replace('</head>', `${links}</head>`);
        shells.set(key, shell);
      }
      return shell;
    };
    await app.register(fastifyStatic, {
      root: options.distDir,
      prefix: '/',
      wildcard: false,
      index: false,
      preCompressed: true,
      cacheControl: false,
      allowedPath: (pathName) => pathName !== '/index.html',
      setHeaders: (res, filePath) => {
        if (filePath.includes(`${path.sep}assets${path.sep}`)) {
          res.setHeader('cache-control', 'public, max-age=31536000, immutable');
        } else {
          res.setHeader('cache-control', 'public, max-age=3600');
        }
      },
    });
  }

  app.decorate('sendPage', (request: FastifyRequest, reply: FastifyReply) => {
    const pathname = request.url.split('?')[0] ?? '/';
    const locale = localeOfPath(pathname);
    const match = matchRoute(pathname);
    app.ensureCsrfCookie(request, reply);
    reply.code(match ? 200 : 404).header('cache-control', 'no-cache');
    const shell = shellOf(locale, match?.name ?? null);
    if (!shell) {
      return reply
        .type('text/plain; charset=utf-8')
        .send('The web client is not built yet: run `npm run build`.');
    }
    return reply.type('text/html; charset=utf-8').send(shell);
  });
});
