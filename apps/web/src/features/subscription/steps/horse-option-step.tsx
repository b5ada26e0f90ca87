import { brand } from '@app/domain/brand';
import { horseValueCap } from '@app/domain/constants';
import { formatChf } from '@app/domain/format/chf';
import { translate } from '@app/domain/messages/translate';
import type { AdditionalRiskName, HorseDeathOption } from '@app/domain/pricing/horse';
import {
  answerDeathCover,
  chooseDeathProduct,
  chooseRisk,
  type HorseOptionChoice,
} from '@app/domain/pricing/horse-cover';
import { subscriptionSelectOptionSchema } from '@app/domain/schemas/subscriptions';
import { isAboveHorseValueCap } from '@app/domain/subscriptions/animal';
import type { FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { Form } from '../../../ui/form';
import { Notice } from '../../../ui/form-alert';
import { CheckboxField, RadioGroupField } from '../../../ui/inputs';
import { LoadFailure } from '../../../ui/load-failure';
import { useHorseOptionPrices } from '../api/use-horse-option-prices';
import { postSelectOption } from '../api/use-select-option';
import { HorseSexField } from '../components/horse-sex-field';
import { StepActions, WizardFrame } from '../components/wizard-frame';
import { formStore, type SubscriptionForm, useSubscriptionForm } from '../subscription-store';
import { useStoreStep, useWizardContext } from '../use-wizard-context';
import type { WizardConfig } from '../wizard-engine';
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
  const { locale } = useWizardContext();
  const form = useSubscriptionForm();
  const submit = useStoreStep(config, index, subscriptionSelectOptionSchema, postSelectOption);
  // the option prices need the value; above the cap there is nothing to price (spec 000 §5)
  const isHighValue = isAboveHorseValueCap(form.animal_value);
  const base = isHighValue || !form.animal_value ? null : horsePriceRequestOf(form);
  // the sex asked next to the foal option prices the foal (mares only)
  const request = base ? { ...base, animal_gender_id: form.animal_gender_id } : null;
  const options = useHorseOptionPrices(request);
  const offers: HorseDeathOption[] = options.data ?? [];
  const hasOffer = offers.some((offer) => offer.available);
  const choice = optionOf(form);
  const chosen = offers.find((offer) => offer.id === choice.horse_death_insurance_base_product_id);
  const wantsDeath = choice.horse_death_insurance_base_product_id !== undefined;

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (isHighValue) return;
    // docs/decisions.md: a failure to load is not "no product"; never continue without prices
    if (!options.data) {
      submit.refuse([t('subscription.optionsUnavailable')]);
      return;
    }
    const payload = {
      user_token: form.user_token ?? '',
      option_name: chosen ? chosen.name : 'none',
      horse_death_insurance_base_product_id: chosen?.id,
      invalidite: choice.invalidite,
      poulain: choice.poulain,
      cover_disability: choice.invalidite,
      animal_gender_id: form.animal_gender_id,
    };
    submit.sendChecked(payload);
  };

  const riskBox = (name: AdditionalRiskName) => {
    const risk = chosen?.additional_risks.find((entry) => entry.name === name);
    if (!chosen || chosen.additional_risks.length === 0) return null;
    const reason =
      risk && !risk.available && risk.reason
        ? translate(locale, risk.reason.key, risk.reason.params)
        : !risk
          ? translate(locale, 'pricing.risk_not_offered')
          : null;
    return (
      <CheckboxField
        name={`option-${name}`}
        label={`${t(`subscription.horse.option.${name}`)}${
          risk?.available
            ? ` (${t('subscription.horse.option.perYear', { amount: formatChf(risk.price) })})`
            : ''
        }`}
        hint={reason}
        checked={choice[name]}
        isDisabled={!risk?.available}
        onChange={(checked) => saveOption(chooseRisk(choice, chosen, name, checked))}
      />
    );
  };

  return (
    <WizardFrame config={config} index={index} title={t('subscription.horse.option.title')}>
      <Form submit={submit} onSubmit={onSubmit}>
        {isHighValue ? (
          <Notice role="status">
            <p>
              {t('subscription.horse.option.highValue', { max: formatChf(horseValueCap) })}{' '}
              <a href={`mailto:${brand.agentEmail}`}>{brand.agentEmail}</a>
            </p>
          </Notice>
        ) : options.isError && !options.data ? (
          <LoadFailure
            message={t('subscription.optionsUnavailable')}
            onRetry={() => void options.refetch()}
            isRetrying={options.isFetching}
          />
        ) : !options.data ? (
          <p role="status">{t('subscription.loading')}</p>
        ) : !hasOffer ? (
          <Notice role="status">
            <p>{t('subscription.horse.option.noProduct')}</p>
            <p>
              {t('subscription.horse.option.contact')}{' '}
              <a href={`mailto:${brand.agentEmail}`}>{brand.agentEmail}</a>,{' '}
              <a href={`tel:${brand.phone.replace(/\s/g, '')}`}>{brand.phone}</a>
            </p>
          </Notice>
        ) : (
          <>
            <RadioGroupField
              name="death_cover"
              legend={t('subscription.horse.option.question')}
              value={wantsDeath ? 'yes' : 'no'}
              onChange={(answer) => saveOption(answerDeathCover(choice, answer === 'yes', offers))}
              options={[
                { value: 'yes', label: t('ui.yes') },
                { value: 'no', label: t('ui.no') },
              ]}
            />
            {wantsDeath && (
              <>
                <RadioGroupField
                  name="horse_death_insurance_base_product_id"
                  legend={t('subscription.horse.option.product')}
                  isInline={false}
                  value={chosen ? String(chosen.id) : undefined}
                  onChange={(id) => {
                    const offer = offers.find((entry) => String(entry.id) === id);
                    if (offer) saveOption(chooseDeathProduct(choice, offer));
                  }}
                  options={offers.map((offer) => ({
                    value: String(offer.id),
                    label: offer.available
                      ? t('subscription.horse.option.productLabel', {
                          name: offer.name,
                          amount: formatChf(offer.price),
                          indemnity: offer.indemnite_deces,
                        })
                      : offer.name,
                    isDisabled: !offer.available,
                    hint:
                      !offer.available && offer.reason
                        ? translate(locale, offer.reason.key, offer.reason.params)
                        : undefined,
                  }))}
                />
                {riskBox('invalidite')}
                {chosen?.additional_risks.some((risk) => risk.name === 'poulain') && (
                  <HorseSexField
                    name="horse_sex"
                    locale={locale}
                    value={form.animal_gender_id}
                    onChange={(gender) =>
                      formStore.update({
                        animal_gender_id: gender.id,
                        animal_gender: gender.name,
                        animal_sex: gender.sex,
                        // the foal of a stallion or a gelding is no risk to insure
                        ...(gender.sex === 'female' ? {} : { poulain: false }),
                      })
                    }
                  />
                )}
                {riskBox('poulain')}
              </>
            )}
          </>
        )}
        <StepActions
          config={config}
          index={index}
          // spec 000 §5: above the value cap, no continue button
          submitLabel={isHighValue ? null : t('subscription.continue')}
          isPending={submit.isPending}
        />
      </Form>
    </WizardFrame>
  );
}
