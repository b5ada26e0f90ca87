import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { stopChild } from './child-process';
import { freePort } from './free-port';
import { repoRoot, requireBuild, serverDist } from './paths';

export interface RunningServer {
  origin: string;
  pid: number;
  stop(): Promise<void>;
}

export interface ServerOptions {
  /** A data folder kept after stop (a restart on the same data); else a new one, removed. */
  dataDir?: string;
  /** More environment (RATE_LIMIT_MAX for a load…). */
  env?: Record<string, string>;
  /** The API alone needs no web build. */
  needsWeb?: boolean;
}

const STARTUP_MS = 60_000;

/**
 * Starts the production build as `npm start` runs it (NODE_ENV=production, dist/server.js) on a
 * free local port with an empty temporary data folder, and waits until /api/health answers.
 * Payments go to the sandbox as `npm start` sets it (production refuses to start without a
 * provider).
 */
export async function startProductionServer(options: ServerOptions = {}): Promise<RunningServer> {
  requireBuild({ server: true, web: options.needsWeb ?? true });
  const port = await freePort();
  const dataDir = options.dataDir ?? mkdtempSync(path.join(tmpdir(), 'bench-data-'));
  const child = spawn(process.execPath, [serverDist], {
    cwd: repoRoot,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      PAYMENT_PROVIDER: 'sandbox',
      ...options.env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-4000);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));

  const stop = async () => {
    await stopChild(child);
    if (!options.dataDir) rmSync(dataDir, { recursive: true, force: true });
  };

  const origin = `http://127.0.0.1:${port}`;
  try {
    await waitForHealth(origin, exited, () => output);
  } catch (error) {
    await stop();
    throw error;
  }
  return { origin, pid: child.pid ?? 0, stop };
}

async function waitForHealth(
  origin: string,
  exited: Promise<number | null>,
  output: () => string,
): Promise<void> {
  const deadline = Date.now() + STARTUP_MS;
  let hasExited = false;
  let exitCode: number | null = null;
  void exited.then((code) => {
    hasExited = true;
    exitCode = code;
  });
  while (Date.now() < deadline) {
    if (hasExited) {
      throw new Error(`the production server stopped (exit ${exitCode}):\n${output()}`);
    }
    try {
      const response = await fetch(`${origin}/api/health`, { signal: AbortSignal.timeout(2000) });
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await sleep(200);
  }
  throw new Error(`the production server did not answer /api/health within 60 s:\n${output()}`);
}
