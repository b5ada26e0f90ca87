import { fork } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { flushLog, type logDestination } from '../src/http/logging';
import { createTestApp } from './helpers';

/** The access lines (`request completed`) a log file holds so far. */
function accessLines(file: string): number {
  if (!existsSync(file)) return 0;
  return readFileSync(file, 'utf8')
    .split('\n')
    .filter((line) => line.includes('"msg":"request completed"')).length;
}

// http/logging.ts logDestination: lines written in batches, none lost
describe('the log written in batches', () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'log-destination-'));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('writes a few lines within about a second, and every line by the time the app is closed', async () => {
    const file = path.join(dir, 'server.log');
    const app = await createTestApp({ logLevel: 'info' }, { logger: { file }, startJobs: false });
    for (let request = 0; request < 3; request += 1) await app.inject({ url: '/api/health' });
    // far from the batch's 4 KB: written by the periodic flush, not left waiting for traffic
    await vi.waitFor(() => expect(accessLines(file)).toBe(3), { timeout: 5000, interval: 50 });
    for (let request = 0; request < 2; request += 1) await app.inject({ url: '/api/health' });
    await app.close();
    expect(accessLines(file)).toBe(5);
  });

  it('writes what it holds when the process exits without closing the app', async () => {
    const file = path.join(dir, 'server.log');
    const child = fork(
      path.join(import.meta.dirname, 'fixtures/log-exit.ts'),
      [file, path.join(dir, 'data')],
      {
        cwd: path.join(import.meta.dirname, '..'),
        execArgv: ['--import', 'tsx'],
        stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
      },
    );
    const code = await new Promise((resolve) => child.once('exit', resolve));
    expect(code).toBe(0);
    expect(accessLines(file)).toBe(5);
  });

  it('stops waiting for a flush that never answers', async () => {
    type Destination = ReturnType<typeof logDestination>;
    const stuck = { flush: () => undefined } as unknown as Destination;
    const started = Date.now();
    await flushLog(stuck, 100);
    expect(Date.now() - started).toBeGreaterThanOrEqual(90);
    const answering = { flush: (done: () => void) => done() } as unknown as Destination;
    const quick = Date.now();
    await flushLog(answering, 60_000);
    expect(Date.now() - quick).toBeLessThan(1000);
  });
});
