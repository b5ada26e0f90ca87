import { paymentModes } from '@app/domain/forms/constants';
import { TextField } from '../../../ui/inputs';
import {
  ChoiceField,
  DocumentsField,
  MessageField,
  PersonFields,
  PolicyField,
  SwissDateField,
  useT,
} from '../components/help-fields';
import { HelpFormBody, type HelpFormProps, useHelpForm } from '../components/help-form';
import { paymentModeText } from '../help-texts';

/** help/billing-question: the payment mode (Annuel, Semestriel, Trimestriel, spec 001 §9). */
export function BillingForm(props: HelpFormProps) {
  const t = useT();
  const help = useHelpForm(props);
  return (
    <HelpFormBody help={help}>
      <PolicyField help={help} />
      <ChoiceField
        help={help}
        name="payment_mode"
        legend={help.label('payment_mode')}
        options={paymentModes.map((mode) => ({
          value: mode,
          label: t(paymentModeText[mode] ?? mode),
        }))}
      />
      <PersonFields help={help} />
      <fieldset className="form-group">
        <legend>{t('help.legend.animalOptional')}</legend>
        <TextField field={help.field('animal_name')} label={help.label('animal_name')} />
        <SwissDateField help={help} name="animal_date_of_birth" />
      </fieldset>
      <MessageField help={help} />
      <DocumentsField help={help} />
    </HelpFormBody>
  );
}
