import type { BusinessLine } from '../business-lines';
import { horseValueCap } from '../constants';

/**
 * Rules of the animal information (spec 000 §3.1, §5) that the wizard's fields show and the
 * animal-information schema checks.
 */

/** spec 000 §5: the chip number, digits only, at most 15. */
export const identificationMaxDigits = 15;

/**
 * What may be typed or pasted into the chip field before its separators are taken out: a number
 * copied from a vaccination booklet comes grouped ("756 0981 0012 3456", "756.0981.0012.3456"),
 * so the field must take the grouped text whole (issue 12), not cut it at 15 characters.
 */
export const identificationMaxTypedLength = 2 * identificationMaxDigits;

/** spec 000 §3.1: indoor or outdoor is asked of cats only; any other animal is not "indoor". */
export function isIndoorCat(businessLine: BusinessLine, isIndoor: boolean): boolean {
  return businessLine === 'cat' && isIndoor;
}

/** spec 000 §5: identification is required unless the animal is a cat. */
export function isIdentificationRequired(businessLine: BusinessLine): boolean {
  return businessLine !== 'cat';
}

/**
 * spec 000 §5: a horse worth more than the cap is insured for the cap (the value is set to the
 * cap when the field is left). One digit more than the cap may be typed, so that the cap applies.
 */
export const horseValueMaxDigits = String(horseValueCap).length + 1;

export function capHorseValue(value: number): number {
  return value > horseValueCap ? horseValueCap : value;
}

/** spec 000 §5, §9: above the cap no death/invalidity option is sold online. */
export function isAboveHorseValueCap(value: number | undefined): boolean {
  return (value ?? 0) > horseValueCap;
}
