import { brand } from '@app/domain/brand';
import type { Locale } from '@app/domain/locale';
import { href } from '@app/domain/routes';
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import type { ClaimDraft, ClaimFlowType } from '../claim-draft';

interface StepProps {
  draft: ClaimDraft;
  locale: Locale;
}

const texts: Record<ClaimFlowType, { headline: string; line: string; footer?: string }> = {
  new: {
    headline: 'claims.final.new.headline',
    line: 'claims.final.new.line',
    footer: 'claims.final.new.footer',
  },
  'request-email': {
    headline: 'claims.final.requestEmail.headline',
    line: 'claims.final.requestEmail.line',
  },
  'request-email-closed': {
    headline: 'claims.final.requestEmailClosed.headline',
    line: 'claims.final.requestEmailClosed.line',
  },
  existing: {
    headline: 'claims.final.existing.headline',
    line: 'claims.final.existing.line',
    footer: 'claims.final.existing.footer',
  },
};

/** Step 7: the final screen by type (spec 001 §2.1 step 7). */
export function FinalStep({ draft, locale }: StepProps) {
  const intl = useIntl();
  const type = draft.type ?? 'new';
  const { headline, line, footer } = texts[type];
  const claimNumber = draft.claim_number ?? draft.policyholder.web_identification_number;
  const values = {
    claimNumber,
    email: draft.policyholder.email,
    claimsEmail: brand.claimsEmail,
    strong: (chunks: React.ReactNode[]) => <strong>{chunks}</strong>,
  };
  return (
    <div className="claim-final">
      <h2>{intl.formatMessage({ id: headline }, values)}</h2>
      <p>{intl.formatMessage({ id: line }, values)}</p>
      {footer ? (
        <p className="claim-final__footer">{intl.formatMessage({ id: footer }, values)}</p>
      ) : null}
      {type === 'new' && draft.claim_number ? (
        // issue 13: where the policyholder follows the claim (number and e-mail)
        <p>
          <Link to={href('claim-status', locale, {}, { claim: claimNumber })}>
            {intl.formatMessage({ id: 'claims.final.statusLink' })}
          </Link>
        </p>
      ) : null}
      <div className="form-actions">
        {type === 'request-email' ? null : (
          <Link className="button" to={href('declaration-step-1', locale)}>
            {intl.formatMessage({ id: 'claims.final.newCase' })}
          </Link>
        )}
        <Link className="button button--secondary" to={href('home', locale)}>
          {intl.formatMessage({ id: 'claims.final.backToSite' })}
        </Link>
      </div>
    </div>
  );
}
