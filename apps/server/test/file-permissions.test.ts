import { statSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uploads } from '../src/db/schema';
import { createTestApp, csrfHeaders, multipart } from './helpers';
import { testPdf } from './test-files';

/**
 * Issue 11 item 10: what the site stores (uploads, generated PDFs, the database files, the
 * secret) is readable by the server's user only: files 0600, folders 0700.
 */
let app: FastifyInstance;

beforeAll(async () => {
  // no secret given: it is generated into DATA_DIR/secret.key
  app = await createTestApp({ secret: '' }, { startJobs: false });
});
afterAll(() => app.close());

const modeOf = (file: string) => statSync(file).mode & 0o777;

describe('file permissions', () => {
  it('keeps uploads 0600 in folders 0700', async () => {
    const headers = await csrfHeaders(app);
    const body = multipart([{ name: 'a.pdf', content: testPdf() }], { type: 'report' });
    const response = await app.inject({
      method: 'POST',
      url: '/api/documents/upload',
      headers: { ...headers, 'content-type': body.contentType },
      payload: body.payload,
    });
    expect(response.statusCode, response.body).toBe(200);
    const [row] = await app.database.db.select().from(uploads);
    const root = path.join(app.config.dataDir, 'documents');
    const file = path.join(root, row?.storageKey ?? '');
    expect(modeOf(file).toString(8)).toBe('600');
    for (let dir = path.dirname(file); dir.startsWith(root); dir = path.dirname(dir)) {
      expect(modeOf(dir).toString(8), dir).toBe('700');
    }
  });

  it('keeps generated documents 0600', async () => {
    await app.storage.put('policies/26/police-2600000000.pdf', testPdf());
    const file = path.join(app.config.dataDir, 'documents', 'policies/26/police-2600000000.pdf');
    expect(modeOf(file).toString(8)).toBe('600');
    expect(modeOf(path.dirname(file)).toString(8)).toBe('700');
  });

  it('closes the data folder, the database folder and the secret to others', () => {
    const { dataDir } = app.config;
    expect(modeOf(dataDir).toString(8)).toBe('700');
    if (!app.config.databaseUrl)
      expect(modeOf(path.join(dataDir, 'pglite')).toString(8)).toBe('700');
    expect(modeOf(path.join(dataDir, 'secret.key')).toString(8)).toBe('600');
  });
});
