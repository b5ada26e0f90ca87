import { z } from 'zod';

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

export const localeQuerySchema = z.object({ locale: z.enum(['fr', 'de']).optional() });
