import {
  type ClaimDocumentGroup,
  type ClaimDocumentType,
  claimDocumentTypes,
  uploadLimits,
} from '@app/domain/claims/constants';
import { formatAmountText } from '@app/domain/claims/rules';
import { swissToday } from '@app/domain/dates/swiss-today';
import type { Locale } from '@app/domain/locale';
import { translate } from '@app/domain/messages/translate';
import { href } from '@app/domain/routes';
import { claimDocumentsSchema } from '@app/domain/schemas/claims';
import { type FormEvent, useState } from 'react';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router';
import { useUploadDocuments } from '../../../lib/upload-documents';
import { Field } from '../../../ui/field';
import { Form } from '../../../ui/form';
import { FormActions } from '../../../ui/form-actions';
import { Notice } from '../../../ui/form-alert';
import { MaskedInput } from '../../../ui/inputs';
import { dateMask } from '../../../ui/masks';
import { schemaErrors } from '../../../ui/schema-resolver';
import { serverErrorsOf } from '../../../ui/server-errors';
import { type UploadRequest, UploadWidget } from '../../../ui/upload-widget';
import { useFormSubmit } from '../../../ui/use-form-submit';
import { type DocumentsPayload, useSendDocuments } from '../api/send-documents';
import { type ClaimDocument, type ClaimDraft, updateDraft } from '../claim-draft';
import { clearFixedErrors, type DocumentErrors, type MappedErrors } from '../document-errors';

interface StepProps {
  draft: ClaimDraft;
  locale: Locale;
}

const documentTypeLabelIds: Record<ClaimDocumentType, string> = {
  invoice: 'claims.documentType.invoice',
  report: 'claims.documentType.report',
  other: 'claims.documentType.other',
};

const guidanceIds = [
  'claims.upload.guidance.noQuotes',
  'claims.upload.guidance.animalName',
  'claims.upload.guidance.allVisible',
  'claims.upload.guidance.total',
  'claims.upload.guidance.allPages',
];

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

const isDocumentsField = (path: string) => path.startsWith('documents');

/** documents.invoices.{i}.first_treatment_date → the document it belongs to (spec 001 §5). */
function mapErrors(errors: Record<string, string>, payload: DocumentsPayload): MappedErrors {
  const byDocument: Record<string, DocumentErrors> = {};
  let list: string | undefined;
  for (const [path, message] of Object.entries(errors)) {
    const match = /^documents\.(invoices|reports|others)\.(\d+)(?:\.(\w+))?$/.exec(path);
    const id = match ? payload.documents[match[1] as ClaimDocumentGroup][Number(match[2])]?.id : '';
    if (match && id) {
      const name = (match[3] ?? 'id') as keyof DocumentErrors;
      byDocument[id] = { ...byDocument[id], [name]: message };
    } else {
      list ??= message;
    }
  }
  return { byDocument, list };
}

/** Step 6: the documents (spec 001 §2.1 step 6). */
export function DocumentsStep({ draft, locale }: StepProps) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  const navigate = useNavigate();
  const upload = useUploadDocuments();
  const send = useSendDocuments();
  const [isUploading, setIsUploading] = useState(false);
  const [errors, setErrors] = useState<MappedErrors>({ byDocument: {} });
  const userToken = draft.user_token ?? '';

  const submit = useFormSubmit({
    send: sendDocuments,
    onSent: (answer) => {
      updateDraft((current) => ({
        ...current,
        claim_number: answer.claim_number,
        reachedStep: 7,
        isComplete: true,
      }));
      navigate(href('declaration-step-7', locale));
    },
    onRefused: (failure, fallback) => {
      const refusal = serverErrorsOf(failure, isDocumentsField, fallback);
      setErrors(mapErrors(refusal.fields, payloadOf(userToken, draft.documents)));
      return refusal.alerts;
    },
  });

  function sendDocuments(payload: DocumentsPayload) {
    return send.mutateAsync(payload);
  }

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (isUploading) return;
    const payload = payloadOf(userToken, draft.documents);
    const refused = schemaErrors(
      claimDocumentsSchema({ today: swissToday(new Date()) }),
      payload,
      locale,
    );
    if (refused) {
      setErrors(mapErrors(refused, payload));
      submit.refuse([]);
      return;
    }
    setErrors({ byDocument: {} });
    void submit.send(payload);
  };

  const documentTypes = claimDocumentTypes.map((type) => ({
    value: type,
    label: t(documentTypeLabelIds[type]),
  }));

  return (
    <Form submit={submit} onSubmit={onSubmit}>
      <UploadWidget
        guidance={guidanceIds.map((id) => t(id, { animalName: draft.policyholder.animal_name }))}
        documentTypes={documentTypes}
        accept={[...uploadLimits.acceptedExtensions, 'application/pdf', 'image/jpeg']}
        maxFileBytes={uploadLimits.maxFileBytes}
        maxFiles={uploadLimits.maxFilesPerRequest}
        // the server's own words (spec 001 §5): the same message as its 413
        tooLargeMessage={(name) => translate(locale, 'documents.file_too_large', { name })}
        documents={draft.documents}
        onDocumentsChange={(documents) => {
          // issue 12: what the user fixed is no longer refused
          setErrors((current) => clearFixedErrors(current, draft.documents, documents));
          updateDraft((current) => ({ ...current, documents }));
        }}
        onUploadingChange={setIsUploading}
        upload={(request: UploadRequest) =>
          upload.mutateAsync({ ...request, type: request.type as ClaimDocumentType, locale })
        }
        toDocument={(file) => ({
          id: file.id,
          name: file.name,
          size: file.size,
          type: file.type as ClaimDocumentType,
          first_treatment_date: '',
          invoice_amount: '',
        })}
        renderFields={(document, change) =>
          document.type === 'invoice' ? (
            <InvoiceFields
              document={document}
              errors={errors.byDocument[document.id] ?? {}}
              change={change}
            />
          ) : null
        }
        documentErrors={Object.fromEntries(
          Object.entries(errors.byDocument).map(([id, entry]) => [id, entry.id]),
        )}
        listError={errors.list}
      />
      {isUploading ? <Notice>{t('claims.step6.waitUpload')}</Notice> : null}
      <FormActions
        // spec 001 §2.1 step 6: back goes to the bank information (an existing claim's too)
        back={{ href: href('declaration-step-5', locale), label: t('ui.back') }}
        submitLabel={t('claims.step6.submit')}
        isPending={submit.isPending}
        isDisabled={isUploading}
      />
    </Form>
  );
}

/** An invoice's first treatment date and amount (spec 001 §3). */
function InvoiceFields({
  document,
  errors,
  change,
}: {
  document: ClaimDocument;
  errors: DocumentErrors;
  change: (patch: Partial<ClaimDocument>) => void;
}) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const base = `claim-document-${document.id}`;
  return (
    <div className="form-row">
      <Field
        id={`${base}-date`}
        label={t('claims.field.firstTreatmentDate')}
        hint={t('claims.hint.date')}
        error={errors.first_treatment_date}
        isRequired
      >
        {(control) => (
          <MaskedInput
            {...control}
            mask={dateMask}
            placeholder={t('ui.date.placeholder')}
            autoComplete="off"
            value={document.first_treatment_date}
            onChange={(event) => change({ first_treatment_date: event.target.value })}
          />
        )}
      </Field>
      <Field
        id={`${base}-amount`}
        label={t('claims.field.invoiceAmount')}
        hint={t('claims.hint.amount')}
        error={errors.invoice_amount}
        isRequired
      >
        {(control) => (
          <input
            {...control}
            type="text"
            inputMode="decimal"
            autoComplete="off"
            value={document.invoice_amount}
            onChange={(event) => change({ invoice_amount: event.target.value })}
            onBlur={(event) => change({ invoice_amount: formatAmountText(event.target.value) })}
          />
        )}
      </Field>
    </div>
  );
}
