import {
  type ClaimDocumentType,
  claimDocumentTypes,
  uploadLimits,
} from '@app/domain/claims/constants';
import type { Locale } from '@app/domain/locale';
import type { UploadedDocument } from '@app/domain/schemas/claims';
import { useId, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import type { UploadRequest } from '../api/upload-documents';
import type { ClaimDocument } from '../claim-draft';
import { Field } from './field';
import { serverErrorsOf } from './form-errors';
import { MaskedInput } from './masked-input';

export type DocumentFieldErrors = Partial<
  Record<'id' | 'first_treatment_date' | 'invoice_amount', string>
>;

interface UploadWidgetProps {
  locale: Locale;
  animalName: string;
  documents: ClaimDocument[];
  onDocumentsChange: (documents: ClaimDocument[]) => void;
  /** spec 002 §4: the parent blocks continuing while an upload runs. */
  onUploadingChange: (isUploading: boolean) => void;
  upload: (request: UploadRequest) => Promise<UploadedDocument[]>;
  /** Errors of the declaration call, by document id. */
  documentErrors?: Record<string, DocumentFieldErrors>;
  /** An error about the list as a whole (no document, too many). */
  listError?: string;
}

export const documentTypeLabelIds: Record<ClaimDocumentType, string> = {
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

/** '120.5' → '120.50' (spec 001 §3: an amount with two decimals); anything else as typed. */
export function formatAmount(text: string): string {
  const normalised = text
    .trim()
    .replace(/['’\s]/g, '')
    .replace(',', '.');
  if (!/^\d+(\.\d+)?$/.test(normalised)) return text;
  return Number(normalised).toFixed(2);
}

/**
 * The document upload (spec 002 "Upload widget", 001 §2.1 step 6): several files chosen or
 * dropped, progress in percent, a type per document, first treatment date and amount for
 * invoices. A refused upload shows the server's message (not silent: a user must know why the
 * file is missing).
 */
export function UploadWidget({
  locale,
  animalName,
  documents,
  onDocumentsChange,
  onUploadingChange,
  upload,
  documentErrors = {},
  listError,
}: UploadWidgetProps) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) =>
    intl.formatMessage({ id }, values);
  const inputId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const listHeadingRef = useRef<HTMLHeadingElement>(null);
  const [uploadType, setUploadType] = useState<ClaimDocumentType>('invoice');
  const [progress, setProgress] = useState<number | null>(null);
  const [uploadError, setUploadError] = useState<string | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const [isDragging, setIsDragging] = useState(false);
  const documentsRef = useRef(documents);
  documentsRef.current = documents;

  const start = async (files: File[]) => {
    if (files.length === 0 || progress !== null) return;
    setUploadError(null);
    setAnnouncement('');
    setProgress(0);
    onUploadingChange(true);
    try {
      const uploaded = await upload({
        files,
        type: uploadType,
        locale,
        onProgress: (percent) => setProgress(percent),
      });
      const added: ClaimDocument[] = uploaded.map((document) => ({
        id: document.id,
        name: document.name,
        size: document.size,
        type: document.type,
        first_treatment_date: '',
        invoice_amount: '',
      }));
      onDocumentsChange([...documentsRef.current, ...added]);
      setAnnouncement(t('claims.upload.added', { count: added.length }));
    } catch (error) {
      // spec 002 §4: progress resets; the refusal is shown (413 names the file, 422 the reason)
      const refusal = serverErrorsOf(error, ['documents'], t('claims.upload.failed'));
      setUploadError(refusal.fields.documents ?? refusal.general);
    } finally {
      setProgress(null);
      onUploadingChange(false);
      if (inputRef.current) inputRef.current.value = '';
    }
  };

  const change = (id: string, patch: Partial<ClaimDocument>) =>
    onDocumentsChange(
      documentsRef.current.map((document) =>
        document.id === id ? { ...document, ...patch } : document,
      ),
    );

  const remove = (document: ClaimDocument) => {
    onDocumentsChange(documentsRef.current.filter((item) => item.id !== document.id));
    setAnnouncement(t('claims.upload.removed', { name: document.name }));
    listHeadingRef.current?.focus();
  };

  const isUploading = progress !== null;
  const formatSize = (size: number) =>
    size >= 1024 * 1024
      ? `${intl.formatNumber(size / (1024 * 1024), { maximumFractionDigits: 1 })} Mo`
      : `${intl.formatNumber(Math.max(1, Math.round(size / 1024)))} Ko`;

  return (
    <section className="claim-upload" aria-labelledby={`${inputId}-title`}>
      <h2 id={`${inputId}-title`}>{t('claims.upload.title')}</h2>
      <ul className="claim-upload__guidance">
        {guidanceIds.map((id) => (
          <li key={id}>{t(id, { animalName })}</li>
        ))}
      </ul>
      <div className="claim-field">
        <label htmlFor={`${inputId}-type`} className="claim-field__label">
          {t('claims.upload.typeOfNew')}
        </label>
        <select
          id={`${inputId}-type`}
          value={uploadType}
          disabled={isUploading}
          onChange={(event) => setUploadType(event.target.value as ClaimDocumentType)}
        >
          {claimDocumentTypes.map((type) => (
            <option key={type} value={type}>
              {t(documentTypeLabelIds[type])}
            </option>
          ))}
        </select>
      </div>
      {/* biome-ignore lint/a11y/noStaticElementInteractions: the drop zone is a mouse shortcut; the file input inside is the keyboard path */}
      <div
        className={`claim-upload__zone${isDragging ? ' claim-upload__zone--active' : ''}`}
        onDragOver={(event) => {
          event.preventDefault();
          setIsDragging(true);
        }}
        onDragLeave={() => setIsDragging(false)}
        onDrop={(event) => {
          event.preventDefault();
          setIsDragging(false);
          void start([...event.dataTransfer.files]);
        }}
      >
        <p className="claim-upload__drop" aria-hidden="true">
          {t('claims.upload.drop')}
        </p>
        <input
          ref={inputRef}
          id={inputId}
          type="file"
          multiple
          className="claim-upload__input"
          accept={[...uploadLimits.acceptedExtensions, 'application/pdf', 'image/jpeg'].join(',')}
          disabled={isUploading}
          aria-describedby={`${inputId}-hint${listError ? ` ${inputId}-list-error` : ''}`}
          onChange={(event) => void start([...(event.target.files ?? [])])}
        />
        <label htmlFor={inputId} className="button button--secondary claim-upload__choose">
          {t('claims.upload.choose')}
        </label>
        <p id={`${inputId}-hint`} className="claim-field__hint">
          {t('claims.upload.hint', { max: uploadLimits.maxFilesPerRequest })}
        </p>
      </div>
      {isUploading ? (
        <div className="claim-upload__progress">
          <label htmlFor={`${inputId}-progress`}>{t('claims.upload.progressLabel')}</label>
          <progress id={`${inputId}-progress`} max={100} value={progress ?? 0} />
          <span aria-hidden="true">{t('claims.upload.percent', { percent: progress ?? 0 })}</span>
        </div>
      ) : null}
      <p className="visually-hidden" role="status">
        {isUploading ? t('claims.upload.inProgress') : announcement}
      </p>
      {uploadError ? (
        <p className="claim-alert" role="alert">
          {uploadError}
        </p>
      ) : null}
      {listError ? (
        <p
          id={`${inputId}-list-error`}
          className="claim-field__error"
          data-form-alert=""
          tabIndex={-1}
        >
          {listError}
        </p>
      ) : null}
      <h3 ref={listHeadingRef} tabIndex={-1} className="claim-upload__list-title">
        {t('claims.upload.listTitle', { count: documents.length })}
      </h3>
      {documents.length > 0 ? (
        <ul className="claim-upload__list">
          {documents.map((document) => {
            const errors = documentErrors[document.id] ?? {};
            const base = `claim-document-${document.id}`;
            return (
              <li key={document.id}>
                <fieldset className="claim-document">
                  <legend>
                    {document.name}{' '}
                    <span className="claim-document__size">({formatSize(document.size)})</span>
                  </legend>
                  {errors.id ? (
                    <p className="claim-field__error" data-form-alert="" tabIndex={-1}>
                      {errors.id}
                    </p>
                  ) : null}
                  <Field id={`${base}-type`} label={t('claims.upload.documentType')}>
                    {(aria) => (
                      <select
                        {...aria}
                        value={document.type}
                        onChange={(event) =>
                          change(document.id, { type: event.target.value as ClaimDocumentType })
                        }
                      >
                        {claimDocumentTypes.map((type) => (
                          <option key={type} value={type}>
                            {t(documentTypeLabelIds[type])}
                          </option>
                        ))}
                      </select>
                    )}
                  </Field>
                  {document.type === 'invoice' ? (
                    <div className="claim-row">
                      <Field
                        id={`${base}-date`}
                        label={t('claims.field.firstTreatmentDate')}
                        hint={t('claims.hint.date')}
                        error={errors.first_treatment_date}
                        isRequired
                      >
                        {(aria) => (
                          <MaskedInput
                            {...aria}
                            mask="##.##.####"
                            placeholder={t('claims.datePlaceholder')}
                            autoComplete="off"
                            value={document.first_treatment_date}
                            onChange={(value) =>
                              change(document.id, { first_treatment_date: value })
                            }
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
                        {(aria) => (
                          <input
                            {...aria}
                            type="text"
                            inputMode="decimal"
                            autoComplete="off"
                            value={document.invoice_amount}
                            onChange={(event) =>
                              change(document.id, { invoice_amount: event.target.value })
                            }
                            onBlur={(event) =>
                              change(document.id, {
                                invoice_amount: formatAmount(event.target.value),
                              })
                            }
                          />
                        )}
                      </Field>
                    </div>
                  ) : null}
                  <button
                    type="button"
                    className="button button--secondary claim-document__remove"
                    onClick={() => remove(document)}
                  >
                    {t('claims.upload.remove')}
                    <span className="visually-hidden"> {document.name}</span>
                  </button>
                </fieldset>
              </li>
            );
          })}
        </ul>
      ) : null}
    </section>
  );
}
