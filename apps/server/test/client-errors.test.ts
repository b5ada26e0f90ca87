import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, csrfHeaders } from './helpers';
import { withLoggedApp } from './log-capture';

/** docs/decisions.md "A page that fails to load": what a browser could not show, for the team. */
const report = {
  kind: 'page',
  cause: 'load',
  path: '/faq',
  message: 'TypeError: Failed to fetch dynamically imported module: http://localhost/assets/faq.js',
  locale: 'fr',
};

async function send(app: FastifyInstance, body: unknown, locale = 'fr') {
  return app.inject({
    method: 'POST',
    url: '/api/client-errors',
    headers: await csrfHeaders(app),
    payload: typeof body === 'object' && body !== null ? { ...body, locale } : (body as string),
  });
}

const clientErrorLines = (lines: string[]) =>
  lines.map((line) => JSON.parse(line)).filter((entry) => entry.msg === 'client error');

describe('POST /api/client-errors', () => {
  it('writes the report to the log at warn, without tokens, queries, numbers or addresses', () =>
    withLoggedApp('info', async (app, lines) => {
      const response = await send(app, {
        ...report,
        kind: 'part',
        cause: 'render',
        message:
          'Error: no page for https://site.example/reprendre?token=secret-of-the-link (anna@example.ch, +41 79 123 45 67, CH93 0076 2011 6238 5295 7) /documents/a1b2c3d4e5f6g7h8i9j0 /api/resume-links/secret-resume-token',
      });
      expect(response.statusCode).toBe(204);
      expect(response.body).toBe('');
      expect(response.headers['content-type']).toBeUndefined();
      expect(clientErrorLines(lines)).toMatchObject([
        {
          level: 40,
          clientError: {
            kind: 'part',
            cause: 'render',
            path: '/faq',
            message:
              'Error: no page for https://site.example/reprendre?… ([redacted], +[redacted], CH[redacted]) /documents/[redacted] /api/resume-links/[redacted]',
          },
        },
      ]);
      for (const secret of [
        'secret-of-the-link',
        'anna@',
        '45 67',
        '5295',
        'a1b2c3',
        'resume-token',
      ])
        expect(lines.join('')).not.toContain(secret);
      // a refused report writes nothing of its own, and no line (the access line, at info)
      // carries what it was sent
      const refused = await send(app, { ...report, path: '/reprendre?token=other-secret' });
      expect(refused.statusCode).toBe(422);
      expect(clientErrorLines(lines)).toHaveLength(1);
      expect(lines.join('')).not.toContain('other-secret');
      expect(lines.join('')).toContain('"statusCode":422');
    }));

  it('is documented as it answers: 204, no content', async () => {
    const app = await createTestApp({}, { startJobs: false });
    try {
      const document = (await app.inject({ url: '/api/docs/openapi.json' })).json<{
        paths: Record<string, { post: { responses: Record<string, object> } }>;
      }>();
      expect(document.paths['/api/client-errors']?.post.responses).toEqual({
        204: { description: 'Logged: nothing is answered' },
      });
    } finally {
      await app.close();
    }
  });
});

describe('POST /api/client-errors refuses', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await createTestApp({}, { startJobs: false });
  });
  afterAll(() => app.close());

  it('a path with a query, in the request’s language', async () => {
    let response = await send(app, { ...report, path: '/reprendre?token=abc' });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({
      message: 'Les données fournies ne sont pas valides.',
      errors: { path: ['Cette valeur n’est pas valide.'] },
    });
    response = await send(app, { ...report, path: '/reprendre?token=abc' }, 'de');
    expect(response.json()).toEqual({
      message: 'Die übermittelten Angaben sind ungültig.',
      errors: { path: ['Dieser Wert ist ungültig.'] },
    });
  });

  it('a message over 500 characters, a kind it does not know, a missing path', async () => {
    const response = await send(app, {
      kind: 'everything',
      cause: 'load',
      message: 'x'.repeat(501),
    });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({
      message: 'Les données fournies ne sont pas valides.',
      errors: {
        kind: ['Veuillez choisir une des valeurs proposées.'],
        message: ['Ce champ ne doit pas dépasser 500 caractères.'],
        path: ['Ce champ est obligatoire.'],
      },
    });
  });

  it('anything but a JSON object, and a call without its CSRF token', async () => {
    expect((await send(app, 'not json')).statusCode).toBe(415);
    const list = await app.inject({
      method: 'POST',
      url: '/api/client-errors',
      headers: await csrfHeaders(app),
      payload: [report],
    });
    expect(list.statusCode).toBe(422);
    const withoutToken = await app.inject({
      method: 'POST',
      url: '/api/client-errors',
      headers: { 'x-requested-with': 'XMLHttpRequest' },
      payload: report,
    });
    expect(withoutToken.statusCode).toBe(419);
  });
});
