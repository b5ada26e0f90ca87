import { readdir, readFile, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
// Relative path: the config is bundled by Vite, which would leave the workspace package external.
import { brand } from '../../packages/domain/src/brand.ts';

const require = createRequire(import.meta.url);
// Resolved the way react-intl resolves them (not the older copies hoisted to the root).
const fromIntl = createRequire(require.resolve('react-intl'));
const messageFormatFile = fromIntl.resolve('intl-messageformat');
const fastMemoizeFile = createRequire(messageFormatFile).resolve('@formatjs/fast-memoize');
const parserDir = path.dirname(fromIntl.resolve('@formatjs/icu-messageformat-parser'));
const routerDir = path.dirname(require.resolve('react-router/package.json'));
// the site's catalogues (src/i18n/fr.json) and the features' own (src/i18n/help/fr.json)
const catalogue = /[\\/]src[\\/]i18n[\\/](?:[a-z-]+[\\/])?[a-z]{2}\.json$/;

/**
 * Compiles the message catalogues to the ICU syntax tree at build time, so the production
 * bundle can leave the ICU parser out (performance budget: home page JS ≤ 90 KB gzip).
 * Dev server and unit tests keep the plain strings and the parser.
 */
function precompileMessages(): Plugin {
  return {
    name: 'precompile-messages',
    apply: 'build',
    enforce: 'pre',
    async load(id) {
      if (!catalogue.test(id)) return null;
      const { parse } = (await import(pathToFileURL(path.join(parserDir, 'index.js')).href)) as {
        parse: (message: string) => unknown;
      };
      const messages = JSON.parse(await readFile(id, 'utf8')) as Record<string, string>;
      const compiled = Object.fromEntries(
        Object.entries(messages).map(([key, message]) => [key, parse(message)]),
      );
      return JSON.stringify(compiled);
    },
  };
}

/** The brand is configured once, in the domain package (brand.ts); the shell reads it from there. */
function brandShell(): Plugin {
  return {
    name: 'brand-shell',
    transformIndexHtml: (html) => html.replaceAll('%BRAND_NAME%', brand.name),
  };
}

/**
 * Writes .br and .gz beside every asset: the server serves them as is (@fastify/static
 * preCompressed), so no response is compressed on the fly and none goes out uncompressed.
 */
function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      const entries = await readdir(outDir, { recursive: true, withFileTypes: true });
      for (const entry of entries) {
        if (!entry.isFile() || !/\.(js|css|svg|json|txt|webmanifest)$/.test(entry.name)) continue;
        const file = path.join(entry.parentPath, entry.name);
        const content = await readFile(file);
        await writeFile(`${file}.gz`, gzipSync(content, { level: 9 }));
        await writeFile(
          `${file}.br`,
          brotliCompressSync(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
        );
      }
    },
  };
}

/** A chunk group's test: the module's path ends with one of `paths` (a folder's end with '/'). */
function modules(...paths: string[]): (id: string) => boolean {
  return (id) => {
    const file = id.replaceAll('\\', '/');
    return paths.some((end) => (end.endsWith('/') ? file.includes(end) : file.endsWith(end)));
  };
}

/**
 * Modules that are always loaded together, in one chunk each, instead of the many small chunks
 * (50 B to 2 KB) the automatic split makes of them: each chunk is one more request and, on the
 * main thread, one more link to insert and one more fetch to complete (issue 14). A group's chunk
 * is loaded by every page that needs any of its modules, so a group holds only modules whose pages
 * load the others anyway; what a page loads late (zod, the tariff, the forms, each page's and
 * step's own chunk) stays in chunks of its own.
 */
const chunkGroups = [
  // React and its renderer, evaluated in a task of their own before the app (main.tsx)
  {
    name: 'react',
    test: modules('node_modules/react/', 'node_modules/react-dom/', 'node_modules/scheduler/'),
    priority: 40,
  },
  // zod whole (its coercions were a chunk of 77 bytes), with the field builders every form's
  // schemas share (text, date: a few functions and one schema) and the forms' first stage
  // (lib/zod-ready.ts, one schema), each a chunk of its own before
  {
    name: 'zod',
    test: modules(
      'node_modules/zod/',
      'domain/src/schemas/text.ts',
      'domain/src/schemas/date-field.ts',
      'web/src/lib/zod-ready.ts',
    ),
    priority: 35,
  },
  // every page's shell, loaded by boot: the router, the messages' runtime, the route table
  {
    name: 'shell',
    test: modules(
      'node_modules/react-router/',
      'node_modules/react-intl/',
      'node_modules/@formatjs/',
      'node_modules/intl-messageformat/',
      'domain/src/routes.ts',
      'domain/src/brand.ts',
      'domain/src/business-lines.ts',
      'domain/src/subscriptions/channel.ts',
      'web/src/ui/page-heading.tsx',
      // the error boundary of every page, its notice and its report, which the modals loaded on
      // intent use too
      'web/src/ui/error-boundary.tsx',
      'web/src/ui/load-failure.tsx',
      'web/src/lib/client-errors.ts',
      'web/src/lib/cookies.ts',
      'domain/src/client-errors.ts',
      'web/src/lib/feature-messages.tsx',
      // the domain messages' loader and registry (1 KB): a language's table is a chunk of its own
      'web/src/lib/server-messages.ts',
      'domain/src/messages/translate.ts',
      // the features' catalogue loaders (200 bytes each): the catalogue's request starts at once
      'features/subscription/subscription-messages.ts',
      'features/public-forms/public-forms-messages.ts',
      'features/claims/claims-messages.ts',
      'features/help/help-messages.ts',
    ),
    priority: 30,
  },
  // the calls to the API: TanStack Query and the app's client
  {
    name: 'query',
    test: modules(
      'node_modules/@tanstack/',
      'web/src/lib/api.ts',
      'web/src/lib/query-provider.tsx',
    ),
    priority: 20,
  },
  // the small pure pieces of the domain that the price and form pages share (no zod, no tariff)
  {
    name: 'domain',
    test: modules(
      'domain/src/constants.ts',
      'domain/src/format/chf.ts',
      'domain/src/dates/calendar.ts',
      'domain/src/dates/swiss-today.ts',
      'domain/src/pricing/rounding.ts',
      'domain/src/subscriptions/animal.ts',
      'domain/src/claims/constants.ts',
      'domain/src/forms/constants.ts',
    ),
    priority: 10,
  },
  // the public pages' small pieces: the animals' pictures (home, offers, step 1), the promotion
  // banner and partner logo (home, offers), the modals' loader on intent
  {
    name: 'site-kit',
    test: modules(
      'web/src/assets/animal-cat.svg',
      'web/src/assets/animal-dog.svg',
      'web/src/assets/animal-horse.svg',
      'web/src/assets/animal-bird.svg',
      'web/src/assets/animal-cattle.svg',
      'web/src/assets/animal-farm-animal.svg',
      'web/src/assets/animal-other.svg',
      'web/src/assets/chi-hero.svg',
      'web/src/ui/promo-banner.tsx',
      'web/src/ui/promo-banner.css',
      'web/src/ui/partner-logo.tsx',
      'web/src/ui/partner-logo.css',
      'web/src/lib/lazy-on-intent.tsx',
    ),
    priority: 10,
  },
  // what the two wizards (subscription, claim) share: the steps, continue later, resume links
  {
    name: 'wizard-kit',
    test: modules(
      'web/src/ui/continue-later.tsx',
      'web/src/ui/step-indicator.tsx',
      'web/src/ui/step-indicator.css',
      'web/src/lib/resume-links.ts',
      'domain/src/schemas/resume-links.ts',
    ),
    priority: 10,
  },
  // what the quick calculators and the subscription share: the quote's fields, store and pricing
  {
    name: 'quote-kit',
    test: modules(
      'features/subscription/components/animal-quote-fields.tsx',
      'features/subscription/components/wizard.css',
      'features/subscription/components/indoor-cat-field.tsx',
      'features/subscription/use-wizard-context.ts',
      'features/subscription/wizard-engine.ts',
      'features/subscription/subscription-store.ts',
      'features/subscription/api/use-breeds.ts',
      'features/subscription/api/use-pet-prices.ts',
      'domain/src/dates/start-window.ts',
      'domain/src/pricing/price-lists.ts',
      'domain/src/pricing/pet-cover.ts',
      'domain/src/pricing/pet.ts',
      'domain/src/pricing/horse.ts',
      'domain/src/pricing/problems.ts',
      'domain/src/pricing/eligibility.ts',
      'domain/src/pricing/horse-cover.ts',
      'domain/src/subscriptions/product-references.ts',
    ),
    priority: 10,
  },
];

export default defineConfig(({ command, isSsrBuild }) => ({
  // the prerender entry (`vite build --ssr src/prerender.tsx`) is run once at build time, never served
  plugins: [react(), precompileMessages(), brandShell(), ...(isSsrBuild ? [] : [precompress()])],
  resolve: {
    alias:
      command === 'build'
        ? [
            // The package's "import" condition points at its development build.
            {
              find: /^react-router$/,
              replacement: path.join(routerDir, 'dist/production/index.mjs'),
            },
            // react-intl and @formatjs/intl each nest the same versions: bundle one copy.
            {
              find: /^intl-messageformat$/,
              replacement: messageFormatFile,
            },
            {
              find: /^@formatjs\/fast-memoize$/,
              replacement: fastMemoizeFile,
            },
            {
              find: /^@formatjs\/icu-messageformat-parser$/,
              replacement: path.join(parserDir, 'no-parser.js'),
            },
          ]
        : [],
  },
  server: {
    port: 5173,
    proxy: { '/api': 'http://localhost:3000' },
  },
  preview: {
    proxy: { '/api': 'http://localhost:3000' },
  },
  build: {
    outDir: isSsrBuild ? 'dist-ssr' : 'dist',
    emptyOutDir: true,
    target: 'es2022',
    // CSP: img-src/font-src 'self' only; never inline assets as data: URIs.
    assetsInlineLimit: 0,
    modulePreload: { polyfill: false },
    cssCodeSplit: true,
    // read by the server to preload each page's chunks from the HTML (no request waterfall)
    manifest: !isSsrBuild,
    rolldownOptions: isSsrBuild
      ? {}
      : {
          output: { codeSplitting: { groups: chunkGroups, includeDependenciesRecursively: false } },
        },
  },
}));
