import { contactModes } from '@app/domain/forms/constants';
import { translate } from '@app/domain/messages/translate';
import { useWatch } from 'react-hook-form';
import { analytics } from '../../../lib/analytics';
import { PhoneField, RadioGroupField, TextField } from '../../../ui/inputs';
import {
  AddressFields,
  IbanInput,
  MessageField,
  PersonFields,
  PolicyField,
  SwissDateField,
  useT,
} from '../components/help-fields';
import { HelpFormBody, type HelpFormProps, useHelpForm } from '../components/help-form';

/**
 * address-update-request (spec 001 §3 "Address update"): the current and the new address with
 * the date of the move, a new phone and a new account when they change too. spec 001 §7: an
 * analytics event for the address change on success (decisions.md: 'changementAdresse').
 */
export function AddressUpdateForm(props: HelpFormProps) {
  const t = useT();
  const help = useHelpForm(props, {
    onSent: () => analytics.track('changementAdresse', { locale: props.locale }),
  });
  const { field, label, locale } = help;
  // a new account needs its holder (the schema's rule across the two fields)
  const iban = useWatch({ control: help.form.control, name: 'iban' }) as string | undefined;
  return (
    <HelpFormBody help={help}>
      <PolicyField help={help} />
      <PersonFields help={help} hasEmailConfirmation />
      <SwissDateField help={help} name="owner_date_of_birth" />
      <AddressFields help={help} legend={t('help.legend.currentAddress')} />
      <SwissDateField help={help} name="address_update_date" />
      <AddressFields help={help} prefix="new_" legend={t('help.legend.newAddress')} />
      <PhoneField field={field('new_phone')} label={label('new_phone')} />
      <RadioGroupField
        field={field('contact_mode')}
        legend={label('contact_mode')}
        options={contactModes.map((mode) => ({
          value: mode,
          label: translate(locale, `forms.contact_mode.${mode}`),
        }))}
      />
      <fieldset className="form-group">
        <legend>{t('help.legend.newAccount')}</legend>
        <p className="field__hint">{t('help.hint.newAccount')}</p>
        <TextField
          field={field('bank_account_name', { isRequired: Boolean(iban?.trim()) })}
          label={label('bank_account_name')}
        />
        <IbanInput help={help} />
      </fieldset>
      <MessageField help={help} name="remark" />
    </HelpFormBody>
  );
}
