import type { FormSubmissionKind } from '@app/domain/backoffice/workflows';
import { formNamesOfKind } from '@app/domain/forms/registry';
import type { Locale } from '@app/domain/locale';
import { translate } from '@app/domain/messages/catalogue';
import { and, eq, type SQL, sql } from 'drizzle-orm';
import { formSubmissions } from '../../../db/schema';
import type { DocumentStorage } from '../../storage/document-storage';
import {
  erasedMark,
  exportedDocuments,
  mailsQueuedUnder,
  personalFields,
  removeUploadsOf,
  type SubmissionSource,
  uploadedFile,
  uploadsOf,
} from './source';

type FormRow = typeof formSubmissions.$inferSelect;
const localeOf = (value: string): Locale => (value === 'de' ? 'de' : 'fr');
/** The first of these fields the payload has as text (the same order as the inbox's columns). */
const text = (data: unknown, ...names: string[]) => {
  for (const name of names) {
    const value = (data as Record<string, unknown>)[name];
    if (typeof value === 'string') return value;
  }
  return '';
};

/** The rows of the registry's forms of one back-office kind, and of no other (roles.ts). */
const ofKind = (kind: FormSubmissionKind): SQL =>
  sql`${formSubmissions.kind} in (${sql.join(
    formNamesOfKind(kind).map((name) => sql`${name}`),
    sql`, `,
  )})`;

/** A submission is found by every address it names (the contact's, the old one of a change). */
const ofEmail = (email: string): SQL => {
  const address = email.trim().toLowerCase();
  return sql`(lower(${formSubmissions.payload}->>'email') = ${address}
    or lower(${formSubmissions.payload}->>'old_email') = ${address}
    or lower(${formSubmissions.payload}->>'new_email') = ${address}
    or lower(${formSubmissions.payload}->>'agent_email') = ${address})`;
};

/** Personal fields of the forms besides those of the subscription and claim payloads. */
const formPersonalFields = [
  'old_email',
  'old_iban',
  'streetNumber',
  'new_address',
  'new_streetNumber',
  'new_zip',
  'new_city',
  'new_phone',
  'animal_date_of_birth',
  'client_name',
  'message',
  'remark',
  'veterinary_diagnostic',
  // spec 002's forms: the callback's name, the intermediary, the new owner, the participant
  'name',
  'agent_first_name',
  'agent_last_name',
  'agent_email',
  'new_gender',
  'new_first_name',
  'new_last_name',
  'new_email',
  'new_email_confirmation',
  'passport_nr',
  'current_animal_location',
  'existing_client_nr',
] as const;

/** The payload with its personal fields replaced; numbers, dates of the request and ids stay. */
function eraseFormPayload(payload: Record<string, unknown>): Record<string, unknown> {
  const copy = { ...payload };
  for (const field of [...personalFields, ...formPersonalFields]) {
    if (field in copy) copy[field] = erasedMark;
  }
  return copy;
}

/** Who wrote, in the form's own fields: the person's, else the intermediary's or the caller's. */
const column = (...fields: string[]) =>
  sql.raw(`coalesce(${fields.map((field) => `payload->>'${field}'`).join(', ')})`);

/**
 * The forms of the registry whose `inboxKind` is `kind` (help and contract requests, contest
 * entries, job applications, offer requests, callbacks) as that kind of the inbox: one row per
 * submission with its reference (H-…), the linked uploads as files, the insurer e-mail and the
 * acknowledgement. A submission of another kind is not found here, so a role that may not see
 * that kind cannot reach it through this one.
 */
export function formSubmissionSource(
  kind: FormSubmissionKind,
  storage: DocumentStorage,
): SubmissionSource {
  const isOfKind = ofKind(kind);
  return {
    kind,
    rows: () => sql`
      select ${formSubmissions.id}::text as source_id, ${formSubmissions.createdAt} as received_at,
        ${formSubmissions.reference} as reference,
        ${column('first_name', 'agent_first_name')} as first_name,
        ${column('last_name', 'agent_last_name', 'name')} as last_name,
        ${column('email', 'agent_email')} as email,
        ${formSubmissions.payload}->>'policy_id' as policy_number,
        ${column('animal_name', 'animal')} as animal_name,
        ${formSubmissions.locale} as locale
      from ${formSubmissions}
      where ${isOfKind}`,

    async detail(db, id) {
      if (!/^\d+$/.test(id)) return null;
      const [row] = await db
        .select()
        .from(formSubmissions)
        .where(and(eq(formSubmissions.id, Number(id)), isOfKind));
      if (!row) return null;
      const payload = row.payload as Record<string, unknown>;
      const locale = localeOf(row.locale);
      const files = await uploadsOf(db, 'formSubmissionId', [row.id]);
      return {
        reference: row.reference,
        receivedAt: row.createdAt.toISOString(),
        locale,
        firstName: text(payload, 'first_name', 'agent_first_name'),
        lastName: text(payload, 'last_name', 'agent_last_name', 'name'),
        email: text(payload, 'email', 'agent_email'),
        policyNumber: text(payload, 'policy_id') || null,
        // staff read which form and which subject of the help centre it came from
        payload: {
          form: translate(locale, `forms.title.${row.kind}`),
          category: row.category.join(' › '),
          ...payload,
        },
        files: files.map(uploadedFile),
        mails: await mailsQueuedUnder(db, `form:${row.id}:`),
      };
    },

    async exportFor(db, email) {
      const rows: FormRow[] = await db
        .select()
        .from(formSubmissions)
        .where(and(isOfKind, ofEmail(email)));
      const files = await uploadsOf(
        db,
        'formSubmissionId',
        rows.map((row) => row.id),
      );
      return rows.map((row) => ({
        table: 'form_submissions',
        id: row.id,
        kind: row.kind,
        reference: row.reference,
        category: row.category,
        status: row.status,
        locale: row.locale,
        created_at: row.createdAt.toISOString(),
        data: row.payload,
        documents: exportedDocuments(files, 'formSubmissionId', row.id),
      }));
    },

    /** Personal fields erased, uploaded files deleted; the reference and dates stay. */
    async eraseFor(tx, email) {
      const rows = await tx
        .select()
        .from(formSubmissions)
        .where(and(isOfKind, ofEmail(email)))
        .for('update');
      for (const row of rows) {
        await removeUploadsOf(tx, storage, 'formSubmissionId', [row.id]);
        await tx
          .update(formSubmissions)
          .set({ payload: eraseFormPayload(row.payload as Record<string, unknown>) })
          .where(eq(formSubmissions.id, row.id));
      }
      return rows.length;
    },
  };
}
