import { TextField } from '../../../ui/inputs';
import { AddressFields, PersonFields, PolicyField, useT } from '../components/help-fields';
import { HelpFormBody, type HelpFormProps, useHelpForm } from '../components/help-form';

/** help/update-email: policy number required; address, zip and city optional (spec 001 §3, §5). */
export function UpdateEmailForm(props: HelpFormProps) {
  const t = useT();
  const help = useHelpForm(props);
  return (
    <HelpFormBody help={help}>
      <PolicyField help={help} />
      <PersonFields help={help} labels={{ email: t('help.field.newEmail') }} />
      <TextField
        field={help.field('old_email')}
        label={help.label('old_email')}
        type="email"
        spellCheck={false}
      />
      <AddressFields help={help} legend={t('help.legend.address')} />
    </HelpFormBody>
  );
}
