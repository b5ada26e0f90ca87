import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { horseUsages } from '../constants';
import * as calendar from '../dates/calendar';
import * as startWindow from '../dates/start-window';
import type { QuoteInput } from '../schemas/pricing';
import * as eligibility from './eligibility';
import * as horse from './horse';
import * as pet from './pet';
import * as priceLists from './price-lists';
import * as quoteModule from './quote';
import * as v1Calendar from './reference-v1/calendar';
import * as v1Eligibility from './reference-v1/eligibility';
import * as v1Horse from './reference-v1/horse';
import * as v1Pet from './reference-v1/pet';
import * as v1PriceLists from './reference-v1/price-lists';
import * as v1Quote from './reference-v1/quote';
import * as v1StartWindow from './reference-v1/start-window';
import { tariff2026 } from './tariff-2026';

/**
 * Old against new (issue 14): the engine was restructured for throughput, and not a centime may
 * change. `reference-v1/` is the engine as it was; on random inputs — valid or not, every
 * business line, coupon, payment mode and horse option — both must answer exactly the same
 * object (every amount, line, problem and eligibility field), or throw the same error.
 */

const RUNS = 4000;

/** A v1 price list as the endpoints answer it: the rows or the problems, no eligibility. */
function listOf<T>(priced: { ok: true; rows: T[] } | { ok: false; problems: unknown[] }) {
  return priced.ok ? { ok: true, rows: priced.rows } : priced;
}

function outcome<T>(run: () => T): T | { threw: string } {
  try {
    return run();
  } catch (error) {
    return { threw: error instanceof Error ? `${error.name}: ${error.message}` : String(error) };
  }
}

const dateArb = (fromYear: number, toYear: number) =>
  fc
    .record({
      year: fc.integer({ min: fromYear, max: toYear }),
      month: fc.integer({ min: 1, max: 12 }),
      day: fc.integer({ min: 1, max: 31 }),
    })
    .map(({ year, month, day }) =>
      calendar.formatIsoDate({
        year,
        month,
        day: Math.min(day, calendar.daysInMonth(year, month)),
      }),
    );

/** Today, a birth and a start inside the start window (as the property tests make them). */
const validDatesArb = (maxAgeMonths: number) =>
  fc
    .record({
      today: dateArb(2024, 2030),
      ageMonths: fc.integer({ min: 0, max: maxAgeMonths }),
      birthDay: fc.integer({ min: 1, max: 31 }),
      startPick: fc.integer({ min: 0, max: 5 }),
      startDay: fc.integer({ min: 1, max: 31 }),
    })
    .map(({ today, ageMonths, birthDay, startPick, startDay }) => {
      const dayOf = (date: string, day: number) => {
        const { year, month } = calendar.toCalendarDate(date);
        return calendar.formatIsoDate({
          year,
          month,
          day: Math.min(day, calendar.daysInMonth(year, month)),
        });
      };
      const birth = dayOf(calendar.addMonths(today, -ageMonths), birthDay);
      const window = v1StartWindow.startDateWindow(birth, today);
      const sameMonth = dayOf(window.min, startDay);
      const candidates = [
        window.min,
        window.max,
        ...v1StartWindow.onlineStartDates(birth, today),
        sameMonth >= window.min ? sameMonth : window.min,
      ];
      return { today, birth, start: candidates[startPick] ?? window.min };
    });

/** Mostly valid dates, sometimes any (future birth, too old, start outside the window). */
const datesArb = (maxAgeMonths: number) =>
  fc.oneof(
    { arbitrary: validDatesArb(maxAgeMonths), weight: 4 },
    {
      arbitrary: fc.record({
        today: dateArb(2024, 2030),
        birth: dateArb(1980, 2031),
        start: dateArb(2023, 2031),
      }),
      weight: 1,
    },
  );

/** Mostly one of the given values, sometimes any of the others. */
const mostly = <T>(usual: readonly T[], unusual: readonly T[]) =>
  fc.oneof(
    { arbitrary: fc.constantFrom(...usual), weight: 6 },
    { arbitrary: fc.constantFrom(...unusual), weight: 1 },
  );

const couponArb = fc.option(
  fc.oneof(
    fc.integer({ min: 0, max: 10_000 }).map((hundredths) => ({
      code: 'P',
      discount_type: 'percentage' as const,
      value: hundredths / 100,
    })),
    fc
      .integer({ min: 0, max: 500_000 })
      .map((cents) => ({ code: 'F', discount_type: 'fix' as const, value: cents / 100 })),
    fc.constant({ code: 'S', discount_type: 'special' as const, value: 0 }),
  ),
  { nil: undefined },
);

const commonArb = {
  payment_mode: fc.constantFrom('yearly' as const, 'halfyear' as const),
  payment_method: mostly(['invoice' as const], ['online' as const]),
  coupon_data: couponArb,
  min_price: fc.option(
    fc.oneof(
      fc.constantFrom(4.7, 4.9, 5.9, 6.9, 7.2, 8.9, 10.9, 31, 45.5),
      fc.integer({ min: 1, max: 100_000 }).map((cents) => cents / 100),
    ),
    { nil: undefined },
  ),
};

const petArb = fc
  .record({
    line: fc.constantFrom('dog' as const, 'cat' as const),
    dates: datesArb(12 * 32),
    deductible: mostly([200, 500, 1000], [100, 300]),
    cover_diseases: fc.boolean(),
    cover_prevention: fc.boolean(),
    is_indoor_cat: fc.boolean(),
    ...commonArb,
  })
  .map(({ line, dates, ...rest }) => ({
    today: dates.today,
    input: {
      business_line: line,
      animal_date_of_birth: dates.birth,
      policy_start_date: dates.start,
      ...rest,
    } as QuoteInput,
  }));

const horseArb = fc
  .record({
    dates: datesArb(12 * 32),
    usageEntry: fc.constantFrom(...horseUsages),
    /** 0: as the usage list says; 1: no detail; 2: a detail of another usage or any text. */
    usageShape: mostly([0, 1], [2]),
    otherDetail: fc.oneof(
      fc.constantFrom(...horseUsages.map((entry) => entry.usage_detail)),
      fc.string(),
    ),
    animal_value: fc.oneof(
      fc.integer({ min: 1, max: 60_000 }),
      fc.constantFrom(1, 10_000, 10_001, 15_000, 50_000, 50_001, 75_000),
    ),
    insurance: fc.record({
      enabled: fc.boolean(),
      base_product: mostly(['prima' as const, 'optima' as const, 'ultima' as const], [undefined]),
      deductible: mostly([500, 1000], [100, 250, undefined]),
    }),
    assista: fc.boolean(),
    death_insurance: fc.record({
      enabled: fc.boolean(),
      base_product: mostly([1, 2], [3, undefined]),
      invalidite: fc.boolean(),
      poulain: fc.boolean(),
    }),
    ...commonArb,
  })
  .map(({ dates, usageEntry, usageShape, otherDetail, ...rest }) => ({
    today: dates.today,
    input: {
      business_line: 'horse',
      animal_date_of_birth: dates.birth,
      policy_start_date: dates.start,
      usage: usageEntry.usage,
      usage_detail:
        usageShape === 0 ? usageEntry.usage_detail : usageShape === 1 ? undefined : otherDetail,
      animal_group: usageShape === 0 ? usageEntry.animal_group : undefined,
      ...rest,
    } as QuoteInput,
  }));

describe('the restructured engine prices exactly as engine v1', () => {
  it.each([
    ['dog and cat', petArb],
    ['horse', horseArb],
  ] as const)('quote(): %s', (_name, arbitrary) => {
    fc.assert(
      fc.property(arbitrary, ({ input, today }) => {
        expect(outcome(() => quoteModule.quote(input, tariff2026, today))).toEqual(
          outcome(() => v1Quote.quote(input, tariff2026, today)),
        );
        expect(outcome(() => eligibility.checkQuote(input, tariff2026, today))).toEqual(
          outcome(() => v1Eligibility.checkQuote(input, tariff2026, today)),
        );
      }),
      { numRuns: RUNS },
    );
  });

  it('the dog and cat price lists', () => {
    fc.assert(
      fc.property(petArb, ({ input, today }) => {
        if (input.business_line === 'horse') return;
        const request = { ...input, is_indoor_cat: input.is_indoor_cat };
        expect(
          outcome(() => priceLists.petPriceList(input.business_line, request, tariff2026, today)),
        ).toEqual(
          outcome(() =>
            listOf(v1PriceLists.petPrices(input.business_line, request, tariff2026, today)),
          ),
        );
        expect(
          outcome(() => priceLists.petPrices(input.business_line, request, tariff2026, today)),
        ).toEqual(
          outcome(() => v1PriceLists.petPrices(input.business_line, request, tariff2026, today)),
        );
      }),
      { numRuns: RUNS },
    );
  });

  it('the horse price lists and eligibility', () => {
    fc.assert(
      fc.property(horseArb, fc.boolean(), ({ input, today }, hasValue) => {
        if (input.business_line !== 'horse') return;
        const request = { ...input, animal_value: hasValue ? input.animal_value : undefined };
        expect(outcome(() => priceLists.horseBasePriceList(request, tariff2026, today))).toEqual(
          outcome(() => listOf(v1PriceLists.horseBasePrices(request, tariff2026, today))),
        );
        expect(outcome(() => priceLists.horseOptionPriceList(input, tariff2026, today))).toEqual(
          outcome(() => listOf(v1PriceLists.horseOptionPrices(input, tariff2026, today))),
        );
        expect(outcome(() => priceLists.horseBasePrices(request, tariff2026, today))).toEqual(
          outcome(() => v1PriceLists.horseBasePrices(request, tariff2026, today)),
        );
        expect(outcome(() => priceLists.horseOptionPrices(input, tariff2026, today))).toEqual(
          outcome(() => v1PriceLists.horseOptionPrices(input, tariff2026, today)),
        );
        expect(outcome(() => eligibility.quoteEligibility(request, tariff2026, today))).toEqual(
          outcome(() => v1Eligibility.quoteEligibility(request, tariff2026, today)),
        );
      }),
      { numRuns: RUNS },
    );
  });

  it('the building blocks: rows, premiums, instalments', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -2, max: 45 }),
        fc.oneof(
          fc.integer({ min: 1, max: 100_000 }).map((cents) => cents / 100),
          fc.constant(4.7),
        ),
        fc.constantFrom('dog' as const, 'cat' as const),
        fc.boolean(),
        (ageYears, minPrice, businessLine, isIndoorCat) => {
          const risk = { businessLine, minPrice, ageYears, isIndoorCat };
          expect(outcome(() => pet.petPriceRows(risk, tariff2026))).toEqual(
            outcome(() => v1Pet.petPriceRows(risk, tariff2026)),
          );
          for (const usage of ['loisir', 'sport', 'haut-risque', 'other'] as const) {
            const horseRisk = { ageYears, usage, minPrice };
            expect(outcome(() => horse.horseBasePriceRows(horseRisk, tariff2026))).toEqual(
              outcome(() => v1Horse.horseBasePriceRows(horseRisk, tariff2026)),
            );
          }
        },
      ),
      { numRuns: RUNS },
    );
    fc.assert(
      fc.property(
        fc.integer({ min: -10_000_000, max: 10_000_000 }).map((fives) => fives * 5),
        fc.integer({ min: 1, max: 12 }),
        (annual, count) => {
          expect(quoteModule.splitInstalments(annual, count)).toEqual(
            v1Quote.splitInstalments(annual, count),
          );
        },
      ),
      { numRuns: RUNS },
    );
  });

  it('the date helpers', () => {
    fc.assert(
      fc.property(
        dateArb(1000, 9999),
        dateArb(1900, 2100),
        fc.integer({ min: -1200, max: 1200 }),
        (a, b, months) => {
          expect(calendar.addMonths(a, months)).toBe(v1Calendar.addMonths(a, months));
          expect(calendar.firstOfNextMonth(a)).toBe(v1Calendar.firstOfNextMonth(a));
          expect(calendar.ageInYears(a, b)).toBe(v1Calendar.ageInYears(a, b));
          expect(calendar.toSwissDate(a)).toBe(v1Calendar.toSwissDate(a));
          expect(calendar.parseSwissDate(calendar.toSwissDate(a))).toBe(a);
          expect(startWindow.startDateWindow(a, b)).toEqual(v1StartWindow.startDateWindow(a, b));
          expect(startWindow.onlineStartDates(a, b)).toEqual(v1StartWindow.onlineStartDates(a, b));
          expect(quoteModule.proRataDays(a)).toEqual(v1Quote.proRataDays(a));
        },
      ),
      { numRuns: RUNS },
    );
  });
});
