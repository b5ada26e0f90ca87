import { z } from 'zod';
import { staffRoles } from '../backoffice/roles';
import { submissionKinds } from '../backoffice/workflows';
import { locales } from '../locale';
import { isMultipleOf5Centimes } from '../pricing/rounding';

/**
 * Zod schemas of the back-office calls (issue 13) and of the customer claim-status call, one
 * per call, used by the staff screens and the routes ("continue later": schemas/resume-links).
 */

const text = (max: number) => z.string().trim().min(1).max(max);
const optionalLocale = { locale: z.enum(locales).optional() };
const email = z.string().trim().max(254).pipe(z.email());

// ——— staff sign-in ———

export const staffSignInSchema = z.object({
  email,
  password: z.string().min(1).max(256),
  ...optionalLocale,
});
export type StaffSignIn = z.output<typeof staffSignInSchema>;

/** Six digits, typed or pasted as the apps show them: two halves of three ("123 456"). */
export const totpCodeMaxLength = 7;

export const totpCodeSchema = z.object({
  code: z
    .string()
    .max(totpCodeMaxLength, 'staff.totp_invalid')
    .transform((value) => value.replace(/\s+/g, ''))
    .pipe(z.string().regex(/^\d{6}$/, 'staff.totp_invalid')),
  ...optionalLocale,
});

export const totpSetupSchema = z.object({
  password: z.string().min(1).max(256),
  ...optionalLocale,
});

export const staffPasswordSchema = z.object({
  current_password: z.string().min(1).max(256),
  new_password: z.string().min(12, 'staff.password_too_short').max(256),
  ...optionalLocale,
});

export const staffCreateSchema = z.object({
  name: text(100),
  email,
  roles: z.array(z.enum(staffRoles)).min(1, 'staff.roles_required').max(3),
  staff_locale: z.enum(locales).default('fr'),
  ...optionalLocale,
});

export const staffUpdateSchema = z.object({
  roles: z.array(z.enum(staffRoles)).min(1).max(3).optional(),
  is_active: z.boolean().optional(),
  staff_locale: z.enum(locales).optional(),
  ...optionalLocale,
});

// ——— inbox ———

const isoDay = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'validation.date');

export const inboxQuerySchema = z.object({
  kind: z.enum(submissionKinds).optional(),
  status: z.string().trim().max(40).optional(),
  /** a staff id, or "none" for files nobody holds */
  assignee: z.string().trim().max(60).optional(),
  from: isoDay.optional(),
  to: isoDay.optional(),
  q: z.string().trim().max(100).optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  ...optionalLocale,
});
export type InboxQuery = z.output<typeof inboxQuerySchema>;

/** The policy register's list: a number or a name, a page. */
export const registerQuerySchema = z.object({
  q: z.string().trim().max(100).optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  ...optionalLocale,
});

export const submissionParamsSchema = z.object({
  kind: z.enum(submissionKinds),
  id: z.string().trim().min(1).max(60),
});

export const transitionSchema = z.object({
  to: text(40),
  /** CHF, for approved claims */
  amount: z.coerce
    .number()
    .positive()
    .max(1_000_000)
    .refine(isMultipleOf5Centimes, 'admin.amount_rounding')
    .optional(),
  reason: z.string().trim().max(1000).optional(),
  /** the status the staff member saw: a change made meanwhile by someone else is refused */
  from: text(40),
  ...optionalLocale,
});

export const noteSchema = z.object({ body: text(4000), ...optionalLocale });

export const assignSchema = z.object({
  /** null (or absent) releases the file */
  assignee_id: z.string().trim().max(60).nullish(),
  ...optionalLocale,
});

export const privacyRequestSchema = z.object({ email, ...optionalLocale });

// ——— customer side ———

export const claimStatusRequestSchema = z.object({
  claim_number: z
    .string()
    .transform((value) => value.replace(/\s+/g, '').toUpperCase())
    .pipe(z.string().regex(/^S\d{6}$/, 'claim_status.number_format')),
  email,
  ...optionalLocale,
});
export type ClaimStatusRequest = z.output<typeof claimStatusRequestSchema>;
