import { newProductsChoices, premiumChoices } from '@app/domain/forms/constants';
import {
  AddressFields,
  ChoiceField,
  MessageField,
  optionsOf,
  PersonFields,
  PolicyField,
  useT,
} from '../components/help-fields';
import { HelpFormBody, type HelpFormProps, useHelpForm } from '../components/help-form';
import { choiceLegend, choiceText } from '../help-texts';

/**
 * The short contract forms of spec 001 §3 that the help centre's table does not place
 * (decisions.md "Help centre subjects"): premium answer, new products, adaptations, certificate,
 * correspondence. Each is its schema's fields and nothing else.
 */

/** A letter's answer: one of its choices, the contact and a message (premium, new products). */
function AnswerForm({
  choices,
  labelIds,
  legendId,
  ...props
}: HelpFormProps & { choices: readonly string[]; labelIds: readonly string[]; legendId: string }) {
  const t = useT();
  const help = useHelpForm(props);
  return (
    <HelpFormBody help={help}>
      <PolicyField help={help} />
      <ChoiceField help={help} legend={t(legendId)} options={optionsOf(t, choices, labelIds)} />
      <PersonFields help={help} hasGender={false} />
      <MessageField help={help} />
    </HelpFormBody>
  );
}

/** help/prime-form: accept the premium adaptation or terminate (category ['Formulaire','Prime']). */
export function PremiumForm(props: HelpFormProps) {
  return (
    <AnswerForm
      {...props}
      choices={premiumChoices}
      labelIds={choiceText.premium}
      legendId={choiceLegend.premium}
    />
  );
}

/** help/new-products-form: accept the new conditions, modify, advice or cancellation. */
export function NewProductsForm(props: HelpFormProps) {
  return (
    <AnswerForm
      {...props}
      choices={newProductsChoices}
      labelIds={choiceText.newProducts}
      legendId={choiceLegend.newProducts}
    />
  );
}

/** help/adaptations: a question about an adaptation of the contract or the premium. */
export function AdaptationsForm(props: HelpFormProps) {
  const help = useHelpForm(props);
  return (
    <HelpFormBody help={help}>
      <PolicyField help={help} />
      <PersonFields help={help} />
      <MessageField help={help} />
    </HelpFormBody>
  );
}

/** help/simple-form: policy and contact; the subject's category says what is asked. */
export function SimpleForm(props: HelpFormProps) {
  const help = useHelpForm(props);
  return (
    <HelpFormBody help={help}>
      <PolicyField help={help} />
      <PersonFields help={help} hasGender={false} />
    </HelpFormBody>
  );
}

/** help/correspondance: the postal address for the correspondence ('Formulaire','Correspondance'). */
export function CorrespondenceForm(props: HelpFormProps) {
  const t = useT();
  const help = useHelpForm(props);
  return (
    <HelpFormBody help={help}>
      <PolicyField help={help} />
      <PersonFields help={help} />
      <AddressFields help={help} legend={t('help.legend.postalAddress')} />
    </HelpFormBody>
  );
}
