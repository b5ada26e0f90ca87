import { cancellationAnimalTypes } from '@app/domain/forms/constants';
import {
  AnimalFields,
  DocumentsField,
  IbanInput,
  MessageField,
  PersonFields,
  PolicyField,
  SwissDateField,
  useT,
} from '../components/help-fields';
import { HelpFormBody, type HelpFormProps, useHelpForm } from '../components/help-form';

/** help/cancel-contract: the subject's animal types, the first preselected (spec 001 §3). */
export function CancelForm(props: HelpFormProps) {
  const t = useT();
  const types = props.animalTypes ?? cancellationAnimalTypes;
  const help = useHelpForm(props, { defaultValues: { animal_type: types[0] } });
  return (
    <HelpFormBody help={help}>
      <PolicyField help={help} />
      <SwissDateField help={help} name="cancel_date" />
      <PersonFields help={help} />
      <AnimalFields help={help} types={types} />
      <IbanInput help={help} label={t('help.field.refundIban')} />
      <MessageField help={help} label={t('help.field.cancelReason')} />
      <DocumentsField help={help} />
    </HelpFormBody>
  );
}
