import type { BusinessLine } from '@app/domain/business-lines';
import { type AnimalSex, animalSexOfGender, type PetBusinessLine } from '@app/domain/constants';
import { swissToday } from '@app/domain/dates/swiss-today';
import { type CouponData, normaliseCouponCode, usableCoupon } from '@app/domain/pricing/coupons';
import { horseDeathInsurancePrices } from '@app/domain/pricing/horse';
import {
  breedMinPrice,
  horseBasePriceList,
  horseOptionPriceList,
  type PriceList,
  petPriceList,
} from '@app/domain/pricing/price-lists';
import type { PricingProblem } from '@app/domain/pricing/problems';
import { quote } from '@app/domain/pricing/quote';
import type { Tariff } from '@app/domain/pricing/tariff';
import {
  type HorseGetPricesRequest,
  type HorseOptionPriceRequest,
  type PetPriceRequest,
  type QuoteInput,
  quoteInputSchema,
} from '@app/domain/schemas/pricing';
import { schemaPerContext } from '@app/domain/schemas/schema-cache';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { coupons, subscriptions } from '../../db/schema';
import { FieldsError, RequestValidationError } from '../../http/errors';
import type { CatalogService } from '../catalog/catalog-service';

export interface PricingDeps {
  db: Db;
  catalog: CatalogService;
  tariff: Tariff;
  now: () => Date;
}

function refuse(problems: readonly PricingProblem[]): never {
  throw new FieldsError(
    problems.map((p) => ({ field: p.path.join('.') || '_', key: p.key, params: p.params })),
  );
}

function rowsOf<T>(result: PriceList<T>): T[] {
  if (!result.ok) refuse(result.problems);
  return result.rows;
}

/**
 * The server's authority on prices: the same pure engine as the browser, fed with what only
 * the server knows — the breed's price level from the catalogue, the coupon from the database
 * and today's Swiss date.
 */
export function createPricingService(deps: PricingDeps) {
  const { db, catalog, tariff } = deps;
  const today = () => swissToday(deps.now());
  const quoteSchema = schemaPerContext(quoteInputSchema);

  /** The breed level: client-sent min_price is ignored; unknown breeds are refused. */
  async function minPriceOf(
    businessLine: BusinessLine,
    raceIds: { animal_race_id?: number | undefined; animal_race2_id?: number | undefined },
  ): Promise<number> {
    const levels: number[] = [];
    for (const field of ['animal_race_id', 'animal_race2_id'] as const) {
      const id = raceIds[field];
      if (id === undefined) continue;
      const breed = await catalog.findBreed(businessLine, id);
      if (!breed) throw new FieldsError([{ field, key: 'pricing.breed_unknown' }]);
      levels.push(breed.min_price);
    }
    return breedMinPrice(businessLine, levels);
  }

  /** A horse's gender id as the sex the rules need (foal cover for mares); unknown id: 422. */
  async function withSex<R extends { animal_gender_id?: number | undefined }>(
    businessLine: BusinessLine,
    request: R,
  ): Promise<R & { animal_sex?: AnimalSex | undefined }> {
    if (request.animal_gender_id === undefined) return request;
    const gender = await catalog.findGender(businessLine, request.animal_gender_id);
    if (!gender) {
      throw new FieldsError([{ field: 'animal_gender_id', key: 'subscription.gender_unknown' }]);
    }
    return { ...request, animal_sex: animalSexOfGender(gender.code) };
  }

  /**
   * The price list with the breed level resolved. Without a breed (the quick calculators, the
   * price bench) nothing is awaited: the rows are priced in the same tick.
   */
  function withBreedLevel<R extends { min_price?: number | undefined }, T>(
    businessLine: BusinessLine,
    request: R & { animal_race_id?: number | undefined; animal_race2_id?: number | undefined },
    price: (resolved: R) => PriceList<T>,
  ): T[] | Promise<T[]> {
    if (request.animal_race_id === undefined && request.animal_race2_id === undefined) {
      return rowsOf(price({ ...request, min_price: breedMinPrice(businessLine, []) }));
    }
    return minPriceOf(businessLine, request).then((minPrice) =>
      rowsOf(price({ ...request, min_price: minPrice })),
    );
  }

  async function couponFor(
    code: string,
    businessLine: BusinessLine | undefined,
  ): Promise<CouponData | null> {
    const [row] = await db
      .select()
      .from(coupons)
      .where(eq(coupons.code, normaliseCouponCode(code)))
      .limit(1);
    if (!row || !businessLine) {
      // without an animal the coupon can only be valid when it applies to every animal
      if (!row || (row.businessLines && row.businessLines.length > 0)) return null;
    }
    return usableCoupon(
      row && {
        code: row.code,
        discount_type: row.discountType,
        value: Number(row.value),
        business_lines: row.businessLines,
        valid_from: row.validFrom ? swissToday(new Date(row.validFrom)) : null,
        valid_until: row.validUntil ? swissToday(new Date(row.validUntil)) : null,
        is_active: row.isActive,
      },
      { businessLine: businessLine ?? 'dog', today: today() },
    );
  }

  return {
    today,

    petPrices(businessLine: PetBusinessLine, request: PetPriceRequest) {
      return withBreedLevel(businessLine, request, (resolved) =>
        petPriceList(businessLine, resolved, tariff, today()),
      );
    },

    horseBasePrices(request: HorseGetPricesRequest) {
      // the foal cover is for mares: the sex of the given gender, when there is one
      if (request.animal_gender_id === undefined) {
        return withBreedLevel('horse', request, (resolved) =>
          horseBasePriceList(resolved, tariff, today()),
        );
      }
      return withSex('horse', request).then((sexed) =>
        withBreedLevel('horse', sexed, (resolved) => horseBasePriceList(resolved, tariff, today())),
      );
    },

    horseOptionPrices(request: HorseOptionPriceRequest) {
      if (request.animal_gender_id === undefined) {
        return withBreedLevel('horse', request, (resolved) =>
          horseOptionPriceList(resolved, tariff, today()),
        );
      }
      return withSex('horse', request).then((sexed) =>
        withBreedLevel('horse', sexed, (resolved) =>
          horseOptionPriceList(resolved, tariff, today()),
        ),
      );
    },

    horseDeathInsurancePrices: () => horseDeathInsurancePrices(tariff),

    /** POST coupons/get-coupon-data: the animal comes from the subscription of the token. */
    async couponData(input: {
      code: string;
      user_token?: string | undefined;
      business_line?: BusinessLine | undefined;
    }) {
      let businessLine = input.business_line;
      if (input.user_token) {
        const [subscription] = await db
          .select({ businessLine: subscriptions.businessLine })
          .from(subscriptions)
          .where(eq(subscriptions.userToken, input.user_token))
          .limit(1);
        businessLine = (subscription?.businessLine as BusinessLine | undefined) ?? businessLine;
      }
      const coupon = await couponFor(input.code, businessLine);
      if (!coupon) throw new FieldsError([{ field: 'code', key: 'pricing.coupon_invalid' }]);
      return coupon;
    },

    /**
     * The full breakdown of a quote input: breed level and coupon resolved here, then every
     * eligibility rule of the tariff for today (422 with the fields), then the engine.
     */
    async quote(input: QuoteInput) {
      const minPrice = await minPriceOf(input.business_line, input);
      let couponData: CouponData | undefined;
      if (input.coupon_code) {
        const coupon = await couponFor(input.coupon_code, input.business_line);
        if (!coupon)
          throw new FieldsError([{ field: 'coupon_code', key: 'pricing.coupon_invalid' }]);
        couponData = coupon;
      }
      const sexed = input.business_line === 'horse' ? await withSex('horse', input) : input;
      const resolved = { ...sexed, min_price: minPrice, coupon_data: couponData };
      const checked = quoteSchema({ tariff, today: today() }).safeParse(resolved);
      if (!checked.success) throw new RequestValidationError(checked.error.issues, resolved);
      const result = quote(checked.data, tariff, today());
      if (!result.ok) refuse(result.problems);
      return { breakdown: result.breakdown, eligibility: result.eligibility };
    },
  };
}

export type PricingService = ReturnType<typeof createPricingService>;
