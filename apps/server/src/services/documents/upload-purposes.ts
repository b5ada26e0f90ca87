import type { DocumentPurpose } from '@app/domain/forms/registry';
import type { MessageKey } from '@app/domain/messages/catalogue';
import { applicationDocumentKinds } from './file-kinds/application-documents';
import { claimDocumentKinds } from './file-kinds/claim-documents';
import type { FileKind } from './file-kinds/file-kind';

/**
 * What an upload is for decides which kinds of file it accepts (spec 001 §5: claim and help
 * documents, PDF or JPEG; spec 002 §5: job applications, also Word, RTF, OpenDocument and text),
 * and the message for a file of another kind.
 */
export type UploadPurpose = DocumentPurpose;

export const uploadPurpose: Record<
  UploadPurpose,
  { kinds: readonly FileKind[]; refusedKey: MessageKey }
> = {
  general: { kinds: claimDocumentKinds, refusedKey: 'documents.file_type' },
  'job-application': {
    kinds: applicationDocumentKinds,
    refusedKey: 'documents.file_type_application',
  },
};
