import type { FileKind } from './file-kind';
import { jpegKind } from './jpeg-kind';
import { pdfKind } from './pdf-kind';

/** The kinds a claim document may be (spec 001 §5: PDF and JPEG). */
export const claimDocumentKinds: readonly FileKind[] = [pdfKind, jpegKind];
