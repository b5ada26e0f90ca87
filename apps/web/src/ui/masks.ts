/**
 * Input masks: what the user types is shaped as he types it. A mask is a function from the
 * typed text to the shown text; `maxLength` is the longest text it can give (the input's
 * maxLength), when it has one.
 */
export interface Mask {
  (text: string): string;
  readonly maxLength?: number;
}

/** '#' is a digit; any other character of the pattern is inserted as the user types. */
export function applyPattern(text: string, pattern: string): string {
  const digits = text.replace(/\D/g, '');
  let result = '';
  let next = 0;
  for (const char of pattern) {
    if (next >= digits.length) break;
    if (char === '#') {
      result += digits[next];
      next += 1;
    } else {
      result += char;
    }
  }
  return result;
}

export function patternMask(pattern: string): Mask {
  return Object.assign((text: string) => applyPattern(text, pattern), {
    maxLength: pattern.length,
  });
}

/** Swiss dates DD.MM.YYYY (spec 000 §5, 001 §5). */
export const dateMask = patternMask('##.##.####');

/** Times HH:MM (spec 001 §5). */
export const timeMask = patternMask('##:##');

const localPhone = patternMask('### ### ## ##');

/** Swiss phone numbers ### ### ## ## (spec 000 §5); an international +41 … is kept as typed. */
export const phoneMask: Mask = Object.assign(
  (text: string) =>
    text.trim().startsWith('+') ? text.replace(/[^\d+ ]/g, '').slice(0, 16) : localPhone(text),
  { maxLength: 16 },
);

/** Digits only, at most `max`. */
export function digitsMask(max: number): Mask {
  return Object.assign((text: string) => text.replace(/\D/g, '').slice(0, max), {
    maxLength: max,
  });
}

/**
 * Digits only, at most `max`, from a text that may be longer: separators (spaces, dots, dashes)
 * of a pasted number are taken out instead of the paste being cut at `max` characters.
 */
export function separatedDigitsMask(max: number, typedLength: number): Mask {
  return Object.assign((text: string) => text.replace(/\D/g, '').slice(0, max), {
    maxLength: typedLength,
  });
}

/**
 * An IBAN in groups of four, upper case, as printed on bank statements. Only the shape: the
 * checksum and the allowed countries are the domain's rules (claims/iban).
 */
export function formatIban(text: string): string {
  const compact = text.replace(/\s+/g, '').toUpperCase();
  if (!/^[A-Z]{2}\d{2}[0-9A-Z]+$/.test(compact)) return text;
  return compact.replace(/(.{4})(?=.)/g, '$1 ');
}
