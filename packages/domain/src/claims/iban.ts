/**
 * IBAN check of the claim bank information (spec 001 §2.1 step 5, §8): Swiss and Liechtenstein
 * accounts only, valid checksum, and no QR-IBAN (a QR-IBAN is for QR-bill references and cannot
 * receive a claim payment).
 */

export type IbanProblem = 'format' | 'country' | 'length' | 'checksum' | 'qr_iban';

/** Removes spaces (also non-breaking ones) and upper-cases: 'ch93 0076 …' → 'CH930076…'. */
export function normaliseIban(text: string): string {
  return text.replace(/[\s\u00a0\u202f]+/g, '').toUpperCase();
}

/** ISO 13616 mod-97: letters count as 10–35, the first four characters move to the end. */
export function hasValidIbanChecksum(iban: string): boolean {
  if (!/^[A-Z]{2}\d{2}[A-Z0-9]+$/.test(iban)) return false;
  const rearranged = iban.slice(4) + iban.slice(0, 4);
  let remainder = 0;
  for (const char of rearranged) {
    const value = char >= 'A' ? char.charCodeAt(0) - 55 : Number(char);
    remainder = (remainder * (value >= 10 ? 100 : 10) + value) % 97;
  }
  return remainder === 1;
}

/** CH/LI: the institution id (IID, positions 5–9) of a QR-IBAN is 30000–31999. */
export function isQrIban(iban: string): boolean {
  const iid = Number(iban.slice(4, 9));
  return /^\d{5}$/.test(iban.slice(4, 9)) && iid >= 30000 && iid <= 31999;
}

const ibanCountries = ['CH', 'LI'];
const ibanLength = 21;

/** The reason an IBAN cannot receive a claim payment, or null when it can. */
export function checkClaimIban(text: string): IbanProblem | null {
  const iban = normaliseIban(text);
  if (!/^[A-Z]{2}\d{2}[A-Z0-9]+$/.test(iban)) return 'format';
  if (!ibanCountries.includes(iban.slice(0, 2))) return 'country';
  // CH and LI: 2 letters, 2 check digits, 5-digit IID, 12 alphanumerics
  if (iban.length !== ibanLength || !/^\d{5}$/.test(iban.slice(4, 9))) return 'length';
  if (!hasValidIbanChecksum(iban)) return 'checksum';
  if (isQrIban(iban)) return 'qr_iban';
  return null;
}

/** 'CH9300762011623852957' → 'CH93 0076 2011 6238 5295 7', as printed on Swiss documents. */
export function formatIban(iban: string): string {
  return normaliseIban(iban).replace(/(.{4})(?=.)/g, '$1 ');
}
