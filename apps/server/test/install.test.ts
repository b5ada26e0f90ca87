import { readFileSync } from 'node:fs';
import path from 'node:path';
import semver from 'semver';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../../..');
const readJson = (file: string) => JSON.parse(readFileSync(path.join(root, file), 'utf8'));

/**
 * Issue 11 (setup): the README says Node 20 (from 20.19) and npm are enough, so `npm ci` on Node
 * 20 must install nothing that asks for a newer Node (it printed `EBADENGINE cookie@2.0.2
 * requires node >= 22`, pulled by light-my-request 6.8).
 */
describe('the locked packages install on the Node the README names', () => {
  const lock = readJson('package-lock.json') as {
    packages: Record<string, { version?: string; engines?: { node?: string } }>;
  };
  const oldestNode = semver.minVersion(readJson('package.json').engines.node as string);

  it('reads the oldest Node of package.json', () => {
    expect(oldestNode?.version).toBe('20.19.0');
  });

  it('has no package whose engines exclude it', () => {
    const refusing = Object.entries(lock.packages)
      .filter(([, entry]) => {
        const range = entry.engines?.node;
        return (
          typeof range === 'string' &&
          oldestNode !== null &&
          !semver.satisfies(oldestNode, range, { includePrerelease: true })
        );
      })
      .map(([name, entry]) => `${name}@${entry.version}: node ${entry.engines?.node}`);
    expect(refusing).toEqual([]);
  });
});
