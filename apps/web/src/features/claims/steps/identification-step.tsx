import type { Locale } from '@app/domain/locale';
import { href } from '@app/domain/routes';
import { claimInitRequestSchema } from '@app/domain/schemas/claims';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useLocation, useNavigate } from 'react-router';
import { Form } from '../../../ui/form';
import { FormActions } from '../../../ui/form-actions';
import { Notice } from '../../../ui/form-alert';
import { CheckboxField, TextAreaField, TextField } from '../../../ui/inputs';
import { Modal } from '../../../ui/modal';
import { useSchemaForm } from '../../../ui/use-schema-form';
import { useInitClaim } from '../api/init-claim';
import { type ClaimDraft, type PolicyholderValues, updateDraft } from '../claim-draft';

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

const autoCompletes: Partial<Record<keyof PolicyholderValues, string>> = {
  first_name: 'given-name',
  last_name: 'family-name',
  email: 'email',
};

function IdentificationForm({ draft, locale, type }: StepProps & { type: InitType }) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) =>
    intl.formatMessage({ id }, values);
  const navigate = useNavigate();
  const init = useInitClaim();
  const [isConfirming, setIsConfirming] = useState(false);
  const [checks, setChecks] = useState<boolean[]>([]);
  const fields = fieldsOf[type];
  // the refusal of an add-documents link that led here (claim-page AddDocumentsEntry)
  const { state } = useLocation();
  const linkRefusal =
    type === 'existing' ? (state as { linkRefusal?: string } | null)?.linkRefusal : undefined;
  const { form, field, submit } = useSchemaForm({
    schema: claimInitRequestSchema,
    locale,
    defaultValues: draft.policyholder,
    toPayload: (values: PolicyholderValues) => payloadOf(type, values),
    onChange: (values) =>
      updateDraft((current) => ({
        ...current,
        policyholder: { ...current.policyholder, ...values },
      })),
    known: fields,
    send: (values: PolicyholderValues) =>
      init.mutateAsync(payloadOf(type, values) as Parameters<typeof init.mutateAsync>[0]),
    onSent: (answer) => {
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
      // spec 001 §2.1: an existing claim goes on with its steps 5 to 7 (bank information first)
      const next = type === 'existing' ? 5 : 2;
      updateDraft((current) => ({ ...current, user_token: answer.user_token, reachedStep: next }));
      navigate(href(type === 'existing' ? 'declaration-step-5' : 'declaration-step-2', locale));
    },
    // spec 001 §4: on error the modal closes and the errors show (the first one takes the focus)
    onFailed: () => setIsConfirming(false),
  });

  const checkLabels =
    type === 'request-email'
      ? requestEmailChecks.map((id) => t(id))
      : [t('claims.confirm.email', { email: form.getValues('email') })];
  const isConfirmed = checks.length === checkLabels.length && checks.every(Boolean);

  return (
    <Form
      submit={submit}
      onSubmit={form.handleSubmit(() => {
        setChecks(checkLabels.map(() => false));
        setIsConfirming(true);
      })}
    >
      {linkRefusal ? (
        <Notice role="alert" isAlert>
          <p>{linkRefusal}</p>
          <p>{t('claims.link.fallback')}</p>
        </Notice>
      ) : null}
      <p>
        {t(
          type === 'request-email'
            ? 'claims.step1.requestFormIntro'
            : type === 'existing'
              ? 'claims.step1.existingFormIntro'
              : 'claims.step1.newFormIntro',
        )}
      </p>
      <p className="form__required">{t('ui.requiredNote')}</p>
      {fields.map((name) => {
        if (name === 'description') {
          return (
            <TextAreaField
              key={name}
              field={field(name)}
              label={t(labelIds[name])}
              hasLengthHint
              hasCounter={false}
            />
          );
        }
        const isClaimNumber = name === 'claim_nr' || name === 'web_identification_number';
        return (
          <TextField
            key={name}
            field={field(name)}
            label={t(labelIds[name])}
            type={name === 'email' ? 'email' : 'text'}
            autoComplete={autoCompletes[name] ?? 'off'}
            placeholder={name === 'policy_id' ? 'XXXXXXX' : undefined}
            hint={
              name === 'policy_id'
                ? t('claims.hint.policyId')
                : isClaimNumber
                  ? t('claims.hint.claimNr')
                  : undefined
            }
          />
        );
      })}
      <FormActions submitLabel={t('claims.next')}>
        {type === 'existing' ? null : (
          <button
            type="button"
            className="button button--secondary"
            onClick={() => updateDraft((current) => ({ ...current, type: undefined }))}
          >
            {t('claims.step1.changeChoice')}
          </button>
        )}
      </FormActions>
      <Modal
        isOpen={isConfirming}
        title={t('claims.confirm.title')}
        onClose={() => {
          if (!submit.isPending) setIsConfirming(false);
        }}
      >
        <p>
          {t(type === 'request-email' ? 'claims.confirm.requestIntro' : 'claims.confirm.newIntro')}
        </p>
        <div className="modal__checks">
          {checkLabels.map((label, index) => (
            <CheckboxField
              key={label}
              name={`claim-confirm-${index}`}
              label={label}
              checked={checks[index] ?? false}
              onChange={(checked) =>
                setChecks((current) =>
                  current.map((value, position) => (position === index ? checked : value)),
                )
              }
            />
          ))}
        </div>
        <div className="modal__actions">
          <button
            type="button"
            className="button button--secondary"
            onClick={() => setIsConfirming(false)}
            disabled={submit.isPending}
          >
            {t('claims.confirm.edit')}
          </button>
          <button
            type="button"
            className="button"
            disabled={!isConfirmed || submit.isPending}
            onClick={() => void submit.send(form.getValues())}
          >
            {submit.isPending ? t('ui.sending') : t('claims.next')}
          </button>
        </div>
      </Modal>
    </Form>
  );
}
