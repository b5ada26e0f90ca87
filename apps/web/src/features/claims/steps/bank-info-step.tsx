import type { Locale } from '@app/domain/locale';
import { href } from '@app/domain/routes';
import { claimBankInfoRequestSchema } from '@app/domain/schemas/claims';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router';
import { Form } from '../../../ui/form';
import { FormActions } from '../../../ui/form-actions';
import { Notice } from '../../../ui/form-alert';
import { IbanField, TextField } from '../../../ui/inputs';
import { useSchemaForm } from '../../../ui/use-schema-form';
import { useSendBankInfo } from '../api/send-bank-info';
import { type BankInfoValues, type ClaimDraft, updateDraft } from '../claim-draft';
import { ClaimRecap } from '../components/claim-recap';

interface StepProps {
  draft: ClaimDraft;
  locale: Locale;
}

const trim = (text: string) => text.trim();

/** Step 5: account holder and IBAN, with a recap (spec 001 §2.1 step 5). */
export function BankInfoStep({ draft, locale }: StepProps) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const navigate = useNavigate();
  const send = useSendBankInfo();
  const userToken = draft.user_token ?? '';
  const { field, submit, onSubmit } = useSchemaForm({
    schema: claimBankInfoRequestSchema,
    locale,
    defaultValues: draft.bankInfo,
    toPayload: (values: BankInfoValues) => ({ user_token: userToken, ...values }),
    onChange: (values) =>
      updateDraft((current) => ({ ...current, bankInfo: { ...current.bankInfo, ...values } })),
    send: (values: BankInfoValues) =>
      send.mutateAsync({
        user_token: userToken,
        bank_account_name: values.bank_account_name.trim(),
        iban: values.iban,
      }),
    onSent: () => {
      updateDraft((current) => ({ ...current, reachedStep: Math.max(current.reachedStep, 6) }));
      navigate(href('declaration-step-6', locale));
    },
  });

  return (
    <Form submit={submit} onSubmit={onSubmit}>
      <ClaimRecap draft={draft} />
      <p className="form__required">{t('ui.requiredNote')}</p>
      <Notice>{t('claims.step5.holderRule')}</Notice>
      <TextField
        field={field('bank_account_name')}
        label={t('claims.field.bankAccountName')}
        hasLengthHint
        autoComplete="name"
        // spec 001 §2.1 step 5: trimmed on blur
        onBlurValue={trim}
      />
      <IbanField
        field={field('iban')}
        label={t('claims.field.iban')}
        hint={t('claims.hint.iban')}
      />
      <FormActions
        back={
          // an existing claim came from its identification, unless its link proved who it is
          draft.type === 'existing'
            ? draft.isIdentifiedByLink
              ? null
              : { href: href('declaration-step-1', locale), label: t('ui.back') }
            : { href: href('declaration-step-4', locale), label: t('ui.back') }
        }
        submitLabel={t('claims.next')}
        isPending={submit.isPending}
      />
    </Form>
  );
}
