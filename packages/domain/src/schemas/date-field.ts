import { z } from 'zod';
import { type IsoDate, parseDate } from '../dates/calendar';

/**
 * A date typed as DD.MM.YYYY or sent as YYYY-MM-DD, checked strictly; the output is YYYY-MM-DD.
 * A module of its own: the subscription schemas need it, and the browser then loads it without
 * building the pricing calls' schemas, which only the server uses (issue 14).
 */
export const dateField = z.string().transform((text, ctx): IsoDate => {
  const date = parseDate(text.trim());
  if (date === null) {
    ctx.addIssue({ code: 'custom', message: 'pricing.date_invalid', input: text });
    return z.NEVER;
  }
  return date;
});
