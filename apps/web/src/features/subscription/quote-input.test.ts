import { quote } from '@app/domain/pricing/quote';
import { tariff2026 } from '@app/domain/pricing/tariff-2026';
import { describe, expect, it } from 'vitest';
import { quoteInputOf } from './quote-input';
import { emptyForm, type SubscriptionForm } from './subscription-store';

const today = '2026-03-10';

/** A 6-year-old leisure horse worth 12'000 with VIVA Spirit B and the foal option. */
function mareWithFoal(patch: Partial<SubscriptionForm> = {}): SubscriptionForm {
  return {
    ...emptyForm('horse'),
    animal_name: 'Bijou',
    animal_date_of_birth: '01.03.2020',
    policy_start_date: '2026-04-01',
    animal_value: 12000,
    insurance_name: 'none',
    horse_death_insurance_base_product_id: 2,
    option_name: 'VIVA Spirit B',
    poulain: true,
    ...patch,
  };
}

describe('the recap’s quote input (issue 12: the foal of a mare)', () => {
  it('passes the sex chosen next to the foal option, so the foal is priced at once', () => {
    const input = quoteInputOf(mareWithFoal({ animal_gender_id: 3, animal_sex: 'female' }));
    expect(input).toMatchObject({ business_line: 'horse', animal_sex: 'female' });
    const result = input ? quote(input, tariff2026, today) : null;
    expect(result?.ok).toBe(true);
    if (result?.ok) {
      expect(result.breakdown.lines.map((line) => line.label_key)).toContain(
        'pricing.line.poulain',
      );
    }
  });

  it('gives no price for a foal while the sex is unknown or the horse is male', () => {
    for (const animal_sex of [undefined, 'male'] as const) {
      const input = quoteInputOf(mareWithFoal({ animal_sex }));
      const result = input ? quote(input, tariff2026, today) : null;
      expect(result?.ok).toBe(false);
    }
  });

  it('keeps the spec 000 §3.1 owner fields in a new form', () => {
    expect(emptyForm()).toMatchObject({ address: '', country: 'CH', country_id: 756 });
  });
});
