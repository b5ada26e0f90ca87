import { helpAnimalTypes, identifiedAnimalTypes } from '@app/domain/forms/constants';
import { useWatch } from 'react-hook-form';
import { TextField } from '../../../ui/inputs';
import {
  AnimalFields,
  DocumentsField,
  MessageField,
  PersonFields,
  PolicyField,
} from '../components/help-fields';
import { HelpFormBody, type HelpFormProps, useHelpForm } from '../components/help-form';

/** help/contract-document-informations: a document or an information to add to the contract. */
export function DocumentForm(props: HelpFormProps) {
  const help = useHelpForm(props);
  const animalType = useWatch({ control: help.form.control, name: 'animal_type' });
  // a dog's chip or a horse's passport number is required, a cat's is not (decisions.md)
  const isIdentified = (identifiedAnimalTypes as readonly unknown[]).includes(animalType);
  return (
    <HelpFormBody help={help}>
      <PolicyField help={help} />
      <PersonFields help={help} />
      <AnimalFields help={help} types={props.animalTypes ?? helpAnimalTypes} />
      <TextField
        field={help.field('animal_identification', { isRequired: isIdentified })}
        label={help.label('animal_identification')}
      />
      <MessageField help={help} />
      <DocumentsField help={help} />
    </HelpFormBody>
  );
}
