// Where a server's CPU time goes under load: a V8 CPU profile taken inside the target process
// (node:inspector, started and stopped by IPC messages, so that start-up is not in it) and
// summarised as its top frames, by self time and by total time, and by area (our code, Fastify,
// Node's HTTP, zod, the database…). The raw profile is kept for Chrome DevTools.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/** The parts of a V8 `.cpuprofile` read here (Profiler.Profile in the DevTools protocol). */
export interface CpuProfile {
  nodes: {
    id: number;
    callFrame: { functionName: string; url: string; lineNumber: number };
    children?: number[];
  }[];
  samples: number[];
  timeDeltas: number[];
  startTime: number;
  endTime: number;
}

export interface Frame {
  name: string;
  /** Share of the non-idle samples spent in the function itself, %. */
  self: number;
  /** Share of the non-idle samples with the function on the stack, %. */
  total: number;
}

const repoPrefix = /^file:\/\/.*?\/(apps|packages|bench)\//;

/** Function and where it lives: `petPrices apps/server/src/services/pricing/pricing-service.ts`. */
function frameName(frame: CpuProfile['nodes'][number]['callFrame']): string {
  const name = frame.functionName || '(anonymous)';
  if (!frame.url) return name;
  const modules = frame.url.lastIndexOf('/node_modules/');
  if (modules >= 0) return `${name} ${frame.url.slice(modules + 14)}:${frame.lineNumber + 1}`;
  // our TypeScript runs through tsx: its line numbers are those of the transpiled code
  if (repoPrefix.test(frame.url)) return `${name} ${frame.url.replace(repoPrefix, '$1/')}`;
  return `${name} ${frame.url}:${frame.lineNumber + 1}`;
}

/** The area a frame belongs to, for the one-line split of the time. */
export function areaOf(url: string, functionName: string): string {
  if (functionName === '(garbage collector)') return 'gc';
  if (functionName === '(program)') return 'v8';
  if (url.startsWith('wasm://')) return 'pglite';
  const modules = url.lastIndexOf('/node_modules/');
  if (modules >= 0) {
    const rest = url.slice(modules + 14).split('/');
    const pkg = rest[0]?.startsWith('@') ? `${rest[0]}/${rest[1]}` : (rest[0] ?? '');
    if (pkg.startsWith('@electric-sql/') || pkg === 'drizzle-orm') return 'database';
    if (pkg === 'fastify' || pkg.startsWith('@fastify/') || pkg === 'find-my-way') return 'fastify';
    if (pkg === 'zod') return 'zod';
    return `other packages`;
  }
  if (url.includes('/packages/domain/')) return 'domain';
  if (url.includes('/apps/server/')) return 'server';
  if (url.startsWith('node:') || url === '') return 'node';
  return 'other';
}

export interface ProfileSummary {
  /** Samples taken while the process was busy (idle ones left out). */
  busySamples: number;
  /** CPU time the process was busy, ms (samples × the sampling interval). */
  busyMs: number;
  bySelf: Frame[];
  byTotal: Frame[];
  byArea: { area: string; self: number }[];
  /** CPU time in each function itself, ms, by its bare name (a native frame: `writev`). */
  selfMsByFunction: ReadonlyMap<string, number>;
}

export function summarise(profile: CpuProfile, top = 15): ProfileSummary {
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const parentOf = new Map<number, number>();
  for (const node of profile.nodes)
    for (const child of node.children ?? []) parentOf.set(child, node.id);
  const hits = new Map<number, number>();
  for (const id of profile.samples) hits.set(id, (hits.get(id) ?? 0) + 1);
  const idle = [...hits].reduce(
    (sum, [id, count]) => (byId.get(id)?.callFrame.functionName === '(idle)' ? sum + count : sum),
    0,
  );
  const busy = Math.max(1, profile.samples.length - idle);
  const self = new Map<string, number>();
  const total = new Map<string, number>();
  const areas = new Map<string, number>();
  const byFunction = new Map<string, number>();
  for (const [id, count] of hits) {
    const node = byId.get(id);
    if (!node || node.callFrame.functionName === '(idle)') continue;
    const { functionName } = node.callFrame;
    byFunction.set(functionName, (byFunction.get(functionName) ?? 0) + count);
    const name = frameName(node.callFrame);
    self.set(name, (self.get(name) ?? 0) + count);
    const area = areaOf(node.callFrame.url, node.callFrame.functionName);
    areas.set(area, (areas.get(area) ?? 0) + count);
    // a recursive function counts once per sample in the total
    const seen = new Set<string>();
    for (let at: number | undefined = id; at !== undefined; at = parentOf.get(at)) {
      const frame = byId.get(at)?.callFrame;
      if (!frame || frame.functionName === '(root)') continue;
      const key = frameName(frame);
      if (seen.has(key)) continue;
      seen.add(key);
      total.set(key, (total.get(key) ?? 0) + count);
    }
  }
  const percent = (count: number) => Math.round((count / busy) * 1000) / 10;
  const frames = (counts: Map<string, number>) =>
    [...counts]
      .sort((a, b) => b[1] - a[1])
      .slice(0, top)
      .map(([name]) => ({
        name,
        self: percent(self.get(name) ?? 0),
        total: percent(total.get(name) ?? 0),
      }));
  const intervalMs = (profile.endTime - profile.startTime) / 1000 / profile.samples.length;
  return {
    busySamples: busy,
    busyMs: busy * intervalMs,
    bySelf: frames(self),
    byTotal: frames(total),
    byArea: [...areas]
      .sort((a, b) => b[1] - a[1])
      .map(([area, count]) => ({ area, self: percent(count) })),
    selfMsByFunction: new Map(
      [...byFunction].map(([functionName, count]) => [functionName, count * intervalMs]),
    ),
  };
}

/**
 * The CPU time per request, µs, of the samples whose own frame is `functionName` (a native frame
 * such as `writev`, the system call that writes the answers): one frame's share, per request.
 */
export function selfPerRequest(
  summary: ProfileSummary,
  requests: number,
  functionName: string,
): number {
  return ((summary.selfMsByFunction.get(functionName) ?? 0) * 1000) / Math.max(1, requests);
}

/** Busy CPU time per request, µs: what one request costs the server, whatever the load generator. */
export function cpuPerRequest(summary: ProfileSummary, requests: number): number {
  return (summary.busyMs * 1000) / Math.max(1, requests);
}

export function areasLine(summary: ProfileSummary, requests: number): string {
  const perRequest = cpuPerRequest(summary, requests);
  return summary.byArea
    .map(
      ({ area, self }) =>
        `${area} ${self.toFixed(1)}% (${((perRequest * self) / 100).toFixed(1)} µs)`,
    )
    .join(', ');
}

export function printSummary(
  title: string,
  summary: ProfileSummary,
  requests: number,
  top = summary.bySelf.length,
): void {
  const line = (frame: Frame) =>
    `    ${frame.self.toFixed(1).padStart(5)} ${frame.total.toFixed(1).padStart(5)}  ${frame.name}`;
  console.log(
    `  ${title}: ${cpuPerRequest(summary, requests).toFixed(1)} µs of CPU per request (${requests} requests)`,
  );
  console.log(`    by area: ${areasLine(summary, requests)}`);
  if (top === 0) return;
  console.log('     self total  (top frames by self time, % of busy samples)');
  for (const frame of summary.bySelf.slice(0, top)) console.log(line(frame));
  console.log('     self total  (top frames by total time)');
  for (const frame of summary.byTotal.slice(0, top)) console.log(line(frame));
}

/** Keeps the raw profile (open it in Chrome DevTools, Performance tab). */
export function saveProfile(directory: string, name: string, profile: CpuProfile): string {
  mkdirSync(directory, { recursive: true });
  const file = path.join(directory, `${name}.cpuprofile`);
  writeFileSync(file, JSON.stringify(profile));
  return file;
}
