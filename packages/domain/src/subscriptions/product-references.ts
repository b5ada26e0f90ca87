import type { BusinessLine } from '../business-lines';
import type { HorsePackName } from '../pricing/horse-cover';
import { type CoverChoice, petPlanOf } from '../pricing/pet-cover';

/**
 * The insurer's references of the product chosen (spec 000 §3.1: insurance_product_id,
 * insurance_product_pbs_id, master_policy_id), kept in the wizard's form and sent with the cover
 * (customize, select-pack, the quick calculators' inits). They name the product in the insurer's
 * policy administration; the price never depends on them (docs/decisions.md "Product
 * references"). One master policy per animal, one product per plan or pack.
 */
export interface ProductReferences {
  insurance_product_id: string;
  insurance_product_pbs_id: number;
  master_policy_id: string;
}

const masterPolicies: Record<'dog' | 'cat' | 'horse', string> = {
  dog: 'MP-DOG-2026',
  cat: 'MP-CAT-2026',
  horse: 'MP-HORSE-2026',
};

const petProducts = {
  accident: { id: 'ACC', pbs: 110 },
  diseases: { id: 'ACC-MAL', pbs: 120 },
  prevention: { id: 'ACC-MAL-PREV', pbs: 130 },
} as const;

const horseProducts: Record<HorsePackName, { id: string; pbs: number }> = {
  prima: { id: 'PRIMA', pbs: 310 },
  optima: { id: 'OPTIMA', pbs: 320 },
  ultima: { id: 'ULTIMA', pbs: 330 },
  // no treatment-cost product: the assistance or death cover stand alone
  none: { id: 'NONE', pbs: 300 },
};

const animalCode = { dog: 'DOG', cat: 'CAT' } as const;

/** The references of a dog's or a cat's plan. */
export function petProductReferences(
  businessLine: 'dog' | 'cat',
  cover: CoverChoice,
): ProductReferences {
  const product = petProducts[petPlanOf(cover)];
  return {
    insurance_product_id: `${animalCode[businessLine]}-${product.id}`,
    insurance_product_pbs_id: (businessLine === 'dog' ? 1000 : 2000) + product.pbs,
    master_policy_id: masterPolicies[businessLine],
  };
}

/** The references of a horse's pack. */
export function horseProductReferences(pack: HorsePackName): ProductReferences {
  const product = horseProducts[pack];
  return {
    insurance_product_id: `HORSE-${product.id}`,
    insurance_product_pbs_id: 3000 + product.pbs,
    master_policy_id: masterPolicies.horse,
  };
}

/** The references of the cover stored in the wizard (none before a cover is chosen). */
export function productReferencesOf(form: {
  business_line: BusinessLine;
  cover_diseases: boolean;
  cover_prevention: boolean;
  insurance_name?: HorsePackName | undefined;
}): ProductReferences | undefined {
  if (form.business_line === 'dog' || form.business_line === 'cat') {
    return petProductReferences(form.business_line, form);
  }
  if (form.business_line === 'horse' && form.insurance_name) {
    return horseProductReferences(form.insurance_name);
  }
  return undefined;
}

/** spec 000 §3.1 country_id: Switzerland, the only country (ISO 3166-1 numeric 756). */
export const swissCountryId = 756;
