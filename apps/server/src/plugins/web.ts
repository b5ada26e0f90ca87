import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Locale } from '@app/domain/locale';
import { localeOfPath, matchRoute } from '@app/domain/routes';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

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
  const shells: Partial<Record<Locale, string>> = {};
  if (isBuilt) {
    const html = readFileSync(indexFile, 'utf8');
    shells.fr = html.replace(/<html lang="[^"]*"/, '<html lang="fr"');
    shells.de = html.replace(/<html lang="[^"]*"/, '<html lang="de"');
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
    const isKnown = matchRoute(pathname) !== null;
    app.ensureCsrfCookie(request, reply);
    reply.code(isKnown ? 200 : 404).header('cache-control', 'no-cache');
    const shell = shells[locale];
    if (!shell) {
      return reply
        .type('text/plain; charset=utf-8')
        .send('The web client is not built yet: run `npm run build`.');
    }
    return reply.type('text/html; charset=utf-8').send(shell);
  });
});
