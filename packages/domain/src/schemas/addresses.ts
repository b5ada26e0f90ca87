import { z } from 'zod';
import { locales } from '../locale';

/**
 * GET /api/addresses?q=: street autocomplete (spec 001 §7, 002 §7: "a maps autocomplete restricted
 * to Switzerland fills street, street number, postal code and city"). Fewer than 3 characters
 * answer an empty list: no lookup is worth it yet.
 */
export const addressLookupLimits = { minQuery: 3, maxQuery: 100, defaultLimit: 5, maxLimit: 10 };

export const addressQuerySchema = z.object({
  q: z.string().trim().max(addressLookupLimits.maxQuery).optional(),
  limit: z.coerce.number().int().min(1).max(addressLookupLimits.maxLimit).optional(),
  locale: z.enum(locales).optional(),
});

export const addressSuggestionSchema = z.object({
  street: z.string(),
  number: z.string().optional(),
  zip: z.string(),
  city: z.string(),
  canton: z.string().optional(),
});
export const addressSuggestionListSchema = z.array(addressSuggestionSchema);
export type AddressSuggestion = z.infer<typeof addressSuggestionSchema>;
