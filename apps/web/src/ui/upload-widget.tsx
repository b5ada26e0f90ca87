import { type ReactNode, useId, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { PlainSelect } from './inputs';
import { serverErrorsOf } from './server-errors';
import './upload-widget.css';

/** A file the server has stored, as its upload call answers it. */
export interface UploadedFile {
  id: string;
  name: string;
  size: number;
  type: string;
}

export interface UploadRequest {
  files: File[];
  /** The document type chosen for this selection. */
  type: string;
  /** 0 to 100, as the bytes go out. */
  onProgress?: (percent: number) => void;
}

export interface UploadWidgetProps<D extends UploadedFile> {
  /** What each document must show (a list above the drop zone). */
  guidance?: readonly ReactNode[];
  /** The document types offered, the first one preselected. */
  documentTypes: readonly { value: string; label: string }[];
  /** Extensions and content types the file chooser offers (`.pdf`, `image/jpeg`). */
  accept: readonly string[];
  /** The largest file accepted: a larger one is refused here, before any byte is sent. */
  maxFileBytes: number;
  /** The message for a file over the limit (the server's own words). */
  tooLargeMessage: (fileName: string) => string;
  /** Files per selection (the server refuses more at once). */
  maxFiles: number;
  documents: D[];
  onDocumentsChange: (documents: D[]) => void;
  /** The caller blocks sending its form while an upload runs. */
  onUploadingChange?: (isUploading: boolean) => void;
  upload: (request: UploadRequest) => Promise<UploadedFile[]>;
  /** A stored file as a document of the caller's list (with its own fields empty). */
  toDocument: (file: UploadedFile) => D;
  /** The caller's fields of one document (an invoice's date and amount). */
  renderFields?: (document: D, change: (patch: Partial<D>) => void) => ReactNode;
  /** A refusal of one document as a whole (unknown, duplicate), by document id. */
  documentErrors?: Record<string, string | undefined>;
  /** A refusal of the list as a whole (no document, too many). */
  listError?: string | undefined;
}

/**
 * The document upload (spec 002 "Upload widget"): several files chosen or dropped, progress in
 * percent, a type per document, the caller's fields per document, removal. A refused upload
 * shows why (a user must know why the file is missing); the focus never gets lost.
 */
export function UploadWidget<D extends UploadedFile>({
  guidance = [],
  documentTypes,
  accept,
  maxFileBytes,
  tooLargeMessage,
  maxFiles,
  documents,
  onDocumentsChange,
  onUploadingChange,
  upload,
  toDocument,
  renderFields,
  documentErrors = {},
  listError,
}: UploadWidgetProps<D>) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) =>
    intl.formatMessage({ id }, values);
  const inputId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const listHeadingRef = useRef<HTMLHeadingElement>(null);
  const [uploadType, setUploadType] = useState(documentTypes[0]?.value ?? '');
  const [progress, setProgress] = useState<number | null>(null);
  const [uploadError, setUploadError] = useState<string | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const [isDragging, setIsDragging] = useState(false);
  const documentsRef = useRef(documents);
  documentsRef.current = documents;

  const formatSize = (size: number) =>
    size >= 1024 * 1024
      ? intl.formatNumber(size / (1024 * 1024), {
          style: 'unit',
          unit: 'megabyte',
          maximumFractionDigits: 1,
        })
      : intl.formatNumber(Math.max(1, Math.round(size / 1024)), {
          style: 'unit',
          unit: 'kilobyte',
        });

  const start = async (files: File[]) => {
    if (files.length === 0 || progress !== null) return;
    setAnnouncement('');
    const tooLarge = files.find((file) => file.size > maxFileBytes);
    if (tooLarge) {
      setUploadError(tooLargeMessage(tooLarge.name));
      if (inputRef.current) inputRef.current.value = '';
      return;
    }
    setUploadError(null);
    setProgress(0);
    onUploadingChange?.(true);
    try {
      const uploaded = await upload({ files, type: uploadType, onProgress: setProgress });
      const added = uploaded.map(toDocument);
      onDocumentsChange([...documentsRef.current, ...added]);
      setAnnouncement(t('ui.upload.added', { count: added.length }));
    } catch (error) {
      // spec 002 §4: progress resets; the refusal is shown (413 names the file, 422 the reason)
      const refusal = serverErrorsOf(error, ['documents'], t('ui.upload.failed'));
      setUploadError(refusal.fields.documents ?? refusal.alerts[0] ?? t('ui.upload.failed'));
    } finally {
      setProgress(null);
      onUploadingChange?.(false);
      if (inputRef.current) inputRef.current.value = '';
    }
  };

  const change = (id: string, patch: Partial<D>) =>
    onDocumentsChange(
      documentsRef.current.map((document) =>
        document.id === id ? { ...document, ...patch } : document,
      ),
    );

  const remove = (document: D) => {
    onDocumentsChange(documentsRef.current.filter((item) => item.id !== document.id));
    setAnnouncement(t('ui.upload.removed', { name: document.name }));
    listHeadingRef.current?.focus();
  };

  const isUploading = progress !== null;
  const extensions = accept.filter((entry) => entry.startsWith('.'));

  return (
    <section className="upload" aria-labelledby={`${inputId}-title`}>
      <h2 id={`${inputId}-title`}>{t('ui.upload.title')}</h2>
      {guidance.length > 0 ? (
        <ul className="upload__guidance">
          {guidance.map((line, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: a fixed list of texts
            <li key={index}>{line}</li>
          ))}
        </ul>
      ) : null}
      <PlainSelect
        id={`${inputId}-type`}
        label={t('ui.upload.typeOfNew')}
        value={uploadType}
        options={documentTypes}
        isDisabled={isUploading}
        onChange={setUploadType}
      />
      {/* biome-ignore lint/a11y/noStaticElementInteractions: the drop zone is a mouse shortcut; the file input inside is the keyboard path */}
      <div
        className={`upload__zone${isDragging ? ' upload__zone--active' : ''}`}
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
        <p className="upload__drop" aria-hidden="true">
          {t('ui.upload.drop')}
        </p>
        <input
          ref={inputRef}
          id={inputId}
          type="file"
          multiple
          className="upload__input"
          accept={accept.join(',')}
          disabled={isUploading}
          aria-describedby={`${inputId}-hint${listError ? ` ${inputId}-list-error` : ''}`}
          onChange={(event) => void start([...(event.target.files ?? [])])}
        />
        <label htmlFor={inputId} className="button button--secondary upload__choose">
          {t('ui.upload.choose')}
        </label>
        <p id={`${inputId}-hint`} className="field__hint">
          {t('ui.upload.hint', {
            formats: extensions.join(', '),
            size: formatSize(maxFileBytes),
            max: maxFiles,
          })}
        </p>
      </div>
      {isUploading ? (
        <div className="upload__progress">
          <label htmlFor={`${inputId}-progress`}>{t('ui.upload.progressLabel')}</label>
          <progress id={`${inputId}-progress`} max={100} value={progress ?? 0} />
          <span aria-hidden="true">{t('ui.upload.percent', { percent: progress ?? 0 })}</span>
        </div>
      ) : null}
      <p className="visually-hidden" role="status">
        {isUploading ? t('ui.upload.inProgress') : announcement}
      </p>
      {uploadError ? (
        <p className="alert" role="alert">
          {uploadError}
        </p>
      ) : null}
      {listError ? (
        <p id={`${inputId}-list-error`} className="field__error" data-form-alert="" tabIndex={-1}>
          {listError}
        </p>
      ) : null}
      <h3 ref={listHeadingRef} tabIndex={-1} className="upload__list-title">
        {t('ui.upload.listTitle', { count: documents.length })}
      </h3>
      {documents.length > 0 ? (
        <ul className="upload__list">
          {documents.map((document) => {
            const error = documentErrors[document.id];
            return (
              <li key={document.id}>
                <fieldset className="upload__document">
                  <legend>
                    {document.name}{' '}
                    <span className="upload__size">({formatSize(document.size)})</span>
                  </legend>
                  {error ? (
                    <p className="field__error" data-form-alert="" tabIndex={-1}>
                      {error}
                    </p>
                  ) : null}
                  <PlainSelect
                    id={`${inputId}-${document.id}-type`}
                    label={t('ui.upload.documentType')}
                    value={document.type}
                    options={documentTypes}
                    onChange={(type) => change(document.id, { type } as Partial<D>)}
                  />
                  {renderFields?.(document, (patch) => change(document.id, patch))}
                  <button
                    type="button"
                    className="button button--secondary upload__remove"
                    onClick={() => remove(document)}
                  >
                    {t('ui.upload.remove')}
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
