// A server under load, run in its own process (`fork`) so that autocannon and the server do not
// share an event loop. argv[2]: 'races' (the real app from buildApp, data folder argv[3], which
// the parent removes; with argv[4], its log lines written to that file) or 'bare' (Fastify, no plugins: /bare-same-answer answers the bytes of
// file argv[3] with the content encoding argv[4], /bare-after-work the same after BARE_WORK_US µs
// of JavaScript, /bare-tiny a small JSON constant) or 'route' (the app's pricing routes alone on
// Fastify, with the app's validator and serializers and none of the site's layers: cookies,
// security headers, rate limit, CSRF, request-target check, error format).
// The parent may ask for a CPU profile of the load it applies: messages `profile-start` and
// `profile-stop` (answered with the profile), see lib/cpu-profile.ts; and for the CPU time the
// process has used so far (`cpu-usage`).
import { readFileSync } from 'node:fs';
import { Session } from 'node:inspector/promises';
import path from 'node:path';
import { loadTariff } from '@app/domain/pricing/tariff';
import { tariff2026 } from '@app/domain/pricing/tariff-2026';
import { buildApp, useApiCompilers } from '@app/server/src/app';
import type { Db } from '@app/server/src/db/client';
import { pricingRoutes } from '@app/server/src/routes/pricing';
import type { CatalogService } from '@app/server/src/services/catalog/catalog-service';
import { createPricingService } from '@app/server/src/services/pricing/pricing-service';
import Fastify, { type FastifyInstance, type FastifyReply } from 'fastify';
import { BARE_WORK_US } from './bare-work';

export type TargetKind = 'races' | 'bare' | 'route';
export interface TargetReady {
  type: 'ready';
  port: number;
}
export type TargetRequest =
  | { type: 'profile-start' }
  | { type: 'profile-stop' }
  | { type: 'cpu-usage' };
export type TargetAnswer =
  | { type: 'profile-started' }
  | { type: 'profile'; profile: import('./cpu-profile').CpuProfile }
  | { type: 'cpu-usage'; micros: number };

/** The app; with a log file, logging as `npm start` does (one line a request, at `info`). */
async function buildRacesApp(dataDir: string, logFile?: string): Promise<FastifyInstance> {
  return buildApp({
    logger: logFile ? { file: logFile } : false,
    config: {
      dataDir,
      secret: 'bench-secret',
      webDistDir: path.join(dataDir, 'no-web'),
      rateLimitMax: 1_000_000,
      logLevel: 'info',
    },
    env: {},
  });
}

async function buildBareApp(bodyFile: string, encoding: string): Promise<FastifyInstance> {
  const app = Fastify({ logger: false });
  app.get('/bare-tiny', async () => ({ status: 'ok', items: [{ id: 1, label: 'Labrador' }] }));
  const body = readFileSync(bodyFile);
  const sameAnswer = async (_request: unknown, reply: FastifyReply) => {
    if (encoding !== 'identity') reply.header('content-encoding', encoding);
    return reply.type('application/json; charset=utf-8').send(body);
  };
  app.get('/bare-same-answer', sameAnswer);
  app.post('/bare-same-answer', sameAnswer);
  app.post('/bare-after-work', async (request, reply) => {
    const until = performance.now() + BARE_WORK_US / 1000;
    while (performance.now() < until);
    return sameAnswer(request, reply);
  });
  await app.ready();
  return app;
}

/** What the route-alone target has none of: the dog price list without a breed asks neither. */
function absent<T>(name: string): T {
  return new Proxy({} as object, {
    get: () => {
      throw new Error(`the route-alone target has no ${name}`);
    },
  }) as T;
}

/** The pricing routes as the app declares them, on a Fastify without the site's plugins. */
async function buildRouteApp(): Promise<FastifyInstance> {
  const app = Fastify({ logger: false });
  useApiCompilers(app);
  const pricing = createPricingService({
    db: absent<Db>('database'),
    catalog: absent<CatalogService>('catalogue'),
    tariff: loadTariff(tariff2026),
    now: () => new Date(),
  });
  await app.register(pricingRoutes, { pricing });
  await app.ready();
  return app;
}

const kind = process.argv[2] as TargetKind;
const file = process.argv[3] as string;
const app =
  kind === 'races'
    ? await buildRacesApp(file, process.argv[4])
    : kind === 'route'
      ? await buildRouteApp()
      : await buildBareApp(file, process.argv[4] ?? 'identity');
await app.listen({ port: 0, host: '127.0.0.1' });
const address = app.server.address();
const port = typeof address === 'object' && address ? address.port : 0;

let isClosing = false;
const close = () => {
  if (isClosing) return;
  isClosing = true;
  app.close().then(
    () => process.exit(0),
    () => process.exit(1),
  );
};
process.once('SIGTERM', close);
process.once('disconnect', close);

let session: Session | undefined;
process.on('message', async (message: TargetRequest) => {
  if (message.type === 'profile-start') {
    session = new Session();
    session.connect();
    await session.post('Profiler.enable');
    // 0.2 ms: enough samples in a few seconds without slowing the server much
    await session.post('Profiler.setSamplingInterval', { interval: 200 });
    await session.post('Profiler.start');
    process.send?.({ type: 'profile-started' } satisfies TargetAnswer);
  } else if (message.type === 'cpu-usage') {
    const usage = process.cpuUsage();
    process.send?.({ type: 'cpu-usage', micros: usage.user + usage.system } satisfies TargetAnswer);
  } else if (message.type === 'profile-stop' && session) {
    const { profile } = await session.post('Profiler.stop');
    session.disconnect();
    session = undefined;
    process.send?.({ type: 'profile', profile } as TargetAnswer);
  }
});
process.send?.({ type: 'ready', port } satisfies TargetReady);
