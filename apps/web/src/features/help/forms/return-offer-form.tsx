import { DocumentsField, MessageField, PersonFields, useT } from '../components/help-fields';
import { HelpFormBody, type HelpFormProps, useHelpForm } from '../components/help-form';

/** help/return-offer: the signed offer is the point of the form (a document is required). */
export function ReturnOfferForm(props: HelpFormProps) {
  const t = useT();
  const help = useHelpForm(props);
  return (
    <HelpFormBody help={help}>
      <PersonFields help={help} />
      <DocumentsField help={help} guidance={[t('help.returnOffer.documentsGuidance')]} />
      <MessageField help={help} />
    </HelpFormBody>
  );
}
