// Load machinery shared by the API figures: servers in their own processes, autocannon runs
// taken in turn so that noise on the machine weighs on every side of a ratio alike.
import { fork } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import type { TargetAnswer, TargetKind, TargetReady, TargetRequest } from './api-target';
import { stopChild } from './child-process';
import type { CpuProfile } from './cpu-profile';
import { withTimeout } from './measurement';

const benchDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const CONNECTIONS = 10;
const WARMUP_S = 2;
const DURATION_S = 8;
/**
 * The measured seconds of each endpoint are cut into rounds taken in turn (app, bare, …), so
 * that a burst of other work on the machine weighs on every endpoint alike, not on one ratio side.
 */
const ROUNDS = 4;

export interface Load {
  requestsPerSecond: number;
  p99Ms: number;
  /** CPU time the server process used per 2xx answer, µs (when the target can tell it). */
  cpuPerRequestUs?: number;
}

/** One endpoint under load: a URL and, for calls that post, the method, body and headers. */
export interface LoadTarget {
  url: string;
  method?: 'GET' | 'POST';
  body?: string;
  headers?: Record<string, string>;
  /** The CPU time the server process has used so far, µs (Target.cpuMicros). */
  cpuMicros?: () => Promise<number>;
}

/** Warms every URL up, then loads them in turn, ROUNDS times, DURATION_S seconds each in all. */
export async function measureInTurn(urls: LoadTarget[]): Promise<Load[]> {
  for (const url of urls) await load(url, WARMUP_S);
  const totals = urls.map(() => ({
    responses: 0,
    seconds: 0,
    cpuMicros: 0,
    responseTimes: [] as number[],
  }));
  for (let turn = 0; turn < ROUNDS; turn += 1) {
    for (const [index, url] of urls.entries()) {
      const cpuBefore = await url.cpuMicros?.();
      const { result, responseTimes } = await load(url, DURATION_S / ROUNDS);
      const cpuAfter = await url.cpuMicros?.();
      const total = totals[index] as (typeof totals)[number];
      total.responses += result['2xx'];
      total.seconds += result.duration;
      if (cpuBefore !== undefined && cpuAfter !== undefined)
        total.cpuMicros += cpuAfter - cpuBefore;
      for (const time of responseTimes) total.responseTimes.push(time);
    }
  }
  return totals.map((total, index) => ({
    requestsPerSecond: total.responses / total.seconds,
    p99Ms: percentile(total.responseTimes, 99),
    ...(urls[index]?.cpuMicros ? { cpuPerRequestUs: total.cpuMicros / total.responses } : {}),
  }));
}

interface LoadResult {
  result: autocannon.Result;
  /** Every 2xx response time in ms, unrounded (autocannon's histogram keeps whole ms only). */
  responseTimes: number[];
}

async function load(target: LoadTarget, seconds: number): Promise<LoadResult> {
  const { url } = target;
  const responseTimes: number[] = [];
  const run = new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(
      {
        url,
        method: target.method ?? 'GET',
        ...(target.body === undefined ? {} : { body: target.body }),
        headers: target.headers ?? {},
        connections: CONNECTIONS,
        duration: seconds,
        timeout: 10,
      },
      (error: unknown, result) => (error ? reject(error) : resolve(result)),
    );
    instance.on('response', (_client, statusCode, _bytes, responseTime) => {
      if (statusCode >= 200 && statusCode < 300) responseTimes.push(responseTime);
    });
  });
  const result = await withTimeout(run, (seconds + 30) * 1000, `autocannon ${url}`);
  // a fast error page is not a fast endpoint
  if (result.errors > 0 || result.non2xx > 0) {
    throw new Error(
      `${url}: ${result.errors} connection errors and ${result.non2xx} non-2xx answers under load`,
    );
  }
  return { result, responseTimes };
}

function percentile(values: number[], rank: number): number {
  const sorted = Float64Array.from(values).sort();
  return sorted[Math.min(sorted.length - 1, Math.ceil((rank / 100) * sorted.length) - 1)] ?? NaN;
}

/** Loads one endpoint for a few seconds (the load of a CPU profile): answers the 2xx count. */
export async function loadFor(target: LoadTarget, seconds: number): Promise<number> {
  return (await load(target, seconds)).result['2xx'];
}

/** A running target server. */
export interface Target {
  port: number;
  pid: number;
  /** The CPU time (user and system) the server process has used so far, µs. */
  cpuMicros(): Promise<number>;
  /** A CPU profile of the server while `during` runs (start-up and the rest left out). */
  profile<T>(during: () => Promise<T>): Promise<{ profile: CpuProfile; result: T }>;
}

/** Runs `use` against a target server in its own process, stopped afterwards even on error. */
export async function withTarget<T>(
  kind: TargetKind,
  args: string[],
  use: (port: number, target: Target) => Promise<T>,
): Promise<T> {
  const child = fork(path.join(benchDir, 'lib/api-target.ts'), [kind, ...args], {
    cwd: benchDir,
    execArgv: ['--import', 'tsx'],
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const ready = new Promise<TargetReady>((resolve, reject) => {
    child.once('message', (message) => resolve(message as TargetReady));
    child.once('exit', (code) => reject(new Error(`${kind} server stopped (exit ${code})`)));
    child.once('error', reject);
  });
  const ask = <A extends TargetAnswer['type']>(request: TargetRequest, answer: A) =>
    withTimeout(
      new Promise<Extract<TargetAnswer, { type: A }>>((resolve) => {
        const onMessage = (message: TargetAnswer) => {
          if (message.type !== answer) return;
          child.off('message', onMessage);
          resolve(message as Extract<TargetAnswer, { type: A }>);
        };
        child.on('message', onMessage);
        child.send(request);
      }),
      60_000,
      `${kind} server: ${request.type}`,
    );
  try {
    const { port } = await withTimeout(ready, 60_000, `${kind} server start`);
    return await use(port, {
      port,
      pid: child.pid ?? 0,
      cpuMicros: async () => (await ask({ type: 'cpu-usage' }, 'cpu-usage')).micros,
      async profile(during) {
        await ask({ type: 'profile-start' }, 'profile-started');
        const result = await during();
        return { profile: (await ask({ type: 'profile-stop' }, 'profile')).profile, result };
      },
    });
  } finally {
    await stopChild(child);
  }
}
