import {
  AddressFields,
  IbanInput,
  PersonFields,
  PolicyField,
  SwissDateField,
  useT,
} from '../components/help-fields';
import { HelpFormBody, type HelpFormProps, useHelpForm } from '../components/help-form';

/** help/update-iban: the new account (CH/LI, no QR-IBAN), the holder's identity and address. */
export function UpdateIbanForm(props: HelpFormProps) {
  const t = useT();
  const help = useHelpForm(props);
  return (
    <HelpFormBody help={help}>
      <PolicyField help={help} />
      <PersonFields help={help} />
      <SwissDateField help={help} name="owner_date_of_birth" />
      <AddressFields help={help} legend={t('help.legend.address')} />
      <IbanInput help={help} label={t('help.field.newIban')} />
      <IbanInput help={help} name="old_iban" />
    </HelpFormBody>
  );
}
