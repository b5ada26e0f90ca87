/** spec 000 §5: dates masked ##.##.####. */
export function maskDate(text: string): string {
  const digits = text.replace(/\D/g, '').slice(0, 8);
  if (digits.length <= 2) return digits;
  if (digits.length <= 4) return `${digits.slice(0, 2)}.${digits.slice(2)}`;
  return `${digits.slice(0, 2)}.${digits.slice(2, 4)}.${digits.slice(4)}`;
}

/** spec 000 §5: phone masked ### ### ## ## (a leading +41 is kept as typed). */
export function maskPhone(text: string): string {
  if (text.trim().startsWith('+')) return text.replace(/[^\d+ ]/g, '').slice(0, 16);
  const digits = text.replace(/\D/g, '').slice(0, 10);
  const parts = [digits.slice(0, 3), digits.slice(3, 6), digits.slice(6, 8), digits.slice(8, 10)];
  return parts.filter(Boolean).join(' ');
}

/** Identification: digits only, up to 15 (spec 000 §5). */
export function maskDigits(text: string, max: number): string {
  return text.replace(/\D/g, '').slice(0, max);
}
