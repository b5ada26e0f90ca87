import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

/** Breeds per business line (spec 000 §3.4): min_price is the breed's monthly price level in CHF. */
export const breeds = pgTable(
  'breeds',
  {
    id: serial('id').primaryKey(),
    businessLine: text('business_line').notNull(),
    slug: text('slug').notNull(),
    nameFr: text('name_fr').notNull(),
    nameDe: text('name_de').notNull(),
    minPrice: numeric('min_price', { precision: 8, scale: 2 }).notNull(),
  },
  (table) => [uniqueIndex('breeds_business_line_slug').on(table.businessLine, table.slug)],
);

export const animalGenders = pgTable(
  'animal_genders',
  {
    id: serial('id').primaryKey(),
    businessLine: text('business_line').notNull(),
    code: text('code').notNull(),
    nameFr: text('name_fr').notNull(),
    nameDe: text('name_de').notNull(),
    position: integer('position').notNull(),
  },
  (table) => [uniqueIndex('animal_genders_business_line_code').on(table.businessLine, table.code)],
);

export const salutations = pgTable('salutations', {
  id: serial('id').primaryKey(),
  code: text('code').notNull().unique(),
  nameFr: text('name_fr').notNull(),
  nameDe: text('name_de').notNull(),
  position: integer('position').notNull(),
});

/** Discount coupons (spec 000 §9): percentage of the amount to pay, fixed CHF, or special (shown by code only). */
export const coupons = pgTable('coupons', {
  id: serial('id').primaryKey(),
  code: text('code').notNull().unique(),
  discountType: text('discount_type').notNull(),
  value: numeric('value', { precision: 10, scale: 2 }).notNull(),
  businessLines: text('business_lines').array(),
  validFrom: timestamp('valid_from', { withTimezone: true, mode: 'string' }),
  validUntil: timestamp('valid_until', { withTimezone: true, mode: 'string' }),
  isActive: boolean('is_active').notNull().default(true),
});

/**
 * Durable background work (PDFs, e-mails): a row per job, claimed with SKIP LOCKED, retried with
 * back-off, and idempotent by its unique key so that the same work is never queued twice.
 */
export const jobs = pgTable(
  'jobs',
  {
    id: serial('id').primaryKey(),
    kind: text('kind').notNull(),
    uniqueKey: text('unique_key').notNull().unique(),
    payload: jsonb('payload').notNull(),
    status: text('status').notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    runAt: timestamp('run_at', { withTimezone: true }).notNull().default(sql`now()`),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().default(sql`now()`),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (table) => [index('jobs_pending').on(table.status, table.runAt)],
);

/** Every e-mail the site sends, kept whether it went through SMTP or stayed in the outbox. */
export const outbox = pgTable('outbox', {
  id: serial('id').primaryKey(),
  toAddress: text('to_address').notNull(),
  subject: text('subject').notNull(),
  textBody: text('text_body').notNull(),
  attachments: jsonb('attachments').notNull().default(sql`'[]'::jsonb`),
  transport: text('transport').notNull(),
  sentAt: timestamp('sent_at', { withTimezone: true }).notNull().default(sql`now()`),
});

/**
 * A subscription or offer request in progress (spec 000 §3.1), identified only by its
 * unguessable user_token. `data` is the accumulated wizard state as last validated by the
 * server; `step` the last step the server accepted, so that no step can be skipped.
 */
export const subscriptions = pgTable('subscriptions', {
  id: serial('id').primaryKey(),
  userToken: text('user_token').notNull().unique(),
  businessLine: text('business_line').notNull(),
  step: integer('step').notNull(),
  data: jsonb('data').notNull(),
  locale: text('locale').notNull(),
  partnerKey: text('partner_key').notNull(),
  referrerKey: text('referrer_key').notNull(),
  requestType: text('request_type'),
  status: text('status').notNull().default('draft'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().default(sql`now()`),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().default(sql`now()`),
});

/** A card payment through the payment provider; confirmed server-side before a policy is issued. */
export const payments = pgTable('payments', {
  id: serial('id').primaryKey(),
  subscriptionId: integer('subscription_id')
    .notNull()
    .references(() => subscriptions.id),
  reference: text('reference').notNull().unique(),
  provider: text('provider').notNull(),
  amount: numeric('amount', { precision: 10, scale: 2 }).notNull(),
  /** The premium breakdown shown when the payment started: the policy is issued from it. */
  breakdown: jsonb('breakdown'),
  /** pending → succeeded | failed | cancelled (a newer payment or an invoice replaced it) | refund_due */
  status: text('status').notNull().default('pending'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().default(sql`now()`),
  confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
});

/** An issued policy or a sent offer; one per subscription (the unique key makes issuing idempotent). */
export const policies = pgTable('policies', {
  id: serial('id').primaryKey(),
  subscriptionId: integer('subscription_id')
    .notNull()
    .unique()
    .references(() => subscriptions.id),
  kind: text('kind').notNull(),
  number: text('number').notNull().unique(),
  paymentMethod: text('payment_method'),
  paymentMode: text('payment_mode'),
  startDate: text('start_date').notNull(),
  amount: numeric('amount', { precision: 10, scale: 2 }).notNull(),
  breakdown: jsonb('breakdown').notNull(),
  qrReference: text('qr_reference'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().default(sql`now()`),
});

/** PDFs we generate (policy certificate, invoice, offer), kept in the document storage. */
export const generatedDocuments = pgTable(
  'generated_documents',
  {
    id: serial('id').primaryKey(),
    policyId: integer('policy_id')
      .notNull()
      .references(() => policies.id),
    kind: text('kind').notNull(),
    storageKey: text('storage_key').notNull(),
    publicToken: text('public_token').notNull().unique(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().default(sql`now()`),
  },
  (table) => [uniqueIndex('generated_documents_policy_kind').on(table.policyId, table.kind)],
);

/** A claim declaration (spec 001 §3), identified by its user_token until completed with a number. */
export const claims = pgTable('claims', {
  id: serial('id').primaryKey(),
  userToken: text('user_token').notNull().unique(),
  type: text('type').notNull(),
  step: integer('step').notNull(),
  data: jsonb('data').notNull(),
  locale: text('locale').notNull(),
  claimNumber: text('claim_number').unique(),
  status: text('status').notNull().default('draft'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().default(sql`now()`),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().default(sql`now()`),
});

/** An uploaded file (claim or help-form document): bytes in the storage, never served publicly. */
export const uploads = pgTable('uploads', {
  id: text('id').primaryKey(),
  docType: text('doc_type'),
  originalName: text('original_name').notNull(),
  mimeType: text('mime_type').notNull(),
  size: integer('size').notNull(),
  storageKey: text('storage_key').notNull(),
  claimId: integer('claim_id').references(() => claims.id),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().default(sql`now()`),
});

/** Every help or public form sent (spec 001 §7, 002 §7): kept whole for the back office. */
export const formSubmissions = pgTable('form_submissions', {
  id: serial('id').primaryKey(),
  form: text('form').notNull(),
  locale: text('locale').notNull(),
  data: jsonb('data').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().default(sql`now()`),
});
