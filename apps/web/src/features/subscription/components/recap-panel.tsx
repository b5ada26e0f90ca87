import { toSwissDate } from '@app/domain/dates/calendar';
import { formatChf } from '@app/domain/format/chf';
import { translate } from '@app/domain/messages/translate';
import { assistanceOf } from '@app/domain/pricing/horse-cover';
import { quote } from '@app/domain/pricing/quote';
import { tariff2026 } from '@app/domain/pricing/tariff-2026';
import { type ReactNode, useMemo } from 'react';
import { useIntl } from 'react-intl';
import { horsePackLabel, horseUsageLabel } from '../horse-labels';
import { quoteInputOf } from '../quote-input';
import { type SubscriptionForm, useSubscriptionForm } from '../subscription-store';
import { useWizardContext } from '../use-wizard-context';
import { FirstInvoiceTable } from './first-invoice-table';

/**
 * The recap beside every step (spec 000 §2.4): what was entered so far and the live price
 * breakdown of the domain engine, the same one the server answers POST /api/quote with.
 */
export function RecapPanel({ children }: { children?: ReactNode }) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) =>
    intl.formatMessage({ id }, values);
  const form = useSubscriptionForm();
  const { locale, today } = useWizardContext();
  const result = useMemo(() => {
    const input = quoteInputOf(form);
    return input ? quote(input, tariff2026, today) : null;
  }, [form, today]);
  const breakdown = result?.ok ? result.breakdown : null;
  const breeds = [form.animal_race_name, form.animal_race2_name].filter(Boolean).join(' / ');
  const startDate = /^\d{4}-\d{2}-\d{2}$/.test(form.policy_start_date)
    ? toSwissDate(form.policy_start_date)
    : form.policy_start_date;

  const rows: [string, ReactNode][] = [
    [t('subscription.recap.animal'), form.animal_name],
    [t('subscription.recap.breed'), breeds],
    [t('subscription.field.birthDate'), form.animal_date_of_birth],
    [t('subscription.field.startDate'), startDate],
  ];
  if (form.business_line === 'horse') {
    rows.push(...horseRows(form, locale, t));
  } else if (form.reached_step >= 2) {
    rows.push([t('subscription.pack.deductible'), formatChf(form.deductible)]);
    rows.push([
      t('subscription.recap.cover'),
      form.cover_prevention
        ? t('subscription.pack.plan.prevention')
        : form.cover_diseases
          ? t('subscription.pack.plan.diseases')
          : t('subscription.pack.plan.accident'),
    ]);
  }

  return (
    <aside className="recap" aria-labelledby="recap-title">
      <h2 id="recap-title">{t('subscription.recap.title')}</h2>
      <dl className="recap__facts">
        {rows
          .filter(([, value]) => value !== '' && value !== undefined)
          .map(([term, value]) => (
            <div key={term}>
              <dt>{term}</dt>
              <dd>{value}</dd>
            </div>
          ))}
      </dl>
      {breakdown && (
        <>
          <p className="recap__monthly">
            {t('subscription.recap.monthly', { amount: formatChf(breakdown.monthly_premium) })}{' '}
            <span className="recap__note">
              {t('subscription.stampNote', { percent: tariff2026.fees.stamp_duty_percent })}
            </span>
          </p>
          <table className="recap__lines">
            <caption>{t('subscription.recap.annual')}</caption>
            <tbody>
              {breakdown.lines.map((line) => (
                <tr key={line.key}>
                  <th scope="row">{translate(locale, line.label_key)}</th>
                  <td>{formatChf(line.annual)}</td>
                </tr>
              ))}
            </tbody>
            <tfoot>
              <tr>
                <th scope="row">{t('subscription.recap.total')}</th>
                <td>{formatChf(breakdown.totals.annual.total)}</td>
              </tr>
            </tfoot>
          </table>
          {/* issue 12: the pro rata and the fee, where the totals are shown */}
          <FirstInvoiceTable
            lines={breakdown.first_invoice.lines}
            total={breakdown.first_invoice.total}
            locale={locale}
            caption={t('subscription.recap.firstInvoice')}
          />
          {breakdown.first_invoice.total > breakdown.totals.annual.total && (
            <p className="recap__note">{t('subscription.recap.firstInvoiceNote')}</p>
          )}
        </>
      )}
      {children}
    </aside>
  );
}

/** The horse's value, usage, pack and death/invalidity option (spec 000 §3.1). */
function horseRows(
  form: SubscriptionForm,
  locale: 'fr' | 'de',
  t: (id: string, values?: Record<string, string | number>) => string,
): [string, ReactNode][] {
  const rows: [string, ReactNode][] = [];
  if (form.animal_value) rows.push([t('subscription.horse.value'), formatChf(form.animal_value)]);
  if (form.usage_detail) rows.push([t('subscription.horse.usage'), horseUsageLabel(form, locale)]);
  if (form.reached_step >= 2 && form.insurance_name) {
    rows.push([t('subscription.recap.cover'), horsePackLabel(form.insurance_name, t)]);
    if (form.insurance_name !== 'none' && form.deductible)
      rows.push([t('subscription.pack.deductible'), formatChf(form.deductible)]);
    rows.push([
      t('subscription.horse.assistance'),
      t(assistanceOf(form.insurance_name, form.assista) ? 'ui.yes' : 'ui.no'),
    ]);
  }
  if (form.reached_step >= 3) {
    rows.push([
      t('subscription.horse.option.recap'),
      form.option_name && form.option_name !== 'none'
        ? [
            form.option_name,
            form.invalidite ? t('subscription.horse.option.invalidite') : '',
            form.poulain ? t('subscription.horse.option.poulain') : '',
          ]
            .filter(Boolean)
            .join(', ')
        : t('subscription.horse.option.none'),
    ]);
  }
  return rows;
}
