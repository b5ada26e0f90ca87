import { helpContactAnimalTypes } from '@app/domain/forms/public-constants';
import {
  AnimalFields,
  DocumentsField,
  MessageField,
  PersonFields,
  SwissDateField,
} from '../components/help-fields';
import { HelpFormBody, type HelpFormProps, useHelpForm } from '../components/help-form';

/**
 * help/animal-form as the help flow's 'Contactez-nous' animal form (spec 002 §2: step 4, animal
 * types Moutons, Chèvres, Bovins, Reines du valais, Autres); the species page has its own.
 */
export function AnimalContactForm(props: HelpFormProps) {
  const types = props.animalTypes ?? helpContactAnimalTypes;
  const help = useHelpForm(props, { defaultValues: { animal_type: types[0] } });
  return (
    <HelpFormBody help={help}>
      <PersonFields help={help} />
      <SwissDateField help={help} name="owner_date_of_birth" />
      <AnimalFields help={help} types={types} />
      <MessageField help={help} />
      <DocumentsField help={help} />
    </HelpFormBody>
  );
}
