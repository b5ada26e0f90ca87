import { claimDocumentTypes, uploadLimits } from '@app/domain/claims/constants';
import { genders } from '@app/domain/forms/constants';
import { translate } from '@app/domain/messages/translate';
import type { ReactNode } from 'react';
import { useController } from 'react-hook-form';
import { useIntl } from 'react-intl';
import { useUploadDocuments } from '../../../lib/upload-documents';
import { useStreetLookup } from '../../../lib/use-addresses';
import { usePlaceLookup } from '../../../lib/use-localities';
import {
  DateField,
  IbanField,
  PhoneField,
  RadioGroupField,
  SelectField,
  TextAreaField,
  TextField,
} from '../../../ui/inputs';
import { PlaceFields } from '../../../ui/place-fields';
import { StreetField } from '../../../ui/street-field';
import { type UploadedFile, UploadWidget } from '../../../ui/upload-widget';
import { animalTypeText } from '../help-texts';
import type { HelpForm } from './help-form';

/**
 * The field groups the help forms share, each one the block of the domain schema it shows
 * (forms/blocks.ts): person, policy, animal, address, message, documents. Labels are the
 * domain's field names (the insurer e-mail shows the same words) unless a form says otherwise.
 */

type Labels = Partial<Record<string, string>>;

/** The page's texts: `t('help.send')`. */
export function useT() {
  const intl = useIntl();
  return (id: string, values?: Record<string, string | number>) =>
    intl.formatMessage({ id }, values);
}

/**
 * Salutation, last and first name, e-mail, phone (spec 001 §3 "Gender values"), the e-mail's
 * confirmation where the form asks it.
 */
export function PersonFields({
  help,
  hasGender = true,
  hasEmailConfirmation = false,
  labels = {},
}: {
  help: HelpForm;
  hasGender?: boolean;
  hasEmailConfirmation?: boolean;
  labels?: Labels;
}) {
  const { field, label, locale } = help;
  return (
    <>
      {hasGender ? (
        <RadioGroupField
          field={field('gender')}
          legend={label('gender')}
          options={genders.map((gender) => ({
            value: gender,
            label: translate(locale, `forms.gender.${gender}`),
          }))}
        />
      ) : null}
      <div className="form-row">
        <TextField
          field={field('first_name')}
          label={labels.first_name ?? label('first_name')}
          autoComplete="given-name"
        />
        <TextField
          field={field('last_name')}
          label={labels.last_name ?? label('last_name')}
          autoComplete="family-name"
        />
      </div>
      <TextField
        field={field('email')}
        label={labels.email ?? label('email')}
        type="email"
        autoComplete="email"
        spellCheck={false}
      />
      <PhoneField
        field={field('phone')}
        label={labels.phone ?? label('phone')}
        placeholder="079 123 45 67"
      />
      {hasEmailConfirmation ? (
        <TextField
          field={field('email_confirmation')}
          label={label('email_confirmation')}
          type="email"
          autoComplete="email"
          spellCheck={false}
        />
      ) : null}
    </>
  );
}

/** spec 001 §5: the policy number, text of at most 10 characters, placeholder of 7 X. */
export function PolicyField({ help }: { help: HelpForm }) {
  const t = useT();
  return (
    <TextField
      field={help.field('policy_id')}
      label={help.label('policy_id')}
      hint={t('help.hint.policyId')}
      placeholder="XXXXXXX"
      autoComplete="off"
      spellCheck={false}
      className="field--short"
    />
  );
}

/** A Swiss date typed DD.MM.YYYY (spec 001 §5). */
export function SwissDateField({
  help,
  name,
  label,
}: {
  help: HelpForm;
  name: string;
  label?: string;
}) {
  const t = useT();
  return (
    <DateField
      field={help.field(name)}
      label={label ?? help.label(name)}
      hint={t('help.hint.date')}
      className="field--short"
    />
  );
}

/** The animal types a form offers (sent as the spec's French values, shown translated). */
export function AnimalTypeField({ help, types }: { help: HelpForm; types: readonly string[] }) {
  const t = useT();
  return (
    <SelectField
      field={help.field('animal_type')}
      label={help.label('animal_type')}
      placeholder={help.field('animal_type').isRequired ? undefined : t('ui.choose')}
      options={types.map((type) => ({ value: type, label: t(animalTypeText[type] ?? type) }))}
    />
  );
}

/** The animal a request is about: name, type when asked, birth date. */
export function AnimalFields({
  help,
  types,
  hasBirthDate = true,
}: {
  help: HelpForm;
  types?: readonly string[] | undefined;
  hasBirthDate?: boolean;
}) {
  return (
    <fieldset className="form-group">
      <legend>{useT()('help.legend.animal')}</legend>
      <TextField field={help.field('animal_name')} label={help.label('animal_name')} />
      {types ? <AnimalTypeField help={help} types={types} /> : null}
      {hasBirthDate ? <SwissDateField help={help} name="animal_date_of_birth" /> : null}
    </fieldset>
  );
}

/** Options of the spec's French values with their texts in the page's language, in order. */
export function optionsOf(
  t: (id: string) => string,
  values: readonly string[],
  labelIds: readonly string[],
): { value: string; label: string }[] {
  return values.map((value, index) => ({ value, label: t(labelIds[index] ?? value) }));
}

/** A choice among the spec's French values, shown in the page's language. */
export function ChoiceField({
  help,
  name = 'choice',
  legend,
  options,
}: {
  help: HelpForm;
  name?: string;
  legend: string;
  options: readonly { value: string; label: string }[];
}) {
  return (
    <RadioGroupField field={help.field(name)} legend={legend} options={options} isInline={false} />
  );
}

export function MessageField({
  help,
  name = 'message',
  label,
  hint,
}: {
  help: HelpForm;
  name?: string;
  label?: string;
  hint?: ReactNode;
}) {
  return (
    <TextAreaField
      field={help.field(name)}
      label={label ?? help.label(name)}
      hint={hint}
      rows={5}
    />
  );
}

export function IbanInput({
  help,
  name = 'iban',
  label,
}: {
  help: HelpForm;
  name?: string;
  label?: string;
}) {
  const t = useT();
  return (
    <IbanField
      field={help.field(name)}
      label={label ?? help.label(name)}
      hint={t('help.hint.iban')}
    />
  );
}

/**
 * Street with the address lookup (spec 001 §7: fills street, number, postcode and place; Enter
 * blocked), its number, postcode and place; `prefix` for the new address of a move.
 */
export function AddressFields({
  help,
  prefix = '',
  legend,
}: {
  help: HelpForm;
  prefix?: '' | 'new_';
  legend: string;
}) {
  const t = useT();
  const { field, label } = help;
  const streets = useStreetLookup();
  const places = usePlaceLookup();
  const name = (base: string) => `${prefix}${base}`;
  return (
    <fieldset className="form-group">
      <legend>{legend}</legend>
      <div className="form-row help-street">
        <StreetField
          street={field(name('address'))}
          fill={{
            number: field(name('streetNumber')),
            zip: field(name('zip')),
            city: field(name('city')),
          }}
          label={t('help.field.street')}
          hint={t('help.hint.street')}
          {...streets}
        />
        <TextField
          field={field(name('streetNumber'))}
          label={label('streetNumber')}
          autoComplete="off"
          className="field--short"
          onKeyDown={(event) => {
            if (event.key === 'Enter') event.preventDefault();
          }}
        />
      </div>
      <PlaceFields
        zip={field(name('zip'))}
        city={field(name('city'))}
        zipLabel={label('zip')}
        cityLabel={label('city')}
        {...places}
      />
    </fieldset>
  );
}

const documentTypeLabel: Record<string, string> = {
  invoice: 'help.documentType.invoice',
  report: 'help.documentType.report',
  other: 'help.documentType.other',
};

/** Documents (spec 001 §5: pdf, jpg, jpeg, 8 MB a file): uploaded at once, sent as their ids. */
export function DocumentsField({
  help,
  firstType = 'other',
  guidance,
}: {
  help: HelpForm;
  /** The document type preselected (a vet report for the cost coverage). */
  firstType?: (typeof claimDocumentTypes)[number];
  guidance?: readonly ReactNode[];
}) {
  const bound = help.field('documents');
  const { field } = useController({ control: bound.control, name: bound.name });
  const upload = useUploadDocuments();
  const t = useT();
  const types = [firstType, ...claimDocumentTypes.filter((type) => type !== firstType)];
  const documents = Array.isArray(field.value) ? (field.value as UploadedFile[]) : [];
  return (
    <UploadWidget
      guidance={guidance}
      documentTypes={types.map((type) => ({
        value: type,
        label: t(documentTypeLabel[type] ?? type),
      }))}
      accept={[...uploadLimits.acceptedExtensions, 'application/pdf', 'image/jpeg']}
      maxFileBytes={uploadLimits.maxFileBytes}
      maxFiles={uploadLimits.maxFilesPerRequest}
      tooLargeMessage={(fileName) =>
        translate(help.locale, 'documents.file_too_large', { name: fileName })
      }
      documents={documents}
      onDocumentsChange={(next) => field.onChange(next)}
      onUploadingChange={help.setIsUploading}
      upload={(request) =>
        upload.mutateAsync({
          ...request,
          type: request.type as (typeof claimDocumentTypes)[number],
          locale: help.locale,
        })
      }
      toDocument={(file) => file}
      listError={bound.error}
    />
  );
}
