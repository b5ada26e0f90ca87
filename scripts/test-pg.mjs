// The server integration tests against PostgreSQL: TEST_DATABASE_URL points at a server where
// each test app creates (and drops) its own database.
import { spawnSync } from 'node:child_process';

if (!process.env.TEST_DATABASE_URL) {
  console.error('Set TEST_DATABASE_URL, e.g. postgres://postgres@127.0.0.1:5432/test');
  process.exit(2);
}
const result = spawnSync('npx', ['vitest', 'run', '--project', 'server'], { stdio: 'inherit' });
process.exit(result.status ?? 1);
