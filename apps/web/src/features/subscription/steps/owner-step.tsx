import { href } from '@app/domain/routes';
import { ownerInformationSchema } from '@app/domain/schemas/subscriptions';
import { isOwnChannel } from '@app/domain/subscriptions/channel';
import { useEffect, useMemo, useState } from 'react';
import { type UseFormRegisterReturn, useForm, useWatch } from 'react-hook-form';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router';
import { compact } from '../../../app/api';
import { useLocalities, useLocalityTexts } from '../../../app/use-localities';
import { type TextBinding, usePostcodeField } from '../../../ui/postcode-field';
import { postOwnerInformation } from '../api/use-owner-information';
import { useSalutations } from '../api/use-salutations';
import {
  CheckboxField,
  describedBy,
  FieldMessages,
  fieldId,
  MaskedField,
  RadioGroupField,
  RequiredMark,
  TextField,
} from '../components/fields';
import { maskDate, maskPhone } from '../components/masks';
import { FormAlert, StepActions, WizardFrame } from '../components/wizard-frame';
import { schemaResolver } from '../form-resolver';
import { applyServerErrors } from '../server-errors';
import { formStore, type SubscriptionForm } from '../subscription-store';
import { useWizardContext } from '../use-wizard-context';
import { nextRoute, previousRoute, reachedAfter, type WizardConfig } from '../wizard-engine';

interface OwnerValues {
  salutation_id: string;
  first_name: string;
  last_name: string;
  owner_date_of_birth: string;
  email: string;
  email_confirmation: string;
  phone: string;
  street_name: string;
  building_number: string;
  zip: string;
  city: string;
  already_client: boolean;
  existing_client_nr: string;
}

const ownerStepFields = [
  'salutation_id',
  'first_name',
  'last_name',
  'owner_date_of_birth',
  'email',
  'email_confirmation',
  'phone',
  'street_name',
  'building_number',
  'zip',
  'city',
  'country',
  'already_client',
  'existing_client_nr',
] as const;

function valuesOf(form: SubscriptionForm): OwnerValues {
  return {
    salutation_id: form.salutation_id === undefined ? '' : String(form.salutation_id),
    first_name: form.first_name,
    last_name: form.last_name,
    owner_date_of_birth: form.owner_date_of_birth,
    email: form.email,
    email_confirmation: form.email_confirmation,
    phone: form.phone,
    street_name: form.street_name,
    building_number: form.building_number,
    zip: form.zip,
    city: form.city,
    already_client: form.already_client,
    existing_client_nr: form.existing_client_nr,
  };
}

/** A registered field as the postcode field drives it: the value shown, a change by value. */
function bindingOf(registration: UseFormRegisterReturn, value: string | undefined): TextBinding {
  const { name } = registration;
  return {
    name,
    ref: registration.ref,
    value: value ?? '',
    onChange: (text) =>
      void registration.onChange({ target: { name, value: text }, type: 'change' }),
    // like a Controller's blur: the event carries the value, or the form would take it as empty
    onBlur: () => void registration.onBlur({ target: { name, value: value ?? '' }, type: 'blur' }),
  };
}

function payloadOf(values: OwnerValues, userToken: string | undefined) {
  return compact({
    user_token: userToken,
    ...values,
    salutation_id: values.salutation_id ? Number(values.salutation_id) : undefined,
    existing_client_nr: values.already_client ? values.existing_client_nr : undefined,
    country: 'CH',
  });
}

/**
 * Owner information (spec 000 §2.4, §3.1, §5): "Nous souhaiterions en savoir plus sur vous";
 * the section is "Mes coordonnées" on the own channel, else the policyholder's details.
 */
export function OwnerStep({ config, index }: { config: WizardConfig; index: number }) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) =>
    intl.formatMessage({ id }, values);
  const navigate = useNavigate();
  const { locale, today } = useWizardContext();
  const stored = formStore.get();
  const isOwn = isOwnChannel(stored.partner_key);
  const salutations = useSalutations(locale);
  const [alerts, setAlerts] = useState<string[]>([]);
  const [isPending, setIsPending] = useState(false);
  const schema = useMemo(
    () => ownerInformationSchema({ partnerKey: stored.partner_key, today }),
    [stored.partner_key, today],
  );

  const {
    register,
    handleSubmit,
    control,
    setError,
    formState: { errors },
  } = useForm<OwnerValues>({
    defaultValues: valuesOf(stored),
    resolver: schemaResolver<OwnerValues>(schema, locale, (values) =>
      payloadOf(values, formStore.get().user_token),
    ),
  });
  const values = useWatch({ control }) as OwnerValues;
  const postcode = usePostcodeField({ lookup: useLocalities(), texts: useLocalityTexts() });

  useEffect(() => {
    formStore.update({
      ...values,
      salutation_id: values.salutation_id ? Number(values.salutation_id) : undefined,
    });
  }, [values]);

  const onSubmit = handleSubmit(async (submitted) => {
    if (isPending) return;
    setAlerts([]);
    setIsPending(true);
    try {
      await postOwnerInformation(payloadOf(submitted, formStore.get().user_token));
      formStore.update({ reached_step: reachedAfter(index, formStore.get().reached_step) });
      navigate(href(nextRoute(config, index), locale));
    } catch (error) {
      setAlerts(applyServerErrors(error, ownerStepFields, setError, t('subscription.error')));
      setIsPending(false);
    }
  });
  const error = (name: keyof OwnerValues) => errors[name]?.message;

  return (
    <WizardFrame config={config} index={index} title={t('subscription.owner.title')}>
      <form className="wizard__form" noValidate onSubmit={onSubmit} aria-labelledby="owner-heading">
        <h2 id="owner-heading">
          {t(isOwn ? 'subscription.owner.headingOwn' : 'subscription.owner.headingPartner')}
        </h2>
        <FormAlert messages={alerts} />
        {salutations.data ? (
          <RadioGroupField
            legend={t('subscription.field.salutation')}
            registration={register('salutation_id')}
            error={error('salutation_id')}
            isRequired
            options={salutations.data.map((salutation) => ({
              value: String(salutation.id),
              label: salutation.name,
            }))}
          />
        ) : (
          <p className="field">{t('subscription.loading')}</p>
        )}
        <div className="wizard__row">
          <TextField
            label={t('subscription.field.firstName')}
            registration={register('first_name')}
            error={error('first_name')}
            autoComplete="given-name"
            isRequired
          />
          <TextField
            label={t('subscription.field.lastName')}
            registration={register('last_name')}
            error={error('last_name')}
            autoComplete="family-name"
            isRequired
          />
        </div>
        <MaskedField
          label={t('subscription.field.ownerBirthDate')}
          registration={register('owner_date_of_birth')}
          error={error('owner_date_of_birth')}
          placeholder={t('subscription.datePlaceholder')}
          mask={maskDate}
          autoComplete="bday"
          isRequired
        />
        <TextField
          label={t('subscription.field.email')}
          registration={register('email')}
          error={error('email')}
          type="email"
          autoComplete="email"
          isRequired={isOwn}
        />
        <TextField
          label={t('subscription.field.emailConfirmation')}
          registration={register('email_confirmation')}
          error={error('email_confirmation')}
          type="email"
          autoComplete="email"
          isRequired={isOwn}
        />
        <MaskedField
          label={t('subscription.field.phone')}
          registration={register('phone')}
          error={error('phone')}
          placeholder="079 123 45 67"
          mask={maskPhone}
          type="tel"
          autoComplete="tel"
          isRequired
        />
        <div className="wizard__row">
          <TextField
            label={t('subscription.field.street')}
            registration={register('street_name')}
            error={error('street_name')}
            autoComplete="address-line1"
            isRequired
          />
          <TextField
            label={t('subscription.field.buildingNumber')}
            registration={register('building_number')}
            error={error('building_number')}
            maxLength={10}
          />
        </div>
        <div className="wizard__row">
          {/* TextField's markup, with the postcode lookup's combobox props on the inputs */}
          <div className="field">
            <label className="field__label" htmlFor={fieldId('zip')}>
              {t('subscription.field.zip')}
              <RequiredMark />
            </label>
            <div className="postcode-field">
              <input
                className="field__input"
                id={fieldId('zip')}
                type="text"
                inputMode="numeric"
                autoComplete="postal-code"
                maxLength={4}
                aria-invalid={error('zip') ? true : undefined}
                aria-required
                aria-describedby={describedBy('zip', error('zip'))}
                {...postcode.zip.inputProps(bindingOf(register('zip'), values.zip))}
              />
              {postcode.zip.popup}
            </div>
            <FieldMessages name="zip" error={error('zip')} />
          </div>
          <div className="field">
            <label className="field__label" htmlFor={fieldId('city')}>
              {t('subscription.field.city')}
              <RequiredMark />
            </label>
            <div className="postcode-field">
              <input
                className="field__input"
                id={fieldId('city')}
                type="text"
                autoComplete="address-level2"
                aria-invalid={error('city') ? true : undefined}
                aria-required
                aria-describedby={describedBy('city', error('city'))}
                {...postcode.city.inputProps(bindingOf(register('city'), values.city))}
              />
              {postcode.city.popup}
            </div>
            <FieldMessages name="city" error={error('city')} />
          </div>
        </div>
        <div className="field">
          <label className="field__label" htmlFor="field-country">
            {t('subscription.field.country')}
          </label>
          <select className="field__input" id="field-country" name="country" defaultValue="CH">
            <option value="CH">{t('subscription.country.ch')}</option>
          </select>
        </div>
        <CheckboxField
          label={t('subscription.field.alreadyClient')}
          registration={register('already_client')}
          error={error('already_client')}
        />
        {values.already_client && (
          <TextField
            label={t('subscription.field.clientNr')}
            registration={register('existing_client_nr')}
            error={error('existing_client_nr')}
            isRequired
          />
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
