// Runs the bench figures in sequence and prints one table `name | value | unit`.
//   node --import tsx run.ts              every figure
//   node --import tsx run.ts api-races    one figure (or several, space-separated)
// Adding a figure: write `<figure>.ts` exporting an async function returning Measurement[]
// (see lib/measurement.ts), then add one line to `figures` below.
import { availableParallelism, loadavg } from 'node:os';
import { type Figure, type Measurement, PrerequisiteError } from './lib/measurement';

/** Loaded lazily: running one figure does not load the others' tools (Lighthouse, Playwright). */
const figures: Record<string, () => Promise<Figure>> = {
  'api-races': async () => (await import('./api-races')).apiRaces,
  'api-price': async () => (await import('./api-price')).apiPrice,
  'quote-throughput': async () => (await import('./quote-throughput')).quoteThroughput,
  'pdf-timing': async () => (await import('./pdf-timing')).pdfTiming,
  'home-js-size': async () => (await import('./home-js-size')).homeJsSize,
  lighthouse: async () => (await import('./lighthouse')).lighthouse,
};

interface Row extends Measurement {
  figure: string;
}

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
        console.log(`  ${measurement.name} ${measurement.value} ${measurement.unit}`);
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
  printTable(rows);
  if (failures.length > 0) console.log(`\nFailed: ${failures.join(', ')}`);
  return failures.length > 0 ? 1 : 0;
}

function budgetOf(row: Measurement): string {
  if (!row.budget) return '';
  if ('max' in row.budget) {
    return `≤ ${row.budget.max} ${row.value <= row.budget.max ? 'ok' : 'OVER BUDGET'}`;
  }
  return `≥ ${row.budget.min} ${row.value >= row.budget.min ? 'ok' : 'UNDER BUDGET'}`;
}

function printTable(rows: Row[]): void {
  const header = ['name', 'value', 'unit', 'budget'];
  const cells = rows.map((row) => [row.name, String(row.value), row.unit, budgetOf(row)]);
  const widths = header.map((title, column) =>
    Math.max(title.length, ...cells.map((line) => (line[column] ?? '').length)),
  );
  const format = (line: string[]) =>
    line
      .map((cell, column) =>
        column === 1 ? cell.padStart(widths[column] ?? 0) : cell.padEnd(widths[column] ?? 0),
      )
      .join(' | ')
      .trimEnd();
  console.log(`\n${format(header)}`);
  console.log(widths.map((width) => '-'.repeat(width)).join('-|-'));
  for (const line of cells) console.log(format(line));
}

process.exitCode = await main();
