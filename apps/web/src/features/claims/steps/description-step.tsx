import { claimLimits } from '@app/domain/claims/constants';
import { needsSideReminder } from '@app/domain/claims/side-reminder';
import type { Locale } from '@app/domain/locale';
import { href } from '@app/domain/routes';
import { claimDescriptionRequestSchema } from '@app/domain/schemas/claims';
import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useIntl } from 'react-intl';
import { Link, useNavigate } from 'react-router';
import { useSendDescription } from '../api/send-description';
import { type ClaimDraft, type DescriptionValues, updateDraft } from '../claim-draft';
import { Field } from '../components/field';
import { FormAlert } from '../components/form-alert';
import { domainResolver, focusFirstError, serverErrorsOf } from '../components/form-errors';
import { Modal } from '../components/modal';
import { useFormSync } from '../components/use-form-sync';

interface StepProps {
  draft: ClaimDraft;
  locale: Locale;
}

/** Step 4: description and diagnosis, with the side reminder (spec 001 §2.1 step 4). */
export function DescriptionStep({ draft, locale }: StepProps) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) =>
    intl.formatMessage({ id }, values);
  const navigate = useNavigate();
  const send = useSendDescription();
  const formRef = useRef<HTMLFormElement>(null);
  const [isReminding, setIsReminding] = useState(false);
  const [general, setGeneral] = useState<string | null>(null);
  const [shouldFocusError, setShouldFocusError] = useState(false);
  const [shouldFocusDescription, setShouldFocusDescription] = useState(false);
  const userToken = draft.user_token ?? '';
  const {
    register,
    handleSubmit,
    watch,
    setError,
    getValues,
    setFocus,
    formState: { errors },
  } = useForm<DescriptionValues>({
    defaultValues: draft.description,
    resolver: domainResolver(
      claimDescriptionRequestSchema,
      locale,
      (values: DescriptionValues) => ({
        user_token: userToken,
        description: values.description,
        veterinarian_diagnostic: values.veterinarian_diagnostic.trim() || undefined,
      }),
    ),
  });

  useFormSync(watch, (values) =>
    updateDraft((current) => ({ ...current, description: { ...current.description, ...values } })),
  );

  useEffect(() => {
    if (isReminding || !shouldFocusError) return;
    focusFirstError(formRef.current);
    setShouldFocusError(false);
  }, [isReminding, shouldFocusError]);

  // 'Compléter la description': back to the text, where the side is to be written
  useEffect(() => {
    if (isReminding || !shouldFocusDescription) return;
    setFocus('description');
    setShouldFocusDescription(false);
  }, [isReminding, shouldFocusDescription, setFocus]);

  const description = watch('description') ?? '';
  const diagnostic = watch('veterinarian_diagnostic') ?? '';

  const submit = () => {
    setGeneral(null);
    const values = getValues();
    send.mutate(
      {
        user_token: userToken,
        description: values.description,
        veterinarian_diagnostic: values.veterinarian_diagnostic,
      },
      {
        onSuccess: () => {
          setIsReminding(false);
          updateDraft((current) => ({ ...current, reachedStep: 5 }));
          navigate(href('declaration-step-5', locale));
        },
        onError: (failure) => {
          // spec 001 §2.1 step 4: on error the modal closes and the errors show
          const result = serverErrorsOf(
            failure,
            ['description', 'veterinarian_diagnostic'],
            t('claims.error.generic'),
          );
          for (const [field, message] of Object.entries(result.fields)) {
            setError(field as keyof DescriptionValues, { type: 'server', message });
          }
          setGeneral(result.general);
          setIsReminding(false);
          setShouldFocusError(true);
        },
      },
    );
  };

  return (
    <form
      ref={formRef}
      noValidate
      className="claim-form"
      onSubmit={handleSubmit((values) => {
        if (needsSideReminder(values.description, values.veterinarian_diagnostic)) {
          setIsReminding(true);
          return;
        }
        submit();
      })}
    >
      <p className="claim-form__required">{t('claims.requiredNote')}</p>
      <FormAlert message={general} />
      <Field
        id="claim-description"
        label={t('claims.field.description')}
        hint={t('claims.hint.description')}
        error={errors.description?.message}
        isRequired
        after={t('claims.remaining', {
          count: Math.max(0, claimLimits.descriptionMax - description.length),
        })}
      >
        {(aria) => (
          <textarea
            {...aria}
            rows={8}
            maxLength={claimLimits.descriptionMax}
            {...register('description')}
          />
        )}
      </Field>
      <Field
        id="claim-veterinarian_diagnostic"
        label={t('claims.field.diagnostic')}
        error={errors.veterinarian_diagnostic?.message}
        after={t('claims.remaining', {
          count: Math.max(0, claimLimits.diagnosticMax - diagnostic.length),
        })}
      >
        {(aria) => (
          <textarea
            {...aria}
            rows={2}
            maxLength={claimLimits.diagnosticMax}
            {...register('veterinarian_diagnostic')}
          />
        )}
      </Field>
      <div className="claim-actions">
        <Link className="button button--secondary" to={href('declaration-step-3', locale)}>
          {t('claims.back')}
        </Link>
        <button type="submit" className="button" disabled={send.isPending}>
          {send.isPending ? t('claims.sending') : t('claims.next')}
        </button>
      </div>
      <Modal
        isOpen={isReminding}
        title={t('claims.sideReminder.title')}
        onClose={() => {
          if (!send.isPending) setIsReminding(false);
        }}
      >
        <p>{t('claims.sideReminder.text')}</p>
        <div className="claim-actions">
          <button
            type="button"
            className="button button--secondary"
            onClick={() => {
              setIsReminding(false);
              setShouldFocusDescription(true);
            }}
            disabled={send.isPending}
          >
            {t('claims.sideReminder.complete')}
          </button>
          <button type="button" className="button" onClick={submit} disabled={send.isPending}>
            {send.isPending ? t('claims.sending') : t('claims.next')}
          </button>
        </div>
      </Modal>
    </form>
  );
}
