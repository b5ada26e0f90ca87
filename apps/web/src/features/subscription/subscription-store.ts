import { brand } from '@app/domain/brand';
import type { BusinessLine } from '@app/domain/business-lines';
import {
  type AnimalSex,
  defaultHorseUsage,
  defaultMinPrice,
  type HorseAnimalGroup,
  type HorseUsageGroup,
  type PaymentMethod,
  type PaymentMode,
} from '@app/domain/constants';
import type { CouponData } from '@app/domain/pricing/coupons';
import { noDeathOption } from '@app/domain/pricing/horse-cover';
import { defaultPetCover } from '@app/domain/pricing/pet-cover';
import type { HorsePackName, RaceType } from '@app/domain/schemas/subscriptions';
import { swissCountryId } from '@app/domain/subscriptions/product-references';
import type { RequestType } from '@app/domain/subscriptions/request-type';
import { createContext, useContext, useSyncExternalStore } from 'react';

/**
 * The subscription wizard state (spec 000 §3.1, §4): one store for every step and every animal,
 * written to local storage under `subscriptionForm` on every change and restored on reload.
 * Field names are the spec's API names; dates are kept as typed (DD.MM.YYYY) except
 * policy_start_date (YYYY-MM-DD on the wizard).
 */
export const SUBSCRIPTION_FORM_KEY = 'subscriptionForm';

export type { RequestType };

export interface SubscriptionForm {
  business_line: BusinessLine;
  // Animal
  animal_name: string;
  animal_race_type: RaceType;
  animal_race_id?: number;
  animal_race_slug?: string;
  animal_race_name?: string;
  animal_race2_id?: number;
  animal_race2_slug?: string;
  animal_race2_name?: string;
  /** The breed price level: the default of the animal, then the breeds' (spec 000 §4). */
  min_price: number;
  animal_date_of_birth: string;
  animal_gender_id?: number;
  /** spec 000 §3.1: the gender's name, and the sex the foal rule reads (not sent). */
  animal_gender?: string;
  animal_sex?: AnimalSex;
  animal_identification: string;
  has_been_treated_lately?: boolean;
  treatment_description: string;
  is_indoor_cat: boolean;
  // Horse (spec 000 §3.1): value, usage and the animal-information extras
  animal_value?: number;
  usage?: HorseUsageGroup;
  usage_detail?: string;
  animal_group?: HorseAnimalGroup;
  animal_defects: string;
  previous_owner_info: string;
  ecurie_details: string;
  veterinarian_name: string;
  // Cover
  deductible: number;
  cover_diseases: boolean;
  cover_prevention: boolean;
  // spec 000 §3.1: the insurer's references of the plan or pack chosen
  insurance_product_id?: string | number;
  insurance_product_pbs_id?: string | number;
  master_policy_id?: string | number;
  // Horse cover (spec 000 §3.1): the pack of step 2, the death/invalidity option of step 3
  insurance_name?: HorsePackName;
  assista: boolean;
  horse_death_insurance_base_product_id?: number;
  option_name: string;
  invalidite: boolean;
  poulain: boolean;
  cover_disability: boolean;
  // Contract
  policy_start_date: string;
  /** The start date chosen before switching to online payment (restored with invoice). */
  original_policy_start_date?: string;
  coupon_code: string;
  coupon_data?: CouponData;
  payment_mode: PaymentMode;
  payment_method: PaymentMethod;
  reference?: string;
  user_token?: string;
  partner_key: string;
  referrer_key: string;
  // Owner
  email: string;
  email_confirmation: string;
  phone: string;
  salutation_id?: number;
  /** spec 000 §3.1: m or f, as the salutation gives it. */
  gender?: 'm' | 'f';
  first_name: string;
  last_name: string;
  owner_date_of_birth: string;
  street_name: string;
  building_number: string;
  /** spec 000 §3.1: the address line as a whole (street, number, postcode and place). */
  address: string;
  zip: string;
  city: string;
  country: 'CH';
  country_id: number;
  already_client: boolean;
  existing_client_nr: string;
  // Intermediary (partner channels)
  agent_email: string;
  agent_first_name: string;
  agent_last_name: string;
  agent_nr: string;
  generali_mastercode: string;
  agent_company: string;
  agent_finma_nr: string;
  agent_lsa_confirm: boolean;
  // Confirmations of the last step (spec 000 §3.1), kept so that a refused card payment, a
  // reload or a step back does not lose them
  acceptTerms?: boolean;
  certifyInformation?: boolean;
  lca6Checkbox?: boolean;
  engagmentCheckbox?: boolean;
  lsa45Checkbox?: boolean;
  lsa3Checkbox?: boolean;
  partnerCheckbox?: boolean;
  // Wizard progress
  /** The furthest step (1-based) the server has accepted the way to. */
  reached_step: number;
  request_type?: RequestType;
}

export const ownerFields = [
  'email',
  'email_confirmation',
  'phone',
  'salutation_id',
  'gender',
  'first_name',
  'last_name',
  'owner_date_of_birth',
  'street_name',
  'building_number',
  'address',
  'zip',
  'city',
  'country',
  'country_id',
  'already_client',
  'existing_client_nr',
] as const satisfies readonly (keyof SubscriptionForm)[];

export function emptyForm(businessLine: BusinessLine = 'dog'): SubscriptionForm {
  return {
    business_line: businessLine,
    animal_name: '',
    animal_race_type: 'pure',
    min_price: defaultMinPriceOf(businessLine),
    animal_date_of_birth: '',
    animal_identification: '',
    treatment_description: '',
    is_indoor_cat: false,
    // spec 000 §3.1, §4: a horse starts with usage loisir / Loisir / domestic; others have none
    ...(businessLine === 'horse' ? { ...defaultHorseUsage } : {}),
    animal_defects: '',
    previous_owner_info: '',
    ecurie_details: '',
    veterinarian_name: '',
    // spec 000 §4: the pack defaults, no horse pack, no death option
    ...defaultPetCover,
    assista: false,
    ...noDeathOption,
    policy_start_date: '',
    coupon_code: '',
    payment_mode: 'yearly',
    payment_method: 'invoice',
    partner_key: brand.ownPartnerKey,
    referrer_key: brand.ownPartnerKey,
    email: '',
    email_confirmation: '',
    phone: '',
    first_name: '',
    last_name: '',
    owner_date_of_birth: '',
    street_name: '',
    building_number: '',
    address: '',
    zip: '',
    city: '',
    country: 'CH',
    country_id: swissCountryId,
    already_client: false,
    existing_client_nr: '',
    agent_email: '',
    agent_first_name: '',
    agent_last_name: '',
    agent_nr: '',
    generali_mastercode: '',
    agent_company: '',
    agent_finma_nr: '',
    agent_lsa_confirm: false,
    reached_step: 1,
  };
}

// spec 000 §4: the default breed price level of the animal (dog 4.7, cat 4.9, horse 31)
function defaultMinPriceOf(businessLine: BusinessLine): number {
  return defaultMinPrice[businessLine];
}

type Listener = () => void;

export interface FormStore {
  get(): SubscriptionForm;
  /** True when a form was found in storage (not a fresh start). */
  hasStored(): boolean;
  update(patch: Partial<SubscriptionForm>): void;
  /** spec 000 §4: a new start; owner data are kept only when asked. */
  reset(businessLine: BusinessLine, options?: { keepOwner?: boolean; keys?: KeysPatch }): void;
  subscribe(listener: Listener): () => void;
}

type KeysPatch = Pick<Partial<SubscriptionForm>, 'partner_key' | 'referrer_key'>;

function readStored(storage: Storage | undefined): SubscriptionForm | null {
  try {
    const text = storage?.getItem(SUBSCRIPTION_FORM_KEY);
    if (!text) return null;
    const stored = JSON.parse(text) as Partial<SubscriptionForm> | null;
    if (!stored || typeof stored !== 'object') return null;
    const businessLine = stored.business_line ?? 'dog';
    return { ...emptyForm(businessLine), ...stored };
  } catch {
    return null;
  }
}

/** One answer unchanged: the same value, or an object (the coupon) with the same content. */
function sameAnswer(a: unknown, b: unknown): boolean {
  return Object.is(a, b) || (typeof a === 'object' && JSON.stringify(a) === JSON.stringify(b));
}

/** The same answers, whatever the order of the fields (the store keeps the order it had). */
export function sameForm(a: SubscriptionForm, b: SubscriptionForm): boolean {
  const fields = new Set([...Object.keys(a), ...Object.keys(b)] as (keyof SubscriptionForm)[]);
  return [...fields].every((field) => sameAnswer(a[field], b[field]));
}

export function createFormStore(storage: Storage | undefined): FormStore {
  let stored = readStored(storage);
  let form: SubscriptionForm = stored ?? emptyForm();
  const listeners = new Set<Listener>();

  const keep = () => {
    try {
      storage?.setItem(SUBSCRIPTION_FORM_KEY, JSON.stringify(form));
    } catch {
      // storage full or disabled (private mode): the wizard still works for this page
    }
    stored = form;
  };
  // `changed` false: the same answers (an arrival's entry often changes nothing): kept if they
  // were not, but no subscriber renders again (each would at once, in one long task: issue 14)
  const commit = (next: SubscriptionForm, changed: boolean) => {
    if (!changed) {
      if (stored === null) keep();
      return;
    }
    form = next;
    keep();
    for (const listener of listeners) listener();
  };

  return {
    get: () => form,
    hasStored: () => stored !== null,
    update(patch) {
      // only the patch's own answers can differ (one field per keystroke at step 1)
      const changed = Object.entries(patch).some(
        ([field, value]) => !sameAnswer(form[field as keyof SubscriptionForm], value),
      );
      commit(changed ? { ...form, ...patch } : form, changed);
    },
    reset(businessLine, options = {}) {
      const next = { ...emptyForm(businessLine), ...options.keys };
      if (options.keepOwner) {
        for (const field of ownerFields) Object.assign(next, { [field]: form[field] });
      }
      commit(next, !sameForm(form, next));
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

function browserStorage(): Storage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.localStorage;
  } catch {
    return undefined;
  }
}

/** The one store of the site's subscription wizard. */
export const formStore = createFormStore(browserStorage());

/**
 * The form step 1 shows instead of the stored one while it cannot show that one yet: during the
 * hydration of the page prerendered for an address (the form of a visitor with nothing stored:
 * the markup must be the same), and until an arrival's entry is applied (spec 000 §4).
 */
export const ShownFormContext = createContext<SubscriptionForm | null>(null);

/** Whether the form shown is the store's own (not one shown in its place: ShownFormContext). */
export function useShowsStoredForm(): boolean {
  return useContext(ShownFormContext) === null;
}

export function useSubscriptionForm(): SubscriptionForm {
  const shown = useContext(ShownFormContext);
  const stored = useSyncExternalStore(formStore.subscribe, formStore.get, formStore.get);
  return shown ?? stored;
}
