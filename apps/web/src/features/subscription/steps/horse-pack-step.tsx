import {
  defaultDeductible,
  type HorseProduct,
  highlightedHorseProduct,
  horseProductDeductibles,
  horseProducts,
} from '@app/domain/constants';
import { parseDate } from '@app/domain/dates/calendar';
import { formatChf } from '@app/domain/format/chf';
import { translate } from '@app/domain/messages/translate';
import { quoteEligibility } from '@app/domain/pricing/eligibility';
import { horseAssistanceAnnual } from '@app/domain/pricing/horse';
import {
  choosePack,
  choosePackAssista,
  choosePackDeductible,
  defaultPack,
  type HorsePackChoice,
  includesAssistance,
} from '@app/domain/pricing/horse-cover';
import { offlineMonthlyPrice } from '@app/domain/pricing/offline-price';
import { ratio, roundTo5, toChf } from '@app/domain/pricing/rounding';
import { tariff2026 } from '@app/domain/pricing/tariff-2026';
import {
  type HorsePackName,
  subscriptionSelectPackSchema,
} from '@app/domain/schemas/subscriptions';
import { horseProductReferences } from '@app/domain/subscriptions/product-references';
import { type FormEvent, useEffect, useMemo } from 'react';
import { useIntl } from 'react-intl';
import { Form } from '../../../ui/form';
import { Notice } from '../../../ui/form-alert';
import { CheckboxField, RadioGroupField } from '../../../ui/inputs';
import { LoadFailure } from '../../../ui/load-failure';
import { useContinueAfterPrices } from '../api/shown-prices';
import { useHorsePrices } from '../api/use-horse-prices';
import { postSelectPack } from '../api/use-select-pack';
import { PlanCard, StampNote } from '../components/plan-card';
import { StepActions, WizardFrame } from '../components/wizard-frame';
import { horsePackLabel, packFeatures } from '../horse-labels';
import { formStore, type SubscriptionForm, useSubscriptionForm } from '../subscription-store';
import { useStoreStep, useWizardContext } from '../use-wizard-context';
import type { WizardConfig } from '../wizard-engine';

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
    deductible: choice.deductible ?? defaultDeductible,
    assista: choice.assista,
    // spec 000 §3.1: the insurer's references of the pack
    ...horseProductReferences(choice.insurance_name),
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
  const { locale } = useWizardContext();
  const form = useSubscriptionForm();
  const submit = useStoreStep(config, index, subscriptionSelectPackSchema, postSelectPack);
  const eligibility = useHorseEligibility(form);
  const products = useMemo(() => eligibility?.treatment ?? [], [eligibility]);
  // react-query compares the request by value: no memo needed
  const request = horsePriceRequestOf(form);
  const prices = useHorsePrices(request);
  const { isWaiting, continueAfterPrices } = useContinueAfterPrices(prices);

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
        // a pack that includes the assistance has one price, with it
        (includesAssistance(product) || row.assista === assista),
    );

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const payload = {
      user_token: form.user_token ?? '',
      insurance_name: choice.insurance_name,
      deductible: choice.insurance_name === 'none' ? undefined : choice.deductible,
      assista: choice.assista,
      ...horseProductReferences(choice.insurance_name),
    };
    // docs/decisions.md: a step never continues on prices that failed to load
    continueAfterPrices(
      () => submit.sendChecked(payload),
      () => submit.refuse([t('subscription.pricesRetry')]),
    );
  };

  const assistaControl = (pack: HorsePackName, shown: HorsePackChoice, isDisabled: boolean) => {
    const isIncluded = includesAssistance(pack);
    return (
      <CheckboxField
        name={`assista-${pack}`}
        label={t('subscription.horse.assistanceOption')}
        hint={isIncluded ? t('subscription.horse.assistanceIncluded') : undefined}
        checked={isIncluded || shown.assista}
        isDisabled={isDisabled || isIncluded}
        onChange={(checked) => savePack(choosePackAssista(choice, pack, checked))}
      />
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
      <Form submit={submit} onSubmit={onSubmit}>
        {eligibility && !eligibility.cover.available && eligibility.cover.reason && (
          <Notice role="status">
            {translate(locale, eligibility.cover.reason.key, eligibility.cover.reason.params)}
          </Notice>
        )}
        {prices.isError && (
          <LoadFailure
            message={t('subscription.pricesRetry')}
            onRetry={() => void prices.refetch()}
            isRetrying={prices.isFetching}
          />
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
                <RadioGroupField
                  name={`deductible-${product}`}
                  className="plan-card__choice"
                  legend={t('subscription.pack.deductibleChoice')}
                  value={shown.deductible === undefined ? undefined : String(shown.deductible)}
                  onChange={(deductible) =>
                    savePack(choosePackDeductible(choice, product, Number(deductible)))
                  }
                  options={horseProductDeductibles[product].map((deductible) => ({
                    value: String(deductible),
                    label: formatChf(deductible),
                    isDisabled: !!reason,
                  }))}
                />
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
        <StampNote />
        <StepActions config={config} index={index} isPending={submit.isPending || isWaiting} />
      </Form>
    </WizardFrame>
  );
}
