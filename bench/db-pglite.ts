// The embedded database (issue 14): the production server on PGlite, started on an empty data
// folder, then a burst of subscription inits (each a committed write); then stopped and started
// again on the same data, the same burst, and once more now that it is warm (the steady rate).
// Figures: peak RSS of the first start, RSS after the load, and the first burst against the
// steady rate and against the burst after the restart, median of a few runs. The memory is the
// kernel's count for the server process (/proc/<pid>/status).
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { type Measurement, median, round, withTimeout } from './lib/measurement';
import { type RunningServer, startProductionServer } from './lib/production-server';

const RUNS = 3;
const BURST_S = 3;
const CONNECTIONS = 10;
/** The rate limit (120 mutating calls a minute per address) would answer 429 to a burst. */
const serverEnv = { RATE_LIMIT_MAX: '100000000' };

/** VmHWM (peak resident set) and VmRSS of a process, MB. */
function memoryOf(pid: number): { peak: number; now: number } {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = (field: string) =>
    Number(new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(status)?.[1]);
  return { peak: kb('VmHWM') / 1024, now: kb('VmRSS') / 1024 };
}

function firstOfNextMonth(): string {
  const today = new Date();
  return new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth() + 1, 1))
    .toISOString()
    .slice(0, 10);
}

interface Burst {
  requestsPerSecond: number;
  p99Ms: number;
}

/** Subscription inits (step 1: validated, priced, one row committed) as fast as they come. */
async function burst(server: RunningServer): Promise<Burst> {
  const { token } = (await (await fetch(`${server.origin}/api/csrf`)).json()) as { token: string };
  const breeds = (await (
    await fetch(`${server.origin}/api/business-lines/dog/animal-races`)
  ).json()) as { id: number; slug: string }[];
  const headers = {
    cookie: `XSRF-TOKEN=${token}`,
    'x-xsrf-token': token,
    'x-requested-with': 'XMLHttpRequest',
    'content-type': 'application/json',
  };
  const body = JSON.stringify({
    business_line: 'dog',
    animal_name: 'Rex',
    animal_race_type: 'pure',
    animal_race_id: breeds.find((breed) => breed.slug === 'bouvier-bernois')?.id,
    animal_date_of_birth: '15.01.2022',
    policy_start_date: firstOfNextMonth(),
    email: 'bench@example.ch',
  });
  const result = await withTimeout(
    autocannon({
      url: `${server.origin}/api/subscriptions/init`,
      method: 'POST',
      headers,
      body,
      connections: CONNECTIONS,
      duration: BURST_S,
      timeout: 30,
    }),
    (BURST_S + 60) * 1000,
    'subscription init burst',
  );
  if (result.errors > 0 || result.non2xx > 0) {
    throw new Error(`init burst: ${result.errors} errors and ${result.non2xx} non-2xx answers`);
  }
  return { requestsPerSecond: result['2xx'] / result.duration, p99Ms: result.latency.p99 };
}

interface Run {
  firstStartMs: number;
  firstStartPeak: number;
  firstBurst: Burst;
  afterLoad: number;
  peak: number;
  restartMs: number;
  restartPeak: number;
  restartBurst: Burst;
  steadyBurst: Burst;
  restartAfterLoad: number;
}

async function timedStart(dataDir: string): Promise<{ server: RunningServer; ms: number }> {
  const started = performance.now();
  const server = await startProductionServer({ dataDir, env: serverEnv, needsWeb: false });
  return { server, ms: performance.now() - started };
}

async function oneRun(): Promise<Run> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'bench-pglite-'));
  try {
    const first = await timedStart(dataDir);
    let run: Omit<
      Run,
      'restartMs' | 'restartPeak' | 'restartBurst' | 'steadyBurst' | 'restartAfterLoad'
    >;
    try {
      const firstStartPeak = memoryOf(first.server.pid).peak;
      const firstBurst = await burst(first.server);
      const memory = memoryOf(first.server.pid);
      run = {
        firstStartMs: first.ms,
        firstStartPeak,
        firstBurst,
        afterLoad: memory.now,
        peak: memory.peak,
      };
    } finally {
      await first.server.stop();
    }
    const restart = await timedStart(dataDir);
    try {
      const restartPeak = memoryOf(restart.server.pid).peak;
      const restartBurst = await burst(restart.server);
      const steadyBurst = await burst(restart.server);
      return {
        ...run,
        restartMs: restart.ms,
        restartPeak,
        restartBurst,
        steadyBurst,
        restartAfterLoad: memoryOf(restart.server.pid).now,
      };
    } finally {
      await restart.server.stop();
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

export async function dbPglite(): Promise<Measurement[]> {
  const runs: Run[] = [];
  for (let index = 0; index < RUNS; index += 1) {
    const run = await oneRun();
    runs.push(run);
    console.log(
      `  run ${index + 1}: first start ${round(run.firstStartMs, 0)} ms, peak ${round(run.firstStartPeak, 0)} MB, ` +
        `first burst ${round(run.firstBurst.requestsPerSecond, 0)} req/s (p99 ${run.firstBurst.p99Ms} ms), ` +
        `after load ${round(run.afterLoad, 0)} MB; restart burst ${round(run.restartBurst.requestsPerSecond, 0)} req/s, ` +
        `then ${round(run.steadyBurst.requestsPerSecond, 0)} req/s`,
    );
  }
  /** The median over the runs, rounded. */
  const of = (pick: (run: Run) => number, decimals = 0) => round(median(runs.map(pick)), decimals);
  const restart = 'the same server restarted on the same data';
  const steady = 'the restarted server, warm (its second burst)';
  return [
    {
      name: 'db.pglite.first-start.peak-rss',
      value: of((run) => run.firstStartPeak),
      unit: 'MB',
      budget: { max: 400 },
      anchor: { label: restart, value: of((run) => run.restartPeak) },
    },
    {
      name: 'db.pglite.first-start.ready',
      value: of((run) => run.firstStartMs),
      unit: 'ms',
      anchor: { label: restart, value: of((run) => run.restartMs) },
    },
    {
      name: 'db.pglite.after-load.rss',
      value: of((run) => run.afterLoad),
      unit: 'MB',
      budget: { max: 400 },
      anchor: { label: restart, value: of((run) => run.restartAfterLoad) },
    },
    { name: 'db.pglite.peak-rss', value: of((run) => run.peak), unit: 'MB', budget: { max: 400 } },
    {
      name: 'db.pglite.first-burst.requests',
      value: of((run) => run.firstBurst.requestsPerSecond),
      unit: 'req/s',
      anchor: { label: steady, value: of((run) => run.steadyBurst.requestsPerSecond) },
    },
    {
      name: 'db.pglite.restart-burst.requests',
      value: of((run) => run.restartBurst.requestsPerSecond),
      unit: 'req/s',
      anchor: { label: steady, value: of((run) => run.steadyBurst.requestsPerSecond) },
    },
    {
      name: 'db.pglite.first-burst.p99',
      value: of((run) => run.firstBurst.p99Ms),
      unit: 'ms',
      anchor: { label: steady, value: of((run) => run.steadyBurst.p99Ms) },
    },
    {
      // issue 14: the first burst on a fresh database within 2x of the steady rate
      name: 'db.pglite.first-burst-vs-steady',
      value: of(
        (run) => (run.firstBurst.requestsPerSecond / run.steadyBurst.requestsPerSecond) * 100,
        1,
      ),
      unit: '%',
      budget: { min: 50 },
    },
    {
      // the issue's own comparison: a fresh database against the same server after a restart
      name: 'db.pglite.first-burst-vs-restart',
      value: of(
        (run) => (run.firstBurst.requestsPerSecond / run.restartBurst.requestsPerSecond) * 100,
        1,
      ),
      unit: '%',
      budget: { min: 50 },
    },
  ];
}
