import { type OwnerChangeLine, policyTypeOfLine } from '@app/domain/help/help-centre';
import { analytics } from '../../../lib/analytics';
import { SelectField, TextField } from '../../../ui/inputs';
import {
  AddressFields,
  DocumentsField,
  MessageField,
  PersonFields,
  PolicyField,
  SwissDateField,
  useT,
} from '../components/help-fields';
import { HelpFormBody, type HelpFormProps, useHelpForm } from '../components/help-form';
import { policyTypeText } from '../help-texts';

/**
 * contract-update-request (spec 001 §3 "Contract update"): any change of a contract, an owner
 * change when the page comes with ?a=cn-ct or ?a=cv (the line preselects the policy type).
 * spec 001 §7: the analytics event 'modifierContrat' on success.
 */
export function ContractUpdateForm({
  line,
  ...props
}: HelpFormProps & { line?: OwnerChangeLine | undefined }) {
  const t = useT();
  const help = useHelpForm(props, {
    defaultValues: { policy_type: line ? policyTypeOfLine[line] : '' },
    onSent: () => analytics.track('modifierContrat', { locale: props.locale }),
  });
  return (
    <HelpFormBody help={help}>
      <div className="form-row">
        <PolicyField help={help} />
        <SelectField
          field={help.field('policy_type')}
          label={help.label('policy_type')}
          placeholder={t('ui.choose')}
          options={Object.entries(policyTypeOfLine).map(([code, value]) => ({
            value,
            label: t(policyTypeText[code] ?? value),
          }))}
        />
      </div>
      <TextField field={help.field('animal')} label={help.label('animal_name')} />
      <PersonFields help={help} labels={{ email: t('help.field.email') }} hasEmailConfirmation />
      <SwissDateField help={help} name="owner_date_of_birth" />
      <AddressFields help={help} legend={t('help.legend.address')} />
      <MessageField
        help={help}
        name="remark"
        label={t(line ? 'help.field.ownerChangeRemark' : 'help.field.contractChange')}
        hint={line ? t('help.hint.ownerChange') : undefined}
      />
      <DocumentsField help={help} />
    </HelpFormBody>
  );
}
