// Runs the bench figures in sequence and prints one table: each figure, its anchor measured in
// the same run (a bare Fastify route, the server after a restart…), the budget and the change
// since the previous run; writes bench/results/bench.json (read by the next run) and
// bench/results/bench.svg (a chart of the same figures).
//   node --import tsx run.ts              every figure
//   node --import tsx run.ts api-races    one figure (or several, space-separated)
// Adding a figure: write `<figure>.ts` exporting an async function returning Measurement[]
// (see lib/measurement.ts), then add one line to `figures` below.
import { availableParallelism, loadavg } from 'node:os';
import path from 'node:path';
import { type Figure, PrerequisiteError } from './lib/measurement';
import { resultsDir } from './lib/paths';
import {
  mergeResults,
  printTable,
  type Row,
  readResults,
  writeChart,
  writeResults,
} from './lib/report';

const resultsFile = path.join(resultsDir, 'bench.json');
const chartFile = path.join(resultsDir, 'bench.svg');

/** Loaded lazily: running one figure does not load the others' tools (Lighthouse, Playwright). */
const figures: Record<string, () => Promise<Figure>> = {
  // first: right after the API figures (both cores loaded for a minute) this machine runs
  // memory-heavy code intermittently slower for about 40 s, and quote() measured there 141–152
  // thousand quotes/s against 233–256 thousand alone (an integer loop does not slow down)
  'quote-throughput': async () => (await import('./quote-throughput')).quoteThroughput,
  'api-races': async () => (await import('./api-races')).apiRaces,
  'api-price': async () => (await import('./api-price')).apiPrice,
  'db-pglite': async () => (await import('./db-pglite')).dbPglite,
  'pdf-timing': async () => (await import('./pdf-timing')).pdfTiming,
  'home-js-size': async () => (await import('./home-js-size')).homeJsSize,
  lighthouse: async () => (await import('./lighthouse')).lighthouse,
};

async function main(): Promise<number> {
  const asked = process.argv.slice(2);
  const unknown = asked.filter((name) => !(name in figures));
  if (unknown.length > 0) {
    console.error(
      `Unknown figure: ${unknown.join(', ')}. Known: ${Object.keys(figures).join(', ')}`,
    );
    return 2;
  }
  const selected = asked.length > 0 ? asked : Object.keys(figures);
  // figures from a busy machine are noisy: say how busy it was
  const [load1] = loadavg();
  console.log(`machine: ${availableParallelism()} CPUs, load average ${load1?.toFixed(2)}`);
  const rows: Row[] = [];
  const failures: string[] = [];
  for (const figure of selected) {
    const started = performance.now();
    console.log(`▶ ${figure}`);
    try {
      const measure = await (figures[figure] as () => Promise<Figure>)();
      for (const measurement of await measure()) {
        rows.push({ figure, ...measurement });
        const anchor = measurement.anchor
          ? ` (anchor ${measurement.anchor.value}: ${measurement.anchor.label})`
          : '';
        console.log(`  ${measurement.name} ${measurement.value} ${measurement.unit}${anchor}`);
      }
      console.log(`  (${((performance.now() - started) / 1000).toFixed(0)} s)`);
    } catch (error) {
      const message =
        error instanceof PrerequisiteError
          ? error.message
          : error instanceof Error
            ? (error.stack ?? error.message)
            : String(error);
      console.log(`  ✗ ${figure} failed: ${message}`);
      failures.push(figure);
    }
  }
  const previous = readResults(resultsFile);
  printTable(rows, previous);
  if (rows.length > 0) {
    const results = mergeResults(previous, rows);
    writeResults(resultsFile, results);
    const charted = Object.entries(results.figures).flatMap(([figure, run]) =>
      run.rows.map((row) => ({ figure, ...row })),
    );
    writeChart(chartFile, charted);
    console.log(
      `\nresults: ${path.relative(process.cwd(), resultsFile)}, chart: ${path.relative(process.cwd(), chartFile)}`,
    );
  }
  if (failures.length > 0) console.log(`\nFailed: ${failures.join(', ')}`);
  return failures.length > 0 ? 1 : 0;
}

process.exitCode = await main();
