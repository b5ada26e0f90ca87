import {
  type ApplicationFileType,
  activeContentOf,
  applicationFileTypes,
  recogniseApplicationFile,
} from '../application-file-types';
import { type FileKind, refused } from './file-kind';
import { jpegKind } from './jpeg-kind';
import { pdfKind } from './pdf-kind';

/**
 * A kind of job-application file that is recognised by its structure (application-file-types:
 * the ZIP directory of a docx without macros, the OLE2 Word stream of a doc, RTF, UTF-8 text),
 * then read for active content (macros, embedded objects, external templates and relationships,
 * DDE fields: `activeContentOf`); a clean file is kept as it came.
 */
function structuredKind(type: ApplicationFileType): FileKind {
  return {
    name: type.kind,
    mimeType: type.mimeType,
    extension: type.extension,
    otherSpellings: type.aliases ?? [],
    sniff: (bytes) => recogniseApplicationFile(bytes)?.kind === type.kind,
    inspect: async (bytes) => {
      const reason = activeContentOf(bytes, type.kind);
      return reason ? refused(reason) : { ok: true, bytes };
    },
  };
}

/**
 * The kinds a job application takes (spec 002 §5: pdf, docx, doc, rtf, odt, jpg, txt); PDF and
 * JPEG are read whole as for the claims (no active content, images re-encoded).
 */
export const applicationDocumentKinds: readonly FileKind[] = [
  pdfKind,
  jpegKind,
  ...(['docx', 'odt', 'doc', 'rtf', 'txt'] as const).map((kind) =>
    structuredKind(applicationFileTypes[kind]),
  ),
];
