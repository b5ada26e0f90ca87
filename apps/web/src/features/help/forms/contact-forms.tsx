import { helpAnimalTypes } from '@app/domain/forms/constants';
import {
  AnimalTypeField,
  DocumentsField,
  MessageField,
  PersonFields,
  PolicyField,
} from '../components/help-fields';
import { HelpFormBody, type HelpFormProps, useHelpForm } from '../components/help-form';

/**
 * The client contact form (spec 001 §7 `help/{form}`): the page names it (reclamation,
 * conseils-produits, comprehension-decompte, demande-abattage); the policy number is optional.
 */
export function ContactForm(props: HelpFormProps) {
  const types = props.animalTypes ?? helpAnimalTypes;
  const help = useHelpForm(props, { defaultValues: { animal_type: props.animalTypes?.[0] ?? '' } });
  return (
    <HelpFormBody help={help}>
      <PersonFields help={help} />
      <PolicyField help={help} />
      <AnimalTypeField help={help} types={types} />
      <MessageField help={help} />
      <DocumentsField help={help} />
    </HelpFormBody>
  );
}

/** help/contact-multi: media, sponsoring, improvement (spec 001 §2.2 help.contact). */
export function ContactMultiForm(props: HelpFormProps) {
  const help = useHelpForm(props);
  return (
    <HelpFormBody help={help}>
      <PersonFields help={help} />
      <AnimalTypeField help={help} types={props.animalTypes ?? helpAnimalTypes} />
      <MessageField help={help} />
      <DocumentsField help={help} />
    </HelpFormBody>
  );
}
