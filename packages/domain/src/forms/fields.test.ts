import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { Locale } from '../locale';
import { issuesToErrors } from '../validation';
import {
  cancellationAnimalTypes,
  costCoverageAnimalTypes,
  helpAnimalTypes,
  paymentModes,
} from './constants';
import {
  addressUpdateDateField,
  animalBirthDateField,
  animalTypeField,
  cancelDateField,
  categoryField,
  claimNumberFormField,
  consentField,
  documentsField,
  emailField,
  genderField,
  ibanField,
  nameField,
  normaliseSwissPhone,
  ownerBirthDateField,
  pastDateField,
  paymentModeField,
  phoneField,
  policyIdField,
  swissDateField,
  zipField,
} from './fields';

const today = '2026-03-15';
const context = { today };

/** The parsed value, or the field's messages (in French unless said) when refused. */
function check(field: z.ZodType, value: unknown, locale: Locale = 'fr') {
  const input = value === undefined ? {} : { field: value };
  const result = z.object({ field }).safeParse(input);
  if (result.success) return { value: result.data.field };
  return { errors: issuesToErrors(result.error.issues, locale, input).field };
}

const required = 'Ce champ est obligatoire.';
const date = 'Veuillez saisir une date valide au format JJ.MM.AAAA.';
const ibanMessage = 'Numéro d’IBAN invalide. Attention les QR IBAN ne sont pas pris en charge.';

describe('name', () => {
  it.each([
    ['Jeanne', 'Jeanne'],
    ['  Müller-Lüdenscheidt ', 'Müller-Lüdenscheidt'],
    ["D'Amico", "D'Amico"],
    ['de la Fontaine', 'de la Fontaine'],
    ['Jr.', 'Jr.'],
  ])('accepts %j', (value, parsed) => {
    expect(check(nameField, value)).toEqual({ value: parsed });
  });
  it.each([
    [
      'Jeanne2',
      ['Veuillez saisir un nom composé de lettres, d’espaces, d’apostrophes ou de traits d’union.'],
    ],
    [
      '-Jeanne',
      ['Veuillez saisir un nom composé de lettres, d’espaces, d’apostrophes ou de traits d’union.'],
    ],
    [
      '<b>',
      ['Veuillez saisir un nom composé de lettres, d’espaces, d’apostrophes ou de traits d’union.'],
    ],
    ['a'.repeat(101), ['Ce champ ne doit pas dépasser 100 caractères.']],
    [undefined, [required]],
  ])('refuses %j', (value, errors) => {
    expect(check(nameField, value)).toEqual({ errors });
  });
});

describe('e-mail', () => {
  it('accepts and trims an address', () => {
    expect(check(emailField, ' jeanne@example.ch ')).toEqual({ value: 'jeanne@example.ch' });
  });
  it.each(['jeanne', 'jeanne@', '@example.ch', 'jeanne@exa mple.ch'])('refuses %j', (value) => {
    expect(check(emailField, value)).toEqual({
      errors: ['Veuillez saisir une adresse e-mail valide.'],
    });
  });
});

describe('Swiss phone', () => {
  it.each([
    ['079 123 45 67', '079 123 45 67'],
    ['0791234567', '079 123 45 67'],
    ['+41 79 123 45 67', '079 123 45 67'],
    ['0041 21 000 00 00', '021 000 00 00'],
    ['+41 (0)79 123 45 67', '079 123 45 67'],
    ['079/123.45-67', '079 123 45 67'],
  ])('accepts %j as %j', (value, parsed) => {
    expect(check(phoneField, value)).toEqual({ value: parsed });
    expect(normaliseSwissPhone(value)).toBe(parsed);
  });
  it.each(['079 123 45 6', '079 123 45 678', '+33 6 12 34 56 78', '0012345678', 'zéro'])(
    'refuses %j',
    (value) => {
      expect(check(phoneField, value)).toEqual({
        errors: [
          'Veuillez saisir un numéro de téléphone suisse valide, par exemple 079 123 45 67.',
        ],
      });
    },
  );
  it('speaks German', () => {
    expect(check(phoneField, '123', 'de')).toEqual({
      errors: [
        'Bitte geben Sie eine gültige Schweizer Telefonnummer ein, zum Beispiel 079 123 45 67.',
      ],
    });
  });
});

describe('zip 1000 to 9999', () => {
  it.each([
    [1000, 1000],
    ['9999', 9999],
    [' 1003 ', 1003],
  ])('accepts %j', (value, parsed) => {
    expect(check(zipField, value)).toEqual({ value: parsed });
  });
  it.each([999, 10000, '12a', 1000.5, '0999'])('refuses %j', (value) => {
    expect(check(zipField, value).errors?.[0]).toMatch(
      /^(Veuillez saisir un NPA suisse entre 1000 et 9999\.|Ce champ doit être un nombre\.)$/,
    );
  });
  it('names the range', () => {
    expect(check(zipField, 999)).toEqual({
      errors: ['Veuillez saisir un NPA suisse entre 1000 et 9999.'],
    });
  });
});

describe('policy id (at most 10)', () => {
  it.each(['1234567', '2612345678', 'OF12345678', '26-123/4'])('accepts %j', (value) => {
    expect(check(policyIdField, value)).toEqual({ value });
  });
  it.each([
    ['12345678901', ['Ce champ ne doit pas dépasser 10 caractères.']],
    [
      '12<45',
      [
        'Le numéro de police ne peut contenir que des lettres, des chiffres, des points, des traits d’union et des barres obliques.',
      ],
    ],
    [undefined, [required]],
  ])('refuses %j', (value, errors) => {
    expect(check(policyIdField, value)).toEqual({ errors });
  });
});

describe('IBAN: checksum, CH or LI, no QR-IBAN', () => {
  it.each([
    ['CH93 0076 2011 6238 5295 7', 'CH9300762011623852957'],
    ['ch9300762011623852957', 'CH9300762011623852957'],
    ['LI21 0881 0000 2324 013A A', 'LI21088100002324013AA'],
  ])('accepts %j', (value, parsed) => {
    expect(check(ibanField, value)).toEqual({ value: parsed });
  });
  it.each([
    ['CH93 0076 2011 6238 5295 8', 'checksum'],
    ['DE89 3704 0044 0532 0130 00', 'country'],
    ['CH44 3199 9123 0008 8901 2', 'QR-IBAN'],
    ['CH93 0076', 'length'],
  ])('refuses %j (%s) with the spec’s text', (value) => {
    expect(check(ibanField, value)).toEqual({ errors: [ibanMessage] });
  });
  it('has a German text', () => {
    expect(check(ibanField, 'CH44 3199 9123 0008 8901 2', 'de')).toEqual({
      errors: ['Ungültige IBAN-Nummer. Achtung: QR-IBAN werden nicht unterstützt.'],
    });
  });
});

describe('choices', () => {
  it.each([
    [genderField, ['m', 'f'], ['M', 'x', 'Monsieur']],
    [paymentModeField, paymentModes, ['annuel', 'Mensuel']],
    [animalTypeField(helpAnimalTypes), helpAnimalTypes, ['Bovins', 'Chien', 'dog']],
    [animalTypeField(cancellationAnimalTypes), cancellationAnimalTypes, ['Animaux de ferme']],
    [animalTypeField(costCoverageAnimalTypes), costCoverageAnimalTypes, ['Chevaux']],
  ] as const)('%#: accepts the listed values only', (field, good, bad) => {
    for (const value of good) expect(check(field, value)).toEqual({ value });
    for (const value of bad) {
      expect(check(field, value)).toEqual({
        errors: ['Veuillez choisir une des valeurs proposées.'],
      });
    }
    expect(check(field, undefined)).toEqual({ errors: [required] });
  });

  it('lists the animal types of spec 001 §9, with Bovins for cancellations (§3)', () => {
    expect(helpAnimalTypes).toEqual(['Chiens', 'Chats', 'Chevaux', 'Animaux de ferme', 'Autres']);
    expect(cancellationAnimalTypes).toEqual(['Chiens', 'Chats', 'Chevaux', 'Bovins', 'Autres']);
    expect(paymentModes).toEqual(['Annuel', 'Semestriel', 'Trimestriel']);
  });
});

describe('consent', () => {
  it('wants true', () => {
    expect(check(consentField, true)).toEqual({ value: true });
    for (const value of [false, 'true', undefined]) {
      expect(check(consentField, value)).toEqual({
        errors: ['Veuillez cocher cette case pour continuer.'],
      });
    }
  });
});

describe('category pair', () => {
  it('is two labels', () => {
    expect(check(categoryField, ['Mon contrat', ' Changer d’IBAN '])).toEqual({
      value: ['Mon contrat', 'Changer d’IBAN'],
    });
    expect(check(categoryField, ['Mon contrat']).errors).toBeDefined();
    expect(check(categoryField, ['a', 'b', 'c']).errors).toBeDefined();
    expect(check(categoryField, 'Mon contrat').errors).toBeDefined();
  });
});

describe('claim number', () => {
  it.each([
    ['123456', '123456'],
    [' s123456', 'S123456'],
  ])('accepts %j', (value, parsed) => {
    expect(check(claimNumberFormField, value)).toEqual({ value: parsed });
  });
  it.each(['12345', 'S1234567', 'X123456', 'SS123456'])('refuses %j', (value) => {
    expect(check(claimNumberFormField, value)).toEqual({
      errors: ['Le numéro de sinistre doit avoir la forme 000000 ou S000000.'],
    });
  });
});

describe('dates DD.MM.YYYY and their plausibility (today 15.03.2026)', () => {
  it.each(['29.02.2024', '15.03.2026', '01.01.1900'])('accepts the date %j', (value) => {
    expect(check(swissDateField, value)).toEqual({ value });
  });
  it.each(['31.02.2026', '2026-03-15', '1.3.2026', '15/03/2026', '15.13.2026'])(
    'refuses %j',
    (value) => {
      expect(check(swissDateField, value)).toEqual({ errors: [date] });
    },
  );

  it.each([
    [animalBirthDateField(context), '15.03.2026', null],
    [
      animalBirthDateField(context),
      '16.03.2026',
      'La date de naissance ne peut pas être dans le futur.',
    ],
    [animalBirthDateField(context), '01.01.1960', 'Veuillez vérifier l’année de naissance.'],
    [ownerBirthDateField(context), '15.03.2008', null],
    [
      ownerBirthDateField(context),
      '16.03.2008',
      'Le preneur d’assurance doit avoir au moins 18 ans.',
    ],
    [
      ownerBirthDateField(context),
      '01.04.2030',
      'La date de naissance ne peut pas être dans le futur.',
    ],
    [ownerBirthDateField(context), '01.01.1890', 'Veuillez vérifier l’année de naissance.'],
    [cancelDateField(context), '15.03.2026', null],
    [
      cancelDateField(context),
      '14.03.2026',
      'La date de résiliation ne peut pas être dans le passé.',
    ],
    [
      cancelDateField(context),
      '16.03.2028',
      'Veuillez saisir une date jusqu’au 15.03.2028 au plus tard.',
    ],
    [pastDateField(context), '15.03.2026', null],
    [pastDateField(context), '16.03.2026', 'Cette date ne peut pas être dans le futur.'],
    [addressUpdateDateField(context), '15.03.2025', null],
    [
      addressUpdateDateField(context),
      '14.03.2025',
      'Veuillez saisir une date à partir du 15.03.2025.',
    ],
    [
      addressUpdateDateField(context),
      '16.03.2027',
      'Veuillez saisir une date jusqu’au 15.03.2027 au plus tard.',
    ],
  ] as const)('%#: %j → %j', (field, value, message) => {
    expect(check(field, value)).toEqual(message === null ? { value } : { errors: [message] });
  });

  it('refuses an impossible date before its plausibility', () => {
    expect(check(cancelDateField(context), '30.02.2027')).toEqual({ errors: [date] });
  });
});

describe('documents (upload ids)', () => {
  const optional = documentsField({ isRequired: false });
  const needed = documentsField({ isRequired: true });

  it('takes ids or the upload answers and gives ids', () => {
    expect(check(optional, ['a', { id: 'b', name: 'x.pdf', type: 'other', size: 3 }])).toEqual({
      value: ['a', 'b'],
    });
    expect(check(optional, undefined)).toEqual({ value: [] });
  });
  it('refuses the same document twice, keyed by index', () => {
    const input = { field: ['a', 'b', 'a'] };
    const result = z.object({ field: optional }).safeParse(input);
    expect(result.success).toBe(false);
    expect(issuesToErrors(result.error?.issues ?? [], 'fr', input)).toEqual({
      'field.2': ['Ce document figure déjà dans la demande.'],
    });
  });
  it('wants one document when required', () => {
    for (const value of [undefined, []]) {
      expect(check(needed, value)).toEqual({ errors: ['Veuillez joindre au moins un document.'] });
    }
  });
  it('takes 20 documents at most', () => {
    const ids = Array.from({ length: 21 }, (_, index) => `id-${index}`);
    expect(check(optional, ids)).toEqual({
      errors: ['Vous pouvez envoyer au plus 20 éléments.'],
    });
  });
});
