import { detectDocumentKind, documentFileKinds } from '@app/domain/claims/document-files';
import { PDFArray, PDFDict, PDFDocument, PDFName, type PDFObject, PDFStream } from 'pdf-lib';
import { type FileKind, type Inspection, refused } from './file-kind';

/**
 * Names that make a PDF act rather than show: scripts, launching programs, sending or importing
 * data, opening other files, embedded files and attachments, rich media, XFA forms, and the
 * event-triggered actions (`/AA`). A claim document (an invoice, a report) needs none of them.
 */
const activeNames = new Set([
  'JS',
  'JavaScript',
  'AA',
  'Launch',
  'SubmitForm',
  'ImportData',
  'GoToE',
  'GoToR',
  'Rendition',
  'RichMedia',
  'RichMediaExecute',
  'EmbeddedFile',
  'EmbeddedFiles',
  'FileAttachment',
  'XFA',
]);

/** A PDF name with its `#xx` escapes decoded (`/J#61vaScript` is `/JavaScript`). */
const decodeName = (name: string) =>
  name.replace(/#([0-9A-Fa-f]{2})/g, (_match, hex: string) =>
    String.fromCharCode(Number.parseInt(hex, 16)),
  );

const endMarker = Buffer.from('%%EOF');
const zipEndRecord = Buffer.from([0x50, 0x4b, 0x05, 0x06]);
// a ZIP reader looks for its end record in the last 64 KB + 22 bytes of a file
const zipSearchWindow = 65_535 + 22;

/** Only whitespace (and NUL padding) may follow the last end-of-file marker. */
function hasTrailingData(bytes: Buffer): boolean {
  const end = bytes.lastIndexOf(endMarker);
  if (end < 0) return true;
  for (let index = end + endMarker.length; index < bytes.length; index += 1) {
    const byte = bytes[index] as number;
    if (
      byte !== 0x20 &&
      byte !== 0x0a &&
      byte !== 0x0d &&
      byte !== 0x09 &&
      byte !== 0x0c &&
      byte !== 0x00
    )
      return true;
  }
  return false;
}

/** Active names written outside streams (objects a parser might skip, broken xref tables). */
function rawActiveName(bytes: Buffer): string | null {
  const text = bytes.toString('latin1').replace(/\bstream\r?\n[\s\S]*?\bendstream\b/g, ' ');
  for (const match of text.matchAll(/\/((?:[^\s()<>[\]{}/%#]|#[0-9A-Fa-f]{2})+)/g)) {
    const name = decodeName(match[1] as string);
    if (activeNames.has(name)) return name;
  }
  return null;
}

/** Active names anywhere in the parsed objects, those of compressed object streams included. */
function parsedActiveName(document: PDFDocument): string | null {
  const seen = new Set<PDFObject>();
  const visit = (object: PDFObject | undefined): string | null => {
    if (!object || seen.has(object)) return null;
    seen.add(object);
    if (object instanceof PDFName) {
      const name = decodeName(object.asString().slice(1));
      return activeNames.has(name) ? name : null;
    }
    if (object instanceof PDFStream) return visit(object.dict);
    if (object instanceof PDFArray) {
      for (const entry of object.asArray()) {
        const found = visit(entry);
        if (found) return found;
      }
      return null;
    }
    if (object instanceof PDFDict) {
      for (const [key, value] of object.entries()) {
        const found = visit(key) ?? visit(value);
        if (found) return found;
      }
    }
    return null;
  };
  for (const [, object] of document.context.enumerateIndirectObjects()) {
    const found = visit(object);
    if (found) return found;
  }
  return visit(document.context.trailerInfo.Root);
}

async function inspectPdf(bytes: Buffer): Promise<Inspection> {
  if (hasTrailingData(bytes)) return refused('pdf: data after the last %%EOF');
  if (bytes.subarray(-zipSearchWindow).includes(zipEndRecord)) {
    return refused('pdf: a ZIP end record in the tail (polyglot)');
  }
  const raw = rawActiveName(bytes);
  if (raw) return refused(`pdf: active name /${raw}`);
  let document: PDFDocument;
  try {
    document = await PDFDocument.load(bytes, {
      // names and dictionaries are not encrypted: an owner-password PDF can still be checked
      ignoreEncryption: true,
      throwOnInvalidObject: true,
      updateMetadata: false,
    });
    if (document.getPageCount() < 1) return refused('pdf: no page');
  } catch {
    return refused('pdf: does not parse');
  }
  const parsed = parsedActiveName(document);
  if (parsed) return refused(`pdf: active name /${parsed}`);
  return { ok: true, bytes };
}

/** PDF documents, parsed with pdf-lib and stored unchanged when nothing active is found. */
export const pdfKind: FileKind = {
  name: 'pdf',
  mimeType: documentFileKinds.pdf.mimeType,
  extension: documentFileKinds.pdf.extension,
  otherSpellings: [],
  sniff: (bytes) => detectDocumentKind(bytes) === 'pdf',
  inspect: inspectPdf,
};
