import { isPetBusinessLine } from '@app/domain/constants';
import { parseDate } from '@app/domain/dates/calendar';
import type { QuoteInput } from '@app/domain/schemas/pricing';
import type { SubscriptionForm } from './subscription-store';

/**
 * The quote input of the stored form for the domain engine (the recap's live breakdown, the
 * same engine as the server's POST /api/quote). Null until the dates are known.
 */
export function quoteInputOf(form: SubscriptionForm): QuoteInput | null {
  const birth = parseDate(form.animal_date_of_birth);
  const start = parseDate(form.policy_start_date);
  if (!birth || !start || !isPetBusinessLine(form.business_line)) return null;
  return {
    business_line: form.business_line,
    animal_date_of_birth: birth,
    policy_start_date: start,
    min_price: form.min_price,
    payment_mode: form.payment_mode,
    payment_method: form.payment_method,
    coupon_data: form.coupon_data,
    deductible: form.deductible,
    cover_diseases: form.cover_diseases,
    cover_prevention: form.cover_prevention,
    is_indoor_cat: form.business_line === 'cat' && form.is_indoor_cat,
  };
}
