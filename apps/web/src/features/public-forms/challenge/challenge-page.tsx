import { brand } from '@app/domain/brand';
import { type ChallengeProduct, challengeLicenses } from '@app/domain/forms/public-constants';
import { challengeSchema } from '@app/domain/forms/public-schemas';
import type { Locale } from '@app/domain/locale';
import { localeOfPath } from '@app/domain/routes';
import { useMemo } from 'react';
import { useWatch } from 'react-hook-form';
import { useIntl } from 'react-intl';
import { useLocation } from 'react-router';
import { Form } from '../../../ui/form';
import { FormActions } from '../../../ui/form-actions';
import { CheckboxField, RadioGroupField, TextField } from '../../../ui/inputs';
import { useSchemaForm } from '../../../ui/use-schema-form';
import { type FormAnswer, sendForm } from '../api/send-form';
import { FormPage, UntilSent } from '../components/form-page';
import { ContactFields, PersonFields } from '../components/person-fields';
import { now, payloadOf, useToday } from '../components/values';
import { publicFormsMessages } from '../public-forms-messages';

interface ChallengeValues {
  gender: string;
  last_name: string;
  first_name: string;
  owner_date_of_birth: string;
  email: string;
  phone: string;
  animal_name: string;
  license: string;
  already_client: boolean;
  existing_client_nr: string;
}

const texts: Record<ChallengeProduct, { title: string; lead: string }> = {
  saut: { title: 'contests.challenge.saut.title', lead: 'publicForms.challenge.saut.lead' },
  dressage: {
    title: 'contests.challenge.dressage.title',
    lead: 'publicForms.challenge.dressage.lead',
  },
};

const licenseLabels: Record<(typeof challengeLicenses)[number], string> = {
  regional: 'publicForms.license.regional',
  national: 'publicForms.license.national',
};

function ChallengeForm({
  product,
  locale,
  onSent,
}: {
  product: ChallengeProduct;
  locale: Locale;
  onSent: (answer: FormAnswer) => void;
}) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  const today = useToday();
  const schema = useMemo(() => challengeSchema({ today }), [today]);
  const toPayload = (values: ChallengeValues) =>
    payloadOf({
      ...values,
      existing_client_nr: values.already_client ? values.existing_client_nr : undefined,
    });
  const { form, field, submit, onSubmit } = useSchemaForm({
    schema,
    schemaNow: () => challengeSchema(now()),
    locale,
    defaultValues: {
      gender: '',
      last_name: '',
      first_name: '',
      owner_date_of_birth: '',
      email: '',
      phone: '',
      animal_name: '',
      license: '',
      already_client: false,
      existing_client_nr: '',
    },
    toPayload,
    // the category is preset to the challenge by its path (spec 002 §2)
    send: (values: ChallengeValues) => sendForm(`challenge-${product}`, toPayload(values)),
    onSent,
  });
  const isClient = useWatch({ control: form.control, name: 'already_client' });
  return (
    <Form submit={submit} onSubmit={onSubmit} labelledBy="challenge-form-title">
      <h2 id="challenge-form-title">{t('publicForms.challenge.formTitle')}</h2>
      <p className="form__required">{t('ui.requiredNote')}</p>
      <PersonFields field={field} />
      <ContactFields field={field} />
      <TextField field={field('animal_name')} label={t('publicForms.field.horseName')} />
      <RadioGroupField
        field={field('license')}
        legend={t('publicForms.field.license')}
        options={challengeLicenses.map((value) => ({ value, label: t(licenseLabels[value]) }))}
      />
      <CheckboxField
        field={field('already_client')}
        label={t('publicForms.field.alreadyClientBrand', { brand: brand.name })}
      />
      {/* spec 002 §2: the client number appears only when already_client is true */}
      {isClient ? (
        <TextField
          field={field('existing_client_nr', { isRequired: true })}
          label={t('publicForms.field.clientNumber')}
        />
      ) : null}
      <FormActions submitLabel={t('publicForms.challenge.submit')} isPending={submit.isPending} />
    </Form>
  );
}

/** A challenge registration page (routes `challenge-saut`, `challenge-dressage`). */
export default function ChallengePage({ product }: { product: ChallengeProduct }) {
  const locale = localeOfPath(useLocation().pathname);
  return (
    <publicFormsMessages.WithMessages locale={locale}>
      <ChallengeContent product={product} />
    </publicFormsMessages.WithMessages>
  );
}

function ChallengeContent({ product }: { product: ChallengeProduct }) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const locale = localeOfPath(useLocation().pathname);
  return (
    <FormPage title={t(texts[product].title)} lead={t(texts[product].lead)}>
      <UntilSent>
        {(onSent) => (
          <ChallengeForm key={product} product={product} locale={locale} onSent={onSent} />
        )}
      </UntilSent>
    </FormPage>
  );
}
