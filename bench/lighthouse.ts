// Lighthouse scores of the production build (mobile emulation, simulated throttling: the default
// config), median of three runs per page since the performance score moves between runs; with
// each page's Largest Contentful Paint, Total Blocking Time, Cumulative Layout Shift and the
// JavaScript transferred (issue 14), for the public pages of issue 14 in French and German; and
// the page's main-thread tasks in the load Lighthouse observed (which it then scales by its CPU
// slowdown): their wall-clock time and the thread CPU time within it.
import { locales } from '@app/domain/locale';
import { href, type RouteName } from '@app/domain/routes';
import * as chromeLauncher from 'chrome-launcher';
import runLighthouse from 'lighthouse';
import { mainThreadTime } from './lib/main-thread';
import { type Measurement, median, round, withTimeout } from './lib/measurement';
import { chromiumFlags, chromiumPath, requireBuild, requireChromium } from './lib/paths';
import { startProductionServer } from './lib/production-server';

const categories = ['performance', 'accessibility', 'best-practices', 'seo'] as const;

/** The public pages of issue 14, each in both languages; paths come from the route table. */
const publicPages: { name: string; route: RouteName; query?: Record<string, string> }[] = [
  { name: 'home', route: 'home' },
  { name: 'offers-dogs', route: 'offers-dogs' },
  { name: 'offers-cats', route: 'offers-cats' },
  { name: 'offers-horses', route: 'offers-horses' },
  // issue 4: the subscription's step 1 as the dog offer's button opens it
  { name: 'subscription-step-1-dog', route: 'subscription-step-1', query: { animal: 'dog' } },
  { name: 'claim-step-1', route: 'declaration-step-1' },
  { name: 'help', route: 'help' },
  { name: 'news', route: 'news' },
];

/** Pages to score; the name prefixes the figures (`lighthouse.<name>.<category>`). */
export const pages: { name: string; path: string }[] = publicPages.flatMap((page) =>
  locales.map((locale) => ({
    name: `${page.name}-${locale}`,
    path: href(page.route, locale, {}, page.query),
  })),
);

/** Issues 2, 4 and 14: performance 100 on every public page, accessibility 100 (mobile). */
const budgets: Partial<Record<(typeof categories)[number], { min: number }>> = {
  performance: { min: 100 },
  accessibility: { min: 100 },
};

/** Metrics printed beside the scores: audit id → figure name and unit. */
const metrics = [
  { audit: 'largest-contentful-paint', name: 'lcp', unit: 'ms', decimals: 0 },
  { audit: 'total-blocking-time', name: 'tbt', unit: 'ms', decimals: 0 },
  { audit: 'cumulative-layout-shift', name: 'cls', unit: 'score', decimals: 3 },
] as const;

const RUNS = 3;
/** Key of a run's values holding Lighthouse's benchmark index of the machine. */
const HOST_INDEX = 'benchmark-index';
/** Keys of a run's values (and figure names) of the main thread's task time: wall clock, CPU. */
const MAIN_WALL = 'main-thread-wall';
const MAIN_CPU = 'main-thread-cpu';
const RUN_TIMEOUT_MS = 120_000;

/** Lighthouse asks to "run again" for these (NO_FCP, NO_NAVSTART: mostly a starved CPU). */
class LighthouseRuntimeError extends Error {}
const ATTEMPTS = 3;

export async function lighthouse(): Promise<Measurement[]> {
  requireBuild({ server: true, web: true });
  requireChromium();
  const server = await startProductionServer();
  try {
    const measurements: Measurement[] = [];
    const hostIndices: number[] = [];
    for (const page of pages) {
      const runs: Record<string, number>[] = [];
      for (let run = 0; run < RUNS; run += 1) {
        runs.push(await score(`${server.origin}${page.path}`));
      }
      for (const values of runs) {
        if (values[HOST_INDEX] !== undefined) hostIndices.push(values[HOST_INDEX]);
      }
      // a run without the value (a trace without thread times) is left out, not sorted as NaN
      const medianOf = (key: string) =>
        median(runs.flatMap((values) => (values[key] === undefined ? [] : [values[key]])));
      for (const category of categories) {
        measurements.push({
          name: `lighthouse.${page.name}.${category}`,
          value: round(medianOf(category), 0),
          unit: 'score',
          ...(budgets[category] ? { budget: budgets[category] } : {}),
        });
      }
      for (const metric of metrics) {
        measurements.push({
          name: `lighthouse.${page.name}.${metric.name}`,
          value: round(medianOf(metric.audit), metric.decimals),
          unit: metric.unit,
        });
      }
      measurements.push({
        name: `lighthouse.${page.name}.js-transferred`,
        value: round(medianOf('script-transfer') / 1024),
        unit: 'KB',
      });
      // the main thread's tasks in the observed load (before Lighthouse scales them): how long
      // they lasted and how much of it the thread ran; the difference is the machine's other
      // work (the browser's processes, the server) holding the cores
      for (const key of [MAIN_WALL, MAIN_CPU]) {
        measurements.push({
          name: `lighthouse.${page.name}.${key}`,
          value: round(medianOf(key), 0),
          unit: 'ms',
        });
      }
    }
    // Lighthouse's CPU slowdown (4×) is relative to the machine it runs on: its own measure of
    // that machine says how far apart two runs' figures are (docs/throttling.md: a desktop of
    // 1000–2000; it warns under 1000)
    measurements.push({
      name: 'lighthouse.host-benchmark-index',
      value: round(median(hostIndices), 0),
      unit: 'index',
    });
    printPages(measurements);
    console.log(
      `  host benchmark index (Lighthouse's CPU measure of this machine): median ${round(median(hostIndices), 0)}, ${Math.round(Math.min(...hostIndices))}–${Math.round(Math.max(...hostIndices))} over ${hostIndices.length} runs`,
    );
    return measurements;
  } finally {
    await server.stop();
  }
}

/** One line per page: the performance score and the metrics behind it (medians). */
function printPages(measurements: Measurement[]): void {
  const figureOf = (page: string, name: string) =>
    measurements.find((entry) => entry.name === `lighthouse.${page}.${name}`)?.value ?? Number.NaN;
  const header = ['page', 'perf', 'LCP ms', 'TBT ms', 'CLS', 'JS KB', 'main ms', 'its CPU ms'];
  const lines = pages.map((page) => [
    page.path,
    String(figureOf(page.name, 'performance')),
    String(figureOf(page.name, 'lcp')),
    String(figureOf(page.name, 'tbt')),
    String(figureOf(page.name, 'cls')),
    String(figureOf(page.name, 'js-transferred')),
    String(figureOf(page.name, MAIN_WALL)),
    String(figureOf(page.name, MAIN_CPU)),
  ]);
  const widths = header.map((title, column) =>
    Math.max(title.length, ...lines.map((line) => (line[column] ?? '').length)),
  );
  const format = (line: string[]) =>
    line
      .map((cell, column) =>
        column === 0 ? cell.padEnd(widths[0] ?? 0) : cell.padStart(widths[column] ?? 0),
      )
      .join('  ');
  console.log(`  ${format(header)}`);
  for (const line of lines) console.log(`  ${format(line)}`);
  console.log(
    "  main ms: the main thread's tasks in the observed load, wall clock (Lighthouse scales these); its CPU ms: the time the thread ran within them (the rest it waited, for a core or for another process)",
  );
}

/** Category scores (0–100) and metric values of one run, by category or audit id. */
async function score(url: string): Promise<Record<string, number>> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await scoreInFreshChrome(url);
    } catch (error) {
      if (!(error instanceof LighthouseRuntimeError) || attempt >= ATTEMPTS) throw error;
      console.log(`  (retrying ${url}: ${error.message})`);
    }
  }
}

/** A new browser per run, as Lighthouse CI does: no cache or tab state from the previous run. */
async function scoreInFreshChrome(url: string): Promise<Record<string, number>> {
  const chrome = await chromeLauncher.launch({
    chromePath: chromiumPath,
    chromeFlags: ['--headless', ...chromiumFlags],
    logLevel: 'error',
  });
  try {
    const result = await withTimeout(
      runLighthouse(url, {
        port: chrome.port,
        logLevel: 'error',
        output: 'json',
        onlyCategories: [...categories],
      }),
      RUN_TIMEOUT_MS,
      `Lighthouse ${url}`,
    );
    if (!result) throw new Error(`Lighthouse ${url}: no result`);
    const { lhr } = result;
    if (lhr.runtimeError) {
      throw new LighthouseRuntimeError(
        `Lighthouse ${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`,
      );
    }
    const scores: Record<string, number> = {};
    for (const category of categories) {
      const value = lhr.categories[category]?.score;
      if (value === null || value === undefined) {
        throw new Error(`Lighthouse ${url}: no ${category} score (${lhr.runWarnings.join('; ')})`);
      }
      scores[category] = value * 100;
    }
    for (const metric of metrics) {
      const value = lhr.audits[metric.audit]?.numericValue;
      if (typeof value === 'number') scores[metric.audit] = value;
    }
    const { benchmarkIndex } = lhr.environment;
    if (typeof benchmarkIndex === 'number') scores[HOST_INDEX] = benchmarkIndex;
    // the resource summary's script row: every JavaScript response, bytes on the wire
    const items = (lhr.audits['resource-summary']?.details as { items?: unknown[] } | undefined)
      ?.items as { resourceType?: string; transferSize?: number }[] | undefined;
    const scripts = items?.find((item) => item.resourceType === 'script');
    if (typeof scripts?.transferSize === 'number') scores['script-transfer'] = scripts.transferSize;
    const mainThread = mainThreadTime(
      result.artifacts.Trace.traceEvents,
      lhr.mainDocumentUrl ?? url,
    );
    if (mainThread) {
      scores[MAIN_WALL] = mainThread.wallMs;
      scores[MAIN_CPU] = mainThread.cpuMs;
    }
    return scores;
  } finally {
    chrome.kill();
  }
}
