import {
  defaultDeductible,
  defaultHorseUsage,
  type HorseProduct,
  horseAdditionalRisks,
  horseProductDeductibles,
  horseProducts,
  horseUsageOf,
  horseUsages,
  horseValueCap,
  isUnpricedHorseUsage,
} from '@app/domain/constants';
import { parseDate } from '@app/domain/dates/calendar';
import { formatChf } from '@app/domain/format/chf';
import { translate } from '@app/domain/messages/translate';
import { quoteEligibility } from '@app/domain/pricing/eligibility';
import {
  chooseQuickDeathProduct,
  chooseTreatmentProduct,
  emptyQuickCover,
  enableDeath,
  enableTreatment,
  type HorseQuickCover,
  includesAssistance,
  setQuickAssista,
  setQuickRisk,
  wizardCoverOf,
} from '@app/domain/pricing/horse-cover';
import { breedMinPrice } from '@app/domain/pricing/price-lists';
import { quote } from '@app/domain/pricing/quote';
import { tariff2026 } from '@app/domain/pricing/tariff-2026';
import type { Gender } from '@app/domain/schemas/catalog';
import { horseQuickInitBaseSchema } from '@app/domain/schemas/horse-quick-init';
import { horseProductReferences } from '@app/domain/subscriptions/product-references';
import { Fragment, useEffect, useMemo, useRef, useState } from 'react';
import { useWatch } from 'react-hook-form';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router';
import { compact } from '../../../lib/api';
import { QueryProvider } from '../../../lib/query-provider';
import { Form } from '../../../ui/form';
import { FormActions } from '../../../ui/form-actions';
import { Notice } from '../../../ui/form-alert';
import { CheckboxField, RadioGroupField } from '../../../ui/inputs';
import { useSchemaForm } from '../../../ui/use-schema-form';
import { useBreeds } from '../api/use-breeds';
import { postHorseQuickInit } from '../api/use-horse-quick-init';
import { AnimalQuoteFields } from '../components/animal-quote-fields';
import { HorseSexField } from '../components/horse-sex-field';
import { HorseValueUsageFields } from '../components/horse-value-usage-fields';
import { horsePackLabel } from '../horse-labels';
import { subscriptionMessages } from '../subscription-messages';
import { formStore } from '../subscription-store';
import { useWizardContext } from '../use-wizard-context';
import { animalStepPath, horseWizard, indexOfKind } from '../wizard-engine';
import '../components/wizard.css';
import './quick-calculator.css';

interface HorseQuickValues {
  animal_name: string;
  animal_race_id: string;
  animal_date_of_birth: string;
  policy_start_date: string;
  animal_value: string;
  usage_detail: string;
}

/** spec 000 §3.3: the calculator lists the usages that are not wizard-only. */
const calculatorUsages = horseUsages.filter((entry) => !entry.wizard_only);

function payloadOf(values: HorseQuickValues, cover: HorseQuickCover, gender?: Gender) {
  const usage = horseUsageOf(values.usage_detail);
  const stored = formStore.get();
  return compact({
    animal_name: values.animal_name,
    animal_race_id: Number(values.animal_race_id) > 0 ? Number(values.animal_race_id) : undefined,
    animal_date_of_birth: values.animal_date_of_birth,
    policy_start_date: values.policy_start_date,
    animal_value: values.animal_value.trim() === '' ? undefined : Number(values.animal_value),
    payment_mode: 'yearly',
    usage: usage.usage,
    animal_group: usage.animal_group,
    usage_detail: usage.usage_detail,
    insurance: cover.insurance,
    assista: cover.assista,
    death_insurance: cover.death_insurance,
    // asked next to the foal option (a mare's foal)
    animal_gender_id: gender?.id,
    ...(cover.insurance.enabled && cover.insurance.base_product
      ? horseProductReferences(cover.insurance.base_product)
      : {}),
    partner_key: stored.partner_key,
    referrer_key: stored.referrer_key,
  });
}

/**
 * The quick calculator of the horse offer page (spec 000 §2.3, §3.2, §4): the horse, its value
 * and usage, then the treatment cover (prima, optima, ultima and the deductible), assistance and
 * death/invalidity; a summary priced by the domain engine; "Demander une offre" sends the horse
 * quick-init and continues at the animal information of the wizard.
 */
export default function HorseQuickCalculator() {
  const { locale } = useWizardContext();
  return (
    <subscriptionMessages.WithMessages locale={locale}>
      <QueryProvider>
        <Calculator />
      </QueryProvider>
    </subscriptionMessages.WithMessages>
  );
}

function Calculator() {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) =>
    intl.formatMessage({ id }, values);
  const navigate = useNavigate();
  const { locale, today } = useWizardContext();
  const breedsQuery = useBreeds('horse', locale);
  const breeds = useMemo(() => breedsQuery.data ?? [], [breedsQuery.data]);
  const [cover, setCover] = useState<HorseQuickCover>(emptyQuickCover);
  const [gender, setGender] = useState<Gender | undefined>();
  const coverRef = useRef(cover);
  coverRef.current = cover;
  const genderRef = useRef(gender);
  genderRef.current = gender;

  const { form, field, submit, onSubmit } = useSchemaForm({
    schema: horseQuickInitBaseSchema,
    locale,
    defaultValues: {
      animal_name: '',
      animal_race_id: '',
      animal_date_of_birth: '',
      policy_start_date: '',
      animal_value: '',
      usage_detail: defaultHorseUsage.usage_detail,
    },
    toPayload: (values: HorseQuickValues) => payloadOf(values, coverRef.current, genderRef.current),
    send: (submitted: HorseQuickValues) =>
      postHorseQuickInit(
        payloadOf(submitted, coverRef.current, genderRef.current) as Parameters<
          typeof postHorseQuickInit
        >[0],
      ),
    onSent: (answer: { user_token: string }, submitted: HorseQuickValues) =>
      continueInWizard(answer, submitted),
  });
  const { control } = form;
  const values = useWatch({ control }) as HorseQuickValues;
  const usage = horseUsageOf(values.usage_detail);
  const isUsageOther = isUnpricedHorseUsage(values.usage_detail);

  // spec 000 §4: a new birth or start date resets the cover (the start date follows the birth)
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the birth date changes
  useEffect(() => {
    setCover(emptyQuickCover);
  }, [values.animal_date_of_birth]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the start date changes
  useEffect(() => {
    setCover(emptyQuickCover);
  }, [values.policy_start_date]);
  // spec 000 §4: usage "other" resets the selection (and shows the agent message)
  useEffect(() => {
    if (isUsageOther) setCover(emptyQuickCover);
  }, [isUsageOther]);

  const birth = parseDate(values.animal_date_of_birth ?? '');
  const start = parseDate(values.policy_start_date ?? '');
  const value = Number(values.animal_value) || 0;
  // spec 000 §5: the cover sections stay disabled until birth, value and start are set,
  // usage is not other and the horse is under 30 (the domain's eligibility says so)
  const eligibility = useMemo(
    () =>
      birth && start && value > 0
        ? quoteEligibility(
            {
              business_line: 'horse',
              animal_date_of_birth: birth,
              policy_start_date: start,
              animal_value: value,
              usage: usage.usage,
              animal_sex: gender?.sex,
            },
            tariff2026,
            today,
          ).horse
        : null,
    [birth, start, value, usage, today, gender],
  );
  const canCover = !!eligibility?.cover.available;
  const deathOffers = eligibility?.death ?? [];
  const chosenDeath = deathOffers.find((offer) => offer.id === cover.death_insurance.base_product);
  const breed = breeds.find((entry) => String(entry.id) === values.animal_race_id);

  const summary = useMemo(() => {
    if (!birth || !start || !canCover) return null;
    if (!cover.insurance.enabled && !cover.assista && !cover.death_insurance.enabled) return null;
    const result = quote(
      {
        business_line: 'horse',
        animal_date_of_birth: birth,
        policy_start_date: start,
        min_price: breedMinPrice('horse', [breed?.min_price]),
        payment_mode: 'yearly',
        payment_method: 'invoice',
        animal_value: Math.min(value, horseValueCap),
        usage: usage.usage,
        usage_detail: usage.usage_detail,
        animal_group: usage.animal_group,
        insurance: cover.insurance,
        assista: cover.assista,
        death_insurance: cover.death_insurance,
        animal_sex: gender?.sex,
      },
      tariff2026,
      today,
    );
    return result.ok ? result.breakdown : null;
  }, [birth, start, usage, canCover, cover, breed, value, today, gender]);

  function continueInWizard({ user_token }: { user_token: string }, submitted: HorseQuickValues) {
    const chosenBreed = breeds.find((entry) => String(entry.id) === submitted.animal_race_id);
    const chosenUsage = horseUsageOf(submitted.usage_detail);
    const wizardCover = wizardCoverOf(cover, chosenDeath?.name);
    const stored = formStore.get();
    formStore.reset('horse', {
      keys: { partner_key: stored.partner_key, referrer_key: stored.referrer_key },
    });
    formStore.update({
      animal_name: submitted.animal_name,
      animal_race_id: chosenBreed?.id,
      animal_race_slug: chosenBreed?.slug,
      animal_race_name: chosenBreed?.name,
      min_price: breedMinPrice('horse', [chosenBreed?.min_price]),
      animal_date_of_birth: submitted.animal_date_of_birth,
      policy_start_date: submitted.policy_start_date,
      animal_value: Number(submitted.animal_value),
      usage: chosenUsage.usage,
      usage_detail: chosenUsage.usage_detail,
      animal_group: chosenUsage.animal_group,
      ...wizardCover,
      ...(wizardCover.insurance_name ? horseProductReferences(wizardCover.insurance_name) : {}),
      animal_gender_id: gender?.id,
      animal_gender: gender?.name,
      animal_sex: gender?.sex,
      // the store keeps a number: "none" sends no deductible
      deductible: wizardCover.deductible ?? defaultDeductible,
      user_token,
      // the quote and the cover are done: the wizard continues at the animal step
      reached_step: indexOfKind(horseWizard, 'animal') + 1,
    });
    navigate(animalStepPath(horseWizard, locale));
  }

  const reasonOf = (reason: { key: string; params: Record<string, string | number> } | null) =>
    reason ? translate(locale, reason.key as Parameters<typeof translate>[1], reason.params) : '';

  const product = cover.insurance.base_product;
  const isAssistanceIncluded = cover.insurance.enabled && includesAssistance(product);
  return (
    <section className="quick-calculator" aria-labelledby="quick-calculator-title">
      <h2 id="quick-calculator-title">{t('subscription.quick.titleHorse')}</h2>
      <Form
        submit={submit}
        onSubmit={(event) => (isUsageOther ? event.preventDefault() : onSubmit(event))}
        className="quick-calculator__form"
      >
        <AnimalQuoteFields
          businessLine="horse"
          animalName={field('animal_name')}
          firstBreed={field('animal_race_id')}
          birthDate={field('animal_date_of_birth')}
          startDate={field('policy_start_date')}
          firstOptions={breeds}
          isQuickCalculator
          isLoading={breedsQuery.isPending}
          namePrefix="quick_"
          birthHint={t('subscription.horse.quickBirthHint')}
          isStartClearedOnBirthChange
          today={today}
        />
        <HorseValueUsageFields
          value={field('animal_value')}
          usage={field('usage_detail')}
          usages={calculatorUsages}
          isUsageOther={isUsageOther}
          locale={locale}
        />
        {eligibility && !eligibility.cover.available && !isUsageOther && (
          <Notice role="status">{reasonOf(eligibility.cover.reason)}</Notice>
        )}
        <fieldset className="form-group" disabled={!canCover}>
          <legend>{t('subscription.horse.quick.treatment')}</legend>
          {!canCover && <p className="field__hint">{t('subscription.horse.quick.coverHint')}</p>}
          <CheckboxField
            name="quick_treatment"
            label={t('subscription.horse.quick.treatmentToggle')}
            checked={cover.insurance.enabled}
            onChange={(checked) => setCover(enableTreatment(cover, checked))}
          />
          {cover.insurance.enabled && (
            <>
              <RadioGroupField
                name="quick_base_product"
                legend={t('subscription.horse.quick.product')}
                value={product}
                onChange={(name) => setCover(chooseTreatmentProduct(cover, name as HorseProduct))}
                options={horseProducts.map((name) => {
                  const offer = eligibility?.treatment.find((entry) => entry.name === name);
                  return {
                    value: name,
                    label: horsePackLabel(name, t),
                    isDisabled: !offer?.available,
                    hint: offer && !offer.available ? reasonOf(offer.reason) : undefined,
                  };
                })}
              />
              {product && (
                <RadioGroupField
                  name="quick_deductible"
                  legend={t('subscription.pack.deductibleChoice')}
                  value={
                    cover.insurance.deductible === undefined
                      ? undefined
                      : String(cover.insurance.deductible)
                  }
                  onChange={(deductible) =>
                    setCover({
                      ...cover,
                      insurance: { ...cover.insurance, deductible: Number(deductible) },
                    })
                  }
                  options={horseProductDeductibles[product].map((deductible) => ({
                    value: String(deductible),
                    label: formatChf(deductible),
                  }))}
                />
              )}
            </>
          )}
        </fieldset>
        <fieldset className="form-group" disabled={!canCover}>
          <legend>{t('subscription.horse.assistance')}</legend>
          <CheckboxField
            name="quick_assista"
            label={t('subscription.horse.assistanceOption')}
            hint={isAssistanceIncluded ? t('subscription.horse.assistanceIncluded') : undefined}
            checked={cover.assista}
            isDisabled={isAssistanceIncluded}
            onChange={(checked) => setCover(setQuickAssista(cover, checked))}
          />
        </fieldset>
        <fieldset className="form-group" disabled={!canCover}>
          <legend>{t('subscription.horse.quick.death')}</legend>
          <CheckboxField
            name="quick_death"
            label={t('subscription.horse.quick.deathToggle')}
            checked={cover.death_insurance.enabled}
            onChange={(checked) => setCover(enableDeath(cover, checked, deathOffers))}
          />
          {canCover && !deathOffers.some((offer) => offer.available) && (
            <p className="field__hint">{t('subscription.horse.option.noProduct')}</p>
          )}
          {cover.death_insurance.enabled && (
            <>
              <RadioGroupField
                name="quick_death_product"
                legend={t('subscription.horse.option.product')}
                value={
                  cover.death_insurance.base_product === undefined
                    ? undefined
                    : String(cover.death_insurance.base_product)
                }
                onChange={(id) => {
                  const offer = deathOffers.find((entry) => String(entry.id) === id);
                  if (offer) setCover(chooseQuickDeathProduct(cover, offer));
                }}
                options={deathOffers.map((offer) => ({
                  value: String(offer.id),
                  label: offer.name,
                  isDisabled: !offer.available,
                }))}
              />
              {horseAdditionalRisks.map((name) => {
                const risk = chosenDeath?.additional_risks.find((entry) => entry.name === name);
                if (!risk) return null;
                return (
                  <Fragment key={name}>
                    {name === 'poulain' && (
                      <HorseSexField
                        name="quick_horse_sex"
                        locale={locale}
                        value={gender?.id}
                        onChange={(next) => {
                          setGender(next);
                          // the foal of a stallion or a gelding is no risk to insure
                          if (next.sex !== 'female' && cover.death_insurance.poulain) {
                            setCover(setQuickRisk(cover, chosenDeath, 'poulain', false));
                          }
                        }}
                      />
                    )}
                    <CheckboxField
                      name={`quick_${name}`}
                      label={t(`subscription.horse.option.${name}`)}
                      hint={risk.available ? undefined : reasonOf(risk.reason)}
                      checked={cover.death_insurance[name]}
                      isDisabled={!risk.available}
                      onChange={(checked) =>
                        setCover(setQuickRisk(cover, chosenDeath, name, checked))
                      }
                    />
                  </Fragment>
                );
              })}
            </>
          )}
        </fieldset>
        <div className="quick-calculator__result" role="status">
          {summary ? (
            <>
              <h3>{t('subscription.horse.quick.summary')}</h3>
              <ul>
                {summary.lines
                  .filter((line) => line.kind === 'premium')
                  .map((line) => (
                    <li key={line.key}>
                      {t('subscription.horse.quick.line', {
                        label: translate(locale, line.label_key),
                        amount: formatChf(line.annual),
                      })}
                    </li>
                  ))}
              </ul>
              <p className="quick-calculator__price">
                {t('subscription.horse.quick.annual', {
                  amount: formatChf(summary.totals.annual.total),
                })}
              </p>
              <p>
                {t('subscription.pack.perMonth', { amount: formatChf(summary.monthly_premium) })}{' '}
                {t('subscription.stampNote', { percent: tariff2026.fees.stamp_duty_percent })}
              </p>
            </>
          ) : (
            <p>{t('subscription.horse.quick.hint')}</p>
          )}
        </div>
        <FormActions
          submitLabel={t('subscription.horse.quick.submit')}
          isPending={submit.isPending}
          isDisabled={isUsageOther}
        />
      </Form>
    </section>
  );
}
