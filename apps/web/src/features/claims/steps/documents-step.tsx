import type { ClaimDocumentGroup } from '@app/domain/claims/constants';
import { swissToday } from '@app/domain/dates/swiss-today';
import type { Locale } from '@app/domain/locale';
import { href } from '@app/domain/routes';
import { claimDocumentsSchema } from '@app/domain/schemas/claims';
import { issuesToErrors } from '@app/domain/validation';
import { useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { Link, useNavigate } from 'react-router';
import { ValidationError } from '../../../app/api';
import { type DocumentsPayload, useSendDocuments } from '../api/send-documents';
import { useUploadDocuments } from '../api/upload-documents';
import { type ClaimDocument, type ClaimDraft, updateDraft } from '../claim-draft';
import { FormAlert } from '../components/form-alert';
import { focusFirstError, serverErrorsOf } from '../components/form-errors';
import { type DocumentFieldErrors, UploadWidget } from '../components/upload-widget';

interface StepProps {
  draft: ClaimDraft;
  locale: Locale;
}

/** The documents call groups the documents by type (spec 001 §7). */
function payloadOf(userToken: string, documents: ClaimDocument[]): DocumentsPayload {
  const payload: DocumentsPayload = {
    user_token: userToken,
    documents: { invoices: [], reports: [], others: [] },
  };
  for (const document of documents) {
    if (document.type === 'invoice') {
      payload.documents.invoices.push({
        id: document.id,
        first_treatment_date: document.first_treatment_date,
        invoice_amount: document.invoice_amount,
      });
    } else if (document.type === 'report') {
      payload.documents.reports.push({ id: document.id });
    } else {
      payload.documents.others.push({ id: document.id });
    }
  }
  return payload;
}

interface MappedErrors {
  byDocument: Record<string, DocumentFieldErrors>;
  list?: string;
  general: string | null;
}

/** documents.invoices.{i}.first_treatment_date → the document it belongs to (spec 001 §5). */
function mapErrors(
  errors: Record<string, string>,
  payload: DocumentsPayload,
  general: string | null,
): MappedErrors {
  const byDocument: Record<string, DocumentFieldErrors> = {};
  let list: string | undefined;
  const others: string[] = [];
  for (const [path, message] of Object.entries(errors)) {
    const match = /^documents\.(invoices|reports|others)\.(\d+)(?:\.(\w+))?$/.exec(path);
    const id = match ? payload.documents[match[1] as ClaimDocumentGroup][Number(match[2])]?.id : '';
    if (match && id) {
      const field = (match[3] ?? 'id') as keyof DocumentFieldErrors;
      byDocument[id] = { ...byDocument[id], [field]: message };
    } else if (path === 'documents' || path.startsWith('documents')) {
      list ??= message;
    } else {
      others.push(message);
    }
  }
  return { byDocument, list, general: general ?? others[0] ?? null };
}

/** Step 6: the documents (spec 001 §2.1 step 6). */
export function DocumentsStep({ draft, locale }: StepProps) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const navigate = useNavigate();
  const upload = useUploadDocuments();
  const send = useSendDocuments();
  const formRef = useRef<HTMLFormElement>(null);
  const [isUploading, setIsUploading] = useState(false);
  const [errors, setErrors] = useState<MappedErrors>({ byDocument: {}, general: null });
  const userToken = draft.user_token ?? '';
  const isExisting = draft.type === 'existing';

  const showErrors = (mapped: MappedErrors) => {
    setErrors(mapped);
    requestAnimationFrame(() => focusFirstError(formRef.current));
  };

  return (
    <form
      ref={formRef}
      noValidate
      className="claim-form"
      onSubmit={(event) => {
        event.preventDefault();
        if (isUploading) return;
        const payload = payloadOf(userToken, draft.documents);
        const check = claimDocumentsSchema({ today: swissToday(new Date()) }).safeParse(payload);
        if (!check.success) {
          const messages = issuesToErrors(check.error.issues, locale, payload);
          const first = Object.fromEntries(
            Object.entries(messages).map(([path, list]) => [path, list[0] ?? '']),
          );
          showErrors(mapErrors(first, payload, null));
          return;
        }
        setErrors({ byDocument: {}, general: null });
        send.mutate(payload, {
          onSuccess: (answer) => {
            updateDraft((current) => ({
              ...current,
              claim_number: answer.claim_number,
              reachedStep: 7,
              isComplete: true,
            }));
            navigate(href('declaration-step-7', locale));
          },
          onError: (failure) => {
            if (failure instanceof ValidationError) {
              const { user_token: tokenMessages, ...documentErrors } = failure.errors;
              const first = Object.fromEntries(
                Object.entries(documentErrors).map(([path, list]) => [path, list[0] ?? '']),
              );
              showErrors(mapErrors(first, payload, tokenMessages?.[0] ?? null));
              return;
            }
            showErrors({
              byDocument: {},
              general: serverErrorsOf(failure, [], t('claims.error.generic')).general,
            });
          },
        });
      }}
    >
      <FormAlert message={errors.general} />
      <UploadWidget
        locale={locale}
        animalName={draft.policyholder.animal_name}
        documents={draft.documents}
        onDocumentsChange={(documents) => updateDraft((current) => ({ ...current, documents }))}
        onUploadingChange={setIsUploading}
        upload={upload.mutateAsync}
        documentErrors={errors.byDocument}
        listError={errors.list}
      />
      {isUploading ? <p className="claim-notice">{t('claims.step6.waitUpload')}</p> : null}
      <div className="claim-actions">
        <Link
          className="button button--secondary"
          to={href(isExisting ? 'declaration-step-1' : 'declaration-step-5', locale)}
        >
          {t('claims.back')}
        </Link>
        <button type="submit" className="button" disabled={isUploading || send.isPending}>
          {send.isPending ? t('claims.sending') : t('claims.step6.submit')}
        </button>
      </div>
    </form>
  );
}
