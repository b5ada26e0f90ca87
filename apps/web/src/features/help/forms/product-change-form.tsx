import { dogCatAnimalTypes, horseProductChangeAnimalTypes } from '@app/domain/forms/constants';
import {
  AnimalFields,
  AnimalTypeField,
  DocumentsField,
  MessageField,
  PersonFields,
  PolicyField,
  useT,
} from '../components/help-fields';
import { HelpFormBody, type HelpFormProps, useHelpForm } from '../components/help-form';

/** help/contract-change-product-horse: the message is the wished product or deductible. */
export function HorseProductChangeForm(props: HelpFormProps) {
  const t = useT();
  const types = props.animalTypes ?? horseProductChangeAnimalTypes;
  const help = useHelpForm(props, { defaultValues: { animal_type: types[0] } });
  return (
    <HelpFormBody help={help}>
      <PolicyField help={help} />
      <PersonFields help={help} />
      <AnimalFields help={help} types={types} />
      <MessageField help={help} label={t('help.field.wishedProduct')} />
      <DocumentsField help={help} />
    </HelpFormBody>
  );
}

/** help/contract-change-product-dog-cat: contact, animal type, documents, message. */
export function PetProductChangeForm(props: HelpFormProps) {
  const t = useT();
  const types = props.animalTypes ?? dogCatAnimalTypes;
  const help = useHelpForm(props, { defaultValues: { animal_type: types[0] } });
  return (
    <HelpFormBody help={help}>
      <PolicyField help={help} />
      <PersonFields help={help} />
      <AnimalTypeField help={help} types={types} />
      <MessageField help={help} label={t('help.field.wishedProduct')} />
      <DocumentsField help={help} />
    </HelpFormBody>
  );
}
