import { type CaseDetailField, caseDetailFieldsOf } from '@app/domain/claims/constants';
import { latestCaseDate } from '@app/domain/claims/rules';
import { swissToday } from '@app/domain/dates/swiss-today';
import type { Locale } from '@app/domain/locale';
import { href } from '@app/domain/routes';
import { claimCaseDetailSchema } from '@app/domain/schemas/claims';
import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router';
import { useStreetLookup } from '../../../lib/use-addresses';
import { usePlaceLookup } from '../../../lib/use-localities';
import { Form } from '../../../ui/form';
import { FormActions } from '../../../ui/form-actions';
import { DateField, MaskedField, RadioGroupField } from '../../../ui/inputs';
import { timeMask } from '../../../ui/masks';
import { PlaceFields } from '../../../ui/place-fields';
import { StreetField } from '../../../ui/street-field';
import { useSchemaForm } from '../../../ui/use-schema-form';
import { type CaseDetailPayload, useSendCaseDetail } from '../api/send-case-detail';
import { type CaseDetailValues, type ClaimDraft, updateDraft } from '../claim-draft';

const yesNoFields = [
  'third_party_involved',
  'has_second_insurance',
  'has_had_similar_problem',
  'animal_is_cured',
] as const;

const legendIds: Record<(typeof yesNoFields)[number], string> = {
  third_party_involved: 'claims.field.thirdParty',
  has_second_insurance: 'claims.field.secondInsurance',
  has_had_similar_problem: 'claims.field.similarProblem',
  animal_is_cured: 'claims.field.animalCured',
};

/** The step-3 payload: only the fields asked for the case type, yes/no as booleans. */
function payloadOf(
  values: CaseDetailValues,
  asked: readonly CaseDetailField[],
  userToken: string,
): CaseDetailPayload {
  const payload: Record<string, unknown> = { user_token: userToken, case_date: values.case_date };
  for (const field of asked) {
    const value = values[field];
    if ((yesNoFields as readonly string[]).includes(field)) {
      payload[field] = value === 'true' ? true : value === 'false' ? false : undefined;
    } else {
      payload[field] = value.trim() === '' ? undefined : value;
    }
  }
  return payload as unknown as CaseDetailPayload;
}

interface StepProps {
  draft: ClaimDraft;
  locale: Locale;
}

/** Step 3: place and date (spec 001 §2.1 step 3). */
export function CaseDetailStep({ draft, locale }: StepProps) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const navigate = useNavigate();
  const send = useSendCaseDetail();
  const places = usePlaceLookup();
  const streets = useStreetLookup();
  const caseType = draft.case_type ?? 'accident';
  const asked = caseDetailFieldsOf(caseType);
  const userToken = draft.user_token ?? '';
  const today = useMemo(() => swissToday(new Date()), []);
  const schema = useMemo(() => claimCaseDetailSchema({ today, caseType }), [today, caseType]);
  const { field, submit, onSubmit } = useSchemaForm({
    schema,
    // the date is checked against today at the moment of sending
    schemaNow: () => claimCaseDetailSchema({ today: swissToday(new Date()), caseType }),
    locale,
    defaultValues: draft.caseDetail,
    toPayload: (values: CaseDetailValues) => payloadOf(values, asked, userToken),
    onChange: (values) =>
      updateDraft((current) => ({ ...current, caseDetail: { ...current.caseDetail, ...values } })),
    known: ['case_date', ...asked],
    send: (values: CaseDetailValues) => send.mutateAsync(payloadOf(values, asked, userToken)),
    onSent: () => {
      updateDraft((current) => ({ ...current, reachedStep: 4 }));
      navigate(href('declaration-step-4', locale));
    },
  });

  const isAsked = (name: CaseDetailField) => asked.includes(name);
  const dateLabel = t('claims.field.caseDate');
  const yesNo = (name: (typeof yesNoFields)[number]) =>
    isAsked(name) ? (
      <RadioGroupField
        field={field(name)}
        legend={t(legendIds[name])}
        options={[
          { value: 'true', label: t('ui.yes') },
          { value: 'false', label: t('ui.no') },
        ]}
      />
    ) : null;

  return (
    <Form submit={submit} onSubmit={onSubmit}>
      <p className="form__required">{t('ui.requiredNote')}</p>
      <DateField
        field={field('case_date')}
        label={dateLabel}
        hint={t('claims.hint.caseDate')}
        // spec 001 §2.1 step 3: today and later cannot be picked
        picker={{ title: t('claims.datePicker.title'), max: latestCaseDate(today) }}
      />
      {isAsked('case_time') ? (
        <MaskedField
          field={field('case_time')}
          label={t('claims.field.caseTime')}
          hint={t('claims.hint.caseTime')}
          mask={timeMask}
          placeholder={t('ui.time.placeholder')}
          className="field--short"
        />
      ) : null}
      {yesNo('third_party_involved')}
      {isAsked('address') ? (
        <fieldset className="form-group">
          <legend>{t('claims.step3.placeLegend')}</legend>
          {/* spec 001 §2.1 step 3: autocomplete restricted to Switzerland; Enter blocked */}
          <StreetField
            street={field('address')}
            fill={{ zip: field('zip'), city: field('city') }}
            label={t('claims.field.address')}
            hint={t('claims.hint.addressLookup')}
            {...streets}
          />
          <PlaceFields
            zip={field('zip')}
            city={field('city')}
            zipLabel={t('claims.field.zip')}
            cityLabel={t('claims.field.city')}
            {...places}
          />
        </fieldset>
      ) : null}
      {yesNo('has_second_insurance')}
      {yesNo('has_had_similar_problem')}
      {yesNo('animal_is_cured')}
      <FormActions
        back={{ href: href('declaration-step-2', locale), label: t('ui.back') }}
        submitLabel={t('claims.next')}
        isPending={submit.isPending}
      />
    </Form>
  );
}
