/**
 * spec 001 §3 "streetNumber (from address lookup)", spec 002 "keeps new_streetNumber and merges
 * it into the address": the address sent is the street followed by its number, unless the
 * street as typed already ends with that number.
 */
export function mergeStreetNumber(address: string, streetNumber: string | undefined): string {
  const street = address.trim();
  const number = streetNumber?.trim() ?? '';
  if (number === '' || street === '') return street;
  const escaped = number.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  if (new RegExp(`(^|\\s)${escaped}$`, 'i').test(street)) return street;
  return `${street} ${number}`;
}
