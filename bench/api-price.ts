// Throughput of the dog price list (POST, CSRF-checked, validated, priced by the domain engine)
// against a bare Fastify POST route answering the same rows, in the same run (issue 3).
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { type Load, measureInTurn, withTarget } from './lib/load';
import { type Measurement, round } from './lib/measurement';

const PRICE_ROUTE = '/api/business-lines/dog/price';
const payload = JSON.stringify({
  animal_name: 'Rex',
  animal_date_of_birth: '15.01.2022',
  // a start inside the window whatever the day the bench runs: the first of next month
  policy_start_date: firstOfNextMonth(),
  locale: 'fr',
});

function firstOfNextMonth(): string {
  const today = new Date();
  const next = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth() + 1, 1));
  return next.toISOString().slice(0, 10);
}

async function csrfHeaders(port: number): Promise<Record<string, string>> {
  const response = await fetch(`http://127.0.0.1:${port}/api/csrf`, {
    signal: AbortSignal.timeout(10_000),
  });
  const { token } = (await response.json()) as { token: string };
  return {
    cookie: `XSRF-TOKEN=${token}`,
    'x-xsrf-token': token,
    'x-requested-with': 'XMLHttpRequest',
    'content-type': 'application/json',
  };
}

export async function apiPrice(): Promise<Measurement[]> {
  const workDir = mkdtempSync(path.join(tmpdir(), 'bench-price-'));
  try {
    return await withTarget('races', [path.join(workDir, 'data')], async (appPort) => {
      const headers = await csrfHeaders(appPort);
      const probe = await fetch(`http://127.0.0.1:${appPort}${PRICE_ROUTE}`, {
        method: 'POST',
        headers,
        body: payload,
        signal: AbortSignal.timeout(10_000),
      });
      if (probe.status !== 200)
        throw new Error(`POST ${PRICE_ROUTE} answered ${probe.status}: ${await probe.text()}`);
      const rows = Buffer.from(await probe.arrayBuffer());
      const bodyFile = path.join(workDir, 'price.json');
      writeFileSync(bodyFile, rows);
      return withTarget('bare', [bodyFile, 'identity'], async (barePort) => {
        const [price, bare] = (await measureInTurn([
          {
            url: `http://127.0.0.1:${appPort}${PRICE_ROUTE}`,
            method: 'POST',
            body: payload,
            headers,
          },
          {
            url: `http://127.0.0.1:${barePort}/bare-same-answer`,
            method: 'POST',
            body: payload,
            headers: { 'content-type': 'application/json' },
          },
        ])) as [Load, Load];
        return [
          { name: 'api.price.requests', value: round(price.requestsPerSecond, 0), unit: 'req/s' },
          { name: 'api.price.p99', value: round(price.p99Ms, 2), unit: 'ms' },
          {
            name: 'api.price-bare.requests',
            value: round(bare.requestsPerSecond, 0),
            unit: 'req/s',
          },
          {
            name: 'api.price-vs-bare',
            value: round((price.requestsPerSecond / bare.requestsPerSecond) * 100),
            unit: '%',
          },
        ];
      });
    });
  } finally {
    rmSync(workDir, { recursive: true, force: true });
  }
}
