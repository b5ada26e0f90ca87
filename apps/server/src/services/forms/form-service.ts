import { brand } from '@app/domain/brand';
import { toSwissDate } from '@app/domain/dates/calendar';
import { swissToday } from '@app/domain/dates/swiss-today';
import { type FormInbox, inboxOfRouting } from '@app/domain/forms/categories';
import type { CategoryPair } from '@app/domain/forms/fields';
import {
  categoryOf,
  type FormDefinition,
  type FormName,
  formRegistry,
  routingOf,
} from '@app/domain/forms/registry';
import type { Locale } from '@app/domain/locale';
import { translate } from '@app/domain/messages/catalogue';
import { and, eq, inArray, isNull, ne, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { formSubmissions, uploads } from '../../db/schema';
import { FieldsError } from '../../http/errors';
import { parseWith } from '../../http/validator';
import type { Mailer } from '../mail/mailer';
import { acknowledgementMail, insurerMail, type SubmittedForm } from './form-mails';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
type Data = Record<string, unknown>;

/** What a hook knows of the submission under way; `meta` carries values between its hooks. */
export interface FormHookContext {
  locale: Locale;
  today: string;
  now: Date;
  meta: Record<string, unknown>;
}

/**
 * What a form needs beyond the pipeline (spec 002: a breed of the catalogue, a draft of step 1,
 * one contest entry per e-mail, a retention period, an answer with more than the text). Hooks
 * throw FieldsError or DomainError to refuse; a refusal in the transaction stores nothing.
 */
export interface FormHooks {
  /** The raw body before validation (e.g. completed with the stored step 1). */
  accumulate?(input: unknown, context: FormHookContext): Promise<unknown>;
  /** Checks needing stored data, after validation; answers the data to store. */
  prepare?(data: Data, context: FormHookContext): Promise<Data>;
  /** In the transaction, first: the reference of an earlier identical send answers again. */
  before?(tx: Tx, data: Data, context: FormHookContext): Promise<string | undefined>;
  /** In the transaction, once the submission is stored. */
  after?(tx: Tx, submission: { id: number; data: Data }, context: FormHookContext): Promise<void>;
  /** When the submission is deleted with its files and e-mails; null keeps it. */
  purgeAfter?(context: FormHookContext): Date | null;
  /** More fields for the answer (e.g. the CHI redirect). */
  answer?(context: FormHookContext): Record<string, string>;
}

export interface FormServiceOptions {
  db: Db;
  /** Per form, what it needs beyond the pipeline (public-form-hooks.ts). */
  hooks?: Partial<Record<FormName, FormHooks>>;
  mailer: Mailer;
  /** Host named in the success text and the e-mails (config publicHost). */
  publicHost: string;
  /** The address of each inbox (config mail.*Inbox). */
  inboxes: Record<FormInbox, string>;
  /** Given to customers for questions about the acknowledgement. */
  contactEmail?: string;
  now?: () => Date;
}

export interface FormAnswer {
  message: string;
  reference: string;
  /** help/chi2024-form: where the page sends the browser after the thanks. */
  redirect_url?: string;
}

const dayMs = 24 * 60 * 60_000;

/** H-2026-000123: H for help, the year of the request, the submission's number (decisions.md). */
export function formReference(year: string, serial: number): string {
  return `H-${year}-${String(serial).padStart(6, '0')}`;
}

/**
 * One pipeline for every request form (spec 001 §7): validate with the registry's schema, then in
 * one transaction store the submission, link its uploads and queue the insurer e-mail and the
 * customer's acknowledgement; the answer (success text of §8 and reference) comes after the commit.
 */
export function createFormService(options: FormServiceOptions) {
  const { db, mailer, publicHost, inboxes } = options;
  const contactEmail = options.contactEmail ?? brand.contactEmail;
  const now = options.now ?? (() => new Date());

  // schemas depend on today (date rules): built once per form and day
  const schemas = new Map<FormName, { today: string; schema: z.ZodType }>();
  function schemaOf(form: FormDefinition, today: string): z.ZodType {
    const cached = schemas.get(form.name);
    if (cached?.today === today) return cached.schema;
    const schema = form.schema({ today });
    schemas.set(form.name, { today, schema });
    return schema;
  }

  async function submit(name: FormName, input: unknown, locale: Locale): Promise<FormAnswer> {
    const form = formRegistry[name];
    const hooks = options.hooks?.[name] ?? {};
    const instant = now();
    const today = swissToday(instant);
    const context: FormHookContext = { locale, today, now: instant, meta: {} };
    const body = hooks.accumulate ? await hooks.accumulate(input, context) : input;
    const {
      locale: _locale,
      category: given,
      ...validated
    } = parseWith(schemaOf(form, today), body) as Data;
    const data = hooks.prepare ? await hooks.prepare(validated, context) : validated;
    const category = categoryOf(form, locale, given as CategoryPair | undefined);
    const inbox = inboxes[inboxOfRouting[routingOf(form, category)]];
    const documentsByField = form.documentFields.map((field) => ({
      field,
      ids: (data[field] as string[] | undefined) ?? [],
    }));
    const documentIds = documentsByField.flatMap(({ ids }) => ids);
    const purgeAfter =
      form.retentionDays !== null
        ? new Date(instant.getTime() + form.retentionDays * dayMs)
        : (hooks.purgeAfter?.(context) ?? null);

    const reference = await db.transaction(async (tx) => {
      const earlier = await hooks.before?.(tx, data, context);
      if (earlier) return earlier;

      // an upload serves one claim or one form, of the kind of files the form takes
      const found =
        documentIds.length === 0
          ? []
          : await tx
              .select()
              .from(uploads)
              .where(
                and(
                  inArray(uploads.id, documentIds),
                  isNull(uploads.claimId),
                  isNull(uploads.formSubmissionId),
                  form.documentPurpose === 'job-application'
                    ? eq(uploads.docType, 'job-application')
                    : ne(uploads.docType, 'job-application'),
                ),
              )
              .for('update');
      if (found.length !== documentIds.length) {
        const foundIds = new Set(found.map((upload) => upload.id));
        throw new FieldsError(
          documentsByField
            .filter(({ ids }) => ids.some((id) => !foundIds.has(id)))
            .map(({ field }) => ({ field, key: 'claims.document_unknown' })),
        );
      }
      const byId = new Map(found.map((upload) => [upload.id, upload]));

      const result = await tx.execute(
        sql`select nextval(pg_get_serial_sequence('form_submissions', 'id')) as id`,
      );
      const id = Number((result as unknown as { rows: { id: string | number }[] }).rows[0]?.id);
      const reference = formReference(today.slice(0, 4), id);
      await tx
        .insert(formSubmissions)
        .values({ id, reference, kind: form.name, locale, category, payload: data, purgeAfter });
      if (documentIds.length > 0) {
        await tx
          .update(uploads)
          .set({ formSubmissionId: id })
          .where(inArray(uploads.id, documentIds));
      }
      await hooks.after?.(tx, { id, data }, context);

      const submitted: SubmittedForm = {
        form,
        reference,
        locale,
        category,
        data,
        date: toSwissDate(today),
        publicHost,
        documents: documentIds.map((documentId) => {
          const upload = byId.get(documentId);
          return {
            name: upload?.originalName ?? 'document',
            filename: upload?.originalName ?? 'document',
            storageKey: upload?.storageKey ?? '',
            contentType: upload?.mimeType,
          };
        }),
      };
      await mailer.queue(tx, `form:${id}:insurer`, insurerMail(submitted, inbox));
      const customer = form.acknowledgeTo ? data[form.acknowledgeTo] : undefined;
      if (typeof customer === 'string') {
        await mailer.queue(
          tx,
          `form:${id}:customer`,
          acknowledgementMail(submitted, customer, contactEmail),
        );
      }
      return reference;
    });

    return {
      message: translate(locale, form.successKey, { host: publicHost }),
      reference,
      ...hooks.answer?.(context),
    };
  }

  return { submit };
}

export type FormService = ReturnType<typeof createFormService>;
