import type { BusinessLine } from '@app/domain/business-lines';
import {
  defaultHorseUsage,
  findHorseUsage,
  healthCertificateAge,
  horseUsages,
} from '@app/domain/constants';
import { toSwissDate } from '@app/domain/dates/calendar';
import { breedMinPrice } from '@app/domain/pricing/price-lists';
import { tariff2026 } from '@app/domain/pricing/tariff';
import { href } from '@app/domain/routes';
import type { Breed } from '@app/domain/schemas/catalog';
import { type RaceType, subscriptionInitSchema } from '@app/domain/schemas/subscriptions';
import { isOwnChannel, isPartnerInsurer } from '@app/domain/subscriptions/channel';
import { useEffect, useMemo, useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router';
import { compact } from '../../../app/api';
import catImage from '../../../assets/animal-cat.svg';
import dogImage from '../../../assets/animal-dog.svg';
import horseImage from '../../../assets/animal-horse.svg';
import { useBreeds } from '../api/use-breeds';
import { fetchHorsePrices } from '../api/use-horse-prices';
import { fetchPetPrices } from '../api/use-pet-prices';
import { postSubscriptionInit } from '../api/use-subscription-init';
import { firstBreedOptions, orderBreeds, secondBreedOptions, unknownDogBreedSlug } from '../breeds';
import { BreedCombobox } from '../components/breed-combobox';
import {
  CheckboxField,
  MaskedField,
  RadioGroupField,
  SelectField,
  TextField,
} from '../components/fields';
import { HorseValueUsageFields } from '../components/horse-value-usage-fields';
import { maskDate } from '../components/masks';
import { FormAlert, StepActions, WizardFrame } from '../components/wizard-frame';
import { schemaResolver } from '../form-resolver';
import { applyServerErrors } from '../server-errors';
import { allowedStartDates } from '../start-dates';
import { formStore, type SubscriptionForm, useSubscriptionForm } from '../subscription-store';
import { useWizardContext } from '../use-wizard-context';
import {
  nextRoute,
  reachedAfter,
  type WizardConfig,
  wizardBusinessLines,
  wizardOf,
} from '../wizard-engine';

export interface QuoteValues {
  animal_name: string;
  animal_race_type: RaceType;
  /** Breed ids as text ('' for none); the cat's second breed may be '0' ("Inconnu"). */
  animal_race_id: string;
  animal_race2_id: string;
  animal_date_of_birth: string;
  policy_start_date: string;
  is_indoor_cat: 'true' | 'false';
  /** Horse: the value in CHF as typed, and the usage (its usage_detail, spec 000 §3.3). */
  animal_value: string;
  usage_detail: string;
  email: string;
  agent_email: string;
  agent_first_name: string;
  agent_last_name: string;
  agent_nr: string;
  generali_mastercode: string;
  agent_company: string;
  agent_finma_nr: string;
  agent_lsa_confirm: boolean;
}

const quoteFields = [
  'animal_name',
  'animal_race_type',
  'animal_race_id',
  'animal_race2_id',
  'animal_date_of_birth',
  'policy_start_date',
  'is_indoor_cat',
  'animal_value',
  'usage_detail',
  'email',
  'agent_email',
  'agent_first_name',
  'agent_last_name',
  'agent_nr',
  'generali_mastercode',
  'agent_company',
  'agent_finma_nr',
  'agent_lsa_confirm',
] as const;

const images: Partial<Record<BusinessLine, string>> = {
  dog: dogImage,
  cat: catImage,
  horse: horseImage,
};

function valuesOf(form: SubscriptionForm): QuoteValues {
  return {
    animal_name: form.animal_name,
    animal_race_type: form.animal_race_type,
    animal_race_id: form.animal_race_id === undefined ? '' : String(form.animal_race_id),
    animal_race2_id:
      form.animal_race2_slug === 'inconnu'
        ? '0'
        : form.animal_race2_id === undefined
          ? ''
          : String(form.animal_race2_id),
    animal_date_of_birth: form.animal_date_of_birth,
    policy_start_date: form.policy_start_date,
    is_indoor_cat: form.is_indoor_cat ? 'true' : 'false',
    animal_value: form.animal_value === undefined ? '' : String(form.animal_value),
    usage_detail: form.usage_detail ?? defaultHorseUsage.usage_detail,
    email: form.email,
    agent_email: form.agent_email,
    agent_first_name: form.agent_first_name,
    agent_last_name: form.agent_last_name,
    agent_nr: form.agent_nr,
    generali_mastercode: form.generali_mastercode,
    agent_company: form.agent_company,
    agent_finma_nr: form.agent_finma_nr,
    agent_lsa_confirm: form.agent_lsa_confirm,
  };
}

const positiveId = (text: string) => (Number(text) > 0 ? Number(text) : undefined);

/** The horse fields of the quote (spec 000 §3.1, §3.3): value, usage group, animal group, label. */
export function horseFieldsOf(values: Pick<QuoteValues, 'animal_value' | 'usage_detail'>) {
  const usage =
    findHorseUsage(values.usage_detail) ?? findHorseUsage(defaultHorseUsage.usage_detail);
  return {
    animal_value: values.animal_value.trim() === '' ? undefined : Number(values.animal_value),
    usage: usage?.usage,
    usage_detail: usage?.usage_detail,
    animal_group: usage?.animal_group,
  };
}

/** The payload of POST subscriptions/init (also what subscriptionInitSchema checks). */
export function initPayload(
  businessLine: BusinessLine,
  values: QuoteValues,
  keys: Pick<SubscriptionForm, 'partner_key' | 'referrer_key'>,
) {
  const isOwn = isOwnChannel(keys.partner_key);
  const isGenerali = isPartnerInsurer(keys.partner_key);
  return compact({
    business_line: businessLine,
    animal_name: values.animal_name,
    animal_race_type: businessLine === 'dog' ? values.animal_race_type : 'pure',
    animal_race_id: positiveId(values.animal_race_id),
    animal_race2_id: positiveId(values.animal_race2_id),
    animal_date_of_birth: values.animal_date_of_birth,
    policy_start_date: values.policy_start_date,
    is_indoor_cat: businessLine === 'cat' && values.is_indoor_cat === 'true',
    ...(businessLine === 'horse' ? horseFieldsOf(values) : {}),
    email: isOwn ? values.email : undefined,
    agent_email: isOwn ? undefined : values.agent_email,
    agent_first_name: isOwn ? undefined : values.agent_first_name,
    agent_last_name: isOwn ? undefined : values.agent_last_name,
    agent_nr: isOwn ? undefined : values.agent_nr,
    generali_mastercode: isOwn || !isGenerali ? undefined : values.generali_mastercode,
    agent_company: isOwn || isGenerali ? undefined : values.agent_company,
    agent_finma_nr: isOwn ? undefined : values.agent_finma_nr,
    agent_lsa_confirm: isOwn ? undefined : values.agent_lsa_confirm,
    partner_key: keys.partner_key,
    referrer_key: keys.referrer_key,
  });
}

/** Breed facts stored with the ids (slug for the server, name for the recap, level for the price). */
function breedFacts(
  businessLine: BusinessLine,
  values: QuoteValues,
  breeds: readonly Breed[],
  unknownLabel: string,
) {
  const first = breeds.find((breed) => String(breed.id) === values.animal_race_id);
  const second = secondBreedOptions(businessLine, breeds, unknownLabel).find(
    (breed) => String(breed.id) === values.animal_race2_id,
  );
  return {
    animal_race_id: first?.id,
    animal_race_slug: first?.slug,
    animal_race_name: first?.name,
    animal_race2_id: second && second.id > 0 ? second.id : undefined,
    animal_race2_slug: second?.slug,
    animal_race2_name: second?.name,
    min_price: breedMinPrice(businessLine, [first?.min_price, second?.min_price]),
  };
}

/** Step 1 (spec 000 §2.4, §4): the animal and the quote form, "Calculer ma prime". */
export function QuoteStep({ config }: { config: WizardConfig }) {
  const intl = useIntl();
  const form = useSubscriptionForm();
  const title = intl.formatMessage({ id: 'subscription.quote.title' });
  const businessLine = form.business_line;

  const onAnimalChange = (next: BusinessLine) => {
    // spec 000 §4: a new animal resets the form (the channel keys come from the link)
    formStore.reset(next, {
      keys: { partner_key: form.partner_key, referrer_key: form.referrer_key },
    });
  };

  const animalLabel = intl.formatMessage({ id: `animal.${businessLine}` });
  return (
    <WizardFrame
      config={config}
      index={0}
      title={title}
      aside={
        <figure className="animal-figure">
          <img src={images[businessLine] ?? dogImage} width="120" height="120" alt="" />
          <figcaption>
            {[form.animal_race_name, form.animal_race2_name].filter(Boolean).join(' / ') ||
              animalLabel}
          </figcaption>
        </figure>
      }
    >
      <fieldset className="field field--radios field--inline animal-selector">
        <legend className="field__label">
          {intl.formatMessage({ id: 'subscription.field.animal' })}
        </legend>
        <div className="field__options">
          {wizardBusinessLines.map((line) => (
            <div className="field__option" key={line}>
              <input
                type="radio"
                id={`animal-${line}`}
                name="business_line"
                value={line}
                checked={businessLine === line}
                onChange={() => onAnimalChange(line)}
              />
              <label htmlFor={`animal-${line}`}>
                {intl.formatMessage({ id: `animal.${line}` })}
              </label>
            </div>
          ))}
        </div>
      </fieldset>
      <QuoteForm key={businessLine} config={wizardOf(businessLine) ?? config} />
    </WizardFrame>
  );
}

function QuoteForm({ config }: { config: WizardConfig }) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) =>
    intl.formatMessage({ id }, values);
  const navigate = useNavigate();
  const { locale, today } = useWizardContext();
  const stored = formStore.get();
  const businessLine = config.businessLine;
  const isDog = businessLine === 'dog';
  const isCat = businessLine === 'cat';
  const isHorse = businessLine === 'horse';
  const isOwn = isOwnChannel(stored.partner_key);
  const isGenerali = isPartnerInsurer(stored.partner_key);
  const breedsQuery = useBreeds(businessLine, locale);
  const breeds = useMemo(() => breedsQuery.data ?? [], [breedsQuery.data]);
  const unknownLabel = t('subscription.field.breedUnknown');
  const [alerts, setAlerts] = useState<string[]>([]);
  const [isPending, setIsPending] = useState(false);

  const schema = useMemo(() => subscriptionInitSchema({ tariff: tariff2026, today }), [today]);
  const {
    register,
    handleSubmit,
    control,
    setValue,
    getValues,
    setError,
    formState: { errors },
  } = useForm<QuoteValues>({
    defaultValues: valuesOf(stored),
    resolver: schemaResolver<QuoteValues>(schema, locale, (values) =>
      initPayload(businessLine, values, formStore.get()),
    ),
  });

  const values = useWatch({ control }) as QuoteValues;

  // spec 000 §4: every change is saved (with the breed facts the recap and the price need).
  useEffect(() => {
    formStore.update({
      animal_name: values.animal_name,
      animal_race_type: isDog ? values.animal_race_type : 'pure',
      animal_date_of_birth: values.animal_date_of_birth,
      policy_start_date: values.policy_start_date,
      is_indoor_cat: isCat && values.is_indoor_cat === 'true',
      ...(isHorse ? horseFieldsOf(values) : {}),
      email: values.email,
      agent_email: values.agent_email,
      agent_first_name: values.agent_first_name,
      agent_last_name: values.agent_last_name,
      agent_nr: values.agent_nr,
      generali_mastercode: values.generali_mastercode,
      agent_company: values.agent_company,
      agent_finma_nr: values.agent_finma_nr,
      agent_lsa_confirm: values.agent_lsa_confirm,
      ...(breeds.length > 0 ? breedFacts(businessLine, values, breeds, unknownLabel) : {}),
    });
  }, [values, breeds, businessLine, isDog, isCat, isHorse, unknownLabel]);

  // spec 000 §4: usage "other" dims the submit and asks to contact the agent
  const isUsageOther = isHorse && findHorseUsage(values.usage_detail ?? '')?.usage === 'other';

  // spec 000 §4: breed type inconnu takes the breed "divers"; another type clears the breeds.
  const raceType = values.animal_race_type;
  const divers = breeds.find((breed) => breed.slug === unknownDogBreedSlug);
  useEffect(() => {
    if (!isDog) return;
    if (raceType === 'inconnu') {
      if (divers && getValues('animal_race_id') !== String(divers.id)) {
        setValue('animal_race_id', String(divers.id));
        setValue('animal_race2_id', '');
      }
    } else if (getValues('animal_race_id') === String(divers?.id ?? -1)) {
      setValue('animal_race_id', '');
      setValue('animal_race2_id', '');
    }
    if (raceType === 'pure') setValue('animal_race2_id', '');
  }, [raceType, divers, isDog, getValues, setValue]);

  const startDates = useMemo(
    () => allowedStartDates(values.animal_date_of_birth ?? '', today),
    [values.animal_date_of_birth, today],
  );
  // A start date outside the new window is cleared (spec 000 §4: birth date change).
  useEffect(() => {
    const start = getValues('policy_start_date');
    if (start && !startDates.includes(start)) setValue('policy_start_date', '');
  }, [startDates, getValues, setValue]);

  const firstOptions = firstBreedOptions(businessLine, breeds);
  const secondOptions = secondBreedOptions(businessLine, breeds, unknownLabel);
  const hasSecondBreed = isCat || (isDog && raceType === 'croise');
  const hasFirstBreed = !(isDog && raceType === 'inconnu');

  const chooseBreed = (which: 'animal_race_id' | 'animal_race2_id', breed: Breed | undefined) => {
    setValue(which, breed ? String(breed.id) : '', { shouldValidate: false });
    const first = firstOptions.find((entry) => String(entry.id) === getValues('animal_race_id'));
    const second = secondOptions.find((entry) => String(entry.id) === getValues('animal_race2_id'));
    const [one, two] = orderBreeds(first, second);
    // spec 000 §4: the dearer breed is breed 1 ("Autres (Chat)" never is)
    if (one !== first && one && firstOptions.includes(one as Breed)) {
      setValue('animal_race_id', String(one.id));
      setValue('animal_race2_id', two ? String(two.id) : '');
    }
  };

  const onSubmit = handleSubmit(async (submitted) => {
    if (isPending || isUsageOther) return;
    setAlerts([]);
    setIsPending(true);
    const keys = formStore.get();
    const payload = initPayload(businessLine, submitted, keys);
    try {
      // spec 000 §4: the prices are loaded first, then the init
      if (businessLine === 'dog' || businessLine === 'cat') {
        await fetchPetPrices(businessLine, {
          animal_name: submitted.animal_name,
          animal_race_id: positiveId(submitted.animal_race_id),
          animal_race2_id: positiveId(submitted.animal_race2_id),
          animal_date_of_birth: submitted.animal_date_of_birth,
          policy_start_date: submitted.policy_start_date,
          is_indoor_cat: isCat && submitted.is_indoor_cat === 'true',
        });
      } else if (isHorse) {
        await fetchHorsePrices({
          animal_race_id: positiveId(submitted.animal_race_id),
          animal_date_of_birth: submitted.animal_date_of_birth,
          policy_start_date: submitted.policy_start_date,
          ...horseFieldsOf(submitted),
        });
      }
      const { user_token } = await postSubscriptionInit({
        ...payload,
        animal_race_slug: keys.animal_race_slug,
        animal_race2_slug: keys.animal_race2_slug,
      });
      formStore.update({
        user_token,
        reached_step: reachedAfter(0, 1),
        // spec 000 §4: pack defaults
        deductible: 1000,
        cover_diseases: false,
        cover_prevention: false,
        // spec 000 §4: the horse pack step sets its defaults; no death option yet
        insurance_name: undefined,
        assista: false,
        horse_death_insurance_base_product_id: undefined,
        option_name: 'none',
        invalidite: false,
        poulain: false,
        cover_disability: false,
        request_type: undefined,
        coupon_code: '',
        coupon_data: undefined,
      });
      navigate(href(nextRoute(config, 0), locale));
    } catch (error) {
      setAlerts(applyServerErrors(error, quoteFields, setError, t('subscription.error')));
      setIsPending(false);
    }
  });

  const error = (name: keyof QuoteValues) => errors[name]?.message;

  return (
    <form id="quote-form" className="wizard__form" noValidate onSubmit={onSubmit}>
      <FormAlert messages={alerts} />
      <TextField
        label={t('subscription.field.animalName')}
        registration={register('animal_name')}
        error={error('animal_name')}
        isRequired
        autoComplete="off"
        maxLength={50}
      />
      {isDog && (
        <RadioGroupField
          legend={t('subscription.field.raceType')}
          registration={register('animal_race_type')}
          error={error('animal_race_type')}
          options={[
            { value: 'pure', label: t('subscription.raceType.pure') },
            { value: 'croise', label: t('subscription.raceType.croise') },
            { value: 'inconnu', label: t('subscription.raceType.inconnu') },
          ]}
        />
      )}
      {hasFirstBreed && (
        <Controller
          control={control}
          name="animal_race_id"
          render={({ field }) => (
            <BreedCombobox
              name="animal_race_id"
              label={t(hasSecondBreed ? 'subscription.field.breed1' : 'subscription.field.breed')}
              breeds={firstOptions}
              value={field.value}
              onChange={(breed) => chooseBreed('animal_race_id', breed)}
              error={error('animal_race_id')}
              isRequired
              isLoading={breedsQuery.isPending}
              inputRef={field.ref}
            />
          )}
        />
      )}
      {hasSecondBreed && (
        <Controller
          control={control}
          name="animal_race2_id"
          render={({ field }) => (
            <BreedCombobox
              name="animal_race2_id"
              label={t('subscription.field.breed2')}
              breeds={secondOptions}
              value={field.value}
              onChange={(breed) => chooseBreed('animal_race2_id', breed)}
              error={error('animal_race2_id')}
              isLoading={breedsQuery.isPending}
              inputRef={field.ref}
            />
          )}
        />
      )}
      <MaskedField
        label={t('subscription.field.birthDate')}
        registration={register('animal_date_of_birth')}
        error={error('animal_date_of_birth')}
        hint={t('subscription.hint.birthDate', { age: healthCertificateAge[businessLine] })}
        placeholder={t('subscription.datePlaceholder')}
        mask={maskDate}
        isRequired
        autoComplete="off"
      />
      <SelectField
        label={t('subscription.field.startDate')}
        registration={register('policy_start_date')}
        error={error('policy_start_date')}
        hint={startDates.length === 0 ? t('subscription.hint.startDate') : undefined}
        placeholder={t('subscription.choose')}
        options={startDates.map((date) => ({ value: date, label: toSwissDate(date) }))}
        isRequired
      />
      {isCat && (
        <RadioGroupField
          legend={t('subscription.field.indoor')}
          registration={register('is_indoor_cat')}
          options={[
            { value: 'true', label: t('subscription.indoor.yes') },
            { value: 'false', label: t('subscription.indoor.no') },
          ]}
        />
      )}
      {isHorse && (
        <HorseValueUsageFields
          value={register('animal_value')}
          usage={register('usage_detail')}
          valueError={error('animal_value')}
          usageError={error('usage_detail')}
          usages={horseUsages}
          isUsageOther={isUsageOther}
          locale={locale}
          onCapValue={(capped) => setValue('animal_value', capped)}
        />
      )}
      {isOwn ? (
        <TextField
          label={t('subscription.field.email')}
          registration={register('email')}
          error={error('email')}
          type="email"
          autoComplete="email"
          isRequired
        />
      ) : (
        <fieldset className="wizard__group">
          <legend>{t('subscription.agent.title')}</legend>
          <TextField
            label={t('subscription.agent.email')}
            registration={register('agent_email')}
            error={error('agent_email')}
            type="email"
            autoComplete="email"
            isRequired
          />
          <TextField
            label={t('subscription.agent.firstName')}
            registration={register('agent_first_name')}
            error={error('agent_first_name')}
            autoComplete="given-name"
            isRequired
          />
          <TextField
            label={t('subscription.agent.lastName')}
            registration={register('agent_last_name')}
            error={error('agent_last_name')}
            autoComplete="family-name"
            isRequired
          />
          <TextField
            label={t(isGenerali ? 'subscription.agent.nrGenerali' : 'subscription.agent.nr')}
            registration={register('agent_nr')}
            error={error('agent_nr')}
            inputMode="numeric"
            maxLength={7}
            isRequired
          />
          {isGenerali ? (
            <TextField
              label={t('subscription.agent.mastercode')}
              registration={register('generali_mastercode')}
              error={error('generali_mastercode')}
              inputMode="numeric"
              maxLength={6}
              isRequired
            />
          ) : (
            <TextField
              label={t('subscription.agent.company')}
              registration={register('agent_company')}
              error={error('agent_company')}
              autoComplete="organization"
              isRequired
            />
          )}
          <TextField
            label={t('subscription.agent.finma')}
            registration={register('agent_finma_nr')}
            error={error('agent_finma_nr')}
            hint={t('subscription.agent.finmaHint')}
            maxLength={9}
            isRequired
          />
          <CheckboxField
            label={t('subscription.agent.lsaConfirm')}
            registration={register('agent_lsa_confirm')}
            error={error('agent_lsa_confirm')}
            isRequired
          />
        </fieldset>
      )}
      <p className="field__hint">{t('subscription.requiredNote')}</p>
      <StepActions
        back={null}
        submitLabel={t('subscription.quote.submit')}
        isPending={isPending}
        isDisabled={isUsageOther}
      />
    </form>
  );
}
