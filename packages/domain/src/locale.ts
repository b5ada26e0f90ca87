export const locales = ['fr', 'de'] as const;
export type Locale = (typeof locales)[number];
export const defaultLocale: Locale = 'fr';

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (locales as readonly string[]).includes(value);
}

/** The locale a request or a page asks for: anything unknown falls back to French (spec 000 §2). */
export function toLocale(value: unknown): Locale {
  return isLocale(value) ? value : defaultLocale;
}
