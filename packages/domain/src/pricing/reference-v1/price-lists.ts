import { defaultMinPrice, type PetBusinessLine } from '../../constants';
import type {
  HorseGetPricesRequest,
  HorseOptionPriceRequest,
  PetPriceRequest,
} from '../../schemas/pricing';
import type { PricingProblem } from '../problems';
import type { Tariff } from '../tariff';
import { ageInYears, type IsoDate } from './calendar';
import {
  checkAnimalDates,
  checkHorseRequest,
  type QuoteEligibility,
  quoteEligibility,
} from './eligibility';
import {
  type HorseBasePriceRow,
  type HorseDeathOption,
  horseBasePriceRows,
  horseDeathOptions,
} from './horse';
import { type PetPriceRow, petPriceRows } from './pet';

/**
 * The price lists behind the pricing endpoints (spec 000 §7). Each re-checks the request's
 * eligibility and answers the problems instead of prices when there are any.
 */

export type Priced<T> =
  | { ok: true; rows: T[]; eligibility: QuoteEligibility }
  | { ok: false; problems: PricingProblem[] };

/**
 * The breed level of an animal: for a crossbreed the higher min_price counts (spec 000 §4);
 * with no known level, the default of the animal type. An "Inconnu" second breed has level 0.
 */
export function breedMinPrice(
  line: PetBusinessLine | 'horse',
  levels: readonly (number | null | undefined)[],
): number {
  const known = levels.filter((level): level is number => typeof level === 'number' && level > 0);
  return known.length > 0 ? Math.max(...known) : defaultMinPrice[line];
}

/** POST /api/business-lines/{dog|cat}/price: a row per deductible and cover combination. */
export function petPrices(
  businessLine: PetBusinessLine,
  request: PetPriceRequest,
  tariff: Tariff,
  today: IsoDate,
): Priced<PetPriceRow> {
  const birth = request.animal_date_of_birth;
  const start = request.policy_start_date;
  const problems = checkAnimalDates(businessLine, birth, start, today);
  if (problems.length > 0) return { ok: false, problems };
  const rows = petPriceRows(
    {
      businessLine,
      minPrice: request.min_price ?? defaultMinPrice[businessLine],
      ageYears: ageInYears(birth, start),
      isIndoorCat: request.is_indoor_cat,
    },
    tariff,
  );
  const eligibility = quoteEligibility(
    { business_line: businessLine, animal_date_of_birth: birth, policy_start_date: start },
    tariff,
    today,
  );
  return { ok: true, rows, eligibility };
}

function horseEligibility(
  request: HorseGetPricesRequest,
  tariff: Tariff,
  today: IsoDate,
): QuoteEligibility {
  return quoteEligibility(
    {
      business_line: 'horse',
      animal_date_of_birth: request.animal_date_of_birth,
      policy_start_date: request.policy_start_date,
      animal_value: request.animal_value,
      usage: request.usage,
      animal_sex: request.animal_sex,
    },
    tariff,
    today,
  );
}

/** POST /api/business-lines/horse/get-prices: the treatment products the horse may take. */
export function horseBasePrices(
  request: HorseGetPricesRequest,
  tariff: Tariff,
  today: IsoDate,
): Priced<HorseBasePriceRow> {
  const problems = checkHorseRequest(request, today);
  if (problems.length > 0) return { ok: false, problems };
  const rows = horseBasePriceRows(
    {
      ageYears: ageInYears(request.animal_date_of_birth, request.policy_start_date),
      usage: request.usage,
      minPrice: request.min_price ?? defaultMinPrice.horse,
    },
    tariff,
  );
  return { ok: true, rows, eligibility: horseEligibility(request, tariff, today) };
}

/** POST /api/business-lines/horse/option-price: every death product priced for the horse. */
export function horseOptionPrices(
  request: HorseOptionPriceRequest,
  tariff: Tariff,
  today: IsoDate,
): Priced<HorseDeathOption> {
  const problems = checkHorseRequest(request, today);
  if (problems.length > 0) return { ok: false, problems };
  const rows = horseDeathOptions(
    {
      ageYears: ageInYears(request.animal_date_of_birth, request.policy_start_date),
      usage: request.usage,
      value: request.animal_value,
      sex: request.animal_sex,
    },
    tariff,
  );
  return { ok: true, rows, eligibility: horseEligibility(request, tariff, today) };
}
