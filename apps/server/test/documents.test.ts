import { readdirSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { uploads } from '../src/db/schema';
import { type CsrfHeaders, createTestApp, csrfHeaders, multipart, type TestFile } from './helpers';
import { testJpeg, testPdf } from './test-files';

// real files: uploads are parsed whole (issue 11 item 6)
const pdf = (size = 2000) => testPdf({ size });
const jpeg = () => testJpeg();
const windowsExecutable = Buffer.concat([Buffer.from('MZ\x90\x00\x03\x00'), Buffer.alloc(500)]);
const elfExecutable = Buffer.concat([Buffer.from([0x7f, 0x45, 0x4c, 0x46]), Buffer.alloc(500)]);

let app: FastifyInstance;
let headers: CsrfHeaders;

beforeAll(async () => {
  app = await createTestApp({}, { startJobs: false });
  headers = await csrfHeaders(app);
});
afterAll(() => app.close());

function upload(
  files: TestFile[],
  fields: Record<string, string> = {},
  url = '/api/documents/upload',
) {
  const body = multipart(files, fields);
  return app.inject({
    method: 'POST',
    url,
    headers: { ...headers, 'content-type': body.contentType },
    payload: body.payload,
  });
}

function storedFiles(): string[] {
  const root = path.join(app.config.dataDir, 'documents');
  try {
    return readdirSync(root, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => path.join(entry.parentPath, entry.name));
  } catch {
    return [];
  }
}

async function expectNothingStored() {
  expect(await app.database.db.select().from(uploads)).toEqual([]);
  expect(storedFiles()).toEqual([]);
}

beforeEach(async () => {
  await app.database.db.delete(uploads);
  for (const file of storedFiles())
    await app.storage.remove(path.relative(path.join(app.config.dataDir, 'documents'), file));
});

describe('POST /api/documents/upload', () => {
  it('stores a PDF and a JPEG, decided by their bytes, under keys of its own', async () => {
    const response = await upload(
      [
        { name: 'facture-vétérinaire.pdf', content: pdf() },
        { name: 'radio.jpeg', content: jpeg(), contentType: 'image/jpeg' },
      ],
      { type: 'invoice' },
    );
    expect(response.statusCode).toBe(200);
    const documents = response.json();
    const rows = await app.database.db.select().from(uploads);
    // a PDF is stored as sent; a JPEG re-encoded (its stored size)
    const jpegSize = rows.find((row) => row.mimeType === 'image/jpeg')?.size;
    expect(documents).toEqual([
      { id: expect.any(String), name: 'facture-vétérinaire.pdf', type: 'invoice', size: 2000 },
      { id: expect.any(String), name: 'radio.jpeg', type: 'invoice', size: jpegSize },
    ]);
    expect(rows.map((row) => [row.mimeType, row.docType, row.claimId]).sort()).toEqual([
      ['application/pdf', 'invoice', null],
      ['image/jpeg', 'invoice', null],
    ]);
    for (const row of rows) {
      expect(row.storageKey).not.toContain('facture');
      expect(row.storageKey).not.toContain('radio');
      expect(await app.storage.exists(row.storageKey)).toBe(true);
    }
    expect(storedFiles()).toHaveLength(2);
  });

  it('takes the type from the path, and the type field over the path', async () => {
    const fromPath = await upload(
      [{ name: 'rapport.pdf', content: pdf() }],
      {},
      '/api/documents/upload/report',
    );
    expect(fromPath.statusCode).toBe(200);
    expect(fromPath.json()[0].type).toBe('report');
    const fromField = await upload(
      [{ name: 'a.pdf', content: pdf() }],
      { type: 'other' },
      '/api/documents/upload/invoice',
    );
    expect(fromField.json()[0].type).toBe('other');
    const byDefault = await upload([{ name: 'a.pdf', content: pdf() }]);
    expect(byDefault.json()[0].type).toBe('other');
  });

  it('keeps a JPEG sent under a .pdf name as a JPEG with a .jpg name', async () => {
    const response = await upload([{ name: 'scan.pdf', content: jpeg() }]);
    expect(response.statusCode).toBe(200);
    expect(response.json()[0].name).toBe('scan.pdf.jpg');
    const [row] = await app.database.db.select().from(uploads);
    expect(row?.mimeType).toBe('image/jpeg');
  });

  it('refuses a 9 MB file with 413 naming the file, and stores nothing', async () => {
    const response = await upload([
      { name: 'petit.pdf', content: pdf() },
      { name: 'énorme.pdf', content: pdf(9 * 1024 * 1024) },
    ]);
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({
      message: 'Le fichier « énorme.pdf » dépasse la taille maximale de 8 Mo.',
      errors: { documents: ['Le fichier « énorme.pdf » dépasse la taille maximale de 8 Mo.'] },
    });
    await expectNothingStored();
  });

  it('accepts a file of exactly 8 MB', async () => {
    const response = await upload([{ name: 'limite.pdf', content: pdf(8 * 1024 * 1024) }]);
    expect(response.statusCode).toBe(200);
  });

  it.each([
    ['a Windows executable', windowsExecutable],
    ['an ELF executable', elfExecutable],
    ['an empty file', Buffer.alloc(0)],
  ])('refuses %s named .pdf (422) and stores none of the batch', async (_label, content) => {
    const response = await upload([
      { name: 'vraie-facture.pdf', content: pdf() },
      { name: 'facture.pdf', content },
    ]);
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({
      documents: [
        'Le fichier « facture.pdf » n’est ni un PDF ni une image JPEG. Formats acceptés : .pdf, .jpg, .jpeg.',
      ],
    });
    await expectNothingStored();
  });

  it('refuses 50 files at once with a clear message and stores nothing', async () => {
    const files = Array.from({ length: 50 }, (_, index) => ({
      name: `page-${index}.pdf`,
      content: pdf(),
    }));
    const response = await upload(files);
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({
      documents: ['Vous pouvez envoyer au plus 10 fichiers à la fois.'],
    });
    await expectNothingStored();
  });

  it('accepts 10 files at once', async () => {
    const files = Array.from({ length: 10 }, (_, index) => ({
      name: `p${index}.pdf`,
      content: pdf(),
    }));
    const response = await upload(files);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toHaveLength(10);
  });

  it('refuses a request without files, and an unknown type, storing nothing', async () => {
    const empty = await upload([], { type: 'invoice' });
    expect(empty.statusCode).toBe(422);
    expect(empty.json().errors).toEqual({ documents: ['Veuillez choisir au moins un fichier.'] });

    const badType = await upload([{ name: 'a.pdf', content: pdf() }], { type: 'receipt' });
    expect(badType.statusCode).toBe(422);
    expect(badType.json().errors).toEqual({
      type: ['Le type de document doit être facture, rapport ou autre.'],
    });
    const badPath = await upload(
      [{ name: 'a.pdf', content: pdf() }],
      {},
      '/api/documents/upload/receipt',
    );
    expect(badPath.statusCode).toBe(422);
    await expectNothingStored();
  });

  it('answers in German with the locale field or query', async () => {
    const byField = await upload([{ name: 'rechnung.pdf', content: windowsExecutable }], {
      locale: 'de',
    });
    expect(byField.statusCode).toBe(422);
    expect(byField.json().errors.documents).toEqual([
      'Die Datei «rechnung.pdf» ist weder ein PDF noch ein JPEG-Bild. Erlaubte Formate: .pdf, .jpg, .jpeg.',
    ]);
    const body = multipart([{ name: 'gross.pdf', content: pdf(9 * 1024 * 1024) }]);
    const byQuery = await app.inject({
      method: 'POST',
      url: '/api/documents/upload?locale=de',
      headers: { ...headers, 'content-type': body.contentType },
      payload: body.payload,
    });
    expect(byQuery.statusCode).toBe(413);
    expect(byQuery.json().message).toBe(
      'Die Datei «gross.pdf» überschreitet die maximale Grösse von 8 MB.',
    );
    await expectNothingStored();
  });

  it('refuses a call without the CSRF token (419) and a JSON body (415)', async () => {
    const body = multipart([{ name: 'a.pdf', content: pdf() }]);
    const noCsrf = await app.inject({
      method: 'POST',
      url: '/api/documents/upload',
      headers: { 'content-type': body.contentType },
      payload: body.payload,
    });
    expect(noCsrf.statusCode).toBe(419);
    const json = await app.inject({
      method: 'POST',
      url: '/api/documents/upload',
      headers,
      payload: { documents: [] },
    });
    expect(json.statusCode).toBe(415);
    await expectNothingStored();
  });

  it('never serves an uploaded file back', async () => {
    const response = await upload([{ name: 'a.pdf', content: pdf() }]);
    const { id } = response.json()[0];
    const [row] = await app.database.db.select().from(uploads);
    for (const url of [
      `/api/documents/${id}`,
      `/api/documents/upload/${id}`,
      `/documents/${row?.storageKey}`,
      `/${row?.storageKey}`,
    ]) {
      const get = await app.inject({ method: 'GET', url });
      expect(get.body).not.toContain('%PDF');
    }
  });
});
