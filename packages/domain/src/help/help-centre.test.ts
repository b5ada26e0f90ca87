import { describe, expect, it } from 'vitest';
import { formCategories } from '../forms/categories';
import { formRegistry, helpFormNames } from '../forms/registry';
import { locales } from '../locale';
import { href, matchRoute } from '../routes';
import {
  adviceFormOf,
  customerAreaPages,
  customerAreaRoutes,
  type HelpSubject,
  helpStateOf,
  helpSubjects,
  methodsOf,
  translatedHelpParams,
} from './help-centre';
import { helpPages } from './pages';

const slugs = (page: (typeof helpPages)[number], locale: 'fr' | 'de') =>
  helpSubjects[page].flatMap((subject) => (subject.slug ? [subject.slug[locale]] : []));

describe('help centre data', () => {
  it('has the slugs of spec 001 §2.2, exactly', () => {
    expect(slugs('conseils-produits', 'fr')).toEqual([
      'assurance-pour-chien',
      'assurance-pour-chat',
      'assurance-pour-cheval',
      'assurance-pour-animaux-de-ferme',
      'autre',
    ]);
    expect(slugs('sinistres', 'fr')).toEqual([
      'nouveau-sinistre-ou-pieces-a-telecharger',
      'comprehension-decompte',
      'demande-reevaluation',
      'demande-abattage',
      'demande-prise-en-charge',
    ]);
    expect(slugs('reclamation', 'fr')).toEqual(['reclamation']);
    expect(slugs('reclamation', 'de')).toEqual(['reklamation']);
    expect(slugs('contact', 'fr').slice(0, 3)).toEqual(['media', 'sponsoring', 'amelioration']);
    // the table of help.mon-contrat, fr / de
    const table = [
      ['changer-d-adresse', 'adresse-andern'],
      ['changer-d-email', 'email-andern'],
      ['changer-d-iban', 'iban-andern'],
      ['changer-de-proprietaire-chien-chat', 'eigentumer-andern-hund-katz'],
      ['changer-de-proprietaire', 'eigentumer-andern'],
      ['document', 'dokument'],
      ['facturation', 'rechnung'],
      ['demande-resiliation-chevaux', 'vertragskundigung-beantragen-pferde'],
      ['demande-resiliation', 'vertragskundigung-beantragen'],
      ['changement-produit-chevaux-autres', 'produktwechsel-pferde-sonstige'],
      ['changement-produit-chiens-chats', 'produktwechsel-hund-katz'],
    ];
    expect(slugs('mon-contrat', 'fr').slice(0, table.length)).toEqual(table.map(([fr]) => fr));
    expect(slugs('mon-contrat', 'de').slice(0, table.length)).toEqual(table.map(([, de]) => de));
  });

  it('has each slug once per page and language', () => {
    for (const page of helpPages) {
      for (const locale of locales) {
        const list = slugs(page, locale);
        expect(new Set(list).size, `${page} ${locale}`).toBe(list.length);
      }
    }
  });

  it('reaches every help-centre form of the registry (spec 001) from a subject or a customer-area page', () => {
    const reached = new Set<string>(
      helpPages.flatMap((page) => helpSubjects[page].flatMap((s) => (s.form ? [s.form.name] : []))),
    );
    reached.add('contract-update-request');
    reached.add('address-update-request');
    // spec 002 §2: the 'Contactez-nous' animal form is step 4 of the farm-animal advice
    expect(reached.delete('animal-form')).toBe(true);
    expect([...reached].sort()).toEqual([...helpFormNames].sort());
    // the two forms of their own pages are linked from the contract subjects
    const linked = helpSubjects['mon-contrat'].flatMap((subject) =>
      [subject.link, ...(subject.links ?? [])].flatMap((option) =>
        option?.link.kind === 'customer-area' ? [option.link.page] : [],
      ),
    );
    expect(new Set(linked)).toEqual(new Set(customerAreaPages));
    for (const page of customerAreaPages) {
      expect(routeOfPage(customerAreaRoutes[page])).toBeTruthy();
    }
  });

  it('shows the animal form titled Contactez-nous with its own types for farm animals (spec 002 §2)', () => {
    const farm = helpSubjects['conseils-produits'].find((subject) => subject.key === 'farm');
    expect(farm?.form).toEqual({
      name: 'animal-form',
      category: 'advice.farm',
      animalTypes: ['Moutons', 'Chèvres', 'Bovins', 'Reines du valais', 'Autres'],
    });
    expect(methodsOf(farm as HelpSubject)).toEqual(['agent-info', 'form']);
  });

  it('sends a known category pair, or none for the forms that have their own', () => {
    for (const page of helpPages) {
      for (const subject of helpSubjects[page]) {
        if (!subject.form) continue;
        const form = formRegistry[subject.form.name];
        if (form.isCategoryFixed) expect(subject.form.category, subject.key).toBeUndefined();
        else expect(formCategories[subject.form.category ?? 'media'], subject.key).toBeTruthy();
      }
    }
  });

  it('offers only animal types the form accepts', () => {
    const today = { today: '2026-01-15' };
    for (const page of helpPages) {
      for (const subject of helpSubjects[page]) {
        const types = subject.form?.animalTypes;
        if (!subject.form || !types) continue;
        const shape = formRegistry[subject.form.name].schema(today).shape as Record<
          string,
          { safeParse: (value: unknown) => { success: boolean } }
        >;
        for (const type of types) {
          expect(shape.animal_type?.safeParse(type).success, `${subject.key} ${type}`).toBe(true);
        }
      }
    }
  });

  it('gives step 3 a way forward for every subject that is not a plain link', () => {
    for (const page of helpPages) {
      for (const subject of helpSubjects[page]) {
        if (subject.link) continue;
        expect(subject.slug, subject.key).toBeTruthy();
        expect(
          methodsOf(subject).length + (subject.links?.length ?? 0),
          subject.key,
        ).toBeGreaterThan(0);
      }
    }
  });
});

function routeOfPage(name: Parameters<typeof href>[0]) {
  return matchRoute(href(name, 'fr'))?.name === name && matchRoute(href(name, 'de'))?.name === name;
}

describe('help state from the route', () => {
  it('restores page, subject and method, and refuses what the page does not have', () => {
    const state = helpStateOf('mon-contrat', { page: 'facturation', method: 'form' }, 'fr');
    expect(state?.subject?.key).toBe('billing');
    expect(state?.method).toBe('form');
    expect(helpStateOf('mon-contrat', {}, 'fr')).toEqual({ page: 'mon-contrat' });
    expect(helpStateOf('mon-contrat', { page: 'rechnung' }, 'de')?.subject?.key).toBe('billing');
    // a French slug on a German path, an unknown slug, a method the subject does not offer
    expect(helpStateOf('mon-contrat', { page: 'facturation' }, 'de')).toBeNull();
    expect(helpStateOf('mon-contrat', { page: 'inconnu' }, 'fr')).toBeNull();
    expect(
      helpStateOf('mon-contrat', { page: 'facturation', method: 'agent-info' }, 'fr'),
    ).toBeNull();
    expect(
      helpStateOf('sinistres', { page: 'demande-abattage', method: 'agent-info' }, 'fr')?.method,
    ).toBe('agent-info');
  });

  it('translates the slug the language switch kept from the other language', () => {
    expect(
      translatedHelpParams('mon-contrat', { page: 'changer-d-email', method: 'form' }, 'de'),
    ).toEqual({ page: 'email-andern', method: 'form' });
    expect(translatedHelpParams('reclamation', { page: 'reklamation' }, 'fr')).toEqual({
      page: 'reclamation',
    });
    // already this language's, the same in both, unknown: nothing to translate
    expect(translatedHelpParams('mon-contrat', { page: 'email-andern' }, 'de')).toBeNull();
    expect(translatedHelpParams('sinistres', { page: 'demande-abattage' }, 'de')).toBeNull();
    expect(translatedHelpParams('mon-contrat', { page: 'inconnu' }, 'de')).toBeNull();
    expect(translatedHelpParams('mon-contrat', {}, 'de')).toBeNull();
  });
});

describe('the product-advice form of an animal (the subscription refused online)', () => {
  it.each([
    ['dog', 'fr', '/aide/conseils-produits/assurance-pour-chien/form#etape-4'],
    ['cat', 'de', '/de/hilfe/produktberatung/assurance-pour-chat/form#schritt-4'],
    ['horse', 'fr', '/aide/conseils-produits/assurance-pour-cheval/form#etape-4'],
  ] as const)('%s in %s: %s', (line, locale, path) => {
    const advice = adviceFormOf(line, locale);
    const url = `${href(advice.route, locale, advice.params)}#${advice.hash}`;
    expect(url).toBe(path);
    const match = matchRoute(url.split('#')[0] ?? '');
    expect(match && helpStateOf('conseils-produits', match.params, locale)?.method).toBe('form');
  });
});
