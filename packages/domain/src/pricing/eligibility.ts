import {
  type AnimalSex,
  type BusinessLine,
  findHorseUsage,
  type HorseAnimalGroup,
  type HorseProduct,
  type HorseUsageGroup,
  horseAdditionalRisks,
  horseProductDeductibles,
  horseProducts,
  horseUsages,
  horseValueCap,
  maxAnimalAge,
  onlineSubscriptionMaxAge,
  petDeductibles,
} from '../constants';
import { ageInYears, type IsoDate, toSwissDate } from '../dates/calendar';
import {
  checkStartDate,
  onlineStartDatesFrom,
  type StartDateWindow,
  startDateWindow,
} from '../dates/start-window';
import type { HorseQuoteInput, PetQuoteInput, QuoteInput } from '../schemas/pricing';
import {
  type AdditionalRiskName,
  type Availability,
  additionalRiskNames,
  additionalRiskOnOfferedProduct,
  deathProductAvailability,
  horseCoverAvailability,
  horseTreatmentAvailability,
} from './horse';
import { type PricingProblem, problem } from './problems';
import type { Tariff } from './tariff';

/**
 * The eligibility rules of spec 000 §4 and §5 as problems ({path, key, params}) for the 422
 * answer, and as availability answers for the UI. quote() refuses to price while any problem
 * remains, whether or not the caller validated with the schema first.
 */

/** Birth not in the future, age at the start within the maximum, start inside the start window (spec 000 §5) */
export function checkAnimalDates(
  line: BusinessLine,
  birth: IsoDate,
  start: IsoDate,
  today: IsoDate,
): PricingProblem[] {
  if (birth > today) return [problem(['animal_date_of_birth'], 'pricing.birth_in_future')];
  const problems: PricingProblem[] = [];
  const age = ageInYears(birth, start);
  if (age > maxAnimalAge[line]) {
    problems.push(
      problem(['animal_date_of_birth'], 'pricing.age_max', { max: maxAnimalAge[line] }),
    );
  }
  const bounds = startDateWindow(birth, today);
  const startProblem = checkStartDate(start, bounds);
  if (startProblem === 'too_early') {
    problems.push(
      problem(['policy_start_date'], 'pricing.start_too_early', { min: toSwissDate(bounds.min) }),
    );
  } else if (startProblem === 'too_late') {
    problems.push(
      problem(['policy_start_date'], 'pricing.start_too_late', { max: toSwissDate(bounds.max) }),
    );
  }
  return problems;
}

/** usage_detail and animal_group must belong to the usage group (spec 000 §3.3). */
export function checkHorseUsage(
  usage: HorseUsageGroup,
  usageDetail: string | undefined,
  animalGroup: HorseAnimalGroup | undefined,
): PricingProblem[] {
  if (usageDetail !== undefined) {
    const entry = findHorseUsage(usageDetail);
    if (!entry || entry.usage !== usage) {
      return [problem(['usage_detail'], 'pricing.usage_detail_mismatch')];
    }
    if (animalGroup !== undefined && entry.animal_group !== animalGroup) {
      return [problem(['animal_group'], 'pricing.usage_detail_mismatch')];
    }
    return [];
  }
  if (
    animalGroup !== undefined &&
    !horseUsages.some((entry) => entry.usage === usage && entry.animal_group === animalGroup)
  ) {
    return [problem(['animal_group'], 'pricing.usage_detail_mismatch')];
  }
  return [];
}

export interface HorseRequestFields {
  animal_date_of_birth: IsoDate;
  policy_start_date: IsoDate;
  usage: HorseUsageGroup;
  usage_detail?: string | undefined;
  animal_group?: HorseAnimalGroup | undefined;
  animal_value?: number | undefined;
}

/**
 * spec 000 §5: every horse cover (treatment, assistance, death) needs an age under 30 at the
 * start. Birth date and start date are both given at step 1, so an older horse is refused
 * there, on its birth date, and never reaches a pack step with nothing to choose.
 */
export function checkHorseAge(birth: IsoDate, start: IsoDate, usage: HorseUsageGroup) {
  if (usage === 'other') return [];
  return fromAvailability(
    ['animal_date_of_birth'],
    horseCoverAvailability(ageInYears(birth, start), usage),
  );
}

/** The problems of a horse price request: dates, age, usage, value (spec 000 §5, §8). */
export function checkHorseRequest(request: HorseRequestFields, today: IsoDate): PricingProblem[] {
  const dates = checkAnimalDates(
    'horse',
    request.animal_date_of_birth,
    request.policy_start_date,
    today,
  );
  const problems = [
    ...dates,
    ...(dates.length === 0
      ? checkHorseAge(request.animal_date_of_birth, request.policy_start_date, request.usage)
      : []),
    ...checkHorseUsage(request.usage, request.usage_detail, request.animal_group),
  ];
  if (request.usage === 'other') {
    const availability = horseCoverAvailability(0, 'other');
    if (availability.reason) {
      problems.push(problem(['usage'], availability.reason.key, availability.reason.params));
    }
  }
  if (request.animal_value !== undefined && request.animal_value > horseValueCap) {
    problems.push(problem(['animal_value'], 'pricing.value_max', { max: horseValueCap }));
  }
  return problems;
}

const fromAvailability = (path: string[], availability: Availability): PricingProblem[] =>
  availability.reason ? [problem(path, availability.reason.key, availability.reason.params)] : [];

function checkPetCover(input: PetQuoteInput): PricingProblem[] {
  const problems: PricingProblem[] = [];
  if (!(petDeductibles as readonly number[]).includes(input.deductible)) {
    problems.push(
      problem(['deductible'], 'pricing.deductible_not_offered', {
        deductibles: petDeductibles.join(', '),
      }),
    );
  }
  // spec 000 §4: prevention only together with disease cover
  if (input.cover_prevention && !input.cover_diseases) {
    problems.push(problem(['cover_prevention'], 'pricing.prevention_needs_diseases'));
  }
  return problems;
}

function checkHorseCover(
  input: HorseQuoteInput,
  tariff: Tariff,
  ageYears: number,
): PricingProblem[] {
  const problems: PricingProblem[] = [];
  const { insurance, death_insurance: death } = input;
  if (input.usage === 'other') return [];
  // too old for any cover: that, not "choose a cover", is what the owner must read
  const cover = horseCoverAvailability(ageYears, input.usage);
  if (!cover.available) return fromAvailability(['animal_date_of_birth'], cover);
  if (!insurance.enabled && !input.assista && !death.enabled) {
    return [problem(['insurance'], 'pricing.no_cover')];
  }

  if (insurance.enabled) {
    const product = insurance.base_product;
    if (product === undefined) {
      problems.push(problem(['insurance', 'base_product'], 'pricing.product_required'));
    } else {
      problems.push(
        ...fromAvailability(
          ['insurance', 'base_product'],
          horseTreatmentAvailability(product, ageYears, input.usage),
        ),
      );
      const deductibles = horseProductDeductibles[product];
      if (insurance.deductible === undefined) {
        problems.push(problem(['insurance', 'deductible'], 'validation.required'));
      } else if (!deductibles.includes(insurance.deductible)) {
        problems.push(
          problem(['insurance', 'deductible'], 'pricing.deductible_not_offered', {
            deductibles: deductibles.join(', '),
          }),
        );
      }
    }
  }

  if (death.enabled) {
    const product = tariff.horse.death.products.find((entry) => entry.id === death.base_product);
    if (death.base_product === undefined) {
      problems.push(problem(['death_insurance', 'base_product'], 'pricing.product_required'));
    } else if (!product) {
      problems.push(problem(['death_insurance', 'base_product'], 'pricing.death_product_unknown'));
    } else {
      const risk = {
        ageYears,
        usage: input.usage,
        value: input.animal_value,
        sex: input.animal_sex,
      };
      const availability = deathProductAvailability(product, risk);
      problems.push(...fromAvailability(['death_insurance', 'base_product'], availability));
      if (availability.available) {
        for (const name of horseAdditionalRisks) {
          if (!death[name]) continue;
          problems.push(
            ...fromAvailability(
              ['death_insurance', name],
              additionalRiskOnOfferedProduct(product, name, risk),
            ),
          );
        }
      }
    }
  }
  return problems;
}

/** Every problem that keeps a quote input from being priced (spec 000 §4, §5, §9). */
export function checkQuote(input: QuoteInput, tariff: Tariff, today: IsoDate): PricingProblem[] {
  const dates = checkAnimalDates(
    input.business_line,
    input.animal_date_of_birth,
    input.policy_start_date,
    today,
  );
  const problems = [...dates];
  // spec 000 §4: online payment allows only yearly
  if (input.payment_method === 'online' && input.payment_mode !== 'yearly') {
    problems.push(problem(['payment_mode'], 'pricing.online_yearly_only'));
  }
  if (input.business_line === 'horse') {
    problems.push(...checkHorseUsage(input.usage, input.usage_detail, input.animal_group));
    if (input.usage === 'other') {
      problems.push(...fromAvailability(['usage'], horseCoverAvailability(0, 'other')));
    }
    if (input.animal_value > horseValueCap) {
      problems.push(problem(['animal_value'], 'pricing.value_max', { max: horseValueCap }));
    }
    // cover rules need a valid age: skip them while the dates are wrong
    if (dates.length === 0) {
      const age = ageInYears(input.animal_date_of_birth, input.policy_start_date);
      problems.push(...checkHorseCover(input, tariff, age));
    }
  } else {
    problems.push(...checkPetCover(input));
  }
  return problems;
}

// ---------------------------------------------------------------------------------------------
// Eligibility answers for the UI

export interface HorseEligibility {
  cover: Availability;
  treatment: (Availability & { name: HorseProduct; deductibles: readonly number[] })[];
  /** Assistance can be taken alone or with any cover; it is included in ultima. */
  assistance: Availability;
  death: (Availability & {
    id: number;
    name: string;
    additional_risks: (Availability & { name: AdditionalRiskName })[];
  })[];
  value_cap: number;
}

export interface QuoteEligibility {
  /** Whole years at the policy start (or at the window's minimum when no start is given). */
  age_years: number;
  start_window: StartDateWindow;
  online_start_dates: IsoDate[];
  /** spec 000 §4: online subscription only for animals not older than 9 years (other rules apply). */
  can_subscribe_online_by_age: boolean;
  deductibles: readonly number[];
  horse: HorseEligibility | null;
}

export interface EligibilityRequest {
  business_line: BusinessLine;
  animal_date_of_birth: IsoDate;
  policy_start_date?: IsoDate | undefined;
  animal_value?: number | undefined;
  usage?: HorseUsageGroup | undefined;
  animal_sex?: AnimalSex | undefined;
}

/** Every deductible of any horse treatment product, in ascending order. */
const horseDeductibleChoices: readonly number[] = [
  ...new Set(horseProducts.flatMap((name) => horseProductDeductibles[name])),
].sort((a, b) => a - b);

/** What the UI may offer for an animal: start dates, products, deductibles and why not. */
export function quoteEligibility(
  request: EligibilityRequest,
  tariff: Tariff,
  today: IsoDate,
): QuoteEligibility {
  const bounds = startDateWindow(request.animal_date_of_birth, today);
  const ageYears = ageInYears(
    request.animal_date_of_birth,
    request.policy_start_date ?? bounds.min,
  );
  const onlineStartDates = onlineStartDatesFrom(bounds.min);
  const canSubscribeOnlineByAge = ageYears <= onlineSubscriptionMaxAge;
  // object literals with the keys in the answer's order (no spreads: this runs for every quote)
  if (request.business_line !== 'horse') {
    return {
      age_years: ageYears,
      start_window: bounds,
      online_start_dates: onlineStartDates,
      can_subscribe_online_by_age: canSubscribeOnlineByAge,
      deductibles: petDeductibles,
      horse: null,
    };
  }
  const usage = request.usage ?? 'loisir';
  const cover = horseCoverAvailability(ageYears, usage);
  const value = request.animal_value ?? 0;
  const deathRisk = { ageYears, usage, value, sex: request.animal_sex };
  return {
    age_years: ageYears,
    start_window: bounds,
    online_start_dates: onlineStartDates,
    can_subscribe_online_by_age: canSubscribeOnlineByAge,
    deductibles: [...horseDeductibleChoices],
    horse: {
      cover,
      treatment: horseProducts.map((name) => {
        const availability = horseTreatmentAvailability(name, ageYears, usage);
        return {
          name,
          deductibles: horseProductDeductibles[name],
          available: availability.available,
          reason: availability.reason,
        };
      }),
      assistance: cover,
      death: tariff.horse.death.products.map((product) => {
        const availability: Availability =
          request.animal_value === undefined
            ? { available: false, reason: { key: 'pricing.value_required', params: {} } }
            : deathProductAvailability(product, deathRisk);
        return {
          id: product.id,
          name: product.name,
          available: availability.available,
          reason: availability.reason,
          additional_risks: additionalRiskNames(product).map((name) => {
            // the product's own availability is known: only the risk's rules remain
            const risk = availability.available
              ? additionalRiskOnOfferedProduct(product, name, deathRisk)
              : availability;
            return { name, available: risk.available, reason: risk.reason };
          }),
        };
      }),
      value_cap: horseValueCap,
    },
  };
}
