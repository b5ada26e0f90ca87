import type { Locale } from '../locale';

/**
 * The help centre's pages and the hash of its sections (spec 001 §2.2): the little the shell
 * needs (route table, router) without the help centre's data (help-centre.ts).
 */
export const helpPages = [
  'conseils-produits',
  'offres',
  'mon-contrat',
  'sinistres',
  'reclamation',
  'contact',
] as const;
export type HelpPage = (typeof helpPages)[number];
export type HelpRouteName = `help.${HelpPage}`;

export const helpRouteOf = (page: HelpPage): HelpRouteName => `help.${page}`;

export function helpPageOfRoute(route: string): HelpPage | null {
  const page = route.startsWith('help.') ? route.slice('help.'.length) : '';
  return (helpPages as readonly string[]).includes(page) ? (page as HelpPage) : null;
}

/** The current section of the help centre in the hash (#etape-2, #schritt-2). */
const sectionWord: Record<Locale, string> = { fr: 'etape', de: 'schritt' };
export const helpSectionId = (locale: Locale, step: 1 | 2 | 3 | 4) =>
  `${sectionWord[locale]}-${step}`;
