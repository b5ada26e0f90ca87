import { describe, expect, it } from 'vitest';
import { addMonths, toSwissDate } from '../dates/calendar';
import type { Locale } from '../locale';
import { type FieldErrors, issuesToErrors } from '../validation';
import { mergeStreetNumber } from './blocks';
import { formExamples } from './examples';
import type { FormContext } from './fields';
import { animalFormTypes, offerAnimalsOf } from './public-constants';
import { offerRequestInitSchema, offerRequestSteps } from './public-schemas';
import { type FormName, formRegistry } from './registry';

const today = '2026-03-15';
const context: FormContext = { today };
const examples = formExamples(context, ['cv-1', 'letter-1', 'extra-1']);
const dogBreed = { id: 12, name: 'Berger australien' };

function parse(
  form: FormName,
  input: Record<string, unknown>,
  locale: Locale = 'fr',
): { data: Record<string, unknown> | undefined; errors: FieldErrors } {
  const result = formRegistry[form].schema(context).safeParse(input);
  return result.success
    ? { data: result.data as Record<string, unknown>, errors: {} }
    : { data: undefined, errors: issuesToErrors(result.error.issues, locale, input) };
}
const errorsOf = (form: FormName, input: Record<string, unknown>, locale: Locale = 'fr') =>
  parse(form, input, locale).errors;
const yearsAgo = (years: number, days = 0) => {
  const date = new Date(`${addMonths(today, -12 * years)}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return toSwissDate(date.toISOString().slice(0, 10));
};

describe('offer request for other animals', () => {
  const offer = examples['offer-request'];

  it('step 1 (init) takes the animal only; its fields are the ones the page shows in step 1', () => {
    const step1 = Object.fromEntries(
      Object.entries(offer).filter(([field]) => offerRequestSteps.animal.includes(field)),
    );
    const result = offerRequestInitSchema(context).safeParse(step1);
    expect(result.success).toBe(true);
    expect(offerRequestSteps.contact).toContain('email_confirmation');
    expect(offerRequestSteps.animal).toContain('has_been_treated_lately');
    const empty = offerRequestInitSchema(context).safeParse({});
    expect(Object.keys(issuesToErrors(empty.error?.issues ?? [], 'fr', {})).sort()).toEqual([
      'animal_date_of_birth',
      'animal_gender',
      'business_line',
      'has_been_treated_lately',
      'race',
    ]);
  });

  it.each(['dog', 'cat', 'horse'])('%s: the race is a breed of the catalogue', (line) => {
    expect(errorsOf('offer-request', { ...offer, business_line: line, race: 'Berger' })).toEqual({
      race: ['Veuillez choisir une race dans la liste.'],
    });
    expect(
      parse('offer-request', { ...offer, business_line: line, race: { id: '12', name: 'X' } }).data
        ?.race,
    ).toEqual({ id: 12, name: 'X' });
  });

  it.each(['cattle', 'bird', 'farm_animal', 'other'])('%s: the race is free text', (line) => {
    expect(errorsOf('offer-request', { ...offer, business_line: line, race: dogBreed })).toEqual({
      race: ['Ce champ doit être un texte.'],
    });
    expect(errorsOf('offer-request', { ...offer, business_line: line, race: 'Lama' })).toEqual({});
  });

  it('keeps the remark for farm animal, cattle and bird only', () => {
    for (const line of ['cattle', 'bird', 'farm_animal']) {
      expect(parse('offer-request', { ...offer, business_line: line }).data?.remark).toBe(
        offer.remark,
      );
    }
    const dog = parse('offer-request', { ...offer, business_line: 'dog', race: dogBreed }).data;
    expect(dog).not.toHaveProperty('remark');
    expect(parse('offer-request', { ...offer, business_line: 'other' }).data).not.toHaveProperty(
      'remark',
    );
  });

  it('keeps already_client for horses only', () => {
    const horse = { ...offer, business_line: 'horse', race: dogBreed, already_client: true };
    expect(parse('offer-request', horse).data?.already_client).toBe(true);
    expect(parse('offer-request', { ...offer, already_client: true }).data).not.toHaveProperty(
      'already_client',
    );
  });

  it('asks when to call when contact is by phone, and drops it otherwise', () => {
    expect(errorsOf('offer-request', { ...offer, contact_period: undefined })).toEqual({
      contact_period: ['Ce champ est obligatoire.'],
    });
    const byEmail = parse('offer-request', { ...offer, contact_request: 'email' }).data;
    expect(byEmail).not.toHaveProperty('contact_period');
    expect(errorsOf('offer-request', { ...offer, contact_request: 'fax' })).toEqual({
      contact_request: ['Veuillez choisir une des valeurs proposées.'],
    });
  });

  it('email_confirmation must match the e-mail (case and spaces aside)', () => {
    expect(
      errorsOf('offer-request', { ...offer, email_confirmation: 'jeanne@example.ch' }),
    ).toEqual({ email_confirmation: ['Les deux adresses e-mail ne sont pas identiques.'] });
    expect(
      errorsOf('offer-request', { ...offer, email_confirmation: ' JEANNE.muller@example.ch' }),
    ).toEqual({});
    expect(
      errorsOf('offer-request', { ...offer, email_confirmation: 'x@example.ch' }, 'de'),
    ).toEqual({ email_confirmation: ['Die beiden E-Mail-Adressen stimmen nicht überein.'] });
  });

  it('refuses an unknown animal and a birth date in the future', () => {
    expect(
      errorsOf('offer-request', {
        ...offer,
        business_line: 'dragon',
        animal_date_of_birth: '16.03.2026',
      }),
    ).toEqual({
      business_line: ['Veuillez choisir une des valeurs proposées.'],
      animal_date_of_birth: ['La date de naissance ne peut pas être dans le futur.'],
    });
  });
});

describe('partner-insurer offer request', () => {
  const partner = examples['offer-request-generali'];

  it.each([
    ['agent_number', '123456', 'Le numéro d’intermédiaire compte 7 chiffres.'],
    ['agent_number', '12345678', 'Le numéro d’intermédiaire compte 7 chiffres.'],
    ['agent_number', '12a4567', 'Le numéro d’intermédiaire compte 7 chiffres.'],
    ['generali_mastercode', '12345', 'Le master code compte 6 chiffres.'],
    ['generali_mastercode', '1234567', 'Le master code compte 6 chiffres.'],
    ['finma_number', 'F1234567', 'Le numéro FINMA commence par F suivi de 8 chiffres.'],
    ['finma_number', 'F123456789', 'Le numéro FINMA commence par F suivi de 8 chiffres.'],
    ['finma_number', 'G12345678', 'Le numéro FINMA commence par F suivi de 8 chiffres.'],
    ['finma_number', '012345678', 'Le numéro FINMA commence par F suivi de 8 chiffres.'],
    ['confirmLsa', false, 'Veuillez confirmer votre statut d’intermédiaire lié.'],
    ['confirmLsa', 'true', 'Veuillez confirmer votre statut d’intermédiaire lié.'],
  ])('%s %j refused', (field, value, message) => {
    expect(errorsOf('offer-request-generali', { ...partner, [field]: value })).toEqual({
      [field]: [message],
    });
  });

  it('accepts 7, 6 and F + 8 digits, spaces around them trimmed', () => {
    expect(
      parse('offer-request-generali', {
        ...partner,
        agent_number: ' 7654321 ',
        generali_mastercode: '000001',
        finma_number: 'F99999999',
      }).data,
    ).toMatchObject({ agent_number: '7654321', generali_mastercode: '000001' });
  });

  it('answers in German', () => {
    expect(
      errorsOf(
        'offer-request-generali',
        { ...partner, agent_number: '1', confirmLsa: false },
        'de',
      ),
    ).toEqual({
      agent_number: ['Die Vermittlernummer hat 7 Ziffern.'],
      confirmLsa: ['Bitte bestätigen Sie Ihren Status als gebundener Vermittler.'],
    });
  });

  it('offers dog, cat and horse (the partner insurer’s picker), not the other animals', () => {
    for (const species of ['dog', 'cat', 'horse']) {
      expect(errorsOf('offer-request-generali', { ...partner, species }), species).toEqual({});
    }
    expect(errorsOf('offer-request-generali', { ...partner, species: 'cattle' })).toEqual({
      species: ['Veuillez choisir une des valeurs proposées.'],
    });
  });

  it('a horse needs its value, at most CHF 50000; the quantity defaults to 1', () => {
    expect(errorsOf('offer-request-generali', { ...partner, insurance_value: undefined })).toEqual({
      insurance_value: ['Ce champ est obligatoire.'],
    });
    expect(errorsOf('offer-request-generali', { ...partner, insurance_value: 50001 })).toEqual({
      insurance_value: ['La valeur assurée ne peut pas dépasser CHF 50000.'],
    });
    const dog = parse('offer-request-generali', {
      ...partner,
      species: 'dog',
      insurance_value: undefined,
      quantity: undefined,
    });
    expect(dog.data).toMatchObject({ species: 'dog', quantity: 1 });
    expect(errorsOf('offer-request-generali', { ...partner, quantity: 0 })).toEqual({
      quantity: ['Cette valeur doit être d’au moins 1.'],
    });
  });

  it('the policy starts today at the earliest, within 12 months', () => {
    expect(
      errorsOf('offer-request-generali', { ...partner, policy_start_date: '14.03.2026' }),
    ).toEqual({ policy_start_date: ['Cette date ne peut pas être dans le passé.'] });
    expect(
      errorsOf('offer-request-generali', { ...partner, policy_start_date: '15.03.2026' }),
    ).toEqual({});
    expect(
      errorsOf('offer-request-generali', { ...partner, policy_start_date: '16.03.2027' }),
    ).toEqual({
      policy_start_date: ['Veuillez saisir une date jusqu’au 15.03.2027 au plus tard.'],
    });
  });

  it('the animal picker rule of spec 002 §2', () => {
    expect(offerAnimalsOf(undefined)).toEqual({
      species: ['dog', 'cat', 'horse'],
      otherAnimalsRoute: null,
    });
    expect(offerAnimalsOf('alpaws').species).toEqual(['dog', 'cat', 'horse']);
    expect(offerAnimalsOf('generali')).toEqual({
      species: ['dog', 'cat', 'horse'],
      otherAnimalsRoute: 'offers-generali',
    });
    expect(offerAnimalsOf('courtier-du-lac')).toEqual({
      species: ['dog', 'cat'],
      otherAnimalsRoute: null,
    });
  });
});

describe.each(['summer-contest', 'tirage-au-sort-canin'] as const)('%s', (form) => {
  const entry = examples[form];

  it('the participant is 18 or older on the entry date', () => {
    expect(errorsOf(form, { ...entry, owner_date_of_birth: yearsAgo(18) })).toEqual({});
    expect(errorsOf(form, { ...entry, owner_date_of_birth: yearsAgo(18, 1) })).toEqual({
      owner_date_of_birth: ['Vous devez avoir au moins 18 ans pour participer.'],
    });
    expect(errorsOf(form, { ...entry, owner_date_of_birth: yearsAgo(17) }, 'de')).toEqual({
      owner_date_of_birth: ['Sie müssen mindestens 18 Jahre alt sein, um teilzunehmen.'],
    });
  });

  it('the terms and the (locked) marketing consent must be true', () => {
    expect(errorsOf(form, { ...entry, accept_terms: false, accept_marketing: false })).toEqual({
      accept_terms: ['Veuillez cocher cette case pour continuer.'],
      accept_marketing: ['Veuillez cocher cette case pour continuer.'],
    });
  });

  it('the phone is optional but Swiss; the animals default to no', () => {
    const { data } = parse(form, { ...entry, my_animals: undefined });
    expect(data?.my_animals).toEqual({ horse: false, dog: false, cat: false, other: false });
    expect(data).not.toHaveProperty('phone');
    expect(errorsOf(form, { ...entry, phone: '+33 1 23 45 67 89' })).toEqual({
      phone: ['Veuillez saisir un numéro de téléphone suisse valide, par exemple 079 123 45 67.'],
    });
  });
});

describe('summer contest', () => {
  it('rider type loisir or sport', () => {
    expect(errorsOf('summer-contest', { ...examples['summer-contest'], type: 'course' })).toEqual({
      type: ['Veuillez choisir une des valeurs proposées.'],
    });
  });
});

describe('challenge registration', () => {
  const challenge = examples['challenge-saut'];

  it('asks for the client number when already a client, and drops it otherwise', () => {
    expect(errorsOf('challenge-saut', { ...challenge, existing_client_nr: undefined })).toEqual({
      existing_client_nr: ['Ce champ est obligatoire.'],
    });
    const { data } = parse('challenge-saut', { ...challenge, already_client: false });
    expect(data).not.toHaveProperty('existing_client_nr');
    expect(data?.already_client).toBe(false);
  });

  it('young riders may register; the licence is regional or national', () => {
    expect(errorsOf('challenge-saut', { ...challenge, owner_date_of_birth: yearsAgo(12) })).toEqual(
      {},
    );
    expect(errorsOf('challenge-saut', { ...challenge, license: 'international' })).toEqual({
      license: ['Veuillez choisir une des valeurs proposées.'],
    });
  });
});

describe('job application', () => {
  const application = examples['job-application'];

  it('takes a cv, optional letter and documents, each file once', () => {
    expect(parse('job-application', application).data).toMatchObject({
      cv: ['cv-1'],
      letter: ['letter-1'],
      documents: ['extra-1'],
    });
    expect(errorsOf('job-application', { ...application, cv: [] })).toEqual({
      cv: ['Veuillez joindre votre CV.'],
    });
    expect(errorsOf('job-application', { ...application, documents: ['cv-1'] })).toEqual({
      documents: ['Ce document figure déjà dans la demande.'],
    });
    expect(errorsOf('job-application', { ...application, cv: ['a', 'b', 'c'] })).toEqual({
      cv: ['Vous pouvez envoyer au plus 2 éléments.'],
    });
  });

  it('a named job is a slug; absent for a spontaneous application', () => {
    const { job: _job, ...spontaneous } = application;
    expect(parse('job-application', spontaneous).data).not.toHaveProperty('job');
    expect(errorsOf('job-application', { ...application, job: '../etc/passwd' })).toEqual({
      job: ['Cette valeur n’est pas valide.'],
    });
  });

  it('availability from 0 (immediately) to 6 months; full or part time', () => {
    expect(parse('job-application', { ...application, availability: '0' }).data?.availability).toBe(
      0,
    );
    expect(errorsOf('job-application', { ...application, availability: 7 })).toEqual({
      availability: ['Cette valeur ne doit pas dépasser 6.'],
    });
    expect(errorsOf('job-application', { ...application, job_type: 'stage' })).toEqual({
      job_type: ['Veuillez choisir une des valeurs proposées.'],
    });
  });

  it('the terms must be accepted', () => {
    expect(errorsOf('job-application', { ...application, acceptTerms: false })).toEqual({
      acceptTerms: ['Veuillez cocher cette case pour continuer.'],
    });
  });
});

describe('ownership transfer', () => {
  const transfer = examples['ownership-transfer-request'];

  it('merges the street number into the new address', () => {
    const { data } = parse('ownership-transfer-request', transfer);
    expect(data?.new_address).toBe('Bahnhofstrasse 5');
    expect(data).not.toHaveProperty('new_streetNumber');
    expect(
      parse('ownership-transfer-request', { ...transfer, new_address: 'Bahnhofstrasse 5' }).data
        ?.new_address,
    ).toBe('Bahnhofstrasse 5');
  });

  it('new_email_confirmation must match new_email', () => {
    expect(
      errorsOf('ownership-transfer-request', {
        ...transfer,
        new_email_confirmation: 'urs@example.ch',
      }),
    ).toEqual({ new_email_confirmation: ['Les deux adresses e-mail ne sont pas identiques.'] });
  });

  it('the transfer date lies within 12 months of today; the new owner is of age', () => {
    expect(
      errorsOf('ownership-transfer-request', {
        ...transfer,
        ownership_transfer_date: '14.03.2025',
        owner_date_of_birth: yearsAgo(17),
      }),
    ).toEqual({
      ownership_transfer_date: ['Veuillez saisir une date à partir du 15.03.2025.'],
      owner_date_of_birth: ['Le preneur d’assurance doit avoir au moins 18 ans.'],
    });
  });
});

describe('animal form', () => {
  it('takes the species list and the help flow’s types', () => {
    for (const type of [
      'Lamas',
      'Alpagas',
      'Oiseaux',
      'Daims',
      'Autruches',
      'Émeus',
      'Cochons',
      'Moutons',
      'Chèvres',
      'Bovins',
      'Reines du valais',
      'Autres',
    ]) {
      expect(
        errorsOf('animal-form', { ...examples['animal-form'], animal_type: type }),
        type,
      ).toEqual({});
    }
    expect(animalFormTypes).toHaveLength(12);
    expect(errorsOf('animal-form', { ...examples['animal-form'], animal_type: 'Chiens' })).toEqual({
      animal_type: ['Veuillez choisir une des valeurs proposées.'],
    });
  });
});

describe('callback', () => {
  it('needs a name and a Swiss phone, kept in the mask’s form', () => {
    expect(parse('callback', { name: 'Jeanne Muller', phone: '+41791234567' }).data).toEqual({
      name: 'Jeanne Muller',
      phone: '079 123 45 67',
    });
    expect(errorsOf('callback', { name: 'Jeanne Muller', phone: '+49 30 1234567' })).toEqual({
      phone: ['Veuillez saisir un numéro de téléphone suisse valide, par exemple 079 123 45 67.'],
    });
  });
});

describe('mergeStreetNumber', () => {
  it.each([
    ['Bahnhofstrasse', '5', 'Bahnhofstrasse 5'],
    ['Bahnhofstrasse 5', '5', 'Bahnhofstrasse 5'],
    ['Rue du Lac', '12a', 'Rue du Lac 12a'],
    ['Rue du Lac 12A', '12a', 'Rue du Lac 12A'],
    ['Route 15', '5', 'Route 15 5'],
    ['Rue du Lac ', undefined, 'Rue du Lac '],
    ['Rue (du) Lac', '1+', 'Rue (du) Lac 1+'],
  ])('%j + %j = %j', (address, number, merged) => {
    expect(mergeStreetNumber(address, number)).toBe(merged);
  });
});
