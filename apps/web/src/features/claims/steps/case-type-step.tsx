import { brand } from '@app/domain/brand';
import { type ClaimCaseType, claimCaseTypes, offlineCaseTypes } from '@app/domain/claims/constants';
import type { Locale } from '@app/domain/locale';
import { href } from '@app/domain/routes';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router';
import { Form } from '../../../ui/form';
import { FormActions } from '../../../ui/form-actions';
import { Notice } from '../../../ui/form-alert';
import { RadioGroupField } from '../../../ui/inputs';
import { serverErrorsOf } from '../../../ui/server-errors';
import { useFormSubmit } from '../../../ui/use-form-submit';
import { useSelectCaseType } from '../api/select-case-type';
import { type ClaimDraft, updateDraft, withCaseType } from '../claim-draft';
import { caseTypeLabelIds } from '../claim-steps';

interface StepProps {
  draft: ClaimDraft;
  locale: Locale;
}

/** Step 2: the nature of the claim (spec 001 §2.1 step 2, §4). */
export function CaseTypeStep({ draft, locale }: StepProps) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  const navigate = useNavigate();
  const selectCaseType = useSelectCaseType();
  const [error, setError] = useState<string | undefined>();
  const caseType = draft.case_type;
  const isOffline = caseType !== undefined && offlineCaseTypes.includes(caseType);
  const submit = useFormSubmit({
    send: selectCaseType.mutateAsync,
    onSent: () => {
      updateDraft((current) => ({ ...current, reachedStep: 3 }));
      navigate(href('declaration-step-3', locale));
    },
    onRefused: (failure, fallback) => {
      const result = serverErrorsOf(failure, ['case_type'], fallback);
      setError(result.fields.case_type);
      return result.alerts;
    },
  });

  return (
    <Form
      submit={submit}
      onSubmit={(event) => {
        event.preventDefault();
        if (!caseType) {
          setError(t('claims.error.caseTypeRequired'));
          submit.refuse([]);
          return;
        }
        if (isOffline || !draft.user_token) return;
        void submit.send({ user_token: draft.user_token, case_type: caseType });
      }}
    >
      <RadioGroupField
        name="case_type"
        legend={t('claims.step2.legend')}
        isInline={false}
        value={caseType}
        error={error}
        onChange={(type) => {
          setError(undefined);
          // spec 001 §4: choosing disease clears the accident-only answers of step 3
          updateDraft((current) => withCaseType(current, type as ClaimCaseType));
        }}
        options={claimCaseTypes.map((type) => ({ value: type, label: t(caseTypeLabelIds[type]) }))}
      />
      {isOffline ? (
        <Notice role="status">
          <p>{t('claims.step2.offlineText')}</p>
          <p>
            <a href={`mailto:${brand.claimsEmail}`}>{brand.claimsEmail}</a>
          </p>
        </Notice>
      ) : null}
      <FormActions
        back={{ href: href('declaration-step-1', locale), label: t('ui.back') }}
        submitLabel={isOffline ? null : t('claims.next')}
        isPending={submit.isPending}
      />
    </Form>
  );
}
