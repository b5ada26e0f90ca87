import {
  alreadyClientBusinessLines,
  contactPeriods,
  hasBreedCatalogue,
  type OfferBusinessLine,
  offerBusinessLines,
  remarkBusinessLines,
} from '@app/domain/forms/public-constants';
import {
  offerRequestInitSchema,
  offerRequestSchema,
  offerRequestSteps,
} from '@app/domain/forms/public-schemas';
import type { Locale } from '@app/domain/locale';
import type { Breed } from '@app/domain/schemas/catalog';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useController, useWatch } from 'react-hook-form';
import { useIntl } from 'react-intl';
import { api, ValidationError } from '../../../lib/api';
import { BreedCombobox } from '../../../ui/breed-combobox';
import { Form } from '../../../ui/form';
import { FormActions } from '../../../ui/form-actions';
import {
  CheckboxField,
  DateField,
  RadioGroupField,
  SelectField,
  TextAreaField,
  TextField,
} from '../../../ui/inputs';
import { StepIndicator } from '../../../ui/step-indicator';
import type { BoundField } from '../../../ui/use-schema-fields';
import { useSchemaForm } from '../../../ui/use-schema-form';
import { type FormAnswer, sendForm } from '../api/send-form';
import { useBreeds } from '../api/use-breeds';
import { SentNotice } from '../components/form-page';
import {
  AddressFields,
  ContactFields,
  PersonFields,
  YesNoField,
} from '../components/person-fields';
import { booleanOf, now, payloadOf, useToday } from '../components/values';

/** The labels of the animals (the picker's where they exist). */
export const businessLineLabels: Record<OfferBusinessLine, string> = {
  dog: 'animal.dog',
  cat: 'animal.cat',
  horse: 'animal.horse',
  cattle: 'animal.cattle',
  bird: 'animal.bird',
  farm_animal: 'animal.farmAnimal',
  other: 'publicForms.animal.other',
};

interface AnimalValues {
  business_line: string;
  /** A breed id of the catalogue (dog, cat, horse), the breed or species as text otherwise. */
  race: string;
  animal_gender: string;
  animal_date_of_birth: string;
  has_been_treated_lately: string;
  animal_identification: string;
  remark: string;
}

interface ContactValues {
  gender: string;
  last_name: string;
  first_name: string;
  email: string;
  email_confirmation: string;
  phone: string;
  address: string;
  streetNumber: string;
  zip: string;
  city: string;
  contact_request: string;
  contact_period: string;
  already_client: boolean;
}

const contactPeriodLabels: Record<(typeof contactPeriods)[number], string> = {
  morning: 'publicForms.contactPeriod.morning',
  afternoon: 'publicForms.contactPeriod.afternoon',
  evening: 'publicForms.contactPeriod.evening',
  anytime: 'publicForms.contactPeriod.anytime',
};

const isOneOf = (values: readonly string[], value: string) => values.includes(value);

/** Step 1's payload: the breed as the catalogue's { id, name }, yes/no as a boolean. */
function animalPayload(
  values: AnimalValues,
  breeds: readonly Breed[],
  extra: { token: string | null; origin: string | undefined },
) {
  const line = values.business_line;
  const breed = hasBreedCatalogue(line)
    ? breeds.find((entry) => String(entry.id) === values.race)
    : undefined;
  return payloadOf({
    token: extra.token ?? undefined,
    business_line: line,
    race: hasBreedCatalogue(line)
      ? breed
        ? { id: breed.id, name: breed.name }
        : undefined
      : values.race,
    animal_gender: values.animal_gender,
    animal_date_of_birth: values.animal_date_of_birth,
    has_been_treated_lately: booleanOf(values.has_been_treated_lately),
    animal_identification: values.animal_identification,
    remark: isOneOf(remarkBusinessLines, line) ? values.remark : undefined,
    origin: extra.origin,
  });
}

function contactPayload(values: ContactValues, line: string) {
  return payloadOf({
    ...values,
    contact_period: values.contact_request === 'phone' ? values.contact_period : undefined,
    already_client: isOneOf(alreadyClientBusinessLines, line) ? values.already_client : undefined,
  });
}

/** The refusal of step 2 that belongs to step 1 (a breed, an expired draft): shown there. */
interface Returned {
  fields: Record<string, string>;
  alerts: string[];
}

function refusalOfStep1(error: unknown): Returned | null {
  if (!(error instanceof ValidationError)) return null;
  const fields: Record<string, string> = {};
  const alerts: string[] = [];
  for (const [field, messages] of Object.entries(error.errors)) {
    const message = messages[0];
    if (!message) continue;
    if (field === 'token') alerts.push(message);
    else if ((offerRequestSteps.animal as readonly string[]).includes(field))
      fields[field] = message;
  }
  return alerts.length > 0 || Object.keys(fields).length > 0 ? { fields, alerts } : null;
}

function RaceField({
  field,
  line,
  breeds,
  isLoading,
}: {
  field: BoundField;
  line: string;
  breeds: readonly Breed[];
  isLoading: boolean;
}) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const { field: controlled } = useController({ control: field.control, name: field.name });
  if (!hasBreedCatalogue(line)) {
    return <TextField field={field} label={t('publicForms.field.raceText')} hasLengthHint />;
  }
  return (
    <BreedCombobox
      name={field.name}
      label={t('publicForms.field.race')}
      breeds={breeds}
      value={typeof controlled.value === 'string' ? controlled.value : ''}
      onChange={(breed) => field.setValue(breed ? String(breed.id) : '')}
      error={field.error}
      isRequired={field.isRequired}
      isLoading={isLoading}
      inputRef={controlled.ref}
    />
  );
}

function AnimalStep({
  locale,
  values,
  token,
  origin,
  returned,
  onChange,
  onDone,
}: {
  locale: Locale;
  values: AnimalValues;
  token: string | null;
  origin: string | undefined;
  returned: Returned | null;
  onChange: (values: AnimalValues) => void;
  onDone: (token: string, values: AnimalValues, breeds: readonly Breed[]) => void;
}) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const today = useToday();
  const schema = useMemo(() => offerRequestInitSchema({ today }), [today]);
  const [line, setLine] = useState(values.business_line);
  const breedsQuery = useBreeds(hasBreedCatalogue(line) ? line : null, locale);
  const breeds = breedsQuery.data ?? [];
  // the resolver is made once: it reads what is current through a ref
  const latest = useRef({ breeds, token, origin });
  latest.current = { breeds, token, origin };
  const payload = (current: AnimalValues) =>
    animalPayload(current, latest.current.breeds, latest.current);
  const { form, field, submit, onSubmit } = useSchemaForm({
    schema,
    schemaNow: () => offerRequestInitSchema(now()),
    locale,
    defaultValues: values,
    toPayload: payload,
    onChange,
    known: offerRequestSteps.animal,
    send: (current: AnimalValues) =>
      api.post<{ token: string }>('offer-request/init', payload(current)),
    onSent: (answer, current) => onDone(answer.token, current, latest.current.breeds),
  });

  const watched = useWatch({ control: form.control, name: 'business_line' });
  // another animal: a breed of the old one means nothing for the new one
  useEffect(() => {
    if (watched === line) return;
    setLine(watched);
    form.setValue('race', '');
  }, [watched, line, form]);

  // a refusal of step 2 that belongs here (decisions.md "Offer request")
  const shown = useRef(false);
  useEffect(() => {
    if (!returned || shown.current) return;
    shown.current = true;
    for (const [name, message] of Object.entries(returned.fields)) {
      form.setError(name as keyof AnimalValues, { type: 'server', message });
    }
    submit.refuse(returned.alerts);
  }, [returned, form, submit]);

  return (
    <Form submit={submit} onSubmit={onSubmit} labelledBy="offer-step-title">
      <p className="form__required">{t('ui.requiredNote')}</p>
      <SelectField
        field={field('business_line')}
        label={t('publicForms.field.businessLine')}
        placeholder={t('ui.choose')}
        options={offerBusinessLines.map((value) => ({
          value,
          label: t(businessLineLabels[value]),
        }))}
      />
      <RaceField
        field={field('race')}
        line={watched}
        breeds={breeds}
        isLoading={breedsQuery.isLoading}
      />
      <RadioGroupField
        field={field('animal_gender')}
        legend={t('publicForms.field.animalGender')}
        options={[
          { value: 'f', label: t('publicForms.animalGender.f') },
          { value: 'm', label: t('publicForms.animalGender.m') },
        ]}
      />
      <DateField
        field={field('animal_date_of_birth')}
        label={t('publicForms.field.animalBirthDate')}
        picker={{ title: t('publicForms.field.animalBirthDate'), max: today }}
      />
      <YesNoField
        field={field('has_been_treated_lately')}
        legend={t('publicForms.field.treatedLately')}
      />
      <TextField
        field={field('animal_identification')}
        label={t('publicForms.field.identification')}
        hint={t('publicForms.hint.identification')}
      />
      {isOneOf(remarkBusinessLines, watched) ? (
        <TextAreaField
          field={field('remark')}
          label={t('publicForms.field.offerRemark')}
          hint={t('publicForms.hint.offerRemark')}
        />
      ) : null}
      <FormActions submitLabel={t('publicForms.next')} isPending={submit.isPending} />
    </Form>
  );
}

function ContactStep({
  locale,
  values,
  line,
  toPayload,
  onChange,
  onBack,
  onReturned,
  onSent,
}: {
  locale: Locale;
  values: ContactValues;
  line: string;
  toPayload: (values: ContactValues) => Record<string, unknown>;
  onChange: (values: ContactValues) => void;
  onBack: (values: ContactValues) => void;
  onReturned: (returned: Returned) => void;
  onSent: (answer: FormAnswer) => void;
}) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const today = useToday();
  const schema = useMemo(() => offerRequestSchema({ today }), [today]);
  const payload = useRef(toPayload);
  payload.current = toPayload;
  const { form, field, submit, onSubmit } = useSchemaForm({
    schema,
    schemaNow: () => offerRequestSchema(now()),
    locale,
    defaultValues: values,
    toPayload: (current: ContactValues) => payload.current(current),
    onChange,
    known: offerRequestSteps.contact,
    send: (current: ContactValues) => sendForm('offer-request', payload.current(current)),
    onFailed: (error) => {
      const returned = refusalOfStep1(error);
      if (returned) onReturned(returned);
    },
    onSent,
  });
  const contactRequest = useWatch({ control: form.control, name: 'contact_request' });

  return (
    <Form submit={submit} onSubmit={onSubmit} labelledBy="offer-step-title">
      <p className="form__required">{t('ui.requiredNote')}</p>
      <PersonFields field={field} hasBirthDate={false} />
      <ContactFields field={field} hasConfirmation phonePlaceholder="079 123 45 67" />
      <AddressFields field={field} />
      <RadioGroupField
        field={field('contact_request')}
        legend={t('publicForms.field.contactRequest')}
        options={[
          { value: 'email', label: t('publicForms.contactRequest.email') },
          { value: 'phone', label: t('publicForms.contactRequest.phone') },
        ]}
      />
      {contactRequest === 'phone' ? (
        <SelectField
          field={field('contact_period', { isRequired: true })}
          label={t('publicForms.field.contactPeriod')}
          placeholder={t('ui.choose')}
          options={contactPeriods.map((value) => ({
            value,
            label: t(contactPeriodLabels[value]),
          }))}
        />
      ) : null}
      {isOneOf(alreadyClientBusinessLines, line) ? (
        <CheckboxField
          field={field('already_client')}
          label={t('publicForms.field.alreadyClient')}
        />
      ) : null}
      <FormActions submitLabel={t('publicForms.send')} isPending={submit.isPending}>
        <button
          type="button"
          className="button button--secondary"
          onClick={() => onBack(form.getValues())}
        >
          {t('ui.back')}
        </button>
      </FormActions>
    </Form>
  );
}

const emptyContact: ContactValues = {
  gender: '',
  last_name: '',
  first_name: '',
  email: '',
  email_confirmation: '',
  phone: '',
  address: '',
  streetNumber: '',
  zip: '',
  city: '',
  contact_request: '',
  contact_period: '',
  already_client: false,
};

type Step = 'animal' | 'contact';

/**
 * spec 002 "Offer-request form for other animals (props: animal and origin)": step 1 about the
 * animal (POST offer-request/init answers a draft's token), step 2 the contact details (POST
 * offer-request with the token and the whole state), then the confirmation. A refusal of the
 * animal's fields or of the token at step 2 brings step 1 back with it.
 */
export function OfferRequestForm({
  locale,
  animal,
  origin,
}: {
  locale: Locale;
  /** The animal preselected (the offer page's). */
  animal?: OfferBusinessLine | undefined;
  /** The page the request comes from (sent as `origin`). */
  origin?: string | undefined;
}) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const [step, setStep] = useState<Step>('animal');
  const [token, setToken] = useState<string | null>(null);
  const [animalValues, setAnimalValues] = useState<AnimalValues>({
    business_line: animal ?? '',
    race: '',
    animal_gender: '',
    animal_date_of_birth: '',
    has_been_treated_lately: '',
    animal_identification: '',
    remark: '',
  });
  const [breeds, setBreeds] = useState<readonly Breed[]>([]);
  const [contact, setContact] = useState<ContactValues>(emptyContact);
  const [returned, setReturned] = useState<Returned | null>(null);
  const [answer, setAnswer] = useState<FormAnswer | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const isFirstRender = useRef(true);

  // the step's heading takes the focus when the step changes (CONVENTIONS)
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on a step change
  useEffect(() => {
    if (isFirstRender.current) {
      isFirstRender.current = false;
      return;
    }
    if (!returned) headingRef.current?.focus();
  }, [step]);

  if (answer) return <SentNotice answer={answer} />;

  const steps = [
    { key: 'animal', title: t('publicForms.offer.stepAnimal') },
    { key: 'contact', title: t('publicForms.offer.stepContact') },
  ];
  const current = step === 'animal' ? 0 : 1;

  return (
    <section className="public-form" aria-labelledby="offer-step-title">
      <StepIndicator label={t('publicForms.offer.steps')} steps={steps} current={current} />
      <h2 id="offer-step-title" ref={headingRef} tabIndex={-1}>
        {steps[current]?.title}
      </h2>
      {step === 'animal' ? (
        <AnimalStep
          locale={locale}
          values={animalValues}
          token={token}
          origin={origin}
          returned={returned}
          onChange={setAnimalValues}
          onDone={(nextToken, values, stepBreeds) => {
            setToken(nextToken);
            setAnimalValues(values);
            setBreeds(stepBreeds);
            setReturned(null);
            setStep('contact');
          }}
        />
      ) : (
        <ContactStep
          locale={locale}
          values={contact}
          line={animalValues.business_line}
          toPayload={(values) => ({
            ...animalPayload(animalValues, breeds, { token, origin }),
            ...contactPayload(values, animalValues.business_line),
          })}
          onChange={setContact}
          onBack={(values) => {
            setContact(values);
            setStep('animal');
          }}
          onReturned={(refusal) => {
            // an unknown or expired draft: step 1 makes a new one
            if (refusal.alerts.length > 0) setToken(null);
            setReturned(refusal);
            setStep('animal');
          }}
          onSent={setAnswer}
        />
      )}
    </section>
  );
}
