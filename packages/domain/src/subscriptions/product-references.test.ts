import { describe, expect, it } from 'vitest';
import { subscriptionCustomizeSchema } from '../schemas/subscriptions';
import {
  horseProductReferences,
  petProductReferences,
  productReferencesOf,
} from './product-references';

describe('product references (spec 000 §3.1)', () => {
  it('names each plan and pack once, under the master policy of its animal', () => {
    const references = [
      ...(['dog', 'cat'] as const).flatMap((line) =>
        [
          { cover_diseases: false, cover_prevention: false },
          { cover_diseases: true, cover_prevention: false },
          { cover_diseases: true, cover_prevention: true },
        ].map((cover) => petProductReferences(line, cover)),
      ),
      ...(['prima', 'optima', 'ultima', 'none'] as const).map(horseProductReferences),
    ];
    expect(new Set(references.map((entry) => entry.insurance_product_id)).size).toBe(10);
    expect(new Set(references.map((entry) => entry.insurance_product_pbs_id)).size).toBe(10);
    expect(petProductReferences('cat', { cover_diseases: true, cover_prevention: false })).toEqual({
      insurance_product_id: 'CAT-ACC-MAL',
      insurance_product_pbs_id: 2120,
      master_policy_id: 'MP-CAT-2026',
    });
    expect(horseProductReferences('optima').master_policy_id).toBe('MP-HORSE-2026');
  });

  it('follows the stored cover, none for a horse without a pack yet', () => {
    const form = { cover_diseases: true, cover_prevention: true };
    expect(productReferencesOf({ ...form, business_line: 'dog' })?.insurance_product_id).toBe(
      'DOG-ACC-MAL-PREV',
    );
    expect(productReferencesOf({ ...form, business_line: 'horse' })).toBeUndefined();
    expect(
      productReferencesOf({ ...form, business_line: 'horse', insurance_name: 'ultima' })
        ?.insurance_product_id,
    ).toBe('HORSE-ULTIMA');
  });

  it('are accepted by the customize call as they are', () => {
    const references = petProductReferences('dog', {
      cover_diseases: false,
      cover_prevention: false,
    });
    const parsed = subscriptionCustomizeSchema.safeParse({
      user_token: 'x'.repeat(24),
      ...references,
    });
    expect(parsed.success).toBe(true);
  });
});
