/**
 * Claim numbers (spec 001 §3): 000000 or S000000. The numbers this site issues for online
 * declarations are S + 6 digits; six digits without S come from the claims system and cannot be
 * checked here.
 */

const claimNumberPattern = /^S?\d{6}$/;
const issuedClaimNumberPattern = /^S\d{6}$/;

/** Spaces removed and the S upper-cased: ' s 123456' → 'S123456'. */
export function normaliseClaimNumber(text: string): string {
  return text.replace(/\s+/g, '').toUpperCase();
}

/** 000000 or S000000, after normalisation. */
export function isClaimNumber(text: string): boolean {
  return claimNumberPattern.test(normaliseClaimNumber(text));
}

/** S000000: the form of the numbers issued by the online declaration. */
export function isOnlineClaimNumber(text: string): boolean {
  return issuedClaimNumberPattern.test(normaliseClaimNumber(text));
}

/** A claim number from a random integer in [0, 999999]. */
export function claimNumberOf(serial: number): string {
  if (!Number.isInteger(serial) || serial < 0 || serial > 999_999) {
    throw new RangeError(`Not a claim serial: ${serial}`);
  }
  return `S${String(serial).padStart(6, '0')}`;
}
