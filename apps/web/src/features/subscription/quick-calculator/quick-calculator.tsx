import type { PetBusinessLine } from '@app/domain/constants';
import { petDeductibles } from '@app/domain/constants';
import { toSwissDate } from '@app/domain/dates/calendar';
import { breedMinPrice } from '@app/domain/pricing/price-lists';
import { tariff2026 } from '@app/domain/pricing/tariff';
import { href, localeOfPath, type RouteName, routeTable } from '@app/domain/routes';
import type { Breed } from '@app/domain/schemas/catalog';
import { type RaceType, subscriptionQuickInitBaseSchema } from '@app/domain/schemas/subscriptions';
import { useEffect, useMemo, useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useIntl } from 'react-intl';
import { useLocation, useNavigate } from 'react-router';
import { compact } from '../../../app/api';
import { QueryProvider } from '../../../app/query-provider';
import { formatChf } from '../../../ui/format-chf';
import { useBreeds } from '../api/use-breeds';
import { usePetPrices } from '../api/use-pet-prices';
import { postQuickInit } from '../api/use-quick-init';
import { firstBreedOptions, orderBreeds, unknownDogBreedSlug } from '../breeds';
import { BreedCombobox } from '../components/breed-combobox';
import {
  CheckboxField,
  MaskedField,
  RadioGroupField,
  SelectField,
  TextField,
} from '../components/fields';
import { maskDate } from '../components/masks';
import { FormAlert } from '../components/wizard-frame';
import { toggleCover } from '../cover-rules';
import { schemaResolver } from '../form-resolver';
import { applyServerErrors } from '../server-errors';
import { allowedStartDates } from '../start-dates';
import { formStore } from '../subscription-store';
import { useWizardContext } from '../use-wizard-context';
import { indexOfKind, wizardOf } from '../wizard-engine';
import '../components/wizard.css';
import './quick-calculator.css';

interface QuickValues {
  animal_name: string;
  animal_race_type: RaceType;
  animal_race_id: string;
  animal_race2_id: string;
  animal_date_of_birth: string;
  policy_start_date: string;
  is_indoor_cat: 'true' | 'false';
  deductible: string;
  cover_diseases: boolean;
  cover_prevention: boolean;
}

const quickFields = [
  'animal_name',
  'animal_race_type',
  'animal_race_id',
  'animal_race2_id',
  'animal_date_of_birth',
  'policy_start_date',
  'is_indoor_cat',
  'deductible',
  'cover_diseases',
  'cover_prevention',
] as const;

const positiveId = (text: string) => (Number(text) > 0 ? Number(text) : undefined);

function payloadOf(businessLine: PetBusinessLine, values: QuickValues, breeds: readonly Breed[]) {
  const first = breeds.find((breed) => String(breed.id) === values.animal_race_id);
  const second = breeds.find((breed) => String(breed.id) === values.animal_race2_id);
  const isDog = businessLine === 'dog';
  return compact({
    business_line: businessLine,
    animal_name: values.animal_name,
    animal_race_type: isDog ? values.animal_race_type : 'pure',
    animal_race_id: first?.id,
    animal_race_slug: first?.slug,
    animal_race2_id: isDog && values.animal_race_type === 'croise' ? second?.id : undefined,
    animal_race2_slug: isDog && values.animal_race_type === 'croise' ? second?.slug : undefined,
    animal_date_of_birth: values.animal_date_of_birth,
    policy_start_date: values.policy_start_date,
    is_indoor_cat: !isDog && values.is_indoor_cat === 'true',
    deductible: Number(values.deductible),
    cover_diseases: values.cover_diseases,
    cover_prevention: values.cover_prevention,
    payment_mode: 'yearly',
    payment_method: 'invoice',
    partner_key: formStore.get().partner_key,
    referrer_key: formStore.get().referrer_key,
  });
}

/**
 * The quick calculator of the dog and cat offer pages (spec 000 §2.2, §4): monthly premium
 * (+5% federal stamp) and annual cap of the chosen cover; "next step" sends the quick init and
 * continues at the animal-information step of the wizard.
 */
export default function QuickCalculator({ businessLine }: { businessLine: PetBusinessLine }) {
  return (
    <QueryProvider>
      <Calculator businessLine={businessLine} />
    </QueryProvider>
  );
}

function Calculator({ businessLine }: { businessLine: PetBusinessLine }) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) =>
    intl.formatMessage({ id }, values);
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const locale = localeOfPath(pathname);
  const { today } = useWizardContext();
  const isDog = businessLine === 'dog';
  const breedsQuery = useBreeds(businessLine, locale);
  const breeds = useMemo(
    () => firstBreedOptions(businessLine, breedsQuery.data ?? []),
    [businessLine, breedsQuery.data],
  );
  const [alerts, setAlerts] = useState<string[]>([]);
  const [isPending, setIsPending] = useState(false);

  const {
    register,
    control,
    handleSubmit,
    setValue,
    getValues,
    setError,
    formState: { errors },
  } = useForm<QuickValues>({
    defaultValues: {
      animal_name: '',
      animal_race_type: 'pure',
      animal_race_id: '',
      animal_race2_id: '',
      animal_date_of_birth: '',
      policy_start_date: '',
      is_indoor_cat: 'false',
      deductible: '1000',
      cover_diseases: false,
      cover_prevention: false,
    },
    resolver: schemaResolver<QuickValues>(subscriptionQuickInitBaseSchema, locale, (values) =>
      payloadOf(businessLine, values, breeds),
    ),
  });
  const values = useWatch({ control }) as QuickValues;
  const raceType = values.animal_race_type;
  const divers = breeds.find((breed) => breed.slug === unknownDogBreedSlug);

  // spec 000 §4: inconnu takes the breed "divers"; another type clears the breeds
  useEffect(() => {
    if (!isDog) return;
    if (raceType === 'inconnu') {
      if (divers) setValue('animal_race_id', String(divers.id));
      setValue('animal_race2_id', '');
    } else if (getValues('animal_race_id') === String(divers?.id ?? -1)) {
      setValue('animal_race_id', '');
    }
    if (raceType !== 'croise') setValue('animal_race2_id', '');
  }, [raceType, divers, isDog, getValues, setValue]);

  const startDates = useMemo(
    () => allowedStartDates(values.animal_date_of_birth ?? '', today),
    [values.animal_date_of_birth, today],
  );
  // spec 000 §4: changing the birth date clears the start date (and so the prices)
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the birth date changes
  useEffect(() => {
    setValue('policy_start_date', '');
  }, [values.animal_date_of_birth, setValue]);

  const hasRace = values.animal_race_id !== '';
  const priceRequest =
    hasRace && values.policy_start_date && values.animal_date_of_birth
      ? {
          animal_race_id: positiveId(values.animal_race_id),
          animal_race2_id: positiveId(values.animal_race2_id),
          animal_date_of_birth: values.animal_date_of_birth,
          policy_start_date: toSwissDate(values.policy_start_date),
          is_indoor_cat: !isDog && values.is_indoor_cat === 'true',
        }
      : null;
  const prices = usePetPrices(businessLine, priceRequest);
  const row = priceRequest
    ? prices.data?.find(
        (entry) =>
          entry.deductible === Number(values.deductible) &&
          entry.cover_diseases === values.cover_diseases &&
          entry.cover_prevention === values.cover_prevention,
      )
    : undefined;

  const chooseBreed = (which: 'animal_race_id' | 'animal_race2_id', breed: Breed | undefined) => {
    setValue(which, breed ? String(breed.id) : '');
    const first = breeds.find((entry) => String(entry.id) === getValues('animal_race_id'));
    const second = breeds.find((entry) => String(entry.id) === getValues('animal_race2_id'));
    const [one, two] = orderBreeds(first, second);
    if (one !== first) {
      setValue('animal_race_id', one ? String(one.id) : '');
      setValue('animal_race2_id', two ? String(two.id) : '');
    }
  };

  const setCover = (field: 'cover_diseases' | 'cover_prevention', isOn: boolean) => {
    const next = toggleCover(getValues(), field, isOn);
    setValue('cover_diseases', next.cover_diseases);
    setValue('cover_prevention', next.cover_prevention);
  };

  const config = wizardOf(businessLine);
  const animalRoute = config?.steps[indexOfKind(config, 'animal')]?.route as RouteName;
  // spec 000 §2.2: the next step is /souscription/{animal}/informations-animal, in German
  // /de/souscription/{animal}/informations-animal (the route's alias)
  const nextPath =
    locale === 'de'
      ? ((routeTable[animalRoute] as { fr: string; aliases?: readonly string[] }).aliases?.[0] ??
        href(animalRoute, locale))
      : href(animalRoute, locale);

  const onSubmit = handleSubmit(async (submitted) => {
    if (isPending) return;
    setAlerts([]);
    setIsPending(true);
    const payload = payloadOf(businessLine, submitted, breeds);
    try {
      const { user_token } = await postQuickInit(payload as Parameters<typeof postQuickInit>[0]);
      const first = breeds.find((breed) => String(breed.id) === submitted.animal_race_id);
      const second = breeds.find((breed) => String(breed.id) === submitted.animal_race2_id);
      const stored = formStore.get();
      formStore.reset(businessLine, {
        keys: { partner_key: stored.partner_key, referrer_key: stored.referrer_key },
      });
      formStore.update({
        animal_name: submitted.animal_name,
        animal_race_type: isDog ? submitted.animal_race_type : 'pure',
        animal_race_id: first?.id,
        animal_race_slug: first?.slug,
        animal_race_name: first?.name,
        animal_race2_id: second?.id,
        animal_race2_slug: second?.slug,
        animal_race2_name: second?.name,
        min_price: breedMinPrice(businessLine, [first?.min_price, second?.min_price]),
        animal_date_of_birth: submitted.animal_date_of_birth,
        policy_start_date: submitted.policy_start_date,
        is_indoor_cat: !isDog && submitted.is_indoor_cat === 'true',
        deductible: Number(submitted.deductible),
        cover_diseases: submitted.cover_diseases,
        cover_prevention: submitted.cover_prevention,
        user_token,
        // the quote and the cover are done: the wizard continues at the animal step
        reached_step: config ? indexOfKind(config, 'animal') + 1 : 1,
      });
      navigate(nextPath);
    } catch (error) {
      setAlerts(applyServerErrors(error, quickFields, setError, t('subscription.error')));
      setIsPending(false);
    }
  });
  const error = (name: keyof QuickValues) => errors[name]?.message;

  return (
    <section className="quick-calculator" aria-labelledby="quick-calculator-title">
      <h2 id="quick-calculator-title">{t('subscription.quick.title')}</h2>
      <form noValidate onSubmit={onSubmit} className="quick-calculator__form">
        <FormAlert messages={alerts} />
        <TextField
          label={t('subscription.field.animalName')}
          registration={register('animal_name')}
          error={error('animal_name')}
          isRequired
          autoComplete="off"
        />
        {isDog && (
          <RadioGroupField
            legend={t('subscription.field.raceType')}
            registration={register('animal_race_type')}
            options={[
              { value: 'pure', label: t('subscription.raceType.pure') },
              { value: 'croise', label: t('subscription.raceType.croise') },
              { value: 'inconnu', label: t('subscription.raceType.inconnu') },
            ]}
          />
        )}
        {!(isDog && raceType === 'inconnu') && (
          <Controller
            control={control}
            name="animal_race_id"
            render={({ field }) => (
              <BreedCombobox
                name="quick_animal_race_id"
                label={t(
                  raceType === 'croise' && isDog
                    ? 'subscription.field.breed1'
                    : 'subscription.field.breed',
                )}
                breeds={breeds}
                value={field.value}
                onChange={(breed) => chooseBreed('animal_race_id', breed)}
                error={error('animal_race_id')}
                isRequired
                inputRef={field.ref}
              />
            )}
          />
        )}
        {isDog && raceType === 'croise' && (
          <Controller
            control={control}
            name="animal_race2_id"
            render={({ field }) => (
              <BreedCombobox
                name="quick_animal_race2_id"
                label={t('subscription.field.breed2')}
                breeds={breeds}
                value={field.value}
                onChange={(breed) => chooseBreed('animal_race2_id', breed)}
                error={error('animal_race2_id')}
                inputRef={field.ref}
              />
            )}
          />
        )}
        <MaskedField
          label={t('subscription.field.birthDate')}
          registration={register('animal_date_of_birth')}
          error={error('animal_date_of_birth')}
          placeholder={t('subscription.datePlaceholder')}
          mask={maskDate}
          isRequired
          autoComplete="off"
        />
        <SelectField
          label={t('subscription.field.startDate')}
          registration={register('policy_start_date')}
          error={error('policy_start_date')}
          placeholder={t('subscription.choose')}
          options={startDates.map((date) => ({ value: date, label: toSwissDate(date) }))}
          isRequired
        />
        {!isDog && (
          <RadioGroupField
            legend={t('subscription.field.indoor')}
            registration={register('is_indoor_cat')}
            options={[
              { value: 'true', label: t('subscription.indoor.yes') },
              { value: 'false', label: t('subscription.indoor.no') },
            ]}
          />
        )}
        <fieldset className="wizard__group">
          <legend>{t('subscription.quick.cover')}</legend>
          <div className="field field--checkbox">
            <input type="checkbox" id="quick-cover-accident" checked disabled />
            <label htmlFor="quick-cover-accident">{t('subscription.pack.feature.accident')}</label>
          </div>
          <CheckboxField
            label={t('subscription.quick.diseases')}
            registration={{
              ...register('cover_diseases'),
              onChange: async (event) => setCover('cover_diseases', event.target.checked),
            }}
          />
          <CheckboxField
            label={t('subscription.quick.prevention')}
            registration={{
              ...register('cover_prevention'),
              onChange: async (event) => setCover('cover_prevention', event.target.checked),
            }}
          />
          <SelectField
            label={t('subscription.pack.deductible')}
            registration={register('deductible')}
            options={petDeductibles.map((deductible) => ({
              value: String(deductible),
              label: formatChf(deductible),
            }))}
          />
        </fieldset>
        <div className="quick-calculator__result" role="status">
          {row ? (
            <>
              <p className="quick-calculator__price">
                {t('subscription.pack.perMonth', { amount: formatChf(row.monthly_price) })}{' '}
                <span>
                  {t('subscription.stampNote', { percent: tariff2026.fees.stamp_duty_percent })}
                </span>
              </p>
              <p>{t('subscription.quick.annualCap', { amount: formatChf(row.annual_cap) })}</p>
            </>
          ) : (
            <p>{t('subscription.quick.hint')}</p>
          )}
        </div>
        <button type="submit" className="button" aria-disabled={isPending || undefined}>
          {isPending ? t('subscription.sending') : t('subscription.quick.next')}
        </button>
      </form>
    </section>
  );
}
