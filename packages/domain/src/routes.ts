import type { Locale } from './locale';

/**
 * The route table: a route name and a locale give a path (spec 000 §2, 001 §2, 002 §2).
 * French paths have no prefix; German paths start with /de. Every link of the site is built
 * from here, and the server uses the same table to decide between a page and the 404 page.
 * `:name` is a required parameter, `:name?` an optional one.
 */
export type PageType =
  | 'home'
  | 'landing'
  | 'subscription-step'
  | 'lead-confirmation'
  | 'subscription-confirmation'
  | 'claim-step'
  | 'help'
  | 'content'
  | 'admin'
  | 'other';

interface RouteDefinition {
  readonly fr: string;
  readonly de: string;
  readonly pageType: PageType;
  /** Other paths that lead to this route (old or alternative spellings given by the spec). */
  readonly aliases?: readonly string[];
}

const sub = { fr: '/souscription', de: '/de/abschliessen' } as const;
const claim = {
  fr: '/espace-client/declarer-un-sinistre',
  de: '/de/kundenzenter/einen-schaden-melden',
} as const;

/** The step routes of an animal, typed so that href('subscription-dog-step-2', …) checks. */
const subscriptionSteps = <A extends 'dog' | 'cat' | 'horse', N extends number>(
  animal: A,
  steps: readonly [string, string][],
) =>
  Object.fromEntries(
    steps.map(([fr, de], index) => [
      `subscription-${animal}-step-${index + 2}`,
      {
        fr: `${sub.fr}/${animal}/${fr}`,
        de: `${sub.de}/${animal}/${de}`,
        pageType: 'subscription-step',
        // spec 000 §2.2/2.3: the quick calculators link to /de/souscription/{animal}/…
        aliases: [`/de/souscription/${animal}/${fr}`],
      } satisfies RouteDefinition,
    ]),
  ) as unknown as Record<`subscription-${A}-step-${N}`, RouteDefinition>;

const petSteps: [string, string][] = [
  ['choix-pack', 'paketwahl'],
  ['informations-animal', 'tierinformationen'],
  ['informations-proprietaire', 'eigentuemerinformationen'],
  ['paiement', 'zahlung'],
];
const horseSteps: [string, string][] = [
  ['choix-pack', 'paketwahl'],
  ['choix-complementaire', 'zusatzwahl'],
  ['informations-animal', 'tierinformationen'],
  ['informations-proprietaire', 'eigentuemerinformationen'],
  ['paiement', 'zahlung'],
];

export const routeTable = {
  home: { fr: '/', de: '/de', pageType: 'home' },
  'offers-dogs': { fr: '/offres/chiens', de: '/de/angebote/hunde', pageType: 'landing' },
  'offers-cats': { fr: '/offres/chats', de: '/de/angebote/katze', pageType: 'landing' },
  'offers-horses': { fr: '/offres/chevaux', de: '/de/angebote/pferde', pageType: 'landing' },
  'offers-farm-animals': {
    fr: '/offres/animaux-fermiers',
    de: '/de/angebote/tiere-des-bauernhofs',
    pageType: 'landing',
  },
  'offers-cattle': { fr: '/offres/bovins', de: '/de/angebote/rindvieh', pageType: 'landing' },
  'offers-birds': { fr: '/offres/oiseaux', de: '/de/angebote/vogel', pageType: 'landing' },
  'offers-generali': { fr: '/offres-generali', de: '/de/offres-generali', pageType: 'landing' },

  'subscription-step-1': { fr: sub.fr, de: sub.de, pageType: 'subscription-step' },
  ...subscriptionSteps<'dog', 2 | 3 | 4 | 5>('dog', petSteps),
  ...subscriptionSteps<'cat', 2 | 3 | 4 | 5>('cat', petSteps),
  ...subscriptionSteps<'horse', 2 | 3 | 4 | 5 | 6>('horse', horseSteps),
  'subscription-confirmation': {
    fr: `${sub.fr}/confirmation`,
    de: `${sub.de}/bestaetigung`,
    pageType: 'subscription-confirmation',
  },
  'subscription-offer-confirmation': {
    fr: `${sub.fr}/confirmation-offre`,
    de: `${sub.de}/offerte-bestaetigung`,
    pageType: 'lead-confirmation',
  },
  'subscription-test-payment': {
    fr: `${sub.fr}/paiement-test`,
    de: `${sub.de}/testzahlung`,
    pageType: 'other',
  },

  'declaration-step-1': { fr: claim.fr, de: claim.de, pageType: 'claim-step' },
  'declaration-step-2': {
    fr: `${claim.fr}/choix-type`,
    de: `${claim.de}/typ-wahl`,
    pageType: 'claim-step',
  },
  'declaration-step-3': {
    fr: `${claim.fr}/lieu-et-date`,
    de: `${claim.de}/ort-und-datum`,
    pageType: 'claim-step',
  },
  'declaration-step-4': {
    fr: `${claim.fr}/description`,
    de: `${claim.de}/beschreibung`,
    pageType: 'claim-step',
  },
  'declaration-step-5': {
    fr: `${claim.fr}/informations-bancaires`,
    de: `${claim.de}/bankinformationen`,
    pageType: 'claim-step',
  },
  'declaration-step-6': {
    fr: `${claim.fr}/documents`,
    de: `${claim.de}/dokumente`,
    pageType: 'claim-step',
  },
  'declaration-step-7': {
    fr: `${claim.fr}/confirmation`,
    de: `${claim.de}/bestaetigung`,
    pageType: 'claim-step',
  },
  'add-documents': {
    fr: `${claim.fr}/ajouter-des-documents`,
    de: `${claim.de}/dokumente-hinzufuegen`,
    pageType: 'claim-step',
  },

  // issue 13: claim number + e-mail → the status timeline written by the claims department
  'claim-status': {
    fr: '/espace-client/suivi-sinistre',
    de: '/de/kundenzenter/schadenstatus',
    pageType: 'other',
  },
  // issue 13: the page of a "continue later" e-mail link (?token=…)
  'resume-link': { fr: '/reprendre', de: '/de/fortsetzen', pageType: 'other' },
  // issue 13: the staff back office, its own lazy bundle; sections are routed inside it
  admin: {
    fr: '/admin/:section?/:kind?/:id?',
    de: '/de/admin/:section?/:kind?/:id?',
    pageType: 'admin',
  },

  help: { fr: '/aide', de: '/de/hilfe', pageType: 'help' },
  'help.conseils-produits': {
    fr: '/aide/conseils-produits/:page?/:method?',
    de: '/de/hilfe/produktberatung/:page?/:method?',
    pageType: 'help',
  },
  'help.offres': {
    fr: '/aide/offres/:page?/:method?',
    de: '/de/hilfe/angebote/:page?/:method?',
    pageType: 'help',
  },
  'help.mon-contrat': {
    fr: '/aide/mon-contrat/:page?/:method?',
    de: '/de/hilfe/mein-vertrag/:page?/:method?',
    pageType: 'help',
  },
  'help.sinistres': {
    fr: '/aide/sinistres/:page?/:method?',
    de: '/de/hilfe/schaeden/:page?/:method?',
    pageType: 'help',
  },
  'help.reclamation': {
    fr: '/aide/reclamation/:page?/:method?',
    de: '/de/hilfe/reklamation/:page?/:method?',
    pageType: 'help',
  },
  'help.contact': {
    fr: '/aide/contact/:page?/:method?',
    de: '/de/hilfe/kontakt/:page?/:method?',
    pageType: 'help',
  },
  // spec 001 §2.2 "link to customer-area modify-contract page" (owner changes with ?a=cn-ct or
  // ?a=cv) and the address change's "external form link": the contract-update-request and
  // address-update-request forms on pages of their own (decisions.md "Help centre links")
  'customer-area.contract-change': {
    fr: '/espace-client/modifier-mon-contrat',
    de: '/de/kundenzenter/vertrag-aendern',
    pageType: 'help',
  },
  'customer-area.address-change': {
    fr: '/espace-client/changement-d-adresse',
    de: '/de/kundenzenter/adressaenderung',
    pageType: 'help',
  },

  // Content pages (docs/decisions.md "Content pages"): texts in content/, served by the server.
  faq: { fr: '/faq', de: '/de/faq', pageType: 'content' },
  'general-conditions': {
    fr: '/conditions-generales',
    de: '/de/allgemeine-versicherungsbedingungen',
    pageType: 'content',
  },
  'customer-information': {
    fr: '/information-art-3-lca',
    de: '/de/kundeninformation-art-3-vvg',
    pageType: 'content',
  },
  news: { fr: '/actualites', de: '/de/news', pageType: 'content' },
  // a post keeps one route whatever its categories; slugs are localised (same post id)
  'news-post': { fr: '/actualites/:slug', de: '/de/news/:slug', pageType: 'content' },
  blog: { fr: '/blog', de: '/de/blog', pageType: 'content' },

  // Public forms of spec 002 (docs/decisions.md "Public forms: where each form lives").
  // Offer request for any animal; `?animal=` (offerBusinessLines) preselects, `?origin=` the page.
  'offer-request': { fr: '/demande-offre', de: '/de/offertanfrage', pageType: 'other' },
  // the partner insurer's intermediaries (agent number, master code, FINMA number)
  'partner-offer-request': {
    fr: '/offres-generali/demande-intermediaire',
    de: '/de/offres-generali/vermittleranfrage',
    pageType: 'other',
  },
  // llamas, alpacas, birds… (the 'Contactez-nous' animal form is step 4 of the help flow)
  'animal-species': {
    fr: '/offres/autres-especes',
    de: '/de/angebote/andere-tierarten',
    pageType: 'landing',
  },
  contests: { fr: '/concours', de: '/de/wettbewerbe', pageType: 'other' },
  'chi-draw': { fr: '/concours/chi-geneve', de: '/de/wettbewerbe/chi-genf', pageType: 'other' },
  'challenge-saut': {
    fr: '/concours/challenge-saut-d-obstacles',
    de: '/de/wettbewerbe/challenge-springen',
    pageType: 'other',
  },
  'challenge-dressage': {
    fr: '/concours/challenge-dressage',
    de: '/de/wettbewerbe/challenge-dressur',
    pageType: 'other',
  },
  // jobs and the application form (`?job=<id>` preselects a job of content/jobs)
  careers: { fr: '/emplois', de: '/de/stellen', pageType: 'other' },
  'ownership-transfer': {
    fr: '/changement-de-proprietaire',
    de: '/de/eigentuemerwechsel',
    pageType: 'other',
  },
} satisfies Record<string, RouteDefinition>;

export type RouteName = keyof typeof routeTable;
export const routeNames = Object.keys(routeTable) as RouteName[];

export type QueryValue = string | number | undefined | null;

/** Builds the path of a route in a locale, e.g. href('subscription-dog-step-2', 'de'). */
export function href(
  name: RouteName,
  locale: Locale,
  params: Record<string, string | undefined> = {},
  query: Record<string, QueryValue> = {},
): string {
  const pattern: string = routeTable[name][locale];
  const segments = pattern.split('/').flatMap((segment) => {
    if (!segment.startsWith(':')) return [segment];
    const optional = segment.endsWith('?');
    const key = segment.slice(1, optional ? -1 : undefined);
    const value = params[key];
    if (value === undefined || value === '') {
      if (optional) return [];
      throw new Error(`Route ${name} needs the parameter ${key}`);
    }
    return [encodeURIComponent(value)];
  });
  const path = segments.join('/') || '/';
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null && value !== '') search.set(key, String(value));
  }
  const queryString = search.toString();
  return queryString ? `${path}?${queryString}` : path;
}

export interface RouteMatch {
  name: RouteName;
  locale: Locale;
  params: Record<string, string>;
  /** True when the path was one of the route's aliases: the client replaces it by the canonical path. */
  isAlias: boolean;
}

function normalise(pathname: string): string {
  const trimmed = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return trimmed === '' ? '/' : trimmed;
}

function matchPattern(pattern: string, pathname: string): Record<string, string> | null {
  const patternParts = pattern.split('/').filter(Boolean);
  const pathParts = pathname.split('/').filter(Boolean);
  const params: Record<string, string> = {};
  let p = 0;
  for (const part of patternParts) {
    if (part.startsWith(':')) {
      const optional = part.endsWith('?');
      const key = part.slice(1, optional ? -1 : undefined);
      const value = pathParts[p];
      if (value === undefined) {
        if (optional) continue;
        return null;
      }
      try {
        params[key] = decodeURIComponent(value);
      } catch {
        return null;
      }
      p += 1;
    } else {
      if (pathParts[p] !== part) return null;
      p += 1;
    }
  }
  return p === pathParts.length ? params : null;
}

/** Finds the route and locale of a path; null when the route table does not know it. */
export function matchRoute(pathname: string): RouteMatch | null {
  const path = normalise(pathname);
  for (const name of routeNames) {
    const definition: RouteDefinition = routeTable[name];
    for (const locale of ['fr', 'de'] as const) {
      const params = matchPattern(definition[locale], path);
      if (params) return { name, locale, params, isAlias: false };
    }
    for (const alias of definition.aliases ?? []) {
      const params = matchPattern(alias, path);
      if (params)
        return { name, locale: alias.startsWith('/de') ? 'de' : 'fr', params, isAlias: true };
    }
  }
  return null;
}

/** The locale a page path belongs to, known route or not: /de and below is German. */
export function localeOfPath(pathname: string): Locale {
  return pathname === '/de' || pathname.startsWith('/de/') ? 'de' : 'fr';
}

/** The same page in the other language (the language switch keeps the current page). */
export function switchLocalePath(pathname: string, search: string, target: Locale): string {
  const match = matchRoute(pathname);
  if (!match) return href('home', target);
  // a parameter of the other language (a help subject's slug) is translated by its page
  return href(match.name, target, match.params) + search;
}

export function pageTypeOf(name: RouteName): PageType {
  return routeTable[name].pageType;
}

/** A step of the subscription wizard after step 1: its screen depends on the animal's wizard. */
export function isLaterSubscriptionStep(name: RouteName): boolean {
  return name !== 'subscription-step-1' && pageTypeOf(name) === 'subscription-step';
}
