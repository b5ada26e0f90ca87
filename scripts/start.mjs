// `npm start`: builds the client and the server when their sources changed since the last
// build (or were never built), then serves the whole site.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const sources = [
  'packages/domain',
  'apps/web/src',
  'apps/web/index.html',
  'apps/web/public',
  'apps/web/vite.config.ts',
  'apps/server/src',
  'apps/server/drizzle',
];
const outputs = ['apps/web/dist/index.html', 'apps/server/dist/server.js'];

function newest(entry) {
  const full = path.join(root, entry);
  if (!existsSync(full)) return 0;
  const stat = statSync(full);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let latest = 0;
  for (const name of readdirSync(full)) {
    if (name === 'node_modules' || name === 'dist') continue;
    latest = Math.max(latest, newest(path.join(entry, name)));
  }
  return latest;
}

const built = Math.min(
  ...outputs.map((file) =>
    existsSync(path.join(root, file)) ? statSync(path.join(root, file)).mtimeMs : 0,
  ),
);
if (built === 0 || sources.some((entry) => newest(entry) > built)) {
  console.log('Building the site…');
  const result = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

const server = spawnSync(
  process.execPath,
  ['--enable-source-maps', path.join(root, 'apps/server/dist/server.js')],
  {
    cwd: root,
    stdio: 'inherit',
    // the local demonstration: card payments on the sandbox's TEST page unless a provider is
    // given (the server warns loudly; a real deployment sets PAYMENT_PROVIDER=stripe)
    env: { NODE_ENV: 'production', PAYMENT_PROVIDER: 'sandbox', ...process.env },
  },
);
process.exit(server.status ?? 0);
