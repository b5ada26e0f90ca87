/**
 * Money is computed in integer centimes (Rappen). Every amount shown or charged is rounded to
 * 5 centimes (spec 000 §9) by `roundTo5` and by nothing else. Intermediate products are kept as
 * exact fractions of BigInts so that no float ever drifts before the single rounding.
 */

/** An exact non-negative fraction: numerator / denominator. */
export interface Ratio {
  readonly num: bigint;
  readonly den: bigint;
}

export const one: Ratio = { num: 1n, den: 1n };

/** ratioOf's answers by value: a quote reads the same few tariff figures again and again. */
const ratiosByValue = new Map<number, Ratio>();
/** Tariff figures and coupon percentages are a few dozen values; the bound only guards memory. */
const MAX_CACHED_RATIOS = 4096;

/**
 * A decimal written in the tariff (1.15, 3.2, 4.7) as an exact fraction, read from its shortest
 * decimal representation so that 1.15 is 115/100 and not the binary float behind it.
 */
export function ratioOf(value: number): Ratio {
  const known = ratiosByValue.get(value);
  if (known) return known;
  if (!Number.isFinite(value) || value < 0) throw new RangeError(`Not a tariff figure: ${value}`);
  const text = String(value);
  if (text.includes('e')) throw new RangeError(`Not a plain decimal: ${value}`);
  const [whole = '0', fraction = ''] = text.split('.');
  const den = 10n ** BigInt(fraction.length);
  const exact: Ratio = Object.freeze({ num: BigInt(whole) * den + BigInt(fraction || '0'), den });
  if (ratiosByValue.size < MAX_CACHED_RATIOS) ratiosByValue.set(value, exact);
  return exact;
}

/** The fraction num/den (integers) as a Ratio. */
export function ratio(num: number | bigint, den: number | bigint = 1): Ratio {
  return { num: BigInt(num), den: BigInt(den) };
}

export function times(...factors: Ratio[]): Ratio {
  let num = 1n;
  let den = 1n;
  for (const factor of factors) {
    num *= factor.num;
    den *= factor.den;
  }
  return { num, den };
}

/**
 * Rounds an exact amount of centimes to the nearest multiple of 5 centimes, halves upwards
 * (2.5 centimes → 5). This is the one rounding of the engine.
 */
export function roundTo5(amount: Ratio): number {
  if (amount.den <= 0n || amount.num < 0n) throw new RangeError('Amounts are never negative');
  // floor(x / 5 + 1/2) * 5 with x = num / den, in integers
  const fives = (2n * amount.num + 5n * amount.den) / (10n * amount.den);
  return Number(fives * 5n);
}

/** CHF with at most two decimals → centimes (4.7 → 470). */
export function toCentimes(chf: number): number {
  return Math.round(chf * 100);
}

/** Centimes → CHF as the API answers it (12345 → 123.45). */
export function toChf(centimes: number): number {
  return centimes / 100;
}

/** True when a CHF amount has at most two decimals. */
export function hasCentimePrecision(chf: number): boolean {
  return Number.isFinite(chf) && Math.abs(chf * 100 - Math.round(chf * 100)) < 1e-6;
}

/** True when a CHF amount is a multiple of 5 centimes. */
export function isMultipleOf5Centimes(chf: number): boolean {
  return hasCentimePrecision(chf) && Math.round(chf * 100) % 5 === 0;
}
