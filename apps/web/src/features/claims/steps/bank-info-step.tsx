import { claimLimits } from '@app/domain/claims/constants';
import type { Locale } from '@app/domain/locale';
import { href } from '@app/domain/routes';
import { claimBankInfoRequestSchema } from '@app/domain/schemas/claims';
import { useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useIntl } from 'react-intl';
import { Link, useNavigate } from 'react-router';
import { useSendBankInfo } from '../api/send-bank-info';
import { type BankInfoValues, type ClaimDraft, updateDraft } from '../claim-draft';
import { ClaimRecap } from '../components/claim-recap';
import { Field } from '../components/field';
import { FormAlert } from '../components/form-alert';
import { domainResolver, focusFirstError, serverErrorsOf } from '../components/form-errors';
import { useFormSync } from '../components/use-form-sync';

interface StepProps {
  draft: ClaimDraft;
  locale: Locale;
}

/** Step 5: account holder and IBAN, with a recap (spec 001 §2.1 step 5). */
export function BankInfoStep({ draft, locale }: StepProps) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) =>
    intl.formatMessage({ id }, values);
  const navigate = useNavigate();
  const send = useSendBankInfo();
  const formRef = useRef<HTMLFormElement>(null);
  const [general, setGeneral] = useState<string | null>(null);
  const userToken = draft.user_token ?? '';
  const {
    register,
    handleSubmit,
    watch,
    setError,
    setValue,
    formState: { errors },
  } = useForm<BankInfoValues>({
    defaultValues: draft.bankInfo,
    resolver: domainResolver(claimBankInfoRequestSchema, locale, (values: BankInfoValues) => ({
      user_token: userToken,
      ...values,
    })),
  });

  useFormSync(watch, (values) =>
    updateDraft((current) => ({ ...current, bankInfo: { ...current.bankInfo, ...values } })),
  );

  const accountName = register('bank_account_name');

  return (
    <form
      ref={formRef}
      noValidate
      className="claim-form"
      onSubmit={handleSubmit((values) => {
        setGeneral(null);
        send.mutate(
          {
            user_token: userToken,
            bank_account_name: values.bank_account_name.trim(),
            iban: values.iban,
          },
          {
            onSuccess: () => {
              updateDraft((current) => ({ ...current, reachedStep: 6 }));
              navigate(href('declaration-step-6', locale));
            },
            onError: (failure) => {
              // spec 001 §8: an answer without errors map counts as an empty one
              const result = serverErrorsOf(
                failure,
                ['bank_account_name', 'iban'],
                t('claims.error.generic'),
              );
              for (const [field, message] of Object.entries(result.fields)) {
                setError(field as keyof BankInfoValues, { type: 'server', message });
              }
              setGeneral(result.general);
              requestAnimationFrame(() => focusFirstError(formRef.current));
            },
          },
        );
      })}
    >
      <ClaimRecap draft={draft} />
      <p className="claim-form__required">{t('claims.requiredNote')}</p>
      <p className="claim-notice">{t('claims.step5.holderRule')}</p>
      <FormAlert message={general} />
      <Field
        id="claim-bank_account_name"
        label={t('claims.field.bankAccountName')}
        hint={t('claims.hint.maxChars', { max: claimLimits.bankAccountNameMax })}
        error={errors.bank_account_name?.message}
        isRequired
      >
        {(aria) => (
          <input
            {...aria}
            type="text"
            autoComplete="name"
            maxLength={claimLimits.bankAccountNameMax}
            {...accountName}
            onBlur={(event) => {
              // spec 001 §2.1 step 5: trimmed on blur
              const trimmed = event.target.value.trim();
              if (trimmed !== event.target.value) {
                setValue('bank_account_name', trimmed, { shouldDirty: true });
              }
              void accountName.onBlur(event);
            }}
          />
        )}
      </Field>
      <Field
        id="claim-iban"
        label={t('claims.field.iban')}
        hint={t('claims.hint.iban')}
        error={errors.iban?.message}
        isRequired
      >
        {(aria) => (
          <input
            {...aria}
            type="text"
            autoComplete="off"
            spellCheck={false}
            placeholder="CH00 0000 0000 0000 0000 0"
            {...register('iban')}
          />
        )}
      </Field>
      <div className="claim-actions">
        <Link className="button button--secondary" to={href('declaration-step-4', locale)}>
          {t('claims.back')}
        </Link>
        <button type="submit" className="button" disabled={send.isPending}>
          {send.isPending ? t('claims.sending') : t('claims.next')}
        </button>
      </div>
    </form>
  );
}
