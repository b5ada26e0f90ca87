import { brand } from '@app/domain/brand';
import { uploadLimits } from '@app/domain/claims/constants';
import { availabilityMonths, jobTypes, publicFormLimits } from '@app/domain/forms/public-constants';
import { jobApplicationSchema } from '@app/domain/forms/public-schemas';
import type { Locale } from '@app/domain/locale';
import { translate } from '@app/domain/messages/translate';
import type { Job } from '@app/domain/schemas/content';
import { useEffect, useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import { uploadFiles } from '../../../lib/upload-documents';
import { Form } from '../../../ui/form';
import { FormActions } from '../../../ui/form-actions';
import {
  CheckboxField,
  PhoneField,
  RadioGroupField,
  SelectField,
  TextField,
} from '../../../ui/inputs';
import { type UploadedFile, UploadWidget } from '../../../ui/upload-widget';
import { useSchemaForm } from '../../../ui/use-schema-form';
import { type FormAnswer, sendForm } from '../api/send-form';
import { SentNotice } from '../components/form-page';
import { ContactFields, PersonFields } from '../components/person-fields';
import { payloadOf } from '../components/values';

/** spec 002 §5: "Accepted files: pdf, docx, doc, rtf, odt, jpg, txt." */
const acceptedFiles = ['.pdf', '.docx', '.doc', '.rtf', '.odt', '.jpg', '.txt'];

/** The lists of the application: each file goes to the list of the type chosen for it. */
type FileList = 'cv' | 'letter' | 'documents';

interface ApplicationValues {
  job: string;
  gender: string;
  last_name: string;
  first_name: string;
  email: string;
  phone: string;
  zip: string;
  job_type: string;
  availability: string;
  cv: string[];
  letter: string[];
  documents: string[];
  acceptTerms: boolean;
}

const jobTypeLabels: Record<(typeof jobTypes)[number], string> = {
  full_time: 'publicForms.jobType.full_time',
  part_time: 'publicForms.jobType.part_time',
};

/**
 * spec 002 "Job application": a spontaneous application or one for a named job, the CV (1 or 2
 * files), a letter and other documents uploaded first (their types decided by the server from the
 * bytes), the consent to keep the data one year.
 */
export function JobApplicationForm({
  locale,
  jobs,
  job,
}: {
  locale: Locale;
  jobs: readonly Job[];
  /** The job applied for (its id), none for a spontaneous application. */
  job: string | undefined;
}) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) =>
    intl.formatMessage({ id }, values);
  const [files, setFiles] = useState<UploadedFile[]>([]);
  const [isUploading, setIsUploading] = useState(false);
  const [answer, setAnswer] = useState<FormAnswer | null>(null);
  const schema = useMemo(() => jobApplicationSchema(), []);
  const toPayload = (values: ApplicationValues) => payloadOf({ ...values });
  const { form, field, submit, onSubmit } = useSchemaForm({
    schema,
    locale,
    defaultValues: {
      job: job ?? '',
      gender: '',
      last_name: '',
      first_name: '',
      email: '',
      phone: '',
      zip: '',
      job_type: '',
      availability: '',
      cv: [] as string[],
      letter: [] as string[],
      documents: [] as string[],
      acceptTerms: false,
    },
    toPayload,
    send: (values: ApplicationValues) => sendForm('job-application', toPayload(values)),
    onSent: setAnswer,
  });

  // "Postuler" on another job chooses it here, keeping what was typed
  useEffect(() => {
    if (job !== undefined) form.setValue('job', job);
  }, [job, form]);

  if (answer) return <SentNotice answer={answer} />;

  const documentTypes: { value: FileList; label: string }[] = [
    { value: 'cv', label: t('publicForms.jobFile.cv') },
    { value: 'letter', label: t('publicForms.jobFile.letter') },
    { value: 'documents', label: t('publicForms.jobFile.documents') },
  ];
  const onFilesChange = (next: UploadedFile[]) => {
    setFiles(next);
    for (const list of ['cv', 'letter', 'documents'] as const) {
      const ids = next.filter((file) => file.type === list).map((file) => file.id);
      form.setValue(list, ids, { shouldValidate: form.formState.isSubmitted });
    }
  };
  const listError = field('cv').error ?? field('letter').error ?? field('documents').error;

  return (
    <Form
      submit={submit}
      onSubmit={onSubmit}
      isBlocked={isUploading}
      labelledBy="application-title"
    >
      <h2 id="application-title" tabIndex={-1}>
        {t('publicForms.careers.formTitle')}
      </h2>
      <p className="form__required">{t('ui.requiredNote')}</p>
      <SelectField
        field={field('job')}
        label={t('publicForms.field.job')}
        options={[
          { value: '', label: t('publicForms.careers.spontaneous') },
          ...jobs.map((entry) => ({ value: entry.id, label: entry.title })),
        ]}
      />
      <PersonFields field={field} hasBirthDate={false} />
      <ContactFields field={field} hasPhone={false} />
      <div className="form-row">
        <PhoneField field={field('phone')} label={t('publicForms.field.phone')} />
        <TextField
          field={field('zip')}
          label={t('publicForms.field.zip')}
          inputMode="numeric"
          autoComplete="postal-code"
          className="field--short"
        />
      </div>
      <RadioGroupField
        field={field('job_type')}
        legend={t('publicForms.field.jobType')}
        options={jobTypes.map((value) => ({ value, label: t(jobTypeLabels[value]) }))}
      />
      <SelectField
        field={field('availability')}
        label={t('publicForms.field.availability')}
        placeholder={t('ui.choose')}
        options={availabilityMonths.map((months) => ({
          value: String(months),
          label:
            months === 0
              ? t('publicForms.availability.now')
              : t('publicForms.availability.months', { months }),
        }))}
      />
      <UploadWidget
        guidance={[
          t('publicForms.careers.filesCv', { max: publicFormLimits.cvMax }),
          t('publicForms.careers.filesOther', {
            letters: publicFormLimits.letterMax,
            documents: publicFormLimits.jobDocumentsMax,
          }),
        ]}
        documentTypes={documentTypes}
        accept={acceptedFiles}
        maxFileBytes={uploadLimits.maxFileBytes}
        maxFiles={uploadLimits.maxFilesPerRequest}
        tooLargeMessage={(name) => translate(locale, 'documents.file_too_large', { name })}
        documents={files}
        onDocumentsChange={onFilesChange}
        onUploadingChange={setIsUploading}
        upload={async ({ files: chosen, type, onProgress }) => {
          const stored = await uploadFiles({
            path: 'documents/upload/job-application',
            files: chosen,
            locale,
            onProgress,
          });
          // the list the visitor chose for this selection
          return stored.map((file) => ({ ...file, type }));
        }}
        toDocument={(file) => file}
        listError={listError}
      />
      <CheckboxField
        field={field('acceptTerms')}
        label={t('publicForms.field.jobTerms', { brand: brand.name })}
      />
      <FormActions
        submitLabel={t('publicForms.careers.submit')}
        isPending={submit.isPending}
        isDisabled={isUploading}
      />
    </Form>
  );
}
