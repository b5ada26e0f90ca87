import { offerAnimalsOf, partnerOfferUsages } from '@app/domain/forms/public-constants';
import { partnerKeyField, partnerOfferRequestSchema } from '@app/domain/forms/public-schemas';
import type { Locale } from '@app/domain/locale';
import { href, localeOfPath } from '@app/domain/routes';
import type { Breed } from '@app/domain/schemas/catalog';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useController, useWatch } from 'react-hook-form';
import { useIntl } from 'react-intl';
import { Link, useLocation, useSearchParams } from 'react-router';
import { QueryProvider } from '../../../lib/query-provider';
import { usePlaceLookup } from '../../../lib/use-localities';
import { BreedCombobox } from '../../../ui/breed-combobox';
import { Form } from '../../../ui/form';
import { FormActions } from '../../../ui/form-actions';
import {
  CheckboxField,
  DateField,
  MaskedField,
  RadioGroupField,
  SelectField,
  TextAreaField,
  TextField,
} from '../../../ui/inputs';
import { digitsMask } from '../../../ui/masks';
import { PartnerLogo } from '../../../ui/partner-logo';
import { PlaceFields } from '../../../ui/place-fields';
import { useSchemaForm } from '../../../ui/use-schema-form';
import { type FormAnswer, sendForm } from '../api/send-form';
import { useBreeds } from '../api/use-breeds';
import { FormPage, SentNotice } from '../components/form-page';
import { ContactFields, PersonFields } from '../components/person-fields';
import { now, payloadOf, useToday } from '../components/values';
import { publicFormsMessages } from '../public-forms-messages';

interface PartnerOfferValues {
  species: string;
  animal_race: string;
  quantity: string;
  insurance_value: string;
  usage: string;
  zip: string;
  city: string;
  policy_start_date: string;
  duration_text: string;
  remark: string;
  agent_last_name: string;
  agent_first_name: string;
  agent_email: string;
  agent_number: string;
  generali_mastercode: string;
  agent_city: string;
  finma_number: string;
  confirmLsa: boolean;
}

const usageLabels: Record<(typeof partnerOfferUsages)[number], string> = {
  Loisir: 'publicForms.usage.leisure',
  Élevage: 'publicForms.usage.breeding',
  Sport: 'publicForms.usage.sport',
  Autre: 'publicForms.usage.other',
};

const speciesLabels: Record<string, string> = {
  dog: 'animal.dog',
  cat: 'animal.cat',
  horse: 'animal.horse',
};

/**
 * The payload: the breed as the catalogue's { id, name }; the value for a horse only; the
 * visitor's channel, so that the server refuses an animal it does not offer (decisions.md).
 */
function payloadWith(
  values: PartnerOfferValues,
  breeds: readonly Breed[],
  partnerKey: string | undefined,
) {
  const breed = breeds.find((entry) => String(entry.id) === values.animal_race);
  return payloadOf({
    ...values,
    partner_key: partnerKey,
    animal_race: breed ? { id: breed.id, name: breed.name } : undefined,
    insurance_value: values.species === 'horse' ? values.insurance_value : undefined,
    finma_number: values.finma_number.trim().toUpperCase(),
  });
}

/**
 * spec 002 §2 "Partner-insurer offer request": the picker of the visitor's channel (`?pid=`,
 * offerAnimalsOf): dog, cat and horse on the own channel; generali adds the link to its page
 * for the other animals; any other partner dog and cat.
 */
function SpeciesPicker({
  form,
  partnerKey,
}: {
  form: ReturnType<typeof useSchemaForm<PartnerOfferValues>>;
  partnerKey: string | undefined;
}) {
  const intl = useIntl();
  const locale = localeOfPath(useLocation().pathname);
  const t = (id: string) => intl.formatMessage({ id });
  const picker = offerAnimalsOf(partnerKey);
  return (
    <>
      <RadioGroupField
        field={form.field('species')}
        legend={t('publicForms.field.species')}
        options={picker.species.map((value) => ({
          value,
          label: t(speciesLabels[value] ?? value),
        }))}
      />
      {picker.otherAnimalsRoute ? (
        <p className="public-form__aside">
          <Link to={href(picker.otherAnimalsRoute, locale)}>
            {t('publicForms.partner.otherAnimals')}
          </Link>
        </p>
      ) : null}
    </>
  );
}

function PartnerOfferForm({
  locale,
  partnerKey,
}: {
  locale: Locale;
  partnerKey: string | undefined;
}) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const today = useToday();
  const places = usePlaceLookup();
  const [answer, setAnswer] = useState<FormAnswer | null>(null);
  const [species, setSpecies] = useState('');
  const breedsQuery = useBreeds(species || null, locale);
  const breeds = breedsQuery.data ?? [];
  const latest = useRef(breeds);
  latest.current = breeds;
  const schema = useMemo(() => partnerOfferRequestSchema({ today }), [today]);
  const schemaForm = useSchemaForm({
    schema,
    schemaNow: () => partnerOfferRequestSchema(now()),
    locale,
    defaultValues: {
      species: '',
      animal_race: '',
      quantity: '1',
      insurance_value: '',
      usage: '',
      zip: '',
      city: '',
      policy_start_date: '',
      duration_text: '',
      remark: '',
      agent_last_name: '',
      agent_first_name: '',
      agent_email: '',
      agent_number: '',
      generali_mastercode: '',
      agent_city: '',
      finma_number: '',
      confirmLsa: false,
    },
    toPayload: (values: PartnerOfferValues) => payloadWith(values, latest.current, partnerKey),
    send: (values: PartnerOfferValues) =>
      sendForm('offer-request-generali', payloadWith(values, latest.current, partnerKey)),
    onSent: setAnswer,
  });
  const { form, field, submit, onSubmit } = schemaForm;
  const watchedSpecies = useWatch({ control: form.control, name: 'species' });
  const race = useController({ control: form.control, name: 'animal_race' }).field;
  // another species: the breed of the old one means nothing
  useEffect(() => {
    if (watchedSpecies === species) return;
    setSpecies(watchedSpecies);
    form.setValue('animal_race', '');
  }, [watchedSpecies, species, form]);

  if (answer) return <SentNotice answer={answer} />;
  const raceField = field('animal_race');

  return (
    <Form submit={submit} onSubmit={onSubmit} labelledBy="partner-form-title">
      <h2 id="partner-form-title">{t('publicForms.partner.formTitle')}</h2>
      <p className="form__required">{t('ui.requiredNote')}</p>
      <fieldset className="form-group">
        <legend>{t('publicForms.partner.animalLegend')}</legend>
        <SpeciesPicker form={schemaForm} partnerKey={partnerKey} />
        {watchedSpecies ? (
          <BreedCombobox
            name="animal_race"
            label={t('publicForms.field.race')}
            breeds={breeds}
            value={race.value}
            onChange={(breed) => raceField.setValue(breed ? String(breed.id) : '')}
            error={raceField.error}
            isRequired={raceField.isRequired}
            isLoading={breedsQuery.isLoading}
            inputRef={race.ref}
          />
        ) : null}
        <div className="form-row">
          <TextField
            field={field('quantity')}
            label={t('publicForms.field.quantity')}
            inputMode="numeric"
            className="field--short"
          />
          {watchedSpecies === 'horse' ? (
            <TextField
              field={field('insurance_value', { isRequired: true })}
              label={t('publicForms.field.insuranceValue')}
              inputMode="numeric"
            />
          ) : null}
        </div>
        <SelectField
          field={field('usage')}
          label={t('publicForms.field.usage')}
          placeholder={t('ui.choose')}
          options={partnerOfferUsages.map((value) => ({ value, label: t(usageLabels[value]) }))}
        />
        <PlaceFields
          zip={field('zip')}
          city={field('city')}
          zipLabel={t('publicForms.field.keepingZip')}
          cityLabel={t('publicForms.field.keepingCity')}
          {...places}
        />
        <DateField
          field={field('policy_start_date')}
          label={t('publicForms.field.policyStart')}
          picker={{ title: t('publicForms.field.policyStart'), min: today }}
        />
        <TextField field={field('duration_text')} label={t('publicForms.field.duration')} />
        <TextAreaField field={field('remark')} label={t('publicForms.field.remark')} />
      </fieldset>
      <fieldset className="form-group">
        <legend>{t('publicForms.partner.agentLegend')}</legend>
        <PersonFields field={field} prefix="agent_" hasGender={false} hasBirthDate={false} />
        <ContactFields field={field} prefix="agent_" hasPhone={false} />
        <TextField field={field('agent_city')} label={t('publicForms.field.agentCity')} />
        <div className="form-row">
          <MaskedField
            field={field('agent_number')}
            label={t('publicForms.field.agentNumber')}
            hint={t('publicForms.hint.agentNumber')}
            mask={digitsMask(7)}
            inputMode="numeric"
          />
          <MaskedField
            field={field('generali_mastercode')}
            label={t('publicForms.field.masterCode')}
            hint={t('publicForms.hint.masterCode')}
            mask={digitsMask(6)}
            inputMode="numeric"
          />
        </div>
        <TextField
          field={field('finma_number')}
          label={t('publicForms.field.finmaNumber')}
          hint={t('publicForms.hint.finmaNumber')}
          placeholder="F01234567"
          spellCheck={false}
          onBlurValue={(value) => value.trim().toUpperCase()}
        />
        <CheckboxField field={field('confirmLsa')} label={t('publicForms.field.confirmLsa')} />
      </fieldset>
      <FormActions submitLabel={t('publicForms.partner.submit')} isPending={submit.isPending} />
    </Form>
  );
}

/** The partner insurer's intermediaries ask an offer for a client (route `partner-offer-request`). */
export default function PartnerOfferPage() {
  const locale = localeOfPath(useLocation().pathname);
  return (
    <publicFormsMessages.WithMessages locale={locale}>
      <PartnerOfferContent />
    </publicFormsMessages.WithMessages>
  );
}

function PartnerOfferContent() {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const locale = localeOfPath(useLocation().pathname);
  // spec 000 §1: the channel of the visit, the own one without a (readable) `?pid=`
  const pid = partnerKeyField.safeParse(useSearchParams()[0].get('pid') ?? '');
  const partnerKey = pid.success ? pid.data : undefined;
  return (
    <QueryProvider>
      <FormPage
        title={t('publicForms.partner.title')}
        lead={t('publicForms.partner.lead')}
        hero={<PartnerLogo name="Generali" label={t('publicForms.partner.logoCaption')} />}
      >
        <PartnerOfferForm key={partnerKey} locale={locale} partnerKey={partnerKey} />
      </FormPage>
    </QueryProvider>
  );
}
