// The bench's output besides the log: a table (ours, its anchor from the same run, the ratio, the
// budget and the change since the previous run), a JSON file that the next run compares with,
// and a small SVG chart of the same figures.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { availableParallelism, loadavg } from 'node:os';
import path from 'node:path';
import type { Measurement } from './measurement';

export interface Row extends Measurement {
  figure: string;
}

/** One figure's rows as measured by one run, kept in the JSON file. */
interface FigureRun {
  measuredAt: string;
  commit: string;
  machine: { cpus: number; load1: number };
  rows: Measurement[];
}

/** bench/results/bench.json: the last run of each figure (a run of one figure keeps the others). */
export interface Results {
  figures: Record<string, FigureRun>;
}

export function readResults(file: string): Results | null {
  if (!existsSync(file)) return null;
  try {
    const parsed = JSON.parse(readFileSync(file, 'utf8')) as Results;
    return parsed && typeof parsed.figures === 'object' ? parsed : null;
  } catch {
    return null;
  }
}

function currentCommit(): string {
  try {
    const commit = execFileSync('git', ['rev-parse', '--short', 'HEAD'], { encoding: 'utf8' });
    const dirty = execFileSync('git', ['status', '--porcelain', '--untracked-files=no'], {
      encoding: 'utf8',
    });
    return `${commit.trim()}${dirty.trim() ? '+changes' : ''}`;
  } catch {
    return 'unknown';
  }
}

/** The previous results with this run's figures replaced. */
export function mergeResults(previous: Results | null, rows: Row[]): Results {
  const figures: Record<string, FigureRun> = { ...(previous?.figures ?? {}) };
  const machine = { cpus: availableParallelism(), load1: Number(loadavg()[0]?.toFixed(2)) };
  const commit = currentCommit();
  const measuredAt = new Date().toISOString();
  for (const figure of new Set(rows.map((row) => row.figure))) {
    figures[figure] = {
      measuredAt,
      commit,
      machine,
      rows: rows.filter((row) => row.figure === figure).map(({ figure: _figure, ...row }) => row),
    };
  }
  return { figures };
}

export function writeResults(file: string, results: Results): void {
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, `${JSON.stringify(results, null, 2)}\n`);
}

function previousValue(previous: Results | null, row: Row): number | undefined {
  return previous?.figures[row.figure]?.rows.find((entry) => entry.name === row.name)?.value;
}

function budgetOf(row: Measurement): string {
  if (!row.budget) return '';
  if ('max' in row.budget) {
    return `≤ ${row.budget.max} ${row.value <= row.budget.max ? 'ok' : 'OVER BUDGET'}`;
  }
  return `≥ ${row.budget.min} ${row.value >= row.budget.min ? 'ok' : 'UNDER BUDGET'}`;
}

const formatNumber = (value: number) =>
  Number.isInteger(value) ? String(value) : String(Math.round(value * 100) / 100);

function deltaOf(value: number, before: number | undefined): string {
  if (before === undefined) return '';
  const change = value - before;
  const sign = change > 0 ? '+' : '';
  const percent = before === 0 ? '' : ` (${sign}${Math.round((change / before) * 1000) / 10}%)`;
  return `${sign}${formatNumber(change)}${percent}`;
}

export function printTable(rows: Row[], previous: Results | null): void {
  const header = ['name', 'ours', 'anchor', 'ours/anchor', 'unit', 'budget', 'previous', 'Δ'];
  const cells = rows.map((row) => {
    const before = previousValue(previous, row);
    return [
      row.name,
      formatNumber(row.value),
      row.anchor ? formatNumber(row.anchor.value) : '',
      row.anchor && row.anchor.value !== 0
        ? `${Math.round((row.value / row.anchor.value) * 1000) / 10}%`
        : '',
      row.unit,
      budgetOf(row),
      before === undefined ? '' : formatNumber(before),
      deltaOf(row.value, before),
    ];
  });
  const numeric = new Set([1, 2, 3, 6]);
  const widths = header.map((title, column) =>
    Math.max(title.length, ...cells.map((line) => (line[column] ?? '').length)),
  );
  const format = (line: string[]) =>
    line
      .map((cell, column) =>
        numeric.has(column) ? cell.padStart(widths[column] ?? 0) : cell.padEnd(widths[column] ?? 0),
      )
      .join(' | ')
      .trimEnd();
  console.log(`\n${format(header)}`);
  console.log(widths.map((width) => '-'.repeat(width)).join('-|-'));
  for (const line of cells) console.log(format(line));
  const anchors = [...new Set(rows.flatMap((row) => (row.anchor ? [row.anchor.label] : [])))];
  if (anchors.length > 0) console.log(`\nanchors (same run): ${anchors.join('; ')}`);
}

const shorten = (text: string, length: number) =>
  text.length > length ? `${text.slice(0, length - 1)}…` : text;

const escapeXml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * A bar chart: each figure with an anchor as two bars (ours, anchor) on its own scale, and each
 * budgeted figure without one as a bar with its budget marked.
 */
export function chartSvg(rows: Row[]): string {
  const charted = rows.filter((row) => row.anchor || row.budget);
  const labelWidth = 360;
  const barWidth = 360;
  const rowHeight = 46;
  const width = labelWidth + barWidth + 150;
  const height = 40 + charted.length * rowHeight + 30;
  const parts: string[] = [
    `<svg xmlns="http://www.w3.org/2000/svg" role="img" aria-labelledby="title" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" font-family="sans-serif" font-size="12">`,
    `<title id="title">Bench figures: ours against the anchor measured in the same run, and the budgets</title>`,
    `<rect width="100%" height="100%" fill="#fff"/>`,
    `<text x="10" y="22" font-size="14" font-weight="bold">Bench ${escapeXml(new Date().toISOString().slice(0, 16).replace('T', ' '))} UTC — ours (blue) and anchor from the same run (grey)</text>`,
  ];
  charted.forEach((row, index) => {
    const top = 40 + index * rowHeight;
    const budget = row.budget ? ('max' in row.budget ? row.budget.max : row.budget.min) : 0;
    const scale = Math.max(row.value, row.anchor?.value ?? 0, budget) * 1.05 || 1;
    const length = (value: number) => Math.max(1, (value / scale) * barWidth);
    const isOk = !row.budget
      ? true
      : 'max' in row.budget
        ? row.value <= row.budget.max
        : row.value >= row.budget.min;
    parts.push(
      `<text x="10" y="${top + 14}">${escapeXml(row.name)}</text>`,
      `<text x="10" y="${top + 30}" fill="#666" font-size="10">${escapeXml(shorten(`${row.unit}${row.anchor ? ` · anchor: ${row.anchor.label}` : ''}`, 62))}</text>`,
      `<rect x="${labelWidth}" y="${top + 4}" width="${length(row.value)}" height="14" fill="${isOk ? '#2563eb' : '#dc2626'}"/>`,
      `<text x="${labelWidth + length(row.value) + 6}" y="${top + 15}">${formatNumber(row.value)}</text>`,
    );
    if (row.anchor) {
      parts.push(
        `<rect x="${labelWidth}" y="${top + 22}" width="${length(row.anchor.value)}" height="14" fill="#9ca3af"/>`,
        `<text x="${labelWidth + length(row.anchor.value) + 6}" y="${top + 33}" fill="#666">${formatNumber(row.anchor.value)}</text>`,
      );
    }
    if (row.budget) {
      const x = labelWidth + length(budget);
      parts.push(
        `<line x1="${x}" y1="${top}" x2="${x}" y2="${top + 40}" stroke="#111" stroke-dasharray="3 2"/>`,
        `<text x="${x + 3}" y="${top + 44}" font-size="10">budget ${'max' in (row.budget ?? {}) ? '≤' : '≥'} ${budget}</text>`,
      );
    }
  });
  parts.push('</svg>');
  return `${parts.join('\n')}\n`;
}

export function writeChart(file: string, rows: Row[]): void {
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, chartSvg(rows));
}
