import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp } from './helpers';
import { logCapture } from './log-capture';

/** A stand-in for geo.admin.ch's SearchServer, answering what each test sets. */
let fake: Server;
let fakeUrl: string;
let requests: URL[] = [];
let answer: (request: IncomingMessage) => { status: number; body: string } | 'hang' = () => ({
  status: 200,
  body: '{"results":[]}',
});

beforeAll(async () => {
  fake = createServer((request, response) => {
    requests.push(new URL(request.url ?? '/', 'http://fake'));
    const reply = answer(request);
    if (reply === 'hang') return;
    response.writeHead(reply.status, { 'content-type': 'application/json' });
    response.end(reply.body);
  });
  await new Promise<void>((resolve) => fake.listen(0, '127.0.0.1', resolve));
  fakeUrl = `http://127.0.0.1:${(fake.address() as AddressInfo).port}/rest/services/api/SearchServer`;
});
afterAll(async () => {
  fake.closeAllConnections();
  await new Promise((resolve) => fake.close(resolve));
});
afterEach(() => {
  requests = [];
});

const lausanne = {
  results: [
    {
      id: 1,
      weight: 100,
      attrs: {
        origin: 'address',
        label: 'Rue du Lac 12 <b>1003 Lausanne</b>',
        detail: 'rue du lac 12 1003 lausanne 5586 lausanne ch vd',
        lat: 46.5,
        lon: 6.6,
      },
    },
    {
      id: 2,
      weight: 90,
      attrs: {
        origin: 'address',
        label: 'Rue du Lac 14 <b>1020 Renens VD</b>',
        detail: 'rue du lac 14 1020 renens vd 5591 renens ch vd',
      },
    },
  ],
};

function get(app: FastifyInstance, query: string) {
  return app.inject({ method: 'GET', url: `/api/addresses${query}` });
}

describe('GET /api/addresses with the default provider', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await createTestApp({}, { startJobs: false });
  });
  afterAll(() => app.close());

  it('answers an empty list and contacts nobody', async () => {
    const spy = vi.spyOn(globalThis, 'fetch');
    const response = await get(app, '?q=Rue%20du%20Lac%2012');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([]);
    expect(spy).not.toHaveBeenCalled();
    spy.mockRestore();
  });
});

describe('GET /api/addresses with swisstopo', () => {
  let app: FastifyInstance;
  const { lines: logs, stream } = logCapture();
  beforeAll(async () => {
    app = await createTestApp(
      {
        addresses: { provider: 'swisstopo', baseUrl: fakeUrl, timeoutMs: 300, rateLimitMax: 12 },
      },
      { startJobs: false, logger: { stream } },
    );
  });
  afterAll(() => app.close());

  it('asks the SearchServer for addresses and answers street, number, zip, city, canton', async () => {
    answer = () => ({ status: 200, body: JSON.stringify(lausanne) });
    const response = await get(app, '?q=Rue%20du%20Lac&limit=3');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([
      { street: 'Rue du Lac', number: '12', zip: '1003', city: 'Lausanne', canton: 'VD' },
      { street: 'Rue du Lac', number: '14', zip: '1020', city: 'Renens VD', canton: 'VD' },
    ]);
    expect(requests).toHaveLength(1);
    const [request] = requests;
    expect(request?.pathname).toBe('/rest/services/api/SearchServer');
    expect(Object.fromEntries(request?.searchParams ?? [])).toEqual({
      searchText: 'Rue du Lac',
      type: 'locations',
      origins: 'address',
      limit: '3',
    });
    expect(response.headers['cache-control']).toBe('private, max-age=300');
  });

  it('answers a repeated query from memory', async () => {
    answer = () => ({ status: 200, body: JSON.stringify(lausanne) });
    await get(app, '?q=Avenue%20de%20la%20Gare');
    await get(app, '?q=avenue%20de%20la%20gare');
    expect(requests).toHaveLength(1);
  });

  it('does not ask for fewer than 3 characters', async () => {
    const response = await get(app, '?q=Ru');
    expect(response.json()).toEqual([]);
    expect((await get(app, '')).json()).toEqual([]);
    expect(requests).toHaveLength(0);
  });

  it('answers an empty list when the provider fails, and logs it without the query', async () => {
    answer = () => ({ status: 503, body: 'unavailable' });
    const failed = await get(app, '?q=Chemin%20des%20Vignes%201');
    expect(failed.statusCode).toBe(200);
    expect(failed.json()).toEqual([]);
    answer = () => ({ status: 200, body: '{not json' });
    expect((await get(app, '?q=Chemin%20des%20Pins')).json()).toEqual([]);
    const failures = logs.filter((line) => line.includes('address lookup failed'));
    expect(failures.length).toBeGreaterThanOrEqual(2);
    expect(logs.join('')).not.toMatch(/Vignes|Pins/);
  });

  it('gives up after the timeout', async () => {
    answer = () => 'hang';
    const started = Date.now();
    const response = await get(app, '?q=Route%20de%20Berne');
    expect(response.json()).toEqual([]);
    expect(Date.now() - started).toBeLessThan(5000);
  });

  it('refuses a limit above 10', async () => {
    const response = await get(app, '?q=Rue%20du%20Lac&limit=50');
    expect(response.statusCode).toBe(422);
    expect(Object.keys(response.json().errors)).toEqual(['limit']);
  });

  it('limits lookups per client address', async () => {
    answer = () => ({ status: 200, body: JSON.stringify(lausanne) });
    const statuses: number[] = [];
    for (let i = 0; i < 14; i += 1) {
      statuses.push((await get(app, `?q=Rue%20${i}%20test`)).statusCode);
    }
    expect(statuses).toContain(429);
    expect(statuses.filter((status) => status === 200).length).toBeLessThanOrEqual(12);
  });
});
