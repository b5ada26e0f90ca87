import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { translate } from '../messages/catalogue';
import { tariff2026 } from '../pricing/tariff-2026';
import { isRequiredMessage, issuesToErrors, messageKeyOf } from '../validation';
import {
  claimBankInfoRequestSchema,
  claimCaseDetailSchema,
  claimDescriptionRequestSchema,
  claimInitRequestSchema,
} from './claims';
import { horseGetPricesRequestSchema, petPriceRequestSchema } from './pricing';
import {
  animalInformationSchema,
  horseQuickInitBaseSchema,
  ownerInformationSchema,
  subscriptionInitSchema,
  subscriptionOfferSchema,
  subscriptionPaymentSchema,
  subscriptionQuickInitBaseSchema,
} from './subscriptions';

/**
 * An empty required field says "obligatoire" / "erforderlich", never a format message
 * ("Le NPA doit être…", "Veuillez saisir une date valide…"), whatever the schema: the browser
 * (form resolver) and the server (422) share these schemas and issuesToErrors.
 */
const today = '2026-03-10';
const context = { tariff: tariff2026, today };
const token = 'a-user-token-long-enough';

interface Case {
  name: string;
  schema: z.ZodType;
  /** A complete valid input; each field listed is then emptied on its own. */
  valid: Record<string, unknown>;
  fields: string[];
}

const dog = {
  business_line: 'dog',
  animal_name: 'Rex',
  animal_race_type: 'pure',
  animal_race_id: 1,
  animal_date_of_birth: '15.01.2022',
  policy_start_date: '2026-04-01',
};
const agent = {
  agent_email: 'agent@example.ch',
  agent_first_name: 'Paul',
  agent_last_name: 'Agent',
  agent_nr: '1234567',
  generali_mastercode: '123456',
  agent_company: 'Lausanne',
  agent_finma_nr: 'F12345678',
  agent_lsa_confirm: true,
};
const caseDetail = {
  user_token: token,
  case_date: '14.02.2026',
  case_time: '10:30',
  third_party_involved: false,
  address: 'Rue de Bourg 3',
  zip: '1003',
  city: 'Lausanne',
  has_second_insurance: false,
  has_had_similar_problem: false,
  animal_is_cured: true,
};
const policyholder = {
  first_name: 'Anne',
  last_name: 'Muster',
  policy_id: '2612345678',
  animal_name: 'Rex',
  email: 'anne@example.ch',
};

const cases: Case[] = [
  {
    name: 'subscriptions/init (dog)',
    schema: subscriptionInitSchema(context),
    valid: { ...dog, email: 'anne@example.ch' },
    fields: [
      'business_line',
      'animal_name',
      'animal_race_id',
      'animal_date_of_birth',
      'policy_start_date',
      'email',
    ],
  },
  {
    name: 'subscriptions/init (horse)',
    schema: subscriptionInitSchema(context),
    valid: {
      ...dog,
      business_line: 'horse',
      animal_date_of_birth: '01.05.2016',
      animal_value: 12000,
      usage: 'loisir',
      email: 'anne@example.ch',
    },
    fields: ['animal_value', 'animal_race_id', 'animal_date_of_birth'],
  },
  {
    name: 'subscriptions/init (intermediary)',
    schema: subscriptionInitSchema(context),
    valid: { ...dog, partner_key: 'generali', ...agent },
    fields: [
      'agent_email',
      'agent_first_name',
      'agent_last_name',
      'agent_nr',
      'agent_finma_nr',
      'generali_mastercode',
      'agent_company',
      'agent_lsa_confirm',
    ],
  },
  {
    name: 'subscriptions/quick-init',
    schema: subscriptionQuickInitBaseSchema,
    valid: { ...dog, business_line: 'cat' },
    fields: ['business_line', 'animal_name', 'animal_date_of_birth', 'policy_start_date'],
  },
  {
    name: 'subscriptions/horse/quick-init',
    schema: horseQuickInitBaseSchema,
    valid: { ...dog, animal_value: 12000 },
    fields: ['animal_name', 'animal_race_id', 'animal_date_of_birth', 'animal_value'],
  },
  {
    name: 'subscriptions/animal-information (dog)',
    schema: animalInformationSchema({ businessLine: 'dog' }),
    valid: {
      user_token: token,
      animal_identification: '756098100123456',
      animal_gender_id: 1,
      has_been_treated_lately: true,
      treatment_description: 'Otite',
    },
    fields: [
      'user_token',
      'animal_identification',
      'animal_gender_id',
      'has_been_treated_lately',
      'treatment_description',
    ],
  },
  {
    name: 'subscriptions/owner-information',
    schema: ownerInformationSchema({ partnerKey: undefined, today }),
    valid: {
      user_token: token,
      salutation_id: 2,
      first_name: 'Anne',
      last_name: 'Muster',
      owner_date_of_birth: '12.05.1985',
      email: 'anne@example.ch',
      email_confirmation: 'anne@example.ch',
      phone: '079 123 45 67',
      street_name: 'Rue de Bourg',
      zip: '1003',
      city: 'Lausanne',
      already_client: true,
      existing_client_nr: '123456',
    },
    fields: [
      'salutation_id',
      'first_name',
      'last_name',
      'owner_date_of_birth',
      'email',
      'email_confirmation',
      'phone',
      'street_name',
      'zip',
      'city',
      'existing_client_nr',
    ],
  },
  {
    name: 'subscriptions/payment (card)',
    schema: subscriptionPaymentSchema,
    valid: {
      user_token: token,
      payment_method: 'online',
      acceptTerms: true,
      certifyInformation: true,
      lca6Checkbox: true,
      successUrl: '/souscription/confirmation',
      failedUrl: '/souscription/dog/paiement',
    },
    fields: ['acceptTerms', 'certifyInformation', 'lca6Checkbox', 'successUrl', 'failedUrl'],
  },
  {
    name: 'subscriptions/offer (intermediary)',
    schema: subscriptionOfferSchema({ partnerKey: 'partner' }),
    valid: {
      user_token: token,
      acceptTerms: true,
      certifyInformation: true,
      engagmentCheckbox: true,
      lsa45Checkbox: true,
      lsa3Checkbox: true,
    },
    fields: [
      'acceptTerms',
      'certifyInformation',
      'engagmentCheckbox',
      'lsa45Checkbox',
      'lsa3Checkbox',
    ],
  },
  {
    name: 'business-lines/dog/price',
    schema: petPriceRequestSchema({ ...context, businessLine: 'dog' }),
    valid: dog,
    fields: ['animal_date_of_birth', 'policy_start_date'],
  },
  {
    name: 'business-lines/horse/get-prices',
    schema: horseGetPricesRequestSchema(context),
    valid: { ...dog, animal_date_of_birth: '01.05.2016' },
    fields: ['animal_date_of_birth', 'policy_start_date'],
  },
  {
    name: 'claim-declarations/init (request-email)',
    schema: claimInitRequestSchema,
    valid: { type: 'request-email', ...policyholder, claim_nr: 'S123456', description: 'Facture' },
    fields: [
      'first_name',
      'last_name',
      'policy_id',
      'animal_name',
      'email',
      'claim_nr',
      'description',
    ],
  },
  {
    name: 'claim-declarations/case-detail (accident)',
    schema: claimCaseDetailSchema({ today, caseType: 'accident' }),
    valid: caseDetail,
    fields: [
      'case_date',
      'case_time',
      'third_party_involved',
      'address',
      'zip',
      'city',
      'has_second_insurance',
    ],
  },
  {
    name: 'claim-declarations/description',
    schema: claimDescriptionRequestSchema,
    valid: { user_token: token, description: 'Boiterie de la patte avant gauche' },
    fields: ['description'],
  },
  {
    name: 'claim-declarations/bank-info',
    schema: claimBankInfoRequestSchema,
    valid: { user_token: token, bank_account_name: 'Anne Muster', iban: 'CH9300762011623852957' },
    fields: ['bank_account_name', 'iban'],
  },
];

/** As a form sends an untouched field (""), as a client that drops it sends it, and as null. */
const emptyValues = [
  ['blank', ''],
  ['spaces', '   '],
  ['absent', undefined],
  ['null', null],
] as const;

describe.each(cases)('$name', ({ schema, valid, fields }) => {
  it('accepts the complete input', () => {
    const result = schema.safeParse(valid);
    expect(result.success, JSON.stringify(result.error?.issues)).toBe(true);
  });

  it.each(
    fields.flatMap((field) => emptyValues.map(([label, value]) => [field, label, value] as const)),
  )('answers a required message for %s when %s', (field, _label, empty) => {
    const input: Record<string, unknown> = { ...valid, [field]: empty };
    const result = schema.safeParse(input);
    expect(result.success).toBe(false);
    if (result.success) return;
    const issues = result.error.issues.filter((issue) => issue.path.join('.') === field);
    expect(issues.length).toBeGreaterThan(0);
    for (const issue of issues) {
      const key = messageKeyOf(issue, input);
      expect(isRequiredMessage(key), `${field}: ${key}`).toBe(true);
    }
    for (const locale of ['fr', 'de'] as const) {
      const [message] = issuesToErrors(result.error.issues, locale, input)[field] ?? [];
      expect(message).toBe(translate(locale, messageKeyOf(issues[0] as never, input)));
    }
  });
});

describe('required against format messages', () => {
  it.each([
    [
      'zip',
      ownerInformationSchema({ partnerKey: undefined, today }),
      'zip',
      'Ce champ est obligatoire.',
    ],
    [
      'chip number',
      animalInformationSchema({ businessLine: 'dog' }),
      'animal_identification',
      'Ce champ est obligatoire.',
    ],
    [
      'birth date',
      subscriptionInitSchema(context),
      'animal_date_of_birth',
      'Ce champ est obligatoire.',
    ],
    [
      'phone',
      ownerInformationSchema({ partnerKey: undefined, today }),
      'phone',
      'Ce champ est obligatoire.',
    ],
    ['IBAN', claimBankInfoRequestSchema, 'iban', 'Ce champ est obligatoire.'],
  ])('an empty %s is required, not malformed', (_label, schema, field, message) => {
    const input = { user_token: token, business_line: 'dog', [field]: '' };
    const result = schema.safeParse(input);
    if (result.success) throw new Error('expected a failure');
    expect(issuesToErrors(result.error.issues, 'fr', input)[field]).toEqual([message]);
  });

  it('keeps the format message for a value that was given', () => {
    const schema = ownerInformationSchema({ partnerKey: undefined, today });
    const input = { user_token: token, zip: '999', phone: '12', owner_date_of_birth: '31.02.1980' };
    const result = schema.safeParse(input);
    if (result.success) throw new Error('expected a failure');
    const errors = issuesToErrors(result.error.issues, 'fr', input);
    expect(errors.zip).toEqual([translate('fr', 'subscription.zip_range')]);
    expect(errors.phone).toEqual([translate('fr', 'subscription.phone_format')]);
    expect(errors.owner_date_of_birth).toEqual([translate('fr', 'pricing.date_invalid')]);
  });

  it('keeps a message that already asks for the value (checkbox, choice)', () => {
    const schema = animalInformationSchema({ businessLine: 'dog' });
    const input = { user_token: token, animal_identification: '756098100123456' };
    const result = schema.safeParse(input);
    if (result.success) throw new Error('expected a failure');
    expect(issuesToErrors(result.error.issues, 'de', input).animal_gender_id).toEqual([
      'Bitte wählen Sie das Geschlecht des Tieres.',
    ]);
  });
});
