import { readdirSync } from 'node:fs';
import path from 'node:path';
import { deflateSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { uploads } from '../src/db/schema';
import { type CsrfHeaders, createTestApp, csrfHeaders, multipart, type TestFile } from './helpers';
import { docxOf, odtOf, oleOf, oleStorage, oleStream, relsOf, rtfOf } from './office-files';
import { testJpeg, testPdf } from './test-files';

/**
 * Issue 11 item 6: an upload is checked whole by a parser made for its type, not by its first
 * bytes: PDFs with scripts, launch actions, embedded files or data after the end (a ZIP
 * polyglot) are refused; images are decoded and stored re-encoded, so nothing rides along.
 */
let app: FastifyInstance;
let headers: CsrfHeaders;

beforeAll(async () => {
  app = await createTestApp({}, { startJobs: false });
  headers = await csrfHeaders(app);
});
afterAll(() => app.close());

function upload(files: TestFile[]) {
  const body = multipart(files, { type: 'invoice' });
  return app.inject({
    method: 'POST',
    url: '/api/documents/upload',
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

beforeEach(async () => {
  await app.database.db.delete(uploads);
  for (const file of storedFiles())
    await app.storage.remove(path.relative(path.join(app.config.dataDir, 'documents'), file));
});

async function expectRefused(name: string, content: Buffer) {
  const response = await upload([
    { name: 'bonne.pdf', content: testPdf() },
    { name, content },
  ]);
  expect(response.statusCode, response.body).toBe(422);
  expect(response.json().errors).toEqual({
    documents: [
      `Le fichier « ${name} » ne peut pas être accepté : il n’est pas lisible ou il contient des éléments actifs (scripts, pièces jointes). Veuillez envoyer une simple copie du document.`,
    ],
  });
  expect(await app.database.db.select().from(uploads)).toEqual([]);
  expect(storedFiles()).toEqual([]);
}

/** A ZIP archive of one empty file (local header, central directory, end record). */
function zipArchive(): Buffer {
  const name = Buffer.from('shell.php');
  const local = Buffer.alloc(30);
  local.writeUInt32LE(0x04034b50, 0);
  local.writeUInt16LE(name.length, 26);
  const central = Buffer.alloc(46);
  central.writeUInt32LE(0x02014b50, 0);
  central.writeUInt16LE(name.length, 28);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(1, 8);
  end.writeUInt16LE(1, 10);
  end.writeUInt32LE(central.length + name.length, 12);
  end.writeUInt32LE(local.length + name.length, 16);
  return Buffer.concat([local, name, central, name, end]);
}

describe('PDF uploads', () => {
  it('accepts a plain PDF and stores it unchanged', async () => {
    const content = testPdf();
    const response = await upload([{ name: 'facture.pdf', content }]);
    expect(response.statusCode, response.body).toBe(200);
    const [row] = await app.database.db.select().from(uploads);
    expect(await app.storage.get(row?.storageKey ?? '')).toEqual(content);
  });

  it('accepts a PDF with a web link (URI action) and trailing whitespace', async () => {
    const content = testPdf({
      page: '/Annots [5 0 R]',
      objects: [
        '<< /Type /Annot /Subtype /Link /Rect [0 0 10 10] /A << /S /URI /URI (https://www.vet.example) >> >>',
      ],
      after: '\r\n\n  ',
    });
    const response = await upload([{ name: 'facture.pdf', content }]);
    expect(response.statusCode, response.body).toBe(200);
  });

  it.each([
    [
      'JavaScript run on opening',
      testPdf({
        catalog: '/OpenAction 5 0 R',
        objects: ['<< /S /JavaScript /JS (app.alert(1)) >>'],
      }),
    ],
    [
      'JavaScript in the names tree',
      testPdf({
        catalog: '/Names << /JavaScript 5 0 R >>',
        objects: ['<< /Names [(a) << /S /JavaScript /JS (this.exportDataObject()) >>] >>'],
      }),
    ],
    [
      'a launch action on a link',
      testPdf({
        page: '/Annots [5 0 R]',
        objects: [
          '<< /Type /Annot /Subtype /Link /Rect [0 0 10 10] /A << /S /Launch /F (cmd.exe) >> >>',
        ],
      }),
    ],
    [
      'an embedded file',
      testPdf({
        catalog: '/Names << /EmbeddedFiles << /Names [(a.exe) 5 0 R] >> >>',
        objects: [
          '<< /Type /Filespec /F (a.exe) /EF << /F 6 0 R >> >>',
          '<< /Type /EmbeddedFile /Length 2 >>\nstream\nMZ\nendstream',
        ],
      }),
    ],
    [
      'a file attachment annotation',
      testPdf({
        page: '/Annots [5 0 R]',
        objects: ['<< /Type /Annot /Subtype /FileAttachment /Rect [0 0 10 10] /FS (a.exe) >>'],
      }),
    ],
    [
      'an action name hidden with #-escapes',
      testPdf({ catalog: '/OpenAction << /S /J#61vaScript /J#53 (app.alert(1)) >>' }),
    ],
    [
      'additional actions of the page',
      testPdf({ page: '/AA << /O << /S /JavaScript /JS (x) >> >>' }),
    ],
  ])('refuses a PDF with %s', async (_label, content) => {
    await expectRefused('piege.pdf', content);
  });

  it('refuses JavaScript hidden in a compressed object stream', async () => {
    await expectRefused(
      'compresse.pdf',
      withObjectStream('5 0 << /S /JavaScript /JS (app.alert(1)) >>'),
    );
  });

  /** A PDF whose object 5 (its OpenAction) sits in a compressed object stream. */
  function withObjectStream(inner: string) {
    const first = inner.indexOf('<<');
    const packed = deflateSync(Buffer.from(inner, 'latin1'));
    const objectStream = Buffer.concat([
      Buffer.from(
        `6 0 obj\n<< /Type /ObjStm /N 1 /First ${first} /Filter /FlateDecode /Length ${packed.length} >>\nstream\n`,
        'latin1',
      ),
      packed,
      Buffer.from('\nendstream\nendobj\n', 'latin1'),
    ]);
    const plain = testPdf({ catalog: '/OpenAction 5 0 R' });
    // the object stream goes before the xref table (its offset is not needed to parse it)
    const xref = plain.lastIndexOf('\nxref\n') + 1;
    return Buffer.concat([plain.subarray(0, xref), objectStream, plain.subarray(xref)]);
  }

  it('accepts a harmless compressed object stream', async () => {
    await expect(
      upload([
        {
          name: 'compresse.pdf',
          content: withObjectStream('5 0 << /S /URI /URI (https://vet.example) >>'),
        },
      ]),
    ).resolves.toMatchObject({ statusCode: 200 });
  });

  it.each([
    ['a ZIP archive (PDF/ZIP polyglot)', zipArchive()],
    ['a PHP script', Buffer.from('\n<?php system($_GET["c"]); ?>\n')],
    ['a second document', testPdf().subarray(0, 200)],
  ])('refuses a PDF followed by %s after its last end-of-file marker', async (_label, tail) => {
    await expectRefused('polyglotte.pdf', Buffer.concat([testPdf(), tail]));
  });

  it('refuses what only starts like a PDF', async () => {
    await expectRefused('faux.pdf', Buffer.from('%PDF-1.7\nfacture\n%%EOF\n'));
    await expectRefused('vide.pdf', Buffer.from('%PDF-'));
  });
});

describe('JPEG uploads', () => {
  it('stores the image re-encoded, without what rode along in a comment or after its end', async () => {
    const jpeg = testJpeg();
    // a COM segment with PHP right after SOI, and a script after EOI
    const comment = Buffer.from('<?php system($_GET["c"]); ?>');
    const segment = Buffer.alloc(4);
    segment.writeUInt16BE(0xfffe, 0);
    segment.writeUInt16BE(comment.length + 2, 2);
    const carrier = Buffer.concat([
      jpeg.subarray(0, 2),
      segment,
      comment,
      jpeg.subarray(2),
      Buffer.from('<?php echo 1; ?>'),
    ]);
    const response = await upload([{ name: 'photo.jpg', content: carrier }]);
    expect(response.statusCode, response.body).toBe(200);
    const [row] = await app.database.db.select().from(uploads);
    const stored = await app.storage.get(row?.storageKey ?? '');
    expect(stored.includes('<?php')).toBe(false);
    expect(row?.size).toBe(stored.length);
    expect(response.json()[0].size).toBe(stored.length);
    const metadata = await sharp(stored).metadata();
    expect([metadata.format, metadata.width, metadata.height]).toEqual(['jpeg', 2, 2]);
  });

  it.each([
    [
      'an SVG behind JPEG magic bytes',
      Buffer.concat([
        Buffer.from([0xff, 0xd8, 0xff, 0xe0]),
        Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>'),
      ]),
    ],
    [
      'PHP behind JPEG magic bytes',
      Buffer.concat([
        Buffer.from([0xff, 0xd8, 0xff, 0xe0]),
        Buffer.from('<?php system($_GET["c"]); ?>'),
      ]),
    ],
    ['a JPEG header and nothing else', testJpeg().subarray(0, 40)],
  ])('refuses %s', async (_label, content) => {
    await expectRefused('photo.jpg', content);
  });
});

describe('stored file names', () => {
  it('drops right-to-left overrides and control characters, and keeps the extension when cut', async () => {
    const response = await upload([
      { name: 'facture\u202Efdp.exe.pdf', content: testPdf() },
      { name: `${'é'.repeat(300)}.pdf`, content: testPdf() },
      { name: 'scan\u0007\u200B\u2066.JPEG', content: testJpeg() },
    ]);
    expect(response.statusCode, response.body).toBe(200);
    const names = (response.json() as { name: string }[]).map((document) => document.name);
    expect(names[0]).toBe('facturefdp.exe.pdf');
    expect(names[1]).toMatch(/^é+\.pdf$/);
    expect(names[1]?.length).toBeLessThanOrEqual(120);
    expect(names[2]).toBe('scan.JPEG');
  });
});

describe('job-application uploads (DOCX, ODT, DOC, RTF read for active content)', () => {
  function uploadApplication(files: TestFile[]) {
    const body = multipart(files);
    return app.inject({
      method: 'POST',
      url: '/api/documents/upload/job-application',
      headers: { ...headers, 'content-type': body.contentType },
      payload: body.payload,
    });
  }

  it('accepts clean files, a web link in a docx included', async () => {
    const response = await uploadApplication([
      {
        name: 'cv.docx',
        content: docxOf({
          documentRels: [
            { type: 'hyperlink', target: 'https://www.linkedin.com/in/jm', isExternal: true },
          ],
        }),
      },
      { name: 'lettre.odt', content: odtOf() },
      { name: 'ancien.doc', content: oleOf([['WordDocument', oleStream]]) },
      { name: 'notes.rtf', content: rtfOf() },
    ]);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().map((document: { name: string }) => document.name)).toEqual([
      'cv.docx',
      'lettre.odt',
      'ancien.doc',
      'notes.rtf',
    ]);
  });

  it.each([
    [
      'cv.docx',
      docxOf({
        extraParts: [
          {
            name: 'word/_rels/settings.xml.rels',
            content: relsOf([
              { type: 'attachedTemplate', target: 'https://evil.example/t.dotm', isExternal: true },
            ]),
          },
        ],
      }),
    ],
    [
      'cv.docx',
      docxOf({ extraParts: [{ name: 'word/embeddings/oleObject1.bin', content: oleOf([]) }] }),
    ],
    [
      'lettre.odt',
      odtOf({ extraParts: [{ name: 'Basic/Standard/Module1.xml', content: '<module/>' }] }),
    ],
    [
      'ancien.doc',
      oleOf([
        ['WordDocument', oleStream],
        ['Macros', oleStorage],
      ]),
    ],
    ['notes.rtf', rtfOf('{\\object\\objemb{\\*\\objdata 0105000002}}')],
  ])('refuses %s carrying something that acts, and keeps nothing', async (name, content) => {
    const response = await uploadApplication([
      { name: 'cv.pdf', content: testPdf() },
      { name, content },
    ]);
    expect(response.statusCode, response.body).toBe(422);
    expect(response.json().errors).toEqual({
      documents: [
        `Le fichier « ${name} » ne peut pas être accepté : il n’est pas lisible ou il contient des éléments actifs (scripts, pièces jointes). Veuillez envoyer une simple copie du document.`,
      ],
    });
    expect(await app.database.db.select().from(uploads)).toEqual([]);
    expect(storedFiles()).toEqual([]);
  });
});
