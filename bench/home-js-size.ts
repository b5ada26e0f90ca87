// JavaScript the home page costs a mobile visitor, gzip level 9 (budget: ≤ 90 KB). The budgeted
// figure comes from a real page load (every .js response, lazy route chunks included); the entry
// graph read from index.html is printed beside it to tell the shell from the lazy chunks.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { type Measurement, PrerequisiteError, round, withTimeout } from './lib/measurement';
import { chromiumFlags, chromiumPath, requireBuild, requireChromium, webDist } from './lib/paths';
import { startProductionServer } from './lib/production-server';

const PAGE_TIMEOUT_MS = 60_000;

const gzipKb = (code: Buffer) => gzipSync(code, { level: 9 }).length / 1024;

export async function homeJsSize(): Promise<Measurement[]> {
  requireBuild({ server: true, web: true });
  requireChromium();
  const entry = entryGraph();
  const loaded = await scriptsLoadedByHome();
  const sum = (files: Map<string, Buffer>) =>
    [...files.values()].reduce((total, code) => total + gzipKb(code), 0);
  return [
    { name: 'home-js.gzip', value: round(sum(loaded)), unit: 'KB', budget: { max: 90 } },
    { name: 'home-js.files', value: loaded.size, unit: 'files' },
    { name: 'home-js.entry-graph-gzip', value: round(sum(entry)), unit: 'KB' },
  ];
}

/** Every .js the browser fetches while loading `/` until the network is idle, by path. */
async function scriptsLoadedByHome(): Promise<Map<string, Buffer>> {
  const { chromium } = await import('playwright-core').catch(() => {
    throw new PrerequisiteError('playwright-core is not installed (it comes with @app/e2e)');
  });
  const server = await startProductionServer();
  const browser = await chromium
    .launch({ executablePath: chromiumPath, headless: true, args: chromiumFlags })
    .catch(async (error: unknown) => {
      await server.stop();
      throw error;
    });
  try {
    const page = await browser.newPage();
    const pending: Promise<void>[] = [];
    const scripts = new Map<string, Buffer>();
    page.on('response', (response) => {
      const url = new URL(response.url());
      const isScript =
        url.pathname.endsWith('.js') ||
        (response.headers()['content-type'] ?? '').includes('javascript');
      if (!isScript || url.origin !== server.origin) return;
      pending.push(
        response.body().then((body) => {
          scripts.set(url.pathname, body);
        }),
      );
    });
    const response = await page.goto(`${server.origin}/`, {
      waitUntil: 'networkidle',
      timeout: PAGE_TIMEOUT_MS,
    });
    if (!response?.ok()) throw new Error(`GET / answered ${response?.status() ?? 'nothing'}`);
    await withTimeout(Promise.all(pending), PAGE_TIMEOUT_MS, 'reading the script bodies');
    if (scripts.size === 0)
      throw new Error('the home page loaded no JavaScript: is the build right?');
    return scripts;
  } finally {
    await browser.close();
    await server.stop();
  }
}

/**
 * The scripts index.html asks for (module scripts, modulepreload links) and their static
 * imports, read from apps/web/dist; dynamic import() (lazy routes) is left out on purpose.
 */
function entryGraph(): Map<string, Buffer> {
  const html = readFileSync(path.join(webDist, 'index.html'), 'utf8');
  const roots = [
    ...tagsOf(html, 'script')
      .filter((tag) => attribute(tag, 'type') === 'module')
      .map((tag) => attribute(tag, 'src')),
    ...tagsOf(html, 'link')
      .filter((tag) => attribute(tag, 'rel') === 'modulepreload')
      .map((tag) => attribute(tag, 'href')),
  ].filter((href): href is string => href !== undefined);

  const files = new Map<string, Buffer>();
  const queue = roots.map((href) => path.join(webDist, new URL(href, 'http://site/').pathname));
  while (queue.length > 0) {
    const file = queue.pop() as string;
    if (files.has(file)) continue;
    if (!existsSync(file)) throw new Error(`index.html refers to a missing script: ${file}`);
    const code = readFileSync(file);
    files.set(file, code);
    for (const specifier of staticImports(code.toString('utf8'))) {
      queue.push(path.resolve(path.dirname(file), specifier));
    }
  }
  return files;
}

function tagsOf(html: string, tag: string): string[] {
  return html.match(new RegExp(`<${tag}\\b[^>]*>`, 'gi')) ?? [];
}

function attribute(tag: string, name: string): string | undefined {
  return new RegExp(`\\s${name}\\s*=\\s*["']([^"']*)["']`, 'i').exec(tag)?.[1];
}

/** `import … from "./x.js"`, `import "./x.js"`, `export … from "./x.js"`, not `import("./x.js")`. */
function staticImports(code: string): string[] {
  const pattern =
    /(?:^|[;}\s])(?:import|export)\s*(?:[\w$*{},\s]+?\s*from\s*)?["'](\.{1,2}\/[^"']+)["']/g;
  return [...code.matchAll(pattern)].map((match) => match[1] as string);
}
