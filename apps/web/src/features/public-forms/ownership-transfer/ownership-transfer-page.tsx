import { helpAnimalTypes } from '@app/domain/forms/constants';
import { ownershipTransferSchema } from '@app/domain/forms/public-schemas';
import type { Locale } from '@app/domain/locale';
import { localeOfPath } from '@app/domain/routes';
import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import { useLocation } from 'react-router';
import { analytics } from '../../../lib/analytics';
import { QueryProvider } from '../../../lib/query-provider';
import { Form } from '../../../ui/form';
import { FormActions } from '../../../ui/form-actions';
import { DateField, SelectField, TextAreaField, TextField } from '../../../ui/inputs';
import { useSchemaForm } from '../../../ui/use-schema-form';
import { type FormAnswer, sendForm } from '../api/send-form';
import { FormPage, UntilSent } from '../components/form-page';
import {
  AddressFields,
  ContactFields,
  PersonFields,
  YesNoField,
} from '../components/person-fields';
import { booleanOf, now, payloadOf, useToday } from '../components/values';
import { publicFormsMessages } from '../public-forms-messages';

interface TransferValues {
  policy_id: string;
  ownership_transfer_date: string;
  email: string;
  animal_type: string;
  animal_name: string;
  animal_date_of_birth: string;
  passport_nr: string;
  current_animal_location: string;
  is_animal_healthy: string;
  new_gender: string;
  new_last_name: string;
  new_first_name: string;
  owner_date_of_birth: string;
  new_address: string;
  new_streetNumber: string;
  new_zip: string;
  new_city: string;
  new_email: string;
  new_email_confirmation: string;
  new_phone: string;
  remark: string;
}

const animalTypeLabels: Record<(typeof helpAnimalTypes)[number], string> = {
  Chiens: 'publicForms.helpAnimal.dogs',
  Chats: 'publicForms.helpAnimal.cats',
  Chevaux: 'publicForms.helpAnimal.horses',
  'Animaux de ferme': 'publicForms.helpAnimal.farm',
  Autres: 'publicForms.helpAnimal.other',
};

const toPayload = (values: TransferValues) =>
  payloadOf({ ...values, is_animal_healthy: booleanOf(values.is_animal_healthy) });

function OwnershipTransferForm({
  locale,
  onSent,
}: {
  locale: Locale;
  onSent: (answer: FormAnswer) => void;
}) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const today = useToday();
  const schema = useMemo(() => ownershipTransferSchema({ today }), [today]);
  const { field, submit, onSubmit } = useSchemaForm({
    schema,
    schemaNow: () => ownershipTransferSchema(now()),
    locale,
    defaultValues: {
      policy_id: '',
      ownership_transfer_date: '',
      email: '',
      animal_type: '',
      animal_name: '',
      animal_date_of_birth: '',
      passport_nr: '',
      current_animal_location: '',
      is_animal_healthy: '',
      new_gender: '',
      new_last_name: '',
      new_first_name: '',
      owner_date_of_birth: '',
      new_address: '',
      new_streetNumber: '',
      new_zip: '',
      new_city: '',
      new_email: '',
      new_email_confirmation: '',
      new_phone: '',
      remark: '',
    },
    toPayload,
    send: (values: TransferValues) => sendForm('ownership-transfer-request', toPayload(values)),
    onSent: (answer) => {
      // spec 002 §7: "success fires an analytics event"; the reference only, nothing personal
      analytics.track('ownership_transfer_request', { reference: answer.reference });
      onSent(answer);
    },
  });
  return (
    <Form submit={submit} onSubmit={onSubmit}>
      <p className="form__required">{t('ui.requiredNote')}</p>
      <fieldset className="form-group">
        <legend>{t('publicForms.transfer.policyLegend')}</legend>
        <TextField
          field={field('policy_id')}
          label={t('publicForms.field.policyId')}
          placeholder="XXXXXXX"
          className="field--short"
        />
        <DateField
          field={field('ownership_transfer_date')}
          label={t('publicForms.field.transferDate')}
          picker={{ title: t('publicForms.field.transferDate') }}
        />
        <TextField
          field={field('email')}
          label={t('publicForms.field.currentEmail')}
          type="email"
          autoComplete="email"
        />
      </fieldset>
      <fieldset className="form-group">
        <legend>{t('publicForms.transfer.animalLegend')}</legend>
        <SelectField
          field={field('animal_type')}
          label={t('publicForms.field.animalType')}
          placeholder={t('ui.choose')}
          options={helpAnimalTypes.map((value) => ({ value, label: t(animalTypeLabels[value]) }))}
        />
        <TextField field={field('animal_name')} label={t('publicForms.field.animalName')} />
        <DateField
          field={field('animal_date_of_birth')}
          label={t('publicForms.field.animalBirthDate')}
          picker={{ title: t('publicForms.field.animalBirthDate'), max: today }}
        />
        <TextField field={field('passport_nr')} label={t('publicForms.field.passportNr')} />
        <TextField
          field={field('current_animal_location')}
          label={t('publicForms.field.animalLocation')}
          hint={t('publicForms.hint.animalLocation')}
        />
        <YesNoField field={field('is_animal_healthy')} legend={t('publicForms.field.isHealthy')} />
      </fieldset>
      <fieldset className="form-group">
        <legend>{t('publicForms.transfer.newOwnerLegend')}</legend>
        {/* the new owner's details: not filled with the visitor's own */}
        <PersonFields field={field} prefix="new_" isOwn={false} />
        <AddressFields field={field} prefix="new_" hasLookup />
        <ContactFields field={field} prefix="new_" isOwn={false} hasConfirmation />
      </fieldset>
      <TextAreaField field={field('remark')} label={t('publicForms.field.remark')} />
      <FormActions submitLabel={t('publicForms.send')} isPending={submit.isPending} />
    </Form>
  );
}

/** The ownership transfer request (route `ownership-transfer`, spec 002 §2). */
export default function OwnershipTransferPage() {
  const locale = localeOfPath(useLocation().pathname);
  return (
    <publicFormsMessages.WithMessages locale={locale}>
      <OwnershipTransferContent />
    </publicFormsMessages.WithMessages>
  );
}

function OwnershipTransferContent() {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const locale = localeOfPath(useLocation().pathname);
  return (
    <QueryProvider>
      <FormPage title={t('publicForms.transfer.title')} lead={t('publicForms.transfer.lead')}>
        <UntilSent>
          {(onSent) => <OwnershipTransferForm locale={locale} onSent={onSent} />}
        </UntilSent>
      </FormPage>
    </QueryProvider>
  );
}
