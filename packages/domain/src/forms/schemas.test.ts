import { describe, expect, it } from 'vitest';
import type { Locale } from '../locale';
import { translate } from '../messages/catalogue';
import { type FieldErrors, issuesToErrors } from '../validation';
import { formExamples, requiredFieldsOf, requiredMessageKey } from './examples';
import { type FormName, formNames, formRegistry } from './registry';

const today = '2026-03-15';
const examples = formExamples({ today });

function parse(
  form: FormName,
  input: Record<string, unknown>,
  locale: Locale = 'fr',
): { data: Record<string, unknown> | undefined; errors: FieldErrors } {
  const result = formRegistry[form].schema({ today }).safeParse(input);
  return result.success
    ? { data: result.data as Record<string, unknown>, errors: {} }
    : { data: undefined, errors: issuesToErrors(result.error.issues, locale, input) };
}
const without = (input: Record<string, unknown>, ...fields: string[]) =>
  Object.fromEntries(Object.entries(input).filter(([key]) => !fields.includes(key)));

describe('one schema per call', () => {
  it.each(formNames)('%s accepts its example payload', (form) => {
    expect(parse(form, examples[form]).errors).toEqual({});
  });

  it.each(formNames)('%s names exactly its required fields when sent empty', (form) => {
    const { errors } = parse(form, {});
    expect(Object.keys(errors).sort()).toEqual([...requiredFieldsOf[form]].sort());
    for (const [field, messages] of Object.entries(errors)) {
      expect(messages, field).toEqual([translate('fr', requiredMessageKey(field))]);
    }
  });

  it('answers in German', () => {
    expect(parse('simple-form', {}, 'de').errors.policy_id).toEqual([
      'Dieses Feld ist erforderlich.',
    ]);
  });

  it('drops unknown fields and keeps the category pair sent by the page', () => {
    const { data } = parse('simple-form', {
      ...examples['simple-form'],
      is_admin: true,
      category: ['Mon contrat', 'Attestation'],
    });
    expect(data).not.toHaveProperty('is_admin');
    expect(data?.category).toEqual(['Mon contrat', 'Attestation']);
  });
});

describe('rules across fields', () => {
  it('document form: the identification of a dog or a horse, not of a cat or another animal', () => {
    const input = without(examples['contract-document-informations'], 'animal_identification');
    for (const animal_type of ['Chiens', 'Chevaux']) {
      expect(parse('contract-document-informations', { ...input, animal_type }).errors).toEqual({
        animal_identification: ['Ce champ est obligatoire.'],
      });
    }
    for (const animal_type of ['Chats', 'Animaux de ferme', 'Autres']) {
      expect(parse('contract-document-informations', { ...input, animal_type }).errors).toEqual({});
    }
  });

  it('partner form: a choice ending with * asks for the policy number', () => {
    const input = { ...examples['partner-form'], choice: 'Information sur police existante *' };
    expect(parse('partner-form', input).errors).toEqual({
      policy_id: ['Ce champ est obligatoire.'],
    });
    expect(parse('partner-form', { ...input, policy_id: '2612345678' }).errors).toEqual({});
  });

  it('partner form: the broker claim choice asks for the client and the claim number', () => {
    const input = {
      ...examples['partner-form'],
      choice: 'Information sur sinistre des courtiers pour leur client *',
      policy_id: '2612345678',
    };
    expect(parse('partner-form', input).errors).toEqual({
      client_name: ['Ce champ est obligatoire.'],
      claim_id: ['Ce champ est obligatoire.'],
    });
    expect(
      parse('partner-form', { ...input, client_name: 'Paul Favre', claim_id: '1234' }).errors,
    ).toEqual({ claim_id: ['Le numéro de sinistre doit avoir la forme 000000 ou S000000.'] });
    expect(
      parse('partner-form', { ...input, client_name: 'Paul Favre', claim_id: 's654321' }).data,
    ).toMatchObject({ claim_id: 'S654321' });
  });

  it.each(['contract-update-request', 'address-update-request'] as const)(
    '%s: email_confirmation must equal email, reported with the other errors',
    (form) => {
      const input = without(
        { ...examples[form], email_confirmation: 'jeanne.muler@example.ch' },
        'policy_id',
      );
      expect(parse(form, input).errors).toEqual({
        policy_id: ['Ce champ est obligatoire.'],
        email_confirmation: ['Les deux adresses e-mail ne sont pas identiques.'],
      });
      expect(
        parse(form, { ...examples[form], email_confirmation: ' Jeanne.Muller@Example.ch ' }).errors,
      ).toEqual({});
      expect(parse(form, { ...examples[form], email_confirmation: 'x' }, 'de').errors).toEqual({
        email_confirmation: ['Bitte geben Sie eine gültige E-Mail-Adresse ein.'],
      });
    },
  );

  it('update-email: zip and city (and street) are optional, but checked when given', () => {
    expect(parse('update-email', examples['update-email']).errors).toEqual({});
    expect(parse('update-email', { ...examples['update-email'], zip: 999 }).errors).toEqual({
      zip: ['Veuillez saisir un NPA suisse entre 1000 et 9999.'],
    });
    expect(
      parse('update-email', { ...examples['update-email'], old_email: 'JEANNE.muller@example.ch' })
        .errors,
    ).toEqual({ email: ['La nouvelle adresse e-mail doit être différente de l’ancienne.'] });
  });

  it('update-iban: the new account differs from the old one', () => {
    const input = { ...examples['update-iban'], old_iban: 'ch93 0076 2011 6238 5295 7' };
    expect(parse('update-iban', input).errors).toEqual({
      iban: ['Le nouvel IBAN doit être différent de l’ancien.'],
    });
  });

  it('address update: a new IBAN needs its holder', () => {
    const input = { ...examples['address-update-request'], iban: 'CH93 0076 2011 6238 5295 7' };
    expect(parse('address-update-request', input).errors).toEqual({
      bank_account_name: ['Ce champ est obligatoire.'],
    });
    expect(
      parse('address-update-request', { ...input, bank_account_name: 'Jeanne Muller' }).data,
    ).toMatchObject({ iban: 'CH9300762011623852957', new_zip: 8001 });
  });

  it.each([
    ['cancel-contract', 'Bovins', true],
    ['cancel-contract', 'Animaux de ferme', false],
    ['contract-document-informations', 'Animaux de ferme', true],
    ['contract-document-informations', 'Bovins', false],
    ['contract-change-product-horse', 'Autres', true],
    ['contract-change-product-horse', 'Chiens', false],
    ['contract-change-product-dog-cat', 'Chats', true],
    ['contract-change-product-dog-cat', 'Chevaux', false],
    ['demande-prise-en-charge', 'Autres', true],
    ['demande-prise-en-charge', 'Chevaux', false],
  ] as const)('%s: animal type %j accepted: %s', (form, animalType, isAccepted) => {
    const { errors } = parse(form, { ...examples[form], animal_type: animalType });
    expect(errors).toEqual(
      isAccepted ? {} : { animal_type: ['Veuillez choisir une des valeurs proposées.'] },
    );
  });
});
