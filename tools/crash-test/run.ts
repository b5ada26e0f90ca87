// `npm run crash-test`: clients submitting claims and subscriptions while the server is killed
// with SIGKILL at random moments, then every acknowledged write, job and e-mail is checked.
// PostgreSQL when one answers (TEST_DATABASE_URL or 127.0.0.1:5432), PGlite otherwise.
// Options: --cycles N (default 20), --clients N (default 4), --max-seconds S (default 900).
import { parseArgs } from 'node:util';
import { createRunStore } from '../lib/database';
import { startSmtpSink } from '../lib/smtp-sink';
import { formatCrashReport, isPass, runCrashTest } from './crash-test';

const { values } = parseArgs({
  options: {
    cycles: { type: 'string', default: '20' },
    clients: { type: 'string', default: '4' },
    'max-seconds': { type: 'string', default: '900' },
  },
});

const store = await createRunStore('crash');
const sink = await startSmtpSink();
console.log(`crash test: server processes on ${store.label}, e-mail to a loopback SMTP sink`);
let exitCode = 1;
try {
  const report = await runCrashTest({
    cycles: Number(values.cycles),
    clients: Number(values.clients),
    maxSeconds: Number(values['max-seconds']),
    dataDir: store.dataDir,
    databaseUrl: store.databaseUrl,
    sink,
    runMs: [1500, 5000],
    log: (line) => process.stderr.write(`${line}\n`),
  });
  for (const line of formatCrashReport(report, store.label)) console.log(line);
  exitCode = isPass(report) ? 0 : 1;
  console.log(
    exitCode === 0
      ? 'crash test: PASS (0 lost, 0 duplicate e-mails, every job finished)'
      : 'crash test: FAIL',
  );
} finally {
  await sink.close();
  await store.dispose();
}
process.exit(exitCode);
