/**
 * What an uploaded document really is, decided by its first bytes and never by its name or the
 * browser's content type (spec 001 §5: PDF and JPEG only).
 */

export const documentFileKinds = {
  pdf: { mimeType: 'application/pdf', extension: '.pdf' },
  jpeg: { mimeType: 'image/jpeg', extension: '.jpg' },
} as const;
export type DocumentFileKind = keyof typeof documentFileKinds;

const pdfMagic = [0x25, 0x50, 0x44, 0x46, 0x2d]; // %PDF-
const jpegMagic = [0xff, 0xd8, 0xff];

const startsWith = (bytes: Uint8Array, magic: readonly number[]) =>
  bytes.length >= magic.length && magic.every((byte, index) => bytes[index] === byte);

/** 'pdf' for %PDF-, 'jpeg' for FF D8 FF, null for anything else (an executable named .pdf too). */
export function detectDocumentKind(bytes: Uint8Array): DocumentFileKind | null {
  if (startsWith(bytes, pdfMagic)) return 'pdf';
  if (startsWith(bytes, jpegMagic)) return 'jpeg';
  return null;
}

/** The longest stored file name, extension included. */
export const maxFileNameLength = 120;

/**
 * A file name safe to show, to log and to attach to an e-mail (issue 11 item 6): no folders;
 * no control, format (right-to-left override, zero-width, isolates, BOM), separator or lone
 * surrogate characters; no characters Windows refuses; at most 120 characters, cut in the stem so
 * that it still ends with `extension` (or one of `otherSpellings`, e.g. `.jpeg` for `.jpg`), and
 * never in the middle of a character.
 */
export function safeFileName(
  name: string,
  extension: string,
  otherSpellings: readonly string[] = [],
): string {
  const base = (name.split(/[\\/]/).pop() ?? '')
    .normalize('NFC')
    .replace(/[\p{Cc}\p{Cf}\p{Cs}\p{Zl}\p{Zp}]/gu, '')
    .replace(/["<>|:*?]/g, '')
    .trim();
  const lower = base.toLowerCase();
  const kept = [extension, ...otherSpellings].find((candidate) =>
    lower.endsWith(candidate.toLowerCase()),
  );
  const ending = kept ? base.slice(base.length - kept.length) : extension;
  const stem = (kept ? base.slice(0, base.length - kept.length) : base).trim() || 'document';
  let cut = '';
  for (const character of stem) {
    if (cut.length + character.length + ending.length > maxFileNameLength) break;
    cut += character;
  }
  return `${cut.trim()}${ending}`;
}

/** The stored name of a PDF or JPEG document: its own extension (a JPEG named .pdf gets .jpg). */
export function documentFileName(name: string, kind: DocumentFileKind): string {
  return safeFileName(name, documentFileKinds[kind].extension, kind === 'jpeg' ? ['.jpeg'] : []);
}
