import type { FieldValues, Path } from 'react-hook-form';
import { useIntl } from 'react-intl';
import { useStreetLookup } from '../../../lib/use-addresses';
import { usePlaceLookup } from '../../../lib/use-localities';
import { DateField, PhoneField, RadioGroupField, TextField } from '../../../ui/inputs';
import { blockEnter, PlaceFields } from '../../../ui/place-fields';
import { StreetField } from '../../../ui/street-field';
import type { BoundField, FieldBinder } from '../../../ui/use-schema-fields';

/**
 * The field groups the public forms share: the person, the contact, the address (spec 002 §3).
 * They bind the spec's field names (`first_name`, `email`, `zip`…), behind a prefix for a
 * second person (`new_` for the new owner of a transfer, `agent_` for the partner's
 * intermediary). `isOwn` says the fields are the visitor's own: the browser may fill them; a
 * new owner's are not offered the visitor's name, e-mail and phone.
 */
interface GroupProps<V extends FieldValues> {
  field: FieldBinder<V>;
  prefix?: '' | 'new_' | 'agent_';
  isOwn?: boolean;
}

/** The form's binder for the spec's names (the groups are shared, the forms' value types not). */
function bindNames<V extends FieldValues>(field: FieldBinder<V>, prefix = '') {
  return (name: string) => field(`${prefix}${name}` as Path<V>);
}

/** spec 002 §3: "Gender values: m (Monsieur) and f (Madame)". */
export function GenderField({ field, legend }: { field: BoundField; legend?: string }) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  return (
    <RadioGroupField
      field={field}
      legend={legend ?? t('publicForms.field.gender')}
      options={[
        { value: 'f', label: t('publicForms.gender.f') },
        { value: 'm', label: t('publicForms.gender.m') },
      ]}
    />
  );
}

/** A yes/no question: the values 'true' and 'false', turned into booleans by `booleanOf`. */
export function YesNoField({ field, legend }: { field: BoundField; legend: string }) {
  const intl = useIntl();
  return (
    <RadioGroupField
      field={field}
      legend={legend}
      options={[
        { value: 'true', label: intl.formatMessage({ id: 'ui.yes' }) },
        { value: 'false', label: intl.formatMessage({ id: 'ui.no' }) },
      ]}
    />
  );
}

/**
 * Salutation, first and last name, birth date. The birth date is `owner_date_of_birth` in every
 * form (the spec's name), the new owner's too.
 */
export function PersonFields<V extends FieldValues>({
  field,
  prefix = '',
  isOwn = true,
  hasGender = true,
  hasBirthDate = true,
  birthDateHint,
}: GroupProps<V> & { hasGender?: boolean; hasBirthDate?: boolean; birthDateHint?: string }) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const bind = bindNames(field, prefix);
  return (
    <>
      {hasGender ? <GenderField field={bind('gender')} /> : null}
      <div className="form-row">
        <TextField
          field={bind('first_name')}
          label={t('publicForms.field.firstName')}
          autoComplete={isOwn ? 'given-name' : undefined}
        />
        <TextField
          field={bind('last_name')}
          label={t('publicForms.field.lastName')}
          autoComplete={isOwn ? 'family-name' : undefined}
        />
      </div>
      {hasBirthDate ? (
        <DateField
          field={bindNames(field)('owner_date_of_birth')}
          label={t('publicForms.field.birthDate')}
          hint={birthDateHint}
          autoComplete={isOwn ? 'bday' : undefined}
        />
      ) : null}
    </>
  );
}

/** E-mail, its confirmation when asked, phone. */
export function ContactFields<V extends FieldValues>({
  field,
  prefix = '',
  isOwn = true,
  hasConfirmation = false,
  hasPhone = true,
  phonePlaceholder,
}: GroupProps<V> & { hasConfirmation?: boolean; hasPhone?: boolean; phonePlaceholder?: string }) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const bind = bindNames(field, prefix);
  return (
    <>
      <TextField
        field={bind('email')}
        label={t('publicForms.field.email')}
        type="email"
        autoComplete={isOwn ? 'email' : undefined}
      />
      {hasConfirmation ? (
        <TextField
          field={bind('email_confirmation')}
          label={t('publicForms.field.emailConfirmation')}
          type="email"
          autoComplete="off"
        />
      ) : null}
      {hasPhone ? (
        <PhoneField
          field={bind('phone')}
          label={t('publicForms.field.phone')}
          autoComplete={isOwn ? 'tel' : 'off'}
          placeholder={phonePlaceholder}
        />
      ) : null}
    </>
  );
}

/**
 * Street and number, postcode and place; Enter never sends the form from the street or its
 * number (spec 001 §7). `hasLookup`: the street proposes Swiss addresses, the choice fills the
 * four fields (spec 002 §7, the ownership transfer).
 */
export function AddressFields<V extends FieldValues>({
  field,
  prefix = '',
  hasLookup = false,
}: Omit<GroupProps<V>, 'isOwn'> & { hasLookup?: boolean }) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const bind = bindNames(field, prefix);
  const places = usePlaceLookup();
  const streets = useStreetLookup();
  return (
    <>
      <div className="form-row">
        {hasLookup ? (
          <StreetField
            street={bind('address')}
            fill={{ number: bind('streetNumber'), zip: bind('zip'), city: bind('city') }}
            label={t('publicForms.field.street')}
            hint={t('publicForms.hint.streetLookup')}
            {...streets}
          />
        ) : (
          <TextField
            field={bind('address')}
            label={t('publicForms.field.street')}
            autoComplete="address-line1"
            onKeyDown={blockEnter}
          />
        )}
        <TextField
          field={bind('streetNumber')}
          label={t('publicForms.field.streetNumber')}
          className="field--short"
          onKeyDown={blockEnter}
        />
      </div>
      <PlaceFields
        zip={bind('zip')}
        city={bind('city')}
        zipLabel={t('publicForms.field.zip')}
        cityLabel={t('publicForms.field.city')}
        {...places}
      />
    </>
  );
}
