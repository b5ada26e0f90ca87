import { treatmentLookBackMonths } from '@app/domain/constants';
import type { Gender } from '@app/domain/schemas/catalog';
import { animalInformationSchema } from '@app/domain/schemas/subscriptions';
import {
  identificationMaxDigits,
  identificationMaxTypedLength,
  isIdentificationRequired,
} from '@app/domain/subscriptions/animal';
import { useMemo, useRef } from 'react';
import { useWatch } from 'react-hook-form';
import { useIntl } from 'react-intl';
import { compact } from '../../../lib/api';
import { Form } from '../../../ui/form';
import { Notice } from '../../../ui/form-alert';
import {
  MaskedField,
  RadioGroupField,
  SelectField,
  TextAreaField,
  TextField,
} from '../../../ui/inputs';
import { LoadFailure } from '../../../ui/load-failure';
import { separatedDigitsMask } from '../../../ui/masks';
import { useSchemaForm } from '../../../ui/use-schema-form';
import { postAnimalInformation } from '../api/use-animal-information';
import { optionsOf, useGenders } from '../api/use-genders';
import { HorseValueField } from '../components/horse-value-usage-fields';
import { StepActions, WizardFrame } from '../components/wizard-frame';
import { horseTextFieldLabels } from '../horse-labels';
import { formStore, type SubscriptionForm } from '../subscription-store';
import { useNextStep, useWizardContext } from '../use-wizard-context';
import type { WizardConfig } from '../wizard-engine';

// issue 12: a grouped number is pasted whole, its separators taken out (15 digits, ISO 11784)
const identificationMask = separatedDigitsMask(
  identificationMaxDigits,
  identificationMaxTypedLength,
);

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

function payloadOf(
  values: AnimalValues,
  userToken: string | undefined,
  isHorse: boolean,
  animalGender?: string,
) {
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
    animal_gender: animalGender,
    has_been_treated_lately: values.has_been_treated_lately === '' ? undefined : isTreated,
    treatment_description: isTreated ? values.treatment_description : undefined,
  });
}

/** The store's fields of the animal step (what a reload restores). */
function storedOf(
  values: AnimalValues,
  isHorse: boolean,
  genders: readonly Gender[] | undefined,
): Partial<SubscriptionForm> {
  const genderId = values.animal_gender_id ? Number(values.animal_gender_id) : undefined;
  const gender = genders?.find((entry) => entry.id === genderId);
  return {
    animal_identification: values.animal_identification,
    animal_gender_id: genderId,
    // spec 000 §3.1 animal_gender; the sex prices the foal cover (kept while the list loads)
    ...(gender || genderId === undefined
      ? { animal_gender: gender?.name, animal_sex: gender?.sex }
      : {}),
    has_been_treated_lately:
      values.has_been_treated_lately === '' ? undefined : values.has_been_treated_lately === 'true',
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
  };
}

/** Animal information (spec 000 §2.4, §3.1, §5): identification, gender, recent treatment. */
export function AnimalStep({ config, index }: { config: WizardConfig; index: number }) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) =>
    intl.formatMessage({ id }, values);
  const { locale } = useWizardContext();
  const goNext = useNextStep(config, index);
  const stored = formStore.get();
  const businessLine = stored.business_line;
  const isHorse = businessLine === 'horse';
  const genders = useGenders(businessLine, locale);
  const gendersRef = useRef(genders.data);
  gendersRef.current = genders.data;
  const schema = useMemo(() => animalInformationSchema({ businessLine }), [businessLine]);
  const toPayload = (values: AnimalValues) =>
    payloadOf(values, formStore.get().user_token, isHorse, formStore.get().animal_gender);
  const { form, field, submit, onSubmit } = useSchemaForm({
    schema,
    locale,
    defaultValues: valuesOf(stored),
    toPayload,
    send: (values: AnimalValues) => postAnimalInformation(toPayload(values)),
    onSent: goNext,
    onChange: (values) => formStore.update(storedOf(values, isHorse, gendersRef.current)),
  });
  const treated = useWatch({ control: form.control, name: 'has_been_treated_lately' });

  return (
    <WizardFrame config={config} index={index} title={t('subscription.animal.title')}>
      <Form
        submit={submit}
        onSubmit={(event) => {
          // the sex is asked from the list: without the list, no way on (never a default)
          if (genders.data) return onSubmit(event);
          event.preventDefault();
          submit.refuse([t('subscription.gendersUnavailable')]);
        }}
      >
        <MaskedField
          field={field('animal_identification', {
            isRequired: isIdentificationRequired(businessLine),
          })}
          label={t('subscription.field.identification')}
          hint={t('subscription.hint.identification')}
          mask={identificationMask}
        />
        {isHorse && (
          <>
            <HorseValueField field={field('animal_value')} hasHint={false} />
            {horseTextFields.map((name) => (
              <TextField
                key={name}
                field={field(name)}
                label={t(horseTextFieldLabels[name])}
                autoComplete="off"
              />
            ))}
          </>
        )}
        {genders.data ? (
          <SelectField
            field={field('animal_gender_id')}
            label={t('subscription.field.gender')}
            placeholder={t('ui.choose')}
            options={optionsOf(genders.data)}
          />
        ) : (
          // docs/decisions.md "Prices or genders that fail to load": a failure is said, with a
          // retry; the field stays required (no default gender), the answers stay
          <div className="field">
            <p className="field__label">{t('subscription.field.gender')}</p>
            {genders.isError ? (
              <LoadFailure
                message={t('subscription.gendersUnavailable')}
                onRetry={() => void genders.refetch()}
                isRetrying={genders.isFetching}
              />
            ) : (
              <p role="status">{t('subscription.loading')}</p>
            )}
            {field('animal_gender_id').error ? (
              <p className="field__error">{field('animal_gender_id').error}</p>
            ) : null}
          </div>
        )}
        <RadioGroupField
          field={field('has_been_treated_lately')}
          legend={t('subscription.field.treated', { months: treatmentLookBackMonths })}
          options={[
            { value: 'true', label: t('ui.yes') },
            { value: 'false', label: t('ui.no') },
          ]}
        />
        {treated === 'true' && (
          <TextAreaField
            // spec 000 §5: a treatment must be described (the schema's rule)
            field={field('treatment_description', { isRequired: true })}
            label={t('subscription.field.treatmentDescription')}
            hint={t('subscription.hint.treated')}
            hasCounter={false}
          />
        )}
        {treated === 'false' && <Notice>{t('subscription.hint.notTreated')}</Notice>}
        <StepActions config={config} index={index} isPending={submit.isPending} />
      </Form>
    </WizardFrame>
  );
}
