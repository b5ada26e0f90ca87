import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, gzipSync, constants as zlib } from 'node:zlib';
import { pageDataElementId } from '@app/domain/content/api-paths';
import type { Locale } from '@app/domain/locale';
import {
  isLaterSubscriptionStep,
  localeOfPath,
  matchRoute,
  type RouteMatch,
  type RouteName,
} from '@app/domain/routes';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { withInlineStyles } from './security';

interface ManifestChunk {
  file: string;
  imports?: string[];
  css?: string[];
}
type Manifest = Record<string, ManifestChunk>;

/** spec 002's public forms: the page module of each, under src/features/public-forms/. */
const publicFormPages: Partial<Record<RouteName, string>> = {
  'offer-request': 'offer-request/offer-request-page',
  'partner-offer-request': 'partner-offer/partner-offer-page',
  'animal-species': 'animal-species/animal-species-page',
  contests: 'contests/contests-page',
  'chi-draw': 'contests/chi-page',
  'challenge-saut': 'challenge/challenge-page',
  'challenge-dressage': 'challenge/challenge-page',
  careers: 'careers/careers-page',
  'ownership-transfer': 'ownership-transfer/ownership-transfer-page',
};

/** The page module of each route (as apps/web/src/app/pages.tsx loads them lazily). */
function pageModuleOf(route: RouteName): string | null {
  if (route === 'home') return 'src/features/home/home-page.tsx';
  if (route.startsWith('offers-')) return 'src/features/offers/offer-page.tsx';
  if (route.startsWith('subscription-')) return 'src/features/subscription/subscription-page.tsx';
  if (route.startsWith('declaration-') || route === 'add-documents')
    return 'src/features/claims/claim-page.tsx';
  if (route === 'faq') return 'src/features/content/faq-page.tsx';
  if (route === 'general-conditions' || route === 'customer-information')
    return 'src/features/content/legal-page.tsx';
  if (route === 'news' || route === 'blog') return 'src/features/content/news-grid-page.tsx';
  if (route === 'news-post') return 'src/features/content/post-page.tsx';
  if (route === 'claim-status') return 'src/features/claim-status/claim-status-page.tsx';
  if (route === 'admin') return 'src/features/admin/admin-app.tsx';
  if (route === 'help' || route.startsWith('help.')) return 'src/features/help/help-page.tsx';
  if (route === 'customer-area.contract-change')
    return 'src/features/help/contract-change-page.tsx';
  if (route === 'customer-area.address-change') return 'src/features/help/address-change-page.tsx';
  const publicForm = publicFormPages[route];
  if (publicForm) return `src/features/public-forms/${publicForm}.tsx`;
  return null;
}

const subjectForm = 'src/features/help/forms/subject-form.tsx';

/**
 * A chunk a page loads lazily but a direct visit needs at once: a help page's address may hold
 * the chosen subject and method, whose form is its own chunk (kept out of the hub's); the home
 * page is rendered with the contests section of the public forms (apps/web/src/app/pages.tsx);
 * a later step of the wizard renders its step's screen (which one depends on the animal): every
 * step the build made a chunk of its own (subscription-page.tsx loads them lazily).
 */
function lazyModulesOf(route: RouteName, stepScreens: readonly string[]): readonly string[] {
  if (route === 'home') return ['src/features/public-forms/contests/contests-section.tsx'];
  if (isLaterSubscriptionStep(route)) return stepScreens;
  return route.startsWith('help.') ? [subjectForm] : [];
}

/** The wizard's step screens the build made chunks of (read once from the manifest). */
const stepScreensOf = (manifest: Manifest) =>
  Object.keys(manifest).filter((module) => module.startsWith('src/features/subscription/steps/'));

/**
 * A feature's own catalogue, loaded with its pages (apps/web/src/lib/feature-messages.tsx): in
 * src/i18n/ under the feature's folder name.
 */
function featureCatalogueOf(route: RouteName, locale: Locale): string | null {
  const page = pageModuleOf(route);
  const feature = /^src\/features\/(help|admin|subscription|claims|public-forms)\//.exec(
    page ?? '',
  )?.[1];
  return feature ? `src/i18n/${feature}/${locale}.json` : null;
}

/**
 * The domain's messages of the language (the forms' errors, the priced lines' labels), which the
 * web loads beside the pages that show some (apps/web/src/lib/server-messages.ts): those whose
 * feature's catalogue brings them, the claim status, the help centre's form pages and its help
 * pages, which load their subjects' form with them (`lazyModulesOf`); the hub and the content
 * pages do not.
 */
function domainMessagesOf(route: RouteName, locale: Locale): string | null {
  const page = pageModuleOf(route) ?? '';
  const withForms =
    /^src\/features\/(admin|subscription|claims|public-forms|claim-status)\//.test(page) ||
    /^src\/features\/help\/(contract|address)-change-page\./.test(page) ||
    lazyModulesOf(route, []).includes(subjectForm);
  return withForms ? `../../packages/domain/src/messages/${locale}.ts` : null;
}

function readManifest(distDir: string): Manifest {
  const file = path.join(distDir, '.vite', 'manifest.json');
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as Manifest) : {};
}

/** The pages prerendered by the web build (apps/web/src/prerender.tsx): address → #root markup. */
function readPrerendered(distDir: string): Map<string, string> {
  const file = path.join(distDir, '.vite', 'prerendered.json');
  if (!existsSync(file)) return new Map();
  return new Map(Object.entries(JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>));
}

/**
 * The shell with a prerendered page in its root, marked for the client to hydrate. The static
 * header of the shell gives way to the page's own.
 */
function withPrerenderedRoot(shell: string, markup: string): string {
  return shell.replace(
    /<div id="root">(?:<header[\s\S]*?<\/header>)?<\/div>/,
    () => `<div id="root" data-prerendered>${markup}</div>`,
  );
}

/** The app itself (apps/web/src/boot.tsx), which the tiny entry of index.html imports. */
const appModule = 'src/boot.tsx';

/** The chunks (URLs) and style sheets (dist files) a page needs, from the build manifest. */
function pageAssets(
  manifest: Manifest,
  modules: string[],
): { scripts: string[]; styles: string[] } {
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
  return { scripts: [...scripts].map((file) => `/${file}`), styles: [...styles] };
}

/**
 * A page's shell (issue 14): its style sheets inlined (the first paint waits for no request but
 * the HTML), each followed by a `disabled` link to its file, never fetched, which tells the
 * client's chunk loader the sheet is already there; and the page's chunks, as <link
 * rel="modulepreload"> for a page the client renders, or as a list (`#page-modules`) for a page
 * sent with its content (prerendered or rendered by the server), whose entry asks for them once
 * the content is painted (apps/web/src/main.tsx).
 */
interface Shell {
  /** The HTML of a page the client renders alone. */
  clientRendered: string;
  /** The HTML of a page whose content the server puts in it (prerendered or rendered), still empty. */
  withContent: string;
  /** The Content-Security-Policy sources of the inline style sheets. */
  styleHashes: string[];
}

const styleHash = (css: string) => `'sha256-${createHash('sha256').update(css).digest('base64')}'`;

function buildShell(
  html: string,
  readAsset: (file: string) => string | null,
  assets: { scripts: string[]; styles: string[] },
): Shell {
  const styleHashes: string[] = [];
  const inline = (file: string): string => {
    const css = readAsset(file);
    const link = `<link rel="stylesheet" crossorigin href="/${file}"`;
    // a sheet that could close its own element stays a link (never the case for Vite's output)
    if (css === null || /<\/style/i.test(css)) return `${link}>`;
    styleHashes.push(styleHash(css));
    return `<style>${css}</style>${link} disabled>`;
  };
  const inlined = new Set<string>();
  // the entry's sheets, which Vite links from index.html
  let page = html.replace(
    /<link rel="stylesheet" crossorigin href="\/([^"]+\.css)">/g,
    (_link, file: string) => {
      inlined.add(file);
      return inline(file);
    },
  );
  const styles = assets.styles
    .filter((file) => !inlined.has(file))
    .map(inline)
    .join('');
  const missing = (url: string) => !page.includes(`${url}"`);
  const scripts = assets.scripts.filter(missing);
  page = page.replace('</head>', () => `${styles}</head>`);
  const preloads = scripts
    .map((url) => `<link rel="modulepreload" crossorigin href="${url}">`)
    .join('');
  const list = JSON.stringify(scripts).replaceAll('<', '\\u003c');
  return {
    clientRendered: page.replace('</head>', () => `${preloads}</head>`),
    withContent: page.replace(
      '</body>',
      () => `<script type="application/json" id="page-modules">${list}</script></body>`,
    ),
    styleHashes,
  };
}

/** A page's main content rendered on the server: readable without JavaScript. */
export interface RenderedPage {
  title: string;
  description?: string;
  /** The inside of `<main>`, the same markup React renders there on mount. */
  mainHtml: string;
  /** The answer of the page's API call, handed to the client under its key. */
  data?: { key: string; value: unknown };
}

export type PageRenderResult =
  | { kind: 'page'; page: RenderedPage }
  /** A page the client renders alone (the route's parameters were checked). */
  | { kind: 'shell' }
  | { kind: 'not-found' }
  | { kind: 'redirect'; location: string };

export type PageRenderer = (match: RouteMatch, query: URLSearchParams) => PageRenderResult;

declare module 'fastify' {
  interface FastifyInstance {
    /** Answers a page path: the client shell with the page's lang, 200 for known routes, else 404. */
    sendPage(request: FastifyRequest, reply: FastifyReply): FastifyReply;
    /** Lets a feature render the main content of its routes into the page the server sends. */
    addPageRenderer(routes: readonly RouteName[], renderer: PageRenderer): void;
  }
}

const escapeText = (text: string) =>
  text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;');

/** The shell with the page's title, description, main content and data filled in. */
function withRenderedPage(shell: string, page: RenderedPage): string {
  const json = page.data ? JSON.stringify(page.data).replaceAll('<', '\\u003c') : '';
  let html = shell
    .replace(/<title>[^<]*<\/title>/, () => `<title>${escapeText(page.title)}</title>`)
    // after the static header: the main content is painted where React will render it
    .replace(
      /<div id="root">(?:<header[\s\S]*?<\/header>)?/,
      (root) => `${root}<main id="main" tabindex="-1">${page.mainHtml}</main>`,
    );
  if (page.description) {
    html = html.replace(
      /<meta\s+name="description"\s+content="[^"]*"\s*\/?>/,
      () => `<meta name="description" content="${escapeText(page.description ?? '')}" />`,
    );
  }
  if (json) {
    html = html.replace(
      '</body>',
      () => `<script type="application/json" id="${pageDataElementId}">${json}</script></body>`,
    );
  }
  return html;
}

/**
 * Serves the built client: hashed assets with long caching (pre-compressed files when present),
 * and for every page path the shell HTML with the right `lang` and a fresh CSRF cookie.
 */
export const webPlugin = fp(async (app: FastifyInstance, options: { distDir: string }) => {
  const indexFile = path.join(options.distDir, 'index.html');
  const isBuilt = existsSync(indexFile);
  const shells = new Map<string, Shell>();
  const prerendered = isBuilt ? readPrerendered(options.distDir) : new Map<string, string>();
  // issue 14: the same bytes for every visitor (a prerendered page, a page's shell): compressed
  // once, sent as the browser accepts them (a prerendered page with its styles is 30 KB, 6 KB
  // compressed: within the first round trip)
  const compressedPages = new Map<string, CompressedPage>();
  let shellOf = (_locale: Locale, _route: RouteName | null): Shell | undefined => undefined;
  if (isBuilt) {
    const html = readFileSync(indexFile, 'utf8');
    const manifest = readManifest(options.distDir);
    const assetFiles = new Map<string, string | null>();
    const readAsset = (file: string) => {
      if (!assetFiles.has(file)) {
        const filePath = path.join(options.distDir, file);
        assetFiles.set(file, existsSync(filePath) ? readFileSync(filePath, 'utf8') : null);
      }
      return assetFiles.get(file) ?? null;
    };
    const stepScreens = stepScreensOf(manifest);
    shellOf = (locale, route) => {
      const page = route ? pageModuleOf(route) : null;
      const modules = [
        ...(page ? [page] : []),
        ...(route ? lazyModulesOf(route, stepScreens) : []),
      ];
      const key = `${locale}:${modules}`;
      let shell = shells.get(key);
      if (shell === undefined) {
        const assets = pageAssets(manifest, [
          appModule,
          ...modules,
          `src/i18n/${locale}.json`,
          ...(route && featureCatalogueOf(route, locale)
            ? [featureCatalogueOf(route, locale) as string]
            : []),
          ...(route && domainMessagesOf(route, locale)
            ? [domainMessagesOf(route, locale) as string]
            : []),
        ]);
        shell = buildShell(
          html.replace(/<html lang="[^"]*"/, `<html lang="${locale}"`),
          readAsset,
          assets,
        );
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

  const renderers = new Map<RouteName, PageRenderer>();
  app.decorate('addPageRenderer', (routes: readonly RouteName[], renderer: PageRenderer) => {
    for (const route of routes) renderers.set(route, renderer);
  });

  app.decorate('sendPage', (request: FastifyRequest, reply: FastifyReply) => {
    const [pathname = '/', search = ''] = request.url.split('?');
    const locale = localeOfPath(pathname);
    const match = matchRoute(pathname);
    const renderer = match && renderers.get(match.name);
    const rendered = match && renderer ? renderer(match, new URLSearchParams(search)) : null;
    if (rendered?.kind === 'redirect') {
      return reply.header('cache-control', 'no-cache').redirect(rendered.location, 301);
    }
    app.ensureCsrfCookie(request, reply);
    const isFound = match !== null && rendered?.kind !== 'not-found';
    reply.code(isFound ? 200 : 404).header('cache-control', 'no-cache');
    const shell = shellOf(locale, match?.name ?? null);
    if (!shell) {
      return reply
        .type('text/plain; charset=utf-8')
        .send('The web client is not built yet: run `npm run build`.');
    }
    const csp = reply.getHeader('content-security-policy');
    if (typeof csp === 'string') {
      reply.header('content-security-policy', withInlineStyles(csp, shell.styleHashes));
    }
    reply.type('text/html; charset=utf-8');
    // issue 14: the page as prerendered, when its address (path and query) is exactly one that
    // was rendered (another query, such as a partner's ?pid=, changes the page: the client
    // renders it)
    const address = search === '' ? pathname : `${pathname}?${search}`;
    const markup = isFound && !match.isAlias ? prerendered.get(address) : undefined;
    if (markup !== undefined) {
      return sendCompressed(request, reply, `prerendered:${address}`, () =>
        withPrerenderedRoot(shell.withContent, markup),
      );
    }
    if (rendered?.kind === 'page') {
      return sendCompressed(request, reply, null, () =>
        withRenderedPage(shell.withContent, rendered.page),
      );
    }
    return sendCompressed(
      request,
      reply,
      `shell:${locale}:${match?.name ?? ''}`,
      () => shell.clientRendered,
    );
  });

  /** The page compressed as the browser accepts it; kept when its key says it never changes. */
  function sendCompressed(
    request: FastifyRequest,
    reply: FastifyReply,
    key: string | null,
    htmlOf: () => string,
  ): FastifyReply {
    let page = key ? compressedPages.get(key) : undefined;
    if (!page) {
      page = compress(htmlOf(), key !== null);
      if (key) compressedPages.set(key, page);
    }
    reply.header('vary', 'Accept-Encoding');
    const accepted = String(request.headers['accept-encoding'] ?? '');
    if (/\bbr\b/.test(accepted)) return reply.header('content-encoding', 'br').send(page.brotli());
    if (/\bgzip\b/.test(accepted))
      return reply.header('content-encoding', 'gzip').send(page.gzip());
    return reply.send(page.html);
  }
});

interface CompressedPage {
  html: string;
  brotli: () => Buffer;
  gzip: () => Buffer;
}

/** Each encoding made when first asked for: at full strength when kept, quickly otherwise. */
function compress(html: string, isKept: boolean): CompressedPage {
  let brotli: Buffer | undefined;
  let gzip: Buffer | undefined;
  return {
    html,
    brotli: () => {
      brotli ??= brotliCompressSync(html, {
        params: { [zlib.BROTLI_PARAM_QUALITY]: isKept ? 11 : 5 },
      });
      return brotli;
    },
    gzip: () => {
      gzip ??= gzipSync(html, { level: isKept ? 9 : 6 });
      return gzip;
    },
  };
}
