import { workflows } from '@app/domain/backoffice/workflows';
import { useIntl } from 'react-intl';
import { LoadFailure } from '../../../ui/load-failure';
import { PageHeading } from '../../../ui/page-heading';
import { failureOf } from '../../../ui/server-errors';
import { type Dashboard, useDashboard } from '../api/submissions';
import { kindLabel, statusLabel } from '../labels';

/** The 30 days before today, oldest first, as YYYY-MM-DD in Switzerland. */
function lastDays(count: number): string[] {
  const format = new Intl.DateTimeFormat('sv-SE', { timeZone: 'Europe/Zurich' });
  return Array.from({ length: count }, (_, index) =>
    format.format(new Date(Date.now() - (count - 1 - index) * 86_400_000)),
  );
}

/** Submissions per day: a small inline SVG with a text equivalent (the table below it). */
function DayChart({ dashboard, label }: { dashboard: Dashboard; label: string }) {
  const days = lastDays(30);
  const totals = days.map((day) =>
    dashboard.by_day.filter((row) => row.day === day).reduce((sum, row) => sum + row.count, 0),
  );
  const max = Math.max(1, ...totals);
  const width = 300;
  const height = 100;
  const bar = width / days.length;
  return (
    <svg
      className="admin-chart"
      viewBox={`0 0 ${width} ${height + 14}`}
      role="img"
      aria-label={label}
      preserveAspectRatio="none"
    >
      {totals.map((total, index) => {
        const barHeight = (total / max) * height;
        return (
          <rect
            key={days[index]}
            x={index * bar + 1}
            y={height - barHeight}
            width={bar - 2}
            height={barHeight}
            className="admin-chart__bar"
          >
            <title>{`${days[index]}: ${total}`}</title>
          </rect>
        );
      })}
      <line x1="0" y1={height} x2={width} y2={height} className="admin-chart__axis" />
      <text x="0" y={height + 12} className="admin-chart__label">
        {days[0]}
      </text>
      <text x={width} y={height + 12} textAnchor="end" className="admin-chart__label">
        {days.at(-1)}
      </text>
    </svg>
  );
}

/** Submissions per kind, one horizontal bar each (the table below gives the figures). */
function KindChart({
  dashboard,
  label,
  names,
}: {
  dashboard: Dashboard;
  label: string;
  names: Record<string, string>;
}) {
  const totals = dashboard.kinds.map((kind) => ({
    kind,
    count: dashboard.by_status
      .filter((row) => row.kind === kind)
      .reduce((sum, row) => sum + row.count, 0),
  }));
  const max = Math.max(1, ...totals.map((entry) => entry.count));
  const row = 16;
  return (
    <svg
      className="admin-chart admin-chart--kinds"
      viewBox={`0 0 300 ${totals.length * row}`}
      role="img"
      aria-label={label}
    >
      {totals.map((entry, index) => (
        <g key={entry.kind}>
          <text x="0" y={index * row + 11} className="admin-chart__label">
            {names[entry.kind]}
          </text>
          <rect
            x="110"
            y={index * row + 3}
            width={(entry.count / max) * 160}
            height={row - 6}
            className="admin-chart__bar"
          />
          <text
            x={115 + (entry.count / max) * 160}
            y={index * row + 11}
            className="admin-chart__label"
          >
            {entry.count}
          </text>
        </g>
      ))}
    </svg>
  );
}

export function DashboardPage() {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) =>
    intl.formatMessage({ id }, values);
  const query = useDashboard();
  const dashboard = query.data;
  return (
    <>
      <PageHeading title={t('admin.dashboard.title')} />
      {query.error ? (
        <LoadFailure
          message={failureOf(query.error, t('ui.error.generic'))}
          onRetry={() => void query.refetch()}
          isRetrying={query.isFetching}
        />
      ) : null}
      {dashboard ? (
        <>
          <section aria-labelledby="admin-chart-title">
            <h2 id="admin-chart-title">{t('admin.dashboard.perDay')}</h2>
            <DayChart
              dashboard={dashboard}
              label={t('admin.dashboard.chartLabel', {
                count: dashboard.by_day.reduce((sum, row) => sum + row.count, 0),
              })}
            />
          </section>
          <section aria-labelledby="admin-kinds-title">
            <h2 id="admin-kinds-title">{t('admin.dashboard.perKind')}</h2>
            <KindChart
              dashboard={dashboard}
              label={dashboard.kinds
                .map(
                  (kind) =>
                    `${t(kindLabel[kind])}: ${dashboard.by_status
                      .filter((row) => row.kind === kind)
                      .reduce((sum, row) => sum + row.count, 0)}`,
                )
                .join(', ')}
              names={Object.fromEntries(dashboard.kinds.map((kind) => [kind, t(kindLabel[kind])]))}
            />
          </section>
          <section aria-labelledby="admin-counts-title">
            <h2 id="admin-counts-title">{t('admin.dashboard.perStatus')}</h2>
            <div className="admin-table-wrap">
              <table className="admin-table">
                <thead>
                  <tr>
                    <th scope="col">{t('admin.inbox.kind')}</th>
                    <th scope="col">{t('admin.inbox.status')}</th>
                    <th scope="col">{t('admin.dashboard.count')}</th>
                  </tr>
                </thead>
                <tbody>
                  {dashboard.kinds.flatMap((kind) => {
                    const rows = dashboard.by_status.filter((row) => row.kind === kind);
                    const total = rows.reduce((sum, row) => sum + row.count, 0);
                    return [
                      ...workflows[kind].statuses
                        .filter((status) => rows.some((row) => row.status === status))
                        .map((status) => (
                          <tr key={`${kind}:${status}`}>
                            <th scope="row">{t(kindLabel[kind])}</th>
                            <td>{t(statusLabel[status] ?? status)}</td>
                            <td>{rows.find((row) => row.status === status)?.count ?? 0}</td>
                          </tr>
                        )),
                      <tr key={`${kind}:total`} className="admin-table__total">
                        <th scope="row">{t(kindLabel[kind])}</th>
                        <td>{t('admin.dashboard.total')}</td>
                        <td>{total}</td>
                      </tr>,
                    ];
                  })}
                </tbody>
              </table>
            </div>
          </section>
        </>
      ) : (
        <p>{t('layout.loading')}</p>
      )}
    </>
  );
}
