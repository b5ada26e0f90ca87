import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, csrfHeaders } from './helpers';

let app: FastifyInstance;
const webDistDir = mkdtempSync(path.join(tmpdir(), 'web-dist-'));
mkdirSync(path.join(webDistDir, 'assets'));
writeFileSync(
  path.join(webDistDir, 'index.html'),
  '<!doctype html><html lang="fr"><head><script type="module" src="/assets/app.js"></script></head><body><div id="root"></div></body></html>',
);
writeFileSync(path.join(webDistDir, 'assets', 'app.js'), 'console.log(1)');
mkdirSync(path.join(webDistDir, '.vite'));
writeFileSync(
  path.join(webDistDir, '.vite', 'manifest.json'),
  JSON.stringify({
    'index.html': { file: 'assets/app.js' },
    'src/features/subscription/subscription-page.tsx': {
      file: 'assets/subscription-page-1.js',
      imports: ['_shared-1.js', 'index.html'],
      css: ['assets/wizard-1.css'],
    },
    '_shared-1.js': { file: 'assets/shared-1.js' },
    'src/features/home/home-page.tsx': { file: 'assets/home-page-1.js' },
    'src/i18n/fr.json': { file: 'assets/fr-1.js' },
    'src/i18n/de.json': { file: 'assets/de-1.js' },
  }),
);

beforeAll(async () => {
  app = await createTestApp({ webDistDir });
});
afterAll(() => app.close());

describe('CSRF and XHR header on mutating calls', () => {
  it('hands out a signed token in a readable cookie', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/csrf' });
    expect(response.statusCode).toBe(200);
    const token = response.json().token as string;
    expect(token).toMatch(/^[\w-]+\.[\w-]+$/);
    const cookie = response.cookies.find((c) => c.name === 'XSRF-TOKEN');
    expect(cookie?.value).toBe(token);
    expect(cookie?.httpOnly).toBeFalsy();
    expect(cookie?.sameSite).toBe('Lax');
  });

  it.each([
    ['no token and no header', {}],
    ['the XHR header alone', { 'x-requested-with': 'XMLHttpRequest' }],
  ])('refuses a POST with %s: 419 with a French message', async (_label, headers) => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/business-lines/dog/price',
      headers,
      payload: {},
    });
    expect(response.statusCode).toBe(419);
    expect(response.json()).toEqual({
      message: 'Votre session a expiré. Veuillez recharger la page et réessayer.',
    });
  });

  it('refuses a token without the XHR header, a mismatched pair and a forged token', async () => {
    const valid = await csrfHeaders(app);
    const other = await csrfHeaders(app);
    const cases = [
      { ...valid, 'x-requested-with': '' },
      { ...valid, 'x-xsrf-token': other['x-xsrf-token'] },
      {
        ...valid,
        cookie: 'XSRF-TOKEN=abc.def',
        'x-xsrf-token': 'abc.def',
      },
    ];
    for (const headers of cases) {
      const response = await app.inject({
        method: 'POST',
        url: '/api/anything',
        headers,
        payload: {},
      });
      expect(response.statusCode).toBe(419);
    }
  });

  it('answers 419 in German for a call made from a German page', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/anything',
      headers: { referer: 'http://localhost:3000/de/abschliessen' },
    });
    expect(response.statusCode).toBe(419);
    expect(response.json().message).toBe(
      'Ihre Sitzung ist abgelaufen. Bitte laden Sie die Seite neu und versuchen Sie es erneut.',
    );
  });

  it('lets a valid pair through to the route (here an unknown one: 404 JSON)', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/no-such-call',
      headers: await csrfHeaders(app),
      payload: { locale: 'de' },
    });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: 'Diese Adresse existiert nicht.' });
  });
});

describe('unknown API paths and malformed bodies', () => {
  it('answers an unknown GET /api path with 404 JSON', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/nope' });
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toContain('application/json');
    expect(response.json()).toEqual({ message: 'Cette adresse n’existe pas.' });
  });

  it('answers malformed JSON with a 400, never a 500', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/business-lines/dog/price',
      headers: { ...(await csrfHeaders(app)), 'content-type': 'application/json' },
      payload: '{"animal_name": ',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: 'La demande est mal formée.' });
  });

  it('answers a body over 1 MB with a 413', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/business-lines/dog/price',
      headers: { ...(await csrfHeaders(app)), 'content-type': 'application/json' },
      payload: JSON.stringify({ animal_name: 'x'.repeat(1_100_000) }),
    });
    expect(response.statusCode).toBe(413);
    expect(response.json().message).toBe('La demande est trop volumineuse.');
  });
});

describe('health and OpenAPI', () => {
  it('checks the database', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ status: 'ok', database: 'ok' });
  });

  it('publishes an OpenAPI document generated from the zod schemas', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/docs/openapi.json' });
    expect(response.statusCode).toBe(200);
    const document = response.json();
    expect(document.openapi).toMatch(/^3\./);
    const races = document.paths['/api/business-lines/{businessLine}/animal-races'].get;
    const schema = races.responses['200'].content['application/json'].schema;
    expect(schema.type).toBe('array');
    expect(Object.keys(schema.items.properties).sort()).toEqual([
      'id',
      'min_price',
      'name',
      'slug',
    ]);
  });
});

describe('security headers', () => {
  it('sends a strict Content-Security-Policy without inline script', async () => {
    const response = await app.inject({ method: 'GET', url: '/' });
    const csp = response.headers['content-security-policy'] as string;
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toContain('unsafe-inline');
    expect(csp).toContain("frame-ancestors 'none'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });
});

describe('pages', () => {
  it.each([
    ['/', 'fr', 200],
    ['/de', 'de', 200],
    ['/offres/chevaux', 'fr', 200],
    ['/de/angebote/pferde', 'de', 200],
    ['/offres/licornes', 'fr', 404],
    ['/de/gibt-es-nicht', 'de', 404],
  ])('serves %s with lang=%s and status %i', async (url, lang, status) => {
    const response = await app.inject({ method: 'GET', url });
    expect(response.statusCode).toBe(status);
    expect(response.headers['content-type']).toContain('text/html');
    expect(response.body).toContain(`<html lang="${lang}"`);
    expect(response.cookies.some((c) => c.name === 'XSRF-TOKEN')).toBe(true);
  });

  it('preloads the chunks of the page of the path, and its catalogue, from the build manifest', async () => {
    const step1 = (await app.inject({ method: 'GET', url: '/de/abschliessen?animal=cat' })).body;
    expect(step1).toContain(
      '<link rel="modulepreload" crossorigin href="/assets/subscription-page-1.js">',
    );
    expect(step1).toContain('<link rel="modulepreload" crossorigin href="/assets/shared-1.js">');
    expect(step1).toContain('<link rel="stylesheet" crossorigin href="/assets/wizard-1.css">');
    expect(step1).toContain('href="/assets/de-1.js"');
    expect(step1).not.toContain('href="/assets/fr-1.js"');
    // the entry is already in the shell: not preloaded twice
    expect(step1.match(/assets\/app\.js/g)).toHaveLength(1);
    const home = (await app.inject({ method: 'GET', url: '/' })).body;
    expect(home).toContain('href="/assets/home-page-1.js"');
    expect(home).not.toContain('subscription-page-1.js');
    const unknown = (await app.inject({ method: 'GET', url: '/nulle-part' })).body;
    expect(unknown).not.toContain('home-page-1.js');
  });

  it('serves hashed assets with long caching and does not expose index.html directly', async () => {
    const asset = await app.inject({ method: 'GET', url: '/assets/app.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toContain('immutable');
    const index = await app.inject({ method: 'GET', url: '/index.html' });
    expect(index.statusCode).toBe(404);
  });
});

describe('rate limit on mutating calls', () => {
  it('answers 429 with a localised message past the limit, GETs untouched', async () => {
    const limited = await createTestApp({ rateLimitMax: 3 });
    try {
      const headers = await csrfHeaders(limited);
      const statuses: number[] = [];
      for (let i = 0; i < 4; i += 1) {
        const response = await limited.inject({
          method: 'POST',
          url: '/api/x',
          headers,
          payload: { locale: 'de' },
        });
        statuses.push(response.statusCode);
        if (response.statusCode === 429) {
          expect(response.json().message).toBe(
            'Zu viele Anfragen in kurzer Zeit. Bitte versuchen Sie es in einer Minute erneut.',
          );
        }
      }
      expect(statuses).toEqual([404, 404, 404, 429]);
      const health = await limited.inject({ method: 'GET', url: '/api/health' });
      expect(health.statusCode).toBe(200);
    } finally {
      await limited.close();
    }
  });
});

describe('client address', () => {
  it('does not believe X-Forwarded-For without a declared proxy, so the limit cannot be dodged', async () => {
    const limited = await createTestApp({ rateLimitMax: 2 });
    try {
      const headers = await csrfHeaders(limited);
      const statuses: number[] = [];
      for (let i = 0; i < 3; i += 1) {
        const response = await limited.inject({
          method: 'POST',
          url: '/api/x',
          headers: { ...headers, 'x-forwarded-for': `203.0.113.${i}` },
          payload: {},
        });
        statuses.push(response.statusCode);
      }
      expect(statuses).toEqual([404, 404, 429]);
    } finally {
      await limited.close();
    }
  });
});

describe('request logs', () => {
  it('never contain the personal data of a query string', async () => {
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk, _encoding, done) {
        lines.push(chunk.toString());
        done();
      },
    });
    const logged = await createTestApp({ logLevel: 'info' }, { logger: { stream } });
    try {
      await logged.inject({
        method: 'GET',
        url: '/api/salutations?email=jean.dupont@example.ch&iban=CH9300762011623852957&phone=0791234567&first_name=Jean',
      });
      // a NUL character is refused as bad input, before it can reach the database and its error log
      const nul = await logged.inject({
        method: 'POST',
        url: '/api/subscriptions/init',
        headers: await csrfHeaders(logged),
        payload: {
          business_line: 'dog',
          animal_name: 'Rex\u0000',
          email: 'anne.muster@example.ch',
        },
      });
      expect(nul.statusCode).toBe(422);
      expect(nul.json().errors.animal_name).toEqual(['Cette valeur n’est pas valide.']);
    } finally {
      await logged.close();
    }
    const output = lines.join('');
    expect(output).toContain('/api/salutations');
    expect(output).not.toContain('anne.muster');
    for (const secret of ['jean.dupont', 'CH9300762011623852957', '0791234567', 'Jean']) {
      expect(output).not.toContain(secret);
    }
  });
});
