import { randomUUID } from 'node:crypto';
import {
  type ClaimDocumentType,
  claimDocumentTypes,
  uploadLimits,
} from '@app/domain/claims/constants';
import { safeFileName } from '@app/domain/claims/document-files';
import type { UploadAnswer, UploadDocType } from '@app/domain/schemas/claims';
import { and, inArray, isNull, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { uploads } from '../../db/schema';
import { DomainError } from '../../http/errors';
import type { DocumentStorage } from '../storage/document-storage';
import type { FileKind } from './file-kinds/file-kind';
import { type UploadPurpose, uploadPurpose } from './upload-purposes';

interface StoredFile {
  id: string;
  name: string;
  kind: FileKind;
  size: number;
  storageKey: string;
}

export interface DocumentServiceDeps {
  db: Db;
  storage: DocumentStorage;
  /** Where refusals are noted (the reason only: never the file name or its content). */
  log?: { info(details: Record<string, unknown>, message: string): void };
  /**
   * Files written by jobs (generated PDFs): the storage prefixes, and how long a job may be
   * writing one (its lock, JOB_LOCK_MS): a `.tmp` older than that was left by a crash.
   */
  generated?: { prefixes: readonly string[]; writeLockMs: number };
}

export interface UploadBatch {
  readonly count: number;
  /** Checks one file by its bytes and stores it; a refused file throws and nothing is kept. */
  add(fileName: string, bytes: Buffer): Promise<void>;
  /** Records every stored file in one transaction; answers the documents for the widget. */
  commit(type: UploadDocType): Promise<UploadAnswer>;
  /** Removes what this batch stored (a refused batch leaves nothing behind). */
  abort(): Promise<void>;
}

export function isClaimDocumentType(value: unknown): value is ClaimDocumentType {
  return typeof value === 'string' && (claimDocumentTypes as readonly string[]).includes(value);
}

/**
 * Uploaded documents (spec 001 §2.1 step 6, §5): 8 MB each, of a kind picked by the first bytes
 * and then checked whole by that kind's parser (issue 11 item 6: PDFs without active content,
 * images decoded and re-encoded), stored under a key of ours (never the user's file name),
 * recorded in `uploads` and never served back. A batch is all or nothing: when one file is
 * refused, none is kept.
 */
export function createDocumentService(deps: DocumentServiceDeps) {
  const { db, storage } = deps;

  return {
    /** `purpose` decides which file types are accepted (upload-purposes.ts). */
    openBatch(purpose: UploadPurpose = 'general'): UploadBatch {
      const { kinds, refusedKey } = uploadPurpose[purpose];
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
          const kind = kinds.find((candidate) => candidate.sniff(bytes));
          if (!kind) throw new DomainError(422, refusedKey, { name }, 'documents');
          const inspection = await kind.inspect(bytes);
          if (!inspection.ok) {
            deps.log?.info({ kind: kind.name, reason: inspection.reason }, 'upload refused');
            throw new DomainError(422, 'documents.file_rejected', { name }, 'documents');
          }
          const id = randomUUID();
          const storageKey = `uploads/${id.slice(0, 2)}/${id}${kind.extension}`;
          await storage.put(storageKey, inspection.bytes);
          stored.push({
            id,
            name: safeFileName(name, kind.extension, kind.otherSpellings),
            kind,
            size: inspection.bytes.length,
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
              mimeType: file.kind.mimeType,
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
     * Uploads never attached to a claim or a form are removed after a day: anonymous files must
     * not pile up on the disk (and a declaration or a form is sent within a day or started again).
     */
    async purgeUnclaimed(olderThanHours = 24): Promise<number> {
      const stale = await db
        .delete(uploads)
        .where(
          and(
            isNull(uploads.claimId),
            isNull(uploads.formSubmissionId),
            lt(uploads.createdAt, sql`now() - ${`${olderThanHours} hours`}::interval`),
          ),
        )
        .returning({ storageKey: uploads.storageKey });
      await Promise.all(stale.map((file) => storage.remove(file.storageKey)));
      return stale.length;
    },

    /**
     * Files under uploads/ that no row points at, left by a crash between the file and its row
     * (issue 11 item 8), and half-written `.tmp` files: removed once older than `olderThanMs`
     * (younger ones may belong to an upload whose row is being committed). Also the `.tmp` of a
     * generated PDF whose job was killed while writing it, once older than the job's lock (the
     * job, taken again, writes the file under a new temporary name).
     */
    async sweepOrphanFiles(olderThanMs = 60 * 60_000): Promise<number> {
      let removed = 0;
      if (deps.generated) {
        const tmpCutoff = Date.now() - deps.generated.writeLockMs;
        for (const prefix of deps.generated.prefixes) {
          for (const file of await storage.list(prefix)) {
            if (!file.key.endsWith('.tmp') || file.modifiedAt.getTime() >= tmpCutoff) continue;
            await storage.remove(file.key);
            removed += 1;
          }
        }
      }
      const cutoff = Date.now() - olderThanMs;
      const old = (await storage.list('uploads')).filter(
        (file) => file.modifiedAt.getTime() < cutoff,
      );
      for (let start = 0; start < old.length; start += 500) {
        const chunk = old.slice(start, start + 500);
        const known = new Set(
          (
            await db
              .select({ storageKey: uploads.storageKey })
              .from(uploads)
              .where(
                inArray(
                  uploads.storageKey,
                  chunk.map((file) => file.key),
                ),
              )
          ).map((row) => row.storageKey),
        );
        for (const file of chunk) {
          if (known.has(file.key)) continue;
          await storage.remove(file.key);
          removed += 1;
        }
      }
      return removed;
    },
  };
}

export type DocumentService = ReturnType<typeof createDocumentService>;
