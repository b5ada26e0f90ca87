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
