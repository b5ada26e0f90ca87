import type { BusinessLine } from '@app/domain/business-lines';
import {
  defaultHorseUsage,
  healthCertificateAge,
  horseUsageOf,
  horseUsages,
  isUnpricedHorseUsage,
  onlineSubscriptionMaxAge,
  treatmentLookBackMonths,
} from '@app/domain/constants';
import { translate } from '@app/domain/messages/translate';
import { noDeathOption } from '@app/domain/pricing/horse-cover';
import { defaultPetCover } from '@app/domain/pricing/pet-cover';
import { breedMinPrice } from '@app/domain/pricing/price-lists';
import { tariff2026 } from '@app/domain/pricing/tariff-2026';
import { href } from '@app/domain/routes';
import type { Breed } from '@app/domain/schemas/catalog';
import { type RaceType, subscriptionInitSchema } from '@app/domain/schemas/subscriptions';
import { isIndoorCat } from '@app/domain/subscriptions/animal';
import {
  firstBreedOptions,
  raceTypeOf,
  secondBreedOptions,
} from '@app/domain/subscriptions/breeds';
import {
  isOfferedOnChannel,
  isOwnChannel,
  isPartnerInsurer,
} from '@app/domain/subscriptions/channel';
import {
  offerNoticeAtQuote,
  type QuoteOfferNotice,
  type QuoteOfferReason,
} from '@app/domain/subscriptions/request-type';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useWatch } from 'react-hook-form';
import { useIntl } from 'react-intl';
import { Link, useNavigate, useSearchParams } from 'react-router';
import catImage from '../../../assets/animal-cat.svg';
import dogImage from '../../../assets/animal-dog.svg';
import horseImage from '../../../assets/animal-horse.svg';
import { compact } from '../../../lib/api';
import { Form } from '../../../ui/form';
import { Notice } from '../../../ui/form-alert';
import { CheckboxField, RadioGroupField, TextField } from '../../../ui/inputs';
import type { useSchemaFields } from '../../../ui/use-schema-fields';
import { useSchemaForm } from '../../../ui/use-schema-form';
import { useBreeds } from '../api/use-breeds';
import { fetchHorsePrices } from '../api/use-horse-prices';
import { fetchPetPrices } from '../api/use-pet-prices';
import { postSubscriptionInit } from '../api/use-subscription-init';
import { AnimalQuoteFields } from '../components/animal-quote-fields';
import { HorseValueUsageFields } from '../components/horse-value-usage-fields';
import { IndoorCatField } from '../components/indoor-cat-field';
import { StepActions, WizardFrame } from '../components/wizard-frame';
import {
  formStore,
  type SubscriptionForm,
  useShowsStoredForm,
  useSubscriptionForm,
} from '../subscription-store';
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
function horseFieldsOf(values: Pick<QuoteValues, 'animal_value' | 'usage_detail'>) {
  const usage = horseUsageOf(values.usage_detail);
  return {
    animal_value: values.animal_value.trim() === '' ? undefined : Number(values.animal_value),
    usage: usage.usage,
    usage_detail: usage.usage_detail,
    animal_group: usage.animal_group,
  };
}

/** The payload of POST subscriptions/init (also what subscriptionInitSchema checks). */
function initPayload(
  businessLine: BusinessLine,
  values: QuoteValues,
  keys: Pick<SubscriptionForm, 'partner_key' | 'referrer_key'>,
) {
  const isOwn = isOwnChannel(keys.partner_key);
  const isGenerali = isPartnerInsurer(keys.partner_key);
  return compact({
    business_line: businessLine,
    animal_name: values.animal_name,
    animal_race_type: raceTypeOf(businessLine, values.animal_race_type),
    animal_race_id: positiveId(values.animal_race_id),
    animal_race2_id: positiveId(values.animal_race2_id),
    animal_date_of_birth: values.animal_date_of_birth,
    policy_start_date: values.policy_start_date,
    is_indoor_cat: isIndoorCat(businessLine, values.is_indoor_cat === 'true'),
    ...(businessLine === 'horse' ? horseFieldsOf(values) : {}),
    email: isOwn ? values.email : undefined,
    agent_email: isOwn ? undefined : values.agent_email,
    agent_first_name: isOwn ? undefined : values.agent_first_name,
    agent_last_name: isOwn ? undefined : values.agent_last_name,
    agent_nr: isOwn ? undefined : values.agent_nr,
    generali_mastercode: isOwn || !isGenerali ? undefined : values.generali_mastercode,
    agent_company: isOwn ? undefined : values.agent_company,
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
  const [search] = useSearchParams();
  const { locale } = useWizardContext();
  const title = intl.formatMessage({ id: 'subscription.quote.title' });
  const businessLine = form.business_line;
  // the refusal of the animal (spec 000 §1, §6: a partner channel takes dogs and cats only),
  // shown at the animal choice whether the schema or the server said it
  const [animalError, setAnimalError] = useState<string | undefined>();
  const lines = wizardBusinessLines.filter((line) => isOfferedOnChannel(line, form.partner_key));
  const asked = search.get('animal');
  const isAskedRefused =
    asked !== null &&
    (wizardBusinessLines as string[]).includes(asked) &&
    !isOfferedOnChannel(asked as BusinessLine, form.partner_key);

  const onAnimalChange = (next: BusinessLine) => {
    // spec 000 §4: a new animal resets the form (the channel keys come from the link)
    formStore.reset(next, {
      keys: { partner_key: form.partner_key, referrer_key: form.referrer_key },
    });
  };

  useEffect(() => {
    if (animalError) document.getElementById(`field-business_line-${businessLine}`)?.focus();
  }, [animalError, businessLine]);

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
      {isAskedRefused && (
        <Notice role="status">{translate(locale, 'subscription.partner_animal')}</Notice>
      )}
      <RadioGroupField
        name="business_line"
        className="animal-selector"
        legend={intl.formatMessage({ id: 'subscription.field.animal' })}
        value={businessLine}
        onChange={(line) => onAnimalChange(line as BusinessLine)}
        error={animalError}
        options={lines.map((line) => ({
          value: line,
          label: intl.formatMessage({ id: `animal.${line}` }),
        }))}
      />
      {isPartnerInsurer(form.partner_key) && (
        // spec 000 §1: the partner insurer's channel links to its page for the other animals
        <p className="animal-selector__other">
          <Link to={href('offers-generali', locale)}>
            {intl.formatMessage({ id: 'channel.otherAnimals' })}
          </Link>
        </p>
      )}
      <QuoteForm
        key={businessLine}
        config={wizardOf(businessLine) ?? config}
        onAnimalError={setAnimalError}
      />
    </WizardFrame>
  );
}

/** The store's fields of step 1, with the breed facts the recap and the price need. */
function storedOf(
  businessLine: BusinessLine,
  values: QuoteValues,
  breeds: readonly Breed[],
  unknownLabel: string,
): Partial<SubscriptionForm> {
  return {
    animal_name: values.animal_name,
    animal_race_type: raceTypeOf(businessLine, values.animal_race_type),
    animal_date_of_birth: values.animal_date_of_birth,
    policy_start_date: values.policy_start_date,
    is_indoor_cat: isIndoorCat(businessLine, values.is_indoor_cat === 'true'),
    ...(businessLine === 'horse' ? horseFieldsOf(values) : {}),
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
  };
}

/** spec 000 §4: the prices of the animal are loaded before the init (the init checks them). */
async function loadPrices(businessLine: BusinessLine, values: QuoteValues): Promise<void> {
  if (businessLine === 'horse') {
    await fetchHorsePrices({
      animal_race_id: positiveId(values.animal_race_id),
      animal_date_of_birth: values.animal_date_of_birth,
      policy_start_date: values.policy_start_date,
      ...horseFieldsOf(values),
    });
    return;
  }
  await fetchPetPrices(businessLine, {
    animal_name: values.animal_name,
    animal_race_id: positiveId(values.animal_race_id),
    animal_race2_id: positiveId(values.animal_race2_id),
    animal_date_of_birth: values.animal_date_of_birth,
    policy_start_date: values.policy_start_date,
    is_indoor_cat: isIndoorCat(businessLine, values.is_indoor_cat === 'true'),
  });
}

/** spec 000 §4: a new quote starts its cover afresh (pack defaults, no option, no coupon). */
const freshCover: Partial<SubscriptionForm> = {
  ...defaultPetCover,
  insurance_name: undefined,
  assista: false,
  ...noDeathOption,
  request_type: undefined,
  coupon_code: '',
  coupon_data: undefined,
};

function QuoteForm({
  config,
  onAnimalError,
}: {
  config: WizardConfig;
  onAnimalError: (message: string | undefined) => void;
}) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) =>
    intl.formatMessage({ id }, values);
  const navigate = useNavigate();
  const { locale, today } = useWizardContext();
  const stored = useSubscriptionForm();
  const showsStoredForm = useShowsStoredForm();
  const businessLine = config.businessLine;
  const isCat = businessLine === 'cat';
  const isHorse = businessLine === 'horse';
  const isOwn = isOwnChannel(stored.partner_key);
  const isGenerali = isPartnerInsurer(stored.partner_key);
  const breedsQuery = useBreeds(businessLine, locale);
  const breeds = useMemo(() => breedsQuery.data ?? [], [breedsQuery.data]);
  const unknownLabel = t('subscription.field.breedUnknown');

  const schema = useMemo(() => subscriptionInitSchema({ tariff: tariff2026, today }), [today]);
  const toPayload = (values: QuoteValues) => initPayload(businessLine, values, formStore.get());
  // spec 000 §4: every change is saved at once (with the breed facts once the breeds are known)
  const save = (values: QuoteValues) =>
    formStore.update(storedOf(businessLine, values, breeds, unknownLabel));
  const { form, field, submit, onSubmit } = useSchemaForm({
    schema,
    locale,
    defaultValues: valuesOf(stored),
    toPayload,
    onChange: save,
    // business_line is answered at the animal choice, not in the alert
    known: [...Object.keys(valuesOf(stored)), 'business_line'],
    send: async (submitted: QuoteValues) => {
      // spec 000 §4: the prices are loaded first, then the init
      await loadPrices(businessLine, submitted);
      const keys = formStore.get();
      return postSubscriptionInit({
        ...initPayload(businessLine, submitted, keys),
        animal_race_slug: keys.animal_race_slug,
        animal_race2_slug: keys.animal_race2_slug,
      });
    },
    onSent: ({ user_token }) => {
      // a new quote: the steps after it are to be done again
      formStore.update({ user_token, reached_step: reachedAfter(0, 1), ...freshCover });
      navigate(href(nextRoute(config, 0), locale));
    },
  });
  const saveRef = useRef(save);
  saveRef.current = save;
  const { getValues } = form;
  // the breed facts (names in the page's language, minimum price) are added to the store's own
  // form only: a form shown in its place (the prerendered one while hydrating, an arrival's
  // until it is applied) never writes over the visitor's of its own accord; what is typed in it
  // is the visitor's, and saved. Once it is the store's, they are added (an arrival's form).
  useEffect(() => {
    if (showsStoredForm && breeds.length > 0) saveRef.current(getValues());
  }, [showsStoredForm, breeds, getValues]);
  const usageDetail = useWatch({ control: form.control, name: 'usage_detail' });
  const [birthDate, startDate] = useWatch({
    control: form.control,
    name: ['animal_date_of_birth', 'policy_start_date'],
  });
  const offerNotice = offerNoticeAtQuote({
    business_line: businessLine,
    partner_key: stored.partner_key,
    referrer_key: stored.referrer_key,
    animal_date_of_birth: birthDate,
    policy_start_date: startDate,
  });
  const animalError = (form.formState.errors as Record<string, { message?: string } | undefined>)
    .business_line?.message;
  useEffect(() => onAnimalError(animalError), [animalError, onAnimalError]);

  // spec 000 §4: usage "other" dims the submit and asks to contact the agent
  const isUsageOther = isHorse && isUnpricedHorseUsage(usageDetail);

  const firstOptions = useMemo(
    () => firstBreedOptions(businessLine, breeds),
    [businessLine, breeds],
  );
  const secondOptions = useMemo(
    () => secondBreedOptions(businessLine, breeds, unknownLabel),
    [businessLine, breeds, unknownLabel],
  );

  return (
    <Form
      submit={submit}
      id="quote-form"
      onSubmit={(event) => (isUsageOther ? event.preventDefault() : onSubmit(event))}
    >
      <AnimalQuoteFields
        businessLine={businessLine}
        animalName={field('animal_name')}
        raceType={field('animal_race_type')}
        firstBreed={field('animal_race_id')}
        secondBreed={field('animal_race2_id')}
        birthDate={field('animal_date_of_birth')}
        startDate={field('policy_start_date')}
        firstOptions={firstOptions}
        secondOptions={secondOptions}
        isLoading={breedsQuery.isPending}
        birthHint={t('subscription.hint.birthDate', { age: healthCertificateAge[businessLine] })}
        today={today}
      />
      <OfferNotice notice={offerNotice} businessLine={businessLine} />
      {isCat && <IndoorCatField field={field('is_indoor_cat')} />}
      {isHorse && (
        <HorseValueUsageFields
          // spec 000 §5: a horse's value is required (the schema's rule for horses)
          value={field('animal_value', { isRequired: true })}
          usage={field('usage_detail')}
          usages={horseUsages}
          isUsageOther={isUsageOther}
          locale={locale}
        />
      )}
      {isOwn ? (
        <TextField
          // spec 000 §6: the own channel gives the policyholder's e-mail
          field={field('email', { isRequired: true })}
          label={t('subscription.field.email')}
          type="email"
          autoComplete="email"
        />
      ) : (
        <IntermediaryFields field={field} isGenerali={isGenerali} />
      )}
      <p className="form__required">{t('ui.requiredNote')}</p>
      <StepActions
        config={config}
        index={0}
        submitLabel={t('subscription.quote.submit')}
        isPending={submit.isPending}
        isDisabled={isUsageOther}
      />
    </Form>
  );
}

/**
 * Why the request will be an offer, said at step 1 (issue 12): the reason and what follows
 * (sign and return, a health certificate). A recent treatment is asked at the animal step, so
 * step 1 says what it would change: for a dog or a cat that may subscribe, that it makes the
 * request an offer, why, and what the offer will ask (a vet's certificate with the report on the
 * treatment); when the request is an offer anyway, what the treatment adds to it.
 */
function OfferNotice({
  notice,
  businessLine,
}: {
  notice: QuoteOfferNotice | null;
  businessLine: BusinessLine;
}) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) =>
    intl.formatMessage({ id }, values);
  const months = { months: treatmentLookBackMonths };
  if (!notice) {
    return (
      <Notice role="note">
        <p>
          <strong>{t('subscription.offer.treatedTitle', months)}</strong>{' '}
          {t('subscription.offer.treatedHint', months)}
        </p>
      </Notice>
    );
  }
  const text: Record<QuoteOfferReason, string> = {
    channel: t('subscription.offer.channel'),
    horse: t('subscription.offer.horse'),
    age: t('subscription.offer.age', {
      age: notice.ageYears ?? 0,
      max: onlineSubscriptionMaxAge,
    }),
  };
  return (
    <Notice role="status">
      <p>
        <strong>{t('subscription.offer.title')}</strong> {text[notice.reason]}
      </p>
      {notice.certificate.includes('age') && (
        <p>{t('subscription.offer.certificate', { age: healthCertificateAge[businessLine] })}</p>
      )}
      <p>{t('subscription.offer.treatedCertificate', months)}</p>
    </Notice>
  );
}

/** spec 000 §5, §6: the intermediary block of a partner channel (every field required). */
function IntermediaryFields({
  field,
  isGenerali,
}: {
  field: ReturnType<typeof useSchemaFields<QuoteValues>>;
  isGenerali: boolean;
}) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const required = { isRequired: true };
  return (
    <fieldset className="form-group">
      <legend>{t('subscription.agent.title')}</legend>
      <TextField
        field={field('agent_email', required)}
        label={t('subscription.agent.email')}
        type="email"
        autoComplete="email"
      />
      <TextField
        field={field('agent_first_name', required)}
        label={t('subscription.agent.firstName')}
        autoComplete="given-name"
      />
      <TextField
        field={field('agent_last_name', required)}
        label={t('subscription.agent.lastName')}
        autoComplete="family-name"
      />
      <TextField
        field={field('agent_nr', required)}
        label={t(isGenerali ? 'subscription.agent.nrGenerali' : 'subscription.agent.nr')}
        inputMode="numeric"
      />
      {isGenerali && (
        <TextField
          field={field('generali_mastercode', required)}
          label={t('subscription.agent.mastercode')}
          inputMode="numeric"
        />
      )}
      {/* spec 000 §6: the partner insurer's agents give their agency's location instead */}
      <TextField
        field={field('agent_company', required)}
        label={t(isGenerali ? 'subscription.agent.agencyLocation' : 'subscription.agent.company')}
        autoComplete={isGenerali ? 'off' : 'organization'}
      />
      <TextField
        field={field('agent_finma_nr', required)}
        label={t('subscription.agent.finma')}
        hint={t('subscription.agent.finmaHint')}
      />
      <CheckboxField
        field={field('agent_lsa_confirm', required)}
        label={t('subscription.agent.lsaConfirm')}
      />
    </fieldset>
  );
}
