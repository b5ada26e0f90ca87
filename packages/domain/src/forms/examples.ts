import { addMonths, toSwissDate } from '../dates/calendar';
import type { MessageKey } from '../messages/translate';
import type { FormContext } from './fields';
import type { FormName } from './registry';

/** What the server's tests take from the database for the examples of spec 002. */
export interface ExampleReferences {
  /** A horse breed of the catalogue (the partner-insurer example insures a horse). */
  horseBreed?: { id: number; name: string };
  /** The token answered by offer-request/init. */
  offerToken?: string;
}

/**
 * A valid payload for every form, relative to today (tests of the domain and the server, and a
 * reference for the pages). Forms that require documents get `documentIds`; the server's tests
 * pass ids returned by the upload endpoint.
 */
export function formExamples(
  { today }: FormContext,
  documentIds: string[] = ['document-1'],
  references: ExampleReferences = {},
): Record<FormName, Record<string, unknown>> {
  const monthsFromToday = (months: number) => toSwissDate(addMonths(today, months));
  const contact = {
    last_name: 'Muller',
    first_name: 'Jeanne',
    email: 'jeanne.muller@example.ch',
    phone: '079 123 45 67',
  };
  const person = { gender: 'f', ...contact };
  const policy = { policy_id: '2612345678' };
  const address = { address: 'Rue du Lac 12', zip: 1003, city: 'Lausanne' };
  const animal = { animal_name: 'Rex', animal_date_of_birth: monthsFromToday(-40) };
  const message = { message: 'Merci de me rappeler au sujet de mon contrat.' };
  const ownerBirth = { owner_date_of_birth: '12.05.1980' };
  const contactForm = { ...person, ...message };
  const participant = {
    gender: 'm',
    owner_date_of_birth: toSwissDate(addMonths(today, -12 * 30)),
    first_name: 'Luc',
    last_name: 'Favre',
    address: 'Chemin des Vignes 4',
    zip: 1009,
    city: 'Pully',
    email: 'luc.favre@example.ch',
    has_insurance: true,
    already_client: false,
    my_animals: { horse: true, dog: true },
    accept_terms: true,
    accept_marketing: true,
  };
  const offerAnimal = {
    business_line: 'cattle',
    race: 'Holstein',
    animal_gender: 'f',
    animal_date_of_birth: monthsFromToday(-30),
    animal_identification: 'CH 120.1234.5678.9',
    has_been_treated_lately: false,
    remark: 'Troupeau de 24 vaches laitières, stabulation libre.',
    origin: 'offers-cattle',
  };

  return {
    'partner-form': {
      company: 'Courtage Léman SA',
      partner_id: 'P-1234',
      ...contact,
      choice: 'Accord partenariat',
      ...message,
    },
    'prime-form': { ...policy, ...contact, choice: 'Accepter les adaptations' },
    'new-products-form': { ...policy, ...contact, choice: 'Conseil', ...message },
    'claim-revaluation': { ...policy, claim_nr: 'S123456', ...person, ...animal, ...message },
    'contract-document-informations': {
      ...policy,
      ...person,
      ...animal,
      animal_type: 'Chiens',
      animal_identification: '756098100123456',
      ...message,
    },
    'contract-change-product-horse': {
      ...policy,
      ...person,
      animal_name: 'Tornado',
      animal_type: 'Chevaux',
      animal_date_of_birth: monthsFromToday(-100),
      message: 'Je souhaite passer à optima avec une franchise de 500 francs.',
    },
    'contract-change-product-dog-cat': { ...policy, ...person, animal_type: 'Chats', ...message },
    'update-iban': {
      ...policy,
      ...person,
      ...ownerBirth,
      ...address,
      iban: 'CH93 0076 2011 6238 5295 7',
      old_iban: 'LI21 0881 0000 2324 013A A',
    },
    'update-email': { ...policy, ...person, old_email: 'jeanne@ancien.example' },
    'return-offer': { ...person, documents: documentIds },
    'cancel-contract': {
      ...policy,
      cancel_date: monthsFromToday(1),
      ...person,
      animal_type: 'Bovins',
      animal_name: 'Marguerite',
      animal_date_of_birth: monthsFromToday(-60),
      message: 'Vente du troupeau.',
    },
    'contact-multi': { ...contactForm, animal_type: 'Chevaux' },
    'demande-prise-en-charge': {
      ...policy,
      ...person,
      ...animal,
      animal_type: 'Chiens',
      symptoms_start_date: monthsFromToday(-1),
      veterinary_diagnostic: 'Rupture du ligament croisé antérieur gauche',
      documents: documentIds,
    },
    'simple-form': { ...policy, ...contact },
    adaptations: { ...policy, ...person, ...message },
    'billing-question': {
      ...policy,
      payment_mode: 'Semestriel',
      ...person,
      animal_name: 'Rex',
      ...message,
    },
    correspondance: { ...policy, ...person, ...address },
    reclamation: contactForm,
    'conseils-produits': { ...contactForm, animal_type: 'Animaux de ferme' },
    'comprehension-decompte': { ...contactForm, ...policy },
    'demande-abattage': { ...contactForm, ...policy },
    'contract-update-request': {
      ...policy,
      animal: 'Rex',
      ...person,
      email_confirmation: contact.email,
      ...ownerBirth,
      ...address,
      streetNumber: '12',
      remark: 'Veuillez ajouter la couverture des frais de pension.',
    },
    'address-update-request': {
      ...policy,
      ...person,
      email_confirmation: contact.email,
      ...ownerBirth,
      ...address,
      address_update_date: monthsFromToday(0),
      new_address: 'Bahnhofstrasse',
      new_streetNumber: '5',
      new_zip: 8001,
      new_city: 'Zürich',
    },
    // spec 002 §7
    'offer-request': {
      token: references.offerToken ?? 'draft-token-0123456789',
      ...offerAnimal,
      ...person,
      email_confirmation: contact.email,
      ...address,
      contact_request: 'phone',
      contact_period: 'morning',
    },
    'offer-request-generali': {
      species: 'horse',
      animal_race: references.horseBreed ?? { id: 1, name: 'Franches-Montagnes' },
      quantity: 1,
      insurance_value: 18000,
      usage: 'Sport',
      zip: 1580,
      city: 'Avenches',
      policy_start_date: monthsFromToday(1),
      duration_text: '3 ans',
      agent_last_name: 'Rochat',
      agent_first_name: 'Pierre',
      agent_email: 'pierre.rochat@agence.example',
      agent_number: '1234567',
      generali_mastercode: '654321',
      agent_city: 'Payerne',
      finma_number: 'F01234567',
      confirmLsa: true,
    },
    'summer-contest': { source: 'Newsletter', ...participant, type: 'sport' },
    'tirage-au-sort-canin': { ...participant, my_animals: { dog: true } },
    'chi2024-form': { last_name: 'Favre', first_name: 'Luc', email: 'luc.favre@example.ch' },
    'challenge-saut': {
      gender: 'f',
      ...contact,
      owner_date_of_birth: toSwissDate(addMonths(today, -12 * 16)),
      animal_name: 'Quabar',
      license: 'regional',
      already_client: true,
      existing_client_nr: '4711',
    },
    'challenge-dressage': {
      ...contact,
      owner_date_of_birth: '02.02.1990',
      license: 'national',
    },
    'job-application': {
      job: 'customer-advisor',
      ...person,
      zip: 1003,
      job_type: 'part_time',
      availability: 2,
      cv: documentIds.slice(0, 1),
      letter: documentIds.slice(1, 2),
      documents: documentIds.slice(2),
      acceptTerms: true,
    },
    'ownership-transfer-request': {
      ...policy,
      ownership_transfer_date: monthsFromToday(0),
      email: contact.email,
      animal_type: 'Chevaux',
      animal_name: 'Tornado',
      animal_date_of_birth: monthsFromToday(-100),
      passport_nr: '756001234567890',
      current_animal_location: 'Écurie du Moulin, Avenches',
      is_animal_healthy: true,
      new_gender: 'm',
      new_last_name: 'Keller',
      new_first_name: 'Urs',
      ...ownerBirth,
      new_address: 'Bahnhofstrasse',
      new_streetNumber: '5',
      new_zip: 8001,
      new_city: 'Zürich',
      new_email: 'urs.keller@example.ch',
      new_email_confirmation: 'urs.keller@example.ch',
      new_phone: '044 123 45 67',
    },
    'animal-form': {
      ...person,
      ...ownerBirth,
      message: 'Nous avons deux alpagas : quelle couverture proposez-vous ?',
      animal_name: 'Pablo',
      animal_type: 'Alpagas',
      animal_date_of_birth: monthsFromToday(-50),
    },
    callback: { name: 'Jeanne Muller', phone: '079 123 45 67' },
  };
}

const names = ['last_name', 'first_name', 'email', 'phone'];
const person = ['gender', ...names];
const address = ['address', 'zip', 'city'];

/**
 * The required fields of each call as decided (spec 001 §3, §5; decisions.md "Required fields
 * where the spec is silent"), stated apart from the schemas so that tests hold them to it.
 */
// biome-ignore format: one line per form
export const requiredFieldsOf: Record<FormName, readonly string[]> = {
  'partner-form': ['company', ...names, 'choice', 'message'],
  'prime-form': ['policy_id', ...names, 'choice'],
  'new-products-form': ['policy_id', ...names, 'choice'],
  'claim-revaluation': ['policy_id', 'claim_nr', ...person, 'animal_name', 'animal_date_of_birth', 'message'],
  'contract-document-informations': ['policy_id', ...person, 'animal_name', 'animal_type', 'animal_date_of_birth', 'message'],
  'contract-change-product-horse': ['policy_id', ...person, 'animal_name', 'animal_type', 'animal_date_of_birth', 'message'],
  'contract-change-product-dog-cat': ['policy_id', ...person, 'animal_type', 'message'],
  'update-iban': ['policy_id', ...person, 'owner_date_of_birth', ...address, 'iban'],
  'update-email': ['policy_id', ...person, 'old_email'],
  'return-offer': [...person, 'documents'],
  'cancel-contract': ['policy_id', 'cancel_date', ...person, 'animal_type', 'animal_name', 'animal_date_of_birth'],
  'contact-multi': [...person, 'message'],
  'demande-prise-en-charge': ['policy_id', ...person, 'animal_name', 'animal_type', 'animal_date_of_birth', 'symptoms_start_date', 'veterinary_diagnostic', 'documents'],
  'simple-form': ['policy_id', ...names],
  adaptations: ['policy_id', ...person, 'message'],
  'billing-question': ['policy_id', 'payment_mode', ...person, 'message'],
  correspondance: ['policy_id', ...person, ...address],
  reclamation: [...person, 'message'],
  'conseils-produits': [...person, 'message'],
  'comprehension-decompte': [...person, 'message'],
  'demande-abattage': [...person, 'message'],
  'contract-update-request': ['policy_id', 'animal', ...person, 'email_confirmation', 'owner_date_of_birth', ...address, 'remark'],
  'address-update-request': ['policy_id', ...person, 'email_confirmation', 'owner_date_of_birth', ...address, 'address_update_date', 'new_address', 'new_zip', 'new_city'],
  // spec 002 §5 and decisions.md "Public forms: required fields"
  'offer-request': ['token', 'business_line', 'race', 'animal_gender', 'animal_date_of_birth', 'has_been_treated_lately', ...person, 'email_confirmation', ...address, 'contact_request'],
  'offer-request-generali': ['species', 'animal_race', 'usage', 'zip', 'city', 'policy_start_date', 'agent_last_name', 'agent_first_name', 'agent_email', 'agent_number', 'generali_mastercode', 'agent_city', 'finma_number', 'confirmLsa'],
  'summer-contest': ['source', 'gender', 'owner_date_of_birth', 'first_name', 'last_name', ...address, 'email', 'type', 'accept_terms', 'accept_marketing'],
  'tirage-au-sort-canin': ['gender', 'owner_date_of_birth', 'first_name', 'last_name', ...address, 'email', 'accept_terms', 'accept_marketing'],
  'chi2024-form': ['last_name', 'first_name', 'email'],
  'challenge-saut': ['last_name', 'first_name', 'owner_date_of_birth', 'email', 'phone'],
  'challenge-dressage': ['last_name', 'first_name', 'owner_date_of_birth', 'email', 'phone'],
  'job-application': [...person, 'zip', 'job_type', 'availability', 'cv', 'acceptTerms'],
  'ownership-transfer-request': ['policy_id', 'ownership_transfer_date', 'email', 'animal_type', 'animal_name', 'animal_date_of_birth', 'current_animal_location', 'is_animal_healthy', 'new_gender', 'new_last_name', 'new_first_name', 'owner_date_of_birth', 'new_address', 'new_zip', 'new_city', 'new_email', 'new_email_confirmation', 'new_phone'],
  'animal-form': [...person, 'owner_date_of_birth', 'message', 'animal_name', 'animal_type', 'animal_date_of_birth'],
  callback: ['name', 'phone'],
};

/** The message of a required field left empty: "Ce champ est obligatoire." unless listed here. */
const requiredKeys: Record<string, MessageKey> = {
  documents: 'claims.documents_required',
  cv: 'forms.cv_required',
  accept_terms: 'forms.consent_required',
  accept_marketing: 'forms.consent_required',
  acceptTerms: 'forms.consent_required',
  confirmLsa: 'subscription.lsa_confirm',
};
export function requiredMessageKey(field: string): MessageKey {
  return requiredKeys[field] ?? 'validation.required';
}
