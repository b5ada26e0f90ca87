import type { PetBusinessLine } from '@app/domain/constants';
import { petDeductibles } from '@app/domain/constants';
import { toSwissDate } from '@app/domain/dates/calendar';
import { formatChf } from '@app/domain/format/chf';
import { defaultPetCover, toggleCover } from '@app/domain/pricing/pet-cover';
import { breedMinPrice } from '@app/domain/pricing/price-lists';
import { tariff2026 } from '@app/domain/pricing/tariff-2026';
import type { Breed } from '@app/domain/schemas/catalog';
import { type RaceType, subscriptionQuickInitBaseSchema } from '@app/domain/schemas/quick-init';
import { isIndoorCat } from '@app/domain/subscriptions/animal';
import { breedFieldsOf, firstBreedOptions, raceTypeOf } from '@app/domain/subscriptions/breeds';
import { petProductReferences } from '@app/domain/subscriptions/product-references';
import { useMemo } from 'react';
import { useWatch } from 'react-hook-form';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router';
import { compact } from '../../../lib/api';
import { QueryProvider } from '../../../lib/query-provider';
import { Form } from '../../../ui/form';
import { FormActions } from '../../../ui/form-actions';
import { CheckboxField, SelectField } from '../../../ui/inputs';
import { useSchemaForm } from '../../../ui/use-schema-form';
import { useBreeds } from '../api/use-breeds';
import { usePetPrices } from '../api/use-pet-prices';
import { postQuickInit } from '../api/use-quick-init';
import { AnimalQuoteFields } from '../components/animal-quote-fields';
import { IndoorCatField } from '../components/indoor-cat-field';
import { subscriptionMessages } from '../subscription-messages';
import { formStore } from '../subscription-store';
import { useWizardContext } from '../use-wizard-context';
import { animalStepPath, indexOfKind, wizardOf } from '../wizard-engine';
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

const positiveId = (text: string) => (Number(text) > 0 ? Number(text) : undefined);

function payloadOf(businessLine: PetBusinessLine, values: QuickValues, breeds: readonly Breed[]) {
  const first = breeds.find((breed) => String(breed.id) === values.animal_race_id);
  const second = breeds.find((breed) => String(breed.id) === values.animal_race2_id);
  const raceType = raceTypeOf(businessLine, values.animal_race_type);
  const { hasSecondBreed } = breedFieldsOf(businessLine, raceType, { isQuickCalculator: true });
  return compact({
    business_line: businessLine,
    animal_name: values.animal_name,
    animal_race_type: raceType,
    animal_race_id: first?.id,
    animal_race_slug: first?.slug,
    animal_race2_id: hasSecondBreed ? second?.id : undefined,
    animal_race2_slug: hasSecondBreed ? second?.slug : undefined,
    animal_date_of_birth: values.animal_date_of_birth,
    policy_start_date: values.policy_start_date,
    is_indoor_cat: isIndoorCat(businessLine, values.is_indoor_cat === 'true'),
    deductible: Number(values.deductible),
    cover_diseases: values.cover_diseases,
    cover_prevention: values.cover_prevention,
    // spec 000 §3.1: the insurer's references of the plan
    ...petProductReferences(businessLine, values),
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
  const { locale } = useWizardContext();
  return (
    <subscriptionMessages.WithMessages locale={locale}>
      <QueryProvider>
        <Calculator businessLine={businessLine} />
      </QueryProvider>
    </subscriptionMessages.WithMessages>
  );
}

/** The deductibles a pet may choose (spec 000 §5), the same in both languages. */
const deductibleOptions = petDeductibles.map((deductible) => ({
  value: String(deductible),
  label: formatChf(deductible),
}));

/** The accident cover is always included: shown ticked, not changeable. */
const keepAccident = () => undefined;

function Calculator({ businessLine }: { businessLine: PetBusinessLine }) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) =>
    intl.formatMessage({ id }, values);
  const navigate = useNavigate();
  const { locale, today } = useWizardContext();
  const isDog = businessLine === 'dog';
  const breedsQuery = useBreeds(businessLine, locale);
  const breeds = useMemo(
    () => firstBreedOptions(businessLine, breedsQuery.data ?? []),
    [businessLine, breedsQuery.data],
  );

  const config = wizardOf(businessLine);
  const toPayload = (values: QuickValues) => payloadOf(businessLine, values, breeds);
  const { form, field, submit, onSubmit } = useSchemaForm({
    schema: subscriptionQuickInitBaseSchema,
    locale,
    defaultValues: {
      animal_name: '',
      animal_race_type: 'pure',
      animal_race_id: '',
      animal_race2_id: '',
      animal_date_of_birth: '',
      policy_start_date: '',
      is_indoor_cat: 'false',
      deductible: String(defaultPetCover.deductible),
      cover_diseases: defaultPetCover.cover_diseases,
      cover_prevention: defaultPetCover.cover_prevention,
    },
    toPayload,
    send: (submitted: QuickValues) =>
      postQuickInit(toPayload(submitted) as Parameters<typeof postQuickInit>[0]),
    onSent: (answer: { user_token: string }, submitted: QuickValues) =>
      continueInWizard(answer, submitted),
  });
  const { control, setValue, getValues } = form;
  const values = useWatch({ control }) as QuickValues;

  const hasRace = values.animal_race_id !== '';
  const priceRequest =
    hasRace && values.policy_start_date && values.animal_date_of_birth
      ? {
          animal_race_id: positiveId(values.animal_race_id),
          animal_race2_id: positiveId(values.animal_race2_id),
          animal_date_of_birth: values.animal_date_of_birth,
          policy_start_date: toSwissDate(values.policy_start_date),
          is_indoor_cat: isIndoorCat(businessLine, values.is_indoor_cat === 'true'),
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

  // the same callbacks at each render: the checkboxes are not rendered again with the form
  const coverSetters = useMemo(() => {
    const setCover = (name: 'cover_diseases' | 'cover_prevention', isOn: boolean) => {
      const next = toggleCover(getValues(), name, isOn);
      setValue('cover_diseases', next.cover_diseases);
      setValue('cover_prevention', next.cover_prevention);
    };
    return {
      diseases: (checked: boolean) => setCover('cover_diseases', checked),
      prevention: (checked: boolean) => setCover('cover_prevention', checked),
    };
  }, [getValues, setValue]);

  function continueInWizard({ user_token }: { user_token: string }, submitted: QuickValues) {
    const first = breeds.find((breed) => String(breed.id) === submitted.animal_race_id);
    const second = breeds.find((breed) => String(breed.id) === submitted.animal_race2_id);
    const stored = formStore.get();
    formStore.reset(businessLine, {
      keys: { partner_key: stored.partner_key, referrer_key: stored.referrer_key },
    });
    formStore.update({
      animal_name: submitted.animal_name,
      animal_race_type: raceTypeOf(businessLine, submitted.animal_race_type),
      animal_race_id: first?.id,
      animal_race_slug: first?.slug,
      animal_race_name: first?.name,
      animal_race2_id: second?.id,
      animal_race2_slug: second?.slug,
      animal_race2_name: second?.name,
      min_price: breedMinPrice(businessLine, [first?.min_price, second?.min_price]),
      animal_date_of_birth: submitted.animal_date_of_birth,
      policy_start_date: submitted.policy_start_date,
      is_indoor_cat: isIndoorCat(businessLine, submitted.is_indoor_cat === 'true'),
      deductible: Number(submitted.deductible),
      cover_diseases: submitted.cover_diseases,
      cover_prevention: submitted.cover_prevention,
      ...petProductReferences(businessLine, submitted),
      user_token,
      // the quote and the cover are done: the wizard continues at the animal step
      reached_step: config ? indexOfKind(config, 'animal') + 1 : 1,
    });
    if (config) navigate(animalStepPath(config, locale));
  }

  return (
    <section className="quick-calculator" aria-labelledby="quick-calculator-title">
      <h2 id="quick-calculator-title">{t('subscription.quick.title')}</h2>
      <Form submit={submit} onSubmit={onSubmit} className="quick-calculator__form">
        <AnimalQuoteFields
          businessLine={businessLine}
          animalName={field('animal_name')}
          raceType={field('animal_race_type')}
          firstBreed={field('animal_race_id')}
          secondBreed={field('animal_race2_id')}
          birthDate={field('animal_date_of_birth')}
          startDate={field('policy_start_date')}
          firstOptions={breeds}
          isQuickCalculator
          isLoading={breedsQuery.isPending}
          namePrefix="quick_"
          isStartClearedOnBirthChange
          today={today}
        />
        {!isDog && <IndoorCatField field={field('is_indoor_cat')} />}
        <fieldset className="form-group">
          <legend>{t('subscription.quick.cover')}</legend>
          <CheckboxField
            name="quick_cover_accident"
            label={t('subscription.pack.feature.accident')}
            checked
            isDisabled
            onChange={keepAccident}
          />
          <CheckboxField
            name="cover_diseases"
            label={t('subscription.quick.diseases')}
            checked={values.cover_diseases}
            onChange={coverSetters.diseases}
          />
          <CheckboxField
            name="cover_prevention"
            label={t('subscription.quick.prevention')}
            checked={values.cover_prevention}
            onChange={coverSetters.prevention}
          />
          <SelectField
            field={field('deductible')}
            label={t('subscription.pack.deductible')}
            options={deductibleOptions}
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
        <FormActions submitLabel={t('subscription.quick.next')} isPending={submit.isPending} />
      </Form>
    </section>
  );
}
