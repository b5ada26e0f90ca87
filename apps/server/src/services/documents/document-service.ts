import { randomUUID } from 'node:crypto';
import {
  type ClaimDocumentType,
  claimDocumentTypes,
  uploadLimits,
} from '@app/domain/claims/constants';
import {
  type DocumentFileKind,
  detectDocumentKind,
  documentFileKinds,
  documentFileName,
} from '@app/domain/claims/document-files';
import type { UploadedDocument } from '@app/domain/schemas/claims';
import { and, isNull, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { uploads } from '../../db/schema';
import { DomainError } from '../../http/errors';
import type { DocumentStorage } from '../storage/document-storage';

interface StoredFile {
  id: string;
  name: string;
  kind: DocumentFileKind;
  size: number;
  storageKey: string;
}

export interface UploadBatch {
  readonly count: number;
  /** Checks one file by its bytes and stores it; a refused file throws and nothing is kept. */
  add(fileName: string, bytes: Buffer): Promise<void>;
  /** Records every stored file in one transaction; answers the documents for the widget. */
  commit(type: ClaimDocumentType): Promise<UploadedDocument[]>;
  /** Removes what this batch stored (a refused batch leaves nothing behind). */
  abort(): Promise<void>;
}

export function isClaimDocumentType(value: unknown): value is ClaimDocumentType {
  return typeof value === 'string' && (claimDocumentTypes as readonly string[]).includes(value);
}

/**
 * Uploaded documents (spec 001 §2.1 step 6, §5): PDF or JPEG by their first bytes, 8 MB each,
 * stored under a key of ours (never the user's file name), recorded in `uploads` and never
 * served back. A batch is all or nothing: when one file is refused, none is kept.
 */
export function createDocumentService(deps: { db: Db; storage: DocumentStorage }) {
  const { db, storage } = deps;

  return {
    openBatch(): UploadBatch {
      const stored: StoredFile[] = [];
      let isClosed = false;
      return {
        get count() {
          return stored.length;
        },

        async add(fileName, bytes) {
          const name = fileName.trim() || 'document';
          if (stored.length >= uploadLimits.maxFilesPerRequest) {
            throw new DomainError(
              422,
              'documents.too_many_files',
              { max: uploadLimits.maxFilesPerRequest },
              'documents',
            );
          }
          if (bytes.length > uploadLimits.maxFileBytes) {
            throw new DomainError(413, 'documents.file_too_large', { name }, 'documents');
          }
          const kind = detectDocumentKind(bytes);
          if (!kind) throw new DomainError(422, 'documents.file_type', { name }, 'documents');
          const id = randomUUID();
          const storageKey = `uploads/${id.slice(0, 2)}/${id}${documentFileKinds[kind].extension}`;
          await storage.put(storageKey, bytes);
          stored.push({
            id,
            name: documentFileName(name, kind),
            kind,
            size: bytes.length,
            storageKey,
          });
        },

        async commit(type) {
          if (stored.length === 0) throw new DomainError(422, 'documents.none', {}, 'documents');
          await db.insert(uploads).values(
            stored.map((file) => ({
              id: file.id,
              docType: type,
              originalName: file.name,
              mimeType: documentFileKinds[file.kind].mimeType,
              size: file.size,
              storageKey: file.storageKey,
            })),
          );
          isClosed = true;
          return stored.map((file) => ({ id: file.id, name: file.name, type, size: file.size }));
        },

        async abort() {
          if (isClosed) return;
          isClosed = true;
          await Promise.all(stored.map((file) => storage.remove(file.storageKey)));
          stored.length = 0;
        },
      };
    },

    /**
     * Uploads never attached to a claim are removed after a day: anonymous files must not pile
     * up on the disk (and a declaration is finished within a day or started again).
     */
    async purgeUnclaimed(olderThanHours = 24): Promise<number> {
      const stale = await db
        .delete(uploads)
        .where(
          and(
            isNull(uploads.claimId),
            lt(uploads.createdAt, sql`now() - ${`${olderThanHours} hours`}::interval`),
          ),
        )
        .returning({ storageKey: uploads.storageKey });
      await Promise.all(stale.map((file) => storage.remove(file.storageKey)));
      return stale.length;
    },
  };
}

export type DocumentService = ReturnType<typeof createDocumentService>;
