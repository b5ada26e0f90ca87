import { petCoverLimits, petDeductibles } from '@app/domain/constants';
import { offlineMonthlyPrice } from '@app/domain/pricing/offline-price';
import { tariff2026 } from '@app/domain/pricing/tariff';
import { href } from '@app/domain/routes';
import { subscriptionCustomizeSchema } from '@app/domain/schemas/subscriptions';
import { type FormEvent, useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router';
import { formatChf } from '../../../ui/format-chf';
import { postCustomize } from '../api/use-customize';
import { usePetPrices } from '../api/use-pet-prices';
import { PlanCard } from '../components/plan-card';
import { FormAlert, StepActions, WizardFrame } from '../components/wizard-frame';
import { issuesToMessages } from '../form-resolver';
import { applyServerErrors } from '../server-errors';
import { formStore, useSubscriptionForm } from '../subscription-store';
import { useWizardContext } from '../use-wizard-context';
import { nextRoute, previousRoute, reachedAfter, type WizardConfig } from '../wizard-engine';

const plans = [
  {
    key: 'accident',
    name: 'subscription.pack.plan.accident',
    cover: { cover_diseases: false, cover_prevention: false },
  },
  {
    key: 'diseases',
    name: 'subscription.pack.plan.diseases',
    cover: { cover_diseases: true, cover_prevention: false },
  },
  {
    key: 'prevention',
    name: 'subscription.pack.plan.prevention',
    cover: { cover_diseases: true, cover_prevention: true },
  },
] as const;

/** The cover recommended on the cards (disease cover: accidents alone leave most costs open). */
const recommendedPlan = 'diseases';

/**
 * Step 2, dog and cat (spec 000 §2.4, §4 "Dog/cat pack step"): three plan cards (accidents;
 * + diseases; + prevention — the toggle rules hold by construction) and the annual deductible;
 * defaults 1000, no diseases, no prevention. POST subscriptions/customize, then the next step.
 */
export function PetPackStep({ config, index }: { config: WizardConfig; index: number }) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) =>
    intl.formatMessage({ id }, values);
  const navigate = useNavigate();
  const { locale } = useWizardContext();
  const form = useSubscriptionForm();
  const [alerts, setAlerts] = useState<string[]>([]);
  const [isPending, setIsPending] = useState(false);
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
  const rowOf = (cover: { cover_diseases: boolean; cover_prevention: boolean }) =>
    prices.data?.find(
      (row) =>
        row.deductible === form.deductible &&
        row.cover_diseases === cover.cover_diseases &&
        row.cover_prevention === cover.cover_prevention,
    );

  const features = (id: (typeof plans)[number]['key']) => {
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

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (isPending) return;
    setAlerts([]);
    const payload = {
      user_token: form.user_token ?? '',
      deductible: form.deductible,
      cover_diseases: form.cover_diseases,
      cover_prevention: form.cover_prevention,
    };
    const checked = subscriptionCustomizeSchema.safeParse(payload);
    if (!checked.success) {
      setAlerts(issuesToMessages(checked.error.issues, locale, payload));
      return;
    }
    setIsPending(true);
    try {
      await postCustomize(checked.data);
      formStore.update({ reached_step: reachedAfter(index, form.reached_step) });
      navigate(href(nextRoute(config, index), locale));
    } catch (error) {
      setAlerts(applyServerErrors(error, [], () => undefined, t('subscription.error')));
      setIsPending(false);
    }
  };

  return (
    <WizardFrame config={config} index={index} title={t('subscription.pack.title')}>
      <form className="wizard__form" noValidate onSubmit={onSubmit}>
        <FormAlert messages={alerts} />
        <fieldset className="field field--radios field--inline">
          <legend className="field__label">{t('subscription.pack.deductibleChoice')}</legend>
          <div className="field__options">
            {petDeductibles.map((deductible) => (
              <div className="field__option" key={deductible}>
                <input
                  type="radio"
                  id={`deductible-${deductible}`}
                  name="deductible"
                  value={deductible}
                  checked={form.deductible === deductible}
                  onChange={() => formStore.update({ deductible })}
                />
                <label htmlFor={`deductible-${deductible}`}>{formatChf(deductible)}</label>
              </div>
            ))}
          </div>
        </fieldset>
        {prices.isError && (
          <p role="alert" className="wizard__alert">
            {t('subscription.pricesUnavailable')}
          </p>
        )}
        <h2 className="plan-cards__title">{t('subscription.pack.plans')}</h2>
        <div className="plan-cards">
          {plans.map((plan) => {
            const row = rowOf(plan.cover);
            return (
              <PlanCard
                key={plan.key}
                id={plan.key}
                name={t(plan.name)}
                features={features(plan.key)}
                coveragePercent={petCoverLimits.reimbursementPercent}
                annualCap={row?.annual_cap ?? null}
                deductible={form.deductible}
                monthlyPrice={row?.monthly_price ?? null}
                offlineMonthlyPrice={
                  row ? offlineMonthlyPrice(row.monthly_price, tariff2026) : null
                }
                isRecommended={plan.key === recommendedPlan}
                isSelected={
                  form.cover_diseases === plan.cover.cover_diseases &&
                  form.cover_prevention === plan.cover.cover_prevention
                }
                onSelect={() => formStore.update(plan.cover)}
              />
            );
          })}
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
