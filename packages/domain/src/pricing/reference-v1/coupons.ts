import type { BusinessLine, CouponDiscountType } from '../../constants';
import type { IsoDate } from './calendar';
import { type Ratio, ratio, ratioOf, roundTo5, times, toCentimes } from './rounding';

/** Coupon data as stored on the subscription form (spec 000 §3.1). */
export interface CouponData {
  /** Percent for 'percentage', CHF per contract year for 'fix', ignored for 'special'. */
  value: number;
  discount_type: CouponDiscountType;
  code: string;
}

/** A coupon row as the server reads it from the database. */
export interface CouponRecord {
  code: string;
  discount_type: string;
  value: number;
  /** Business lines the coupon is valid for; null or empty for all. */
  business_lines: readonly string[] | null;
  /** First and last Swiss calendar day of validity, both included; null for open. */
  valid_from: IsoDate | null;
  valid_until: IsoDate | null;
  is_active: boolean;
}

/** Codes are compared trimmed and case-insensitively (users type them by hand). */
export function normaliseCouponCode(code: string): string {
  return code.trim().toUpperCase();
}

/**
 * The coupon data a code gives, or null when the code is not valid for this animal today
 * (the caller then answers 'pricing.coupon_invalid': "Ce code n’est pas valide").
 */
export function usableCoupon(
  record: CouponRecord | undefined,
  context: { businessLine: BusinessLine; today: IsoDate },
): CouponData | null {
  if (!record?.is_active) return null;
  const type = record.discount_type;
  if (type !== 'percentage' && type !== 'fix' && type !== 'special') return null;
  if (!Number.isFinite(record.value) || record.value < 0) return null;
  if (type === 'percentage' && record.value > 100) return null;
  if (record.valid_from && context.today < record.valid_from) return null;
  if (record.valid_until && context.today > record.valid_until) return null;
  const lines = record.business_lines;
  if (lines && lines.length > 0 && !lines.includes(context.businessLine)) return null;
  return { code: record.code, discount_type: type, value: record.value };
}

/**
 * The discount in centimes on a premium amount (centimes) — spec 000 §9:
 * - percentage: that percentage of the premium to pay, rounded to 5 centimes;
 * - fix: the yearly amount spread like the premium (`yearShare` of it: 1 for the year, 1/2 for
 *   a half-yearly instalment, 0 for the pro-rata of the first month);
 * - special: displayed by its code only, no discount.
 * Never more than the premium, so that no total can become negative.
 */
export function couponDiscount(
  coupon: CouponData | null,
  premium: number,
  yearShare: Ratio,
): number {
  if (!coupon || premium <= 0) return 0;
  let discount = 0;
  if (coupon.discount_type === 'percentage') {
    const percent = Math.min(Math.max(coupon.value, 0), 100);
    discount = roundTo5(times(ratio(premium), ratioOf(percent), ratio(1, 100)));
  } else if (coupon.discount_type === 'fix') {
    discount = roundTo5(times(ratio(toCentimes(Math.max(coupon.value, 0))), yearShare));
  }
  return Math.min(discount, premium);
}
