import type { SubmissionKind } from '@app/domain/backoffice/workflows';
import type { Locale } from '@app/domain/locale';
import type { SQL } from 'drizzle-orm';
import { inArray, like } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { jobs, uploads } from '../../../db/schema';
import type { DocumentStorage } from '../../storage/document-storage';

export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export type Executor = Db | Tx;

/** A file staff may download: an upload of the customer or a PDF we generated. */
export interface StoredFile {
  id: string;
  name: string;
  mimeType: string;
  storageKey: string;
  /** upload (sent by the customer) or generated (our PDF) */
  origin: 'upload' | 'generated';
  label?: string | undefined;
}

export interface SentMail {
  to: string;
  subject: string;
  text: string;
  /** pending, running, done, failed (the mail job) */
  status: string;
  queuedAt: string;
}

export interface SourceDetail {
  reference: string;
  receivedAt: string;
  locale: Locale;
  firstName: string;
  lastName: string;
  email: string;
  policyNumber: string | null;
  /** The stored payload as the customer sent it (the staff screen labels its fields). */
  payload: Record<string, unknown>;
  files: StoredFile[];
  mails: SentMail[];
}

/** A status change, for the sources that tell the customer (claims). */
export interface StatusChange {
  eventId: number;
  from: string;
  to: string;
  amount: number | null;
  reason: string | null;
}

/**
 * One kind of submission for the inbox (issue 13). Adding a kind is one adapter: its rows as an
 * SQL select, its detail, its files; optionally the customer's e-mail on a status change and
 * what the data-protection export and erasure find for an address.
 */
export interface SubmissionSource {
  kind: SubmissionKind;
  /**
   * A select with exactly these columns, one row per submission: source_id (text), received_at
   * (timestamptz), reference, first_name, last_name, email, policy_number, animal_name (text,
   * null allowed), locale (text).
   */
  rows(): SQL;
  detail(db: Executor, id: string): Promise<SourceDetail | null>;
  /** What a status change does besides the file (the customer's e-mail), same transaction. */
  onStatusChange?(tx: Tx, id: string, change: StatusChange): Promise<void>;
  /** Everything stored about an e-mail address (FADP access request). */
  exportFor?(db: Executor, email: string): Promise<Record<string, unknown>[]>;
  /** Erases the personal data stored about an e-mail address; answers how many rows changed. */
  eraseFor?(tx: Tx, email: string): Promise<number>;
}

/** The e-mails queued for a submission, read from the mail jobs by their unique key. */
export async function mailsQueuedUnder(db: Executor, prefix: string): Promise<SentMail[]> {
  const rows = await db
    .select()
    .from(jobs)
    .where(like(jobs.uniqueKey, `mail:${prefix.replace(/[%_\\]/g, '\\$&')}%`))
    .orderBy(jobs.id);
  return rows.map((row) => {
    const payload = row.payload as { to?: string; subject?: string; text?: string };
    return {
      to: String(payload.to ?? ''),
      subject: String(payload.subject ?? ''),
      text: String(payload.text ?? ''),
      status: row.status,
      queuedAt: row.createdAt.toISOString(),
    };
  });
}

type Upload = typeof uploads.$inferSelect;
/** The column of an upload naming what it was sent with: a claim or a form submission. */
export type UploadOwner = 'claimId' | 'formSubmissionId';

/** The uploads sent with these claims or form submissions (none asked, none read). */
export async function uploadsOf(
  db: Executor,
  owner: UploadOwner,
  ids: readonly number[],
): Promise<Upload[]> {
  if (ids.length === 0) return [];
  return db
    .select()
    .from(uploads)
    .where(inArray(uploads[owner], [...ids]));
}

/** An upload as a file staff may download, labelled with its document type. */
export const uploadedFile = (file: Upload): StoredFile => ({
  id: file.id,
  name: file.originalName,
  mimeType: file.mimeType,
  storageKey: file.storageKey,
  origin: 'upload',
  label: file.docType ?? undefined,
});

/** The uploads of one row as the data-protection export lists them. */
export const exportedDocuments = (files: readonly Upload[], owner: UploadOwner, id: number) =>
  files
    .filter((file) => file[owner] === id)
    .map((file) => ({ id: file.id, name: file.originalName, type: file.docType }));

/** Deletes the uploads of these rows with their stored files (erasure, purge of drafts). */
export async function removeUploadsOf(
  tx: Tx,
  storage: DocumentStorage,
  owner: UploadOwner,
  ids: readonly number[],
): Promise<void> {
  const files = await uploadsOf(tx, owner, ids);
  for (const file of files) await storage.remove(file.storageKey);
  if (files.length > 0) await tx.delete(uploads).where(inArray(uploads[owner], [...ids]));
}

/** The personal fields of the payloads we keep (subscription and claim forms). */
export const personalFields = [
  'first_name',
  'last_name',
  'email',
  'email_confirmation',
  'phone',
  'street_name',
  'building_number',
  'zip',
  'city',
  'address',
  'date_of_birth',
  'owner_date_of_birth',
  'iban',
  'bank_account_name',
  'description',
  'veterinarian_diagnostic',
  'treatment_description',
  'animal_identification',
  'success_url',
  'failed_url',
] as const;

export const erasedMark = '[erased]';

/** A payload with its personal fields replaced (numbers, dates and amounts stay for the books). */
export function erasePayload(data: Record<string, unknown>): Record<string, unknown> {
  const copy: Record<string, unknown> = { ...data };
  for (const field of personalFields) if (field in copy) copy[field] = erasedMark;
  if (Array.isArray(copy.documents)) {
    copy.documents = (copy.documents as Record<string, unknown>[]).map((document) => ({
      ...document,
      name: erasedMark,
    }));
  }
  return copy;
}
