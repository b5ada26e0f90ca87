import { describe, expect, it } from 'vitest';
import { type CouponRecord, couponDiscount, normaliseCouponCode, usableCoupon } from './coupons';
import { ratio } from './rounding';

describe('couponDiscount (spec 000 §9)', () => {
  it.each([
    ['percentage', 10, 96360, ratio(1), 9635],
    ['percentage', 10, 180, ratio(0), 20],
    ['percentage', 100, 5640, ratio(1), 5640],
    ['percentage', 150, 5640, ratio(1), 5640],
    ['fix', 50, 25080, ratio(1), 5000],
    ['fix', 50, 25080, ratio(1, 2), 2500],
    ['fix', 50, 180, ratio(0), 0],
    ['fix', 100, 5640, ratio(1), 5640],
    ['fix', 12.34, 5640, ratio(1), 1235],
    ['special', 20, 5640, ratio(1), 0],
  ] as const)(
    '%s %d on %i centimes (year share %o): %i',
    (type, value, premium, share, expected) => {
      expect(couponDiscount({ code: 'X', discount_type: type, value }, premium, share)).toBe(
        expected,
      );
    },
  );

  it('gives nothing without a coupon or a premium', () => {
    expect(couponDiscount(null, 5000, ratio(1))).toBe(0);
    expect(couponDiscount({ code: 'X', discount_type: 'fix', value: 10 }, 0, ratio(1))).toBe(0);
  });
});

describe('usableCoupon', () => {
  const record: CouponRecord = {
    code: 'PRINTEMPS10',
    discount_type: 'percentage',
    value: 10,
    business_lines: ['dog', 'cat'],
    valid_from: '2026-03-01',
    valid_until: '2026-05-31',
    is_active: true,
  };
  const context = { businessLine: 'dog' as const, today: '2026-03-10' };

  it('answers the coupon data of a valid code', () => {
    expect(usableCoupon(record, context)).toEqual({
      code: 'PRINTEMPS10',
      discount_type: 'percentage',
      value: 10,
    });
    expect(
      usableCoupon({ ...record, business_lines: null }, { ...context, businessLine: 'horse' }),
    ).not.toBeNull();
    expect(usableCoupon(record, { ...context, today: '2026-05-31' })).not.toBeNull();
  });

  it.each([
    ['unknown', undefined, context],
    ['inactive', { ...record, is_active: false }, context],
    ['not yet valid', record, { ...context, today: '2026-02-28' }],
    ['expired', record, { ...context, today: '2026-06-01' }],
    ['for another animal', record, { ...context, businessLine: 'horse' as const }],
    ['of an unknown type', { ...record, discount_type: 'gift' }, context],
    ['over 100%', { ...record, value: 120 }, context],
  ])('refuses a coupon %s', (_name, candidate, ctx) => {
    expect(usableCoupon(candidate, ctx)).toBeNull();
  });

  it('compares codes trimmed and case-insensitively', () => {
    expect(normaliseCouponCode('  printemps10 ')).toBe('PRINTEMPS10');
  });
});
