import { brand } from '@app/domain/brand';
import { horseValueCap } from '@app/domain/constants';
import { translate } from '@app/domain/messages/catalogue';
import type { AdditionalRiskName, HorseDeathOption } from '@app/domain/pricing/horse';
import { href } from '@app/domain/routes';
import { subscriptionSelectOptionSchema } from '@app/domain/schemas/subscriptions';
import { type FormEvent, useState } from 'react';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router';
import { formatChf } from '../../../ui/format-chf';
import { useHorseOptionPrices } from '../api/use-horse-option-prices';
import { postSelectOption } from '../api/use-select-option';
import { FormAlert, StepActions, WizardFrame } from '../components/wizard-frame';
import { issuesToMessages } from '../form-resolver';
import {
  answerDeathCover,
  chooseDeathProduct,
  chooseRisk,
  type HorseOptionChoice,
} from '../horse-cover-rules';
import { applyServerErrors } from '../server-errors';
import { formStore, type SubscriptionForm, useSubscriptionForm } from '../subscription-store';
import { useWizardContext } from '../use-wizard-context';
import { nextRoute, previousRoute, reachedAfter, type WizardConfig } from '../wizard-engine';
import { horsePriceRequestOf } from './horse-pack-step';

const optionOf = (form: SubscriptionForm): HorseOptionChoice => ({
  horse_death_insurance_base_product_id: form.horse_death_insurance_base_product_id,
  option_name: form.option_name,
  invalidite: form.invalidite,
  poulain: form.poulain,
  cover_disability: form.cover_disability,
});

const saveOption = (choice: HorseOptionChoice) => formStore.update(choice);

/**
 * Step 3, horse (spec 000 §4 "Horse option step", §5, §9): "Souhaitez-vous une assurance
 * décès/invalidité ?" Yes selects the first available VIVA Spirit option, No clears it;
 * invalidity (up to age 8) and foal as extras. Above CHF 50000 the high-value note and no
 * continue. POST subscriptions/horse/select-option, then the animal information.
 */
export function HorseOptionStep({ config, index }: { config: WizardConfig; index: number }) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) =>
    intl.formatMessage({ id }, values);
  const navigate = useNavigate();
  const { locale } = useWizardContext();
  const form = useSubscriptionForm();
  const [alerts, setAlerts] = useState<string[]>([]);
  const [isPending, setIsPending] = useState(false);
  // the option prices need the value; above the cap there is nothing to price (spec 000 §5)
  const isHighValue = (form.animal_value ?? 0) > horseValueCap;
  const request = isHighValue || !form.animal_value ? null : horsePriceRequestOf(form);
  const options = useHorseOptionPrices(request);
  const offers: HorseDeathOption[] = options.data ?? [];
  const hasOffer = offers.some((offer) => offer.available);
  const choice = optionOf(form);
  const chosen = offers.find((offer) => offer.id === choice.horse_death_insurance_base_product_id);
  const wantsDeath = choice.horse_death_insurance_base_product_id !== undefined;

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (isPending || isHighValue) return;
    setAlerts([]);
    const payload = {
      user_token: form.user_token ?? '',
      option_name: chosen ? chosen.name : 'none',
      horse_death_insurance_base_product_id: chosen?.id,
      invalidite: choice.invalidite,
      poulain: choice.poulain,
      cover_disability: choice.invalidite,
    };
    const checked = subscriptionSelectOptionSchema.safeParse(payload);
    if (!checked.success) {
      setAlerts(issuesToMessages(checked.error.issues, locale, payload));
      return;
    }
    setIsPending(true);
    try {
      await postSelectOption(payload);
      formStore.update({ reached_step: reachedAfter(index, formStore.get().reached_step) });
      navigate(href(nextRoute(config, index), locale));
    } catch (error) {
      setAlerts(applyServerErrors(error, [], () => undefined, t('subscription.error')));
      setIsPending(false);
    }
  };

  const riskBox = (name: AdditionalRiskName) => {
    const risk = chosen?.additional_risks.find((entry) => entry.name === name);
    if (!chosen || chosen.additional_risks.length === 0) return null;
    const id = `option-${name}`;
    const reason =
      risk && !risk.available && risk.reason
        ? translate(locale, risk.reason.key, risk.reason.params)
        : !risk
          ? translate(locale, 'pricing.risk_not_offered')
          : null;
    return (
      <div className="field field--checkbox">
        <input
          type="checkbox"
          id={id}
          checked={choice[name]}
          disabled={!risk?.available}
          aria-describedby={reason ? `${id}-hint` : undefined}
          onChange={(event) => saveOption(chooseRisk(choice, chosen, name, event.target.checked))}
        />
        <label htmlFor={id}>
          {t(`subscription.horse.option.${name}`)}
          {risk?.available
            ? ` (${t('subscription.horse.option.perYear', { amount: formatChf(risk.price) })})`
            : ''}
        </label>
        {reason && (
          <p className="field__hint" id={`${id}-hint`}>
            {reason}
          </p>
        )}
      </div>
    );
  };

  return (
    <WizardFrame config={config} index={index} title={t('subscription.horse.option.title')}>
      <form className="wizard__form" noValidate onSubmit={onSubmit}>
        <FormAlert messages={alerts} />
        {isHighValue ? (
          <p className="wizard__note" role="status">
            {t('subscription.horse.option.highValue', { max: formatChf(horseValueCap) })}{' '}
            <a href={`mailto:${brand.agentEmail}`}>{brand.agentEmail}</a>
          </p>
        ) : options.isPending && request ? (
          <p role="status">{t('subscription.loading')}</p>
        ) : !hasOffer ? (
          <div className="wizard__note" role="status">
            <p>{t('subscription.horse.option.noProduct')}</p>
            <p>
              {t('subscription.horse.option.contact')}{' '}
              <a href={`mailto:${brand.agentEmail}`}>{brand.agentEmail}</a>,{' '}
              <a href={`tel:${brand.phone.replace(/\s/g, '')}`}>{brand.phone}</a>
            </p>
          </div>
        ) : (
          <>
            <fieldset className="field field--radios field--inline">
              <legend className="field__label">{t('subscription.horse.option.question')}</legend>
              <div className="field__options">
                {([true, false] as const).map((isYes) => (
                  <div className="field__option" key={String(isYes)}>
                    <input
                      type="radio"
                      id={`death-cover-${isYes ? 'yes' : 'no'}`}
                      name="death_cover"
                      checked={wantsDeath === isYes}
                      onChange={() => saveOption(answerDeathCover(choice, isYes, offers))}
                    />
                    <label htmlFor={`death-cover-${isYes ? 'yes' : 'no'}`}>
                      {t(isYes ? 'subscription.yes' : 'subscription.no')}
                    </label>
                  </div>
                ))}
              </div>
            </fieldset>
            {wantsDeath && (
              <>
                <fieldset className="field field--radios">
                  <legend className="field__label">{t('subscription.horse.option.product')}</legend>
                  <div className="field__options">
                    {offers.map((offer) => {
                      const id = `death-product-${offer.id}`;
                      const reason =
                        !offer.available && offer.reason
                          ? translate(locale, offer.reason.key, offer.reason.params)
                          : null;
                      return (
                        <div className="field__option" key={offer.id}>
                          <input
                            type="radio"
                            id={id}
                            name="horse_death_insurance_base_product_id"
                            checked={offer.id === chosen?.id}
                            disabled={!offer.available}
                            aria-describedby={reason ? `${id}-hint` : undefined}
                            onChange={() => saveOption(chooseDeathProduct(choice, offer))}
                          />
                          <label htmlFor={id}>
                            {offer.available
                              ? t('subscription.horse.option.productLabel', {
                                  name: offer.name,
                                  amount: formatChf(offer.price),
                                  indemnity: offer.indemnite_deces,
                                })
                              : offer.name}
                          </label>
                          {reason && (
                            <p className="field__hint" id={`${id}-hint`}>
                              {reason}
                            </p>
                          )}
                        </div>
                      );
                    })}
                  </div>
                </fieldset>
                {riskBox('invalidite')}
                {riskBox('poulain')}
              </>
            )}
          </>
        )}
        <StepActions
          back={previousRoute(config, index)}
          // spec 000 §5: above the value cap, no continue button
          submitLabel={isHighValue ? null : t('subscription.continue')}
          isPending={isPending}
        />
      </form>
    </WizardFrame>
  );
}
