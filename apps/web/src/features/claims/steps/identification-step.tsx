import { claimLimits } from '@app/domain/claims/constants';
import type { Locale } from '@app/domain/locale';
import { href } from '@app/domain/routes';
import { claimInitRequestSchema } from '@app/domain/schemas/claims';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router';
import { useInitClaim } from '../api/init-claim';
import { type ClaimDraft, type PolicyholderValues, updateDraft } from '../claim-draft';
import { Field } from '../components/field';
import { FormAlert } from '../components/form-alert';
import { domainResolver, focusFirstError, serverErrorsOf } from '../components/form-errors';
import { Modal } from '../components/modal';
import { useFormSync } from '../components/use-form-sync';

type InitType = 'new' | 'request-email' | 'existing';

/** The fields each type of step 1 sends (spec 001 §2.1 step 1, §3). */
const fieldsOf: Record<InitType, (keyof PolicyholderValues)[]> = {
  new: ['first_name', 'last_name', 'policy_id', 'animal_name', 'email'],
  'request-email': [
    'first_name',
    'last_name',
    'policy_id',
    'animal_name',
    'email',
    'claim_nr',
    'description',
  ],
  existing: [
    'web_identification_number',
    'first_name',
    'last_name',
    'policy_id',
    'animal_name',
    'email',
  ],
};

const labelIds: Record<keyof PolicyholderValues, string> = {
  first_name: 'claims.field.firstName',
  last_name: 'claims.field.lastName',
  policy_id: 'claims.field.policyId',
  animal_name: 'claims.field.animalName',
  email: 'claims.field.email',
  claim_nr: 'claims.field.claimNr',
  description: 'claims.field.requestDescription',
  web_identification_number: 'claims.field.claimNr',
};

// spec 001 §2.1 step 1: four confirmations before a request-email is sent
const requestEmailChecks = [
  'claims.confirm.emailMatches',
  'claims.confirm.claimNrInStatements',
  'claims.confirm.documentsOfClaim',
  'claims.confirm.initialS',
];

function payloadOf(type: InitType, values: PolicyholderValues) {
  return {
    type,
    ...Object.fromEntries(fieldsOf[type].map((field) => [field, values[field]])),
  };
}

interface StepProps {
  draft: ClaimDraft;
  locale: Locale;
}

export function IdentificationStep({ draft, locale }: StepProps) {
  const intl = useIntl();
  if (!draft.type || draft.type === 'request-email-closed') {
    return (
      <div className="claim-choice-screen">
        <p className="lead">{intl.formatMessage({ id: 'claims.step1.intro' })}</p>
        <ul className="claim-options">
          <li>
            <h2>{intl.formatMessage({ id: 'claims.step1.newTitle' })}</h2>
            <p>{intl.formatMessage({ id: 'claims.step1.newText' })}</p>
            <button
              type="button"
              className="button"
              onClick={() => updateDraft((current) => ({ ...current, type: 'new' }))}
            >
              {intl.formatMessage({ id: 'claims.step1.newButton' })}
            </button>
          </li>
          <li>
            <h2>{intl.formatMessage({ id: 'claims.step1.requestTitle' })}</h2>
            <p>{intl.formatMessage({ id: 'claims.step1.requestText' })}</p>
            <button
              type="button"
              className="button button--secondary"
              onClick={() => updateDraft((current) => ({ ...current, type: 'request-email' }))}
            >
              {intl.formatMessage({ id: 'claims.step1.requestButton' })}
            </button>
          </li>
        </ul>
      </div>
    );
  }
  return <IdentificationForm draft={draft} locale={locale} type={draft.type} />;
}

function IdentificationForm({ draft, locale, type }: StepProps & { type: InitType }) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) =>
    intl.formatMessage({ id }, values);
  const navigate = useNavigate();
  const init = useInitClaim();
  const [isConfirming, setIsConfirming] = useState(false);
  const [checks, setChecks] = useState<boolean[]>([]);
  const [general, setGeneral] = useState<string | null>(null);
  const [shouldFocusError, setShouldFocusError] = useState(false);
  const [form, setForm] = useState<HTMLFormElement | null>(null);
  const fields = fieldsOf[type];
  const {
    register,
    handleSubmit,
    watch,
    setError,
    getValues,
    formState: { errors },
  } = useForm<PolicyholderValues>({
    defaultValues: draft.policyholder,
    resolver: domainResolver(claimInitRequestSchema, locale, (values: PolicyholderValues) =>
      payloadOf(type, values),
    ),
  });

  useFormSync(watch, (values) =>
    updateDraft((current) => ({
      ...current,
      policyholder: { ...current.policyholder, ...values },
    })),
  );

  // after the modal closed (and gave the focus back), the first error takes it
  useEffect(() => {
    if (isConfirming || !shouldFocusError) return;
    focusFirstError(form);
    setShouldFocusError(false);
  }, [isConfirming, shouldFocusError, form]);

  const checkLabels =
    type === 'request-email'
      ? requestEmailChecks.map((id) => t(id))
      : [t('claims.confirm.email', { email: getValues('email') })];
  const isConfirmed = checks.length === checkLabels.length && checks.every(Boolean);

  const onConfirm = () => {
    setGeneral(null);
    init.mutate(payloadOf(type, getValues()) as Parameters<typeof init.mutate>[0], {
      onSuccess: (answer) => {
        setIsConfirming(false);
        if (type === 'request-email') {
          updateDraft((current) => ({
            ...current,
            // spec 001 §4: alreadyClosed turns the type into request-email-closed
            type: answer.alreadyClosed ? 'request-email-closed' : 'request-email',
            user_token: answer.user_token,
            reachedStep: 7,
            isComplete: true,
          }));
          navigate(href('declaration-step-7', locale));
          return;
        }
        const next = type === 'existing' ? 6 : 2;
        updateDraft((current) => ({
          ...current,
          user_token: answer.user_token,
          reachedStep: next,
        }));
        navigate(href(type === 'existing' ? 'declaration-step-6' : 'declaration-step-2', locale));
      },
      onError: (error) => {
        // spec 001 §4: on error the modal closes and the errors show
        const result = serverErrorsOf(error, fields, t('claims.error.generic'));
        for (const [field, message] of Object.entries(result.fields)) {
          setError(field as keyof PolicyholderValues, { type: 'server', message });
        }
        setGeneral(result.general);
        setIsConfirming(false);
        setShouldFocusError(true);
      },
    });
  };

  return (
    <form
      ref={setForm}
      noValidate
      className="claim-form"
      onSubmit={handleSubmit(() => {
        setChecks(checkLabels.map(() => false));
        setIsConfirming(true);
      })}
    >
      <p>
        {t(
          type === 'request-email'
            ? 'claims.step1.requestFormIntro'
            : type === 'existing'
              ? 'claims.step1.existingFormIntro'
              : 'claims.step1.newFormIntro',
        )}
      </p>
      <p className="claim-form__required">{t('claims.requiredNote')}</p>
      <FormAlert message={general} />
      {fields.map((field) => {
        const error = errors[field]?.message;
        if (field === 'description') {
          return (
            <Field
              key={field}
              id={`claim-${field}`}
              label={t(labelIds[field])}
              error={error}
              isRequired
              hint={t('claims.hint.maxChars', { max: claimLimits.descriptionMax })}
            >
              {(aria) => (
                <textarea
                  {...aria}
                  rows={4}
                  maxLength={claimLimits.descriptionMax}
                  {...register(field)}
                />
              )}
            </Field>
          );
        }
        const isClaimNumber = field === 'claim_nr' || field === 'web_identification_number';
        return (
          <Field
            key={field}
            id={`claim-${field}`}
            label={t(labelIds[field])}
            error={error}
            isRequired
            hint={
              field === 'policy_id'
                ? t('claims.hint.policyId')
                : isClaimNumber
                  ? t('claims.hint.claimNr')
                  : undefined
            }
          >
            {(aria) => (
              <input
                {...aria}
                type={field === 'email' ? 'email' : 'text'}
                autoComplete={
                  field === 'first_name'
                    ? 'given-name'
                    : field === 'last_name'
                      ? 'family-name'
                      : field === 'email'
                        ? 'email'
                        : 'off'
                }
                placeholder={field === 'policy_id' ? 'XXXXXXX' : undefined}
                maxLength={field === 'policy_id' ? claimLimits.policyIdMax : undefined}
                {...register(field)}
              />
            )}
          </Field>
        );
      })}
      <div className="claim-actions">
        {type === 'existing' ? null : (
          <button
            type="button"
            className="button button--secondary"
            onClick={() => updateDraft((current) => ({ ...current, type: undefined }))}
          >
            {t('claims.step1.changeChoice')}
          </button>
        )}
        <button type="submit" className="button">
          {t('claims.next')}
        </button>
      </div>
      <Modal
        isOpen={isConfirming}
        title={t('claims.confirm.title')}
        onClose={() => {
          if (!init.isPending) setIsConfirming(false);
        }}
      >
        <p>
          {t(type === 'request-email' ? 'claims.confirm.requestIntro' : 'claims.confirm.newIntro')}
        </p>
        <div className="claim-checks">
          {checkLabels.map((label, index) => (
            <div className="claim-check" key={label}>
              <input
                type="checkbox"
                id={`claim-confirm-${index}`}
                checked={checks[index] ?? false}
                onChange={(event) => {
                  const checked = event.target.checked;
                  setChecks((current) =>
                    current.map((value, position) => (position === index ? checked : value)),
                  );
                }}
              />
              <label htmlFor={`claim-confirm-${index}`}>{label}</label>
            </div>
          ))}
        </div>
        <div className="claim-actions">
          <button
            type="button"
            className="button button--secondary"
            onClick={() => setIsConfirming(false)}
            disabled={init.isPending}
          >
            {t('claims.confirm.edit')}
          </button>
          <button
            type="button"
            className="button"
            disabled={!isConfirmed || init.isPending}
            onClick={onConfirm}
          >
            {init.isPending ? t('claims.sending') : t('claims.next')}
          </button>
        </div>
      </Modal>
    </form>
  );
}
