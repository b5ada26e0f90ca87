import { brand } from '@app/domain/brand';
import { contestRiderTypes, drawAnimals } from '@app/domain/forms/public-constants';
import { dogDrawSchema, summerContestSchema } from '@app/domain/forms/public-schemas';
import type { Locale } from '@app/domain/locale';
import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import { Form } from '../../../ui/form';
import { FormActions } from '../../../ui/form-actions';
import { CheckboxField, RadioGroupField, TextField } from '../../../ui/inputs';
import { useSchemaForm } from '../../../ui/use-schema-form';
import { type FormAnswer, sendForm } from '../api/send-form';
import { AddressFields, ContactFields, PersonFields } from '../components/person-fields';
import { now, payloadOf, useToday } from '../components/values';

/** The two contests entered in a modal (spec 002 §2 "Summer contest", "Dog-related prize draw"). */
export type ModalContest = 'summer-contest' | 'tirage-au-sort-canin';

type DrawAnimal = (typeof drawAnimals)[number];

interface ContestValues {
  source: string;
  gender: string;
  first_name: string;
  last_name: string;
  owner_date_of_birth: string;
  address: string;
  streetNumber: string;
  zip: string;
  city: string;
  email: string;
  phone: string;
  type: string;
  has_insurance: boolean;
  already_client: boolean;
  my_animals: Record<DrawAnimal, boolean>;
  accept_terms: boolean;
}

const riderTypeLabels: Record<(typeof contestRiderTypes)[number], string> = {
  loisir: 'publicForms.riderType.loisir',
  sport: 'publicForms.riderType.sport',
};

const drawAnimalLabels: Record<DrawAnimal, string> = {
  horse: 'publicForms.drawAnimal.horse',
  dog: 'publicForms.drawAnimal.dog',
  cat: 'publicForms.drawAnimal.cat',
  other: 'publicForms.drawAnimal.other',
};

const schemaOf = { 'summer-contest': summerContestSchema, 'tirage-au-sort-canin': dogDrawSchema };

function payloadFor(contest: ModalContest, values: ContestValues) {
  const { source, type, ...common } = values;
  return payloadOf({
    ...common,
    ...(contest === 'summer-contest' ? { source, type } : {}),
    // spec 002 §2: "the marketing consent box is shown checked and locked"
    accept_marketing: true,
  });
}

/**
 * The entry form of the summer contest and of the dog prize draw: 18 or older, the terms ticked
 * by the participant, the marketing consent shown checked and locked. One entry per e-mail: the
 * server's refusal shows under the e-mail field.
 */
export function ContestForm({
  contest,
  locale,
  drawDate,
  onSent,
  onCancel,
}: {
  contest: ModalContest;
  locale: Locale;
  drawDate: string | null;
  onSent: (answer: FormAnswer) => void;
  onCancel: () => void;
}) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  const today = useToday();
  const makeSchema = schemaOf[contest];
  const schema = useMemo(() => makeSchema({ today }), [makeSchema, today]);
  const isSummer = contest === 'summer-contest';
  const { field, submit, onSubmit } = useSchemaForm({
    schema,
    schemaNow: () => makeSchema(now()),
    locale,
    defaultValues: {
      source: '',
      gender: '',
      first_name: '',
      last_name: '',
      owner_date_of_birth: '',
      address: '',
      streetNumber: '',
      zip: '',
      city: '',
      email: '',
      phone: '',
      type: '',
      has_insurance: false,
      already_client: false,
      my_animals: { horse: false, dog: false, cat: false, other: false },
      accept_terms: false,
    },
    toPayload: (values: ContestValues) => payloadFor(contest, values),
    send: (values: ContestValues) => sendForm(contest, payloadFor(contest, values)),
    onSent,
  });

  return (
    <Form submit={submit} onSubmit={onSubmit}>
      <p className="form__required">{t('ui.requiredNote')}</p>
      {isSummer ? (
        <TextField field={field('source')} label={t('publicForms.field.source')} />
      ) : null}
      <PersonFields field={field} birthDateHint={t('publicForms.contest.ageHint')} />
      <AddressFields field={field} />
      <ContactFields field={field} />
      {isSummer ? (
        <RadioGroupField
          field={field('type')}
          legend={t('publicForms.field.riderType')}
          options={contestRiderTypes.map((value) => ({
            value,
            label: t(riderTypeLabels[value]),
          }))}
        />
      ) : null}
      <fieldset className="form-group">
        <legend>{t('publicForms.field.myAnimals')}</legend>
        <div className="field__options public-form__checks">
          {drawAnimals.map((animal) => (
            <CheckboxField
              key={animal}
              field={field(`my_animals.${animal}`)}
              label={t(drawAnimalLabels[animal])}
            />
          ))}
        </div>
      </fieldset>
      <CheckboxField field={field('has_insurance')} label={t('publicForms.field.hasInsurance')} />
      <CheckboxField
        field={field('already_client')}
        label={t('publicForms.field.alreadyClientBrand', { brand: brand.name })}
      />
      <details className="public-form__terms">
        <summary>{t('publicForms.contest.termsTitle')}</summary>
        <ul>
          <li>{t('publicForms.contest.terms.free')}</li>
          <li>{t('publicForms.contest.terms.age')}</li>
          <li>{t('publicForms.contest.terms.once')}</li>
          <li>
            {drawDate
              ? t('publicForms.contest.terms.draw', { date: drawDate })
              : t('publicForms.contest.terms.drawLater')}
          </li>
          <li>{t('publicForms.contest.terms.data')}</li>
        </ul>
      </details>
      <CheckboxField field={field('accept_terms')} label={t('publicForms.field.acceptTerms')} />
      <CheckboxField
        name="accept_marketing"
        checked
        onChange={() => undefined}
        isDisabled
        label={t('publicForms.field.acceptMarketing', { brand: brand.name })}
        hint={t('publicForms.hint.acceptMarketing')}
      />
      <FormActions submitLabel={t('publicForms.contest.submit')} isPending={submit.isPending}>
        <button type="button" className="button button--secondary" onClick={onCancel}>
          {t('publicForms.cancel')}
        </button>
      </FormActions>
    </Form>
  );
}
