import { costCoverageAnimalTypes } from '@app/domain/forms/constants';
import { TextAreaField, TextField } from '../../../ui/inputs';
import {
  AnimalFields,
  DocumentsField,
  MessageField,
  PersonFields,
  PolicyField,
  SwissDateField,
  useT,
} from '../components/help-fields';
import { HelpFormBody, type HelpFormProps, useHelpForm } from '../components/help-form';

/** help/claim-revaluation: the claim (000000 or S000000) to look at again, and why. */
export function RevaluationForm(props: HelpFormProps) {
  const t = useT();
  const help = useHelpForm(props);
  return (
    <HelpFormBody help={help}>
      <div className="form-row">
        <PolicyField help={help} />
        <TextField
          field={help.field('claim_nr')}
          label={help.label('claim_nr')}
          hint={t('help.hint.claimNumber')}
          className="field--short"
        />
      </div>
      <PersonFields help={help} />
      <AnimalFields help={help} />
      <MessageField help={help} label={t('help.field.revaluationReason')} />
      <DocumentsField help={help} />
    </HelpFormBody>
  );
}

/**
 * help/demande-prise-en-charge: the cost coverage before a costly treatment; the vet's report
 * is required (decisions.md "Help forms").
 */
export function CostCoverageForm(props: HelpFormProps) {
  const t = useT();
  const help = useHelpForm(props, { defaultValues: { animal_type: costCoverageAnimalTypes[0] } });
  return (
    <HelpFormBody help={help}>
      <PolicyField help={help} />
      <PersonFields help={help} />
      <AnimalFields help={help} types={props.animalTypes ?? costCoverageAnimalTypes} />
      <SwissDateField help={help} name="symptoms_start_date" />
      <TextAreaField
        field={help.field('veterinary_diagnostic')}
        label={help.label('veterinary_diagnostic')}
        rows={3}
      />
      <MessageField help={help} />
      <DocumentsField
        help={help}
        firstType="report"
        guidance={[t('help.costCoverage.documentsGuidance')]}
      />
    </HelpFormBody>
  );
}
