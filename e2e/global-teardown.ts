import { rmSync } from 'node:fs';

/** Removes the run's data folder made by playwright.config.ts (not one given by the caller). */
export default function globalTeardown() {
  const dataDir = process.env.E2E_DATA_DIR;
  if (dataDir && process.env.E2E_REMOVE_DATA_DIR === '1') {
    rmSync(dataDir, { recursive: true, force: true, maxRetries: 3 });
  }
}
