import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { horseProductDeductibles, horseProducts, petDeductibles } from '../constants';
import { addMonths, formatIsoDate, type IsoDate } from '../dates/calendar';
import { onlineStartDates, startDateWindow } from '../dates/start-window';
import type { QuoteInput } from '../schemas/pricing';
import { checkQuote } from './eligibility';
import { type QuoteBreakdown, quote } from './quote';
import { isMultipleOf5Centimes, ratio, roundTo5, toCentimes } from './rounding';
import { tariff2026 } from './tariff-2026';

/** Property tests of spec 000 §9 over random valid quotes. */

const todayArb = fc
  .record({ month: fc.integer({ min: 1, max: 12 }), day: fc.integer({ min: 1, max: 28 }) })
  .map(({ month, day }) => formatIsoDate({ year: 2026, month, day }));

const datesArb = (maxAgeMonths: number) =>
  fc
    .record({
      today: todayArb,
      ageMonths: fc.integer({ min: 0, max: maxAgeMonths }),
      birthDay: fc.integer({ min: 1, max: 28 }),
      startPick: fc.integer({ min: 0, max: 5 }),
      startDay: fc.integer({ min: 1, max: 28 }),
    })
    .map(({ today, ageMonths, birthDay, startPick, startDay }) => {
      const birthMonth = addMonths(today, -ageMonths);
      const birth = `${birthMonth.slice(0, 8)}${String(birthDay).padStart(2, '0')}`;
      const window = startDateWindow(birth, today);
      const sameMonth = `${window.min.slice(0, 8)}${String(startDay).padStart(2, '0')}`;
      const candidates: IsoDate[] = [
        window.min,
        window.max,
        ...onlineStartDates(birth, today),
        sameMonth >= window.min ? sameMonth : window.min,
      ];
      return { today, birth, start: candidates[startPick] ?? window.min };
    });

const couponArb = fc.option(
  fc.oneof(
    fc
      .integer({ min: 0, max: 100 })
      .map((value) => ({ code: 'P', discount_type: 'percentage' as const, value })),
    fc
      .integer({ min: 0, max: 200_000 })
      .map((cents) => ({ code: 'F', discount_type: 'fix' as const, value: cents / 100 })),
    fc.constant({ code: 'S', discount_type: 'special' as const, value: 0 }),
  ),
  { nil: undefined },
);

const common = {
  payment_mode: fc.constantFrom('yearly' as const, 'halfyear' as const),
  coupon_data: couponArb,
};

const petArb = fc
  .record({
    line: fc.constantFrom('dog' as const, 'cat' as const),
    dates: datesArb(12 * 21),
    min_price: fc.constantFrom(4.7, 4.9, 5.9, 6.9, 7.2, 8.9, 10.9, 12.35),
    deductible: fc.constantFrom(...petDeductibles),
    cover_diseases: fc.boolean(),
    cover_prevention: fc.boolean(),
    is_indoor_cat: fc.boolean(),
    ...common,
  })
  .map((r): { input: QuoteInput; today: IsoDate } => ({
    today: r.dates.today,
    input: {
      business_line: r.line,
      animal_date_of_birth: r.dates.birth,
      policy_start_date: r.dates.start,
      min_price: r.min_price,
      payment_mode: r.payment_mode,
      payment_method: 'invoice',
      coupon_data: r.coupon_data,
      deductible: r.deductible,
      cover_diseases: r.cover_diseases || r.cover_prevention,
      cover_prevention: r.cover_prevention,
      is_indoor_cat: r.is_indoor_cat,
    },
  }));

const horseArb = fc
  .record({
    dates: datesArb(12 * 32),
    usage: fc.constantFrom('loisir' as const, 'sport' as const, 'haut-risque' as const),
    animal_value: fc.integer({ min: 1, max: 50000 }),
    product: fc.option(fc.constantFrom(...horseProducts), { nil: undefined }),
    deductibleIndex: fc.nat(2),
    assista: fc.boolean(),
    death: fc.option(fc.constantFrom(1, 2), { nil: undefined }),
    invalidite: fc.boolean(),
    poulain: fc.boolean(),
    ...common,
  })
  .map((r) => {
    const deductibles = r.product ? horseProductDeductibles[r.product] : [];
    const input: QuoteInput = {
      business_line: 'horse',
      animal_date_of_birth: r.dates.birth,
      policy_start_date: r.dates.start,
      payment_mode: r.payment_mode,
      payment_method: 'invoice',
      coupon_data: r.coupon_data,
      usage: r.usage,
      animal_value: r.animal_value,
      insurance: {
        enabled: r.product !== undefined,
        base_product: r.product,
        deductible: deductibles[r.deductibleIndex % Math.max(deductibles.length, 1)],
      },
      assista: r.assista,
      death_insurance: {
        enabled: r.death !== undefined,
        base_product: r.death,
        invalidite: r.death === 2 && r.invalidite,
        poulain: r.death === 2 && r.poulain,
      },
    };
    return { input, today: r.dates.today };
  });

/** A valid input with its `today`; invalid combinations are discarded. */
const quoteArb = fc
  .oneof(petArb, horseArb)
  .filter(({ input, today }) => checkQuote(input, tariff2026, today).length === 0);

function priced(input: QuoteInput, today: IsoDate): QuoteBreakdown {
  const result = quote(input, tariff2026, today);
  if (!result.ok) throw new Error(JSON.stringify(result.problems));
  return result.breakdown;
}

function amountsOf(breakdown: QuoteBreakdown): number[] {
  const { days: _days, days_in_month: _length, ...proRata } = breakdown.first_invoice.pro_rata;
  return [
    breakdown.monthly_premium,
    ...breakdown.lines.flatMap((line) => [line.annual, line.period]),
    ...Object.values(breakdown.totals.annual),
    ...Object.values(breakdown.totals.period),
    ...breakdown.totals.instalments,
    ...Object.values(proRata),
    breakdown.first_invoice.first_instalment,
    breakdown.first_invoice.amendment_fee,
    breakdown.first_invoice.total,
  ];
}

const cents = (chf: number) => toCentimes(chf);
const fivePercent = (chf: number) => roundTo5(ratio(cents(chf) * 5, 100)) / 100;
const runs = { numRuns: 400 };

describe('quote properties', () => {
  it('every amount is a multiple of 0.05', () => {
    fc.assert(
      fc.property(quoteArb, ({ input, today }) => {
        for (const amount of amountsOf(priced(input, today))) {
          expect(isMultipleOf5Centimes(amount), String(amount)).toBe(true);
        }
      }),
      runs,
    );
  });

  it('the stamp is 5% of the premium paid (after the coupon), on the year and on the pro rata', () => {
    fc.assert(
      fc.property(quoteArb, ({ input, today }) => {
        const { totals, first_invoice } = priced(input, today);
        const annual = totals.annual;
        expect(annual.stamp).toBe(
          fivePercent((cents(annual.premium) + cents(annual.coupon)) / 100),
        );
        const proRata = first_invoice.pro_rata;
        expect(proRata.stamp).toBe(
          fivePercent((cents(proRata.premium) + cents(proRata.coupon)) / 100),
        );
      }),
      runs,
    );
  });

  it('lines add up to the totals, and instalments to the annual total', () => {
    fc.assert(
      fc.property(quoteArb, ({ input, today }) => {
        const breakdown = priced(input, today);
        const sum = (values: number[]) => values.reduce((acc, value) => acc + cents(value), 0);
        expect(sum(breakdown.lines.map((line) => line.annual))).toBe(
          cents(breakdown.totals.annual.total),
        );
        expect(sum(breakdown.lines.map((line) => line.period))).toBe(
          cents(breakdown.totals.period.total),
        );
        expect(sum(breakdown.totals.instalments)).toBe(cents(breakdown.totals.annual.total));
        const invoice = breakdown.first_invoice;
        expect(cents(invoice.total)).toBe(
          cents(invoice.pro_rata.total) +
            cents(invoice.first_instalment) +
            cents(invoice.amendment_fee),
        );
        // the invoice's own lines (what the PDF lists) add up to its total too
        expect(sum(invoice.lines.map((line) => line.amount))).toBe(cents(invoice.total));
        expect(invoice.lines.find((line) => line.key === 'first_instalment')?.amount).toBe(
          breakdown.totals.instalments[0],
        );
      }),
      runs,
    );
  });

  it('a coupon never makes a total negative', () => {
    fc.assert(
      fc.property(quoteArb, ({ input, today }) => {
        const breakdown = priced(input, today);
        const totals = [
          breakdown.totals.annual.total,
          breakdown.totals.annual.premium + breakdown.totals.annual.coupon,
          breakdown.totals.period.total,
          ...breakdown.totals.instalments,
          breakdown.first_invoice.pro_rata.total,
          breakdown.first_invoice.total,
        ];
        for (const total of totals) expect(total).toBeGreaterThanOrEqual(0);
      }),
      runs,
    );
  });

  it('a higher deductible never costs more', () => {
    fc.assert(
      fc.property(quoteArb, ({ input, today }) => {
        const options =
          input.business_line === 'horse'
            ? input.insurance.base_product
              ? horseProductDeductibles[input.insurance.base_product]
              : []
            : petDeductibles;
        const totals = options.map((deductible) => {
          const changed: QuoteInput =
            input.business_line === 'horse'
              ? { ...input, insurance: { ...input.insurance, deductible } }
              : { ...input, deductible };
          return cents(priced(changed, today).first_invoice.total);
        });
        for (let i = 1; i < totals.length; i += 1) {
          expect(totals[i]).toBeLessThanOrEqual(totals[i - 1] ?? Number.POSITIVE_INFINITY);
        }
      }),
      runs,
    );
  });

  it('adding a cover never costs less', () => {
    fc.assert(
      fc.property(quoteArb, ({ input, today }) => {
        const before = priced(input, today);
        const additions: QuoteInput[] = [];
        if (input.business_line === 'horse') {
          additions.push({ ...input, assista: true });
          if (input.death_insurance.base_product === 2) {
            additions.push({
              ...input,
              death_insurance: { ...input.death_insurance, poulain: true },
            });
            const invalid = {
              ...input,
              death_insurance: { ...input.death_insurance, invalidite: true },
            };
            if (checkQuote(invalid, tariff2026, today).length === 0) additions.push(invalid);
          }
          if (!input.death_insurance.enabled) {
            const withDeath = {
              ...input,
              death_insurance: {
                enabled: true,
                base_product: 1,
                invalidite: false,
                poulain: false,
              },
            };
            if (checkQuote(withDeath, tariff2026, today).length === 0) additions.push(withDeath);
          }
          if (!input.insurance.enabled) {
            additions.push({
              ...input,
              insurance: { enabled: true, base_product: 'prima', deductible: 1000 },
            });
          }
        } else {
          additions.push({ ...input, cover_diseases: true });
          additions.push({ ...input, cover_diseases: true, cover_prevention: true });
        }
        for (const added of additions) {
          if (checkQuote(added, tariff2026, today).length > 0) continue;
          const after = priced(added, today);
          expect(after.totals.annual.total).toBeGreaterThanOrEqual(before.totals.annual.total);
          expect(after.first_invoice.total).toBeGreaterThanOrEqual(before.first_invoice.total);
        }
      }),
      runs,
    );
  });

  it('is deterministic: the same input always gives the same breakdown', () => {
    fc.assert(
      fc.property(quoteArb, ({ input, today }) => {
        expect(quote(structuredClone(input), tariff2026, today)).toEqual(
          quote(input, tariff2026, today),
        );
      }),
      { numRuns: 100 },
    );
  });
});
