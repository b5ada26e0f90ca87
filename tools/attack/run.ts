// `npm run attack`: the hostile-input generator against a temporary server on the loopback,
// PostgreSQL when one answers (TEST_DATABASE_URL or 127.0.0.1:5432), PGlite otherwise.
// Options: --per-operation N (default 300), --max-seconds S (default 600), --seed N.
import { parseArgs } from 'node:util';
import { buildApp } from '../../apps/server/src/app';
import { createRunStore } from '../lib/database';
import { formatReport, isPass, runAttack } from './attack';
import { snapshotOf } from './server-snapshot';

const { values } = parseArgs({
  options: {
    'per-operation': { type: 'string', default: '300' },
    'max-seconds': { type: 'string', default: '600' },
    seed: { type: 'string', default: '11' },
  },
});

const store = await createRunStore('attack');
console.log(`attack: temporary server on ${store.label}`);
const app = await buildApp({
  logger: false,
  startJobs: false,
  env: {},
  config: {
    dataDir: store.dataDir,
    databaseUrl: store.databaseUrl,
    secret: 'attack-secret',
    // the attack measures answers to bad input, not the rate limit
    rateLimitMax: 1_000_000_000,
    uploadRateLimitMax: 1_000_000_000,
  },
});
let exitCode = 1;
try {
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as { port: number };
  const report = await runAttack({
    port,
    perOperation: Number(values['per-operation']),
    maxSeconds: Number(values['max-seconds']),
    seed: Number(values.seed),
    snapshot: snapshotOf(app),
    log: (line) => process.stderr.write(`${line}\n`),
  });
  for (const line of formatReport(report, store.label)) console.log(line);
  exitCode = isPass(report) ? 0 : 1;
  console.log(
    exitCode === 0
      ? 'attack: PASS (0 × 5xx, nothing changed by a refused operation but its recorded refusals)'
      : report.isComplete
        ? 'attack: FAIL'
        : 'attack: FAIL (stopped by --max-seconds before every request was sent: raise it)',
  );
} finally {
  await app.close();
  await store.dispose();
}
process.exit(exitCode);
