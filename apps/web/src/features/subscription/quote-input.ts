import { defaultHorseUsage, isPetBusinessLine } from '@app/domain/constants';
import { parseDate } from '@app/domain/dates/calendar';
import type { QuoteInput } from '@app/domain/schemas/pricing';
import type { SubscriptionForm } from './subscription-store';

/**
 * The quote input of the stored form for the domain engine (the recap's live breakdown, the
 * same engine as the server's POST /api/quote). Null until the dates (and a horse's value) are
 * known. The horse's flat wizard fields (§3.1) become the engine's cover objects (§3.2).
 */
export function quoteInputOf(form: SubscriptionForm): QuoteInput | null {
  const birth = parseDate(form.animal_date_of_birth);
  const start = parseDate(form.policy_start_date);
  if (!birth || !start) return null;
  const common = {
    animal_date_of_birth: birth,
    policy_start_date: start,
    min_price: form.min_price,
    payment_mode: form.payment_mode,
    payment_method: form.payment_method,
    coupon_data: form.coupon_data,
  };
  if (form.business_line === 'horse') {
    if (!form.animal_value) return null;
    const pack = form.insurance_name;
    const deathProduct = form.horse_death_insurance_base_product_id;
    return {
      ...common,
      business_line: 'horse',
      animal_value: form.animal_value,
      // the foal cover is for mares: its price needs the sex (decisions "The foal cover…")
      animal_sex: form.animal_sex,
      usage: form.usage ?? defaultHorseUsage.usage,
      usage_detail: form.usage_detail,
      animal_group: form.animal_group,
      insurance:
        pack && pack !== 'none'
          ? { enabled: true, base_product: pack, deductible: form.deductible }
          : { enabled: false },
      assista: form.assista,
      death_insurance: deathProduct
        ? {
            enabled: true,
            base_product: deathProduct,
            invalidite: form.invalidite,
            poulain: form.poulain,
          }
        : { enabled: false, invalidite: false, poulain: false },
    };
  }
  if (!isPetBusinessLine(form.business_line)) return null;
  return {
    ...common,
    business_line: form.business_line,
    deductible: form.deductible,
    cover_diseases: form.cover_diseases,
    cover_prevention: form.cover_prevention,
    is_indoor_cat: form.business_line === 'cat' && form.is_indoor_cat,
  };
}
