import type { Salutation } from '@app/domain/schemas/catalog';
import { ownerInformationSchema } from '@app/domain/schemas/subscriptions';
import { isOwnChannel } from '@app/domain/subscriptions/channel';
import { swissCountryId } from '@app/domain/subscriptions/product-references';
import { useMemo, useRef } from 'react';
import { useWatch } from 'react-hook-form';
import { useIntl } from 'react-intl';
import { compact } from '../../../lib/api';
import { useStreetLookup } from '../../../lib/use-addresses';
import { usePlaceLookup } from '../../../lib/use-localities';
import { Form } from '../../../ui/form';
import {
  CheckboxField,
  DateField,
  PhoneField,
  RadioGroupField,
  TextField,
} from '../../../ui/inputs';
import { LoadFailure } from '../../../ui/load-failure';
import { blockEnter, PlaceFields } from '../../../ui/place-fields';
import { StreetField } from '../../../ui/street-field';
import { useSchemaForm } from '../../../ui/use-schema-form';
import { optionsOf } from '../api/use-genders';
import { postOwnerInformation } from '../api/use-owner-information';
import { useSalutations } from '../api/use-salutations';
import { StepActions, WizardFrame } from '../components/wizard-frame';
import { formStore, type SubscriptionForm } from '../subscription-store';
import { useNextStep, useWizardContext } from '../use-wizard-context';
import type { WizardConfig } from '../wizard-engine';

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

/** spec 000 §3.1 address: the whole address line, as the insurer's systems take it. */
export function addressLineOf(
  values: Pick<OwnerValues, 'street_name' | 'building_number' | 'zip' | 'city'>,
): string {
  const street = [values.street_name.trim(), values.building_number.trim()]
    .filter(Boolean)
    .join(' ');
  const place = [values.zip.trim(), values.city.trim()].filter(Boolean).join(' ');
  return [street, place].filter(Boolean).join(', ');
}

/** The owner's fields of the store (spec 000 §3.1: with gender, address and country_id). */
function storedOf(
  values: OwnerValues,
  salutations: readonly Salutation[] | undefined,
): Partial<SubscriptionForm> {
  const salutationId = values.salutation_id ? Number(values.salutation_id) : undefined;
  const salutation = salutations?.find((entry) => entry.id === salutationId);
  return {
    ...values,
    salutation_id: salutationId,
    ...(salutation || salutationId === undefined ? { gender: salutation?.gender } : {}),
    address: addressLineOf(values),
    country_id: swissCountryId,
  };
}

function payloadOf(values: OwnerValues, form: SubscriptionForm) {
  return compact({
    user_token: form.user_token,
    ...values,
    salutation_id: values.salutation_id ? Number(values.salutation_id) : undefined,
    gender: form.gender,
    address: addressLineOf(values),
    existing_client_nr: values.already_client ? values.existing_client_nr : undefined,
    country: 'CH',
    country_id: swissCountryId,
  });
}

/**
 * Owner information (spec 000 §2.4, §3.1, §5): "Nous souhaiterions en savoir plus sur vous";
 * the section is "Mes coordonnées" on the own channel, else the policyholder's details.
 */
export function OwnerStep({ config, index }: { config: WizardConfig; index: number }) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const { locale, today } = useWizardContext();
  const goNext = useNextStep(config, index);
  const stored = formStore.get();
  const isOwn = isOwnChannel(stored.partner_key);
  const salutations = useSalutations(locale);
  const salutationsRef = useRef(salutations.data);
  salutationsRef.current = salutations.data;
  const places = usePlaceLookup();
  const streets = useStreetLookup();
  const schema = useMemo(
    () => ownerInformationSchema({ partnerKey: stored.partner_key, today }),
    [stored.partner_key, today],
  );
  const toPayload = (values: OwnerValues) => payloadOf(values, formStore.get());
  const { form, field, submit, onSubmit } = useSchemaForm({
    schema,
    locale,
    defaultValues: valuesOf(stored),
    toPayload,
    send: (values: OwnerValues) => postOwnerInformation(toPayload(values)),
    onSent: goNext,
    // spec 000 §4: every change is in local storage at once (a reload keeps every field)
    onChange: (values) => formStore.update(storedOf(values, salutationsRef.current)),
  });
  const isAlreadyClient = useWatch({ control: form.control, name: 'already_client' });

  return (
    <WizardFrame config={config} index={index} title={t('subscription.owner.title')}>
      <Form submit={submit} onSubmit={onSubmit} labelledBy="owner-heading">
        <h2 id="owner-heading">
          {t(isOwn ? 'subscription.owner.headingOwn' : 'subscription.owner.headingPartner')}
        </h2>
        {salutations.data ? (
          <RadioGroupField
            field={field('salutation_id')}
            legend={t('subscription.field.salutation')}
            options={optionsOf(salutations.data)}
          />
        ) : (
          <div className="field">
            <p className="field__label">{t('subscription.field.salutation')}</p>
            {salutations.isError ? (
              <LoadFailure
                message={t('subscription.salutationsUnavailable')}
                onRetry={() => void salutations.refetch()}
                isRetrying={salutations.isFetching}
              />
            ) : (
              <p role="status">{t('subscription.loading')}</p>
            )}
            {field('salutation_id').error ? (
              <p className="field__error">{field('salutation_id').error}</p>
            ) : null}
          </div>
        )}
        <div className="form-row">
          <TextField
            field={field('first_name')}
            label={t('subscription.field.firstName')}
            autoComplete="given-name"
          />
          <TextField
            field={field('last_name')}
            label={t('subscription.field.lastName')}
            autoComplete="family-name"
          />
        </div>
        <DateField
          field={field('owner_date_of_birth')}
          label={t('subscription.field.ownerBirthDate')}
          autoComplete="bday"
        />
        {/* spec 000 §5: the e-mail is required on the own channel (the schema's rule) */}
        <TextField
          field={field('email', { isRequired: isOwn })}
          label={t('subscription.field.email')}
          type="email"
          autoComplete="email"
        />
        <TextField
          field={field('email_confirmation', { isRequired: isOwn })}
          label={t('subscription.field.emailConfirmation')}
          type="email"
          autoComplete="email"
        />
        <PhoneField
          field={field('phone')}
          label={t('subscription.field.phone')}
          placeholder="079 123 45 67"
        />
        <div className="form-row">
          {/* spec 000 §5: the lookup fills street_name, building_number, zip and city;
              Enter is blocked in the address fields */}
          <StreetField
            street={field('street_name')}
            fill={{ number: field('building_number'), zip: field('zip'), city: field('city') }}
            label={t('subscription.field.street')}
            hint={t('subscription.hint.streetLookup')}
            {...streets}
          />
          <TextField
            field={field('building_number')}
            label={t('subscription.field.buildingNumber')}
            className="field--short"
            onKeyDown={blockEnter}
          />
        </div>
        <PlaceFields
          zip={field('zip')}
          city={field('city')}
          zipLabel={t('subscription.field.zip')}
          cityLabel={t('subscription.field.city')}
          {...places}
        />
        <div className="field">
          <label className="field__label" htmlFor="field-country">
            {t('subscription.field.country')}
          </label>
          <select className="field__input" id="field-country" name="country" defaultValue="CH">
            <option value="CH">{t('subscription.country.ch')}</option>
          </select>
        </div>
        <CheckboxField
          field={field('already_client')}
          label={t('subscription.field.alreadyClient')}
        />
        {isAlreadyClient && (
          <TextField
            field={field('existing_client_nr', { isRequired: true })}
            label={t('subscription.field.clientNr')}
          />
        )}
        <StepActions config={config} index={index} isPending={submit.isPending} />
      </Form>
    </WizardFrame>
  );
}
