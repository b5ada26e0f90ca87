import { useIntl } from 'react-intl';
import type { ClaimDraft } from '../claim-draft';
import { caseTypeLabelIds } from '../claim-steps';

/** What the declaration holds so far, before the bank details (spec 001 §2.1 step 5). */
export function ClaimRecap({ draft }: { draft: ClaimDraft }) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const { policyholder, caseDetail } = draft;
  const place = caseDetail.address
    ? `${caseDetail.address}, ${caseDetail.zip} ${caseDetail.city}`
    : '';
  const rows: [string, string][] = [
    [t('claims.recap.policyholder'), `${policyholder.first_name} ${policyholder.last_name}`],
    [t('claims.field.policyId'), policyholder.policy_id],
    [t('claims.field.animalName'), policyholder.animal_name],
    [t('claims.field.email'), policyholder.email],
    [t('claims.recap.caseType'), draft.case_type ? t(caseTypeLabelIds[draft.case_type]) : ''],
    [t('claims.field.caseDate'), caseDetail.case_date],
    [t('claims.field.caseTime'), caseDetail.case_time],
    [t('claims.recap.place'), place],
    [t('claims.field.description'), draft.description.description],
    [t('claims.field.diagnostic'), draft.description.veterinarian_diagnostic],
  ];
  return (
    <section className="claim-recap" aria-labelledby="claim-recap-title">
      <h2 id="claim-recap-title">{t('claims.recap.title')}</h2>
      <dl>
        {rows
          .filter(([, value]) => value.trim() !== '')
          .map(([label, value]) => (
            <div key={label} className="claim-recap__row">
              <dt>{label}</dt>
              <dd>{value}</dd>
            </div>
          ))}
      </dl>
    </section>
  );
}
