import { z } from 'zod';
import { registerFlags } from '../backoffice/register-match';
import { staffRoles } from '../backoffice/roles';
import { submissionKinds } from '../backoffice/workflows';
import { locales } from '../locale';

// What the back office's calls answer (issue 13), for the routes' response schemas (the OpenAPI
// document, and the serializer checks each answer against its schema) and, as types, for the
// staff screens. Apart from schemas/backoffice.ts, whose request schemas the staff forms build
// at runtime: the browser imports these as types only (schemas/answers.ts for the public calls).

/** A call done, and nothing else to tell: `{ status }` with its one value. */
const done = <const Status extends string>(status: Status) =>
  z.object({ status: z.literal(status) });

const kind = z.enum(submissionKinds);
const role = z.enum(staffRoles);

// ——— staff sign-in ———

/** POST admin/auth/sign-in: what comes next (the TOTP code, its enrolment) or signed in. */
export const staffSignInAnswerSchema = z.object({
  status: z.enum(['totp', 'totp_setup', 'signed_in']),
});
export type StaffSignInAnswer = z.output<typeof staffSignInAnswerSchema>;

/** POST admin/auth/totp and admin/auth/totp/confirm: the session is open. */
export const staffSignedInSchema = done('signed_in');
export type StaffSignedIn = z.output<typeof staffSignedInSchema>;

/** POST admin/auth/sign-out (also without a session). */
export const staffSignedOutSchema = done('signed_out');
export type StaffSignedOut = z.output<typeof staffSignedOutSchema>;

/** GET admin/auth/session: the signed-in staff member and the kinds their roles see. */
export const staffSessionSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  roles: z.array(role),
  /** the language of the staff screens */
  locale: z.enum(locales),
  kinds: z.array(kind),
  /** signed in with the password alone: the TOTP enrolment comes first */
  needs_totp_setup: z.boolean(),
});
export type StaffSession = z.output<typeof staffSessionSchema>;

/** POST admin/auth/totp/setup: the secret for the authenticator app, shown once. */
export const totpSetupAnswerSchema = z.object({
  /** otpauth:// URI, for the QR code */
  totp_uri: z.string(),
  /** the same secret, base32, to type in by hand */
  secret: z.string(),
});
export type TotpSetupAnswer = z.output<typeof totpSetupAnswerSchema>;

/** POST admin/auth/password: changed; the other sessions of the account are ended. */
export const staffPasswordChangedSchema = done('changed');
export type StaffPasswordChanged = z.output<typeof staffPasswordChangedSchema>;

// ——— staff accounts (admins) ———

/** One account as admins manage it. */
export const staffAccountSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  roles: z.array(role),
  /** the language of the staff screens, as stored */
  locale: z.string(),
  is_active: z.boolean(),
  totp_enabled: z.boolean(),
});
export type StaffAccount = z.output<typeof staffAccountSchema>;

/** GET admin/staff: every account, by name. */
export const staffAccountListSchema = z.object({ items: z.array(staffAccountSchema) });
export type StaffAccountList = z.output<typeof staffAccountListSchema>;

/** POST admin/staff (201): the account, and the password it was given, shown this once. */
export const staffCreatedSchema = z.object({
  id: z.string(),
  email: z.string(),
  initial_password: z.string().optional(),
});
export type StaffCreated = z.output<typeof staffCreatedSchema>;

/** PATCH admin/staff/{id}: roles, language or active changed. */
export const staffUpdatedSchema = done('updated');
export type StaffUpdated = z.output<typeof staffUpdatedSchema>;

/** POST admin/staff/{id}/reset-totp: TOTP set up again at the next sign-in. */
export const totpResetSchema = done('reset');
export type TotpReset = z.output<typeof totpResetSchema>;

// ——— inbox ———

/** A claim or contract form checked against the policy register (backoffice/register-match). */
const registerCheckSchema = z.object({
  status: z.enum(['matched', 'flagged']),
  flags: z.array(z.enum(registerFlags)),
});

/** One row of the inbox. */
export const inboxItemSchema = z.object({
  kind,
  id: z.string(),
  /** ISO 8601, as every instant below */
  received_at: z.string(),
  reference: z.string().nullable(),
  /** first and last name, as the customer typed them (empty when the form asks none) */
  name: z.string(),
  email: z.string().nullable(),
  policy_number: z.string().nullable(),
  animal_name: z.string().nullable(),
  locale: z.string(),
  /** a status of the kind's workflow (backoffice/workflows.ts) */
  status: z.string(),
  assignee: z.object({ id: z.string(), name: z.string().nullable() }).nullable(),
  /** CHF, once approved (claims) */
  amount: z.number().nullable(),
  /** null for the kinds not checked against the register, or without a policy number */
  register: registerCheckSchema.nullable(),
});
export type InboxItem = z.output<typeof inboxItemSchema>;

/** GET admin/submissions: a page of the filtered inbox, newest first. */
export const inboxPageSchema = z.object({
  items: z.array(inboxItemSchema),
  total: z.number().int(),
  page: z.number().int(),
  page_size: z.number().int(),
});
export type InboxPage = z.output<typeof inboxPageSchema>;

/** GET admin/dashboard: what arrived in the last 30 days, of the kinds the staff member sees. */
export const dashboardSchema = z.object({
  /** ISO 8601: the start of the 30 days */
  since: z.string(),
  kinds: z.array(kind),
  by_status: z.array(z.object({ kind, status: z.string(), count: z.number().int() })),
  /** Swiss calendar days, YYYY-MM-DD; days without arrivals are absent */
  by_day: z.array(z.object({ day: z.string(), kind, count: z.number().int() })),
});
export type Dashboard = z.output<typeof dashboardSchema>;

/** GET admin/assignees: the active staff members and the kinds they work, by name. */
export const assigneeListSchema = z.object({
  items: z.array(z.object({ id: z.string(), name: z.string(), kinds: z.array(kind) })),
});
export type AssigneeList = z.output<typeof assigneeListSchema>;

/** A document of a submission: the customer's upload or a PDF we generated. */
export const submissionFileSchema = z.object({
  id: z.string(),
  name: z.string(),
  mime_type: z.string(),
  origin: z.enum(['upload', 'generated']),
  /** the document type of an upload */
  label: z.string().nullable(),
});
export type SubmissionFile = z.output<typeof submissionFileSchema>;

/** GET admin/submissions/{kind}/{id}: one submission, its file and its history. */
export const submissionDetailSchema = z.object({
  kind,
  id: z.string(),
  reference: z.string(),
  received_at: z.string(),
  locale: z.enum(locales),
  person: z.object({ first_name: z.string(), last_name: z.string(), email: z.string() }),
  policy_number: z.string().nullable(),
  /** the stored submission as the customer sent it, in API names (free-form per kind) */
  payload: z.record(z.string(), z.unknown()),
  files: z.array(submissionFileSchema),
  /** the e-mails queued for the submission, oldest first */
  mails: z.array(
    z.object({
      to: z.string(),
      subject: z.string(),
      text: z.string(),
      /** the mail job's: pending, running, done, failed */
      status: z.string(),
      queued_at: z.string(),
    }),
  ),
  register: registerCheckSchema.extend({ policy_number: z.string().nullable() }).nullable(),
  status: z.string(),
  is_final: z.boolean(),
  /** the moves the workflow offers from the status, with what each needs */
  transitions: z.array(
    z.object({ to: z.string(), needs_amount: z.boolean(), needs_reason: z.boolean() }),
  ),
  amount: z.number().nullable(),
  reason: z.string().nullable(),
  assignee: z.object({ id: z.string(), name: z.string() }).nullable(),
  /** the status changes, oldest first; `staff` is the name of who made it (null once deleted) */
  events: z.array(
    z.object({
      id: z.number().int(),
      from: z.string(),
      to: z.string(),
      amount: z.number().nullable(),
      reason: z.string().nullable(),
      at: z.string(),
      staff: z.string().nullable(),
    }),
  ),
  notes: z.array(
    z.object({
      id: z.number().int(),
      body: z.string(),
      at: z.string(),
      staff: z.string().nullable(),
    }),
  ),
  /** the trail of the submission, oldest first; `staff` is an e-mail (null: the system) */
  audit: z.array(
    z.object({
      action: z.string(),
      staff: z.string().nullable(),
      at: z.string(),
      /** what the action recorded (free-form per action) */
      detail: z.record(z.string(), z.unknown()),
    }),
  ),
});
export type SubmissionDetail = z.output<typeof submissionDetailSchema>;

/** POST admin/submissions/{kind}/{id}/status: the status the file moved to. */
export const statusChangedSchema = z.object({ status: z.string() });
export type StatusChanged = z.output<typeof statusChangedSchema>;

/** POST admin/submissions/{kind}/{id}/notes (201). */
export const noteAddedSchema = done('added');
export type NoteAdded = z.output<typeof noteAddedSchema>;

/** POST admin/submissions/{kind}/{id}/assignee: given, or released. */
export const assignedSchema = done('assigned');
export type Assigned = z.output<typeof assignedSchema>;

// ——— policy register ———

/** GET admin/register: a page of the imported policies, newest import first. */
export const policyRegisterPageSchema = z.object({
  items: z.array(
    z.object({
      policy_number: z.string(),
      /**
       * as the import stores them (backoffice/register-match `RegisterHolder`), its keys in the
       * order PostgreSQL's jsonb gives them back, as they were sent before this schema
       */
      holders: z.array(
        z.object({ email: z.string().nullable(), lastName: z.string(), firstName: z.string() }),
      ),
      animals: z.array(z.string()),
      imported_at: z.string(),
    }),
  ),
  total: z.number().int(),
  page: z.number().int(),
  page_size: z.number().int(),
});
export type PolicyRegisterPage = z.output<typeof policyRegisterPageSchema>;

/** POST admin/register/import: the policies replaced and the lines read after the header. */
export const registerImportedSchema = z.object({
  imported: z.number().int(),
  lines: z.number().int(),
});
export type RegisterImported = z.output<typeof registerImportedSchema>;

// ——— data protection ———

/** POST admin/privacy/export: everything stored about an address, as a JSON download. */
export const personalDataExportSchema = z.object({
  /** normalised (trimmed, lower case) */
  email: z.string(),
  generated_at: z.string(),
  /** rows by kind of submission, and `emails`, `register`, `resume_links`: free-form rows */
  data: z.record(z.string(), z.array(z.record(z.string(), z.unknown()))),
});
export type PersonalDataExport = z.output<typeof personalDataExportSchema>;

/** POST admin/privacy/erase (202): the erasure is a durable job. */
export const erasureQueuedSchema = done('queued');
export type ErasureQueued = z.output<typeof erasureQueuedSchema>;
