/** The site's locales as the Intl APIs name them (French by default, German under /de). */
export const intlLocales = { fr: 'fr-CH', de: 'de-CH' } as const;

const siteLocales = new Set<string>(Object.values(intlLocales));

type LocaleQuestion = (locales?: string | readonly string[], options?: object) => string[];

/**
 * react-intl asks the engine whether the page's locale is supported each time it creates a
 * provider or compiles a message (`Intl.NumberFormat.supportedLocalesOf`, DateTimeFormat's at the
 * provider). The first such question makes the engine list every locale it can format numbers
 * or dates in: 30 to 50 ms of one task on a desktop, on every page, before anything is formatted
 * (issue 14). For the site's two locales the answer is known (every browser the app runs in has
 * French and German data): it is given without asking. Any other question is the engine's.
 */
export function answerSiteLocalesWithoutTheEngine(): void {
  for (const service of [Intl.NumberFormat, Intl.DateTimeFormat]) {
    const engine = service.supportedLocalesOf.bind(service) as LocaleQuestion;
    const answer: LocaleQuestion = (locales, options) => {
      const asked = typeof locales === 'string' ? [locales] : locales;
      if (options === undefined && asked?.length && asked.every((l) => siteLocales.has(l))) {
        return [...new Set(asked)];
      }
      return engine(locales, options);
    };
    service.supportedLocalesOf = answer as typeof service.supportedLocalesOf;
  }
}
