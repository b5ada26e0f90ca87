import { uploadLimits } from '@app/domain/claims/constants';
import { speciesAnimalTypes } from '@app/domain/forms/public-constants';
import { animalFormSchema } from '@app/domain/forms/public-schemas';
import type { Locale } from '@app/domain/locale';
import { translate } from '@app/domain/messages/translate';
import { localeOfPath } from '@app/domain/routes';
import { useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import { useLocation } from 'react-router';
import { QueryProvider } from '../../../lib/query-provider';
import { uploadFiles } from '../../../lib/upload-documents';
import { Form } from '../../../ui/form';
import { FormActions } from '../../../ui/form-actions';
import { DateField, SelectField, TextAreaField, TextField } from '../../../ui/inputs';
import { type UploadedFile, UploadWidget } from '../../../ui/upload-widget';
import { useSchemaForm } from '../../../ui/use-schema-form';
import { type FormAnswer, sendForm } from '../api/send-form';
import { FormPage, UntilSent } from '../components/form-page';
import { ContactFields, PersonFields } from '../components/person-fields';
import { now, payloadOf, useToday } from '../components/values';
import { publicFormsMessages } from '../public-forms-messages';

const typeLabels: Record<string, string> = {
  Lamas: 'publicForms.species.llamas',
  Alpagas: 'publicForms.species.alpacas',
  Oiseaux: 'publicForms.species.birds',
  Daims: 'publicForms.species.fallowDeer',
  Autruches: 'publicForms.species.ostriches',
  Émeus: 'publicForms.species.emus',
  Cochons: 'publicForms.species.pigs',
  Autres: 'publicForms.species.other',
};

interface AnimalFormValues {
  gender: string;
  last_name: string;
  first_name: string;
  email: string;
  phone: string;
  owner_date_of_birth: string;
  animal_type: string;
  animal_name: string;
  animal_date_of_birth: string;
  message: string;
  documents: string[];
}

function AnimalForm({ locale, onSent }: { locale: Locale; onSent: (answer: FormAnswer) => void }) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const today = useToday();
  const [files, setFiles] = useState<UploadedFile[]>([]);
  const [isUploading, setIsUploading] = useState(false);
  const schema = useMemo(() => animalFormSchema({ today }), [today]);
  const toPayload = (values: AnimalFormValues) => payloadOf({ ...values });
  const { form, field, submit, onSubmit } = useSchemaForm({
    schema,
    schemaNow: () => animalFormSchema(now()),
    locale,
    defaultValues: {
      gender: '',
      last_name: '',
      first_name: '',
      email: '',
      phone: '',
      owner_date_of_birth: '',
      animal_type: '',
      animal_name: '',
      animal_date_of_birth: '',
      message: '',
      documents: [] as string[],
    },
    toPayload,
    send: (values: AnimalFormValues) => sendForm('animal-form', toPayload(values)),
    onSent,
  });
  return (
    <Form submit={submit} onSubmit={onSubmit} isBlocked={isUploading}>
      <p className="form__required">{t('ui.requiredNote')}</p>
      <fieldset className="form-group">
        <legend>{t('publicForms.species.animalLegend')}</legend>
        <SelectField
          field={field('animal_type')}
          label={t('publicForms.field.animalType')}
          placeholder={t('ui.choose')}
          options={speciesAnimalTypes.map((value) => ({
            value,
            label: t(typeLabels[value] ?? value),
          }))}
        />
        <TextField field={field('animal_name')} label={t('publicForms.field.animalName')} />
        <DateField
          field={field('animal_date_of_birth')}
          label={t('publicForms.field.animalBirthDate')}
          picker={{ title: t('publicForms.field.animalBirthDate'), max: today }}
        />
        <TextAreaField field={field('message')} label={t('publicForms.field.message')} />
      </fieldset>
      <fieldset className="form-group">
        <legend>{t('publicForms.species.ownerLegend')}</legend>
        <PersonFields field={field} />
        <ContactFields field={field} />
      </fieldset>
      <UploadWidget
        guidance={[t('publicForms.species.documentsHint')]}
        documentTypes={[
          { value: 'report', label: t('publicForms.documentType.report') },
          { value: 'other', label: t('publicForms.documentType.other') },
        ]}
        accept={[...uploadLimits.acceptedExtensions, 'application/pdf', 'image/jpeg']}
        maxFileBytes={uploadLimits.maxFileBytes}
        maxFiles={uploadLimits.maxFilesPerRequest}
        tooLargeMessage={(name) => translate(locale, 'documents.file_too_large', { name })}
        documents={files}
        onDocumentsChange={(next) => {
          setFiles(next);
          form.setValue(
            'documents',
            next.map((file) => file.id),
          );
        }}
        onUploadingChange={setIsUploading}
        upload={({ files: chosen, type, onProgress }) =>
          uploadFiles({ path: `documents/upload/${type}`, files: chosen, type, locale, onProgress })
        }
        toDocument={(file) => file}
        listError={field('documents').error}
      />
      <FormActions
        submitLabel={t('publicForms.send')}
        isPending={submit.isPending}
        isDisabled={isUploading}
      />
    </Form>
  );
}

/**
 * The animal-species form (route `animal-species`, spec 002 §2); the help flow's 'Contactez-nous'
 * animal form is the same call in the help centre (features/help).
 */
export default function AnimalSpeciesPage() {
  const locale = localeOfPath(useLocation().pathname);
  return (
    <publicFormsMessages.WithMessages locale={locale}>
      <AnimalSpeciesContent />
    </publicFormsMessages.WithMessages>
  );
}

function AnimalSpeciesContent() {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const locale = localeOfPath(useLocation().pathname);
  return (
    <QueryProvider>
      <FormPage title={t('publicForms.species.title')} lead={t('publicForms.species.lead')}>
        <UntilSent>{(onSent) => <AnimalForm locale={locale} onSent={onSent} />}</UntilSent>
      </FormPage>
    </QueryProvider>
  );
}
