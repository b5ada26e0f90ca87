import {
  type HorseProduct,
  highlightedHorseProduct,
  horseProductDeductibles,
  horseProducts,
} from '@app/domain/constants';
import { parseDate } from '@app/domain/dates/calendar';
import { translate } from '@app/domain/messages/catalogue';
import { quoteEligibility } from '@app/domain/pricing/eligibility';
import { horseAssistanceAnnual } from '@app/domain/pricing/horse';
import { offlineMonthlyPrice } from '@app/domain/pricing/offline-price';
import { ratio, roundTo5, toChf } from '@app/domain/pricing/rounding';
import { tariff2026 } from '@app/domain/pricing/tariff';
import { href } from '@app/domain/routes';
import {
  type HorsePackName,
  subscriptionSelectPackSchema,
} from '@app/domain/schemas/subscriptions';
import { type FormEvent, useEffect, useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router';
import { formatChf } from '../../../ui/format-chf';
import { useHorsePrices } from '../api/use-horse-prices';
import { postSelectPack } from '../api/use-select-pack';
import { PlanCard } from '../components/plan-card';
import { FormAlert, StepActions, WizardFrame } from '../components/wizard-frame';
import { issuesToMessages } from '../form-resolver';
import {
  choosePack,
  choosePackAssista,
  choosePackDeductible,
  defaultPack,
  type HorsePackChoice,
} from '../horse-cover-rules';
import { horsePackLabel, packFeatures } from '../horse-labels';
import { applyServerErrors } from '../server-errors';
import { formStore, type SubscriptionForm, useSubscriptionForm } from '../subscription-store';
import { useWizardContext } from '../use-wizard-context';
import { nextRoute, previousRoute, reachedAfter, type WizardConfig } from '../wizard-engine';

/** The price request of the horse in the stored form (POST business-lines/horse/get-prices). */
export function horsePriceRequestOf(form: SubscriptionForm) {
  if (!form.animal_date_of_birth || !form.policy_start_date) return null;
  return {
    animal_race_id: form.animal_race_id,
    animal_date_of_birth: form.animal_date_of_birth,
    policy_start_date: form.policy_start_date,
    animal_value: form.animal_value,
    usage: form.usage,
    usage_detail: form.usage_detail,
    animal_group: form.animal_group,
  };
}

/** The domain's eligibility answer for the horse of the stored form (spec 000 §5). */
export function useHorseEligibility(form: SubscriptionForm) {
  const { today } = useWizardContext();
  return useMemo(() => {
    const birth = parseDate(form.animal_date_of_birth);
    const start = parseDate(form.policy_start_date);
    if (!birth || !start) return null;
    return quoteEligibility(
      {
        business_line: 'horse',
        animal_date_of_birth: birth,
        policy_start_date: start,
        animal_value: form.animal_value,
        usage: form.usage,
      },
      tariff2026,
      today,
    ).horse;
  }, [form.animal_date_of_birth, form.policy_start_date, form.animal_value, form.usage, today]);
}

const packOf = (form: SubscriptionForm): HorsePackChoice | null =>
  form.insurance_name
    ? { insurance_name: form.insurance_name, deductible: form.deductible, assista: form.assista }
    : null;

const savePack = (choice: HorsePackChoice) =>
  formStore.update({
    insurance_name: choice.insurance_name,
    // the store keeps a number: "none" sends no deductible (see the payload)
    deductible: choice.deductible ?? 1000,
    assista: choice.assista,
  });

/**
 * Step 2, horse (spec 000 §2.4 "Plan card", "Pack selection for horses", §4 "Horse pack step"):
 * prima, optima (recommended), ultima and "none"; each card has its deductibles and the
 * assistance; products the horse may not take are disabled with the reason.
 * POST subscriptions/horse/select-pack, then the option step.
 */
export function HorsePackStep({ config, index }: { config: WizardConfig; index: number }) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) =>
    intl.formatMessage({ id }, values);
  const navigate = useNavigate();
  const { locale } = useWizardContext();
  const form = useSubscriptionForm();
  const [alerts, setAlerts] = useState<string[]>([]);
  const [isPending, setIsPending] = useState(false);
  const eligibility = useHorseEligibility(form);
  const products = useMemo(() => eligibility?.treatment ?? [], [eligibility]);
  // react-query compares the request by value: no memo needed
  const request = horsePriceRequestOf(form);
  const prices = useHorsePrices(request);

  // spec 000 §4: the pack defaults on entry (prima, or none when prima is not allowed)
  const current = packOf(form);
  useEffect(() => {
    if (!formStore.get().insurance_name && eligibility) savePack(defaultPack(products));
  }, [eligibility, products]);
  const choice = current ?? defaultPack(products);

  const rowOf = (product: HorseProduct, deductible: number | undefined, assista: boolean) =>
    prices.data?.find(
      (row) =>
        row.name === product &&
        row.deductible === deductible &&
        (product === 'ultima' || row.assista === assista),
    );

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (isPending) return;
    setAlerts([]);
    const payload = {
      user_token: form.user_token ?? '',
      insurance_name: choice.insurance_name,
      deductible: choice.insurance_name === 'none' ? undefined : choice.deductible,
      assista: choice.assista,
    };
    const checked = subscriptionSelectPackSchema.safeParse(payload);
    if (!checked.success) {
      setAlerts(issuesToMessages(checked.error.issues, locale, payload));
      return;
    }
    setIsPending(true);
    try {
      await postSelectPack(payload);
      formStore.update({ reached_step: reachedAfter(index, formStore.get().reached_step) });
      navigate(href(nextRoute(config, index), locale));
    } catch (error) {
      setAlerts(applyServerErrors(error, [], () => undefined, t('subscription.error')));
      setIsPending(false);
    }
  };

  const assistaControl = (pack: HorsePackName, shown: HorsePackChoice, isDisabled: boolean) => {
    const id = `assista-${pack}`;
    const isIncluded = pack === 'ultima';
    return (
      <div className="field field--checkbox">
        <input
          type="checkbox"
          id={id}
          checked={isIncluded || shown.assista}
          disabled={isDisabled || isIncluded}
          aria-describedby={isIncluded ? `${id}-hint` : undefined}
          onChange={(event) => savePack(choosePackAssista(choice, pack, event.target.checked))}
        />
        <label htmlFor={id}>{t('subscription.horse.assistanceOption')}</label>
        {isIncluded && (
          <p className="field__hint" id={`${id}-hint`}>
            {t('subscription.horse.assistanceIncluded')}
          </p>
        )}
      </div>
    );
  };

  const noneAnnual = horseAssistanceAnnual(
    {
      assista: choice.insurance_name === 'none' && choice.assista,
      product: null,
      hasDeathCover: false,
    },
    tariff2026,
  );

  return (
    <WizardFrame config={config} index={index} title={t('subscription.horse.pack.title')}>
      <form className="wizard__form" noValidate onSubmit={onSubmit}>
        <FormAlert messages={alerts} />
        {eligibility && !eligibility.cover.available && eligibility.cover.reason && (
          <p className="wizard__note" role="status">
            {translate(locale, eligibility.cover.reason.key, eligibility.cover.reason.params)}
          </p>
        )}
        {prices.isError && (
          <p role="alert" className="wizard__alert">
            {t('subscription.pricesUnavailable')}
          </p>
        )}
        <h2 className="plan-cards__title">{t('subscription.pack.plans')}</h2>
        <div className="plan-cards plan-cards--horse">
          {horseProducts.map((product) => {
            const offer = products.find((entry) => entry.name === product);
            const reason =
              offer && !offer.available && offer.reason
                ? translate(locale, offer.reason.key, offer.reason.params)
                : null;
            // what this card would take when chosen (the current choice on the chosen card)
            const shown = choosePack(choice, product);
            const row = rowOf(product, shown.deductible, shown.assista);
            const tariffProduct = tariff2026.horse.treatment.products.find(
              (entry) => entry.name === product,
            );
            return (
              <PlanCard
                key={product}
                id={product}
                name={horsePackLabel(product, t)}
                features={[t(packFeatures[product])]}
                coveragePercent={row?.coverage_percent ?? tariffProduct?.coverage_percent ?? null}
                annualCap={row?.annual_cap ?? tariffProduct?.annual_cap ?? null}
                deductible={null}
                monthlyPrice={row?.monthly_price ?? null}
                offlineMonthlyPrice={
                  row ? offlineMonthlyPrice(row.monthly_price, tariff2026) : null
                }
                isRecommended={product === highlightedHorseProduct}
                isSelected={choice.insurance_name === product}
                onSelect={() => savePack(choosePack(choice, product))}
                disabledReason={reason}
              >
                <fieldset className="field field--radios field--inline plan-card__choice">
                  <legend className="field__label">
                    {t('subscription.pack.deductibleChoice')}
                  </legend>
                  <div className="field__options">
                    {horseProductDeductibles[product].map((deductible) => (
                      <div className="field__option" key={deductible}>
                        <input
                          type="radio"
                          id={`deductible-${product}-${deductible}`}
                          name={`deductible-${product}`}
                          value={deductible}
                          checked={shown.deductible === deductible}
                          disabled={!!reason}
                          onChange={() =>
                            savePack(choosePackDeductible(choice, product, deductible))
                          }
                        />
                        <label htmlFor={`deductible-${product}-${deductible}`}>
                          {formatChf(deductible)}
                        </label>
                      </div>
                    ))}
                  </div>
                </fieldset>
                {assistaControl(product, shown, !!reason)}
              </PlanCard>
            );
          })}
          <PlanCard
            id="none"
            name={horsePackLabel('none', t)}
            features={[t(packFeatures.none)]}
            coveragePercent={null}
            annualCap={null}
            deductible={null}
            monthlyPrice={toChf(roundTo5(ratio(noneAnnual, 12)))}
            isRecommended={false}
            isSelected={choice.insurance_name === 'none'}
            onSelect={() => savePack(choosePack(choice, 'none'))}
          >
            {assistaControl('none', choosePack(choice, 'none'), false)}
          </PlanCard>
        </div>
        <p className="field__hint">
          {t('subscription.stampNote', { percent: tariff2026.fees.stamp_duty_percent })}
        </p>
        <StepActions
          back={previousRoute(config, index)}
          submitLabel={t('subscription.continue')}
          isPending={isPending}
        />
      </form>
    </WizardFrame>
  );
}
