import { brand } from '@app/domain/brand';
import { formatChf } from '@app/domain/format/chf';
import { tariff2026 } from '@app/domain/pricing/tariff-2026';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';

export interface PlanCardProps {
  id: string;
  name: string;
  features: string[];
  /** Null for the "none" choice (no treatment-cost cover). */
  coveragePercent: number | null;
  annualCap: number | null;
  deductible: number | null;
  monthlyPrice: number | null;
  /** The price of the same cover bought offline, struck through when given. */
  offlineMonthlyPrice?: number | null;
  isRecommended: boolean;
  isSelected: boolean;
  onSelect: () => void;
  /** Not offered for this animal: the button is disabled and the reason shown. */
  disabledReason?: string | null;
  children?: ReactNode;
}

/**
 * spec 000 §2.4 "Plan card" (dog/cat and horse pack choice): "Recommandé" badge, coverage
 * percentage, annual cap, annual deductible, monthly price with the struck-through offline
 * price, a "Sélectionner" button. Amounts as 1'234.- (@app/domain/format/chf).
 */
export function PlanCard({
  id,
  name,
  features,
  coveragePercent,
  annualCap,
  deductible,
  monthlyPrice,
  offlineMonthlyPrice,
  isRecommended,
  isSelected,
  onSelect,
  disabledReason,
  children,
}: PlanCardProps) {
  const isDisabled = !!disabledReason;
  const reasonId = `plan-${id}-reason`;
  const intl = useIntl();
  const t = (key: string, values?: Record<string, string | number>) =>
    intl.formatMessage({ id: key }, values);
  const titleId = `plan-${id}-title`;
  return (
    <article
      className={`plan-card${isSelected ? ' is-selected' : ''}${isRecommended ? ' is-recommended' : ''}${isDisabled ? ' is-disabled' : ''}`}
      aria-labelledby={titleId}
    >
      {isRecommended && <p className="plan-card__badge">{t('subscription.pack.recommended')}</p>}
      {isSelected && <p className="plan-card__chosen">{t('subscription.pack.selected')}</p>}
      <h3 id={titleId}>{name}</h3>
      <ul className="plan-card__features">
        {features.map((feature) => (
          <li key={feature}>{feature}</li>
        ))}
      </ul>
      <dl className="plan-card__facts">
        {coveragePercent !== null && (
          <div>
            <dt>{t('subscription.pack.coverage')}</dt>
            <dd>{coveragePercent} %</dd>
          </div>
        )}
        {annualCap !== null && (
          <div>
            <dt>{t('subscription.pack.annualCap')}</dt>
            <dd>{formatChf(annualCap)}</dd>
          </div>
        )}
        {deductible !== null && (
          <div>
            <dt>{t('subscription.pack.deductible')}</dt>
            <dd>{formatChf(deductible)}</dd>
          </div>
        )}
      </dl>
      {children}
      {isDisabled && (
        <p className="plan-card__reason" id={reasonId}>
          {disabledReason}
        </p>
      )}
      <p className="plan-card__price">
        {isDisabled ? null : monthlyPrice === null ? (
          t('subscription.loading')
        ) : (
          <>
            {offlineMonthlyPrice != null && offlineMonthlyPrice > monthlyPrice && (
              <>
                <span className="visually-hidden">{t('subscription.pack.offlinePrice')} </span>
                <s className="plan-card__offline">{formatChf(offlineMonthlyPrice)}</s>{' '}
              </>
            )}
            <strong>{t('subscription.pack.perMonth', { amount: formatChf(monthlyPrice) })}</strong>
          </>
        )}
      </p>
      <button
        type="button"
        className={isSelected ? 'button' : 'button button--secondary'}
        aria-pressed={isSelected}
        aria-describedby={isDisabled ? `${titleId} ${reasonId}` : titleId}
        disabled={isDisabled}
        onClick={onSelect}
      >
        {t('subscription.pack.select')}
      </button>
      <p className="plan-card__carrier">
        {t('subscription.pack.riskCarrier', { carrier: brand.riskCarrier })}
      </p>
    </article>
  );
}

/** spec 000 §2.4: the prices shown are monthly, plus the federal stamp duty. */
export function StampNote() {
  const intl = useIntl();
  return (
    <p className="field__hint">
      {intl.formatMessage(
        { id: 'subscription.stampNote' },
        { percent: tariff2026.fees.stamp_duty_percent },
      )}
    </p>
  );
}
