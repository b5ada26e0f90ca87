// Throughput of the breed list against a bare Fastify on the same machine, in the same run, so
// that the ratio says what the app costs (budget: races ≥ 70 % of bare). The bare route answers
// the same list with the same bytes on the wire (brotli, as browsers accept it), so the ratio is
// the cost of our stack alone; a bare route answering a tiny constant is printed beside it to
// show what the payload itself costs (docs/decisions.md "Races benchmark").

import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { type Load, measureInTurn, withTarget } from './lib/load';
import { type Measurement, round } from './lib/measurement';

const RACES_ROUTE = '/api/business-lines/dog/animal-races';
/** Every request is made as a browser makes it: compression accepted, a French page's language. */
const BROWSER_HEADERS = {
  'accept-encoding': 'gzip, deflate, br',
  'accept-language': 'fr-CH,fr;q=0.9',
};

export async function apiRaces(): Promise<Measurement[]> {
  const workDir = mkdtempSync(path.join(tmpdir(), 'bench-races-'));
  try {
    return await withTarget('races', [path.join(workDir, 'data')], async (racesPort) => {
      const { body, encoding, plainBytes } = await probe(racesPort, RACES_ROUTE);
      // the same bytes from a bare Fastify: the ratio is then the cost of the app alone
      const bodyFile = path.join(workDir, 'races.body');
      writeFileSync(bodyFile, body);
      return withTarget('bare', [bodyFile, encoding], async (barePort) => {
        await probe(barePort, '/bare-same-answer');
        await probe(barePort, '/bare-tiny');
        const [races, bare, bareTiny] = (await measureInTurn(
          [
            `http://127.0.0.1:${racesPort}${RACES_ROUTE}`,
            `http://127.0.0.1:${barePort}/bare-same-answer`,
            `http://127.0.0.1:${barePort}/bare-tiny`,
          ].map((url) => ({ url, headers: BROWSER_HEADERS })),
        )) as [Load, Load, Load];
        return figures(races, bare, bareTiny, body.length, plainBytes);
      });
    });
  } finally {
    rmSync(workDir, { recursive: true, force: true });
  }
}

function figures(
  races: Load,
  bare: Load,
  bareTiny: Load,
  wireBytes: number,
  plainBytes: number,
): Measurement[] {
  const percentOf = (part: Load, whole: Load) =>
    round((part.requestsPerSecond / whole.requestsPerSecond) * 100);
  const sameAnswer = 'bare GET, same bytes';
  return [
    {
      name: 'api.races.requests',
      value: round(races.requestsPerSecond, 0),
      unit: 'req/s',
      anchor: { label: sameAnswer, value: round(bare.requestsPerSecond, 0) },
    },
    {
      name: 'api.races.p99',
      value: round(races.p99Ms, 2),
      unit: 'ms',
      anchor: { label: sameAnswer, value: round(bare.p99Ms, 2) },
    },
    { name: 'api.races.body-json', value: round(plainBytes / 1024), unit: 'KB' },
    { name: 'api.races.body-on-wire', value: round(wireBytes / 1024), unit: 'KB' },
    { name: 'api.races-vs-bare', value: percentOf(races, bare), unit: '%', budget: { min: 70 } },
    {
      name: 'api.races.requests-vs-tiny',
      value: round(races.requestsPerSecond, 0),
      unit: 'req/s',
      anchor: { label: 'bare GET, 70-byte constant', value: round(bareTiny.requestsPerSecond, 0) },
    },
    { name: 'api.races-vs-bare-tiny', value: percentOf(races, bareTiny), unit: '%' },
  ];
}

/**
 * The bytes of a 200 answer as they travel (compressed, as negotiated), checked before any load:
 * an error page would bench fast.
 */
function probe(
  port: number,
  route: string,
): Promise<{ body: Buffer; encoding: string; plainBytes: number }> {
  return new Promise((resolve, reject) => {
    const request = http.get(
      { host: '127.0.0.1', port, path: route, headers: BROWSER_HEADERS, timeout: 10_000 },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => {
          if (response.statusCode !== 200) {
            reject(new Error(`GET ${route} answered ${response.statusCode}`));
            return;
          }
          const body = Buffer.concat(chunks);
          const encoding = String(response.headers['content-encoding'] ?? 'identity');
          const plain =
            encoding === 'br'
              ? brotliDecompressSync(body)
              : encoding === 'gzip'
                ? gunzipSync(body)
                : body;
          resolve({ body, encoding, plainBytes: plain.length });
        });
      },
    );
    request.on('timeout', () => request.destroy(new Error(`GET ${route} timed out`)));
    request.on('error', reject);
  });
}
