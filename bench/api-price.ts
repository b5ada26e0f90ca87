// Throughput of the dog price list (POST, CSRF-checked, validated, priced by the domain engine)
// against a bare Fastify POST route answering the same rows, in the same run (issues 3 and 14),
// and of the same route alone (the app's route module without the site's layers), which splits
// the gap in two: the route's own work and the layers every call goes through. Then a CPU
// profile of the app under the same load: where the time goes, by area and by frame.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { BARE_WORK_US } from './lib/bare-work';
import {
  cpuPerRequest,
  printSummary,
  saveProfile,
  selfPerRequest,
  summarise,
} from './lib/cpu-profile';
import { type Load, type LoadTarget, loadFor, measureInTurn, withTarget } from './lib/load';
import { type Measurement, round } from './lib/measurement';
import { profilesDir } from './lib/paths';

const PRICE_ROUTE = '/api/business-lines/dog/price';
const PROFILE_S = 4;
const payload = JSON.stringify({
  animal_name: 'Rex',
  animal_date_of_birth: '15.01.2022',
  // a start inside the window whatever the day the bench runs: the first of next month
  policy_start_date: firstOfNextMonth(),
  locale: 'fr',
});

function firstOfNextMonth(): string {
  const today = new Date();
  const next = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth() + 1, 1));
  return next.toISOString().slice(0, 10);
}

const BARE = 'bare POST, same rows';
/** The native call that writes the answers (its samples: Node's and the kernel's time in it). */
const WRITE_CALL = 'writev';

/** One figure of a target beside the same figure of the bare POST in the same run. */
function rowBesideBare(
  name: string,
  unit: string,
  values: { ours: number; bare: number },
  decimals = 1,
): Measurement {
  return {
    name,
    value: round(values.ours, decimals),
    unit,
    anchor: { label: BARE, value: round(values.bare, decimals) },
  };
}

/**
 * A target's requests a second and CPU time per request, each beside the bare POST's. The CPU
 * time is process.cpuUsage of each server over the measured rounds: what one request costs the
 * server, whatever the load generator and the rest of the machine do.
 */
function besideBare(name: string, load: Load, bare: Load): Measurement[] {
  return [
    rowBesideBare(
      `${name}.requests`,
      'req/s',
      { ours: load.requestsPerSecond, bare: bare.requestsPerSecond },
      0,
    ),
    rowBesideBare(`${name}.cpu-per-request`, 'µs', {
      ours: load.cpuPerRequestUs ?? Number.NaN,
      bare: bare.cpuPerRequestUs ?? Number.NaN,
    }),
  ];
}

async function csrfHeaders(port: number): Promise<Record<string, string>> {
  const response = await fetch(`http://127.0.0.1:${port}/api/csrf`, {
    signal: AbortSignal.timeout(10_000),
  });
  const { token } = (await response.json()) as { token: string };
  return {
    cookie: `XSRF-TOKEN=${token}`,
    'x-xsrf-token': token,
    'x-requested-with': 'XMLHttpRequest',
    'content-type': 'application/json',
  };
}

export async function apiPrice(): Promise<Measurement[]> {
  const workDir = mkdtempSync(path.join(tmpdir(), 'bench-price-'));
  try {
    return await withTarget('races', [path.join(workDir, 'data')], async (appPort, app) => {
      const headers = await csrfHeaders(appPort);
      const probe = await fetch(`http://127.0.0.1:${appPort}${PRICE_ROUTE}`, {
        method: 'POST',
        headers,
        body: payload,
        signal: AbortSignal.timeout(10_000),
      });
      if (probe.status !== 200)
        throw new Error(`POST ${PRICE_ROUTE} answered ${probe.status}: ${await probe.text()}`);
      const rows = Buffer.from(await probe.arrayBuffer());
      const bodyFile = path.join(workDir, 'price.json');
      writeFileSync(bodyFile, rows);
      // the same app logging as `npm start` does: one line a request, written to a file
      const logged = [path.join(workDir, 'logged-data'), path.join(workDir, 'server.log')];
      return withTarget('races', logged, async (loggedPort, loggedApp) =>
        withTarget('bare', [bodyFile, 'identity'], async (barePort, bareApp) =>
          withTarget('route', [], async (routePort, routeApp) => {
            const appTarget: LoadTarget = {
              url: `http://127.0.0.1:${appPort}${PRICE_ROUTE}`,
              method: 'POST',
              body: payload,
              headers,
              cpuMicros: app.cpuMicros,
            };
            const bareTarget: LoadTarget = {
              url: `http://127.0.0.1:${barePort}/bare-same-answer`,
              method: 'POST',
              body: payload,
              headers: { 'content-type': 'application/json' },
              cpuMicros: bareApp.cpuMicros,
            };
            // what a route's own work costs the bare route on this machine: 25 µs of JavaScript
            const workTarget: LoadTarget = {
              ...bareTarget,
              url: `http://127.0.0.1:${barePort}/bare-after-work`,
            };
            const loggedTarget: LoadTarget = {
              ...appTarget,
              url: `http://127.0.0.1:${loggedPort}${PRICE_ROUTE}`,
              headers: await csrfHeaders(loggedPort),
              cpuMicros: loggedApp.cpuMicros,
            };
            // the same route and body, without cookies, CSRF, rate limit and security headers
            const routeTarget: LoadTarget = {
              url: `http://127.0.0.1:${routePort}${PRICE_ROUTE}`,
              method: 'POST',
              body: payload,
              headers: { 'content-type': 'application/json' },
              cpuMicros: routeApp.cpuMicros,
            };
            const routeProbe = await fetch(routeTarget.url, {
              method: 'POST',
              headers: routeTarget.headers,
              body: payload,
              signal: AbortSignal.timeout(10_000),
            });
            const routeRows = Buffer.from(await routeProbe.arrayBuffer());
            if (routeProbe.status !== 200 || !routeRows.equals(rows))
              throw new Error(`the route alone did not answer the app's rows: ${routeRows}`);
            const [price, bare, afterWork, withLogs, routeAlone] = (await measureInTurn([
              appTarget,
              bareTarget,
              workTarget,
              loggedTarget,
              routeTarget,
            ])) as [Load, Load, Load, Load, Load];

            // where the time goes (measured apart: the profiler slows the server down a little)
            const ours = await app.profile(() => loadFor(appTarget, PROFILE_S));
            const anchor = await bareApp.profile(() => loadFor(bareTarget, PROFILE_S));
            // the bare POST slowed down by pure JavaScript: how the answer's write grows with it
            const slowed = await bareApp.profile(() => loadFor(workTarget, PROFILE_S));
            const oursSummary = summarise(ours.profile);
            const anchorSummary = summarise(anchor.profile, 8);
            saveProfile(profilesDir, 'api-price', ours.profile);
            saveProfile(profilesDir, 'api-price-bare', anchor.profile);
            printSummary(`CPU profile of POST ${PRICE_ROUTE}`, oursSummary, ours.result);
            printSummary('CPU profile of the bare POST', anchorSummary, anchor.result);
            console.log(`  (profiles in ${path.relative(process.cwd(), profilesDir)}/)`);
            // writev writes an answer to its socket (the profile's samples in that native frame:
            // Node's code, the system call, and any time the process is held inside it). With the
            // same bytes it takes more per request as the server gets slower (the bare POST + 25
            // µs row); likely the kernel waking the load generator, which shares the cores and
            // sleeps more often waiting for a slower server
            const writes = {
              ours: selfPerRequest(oursSummary, ours.result, WRITE_CALL),
              bare: selfPerRequest(anchorSummary, anchor.result, WRITE_CALL),
              slowed: selfPerRequest(summarise(slowed.profile, 0), slowed.result, WRITE_CALL),
            };
            console.log(
              `  ${WRITE_CALL} per request: ours ${writes.ours.toFixed(1)} µs, bare POST ${writes.bare.toFixed(1)} µs, bare POST + ${BARE_WORK_US} µs of JavaScript ${writes.slowed.toFixed(1)} µs`,
            );

            return [
              ...besideBare('api.price', price, bare),
              rowBesideBare('api.price.p99', 'ms', { ours: price.p99Ms, bare: bare.p99Ms }, 2),
              rowBesideBare('api.price.profiled-per-request', 'µs', {
                ours: cpuPerRequest(oursSummary, ours.result),
                bare: cpuPerRequest(anchorSummary, anchor.result),
              }),
              rowBesideBare('api.price.answer-write-per-request', 'µs', {
                ours: writes.ours,
                bare: writes.bare,
              }),
              rowBesideBare(`api.bare-plus-${BARE_WORK_US}us.answer-write-per-request`, 'µs', {
                ours: writes.slowed,
                bare: writes.bare,
              }),
              // the budget's scale: the bare POST with BARE_WORK_US µs of JavaScript added (where
              // the load generator shares the cores, the answer's system calls cost more as the
              // server gets slower: the throughput falls by more than the work added)
              ...besideBare(`api.bare-plus-${BARE_WORK_US}us`, afterWork, bare),
              // the route's own work (validation, pricing, serialisation) against the layers
              ...besideBare('api.price-route-alone', routeAlone, bare),
              {
                name: 'api.price-route-alone-vs-bare',
                value: round((routeAlone.requestsPerSecond / bare.requestsPerSecond) * 100),
                unit: '%',
              },
              {
                name: 'api.price-vs-bare',
                value: round((price.requestsPerSecond / bare.requestsPerSecond) * 100),
                unit: '%',
                budget: { min: 60 },
              },
              // what the access log costs: the server as `npm start` runs it, logs at `info`
              rowBesideBare(
                'api.price-with-logs.requests',
                'req/s',
                { ours: withLogs.requestsPerSecond, bare: bare.requestsPerSecond },
                0,
              ),
              {
                name: 'api.price-with-logs.cpu-per-request',
                value: round(withLogs.cpuPerRequestUs ?? Number.NaN),
                unit: 'µs',
                anchor: {
                  label: 'same route, logs off',
                  value: round(price.cpuPerRequestUs ?? Number.NaN),
                },
              },
            ];
          }),
        ),
      );
    });
  } finally {
    rmSync(workDir, { recursive: true, force: true });
  }
}
