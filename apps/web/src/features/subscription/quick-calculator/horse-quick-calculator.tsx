import {
  defaultHorseUsage,
  findHorseUsage,
  type HorseProduct,
  horseProductDeductibles,
  horseProducts,
  horseUsages,
  horseValueCap,
} from '@app/domain/constants';
import { parseDate, toSwissDate } from '@app/domain/dates/calendar';
import { translate } from '@app/domain/messages/catalogue';
import { quoteEligibility } from '@app/domain/pricing/eligibility';
import { breedMinPrice } from '@app/domain/pricing/price-lists';
import { quote } from '@app/domain/pricing/quote';
import { tariff2026 } from '@app/domain/pricing/tariff';
import { href, localeOfPath, type RouteName, routeTable } from '@app/domain/routes';
import { horseQuickInitBaseSchema } from '@app/domain/schemas/subscriptions';
import { useEffect, useMemo, useRef, useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useIntl } from 'react-intl';
import { useLocation, useNavigate } from 'react-router';
import { compact } from '../../../app/api';
import { QueryProvider } from '../../../app/query-provider';
import { formatChf } from '../../../ui/format-chf';
import { useBreeds } from '../api/use-breeds';
import { postHorseQuickInit } from '../api/use-horse-quick-init';
import { BreedCombobox } from '../components/breed-combobox';
import { MaskedField, SelectField, TextField } from '../components/fields';
import { HorseValueUsageFields } from '../components/horse-value-usage-fields';
import { maskDate } from '../components/masks';
import { FormAlert } from '../components/wizard-frame';
import { schemaResolver } from '../form-resolver';
import {
  chooseQuickDeathProduct,
  chooseTreatmentProduct,
  emptyQuickCover,
  enableDeath,
  enableTreatment,
  type HorseQuickCover,
  setQuickAssista,
  setQuickRisk,
} from '../horse-cover-rules';
import { horsePackLabel } from '../horse-labels';
import { applyServerErrors } from '../server-errors';
import { allowedStartDates } from '../start-dates';
import { formStore } from '../subscription-store';
import { useWizardContext } from '../use-wizard-context';
import { horseWizard, indexOfKind } from '../wizard-engine';
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

const quickFields = [
  'animal_name',
  'animal_race_id',
  'animal_date_of_birth',
  'policy_start_date',
  'animal_value',
  'usage_detail',
] as const;

/** spec 000 §3.3: the calculator lists the usages that are not wizard-only. */
const calculatorUsages = horseUsages.filter((entry) => !entry.wizard_only);

function payloadOf(values: HorseQuickValues, cover: HorseQuickCover) {
  const usage =
    findHorseUsage(values.usage_detail) ?? findHorseUsage(defaultHorseUsage.usage_detail);
  const stored = formStore.get();
  return compact({
    animal_name: values.animal_name,
    animal_race_id: Number(values.animal_race_id) > 0 ? Number(values.animal_race_id) : undefined,
    animal_date_of_birth: values.animal_date_of_birth,
    policy_start_date: values.policy_start_date,
    animal_value: values.animal_value.trim() === '' ? undefined : Number(values.animal_value),
    payment_mode: 'yearly',
    usage: usage?.usage,
    animal_group: usage?.animal_group,
    usage_detail: usage?.usage_detail,
    insurance: cover.insurance,
    assista: cover.assista,
    death_insurance: cover.death_insurance,
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
  return (
    <QueryProvider>
      <Calculator />
    </QueryProvider>
  );
}

function Calculator() {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) =>
    intl.formatMessage({ id }, values);
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const locale = localeOfPath(pathname);
  const { today } = useWizardContext();
  const breedsQuery = useBreeds('horse', locale);
  const breeds = useMemo(() => breedsQuery.data ?? [], [breedsQuery.data]);
  const [cover, setCover] = useState<HorseQuickCover>(emptyQuickCover);
  const coverRef = useRef(cover);
  coverRef.current = cover;
  const [alerts, setAlerts] = useState<string[]>([]);
  const [isPending, setIsPending] = useState(false);

  const {
    register,
    control,
    handleSubmit,
    setValue,
    setError,
    formState: { errors },
  } = useForm<HorseQuickValues>({
    defaultValues: {
      animal_name: '',
      animal_race_id: '',
      animal_date_of_birth: '',
      policy_start_date: '',
      animal_value: '',
      usage_detail: defaultHorseUsage.usage_detail,
    },
    resolver: schemaResolver<HorseQuickValues>(horseQuickInitBaseSchema, locale, (values) =>
      payloadOf(values, coverRef.current),
    ),
  });
  const values = useWatch({ control }) as HorseQuickValues;
  const usage = findHorseUsage(values.usage_detail ?? '');
  const isUsageOther = usage?.usage === 'other';

  const startDates = useMemo(
    () => allowedStartDates(values.animal_date_of_birth ?? '', today),
    [values.animal_date_of_birth, today],
  );
  // spec 000 §4: changing the birth date clears the start date; birth or start resets the cover
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the birth date changes
  useEffect(() => {
    setValue('policy_start_date', '');
    setCover(emptyQuickCover);
  }, [values.animal_date_of_birth, setValue]);
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
      birth && start && value > 0 && usage
        ? quoteEligibility(
            {
              business_line: 'horse',
              animal_date_of_birth: birth,
              policy_start_date: start,
              animal_value: value,
              usage: usage.usage,
            },
            tariff2026,
            today,
          ).horse
        : null,
    [birth, start, value, usage, today],
  );
  const canCover = !!eligibility?.cover.available;
  const deathOffers = eligibility?.death ?? [];
  const chosenDeath = deathOffers.find((offer) => offer.id === cover.death_insurance.base_product);
  const breed = breeds.find((entry) => String(entry.id) === values.animal_race_id);

  const summary = useMemo(() => {
    if (!birth || !start || !usage || !canCover) return null;
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
      },
      tariff2026,
      today,
    );
    return result.ok ? result.breakdown : null;
  }, [birth, start, usage, canCover, cover, breed, value, today]);

  const animalRoute = horseWizard.steps[indexOfKind(horseWizard, 'animal')]?.route as RouteName;
  // spec 000 §2.3: /souscription/horse/informations-animal, in German the /de/souscription alias
  const nextPath =
    locale === 'de'
      ? ((routeTable[animalRoute] as { fr: string; aliases?: readonly string[] }).aliases?.[0] ??
        href(animalRoute, locale))
      : href(animalRoute, locale);

  const onSubmit = handleSubmit(async (submitted) => {
    if (isPending || isUsageOther) return;
    setAlerts([]);
    setIsPending(true);
    const payload = payloadOf(submitted, cover);
    try {
      const { user_token } = await postHorseQuickInit(
        payload as Parameters<typeof postHorseQuickInit>[0],
      );
      const chosenBreed = breeds.find((entry) => String(entry.id) === submitted.animal_race_id);
      const chosenUsage = findHorseUsage(submitted.usage_detail);
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
        usage: chosenUsage?.usage,
        usage_detail: chosenUsage?.usage_detail,
        animal_group: chosenUsage?.animal_group,
        insurance_name: cover.insurance.enabled
          ? (cover.insurance.base_product ?? 'prima')
          : 'none',
        deductible: cover.insurance.deductible ?? 1000,
        assista: cover.assista,
        horse_death_insurance_base_product_id: cover.death_insurance.enabled
          ? cover.death_insurance.base_product
          : undefined,
        option_name: chosenDeath && cover.death_insurance.enabled ? chosenDeath.name : 'none',
        invalidite: cover.death_insurance.invalidite,
        poulain: cover.death_insurance.poulain,
        cover_disability: cover.death_insurance.invalidite,
        user_token,
        // the quote and the cover are done: the wizard continues at the animal step
        reached_step: indexOfKind(horseWizard, 'animal') + 1,
      });
      navigate(nextPath);
    } catch (error) {
      setAlerts(applyServerErrors(error, quickFields, setError, t('subscription.error')));
      setIsPending(false);
    }
  });
  const error = (name: keyof HorseQuickValues) => errors[name]?.message;
  const reasonOf = (reason: { key: string; params: Record<string, string | number> } | null) =>
    reason ? translate(locale, reason.key as Parameters<typeof translate>[1], reason.params) : '';

  const product = cover.insurance.base_product;
  return (
    <section className="quick-calculator" aria-labelledby="quick-calculator-title">
      <h2 id="quick-calculator-title">{t('subscription.quick.titleHorse')}</h2>
      <form noValidate onSubmit={onSubmit} className="quick-calculator__form">
        <FormAlert messages={alerts} />
        <TextField
          label={t('subscription.field.animalName')}
          registration={register('animal_name')}
          error={error('animal_name')}
          isRequired
          autoComplete="off"
        />
        <Controller
          control={control}
          name="animal_race_id"
          render={({ field }) => (
            <BreedCombobox
              name="quick_animal_race_id"
              label={t('subscription.field.breed')}
              breeds={breeds}
              value={field.value}
              onChange={(chosen) => setValue('animal_race_id', chosen ? String(chosen.id) : '')}
              error={error('animal_race_id')}
              isRequired
              inputRef={field.ref}
            />
          )}
        />
        <MaskedField
          label={t('subscription.field.birthDate')}
          registration={register('animal_date_of_birth')}
          error={error('animal_date_of_birth')}
          hint={t('subscription.horse.quickBirthHint')}
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
        <HorseValueUsageFields
          value={register('animal_value')}
          usage={register('usage_detail')}
          valueError={error('animal_value')}
          usageError={error('usage_detail')}
          usages={calculatorUsages}
          isUsageOther={isUsageOther}
          locale={locale}
          onCapValue={(capped) => setValue('animal_value', capped)}
        />
        {eligibility && !eligibility.cover.available && !isUsageOther && (
          <p className="wizard__note" role="status">
            {reasonOf(eligibility.cover.reason)}
          </p>
        )}
        <fieldset className="wizard__group" disabled={!canCover}>
          <legend>{t('subscription.horse.quick.treatment')}</legend>
          {!canCover && <p className="field__hint">{t('subscription.horse.quick.coverHint')}</p>}
          <div className="field field--checkbox">
            <input
              type="checkbox"
              id="quick-treatment"
              checked={cover.insurance.enabled}
              onChange={(event) => setCover(enableTreatment(cover, event.target.checked))}
            />
            <label htmlFor="quick-treatment">{t('subscription.horse.quick.treatmentToggle')}</label>
          </div>
          {cover.insurance.enabled && (
            <>
              <fieldset className="field field--radios field--inline">
                <legend className="field__label">{t('subscription.horse.quick.product')}</legend>
                <div className="field__options">
                  {horseProducts.map((name: HorseProduct) => {
                    const offer = eligibility?.treatment.find((entry) => entry.name === name);
                    const id = `quick-product-${name}`;
                    return (
                      <div className="field__option" key={name}>
                        <input
                          type="radio"
                          id={id}
                          name="quick_base_product"
                          checked={product === name}
                          disabled={!offer?.available}
                          aria-describedby={offer?.available ? undefined : `${id}-hint`}
                          onChange={() => setCover(chooseTreatmentProduct(cover, name))}
                        />
                        <label htmlFor={id}>{horsePackLabel(name, t)}</label>
                        {offer && !offer.available && (
                          <p className="field__hint" id={`${id}-hint`}>
                            {reasonOf(offer.reason)}
                          </p>
                        )}
                      </div>
                    );
                  })}
                </div>
              </fieldset>
              {product && (
                <fieldset className="field field--radios field--inline">
                  <legend className="field__label">
                    {t('subscription.pack.deductibleChoice')}
                  </legend>
                  <div className="field__options">
                    {horseProductDeductibles[product].map((deductible) => (
                      <div className="field__option" key={deductible}>
                        <input
                          type="radio"
                          id={`quick-deductible-${deductible}`}
                          name="quick_deductible"
                          checked={cover.insurance.deductible === deductible}
                          onChange={() =>
                            setCover({ ...cover, insurance: { ...cover.insurance, deductible } })
                          }
                        />
                        <label htmlFor={`quick-deductible-${deductible}`}>
                          {formatChf(deductible)}
                        </label>
                      </div>
                    ))}
                  </div>
                </fieldset>
              )}
            </>
          )}
        </fieldset>
        <fieldset className="wizard__group" disabled={!canCover}>
          <legend>{t('subscription.horse.assistance')}</legend>
          <div className="field field--checkbox">
            <input
              type="checkbox"
              id="quick-assista"
              checked={cover.assista}
              disabled={cover.insurance.enabled && product === 'ultima'}
              aria-describedby={product === 'ultima' ? 'quick-assista-hint' : undefined}
              onChange={(event) => setCover(setQuickAssista(cover, event.target.checked))}
            />
            <label htmlFor="quick-assista">{t('subscription.horse.assistanceOption')}</label>
            {cover.insurance.enabled && product === 'ultima' && (
              <p className="field__hint" id="quick-assista-hint">
                {t('subscription.horse.assistanceIncluded')}
              </p>
            )}
          </div>
        </fieldset>
        <fieldset className="wizard__group" disabled={!canCover}>
          <legend>{t('subscription.horse.quick.death')}</legend>
          <div className="field field--checkbox">
            <input
              type="checkbox"
              id="quick-death"
              checked={cover.death_insurance.enabled}
              onChange={(event) => setCover(enableDeath(cover, event.target.checked, deathOffers))}
            />
            <label htmlFor="quick-death">{t('subscription.horse.quick.deathToggle')}</label>
          </div>
          {canCover && !deathOffers.some((offer) => offer.available) && (
            <p className="field__hint">{t('subscription.horse.option.noProduct')}</p>
          )}
          {cover.death_insurance.enabled && (
            <>
              <fieldset className="field field--radios field--inline">
                <legend className="field__label">{t('subscription.horse.option.product')}</legend>
                <div className="field__options">
                  {deathOffers.map((offer) => (
                    <div className="field__option" key={offer.id}>
                      <input
                        type="radio"
                        id={`quick-death-${offer.id}`}
                        name="quick_death_product"
                        checked={cover.death_insurance.base_product === offer.id}
                        disabled={!offer.available}
                        onChange={() => setCover(chooseQuickDeathProduct(cover, offer))}
                      />
                      <label htmlFor={`quick-death-${offer.id}`}>{offer.name}</label>
                    </div>
                  ))}
                </div>
              </fieldset>
              {(['invalidite', 'poulain'] as const).map((name) => {
                const risk = chosenDeath?.additional_risks.find((entry) => entry.name === name);
                if (!risk) return null;
                const id = `quick-${name}`;
                return (
                  <div className="field field--checkbox" key={name}>
                    <input
                      type="checkbox"
                      id={id}
                      checked={cover.death_insurance[name]}
                      disabled={!risk.available}
                      aria-describedby={risk.available ? undefined : `${id}-hint`}
                      onChange={(event) =>
                        setCover(setQuickRisk(cover, chosenDeath, name, event.target.checked))
                      }
                    />
                    <label htmlFor={id}>{t(`subscription.horse.option.${name}`)}</label>
                    {!risk.available && (
                      <p className="field__hint" id={`${id}-hint`}>
                        {reasonOf(risk.reason)}
                      </p>
                    )}
                  </div>
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
                      {translate(locale, line.label_key)} : {formatChf(line.annual)}
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
        <button
          type="submit"
          className={isUsageOther ? 'button is-disabled' : 'button'}
          aria-disabled={isPending || isUsageOther || undefined}
        >
          {isPending ? t('subscription.sending') : t('subscription.horse.quick.submit')}
        </button>
      </form>
    </section>
  );
}
