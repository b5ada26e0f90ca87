import { partnerBrokerClaimChoice, partnerChoices } from '@app/domain/forms/constants';
import { useWatch } from 'react-hook-form';
import { TextField } from '../../../ui/inputs';
import {
  ChoiceField,
  DocumentsField,
  MessageField,
  optionsOf,
  PersonFields,
  PolicyField,
  useT,
} from '../components/help-fields';
import { HelpFormBody, type HelpFormProps, useHelpForm } from '../components/help-form';
import { choiceText } from '../help-texts';

/**
 * help/partner-form (category ['Formulaire','Partenaire']): the policy number is asked for the
 * choices ending with '*', the client's name and claim number for the broker claim choice.
 */
export function PartnerForm(props: HelpFormProps) {
  const t = useT();
  const help = useHelpForm(props);
  const choice = useWatch({ control: help.form.control, name: 'choice' }) as string;
  const isBrokerClaim = choice === partnerBrokerClaimChoice;
  return (
    <HelpFormBody help={help}>
      <TextField
        field={help.field('company')}
        label={help.label('company')}
        autoComplete="organization"
      />
      <TextField field={help.field('partner_id')} label={help.label('partner_id')} />
      <PersonFields help={help} hasGender={false} />
      <ChoiceField
        help={help}
        legend={t('help.legend.partnerChoice')}
        options={optionsOf(t, partnerChoices, choiceText.partner)}
      />
      {choice?.endsWith('*') ? <PolicyField help={help} /> : null}
      {isBrokerClaim ? (
        <>
          <TextField
            field={help.field('client_name', { isRequired: true })}
            label={help.label('client_name')}
          />
          <TextField
            field={help.field('claim_id', { isRequired: true })}
            label={help.label('claim_id')}
            hint={t('help.hint.claimNumber')}
          />
        </>
      ) : null}
      <MessageField help={help} />
      <DocumentsField help={help} />
    </HelpFormBody>
  );
}
