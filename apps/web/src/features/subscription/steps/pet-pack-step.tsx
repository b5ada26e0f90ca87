import { petCoverLimits, petDeductibles } from '@app/domain/constants';
import { formatChf } from '@app/domain/format/chf';
import { offlineMonthlyPrice } from '@app/domain/pricing/offline-price';
import { type PetPlan, petPlans, recommendedPetPlan } from '@app/domain/pricing/pet-cover';
import { tariff2026 } from '@app/domain/pricing/tariff-2026';
import { subscriptionCustomizeSchema } from '@app/domain/schemas/subscriptions';
import { petProductReferences } from '@app/domain/subscriptions/product-references';
import { type FormEvent, useMemo } from 'react';
import { useIntl } from 'react-intl';
import { Form } from '../../../ui/form';
import { RadioGroupField } from '../../../ui/inputs';
import { LoadFailure } from '../../../ui/load-failure';
import { useContinueAfterPrices } from '../api/shown-prices';
import { postCustomize } from '../api/use-customize';
import { usePetPrices } from '../api/use-pet-prices';
import { PlanCard, StampNote } from '../components/plan-card';
import { StepActions, WizardFrame } from '../components/wizard-frame';
import { formStore, useSubscriptionForm } from '../subscription-store';
import { useStoreStep } from '../use-wizard-context';
import type { WizardConfig } from '../wizard-engine';

const planNames: Record<PetPlan, string> = {
  accident: 'subscription.pack.plan.accident',
  diseases: 'subscription.pack.plan.diseases',
  prevention: 'subscription.pack.plan.prevention',
};

/**
 * Step 2, dog and cat (spec 000 §2.4, §4 "Dog/cat pack step"): three plan cards (accidents;
 * + diseases; + prevention — the toggle rules hold by construction) and the annual deductible;
 * defaults 1000, no diseases, no prevention. POST subscriptions/customize, then the next step.
 */
export function PetPackStep({ config, index }: { config: WizardConfig; index: number }) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) =>
    intl.formatMessage({ id }, values);
  const form = useSubscriptionForm();
  const submit = useStoreStep(config, index, subscriptionCustomizeSchema, postCustomize);
  const businessLine = form.business_line === 'cat' ? 'cat' : 'dog';

  const priceRequest = useMemo(
    () => ({
      animal_name: form.animal_name,
      animal_race_id: form.animal_race_id,
      animal_race2_id: form.animal_race2_id,
      animal_date_of_birth: form.animal_date_of_birth,
      policy_start_date: form.policy_start_date,
      is_indoor_cat: form.is_indoor_cat,
    }),
    [
      form.animal_name,
      form.animal_race_id,
      form.animal_race2_id,
      form.animal_date_of_birth,
      form.policy_start_date,
      form.is_indoor_cat,
    ],
  );
  const prices = usePetPrices(businessLine, priceRequest);
  const { isWaiting, continueAfterPrices } = useContinueAfterPrices(prices);
  const rowOf = (cover: { cover_diseases: boolean; cover_prevention: boolean }) =>
    prices.data?.find(
      (row) =>
        row.deductible === form.deductible &&
        row.cover_diseases === cover.cover_diseases &&
        row.cover_prevention === cover.cover_prevention,
    );

  const features = (id: PetPlan) => {
    const list = [t('subscription.pack.feature.accident')];
    if (id !== 'accident')
      list.push(
        t('subscription.pack.feature.diseases', {
          amount: formatChf(petCoverLimits.complementaryMedicineCap),
        }),
      );
    if (id === 'prevention')
      list.push(
        t('subscription.pack.feature.prevention', {
          amount: formatChf(petCoverLimits.preventionCap),
        }),
      );
    return list;
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const cover = { cover_diseases: form.cover_diseases, cover_prevention: form.cover_prevention };
    const references = petProductReferences(businessLine, cover);
    const payload = {
      user_token: form.user_token ?? '',
      deductible: form.deductible,
      ...cover,
      ...references,
    };
    // docs/decisions.md: a step never continues on prices that failed to load
    continueAfterPrices(
      () => {
        formStore.update(references);
        submit.sendChecked(payload);
      },
      () => submit.refuse([t('subscription.pricesRetry')]),
    );
  };

  return (
    <WizardFrame config={config} index={index} title={t('subscription.pack.title')}>
      <Form submit={submit} onSubmit={onSubmit}>
        <RadioGroupField
          name="deductible"
          legend={t('subscription.pack.deductibleChoice')}
          value={String(form.deductible)}
          onChange={(deductible) => formStore.update({ deductible: Number(deductible) })}
          options={petDeductibles.map((deductible) => ({
            value: String(deductible),
            label: formatChf(deductible),
          }))}
        />
        {prices.isError && (
          <LoadFailure
            message={t('subscription.pricesRetry')}
            onRetry={() => void prices.refetch()}
            isRetrying={prices.isFetching}
          />
        )}
        <h2 className="plan-cards__title">{t('subscription.pack.plans')}</h2>
        <div className="plan-cards">
          {petPlans.map((plan) => {
            const row = rowOf(plan.cover);
            return (
              <PlanCard
                key={plan.key}
                id={plan.key}
                name={t(planNames[plan.key])}
                features={features(plan.key)}
                coveragePercent={petCoverLimits.reimbursementPercent}
                annualCap={row?.annual_cap ?? null}
                deductible={form.deductible}
                monthlyPrice={row?.monthly_price ?? null}
                offlineMonthlyPrice={
                  row ? offlineMonthlyPrice(row.monthly_price, tariff2026) : null
                }
                isRecommended={plan.key === recommendedPetPlan}
                isSelected={
                  form.cover_diseases === plan.cover.cover_diseases &&
                  form.cover_prevention === plan.cover.cover_prevention
                }
                onSelect={() =>
                  formStore.update({
                    ...plan.cover,
                    ...petProductReferences(businessLine, plan.cover),
                  })
                }
              />
            );
          })}
        </div>
        <StampNote />
        <StepActions config={config} index={index} isPending={submit.isPending || isWaiting} />
      </Form>
    </WizardFrame>
  );
}
