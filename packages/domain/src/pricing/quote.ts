import {
  type BusinessLine,
  defaultMinPrice,
  type HorseProduct,
  horseAdditionalRisks,
  horseProductIncludesAssistance,
  instalmentsPerYear,
  type PaymentMode,
  type PricedHorseUsageGroup,
  petCoverLimits,
  petMonthsPaid,
} from '../constants';
import {
  ageInYears,
  dayBefore,
  daysInMonth,
  firstOfNextMonth,
  type IsoDate,
  monthPeriods,
  toCalendarDate,
} from '../dates/calendar';
import type { MessageKey } from '../messages/translate';
import type { HorseQuoteInput, PetQuoteInput, QuoteInput } from '../schemas/pricing';
import { type CouponData, couponDiscount } from './coupons';
import { checkQuote, type QuoteEligibility, quoteEligibility } from './eligibility';
import {
  additionalRiskPremium,
  deathBasePremium,
  deathInsuredValue,
  hasAssistance,
  horseAssistanceAnnual,
  horseTreatmentAnnual,
  isPricedUsage,
} from './horse';
import { petAnnualCap, petMonthlyParts, petSpecies } from './pet';
import type { PricingProblem } from './problems';
import { ratio, ratioOf, roundTo5, times, toCentimes, toChf } from './rounding';
import type { Tariff } from './tariff';

export const premiumLineKeys = [
  'base',
  'diseases',
  'prevention',
  'treatment',
  'assistance',
  'death',
  ...horseAdditionalRisks,
] as const;
export type PremiumLineKey = (typeof premiumLineKeys)[number];
export const quoteLineKeys = [
  ...premiumLineKeys,
  'coupon',
  'halfyear_fee',
  'halfyear_rounding',
  'stamp',
] as const;
export type QuoteLineKey = (typeof quoteLineKeys)[number];
export const quoteLineKinds = ['premium', 'discount', 'fee', 'tax'] as const;

export interface QuoteLine {
  key: QuoteLineKey;
  label_key: MessageKey;
  kind: (typeof quoteLineKinds)[number];
  /** CHF for the contract year; a discount is negative. */
  annual: number;
  /** CHF on the first instalment of the year (the whole year when paid yearly). */
  period: number;
}

/**
 * The cover that was priced, as the documents and the recap state it next to the premium
 * lines: each premium line of the breakdown is described by one entry here (base, diseases and
 * prevention for a dog or a cat; treatment, assistance, death, invalidite and poulain for a
 * horse).
 */
export type PricedCover = PetCover | HorseCover;

export interface PetCover {
  kind: 'pet';
  deductible: number;
  /** Accident cover and assistance: always part of a dog or cat policy (spec 000 §9). */
  diseases: boolean;
  prevention: boolean;
  reimbursement_percent: number;
  /** Complementary medicine within the disease cover, CHF per contract year. */
  complementary_medicine_cap: number;
  prevention_cap: number;
}

export interface HorseCover {
  kind: 'horse';
  usage: PricedHorseUsageGroup;
  usage_detail: string | null;
  animal_value: number;
  treatment: {
    product: HorseProduct;
    deductible: number;
    coverage_percent: number;
    annual_cap: number;
  } | null;
  /** Present when assistance is part of the cover; `included` in the product (ultima). */
  assistance: { included: boolean } | null;
  death: {
    id: number;
    name: string;
    /** The share of the insured value paid on death (VIVA Spirit A 80%, B 100%). */
    indemnity_percent: number;
    insured_value: number;
  } | null;
  invalidite: { share_percent: number; insured_sum: number } | null;
  poulain: { share_percent: number; max_sum: number; insured_sum: number } | null;
}

/** A line of the first invoice; the lines add up to `first_invoice.total`. */
export const firstInvoiceLineKeys = ['pro_rata', 'first_instalment', 'amendment_fee'] as const;
export interface FirstInvoiceLine {
  key: (typeof firstInvoiceLineKeys)[number];
  label_key: MessageKey;
  amount: number;
  /** The period paid (both days included); none for the fee. */
  from: IsoDate | null;
  to: IsoDate | null;
}

export interface AmountSummary {
  premium: number;
  /** Zero or negative. */
  coupon: number;
  stamp: number;
  fees: number;
  total: number;
}

export interface QuoteBreakdown {
  tariff_version: string;
  business_line: BusinessLine;
  payment_mode: PaymentMode;
  instalments_per_year: number;
  policy_start_date: IsoDate;
  age_years: number;
  /** Premium per month before the stamp, as the plan cards show it. */
  monthly_premium: number;
  /** Annual cap of the chosen cover (dog/cat row or horse treatment product), if any. */
  annual_cap: number | null;
  /** Horse death cover: the value insured (at least the product's minimum insured value). */
  insured_value: number | null;
  /** What the premium lines cover, for the documents and the recap. */
  cover: PricedCover;
  lines: QuoteLine[];
  totals: {
    annual: AmountSummary;
    period: AmountSummary;
    /** Total of each instalment of the year; they add up to the annual total. */
    instalments: number[];
    /** The period each instalment pays for: the contract year from `year_start`, split. */
    instalment_periods: { from: IsoDate; to: IsoDate }[];
  };
  first_invoice: {
    pro_rata: {
      /** Days from the start date to the end of its month, 0 when starting on the 1st. */
      days: number;
      days_in_month: number;
      premium: number;
      coupon: number;
      stamp: number;
      total: number;
    };
    first_instalment: number;
    amendment_fee: number;
    /** The grand total: what the customer pays first. */
    total: number;
    /** Pro rata (when any), first instalment and fee: what the invoice lists, adding up to total. */
    lines: FirstInvoiceLine[];
  };
  coupon: (CouponData & { is_discount: boolean }) | null;
}

export type QuoteResult =
  | { ok: true; breakdown: QuoteBreakdown; eligibility: QuoteEligibility }
  | { ok: false; problems: PricingProblem[]; eligibility: QuoteEligibility | null };

const labelOf: Record<QuoteLineKey, MessageKey> = {
  base: 'pricing.line.base',
  diseases: 'pricing.line.diseases',
  prevention: 'pricing.line.prevention',
  treatment: 'pricing.line.treatment',
  assistance: 'pricing.line.assistance',
  death: 'pricing.line.death',
  invalidite: 'pricing.line.invalidite',
  poulain: 'pricing.line.poulain',
  coupon: 'pricing.line.coupon',
  halfyear_fee: 'pricing.line.halfyear_fee',
  halfyear_rounding: 'pricing.line.halfyear_rounding',
  stamp: 'pricing.line.stamp',
};

/**
 * Splits a yearly amount (centimes, a multiple of 5) into instalments that are multiples of
 * 5 centimes and add up to it exactly; the first instalments carry the remainder.
 */
export function splitInstalments(annual: number, count: number): number[] {
  return Array.from({ length: count }, (_, i) => instalmentOf(annual, count, i));
}

/** splitInstalments(annual, count)[index], without the array (a quote asks for dozens). */
function instalmentOf(annual: number, count: number, index: number): number {
  const sign = annual < 0 ? -1 : 1;
  const fives = Math.abs(annual) / 5;
  const each = Math.floor(fives / count);
  const remainder = fives - each * count;
  return sign * (each + (index < remainder ? 1 : 0)) * 5;
}

/**
 * spec 000 §9: the current month is charged pro rata from the start date, as the share of the
 * month remaining (start day included); nothing when the contract starts on the 1st.
 */
export function proRataDays(start: IsoDate): { days: number; daysInMonth: number } {
  const { year, month, day } = toCalendarDate(start);
  const length = daysInMonth(year, month);
  return { days: day === 1 ? 0 : length - day + 1, daysInMonth: length };
}

interface PremiumLine {
  key: PremiumLineKey;
  /** Centimes per contract year. */
  annual: number;
}

interface Priced {
  lines: PremiumLine[];
  monthly: number;
  annualCap: number | null;
  insuredValue: number | null;
  cover: PricedCover;
}

function minPriceOf(input: QuoteInput): number {
  return input.min_price ?? defaultMinPrice[input.business_line];
}

function pricePet(input: PetQuoteInput, tariff: Tariff, ageYears: number): Priced {
  const parts = petMonthlyParts(
    {
      businessLine: input.business_line,
      minPrice: minPriceOf(input),
      ageYears,
      isIndoorCat: input.is_indoor_cat,
    },
    {
      deductible: input.deductible,
      coverDiseases: input.cover_diseases,
      coverPrevention: input.cover_prevention,
    },
    tariff,
  );
  const months = petMonthsPaid.yearly;
  const lines: PremiumLine[] = [{ key: 'base', annual: parts.base * months }];
  if (input.cover_diseases) lines.push({ key: 'diseases', annual: parts.diseases * months });
  if (input.cover_prevention) lines.push({ key: 'prevention', annual: parts.prevention * months });
  return {
    lines,
    monthly: parts.base + parts.diseases + parts.prevention,
    annualCap: petAnnualCap(petSpecies(tariff, input.business_line), input.cover_diseases),
    insuredValue: null,
    cover: {
      kind: 'pet',
      deductible: input.deductible,
      diseases: input.cover_diseases,
      prevention: input.cover_prevention,
      reimbursement_percent: petCoverLimits.reimbursementPercent,
      complementary_medicine_cap: petCoverLimits.complementaryMedicineCap,
      prevention_cap: petCoverLimits.preventionCap,
    },
  };
}

function priceHorse(input: HorseQuoteInput, tariff: Tariff, ageYears: number): Priced {
  const usage = input.usage;
  if (!isPricedUsage(usage)) throw new RangeError('Usage "other" is never priced');
  const lines: PremiumLine[] = [];
  const product = input.insurance.enabled ? (input.insurance.base_product ?? null) : null;
  let annualCap: number | null = null;
  let treatment: HorseCover['treatment'] = null;
  if (product) {
    const deductible = input.insurance.deductible ?? 0;
    lines.push({
      key: 'treatment',
      annual: horseTreatmentAnnual(product, usage, deductible, minPriceOf(input), tariff),
    });
    const entry = tariff.horse.treatment.products.find((item) => item.name === product);
    annualCap = entry?.annual_cap ?? null;
    if (entry) {
      treatment = {
        product,
        deductible,
        coverage_percent: entry.coverage_percent,
        annual_cap: entry.annual_cap,
      };
    }
  }
  const death = input.death_insurance;
  const deathProduct = death.enabled
    ? tariff.horse.death.products.find((entry) => entry.id === death.base_product)
    : undefined;
  const choice = { assista: input.assista, product, hasDeathCover: deathProduct !== undefined };
  if (hasAssistance(choice)) {
    lines.push({ key: 'assistance', annual: horseAssistanceAnnual(choice, tariff) });
  }
  let insuredValue: number | null = null;
  const cover: HorseCover = {
    kind: 'horse',
    usage,
    usage_detail: input.usage_detail ?? null,
    animal_value: input.animal_value,
    treatment,
    assistance: hasAssistance(choice)
      ? { included: product !== null && horseProductIncludesAssistance[product] }
      : null,
    death: null,
    invalidite: null,
    poulain: null,
  };
  if (deathProduct) {
    const value = input.animal_value;
    const insured = deathInsuredValue(deathProduct, value, usage);
    insuredValue = insured;
    lines.push({ key: 'death', annual: deathBasePremium(deathProduct, ageYears, value, usage) });
    cover.death = {
      id: deathProduct.id,
      name: deathProduct.name,
      indemnity_percent: deathProduct.indemnite_deces,
      insured_value: insured,
    };
    const { invalidity_share_percent, foal_share_percent, foal_max_value } = tariff.horse.death;
    for (const name of horseAdditionalRisks) {
      if (!death[name]) continue;
      const premium = additionalRiskPremium(deathProduct, name, value, usage, tariff);
      if (premium === null) continue;
      lines.push({ key: name, annual: premium });
      if (name === 'invalidite') {
        cover.invalidite = {
          share_percent: invalidity_share_percent,
          insured_sum: (insured * invalidity_share_percent) / 100,
        };
      } else {
        cover.poulain = {
          share_percent: foal_share_percent,
          max_sum: foal_max_value,
          insured_sum: Math.min((insured * foal_share_percent) / 100, foal_max_value),
        };
      }
    }
  }
  return { lines, monthly: roundTo5(ratio(sumOf(lines), 12)), annualCap, insuredValue, cover };
}

const negative = (amount: number) => (amount === 0 ? 0 : -amount);

/** The lines' annual premiums added up in order. */
function sumOf(lines: readonly PremiumLine[]): number {
  let sum = 0;
  for (const line of lines) sum += line.annual;
  return sum;
}

/** The lines' share of instalment `index` added up in order. */
function instalmentSumOf(lines: readonly PremiumLine[], count: number, index: number): number {
  let sum = 0;
  for (const line of lines) sum += instalmentOf(line.annual, count, index);
  return sum;
}

function quoteLine(
  key: QuoteLineKey,
  kind: QuoteLine['kind'],
  annual: number,
  period: number,
): QuoteLine {
  return { key, label_key: labelOf[key], kind, annual: toChf(annual), period: toChf(period) };
}

const summary = (premium: number, coupon: number, stamp: number, fees: number): AmountSummary => ({
  premium: toChf(premium),
  coupon: toChf(negative(coupon)),
  stamp: toChf(stamp),
  fees: toChf(fees),
  total: toChf(premium - coupon + stamp + fees),
});

const hundredth = ratio(1, 100);
const wholeYear = ratio(1);
const noShareOfTheYear = ratio(0);

function stampOn(premium: number, tariff: Tariff): number {
  return roundTo5(times(ratio(premium), ratioOf(tariff.fees.stamp_duty_percent), hundredth));
}

function coupon(input: QuoteInput): CouponData | null {
  return input.coupon_data ?? null;
}

/**
 * The full price breakdown of a quote (spec 000 §4, §9; formulas and worked examples in
 * docs/pricing.md). Pure: `today` is a parameter, and nothing depends on the environment.
 * Any eligibility problem answers `ok: false` with the problems and never a price.
 */
export function quote(input: QuoteInput, tariff: Tariff, today: IsoDate): QuoteResult {
  const problems = checkQuote(input, tariff, today);
  const eligibilityRequest = {
    business_line: input.business_line,
    animal_date_of_birth: input.animal_date_of_birth,
    policy_start_date: input.policy_start_date,
    animal_value: input.business_line === 'horse' ? input.animal_value : undefined,
    usage: input.business_line === 'horse' ? input.usage : undefined,
    animal_sex: input.business_line === 'horse' ? input.animal_sex : undefined,
  };
  const eligibility =
    input.animal_date_of_birth <= today
      ? quoteEligibility(eligibilityRequest, tariff, today)
      : null;
  if (problems.length > 0 || !eligibility) return { ok: false, problems, eligibility };

  const ageYears = ageInYears(input.animal_date_of_birth, input.policy_start_date);
  const priced =
    input.business_line === 'horse'
      ? priceHorse(input, tariff, ageYears)
      : pricePet(input, tariff, ageYears);
  const count = instalmentsPerYear[input.payment_mode];
  const couponData = coupon(input);

  // the contract year
  const premium = sumOf(priced.lines);
  const discount = couponDiscount(couponData, premium, wholeYear);
  const stamp = stampOn(premium - discount, tariff);
  const isHalfYear = input.payment_mode === 'halfyear';
  const halfYearFee = isHalfYear ? toCentimes(tariff.fees.halfyear_fee) : 0;
  const halfYearRounding = isHalfYear ? toCentimes(tariff.fees.halfyear_rounding_addition) : 0;

  const lines: QuoteLine[] = [];
  for (const line of priced.lines) {
    lines.push(quoteLine(line.key, 'premium', line.annual, instalmentOf(line.annual, count, 0)));
  }
  if (discount > 0) {
    lines.push(quoteLine('coupon', 'discount', -discount, -instalmentOf(discount, count, 0)));
  }
  if (isHalfYear) {
    // spec 000 §9: each half-yearly instalment carries the fee and the rounding addition
    lines.push(quoteLine('halfyear_fee', 'fee', halfYearFee * count, halfYearFee));
    lines.push(quoteLine('halfyear_rounding', 'fee', halfYearRounding * count, halfYearRounding));
  }
  lines.push(quoteLine('stamp', 'tax', stamp, instalmentOf(stamp, count, 0)));

  const annualFees = (halfYearFee + halfYearRounding) * count;
  const periodPremium = instalmentSumOf(priced.lines, count, 0);
  const instalmentFees = halfYearFee + halfYearRounding;
  const instalments: number[] = [];
  for (let i = 0; i < count; i += 1) {
    instalments.push(
      instalmentSumOf(priced.lines, count, i) -
        instalmentOf(discount, count, i) +
        instalmentOf(stamp, count, i) +
        instalmentFees,
    );
  }

  // the first invoice: pro rata of the current month, then the first instalment
  const { days, daysInMonth: monthLength } = proRataDays(input.policy_start_date);
  const proRataPremium = roundTo5(ratio(premium * days, 12 * monthLength));
  const proRataCoupon = couponDiscount(couponData, proRataPremium, noShareOfTheYear);
  const proRataStamp = stampOn(proRataPremium - proRataCoupon, tariff);
  const proRataTotal = proRataPremium - proRataCoupon + proRataStamp;
  const firstInstalment = instalments[0] ?? 0;
  const amendmentFee = toCentimes(tariff.fees.amendment_fee);

  // the contract year: from the start when it is the 1st, else from the 1st of the next month
  const yearStart =
    days === 0 ? input.policy_start_date : firstOfNextMonth(input.policy_start_date);
  const monthsPerInstalment = 12 / count;
  const periods = monthPeriods(yearStart, monthsPerInstalment, count);
  const invoiceLines: FirstInvoiceLine[] = [];
  if (proRataTotal > 0) {
    invoiceLines.push({
      key: 'pro_rata',
      label_key: 'pricing.line.pro_rata',
      amount: toChf(proRataTotal),
      from: input.policy_start_date,
      to: dayBefore(yearStart),
    });
  }
  invoiceLines.push({
    key: 'first_instalment',
    label_key: count === 1 ? 'pricing.line.yearly_premium' : 'pricing.line.first_instalment',
    amount: toChf(firstInstalment),
    from: periods[0]?.from ?? yearStart,
    to: periods[0]?.to ?? yearStart,
  });
  if (amendmentFee > 0) {
    invoiceLines.push({
      key: 'amendment_fee',
      label_key: 'pricing.line.amendment_fee',
      amount: toChf(amendmentFee),
      from: null,
      to: null,
    });
  }

  return {
    ok: true,
    eligibility,
    breakdown: {
      tariff_version: tariff.version,
      business_line: input.business_line,
      payment_mode: input.payment_mode,
      instalments_per_year: count,
      policy_start_date: input.policy_start_date,
      age_years: ageYears,
      monthly_premium: toChf(priced.monthly),
      annual_cap: priced.annualCap,
      insured_value: priced.insuredValue,
      cover: priced.cover,
      lines,
      totals: {
        annual: summary(premium, discount, stamp, annualFees),
        period: summary(
          periodPremium,
          instalmentOf(discount, count, 0),
          instalmentOf(stamp, count, 0),
          instalmentFees,
        ),
        instalments: instalments.map(toChf),
        instalment_periods: periods,
      },
      first_invoice: {
        pro_rata: {
          days,
          days_in_month: monthLength,
          premium: toChf(proRataPremium),
          coupon: toChf(negative(proRataCoupon)),
          stamp: toChf(proRataStamp),
          total: toChf(proRataTotal),
        },
        first_instalment: toChf(firstInstalment),
        amendment_fee: toChf(amendmentFee),
        total: toChf(proRataTotal + firstInstalment + amendmentFee),
        lines: invoiceLines,
      },
      coupon: couponData
        ? { ...couponData, is_discount: couponData.discount_type !== 'special' }
        : null,
    },
  };
}
