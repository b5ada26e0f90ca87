import { describe, expect, it } from 'vitest';
import { detectDocumentKind, documentFileName } from './document-files';

const bytes = (...values: number[]) => new Uint8Array(values);

describe('detectDocumentKind', () => {
  it.each([
    ['a PDF', new TextEncoder().encode('%PDF-1.7\n…'), 'pdf'],
    ['a JPEG', bytes(0xff, 0xd8, 0xff, 0xe0, 0, 0x10), 'jpeg'],
    ['a Windows executable', new TextEncoder().encode('MZ\x90\x00'), null],
    ['an ELF executable', bytes(0x7f, 0x45, 0x4c, 0x46), null],
    ['a PNG', bytes(0x89, 0x50, 0x4e, 0x47), null],
    ['a truncated PDF header', new TextEncoder().encode('%PDF'), null],
    ['an empty file', bytes(), null],
  ])('%s → %s', (_label, content, kind) => {
    expect(detectDocumentKind(content)).toBe(kind);
  });
});

describe('documentFileName', () => {
  it.each([
    ['facture.pdf', 'pdf', 'facture.pdf'],
    ['Rapport.PDF', 'pdf', 'Rapport.PDF'],
    ['photo.jpeg', 'jpeg', 'photo.jpeg'],
    ['scan.pdf', 'jpeg', 'scan.pdf.jpg'],
    ['C:\\Users\\x\\facture.pdf', 'pdf', 'facture.pdf'],
    ['../../etc/passwd', 'pdf', 'passwd.pdf'],
    ['', 'pdf', 'document.pdf'],
    // issue 11 item 6: no right-to-left override, format or control character
    ['facture\u202Efdp.exe.pdf', 'pdf', 'facturefdp.exe.pdf'],
    ['\u200Bscan\u2066\u2069\uFEFF\u0007.jpg', 'jpeg', 'scan.jpg'],
    ['a\u2028b\u2029c\ud800.pdf', 'pdf', 'abc.pdf'],
    ['\u202E', 'pdf', 'document.pdf'],
  ] as const)('%s (%s) → %s', (name, kind, expected) => {
    expect(documentFileName(name, kind)).toBe(expected);
  });
});

describe('documentFileName of a long name', () => {
  it('keeps the extension when the name is cut to 120 characters', () => {
    const name = documentFileName(`${'a'.repeat(300)}.pdf`, 'pdf');
    expect(name).toBe(`${'a'.repeat(116)}.pdf`);
    const jpeg = documentFileName(`${'b'.repeat(300)}.jpeg`, 'jpeg');
    expect(jpeg).toBe(`${'b'.repeat(115)}.jpeg`);
    const added = documentFileName('c'.repeat(300), 'jpeg');
    expect(added).toBe(`${'c'.repeat(116)}.jpg`);
  });

  it('never cuts a character in half', () => {
    const name = documentFileName(`${'🐶'.repeat(100)}.pdf`, 'pdf');
    expect(name.endsWith('.pdf')).toBe(true);
    expect(name.length).toBeLessThanOrEqual(120);
    expect(/\p{Cs}/u.test(name)).toBe(false);
  });
});
