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

/**
 * A file name safe to show and to attach to an e-mail: no folders, no control characters, at
 * most 120 characters, ending with the extension of what the file really is.
 */
export function documentFileName(name: string, kind: DocumentFileKind): string {
  const base = (name.split(/[\\/]/).pop() ?? '')
    .normalize('NFC')
    .replace(/\p{Cc}/gu, '')
    .replace(/["<>|:*?]/g, '')
    .trim();
  const { extension } = documentFileKinds[kind];
  const hasExtension =
    kind === 'jpeg' ? /\.(jpe?g)$/i.test(base) : base.toLowerCase().endsWith(extension);
  const stem = (hasExtension ? base : base || 'document').slice(0, 110);
  return hasExtension ? stem : `${stem}${extension}`;
}
