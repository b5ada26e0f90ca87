import { z } from 'zod';

/**
 * The intermediary's fields (spec 002 §5: partner-insurer offer request; the same rules as spec
 * 000 §5 for the wizard's partner channel). A module of their own: the subscription schemas use
 * them without building every help-centre field (issue 14: step 1 evaluates less).
 */

/** spec 002 §5: the agent number has 7 digits. */
export const agentNumberField = z
  .string()
  .trim()
  .regex(/^\d{7}$/, 'subscription.agent_nr_format');
/** spec 002 §5: the partner insurer's master code has 6 digits. */
export const masterCodeField = z
  .string()
  .trim()
  .regex(/^\d{6}$/, 'subscription.mastercode_format');
/** spec 002 §5: the FINMA register number is F followed by 8 digits. */
export const finmaNumberField = z
  .string()
  .trim()
  .regex(/^F\d{8}$/, 'subscription.finma_format');
/** spec 002 §5: the intermediary confirms being tied under the insurance supervision act. */
export const lsaConfirmField = z.literal(true, { error: 'subscription.lsa_confirm' });
