import { needsSideReminder } from '@app/domain/claims/side-reminder';
import type { Locale } from '@app/domain/locale';
import { href } from '@app/domain/routes';
import { claimDescriptionRequestSchema } from '@app/domain/schemas/claims';
import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router';
import { Form } from '../../../ui/form';
import { FormActions } from '../../../ui/form-actions';
import { TextAreaField } from '../../../ui/inputs';
import { Modal } from '../../../ui/modal';
import { useSchemaForm } from '../../../ui/use-schema-form';
import { useSendDescription } from '../api/send-description';
import { type ClaimDraft, type DescriptionValues, updateDraft } from '../claim-draft';

interface StepProps {
  draft: ClaimDraft;
  locale: Locale;
}

/** Step 4: description and diagnosis, with the side reminder (spec 001 §2.1 step 4). */
export function DescriptionStep({ draft, locale }: StepProps) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const navigate = useNavigate();
  const send = useSendDescription();
  const [isReminding, setIsReminding] = useState(false);
  const [shouldFocusDescription, setShouldFocusDescription] = useState(false);
  const userToken = draft.user_token ?? '';
  const { form, field, submit } = useSchemaForm({
    schema: claimDescriptionRequestSchema,
    locale,
    defaultValues: draft.description,
    toPayload: (values: DescriptionValues) => ({
      user_token: userToken,
      description: values.description,
      veterinarian_diagnostic: values.veterinarian_diagnostic.trim() || undefined,
    }),
    onChange: (values) =>
      updateDraft((current) => ({
        ...current,
        description: { ...current.description, ...values },
      })),
    send: (values: DescriptionValues) =>
      send.mutateAsync({
        user_token: userToken,
        description: values.description,
        veterinarian_diagnostic: values.veterinarian_diagnostic,
      }),
    onSent: () => {
      setIsReminding(false);
      updateDraft((current) => ({ ...current, reachedStep: 5 }));
      navigate(href('declaration-step-5', locale));
    },
    // spec 001 §2.1 step 4: on error the modal closes and the errors show
    onFailed: () => setIsReminding(false),
  });

  // 'Compléter la description': back to the text, where the side is to be written
  const { setFocus } = form;
  useEffect(() => {
    if (isReminding || !shouldFocusDescription) return;
    setFocus('description');
    setShouldFocusDescription(false);
  }, [isReminding, shouldFocusDescription, setFocus]);

  return (
    <Form
      submit={submit}
      onSubmit={form.handleSubmit((values) => {
        if (needsSideReminder(values.description, values.veterinarian_diagnostic)) {
          setIsReminding(true);
          return;
        }
        return submit.send(values);
      })}
    >
      <p className="form__required">{t('ui.requiredNote')}</p>
      <TextAreaField
        field={field('description')}
        label={t('claims.field.description')}
        hint={t('claims.hint.description')}
        rows={8}
      />
      <TextAreaField
        field={field('veterinarian_diagnostic')}
        label={t('claims.field.diagnostic')}
        rows={2}
      />
      <FormActions
        back={{ href: href('declaration-step-3', locale), label: t('ui.back') }}
        submitLabel={t('claims.next')}
        isPending={submit.isPending}
      />
      <Modal
        isOpen={isReminding}
        title={t('claims.sideReminder.title')}
        onClose={() => {
          if (!submit.isPending) setIsReminding(false);
        }}
      >
        <p>{t('claims.sideReminder.text')}</p>
        <div className="modal__actions">
          <button
            type="button"
            className="button button--secondary"
            onClick={() => {
              setIsReminding(false);
              setShouldFocusDescription(true);
            }}
            disabled={submit.isPending}
          >
            {t('claims.sideReminder.complete')}
          </button>
          <button
            type="button"
            className="button"
            onClick={() => void submit.send(form.getValues())}
            disabled={submit.isPending}
          >
            {submit.isPending ? t('ui.sending') : t('claims.next')}
          </button>
        </div>
      </Modal>
    </Form>
  );
}
