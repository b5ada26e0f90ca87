import { describe, expect, it } from 'vitest';
import { kindsOfRole, staffRoles } from '../backoffice/roles';
import { formSubmissionKinds } from '../backoffice/workflows';
import { isMessageKey, translate } from '../messages/catalogue';
import { findCategory, formCategories, inboxOfRouting } from './categories';
import {
  categoryOf,
  type FormName,
  formByPath,
  formNames,
  formNamesOfKind,
  formRegistry,
  helpFormNames,
  publicFormNames,
  routingOf,
} from './registry';

const helpCalls = [
  'partner-form',
  'prime-form',
  'new-products-form',
  'claim-revaluation',
  'contract-document-informations',
  'contract-change-product-horse',
  'contract-change-product-dog-cat',
  'update-iban',
  'update-email',
  'return-offer',
  'cancel-contract',
  'contact-multi',
  'demande-prise-en-charge',
  'simple-form',
  'adaptations',
  'billing-question',
  'correspondance',
];

describe('form registry', () => {
  it('has every call of spec 001 §7 under its path', () => {
    for (const name of helpCalls) {
      expect(formByPath(`help/${name}`)?.name, name).toBe(name);
    }
    expect(formByPath('contract-update-request')?.name).toBe('contract-update-request');
    expect(formByPath('address-update-request')?.name).toBe('address-update-request');
    // help/{form}: the contact form under the names the pages choose
    for (const name of ['reclamation', 'conseils-produits', 'comprehension-decompte']) {
      expect(formByPath(`help/${name}`)?.name).toBe(name);
    }
    expect(formByPath('help/unknown')).toBeUndefined();
    expect(new Set(formNames.map((name) => formRegistry[name].path)).size).toBe(formNames.length);
  });

  it('answers the contract text for the partner and premium forms, the host text otherwise', () => {
    const contractText =
      'Nous avons bien reçu votre demande concernant votre contrat d’assurance. Une réponse vous sera apportée dans les plus brefs délais.';
    const hostText =
      'Nous avons bien reçu votre demande effectuée sur www.alpaws.ch. Nous allons traiter votre demande dans les meilleurs délais';
    for (const name of helpFormNames) {
      const text = translate('fr', formRegistry[name].successKey, { host: 'www.alpaws.ch' });
      const isContract = name === 'partner-form' || name === 'prime-form';
      expect(text, name).toBe(isContract ? contractText : hostText);
    }
    expect(translate('de', formRegistry['update-iban'].successKey, { host: 'www.alpaws.ch' })).toBe(
      'Wir haben Ihre Anfrage über www.alpaws.ch erhalten. Wir bearbeiten Ihre Anfrage so rasch wie möglich.',
    );
  });

  it('has a title in both languages and a label for every field of every form', () => {
    const today = '2026-03-15';
    for (const name of formNames) {
      const form = formRegistry[name];
      expect(isMessageKey(form.titleKey), form.titleKey).toBe(true);
      const fields = Object.keys(form.schema({ today }).shape).filter(
        (field) => !['locale', 'category', 'documents'].includes(field),
      );
      for (const field of fields) {
        expect(isMessageKey(`forms.field.${field}`), `${name}: ${field}`).toBe(true);
      }
    }
  });

  it('knows which forms take documents', () => {
    const withDocuments = formNames.filter((name) => formRegistry[name].acceptsDocuments).sort();
    expect(withDocuments).toEqual(
      [
        'partner-form',
        'claim-revaluation',
        'contract-document-informations',
        'contract-change-product-horse',
        'contract-change-product-dog-cat',
        'return-offer',
        'cancel-contract',
        'contact-multi',
        'demande-prise-en-charge',
        'billing-question',
        'reclamation',
        'conseils-produits',
        'comprehension-decompte',
        'demande-abattage',
        'contract-update-request',
        'job-application',
        'animal-form',
      ].sort(),
    );
    expect(formRegistry['job-application'].documentFields).toEqual(['cv', 'letter', 'documents']);
    expect(formRegistry['job-application'].documentPurpose).toBe('job-application');
    expect(formRegistry['animal-form'].documentFields).toEqual(['documents']);
    expect(
      formNames.filter((name) => formRegistry[name].documentPurpose === 'job-application'),
    ).toEqual(['job-application']);
    expect(helpFormNames.every((name) => formRegistry[name].acknowledgeTo === 'email')).toBe(true);
  });
});

describe('categories and inbox routing', () => {
  it('gives the spec’s own pairs to the partner, premium, correspondence and complaint forms', () => {
    expect(formRegistry['partner-form'].category).toEqual({
      fr: ['Formulaire', 'Partenaire'],
      de: ['Formular', 'Partner'],
    });
    expect(formRegistry['prime-form'].category.de).toEqual(['Formular', 'Prämie']);
    expect(formRegistry.correspondance.category).toEqual({
      fr: ['Formulaire', 'Correspondance'],
      de: ['Formular', 'Korrespondenz'],
    });
    expect(formRegistry.reclamation.category.fr).toEqual(['Direction', 'Réclamation']);
  });

  it('keeps a fixed category whatever the page sends, and the page’s pair otherwise', () => {
    const pagePair: [string, string] = ['Mon contrat', 'Attestation'];
    expect(categoryOf(formRegistry['partner-form'], 'de', pagePair)).toEqual([
      'Formular',
      'Partner',
    ]);
    expect(categoryOf(formRegistry['simple-form'], 'fr', pagePair)).toEqual(pagePair);
    expect(categoryOf(formRegistry['update-iban'], 'fr', undefined)).toEqual([
      'Mon contrat',
      'Changement d’IBAN',
    ]);
  });

  it.each([
    ['partner-form', undefined, 'partner'],
    ['prime-form', undefined, 'contract'],
    ['update-iban', ['Direction', 'Réclamation'], 'contract'],
    ['claim-revaluation', undefined, 'claims'],
    ['demande-prise-en-charge', undefined, 'claims'],
    ['reclamation', undefined, 'complaints'],
    ['contact-multi', ['Contact', 'Médias'], 'media'],
    ['contact-multi', ['Kontakt', 'Sponsoring'], 'media'],
    ['contact-multi', ['Contact', 'Suggestion d’amélioration'], 'complaints'],
    ['contact-multi', ['contact', "suggestion d'amélioration"], 'complaints'],
    ['contact-multi', ['Contact', 'Autre chose'], 'media'],
    ['simple-form', ['Sinistres', 'Compréhension du décompte'], 'claims'],
    ['simple-form', undefined, 'contract'],
  ] as const)('%s with %j goes to %s', (name, given, routing) => {
    const form = formRegistry[name as FormName];
    expect(routingOf(form, categoryOf(form, 'fr', given ? [...given] : undefined))).toBe(routing);
  });

  it('sends complaints to the management inbox', () => {
    expect(inboxOfRouting).toEqual({
      contract: 'insurer',
      claims: 'claims',
      complaints: 'management',
      partner: 'partner',
      media: 'media',
      offers: 'insurer',
      marketing: 'marketing',
      hr: 'hr',
    });
  });

  it('finds a known pair in either language', () => {
    expect(findCategory(['Direktion', 'Reklamation'])).toBe(formCategories.complaint);
    expect(findCategory(['Direction'])).toBeUndefined();
  });
});

describe('public forms of spec 002', () => {
  it('has every call of spec 002 §7 under its path', () => {
    const paths = {
      'offer-request': 'offer-request',
      'offer-request-generali': 'offer-request/generali',
      'summer-contest': 'summer-contest',
      'tirage-au-sort-canin': 'tirage-au-sort-canin',
      'chi2024-form': 'help/chi2024-form',
      'challenge-saut': 'help/challenge-saut',
      'challenge-dressage': 'help/challenge-dressage',
      'job-application': 'help/job-application',
      'ownership-transfer-request': 'ownership-transfer-request',
      'animal-form': 'help/animal-form',
      callback: 'callback',
    };
    expect([...publicFormNames].sort()).toEqual(Object.keys(paths).sort());
    for (const [name, path] of Object.entries(paths)) {
      expect(formByPath(path)?.name, name).toBe(name);
    }
    expect(formByPath('help/challenge-unknown')).toBeUndefined();
  });

  it.each([
    ['offer-request', 'Merci, votre demande a bien été envoyée.'],
    ['offer-request-generali', 'Merci, votre demande a bien été envoyée.'],
    ['callback', 'Votre demande a été envoyée'],
    ['summer-contest', 'Merci pour votre participation ! Nous vous souhaitons bonne chance.'],
    ['tirage-au-sort-canin', 'Merci pour votre participation ! Nous vous souhaitons bonne chance.'],
    ['chi2024-form', 'Merci pour votre participation ! Nous vous souhaitons bonne chance.'],
    [
      'ownership-transfer-request',
      'Nous avons bien reçu votre demande concernant votre contrat d’assurance. Une réponse vous sera apportée dans les plus brefs délais.',
    ],
    [
      'animal-form',
      'Nous avons bien reçu votre demande effectuée sur www.alpaws.ch. Nous allons traiter votre demande dans les meilleurs délais',
    ],
  ] as const)('%s answers %j', (name, text) => {
    expect(translate('fr', formRegistry[name].successKey, { host: 'www.alpaws.ch' })).toBe(text);
  });

  it.each([
    ['offer-request', undefined, 'offers', 'email'],
    ['offer-request-generali', undefined, 'offers', 'agent_email'],
    ['animal-form', ['Conseils produits', 'Autres'], 'offers', 'email'],
    ['callback', undefined, 'offers', null],
    ['summer-contest', undefined, 'marketing', 'email'],
    ['tirage-au-sort-canin', undefined, 'marketing', 'email'],
    ['chi2024-form', undefined, 'marketing', 'email'],
    ['challenge-saut', ['Autre', 'Chose'], 'marketing', 'email'],
    ['job-application', undefined, 'hr', 'email'],
    ['ownership-transfer-request', undefined, 'contract', 'email'],
  ] as const)('%s with %j goes to %s, acknowledged to %s', (name, given, routing, ackField) => {
    const form = formRegistry[name as FormName];
    expect(routingOf(form, categoryOf(form, 'fr', given ? [...given] : undefined))).toBe(routing);
    expect(form.acknowledgeTo).toBe(ackField);
  });

  it('presets the category of each challenge, of the CHI draw and of the contests', () => {
    expect(categoryOf(formRegistry['challenge-saut'], 'fr', ['Autre', 'Chose'])).toEqual([
      'Challenge',
      'Challenge saut d’obstacles',
    ]);
    expect(formRegistry['challenge-dressage'].category.de).toEqual([
      'Challenge',
      'Challenge Dressur',
    ]);
    // spec 002 §3: "two elements: a form label and the value CHI"
    expect(formRegistry['chi2024-form'].category.fr[1]).toBe('CHI');
    expect(formRegistry['chi2024-form'].category.de[1]).toBe('CHI');
  });

  it('marks the contest entries and the one-year retention of job applications', () => {
    expect(formNames.filter((name) => formRegistry[name].isContestEntry).sort()).toEqual(
      ['chi2024-form', 'summer-contest', 'tirage-au-sort-canin'].sort(),
    );
    expect(formNames.filter((name) => formRegistry[name].retentionDays !== null)).toEqual([
      'job-application',
    ]);
    expect(formRegistry['job-application'].retentionDays).toBe(365);
  });

  it('acknowledges entries and applications with their own text, in both languages', () => {
    for (const locale of ['fr', 'de'] as const) {
      const entry = translate(locale, formRegistry['summer-contest'].acknowledgementKey);
      const application = translate(locale, formRegistry['job-application'].acknowledgementKey);
      expect(entry).toContain(locale === 'fr' ? '30 jours' : '30 Tagen');
      expect(application).toContain(locale === 'fr' ? 'un an' : 'ein Jahr');
    }
    expect(formRegistry['offer-request'].acknowledgementKey).toBe('forms.mail.ack.text');
  });
});

describe('back-office kinds', () => {
  it('puts each form in the kind of the team that works it (decisions.md "Inbox kinds")', () => {
    const byKind = Object.fromEntries(
      formSubmissionKinds.map((kind) => [kind, [...formNamesOfKind(kind)].sort()]),
    );
    expect(byKind).toEqual({
      'help-request': [...helpFormNames, 'ownership-transfer-request'].sort(),
      'contest-entry': [
        'challenge-dressage',
        'challenge-saut',
        'chi2024-form',
        'summer-contest',
        'tirage-au-sort-canin',
      ],
      'job-application': ['job-application'],
      'offer-request': ['animal-form', 'offer-request', 'offer-request-generali'],
      callback: ['callback'],
    });
    // every form is of exactly one kind
    expect(Object.values(byKind).flat().sort()).toEqual([...formNames].sort());
  });

  it('shows job applications to admins only', () => {
    for (const role of staffRoles) {
      expect(kindsOfRole[role].includes('job-application'), role).toBe(role === 'admin');
    }
  });
});
