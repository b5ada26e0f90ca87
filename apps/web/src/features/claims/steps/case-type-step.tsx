import { brand } from '@app/domain/brand';
import { claimCaseTypes, offlineCaseTypes } from '@app/domain/claims/constants';
import type { Locale } from '@app/domain/locale';
import { href } from '@app/domain/routes';
import { useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { Link, useNavigate } from 'react-router';
import { useSelectCaseType } from '../api/select-case-type';
import { type ClaimDraft, updateDraft, withCaseType } from '../claim-draft';
import { caseTypeLabelIds } from '../claim-steps';
import { ChoiceGroup } from '../components/field';
import { FormAlert } from '../components/form-alert';
import { focusFirstError, serverErrorsOf } from '../components/form-errors';

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
  const formRef = useRef<HTMLFormElement>(null);
  const [error, setError] = useState<string | undefined>();
  const [general, setGeneral] = useState<string | null>(null);
  const caseType = draft.case_type;
  const isOffline = caseType !== undefined && offlineCaseTypes.includes(caseType);

  const focusErrors = () => requestAnimationFrame(() => focusFirstError(formRef.current));

  return (
    <form
      ref={formRef}
      noValidate
      className="claim-form"
      onSubmit={(event) => {
        event.preventDefault();
        setGeneral(null);
        if (!caseType) {
          setError(t('claims.error.caseTypeRequired'));
          focusErrors();
          return;
        }
        if (isOffline || !draft.user_token) return;
        selectCaseType.mutate(
          { user_token: draft.user_token, case_type: caseType },
          {
            onSuccess: () => {
              updateDraft((current) => ({ ...current, reachedStep: 3 }));
              navigate(href('declaration-step-3', locale));
            },
            onError: (failure) => {
              const result = serverErrorsOf(failure, ['case_type'], t('claims.error.generic'));
              setError(result.fields.case_type);
              setGeneral(result.general);
              focusErrors();
            },
          },
        );
      }}
    >
      <FormAlert message={general} />
      <ChoiceGroup id="claim-case-type" legend={t('claims.step2.legend')} error={error}>
        {(aria) =>
          claimCaseTypes.map((type) => (
            <div className="claim-radio" key={type}>
              <input
                type="radio"
                id={`claim-case-type-${type}`}
                name="case_type"
                value={type}
                checked={caseType === type}
                {...aria}
                onChange={() => {
                  setError(undefined);
                  // spec 001 §4: choosing disease clears the accident-only answers of step 3
                  updateDraft((current) => withCaseType(current, type));
                }}
              />
              <label htmlFor={`claim-case-type-${type}`}>{t(caseTypeLabelIds[type])}</label>
            </div>
          ))
        }
      </ChoiceGroup>
      {isOffline ? (
        <div className="claim-notice" role="status">
          <p>{t('claims.step2.offlineText')}</p>
          <p>
            <a href={`mailto:${brand.claimsEmail}`}>{brand.claimsEmail}</a>
          </p>
        </div>
      ) : null}
      <div className="claim-actions">
        <Link className="button button--secondary" to={href('declaration-step-1', locale)}>
          {t('claims.back')}
        </Link>
        {isOffline ? null : (
          <button type="submit" className="button" disabled={selectCaseType.isPending}>
            {selectCaseType.isPending ? t('claims.sending') : t('claims.next')}
          </button>
        )}
      </div>
    </form>
  );
}
