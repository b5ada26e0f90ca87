import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PrerequisiteError } from './measurement';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const serverDist = path.join(repoRoot, 'apps/server/dist/server.js');
export const webDist = path.join(repoRoot, 'apps/web/dist');
export const chromiumPath = '/usr/bin/chromium';

/** The production build the figure measures; tells how to get it when absent. */
export function requireBuild(parts: { server?: boolean; web?: boolean }): void {
  const missing: string[] = [];
  if (parts.server && !existsSync(serverDist)) {
    missing.push(`${path.relative(repoRoot, serverDist)} (npm run build -w @app/server)`);
  }
  if (parts.web && !existsSync(path.join(webDist, 'index.html'))) {
    missing.push(`${path.relative(repoRoot, webDist)}/index.html (npm run build -w @app/web)`);
  }
  if (missing.length > 0) {
    throw new PrerequisiteError(
      `missing build output: ${missing.join(', ')}; \`npm run bench\` at the root builds everything first`,
    );
  }
}

export function requireChromium(): void {
  if (!existsSync(chromiumPath)) {
    throw new PrerequisiteError(`no Chromium at ${chromiumPath} (apt-get install chromium)`);
  }
}

/**
 * Chromium flags for a quiet local run: no sandbox (containers), and no background traffic
 * (updates, sync, QUIC) that would leave the machine or blur the measurement.
 */
export const chromiumFlags = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** Where the bench writes its results (JSON, chart) and the CPU profiles it takes. */
export const resultsDir = path.join(repoRoot, 'bench/results');
export const profilesDir = path.join(resultsDir, 'profiles');
