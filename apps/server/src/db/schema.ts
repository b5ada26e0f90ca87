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

/**
 * Every e-mail the site sends, kept whether it went through SMTP or stayed in the outbox. The row
 * is the job's marker, keyed by its `mail_key` (the job's key) and checked before sending (issue
 * 11 item 7): written before the first attempt (the message as it will be sent: Message-ID,
 * Date, content), acknowledged as soon as the server has accepted it. A job taken again after a
 * crash finds an acknowledged row and sends nothing, or an unacknowledged one (the outcome of
 * the cut send is unknown) and sends the same message again. A purge finds a form's e-mails by
 * the key.
 */
export const outbox = pgTable('outbox', {
  id: serial('id').primaryKey(),
  mailKey: text('mail_key').unique(),
  messageId: text('message_id'),
  toAddress: text('to_address').notNull(),
  subject: text('subject').notNull(),
  textBody: text('text_body').notNull(),
  /** The HTML alternative, when the message has one (help forms); user text in it is escaped. */
  htmlBody: text('html_body'),
  attachments: jsonb('attachments').notNull().default(sql`'[]'::jsonb`),
  transport: text('transport').notNull(),
  /** The message's Date: its first attempt (every attempt sends this same Date). */
  sentAt: timestamp('sent_at', { withTimezone: true }).notNull().default(sql`now()`),
  /** When the server accepted the message ("250"); null: attempted, outcome unknown. */
  acknowledgedAt: timestamp('acknowledged_at', { withTimezone: true }),
  /** How many times the message was handed to the server (more than 1 only after a crash). */
  attempts: integer('attempts').notNull().default(1),
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
  /** The help or public form that took this upload (an upload serves one claim or one form). */
  formSubmissionId: integer('form_submission_id').references(() => formSubmissions.id),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().default(sql`now()`),
});

/**
 * Every help or public form sent (spec 001 §7, 002 §7), kept whole for the back office:
 * `payload` is the body as validated by the form's schema, `reference` the number given to the
 * customer (decisions.md "Form reference numbers"); the uploads it took point to it.
 */
export const formSubmissions = pgTable(
  'form_submissions',
  {
    id: serial('id').primaryKey(),
    reference: text('reference').notNull().unique(),
    /** The registry's form name, e.g. `partner-form`, `contract-update-request`. */
    kind: text('kind').notNull(),
    locale: text('locale').notNull(),
    /** The category pair of labels, e.g. ['Mon contrat', 'Changer d’IBAN'] (spec 001 §2.2). */
    category: text('category').array().notNull(),
    payload: jsonb('payload').notNull(),
    status: text('status').notNull().default('received'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().default(sql`now()`),
    /**
     * When the submission, its files and its e-mails are deleted (spec 002: job applications after
     * a year, contest entries after the draw); null keeps it (decisions.md "Retention").
     */
    purgeAfter: timestamp('purge_after', { withTimezone: true }),
  },
  (table) => [index('form_submissions_purge_after').on(table.purgeAfter)],
);

/**
 * One entry per e-mail address (lower-cased) per contest edition (spec 002 §8: "Vous avez déjà
 * participé à ce concours."): the unique index decides between two simultaneous entries.
 */
export const contestEntries = pgTable(
  'contest_entries',
  {
    id: serial('id').primaryKey(),
    /** The registry's form name, e.g. `summer-contest`. */
    contest: text('contest').notNull(),
    /** The draw date it takes part in (YYYY-MM-DD), or `open` while none is set. */
    edition: text('edition').notNull(),
    email: text('email').notNull(),
    formSubmissionId: integer('form_submission_id')
      .notNull()
      .references(() => formSubmissions.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().default(sql`now()`),
  },
  (table) => [
    uniqueIndex('contest_entries_contest_edition_email').on(
      table.contest,
      table.edition,
      table.email,
    ),
  ],
);

/**
 * Step 1 of an offer request (spec 002 §7 `offer-request/init`), kept under an unguessable token
 * until step 2 is sent (`submission_id` then answers a repeated send with the same reference).
 */
export const offerRequestDrafts = pgTable('offer_request_drafts', {
  id: serial('id').primaryKey(),
  token: text('token').notNull().unique(),
  /** Step 1 as validated by the server. */
  data: jsonb('data').notNull(),
  locale: text('locale').notNull(),
  submissionId: integer('submission_id').references(() => formSubmissions.id, {
    onDelete: 'cascade',
  }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().default(sql`now()`),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
});

// ——— Back office (issue 13) ———
// Staff accounts: the tables of the authentication library (better-auth, Drizzle adapter), under
// staff_* names; `roles` and `locale` are our own fields on its user.

export const staffUsers = pgTable('staff_users', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  email: text('email').notNull().unique(),
  emailVerified: boolean('email_verified').notNull().default(false),
  image: text('image'),
  twoFactorEnabled: boolean('two_factor_enabled').notNull().default(false),
  /** claims, sales, admin: comma-separated (packages/domain/src/backoffice/roles.ts). */
  roles: text('roles').notNull().default(''),
  /** The language of the staff screens. */
  locale: text('locale').notNull().default('fr'),
  isActive: boolean('is_active').notNull().default(true),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().default(sql`now()`),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().default(sql`now()`),
});

export const staffSessions = pgTable(
  'staff_sessions',
  {
    id: text('id').primaryKey(),
    token: text('token').notNull().unique(),
    userId: text('user_id')
      .notNull()
      .references(() => staffUsers.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    ipAddress: text('ip_address'),
    userAgent: text('user_agent'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().default(sql`now()`),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().default(sql`now()`),
  },
  (table) => [index('staff_sessions_user').on(table.userId)],
);

export const staffAccounts = pgTable(
  'staff_accounts',
  {
    id: text('id').primaryKey(),
    accountId: text('account_id').notNull(),
    providerId: text('provider_id').notNull(),
    userId: text('user_id')
      .notNull()
      .references(() => staffUsers.id, { onDelete: 'cascade' }),
    accessToken: text('access_token'),
    refreshToken: text('refresh_token'),
    idToken: text('id_token'),
    accessTokenExpiresAt: timestamp('access_token_expires_at', { withTimezone: true }),
    refreshTokenExpiresAt: timestamp('refresh_token_expires_at', { withTimezone: true }),
    scope: text('scope'),
    /** argon2id hash (@node-rs/argon2). */
    password: text('password'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().default(sql`now()`),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().default(sql`now()`),
  },
  (table) => [index('staff_accounts_user').on(table.userId)],
);

export const staffVerifications = pgTable(
  'staff_verifications',
  {
    id: text('id').primaryKey(),
    identifier: text('identifier').notNull(),
    value: text('value').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().default(sql`now()`),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().default(sql`now()`),
  },
  (table) => [index('staff_verifications_identifier').on(table.identifier)],
);

export const staffTwoFactors = pgTable(
  'staff_two_factors',
  {
    id: text('id').primaryKey(),
    secret: text('secret').notNull(),
    backupCodes: text('backup_codes').notNull(),
    userId: text('user_id')
      .notNull()
      .references(() => staffUsers.id, { onDelete: 'cascade' }),
    verified: boolean('verified').notNull().default(true),
    failedVerificationCount: integer('failed_verification_count').notNull().default(0),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
  },
  (table) => [index('staff_two_factors_user').on(table.userId)],
);

/** Failed password attempts per e-mail address (known or not): the lockout of the sign-in. */
export const staffLoginAttempts = pgTable('staff_login_attempts', {
  email: text('email').primaryKey(),
  failures: integer('failures').notNull().default(0),
  lockedUntil: timestamp('locked_until', { withTimezone: true }),
  lastFailureAt: timestamp('last_failure_at', { withTimezone: true }).notNull().default(sql`now()`),
});

/**
 * The back office's file on one submission, keyed by (kind, source id): workflow status,
 * assignee and the decision (amount approved, reason). No row yet means "received".
 */
export const caseFiles = pgTable(
  'case_files',
  {
    kind: text('kind').notNull(),
    sourceId: text('source_id').notNull(),
    status: text('status').notNull(),
    assigneeId: text('assignee_id').references(() => staffUsers.id, { onDelete: 'set null' }),
    amount: numeric('amount', { precision: 10, scale: 2 }),
    reason: text('reason'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().default(sql`now()`),
  },
  (table) => [
    uniqueIndex('case_files_kind_source').on(table.kind, table.sourceId),
    index('case_files_status').on(table.kind, table.status),
  ],
);

/** Each status change of a file: the claim timeline the customer sees, and who moved it. */
export const caseEvents = pgTable(
  'case_events',
  {
    id: serial('id').primaryKey(),
    kind: text('kind').notNull(),
    sourceId: text('source_id').notNull(),
    fromStatus: text('from_status').notNull(),
    toStatus: text('to_status').notNull(),
    amount: numeric('amount', { precision: 10, scale: 2 }),
    reason: text('reason'),
    staffId: text('staff_id').references(() => staffUsers.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().default(sql`now()`),
  },
  (table) => [index('case_events_file').on(table.kind, table.sourceId)],
);

export const caseNotes = pgTable(
  'case_notes',
  {
    id: serial('id').primaryKey(),
    kind: text('kind').notNull(),
    sourceId: text('source_id').notNull(),
    staffId: text('staff_id').references(() => staffUsers.id, { onDelete: 'set null' }),
    body: text('body').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().default(sql`now()`),
  },
  (table) => [index('case_notes_file').on(table.kind, table.sourceId)],
);

/** Who did what in the back office; the staff e-mail is copied so the trail outlives accounts. */
export const auditLog = pgTable(
  'audit_log',
  {
    id: serial('id').primaryKey(),
    staffId: text('staff_id'),
    staffEmail: text('staff_email'),
    action: text('action').notNull(),
    kind: text('kind'),
    sourceId: text('source_id'),
    detail: jsonb('detail').notNull().default(sql`'{}'::jsonb`),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().default(sql`now()`),
  },
  (table) => [
    index('audit_log_file').on(table.kind, table.sourceId),
    index('audit_log_created').on(table.createdAt),
  ],
);

/**
 * Policies of the insurer's core system, imported from CSV (policies issued online are read
 * from `policies`). `policy_number` is normalised (no spaces, capitals).
 */
export const policyRegister = pgTable('policy_register', {
  id: serial('id').primaryKey(),
  policyNumber: text('policy_number').notNull().unique(),
  /** [{ firstName, lastName, email }] */
  holders: jsonb('holders').notNull(),
  animals: jsonb('animals').notNull().default(sql`'[]'::jsonb`),
  importedAt: timestamp('imported_at', { withTimezone: true }).notNull().default(sql`now()`),
});

/** "Continue later" links (issue 13): signed, single-use, valid 7 days; only a hash is stored. */
export const resumeLinks = pgTable('resume_links', {
  id: text('id').primaryKey(),
  tokenHash: text('token_hash').notNull(),
  kind: text('kind').notNull(),
  userToken: text('user_token').notNull(),
  email: text('email').notNull(),
  locale: text('locale').notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().default(sql`now()`),
});
