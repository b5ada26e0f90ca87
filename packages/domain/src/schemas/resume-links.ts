import { z } from 'zod';
import { locales } from '../locale';

/**
 * The "continue later" call (issue 12: a link to resume a subscription or a claim declaration,
 * sent by e-mail). Apart from the back-office schemas, so that the wizard and the claim pages
 * do not build those (issue 14).
 */
export const resumeLinkRequestSchema = z.object({
  kind: z.enum(['subscription', 'claim']),
  user_token: z.string().trim().min(1).max(200),
  email: z.string().trim().max(254).pipe(z.email()),
  locale: z.enum(locales).optional(),
});
export type ResumeLinkRequest = z.output<typeof resumeLinkRequestSchema>;
