import { brand } from '@app/domain/brand';
import { isBusinessLine } from '@app/domain/business-lines';
import type { AnimalSex } from '@app/domain/constants';
import { parseDate, toSwissDate } from '@app/domain/dates/calendar';
import type { Locale } from '@app/domain/locale';
import { breedMinPrice } from '@app/domain/pricing/price-lists';
import type { RouteName } from '@app/domain/routes';
import type { Breed } from '@app/domain/schemas/catalog';
import type { ResumedDraft } from '../../lib/resume-links';
import { fetchBreeds } from './api/use-breeds';
import { fetchGenders } from './api/use-genders';
import { emptyForm, formStore, type SubscriptionForm } from './subscription-store';
import { locateStep } from './wizard-engine';

type Data = Record<string, unknown>;

const text = (value: unknown) => (typeof value === 'string' ? value : '');
const numberOf = (value: unknown) =>
  typeof value === 'number'
    ? value
    : typeof value === 'string' && value !== ''
      ? Number(value)
      : undefined;
const flag = (value: unknown) => value === true;
const optionalFlag = (value: unknown) => (typeof value === 'boolean' ? value : undefined);
/** The server keeps dates as YYYY-MM-DD; the wizard's typed dates are DD.MM.YYYY. */
const swissDateOf = (value: unknown) => {
  const date = parseDate(text(value));
  return date ? toSwissDate(date) : text(value);
};

/** The fields of the store the server's data gives back (API names, spec 000 §3.1). */
export function formOfResumed(answer: ResumedDraft): SubscriptionForm | null {
  const data = answer.data as Data;
  const line = answer.business_line ?? text(data.business_line);
  if (!isBusinessLine(line)) return null;
  const empty = emptyForm(line);
  const copy = <K extends keyof SubscriptionForm>(keys: readonly K[]) =>
    Object.fromEntries(
      keys
        .filter((key) => data[key] !== undefined && data[key] !== null)
        .map((key) => [key, data[key]]),
    ) as Partial<SubscriptionForm>;
  const located = locateStep(answer.resume_route as RouteName, line);
  return {
    ...empty,
    ...copy([
      'animal_name',
      'animal_race_type',
      'animal_race_id',
      'animal_race_slug',
      'animal_race2_id',
      'animal_race2_slug',
      'animal_gender_id',
      'animal_gender',
      'usage',
      'usage_detail',
      'animal_group',
      'deductible',
      'insurance_name',
      'horse_death_insurance_base_product_id',
      'option_name',
      'insurance_product_id',
      'insurance_product_pbs_id',
      'master_policy_id',
      'coupon_code',
      'coupon_data',
      'payment_mode',
      'payment_method',
      'salutation_id',
      'gender',
      'first_name',
      'last_name',
      'email',
      'phone',
      'street_name',
      'building_number',
      'address',
      'city',
      'country_id',
      'existing_client_nr',
      'agent_email',
      'agent_first_name',
      'agent_last_name',
      'agent_nr',
      'generali_mastercode',
      'agent_company',
      'agent_finma_nr',
    ]),
    animal_date_of_birth: swissDateOf(data.animal_date_of_birth),
    policy_start_date: parseDate(text(data.policy_start_date)) ?? '',
    owner_date_of_birth: data.owner_date_of_birth ? swissDateOf(data.owner_date_of_birth) : '',
    email_confirmation: text(data.email_confirmation) || text(data.email),
    zip: data.zip === undefined || data.zip === null ? '' : String(data.zip),
    animal_identification: text(data.animal_identification),
    animal_sex: (data.animal_sex === 'female' || data.animal_sex === 'male'
      ? data.animal_sex
      : undefined) as AnimalSex | undefined,
    animal_value: numberOf(data.animal_value),
    has_been_treated_lately: optionalFlag(data.has_been_treated_lately),
    treatment_description: text(data.treatment_description),
    animal_defects: text(data.animal_defects),
    previous_owner_info: text(data.previous_owner_info),
    ecurie_details: text(data.ecurie_details),
    veterinarian_name: text(data.veterinarian_name),
    is_indoor_cat: flag(data.is_indoor_cat),
    cover_diseases: flag(data.cover_diseases),
    cover_prevention: flag(data.cover_prevention),
    assista: flag(data.assista),
    invalidite: flag(data.invalidite),
    poulain: flag(data.poulain),
    cover_disability: flag(data.cover_disability),
    already_client: flag(data.already_client),
    agent_lsa_confirm: flag(data.agent_lsa_confirm),
    partner_key: text(data.partner_key) || brand.ownPartnerKey,
    referrer_key: text(data.referrer_key) || brand.ownPartnerKey,
    user_token: answer.user_token,
    // every step up to the one to continue at is reachable again
    reached_step: located ? located.index + 1 : 1,
  };
}

/** The breed names (not stored by the server) and the price level, in the page's language. */
async function withBreeds(form: SubscriptionForm, locale: Locale): Promise<SubscriptionForm> {
  const breeds = await fetchBreeds(form.business_line, locale).catch(() => [] as Breed[]);
  const first = breeds.find((breed) => breed.id === form.animal_race_id);
  const second = breeds.find((breed) => breed.id === form.animal_race2_id);
  return {
    ...form,
    animal_race_name: first?.name,
    animal_race2_name: form.animal_race2_slug === 'inconnu' ? undefined : second?.name,
    min_price: breedMinPrice(form.business_line, [first?.min_price, second?.min_price]),
  };
}

/** A gender chosen earlier: its sex (the foal's price) when the server did not keep it. */
async function withSex(form: SubscriptionForm, locale: Locale): Promise<SubscriptionForm> {
  if (form.animal_sex || form.animal_gender_id === undefined) return form;
  const genders = await fetchGenders(form.business_line, locale).catch(() => []);
  const gender = genders.find((entry) => entry.id === form.animal_gender_id);
  return gender ? { ...form, animal_sex: gender.sex, animal_gender: gender.name } : form;
}

/**
 * A resume link's subscription (issue 13) becomes the wizard's stored form, as if typed on
 * this device: the server's state in the store's shapes, the breed names fetched again.
 */
export async function restoreSubscription(answer: ResumedDraft): Promise<void> {
  const form = formOfResumed(answer);
  if (!form) throw new Error('unknown animal');
  const locale = answer.locale;
  formStore.reset(form.business_line, {
    keys: { partner_key: form.partner_key, referrer_key: form.referrer_key },
  });
  formStore.update(await withSex(await withBreeds(form, locale), locale));
}
