import { horseValueCap, treatmentLookBackMonths } from '@app/domain/constants';
import { href } from '@app/domain/routes';
import { animalInformationSchema } from '@app/domain/schemas/subscriptions';
import { useEffect, useMemo, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router';
import { compact } from '../../../app/api';
import { postAnimalInformation } from '../api/use-animal-information';
import { useGenders } from '../api/use-genders';
import { MaskedField, RadioGroupField, SelectField, TextField } from '../components/fields';
import { maskDigits } from '../components/masks';
import { FormAlert, StepActions, WizardFrame } from '../components/wizard-frame';
import { schemaResolver } from '../form-resolver';
import { horseTextFieldLabels } from '../horse-labels';
import { applyServerErrors } from '../server-errors';
import { formStore, type SubscriptionForm } from '../subscription-store';
import { useWizardContext } from '../use-wizard-context';
import { nextRoute, previousRoute, reachedAfter, type WizardConfig } from '../wizard-engine';

interface AnimalValues {
  animal_identification: string;
  animal_gender_id: string;
  has_been_treated_lately: '' | 'true' | 'false';
  treatment_description: string;
  // horse only (spec 000 §3.1)
  animal_value: string;
  animal_defects: string;
  previous_owner_info: string;
  ecurie_details: string;
  veterinarian_name: string;
}

const horseTextFields = [
  'animal_defects',
  'previous_owner_info',
  'ecurie_details',
  'veterinarian_name',
] as const;

const animalFields = [
  'animal_identification',
  'animal_gender_id',
  'has_been_treated_lately',
  'treatment_description',
  'animal_value',
  ...horseTextFields,
] as const;

function valuesOf(form: SubscriptionForm): AnimalValues {
  return {
    animal_identification: form.animal_identification,
    animal_gender_id: form.animal_gender_id === undefined ? '' : String(form.animal_gender_id),
    has_been_treated_lately:
      form.has_been_treated_lately === undefined
        ? ''
        : form.has_been_treated_lately
          ? 'true'
          : 'false',
    treatment_description: form.treatment_description,
    animal_value: form.animal_value === undefined ? '' : String(form.animal_value),
    animal_defects: form.animal_defects,
    previous_owner_info: form.previous_owner_info,
    ecurie_details: form.ecurie_details,
    veterinarian_name: form.veterinarian_name,
  };
}

const horseValueOf = (text: string) => (text.trim() === '' ? undefined : Number(text));

function payloadOf(values: AnimalValues, userToken: string | undefined, isHorse: boolean) {
  const isTreated = values.has_been_treated_lately === 'true';
  return compact({
    ...(isHorse
      ? {
          animal_value: horseValueOf(values.animal_value),
          animal_defects: values.animal_defects,
          previous_owner_info: values.previous_owner_info,
          ecurie_details: values.ecurie_details,
          veterinarian_name: values.veterinarian_name,
        }
      : {}),
    user_token: userToken,
    animal_identification: values.animal_identification,
    animal_gender_id: values.animal_gender_id ? Number(values.animal_gender_id) : undefined,
    has_been_treated_lately: values.has_been_treated_lately === '' ? undefined : isTreated,
    treatment_description: isTreated ? values.treatment_description : undefined,
  });
}

/** Animal information (spec 000 §2.4, §3.1, §5): identification, gender, recent treatment. */
export function AnimalStep({ config, index }: { config: WizardConfig; index: number }) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) =>
    intl.formatMessage({ id }, values);
  const navigate = useNavigate();
  const { locale } = useWizardContext();
  const stored = formStore.get();
  const businessLine = stored.business_line;
  const isCat = businessLine === 'cat';
  const isHorse = businessLine === 'horse';
  const genders = useGenders(businessLine, locale);
  const [alerts, setAlerts] = useState<string[]>([]);
  const [isPending, setIsPending] = useState(false);
  const schema = useMemo(() => animalInformationSchema({ businessLine }), [businessLine]);

  const {
    register,
    handleSubmit,
    control,
    setError,
    setValue,
    formState: { errors },
  } = useForm<AnimalValues>({
    defaultValues: valuesOf(stored),
    resolver: schemaResolver<AnimalValues>(schema, locale, (values) =>
      payloadOf(values, formStore.get().user_token, isHorse),
    ),
  });
  const values = useWatch({ control }) as AnimalValues;
  const isTreated = values.has_been_treated_lately === 'true';

  useEffect(() => {
    formStore.update({
      animal_identification: values.animal_identification,
      animal_gender_id: values.animal_gender_id ? Number(values.animal_gender_id) : undefined,
      has_been_treated_lately:
        values.has_been_treated_lately === ''
          ? undefined
          : values.has_been_treated_lately === 'true',
      treatment_description: values.treatment_description,
      ...(isHorse
        ? {
            animal_value: horseValueOf(values.animal_value ?? ''),
            animal_defects: values.animal_defects,
            previous_owner_info: values.previous_owner_info,
            ecurie_details: values.ecurie_details,
            veterinarian_name: values.veterinarian_name,
          }
        : {}),
    });
  }, [values, isHorse]);

  const onSubmit = handleSubmit(async (submitted) => {
    if (isPending) return;
    setAlerts([]);
    setIsPending(true);
    try {
      await postAnimalInformation(payloadOf(submitted, formStore.get().user_token, isHorse));
      formStore.update({ reached_step: reachedAfter(index, formStore.get().reached_step) });
      navigate(href(nextRoute(config, index), locale));
    } catch (error) {
      setAlerts(applyServerErrors(error, animalFields, setError, t('subscription.error')));
      setIsPending(false);
    }
  });
  const error = (name: keyof AnimalValues) => errors[name]?.message;

  return (
    <WizardFrame config={config} index={index} title={t('subscription.animal.title')}>
      <form className="wizard__form" noValidate onSubmit={onSubmit}>
        <FormAlert messages={alerts} />
        <MaskedField
          label={t('subscription.field.identification')}
          registration={register('animal_identification')}
          error={error('animal_identification')}
          hint={t('subscription.hint.identification')}
          mask={(text) => maskDigits(text, 15)}
          maxLength={15}
          isRequired={!isCat}
          autoComplete="off"
        />
        {isHorse && (
          <>
            <MaskedField
              label={t('subscription.horse.valueLabel')}
              registration={register('animal_value', {
                // spec 000 §5: a larger value is set to 50000 on blur
                onBlur: (event) => {
                  const typed = Number((event.target as HTMLInputElement).value);
                  if (typed > horseValueCap) setValue('animal_value', String(horseValueCap));
                },
              })}
              error={error('animal_value')}
              mask={(text) => maskDigits(text, 6)}
              isRequired
              autoComplete="off"
            />
            {horseTextFields.map((name) => (
              <TextField
                key={name}
                label={t(horseTextFieldLabels[name])}
                registration={register(name)}
                error={error(name)}
                autoComplete="off"
                maxLength={name === 'veterinarian_name' ? 200 : 500}
              />
            ))}
          </>
        )}
        {genders.data ? (
          <SelectField
            label={t('subscription.field.gender')}
            registration={register('animal_gender_id')}
            error={error('animal_gender_id')}
            placeholder={t('subscription.choose')}
            options={genders.data.map((gender) => ({
              value: String(gender.id),
              label: gender.name,
            }))}
            isRequired
          />
        ) : (
          <p className="field">{t('subscription.loading')}</p>
        )}
        <RadioGroupField
          legend={t('subscription.field.treated', { months: treatmentLookBackMonths })}
          registration={register('has_been_treated_lately')}
          error={error('has_been_treated_lately')}
          isRequired
          options={[
            { value: 'true', label: t('subscription.yes') },
            { value: 'false', label: t('subscription.no') },
          ]}
        />
        {isTreated && (
          <div className="field">
            <label className="field__label" htmlFor="field-treatment_description">
              {t('subscription.field.treatmentDescription')}
              <span aria-hidden="true"> *</span>
            </label>
            <textarea
              className="field__input"
              id="field-treatment_description"
              rows={4}
              aria-required
              aria-invalid={error('treatment_description') ? true : undefined}
              aria-describedby={[
                'field-treatment_description-hint',
                error('treatment_description') ? 'field-treatment_description-error' : '',
              ]
                .filter(Boolean)
                .join(' ')}
              {...register('treatment_description')}
            />
            <p className="field__hint" id="field-treatment_description-hint">
              {t('subscription.hint.treated')}
            </p>
            {error('treatment_description') && (
              <p className="field__error" id="field-treatment_description-error">
                {error('treatment_description')}
              </p>
            )}
          </div>
        )}
        {values.has_been_treated_lately === 'false' && (
          <p className="wizard__note">{t('subscription.hint.notTreated')}</p>
        )}
        <StepActions
          back={previousRoute(config, index)}
          submitLabel={t('subscription.continue')}
          isPending={isPending}
        />
      </form>
    </WizardFrame>
  );
}
