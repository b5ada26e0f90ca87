import {
  type CaseDetailField,
  caseDetailFieldsOf,
  claimLimits,
} from '@app/domain/claims/constants';
import { swissToday } from '@app/domain/dates/swiss-today';
import type { Locale } from '@app/domain/locale';
import { href } from '@app/domain/routes';
import { claimCaseDetailSchema } from '@app/domain/schemas/claims';
import { useMemo, useRef, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useIntl } from 'react-intl';
import { Link, useNavigate } from 'react-router';
import { useLocalities, useLocalityTexts } from '../../../app/use-localities';
import { usePostcodeField } from '../../../ui/postcode-field';
import { type CaseDetailPayload, useSendCaseDetail } from '../api/send-case-detail';
import { type CaseDetailValues, type ClaimDraft, updateDraft } from '../claim-draft';
import { DatePicker } from '../components/date-picker';
import { ChoiceGroup, Field } from '../components/field';
import { FormAlert } from '../components/form-alert';
import { domainResolver, focusFirstError, serverErrorsOf } from '../components/form-errors';
import { MaskedInput } from '../components/masked-input';
import { useFormSync } from '../components/use-form-sync';

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
  const t = (id: string, values?: Record<string, string | number>) =>
    intl.formatMessage({ id }, values);
  const navigate = useNavigate();
  const send = useSendCaseDetail();
  const formRef = useRef<HTMLFormElement>(null);
  const [general, setGeneral] = useState<string | null>(null);
  const caseType = draft.case_type ?? 'accident';
  const asked = caseDetailFieldsOf(caseType);
  const userToken = draft.user_token ?? '';
  const today = useMemo(() => swissToday(new Date()), []);
  const {
    register,
    control,
    handleSubmit,
    watch,
    setError,
    formState: { errors },
  } = useForm<CaseDetailValues>({
    defaultValues: draft.caseDetail,
    resolver: domainResolver(
      () => claimCaseDetailSchema({ today: swissToday(new Date()), caseType }),
      locale,
      (values: CaseDetailValues) => payloadOf(values, asked, userToken),
    ),
  });

  const postcode = usePostcodeField({ lookup: useLocalities(), texts: useLocalityTexts() });

  useFormSync(watch, (values) =>
    updateDraft((current) => ({ ...current, caseDetail: { ...current.caseDetail, ...values } })),
  );

  const isAsked = (field: CaseDetailField) => asked.includes(field);
  const dateLabel = t('claims.field.caseDate');

  const yesNo = (field: (typeof yesNoFields)[number]) => (
    <ChoiceGroup
      key={field}
      id={`claim-${field}`}
      legend={t(legendIds[field])}
      error={errors[field]?.message}
    >
      {(aria) =>
        (['true', 'false'] as const).map((value) => (
          <div className="claim-radio" key={value}>
            <input
              type="radio"
              id={`claim-${field}-${value}`}
              value={value}
              {...aria}
              {...register(field)}
            />
            <label htmlFor={`claim-${field}-${value}`}>
              {t(value === 'true' ? 'claims.yes' : 'claims.no')}
            </label>
          </div>
        ))
      }
    </ChoiceGroup>
  );

  return (
    <form
      ref={formRef}
      noValidate
      className="claim-form"
      onSubmit={handleSubmit((values) => {
        setGeneral(null);
        send.mutate(payloadOf(values, asked, userToken), {
          onSuccess: () => {
            updateDraft((current) => ({ ...current, reachedStep: 4 }));
            navigate(href('declaration-step-4', locale));
          },
          onError: (failure) => {
            const result = serverErrorsOf(
              failure,
              ['case_date', ...asked],
              t('claims.error.generic'),
            );
            for (const [field, message] of Object.entries(result.fields)) {
              setError(field as keyof CaseDetailValues, { type: 'server', message });
            }
            setGeneral(result.general);
            requestAnimationFrame(() => focusFirstError(formRef.current));
          },
        });
      })}
    >
      <p className="claim-form__required">{t('claims.requiredNote')}</p>
      <FormAlert message={general} />
      <Controller
        control={control}
        name="case_date"
        render={({ field }) => (
          <Field
            id="claim-case_date"
            label={dateLabel}
            hint={t('claims.hint.caseDate')}
            error={errors.case_date?.message}
            isRequired
          >
            {(aria) => (
              <div className="claim-date">
                <MaskedInput
                  {...aria}
                  ref={field.ref}
                  name={field.name}
                  mask="##.##.####"
                  placeholder={t('claims.datePlaceholder')}
                  autoComplete="off"
                  value={field.value}
                  onChange={field.onChange}
                  onBlur={field.onBlur}
                />
                <DatePicker
                  value={field.value}
                  today={today}
                  fieldLabel={dateLabel}
                  onPick={(value) => field.onChange(value)}
                />
              </div>
            )}
          </Field>
        )}
      />
      {isAsked('case_time') ? (
        <Controller
          control={control}
          name="case_time"
          render={({ field }) => (
            <Field
              id="claim-case_time"
              label={t('claims.field.caseTime')}
              hint={t('claims.hint.caseTime')}
              error={errors.case_time?.message}
              isRequired
            >
              {(aria) => (
                <MaskedInput
                  {...aria}
                  ref={field.ref}
                  name={field.name}
                  mask="##:##"
                  placeholder={t('claims.timePlaceholder')}
                  autoComplete="off"
                  className="claim-input--short"
                  value={field.value}
                  onChange={field.onChange}
                  onBlur={field.onBlur}
                />
              )}
            </Field>
          )}
        />
      ) : null}
      {isAsked('third_party_involved') ? yesNo('third_party_involved') : null}
      {isAsked('address') ? (
        <fieldset className="claim-group">
          <legend className="claim-field__label">{t('claims.step3.placeLegend')}</legend>
          <Field
            id="claim-address"
            label={t('claims.field.address')}
            error={errors.address?.message}
            isRequired
          >
            {(aria) => (
              <input
                {...aria}
                type="text"
                autoComplete="street-address"
                maxLength={claimLimits.addressMax}
                {...register('address')}
                onKeyDown={(event) => {
                  // spec 001 §7: Enter is blocked in the address field
                  if (event.key === 'Enter') event.preventDefault();
                }}
              />
            )}
          </Field>
          <div className="claim-row">
            <Controller
              control={control}
              name="zip"
              render={({ field }) => (
                <Field
                  id="claim-zip"
                  label={t('claims.field.zip')}
                  error={errors.zip?.message}
                  isRequired
                >
                  {(aria) => (
                    <div className="postcode-field">
                      <input
                        {...aria}
                        type="text"
                        inputMode="numeric"
                        autoComplete="postal-code"
                        maxLength={4}
                        className="claim-input--short"
                        {...postcode.zip.inputProps(field)}
                      />
                      {postcode.zip.popup}
                    </div>
                  )}
                </Field>
              )}
            />
            <Controller
              control={control}
              name="city"
              render={({ field }) => (
                <Field
                  id="claim-city"
                  label={t('claims.field.city')}
                  error={errors.city?.message}
                  isRequired
                >
                  {(aria) => (
                    <div className="postcode-field">
                      <input
                        {...aria}
                        type="text"
                        autoComplete="address-level2"
                        maxLength={claimLimits.cityMax}
                        {...postcode.city.inputProps(field)}
                      />
                      {postcode.city.popup}
                    </div>
                  )}
                </Field>
              )}
            />
          </div>
        </fieldset>
      ) : null}
      {isAsked('has_second_insurance') ? yesNo('has_second_insurance') : null}
      {isAsked('has_had_similar_problem') ? yesNo('has_had_similar_problem') : null}
      {isAsked('animal_is_cured') ? yesNo('animal_is_cured') : null}
      <div className="claim-actions">
        <Link className="button button--secondary" to={href('declaration-step-2', locale)}>
          {t('claims.back')}
        </Link>
        <button type="submit" className="button" disabled={send.isPending}>
          {send.isPending ? t('claims.sending') : t('claims.next')}
        </button>
      </div>
    </form>
  );
}
