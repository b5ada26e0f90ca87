import { ratio, roundTo5, times, toCentimes, toChf } from './rounding';
import type { Tariff } from './tariff';

/**
 * The price of the same cover through an agent or on paper, shown struck through beside the
 * online price on the plan cards (spec 000 §2.4): the online price plus the tariff's offline
 * surcharge, rounded to 5 centimes.
 */
export function offlineMonthlyPrice(onlineMonthly: number, tariff: Tariff): number {
  const surcharge = Math.round(tariff.fees.offline_surcharge_percent * 10_000);
  const factor = ratio(1_000_000 + surcharge, 1_000_000);
  return toChf(roundTo5(times(ratio(toCentimes(onlineMonthly)), factor)));
}
