import { toSwissDate } from '@app/domain/dates/calendar';
import { formatChf } from '@app/domain/format/chf';
import type { Locale } from '@app/domain/locale';
import { translate } from '@app/domain/messages/translate';
import type { FirstInvoiceLine } from '@app/domain/pricing/quote';
import { useIntl } from 'react-intl';

/**
 * The first invoice line by line (issue 12: "Première facture" higher than the yearly total
 * must say why): the pro rata of the first month with its days, the first premium with its
 * period, the one-off file fee, and the total — the lines the invoice PDF lists.
 */
export function FirstInvoiceTable({
  lines,
  total,
  locale,
  caption,
  className = 'recap__lines',
}: {
  lines: readonly Pick<FirstInvoiceLine, 'label_key' | 'amount' | 'from' | 'to'>[];
  total: number;
  locale: Locale;
  caption: string;
  className?: string;
}) {
  const intl = useIntl();
  return (
    <table className={className}>
      <caption>{caption}</caption>
      <tbody>
        {lines.map((line) => (
          <tr key={line.label_key}>
            <th scope="row">
              {translate(locale, line.label_key)}
              {line.from && line.to ? (
                <span className="recap__period">
                  {' '}
                  {intl.formatMessage(
                    { id: 'subscription.invoice.period' },
                    { from: toSwissDate(line.from), to: toSwissDate(line.to) },
                  )}
                </span>
              ) : null}
            </th>
            <td>{formatChf(line.amount)}</td>
          </tr>
        ))}
      </tbody>
      <tfoot>
        <tr>
          <th scope="row">{intl.formatMessage({ id: 'subscription.invoice.total' })}</th>
          <td>{formatChf(total)}</td>
        </tr>
      </tfoot>
    </table>
  );
}
