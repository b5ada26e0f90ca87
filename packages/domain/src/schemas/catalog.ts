import { z } from 'zod';
import { animalSexes } from '../constants';

/** GET business-lines/{animal}/animal-races (spec 000 §3.4, §7). */
export const breedSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  slug: z.string(),
  min_price: z.number(),
});
export const breedListSchema = z.array(breedSchema);
export type Breed = z.infer<typeof breedSchema>;

/** GET business-lines/{business_line}/animal-genders and GET salutations. */
export const optionSchema = z.object({ id: z.number().int(), name: z.string() });
export const optionListSchema = z.array(optionSchema);
export type Option = z.infer<typeof optionSchema>;

/**
 * An animal gender with the sex the rules read (decisions.md "The foal cover is for mares"):
 * the browser prices the foal cover at once and offers it for a mare only. The catalogue's
 * codes stay internal.
 */
export const genderSchema = optionSchema.extend({ sex: z.enum(animalSexes) });
export const genderListSchema = z.array(genderSchema);
export type Gender = z.infer<typeof genderSchema>;

/** A salutation with the owner's gender it gives (spec 000 §3.1 owner `gender`: m or f). */
export const salutationSchema = optionSchema.extend({ gender: z.enum(['m', 'f']) });
export const salutationListSchema = z.array(salutationSchema);
export type Salutation = z.infer<typeof salutationSchema>;

export const localeQuerySchema = z.object({ locale: z.enum(['fr', 'de']).optional() });

/** GET localities: the Swiss postcode directory (Swiss Post data shipped by switzerland-postal-codes). */
export const localityQuerySchema = z.object({
  zip: z
    .string()
    .trim()
    .regex(/^\d{4}$/, 'subscription.zip_range')
    .optional(),
  q: z.string().trim().min(2).max(60).optional(),
  locale: z.enum(['fr', 'de']).optional(),
});
export const localitySchema = z.object({ zip: z.string(), city: z.string(), canton: z.string() });
export const localityListSchema = z.array(localitySchema);
export type Locality = z.infer<typeof localitySchema>;
