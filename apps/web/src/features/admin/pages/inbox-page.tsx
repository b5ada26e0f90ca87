import { type SubmissionKind, workflows } from '@app/domain/backoffice/workflows';
import { formatChf } from '@app/domain/format/chf';
import { href, localeOfPath } from '@app/domain/routes';
import { inboxQuerySchema } from '@app/domain/schemas/backoffice';
import { useMemo } from 'react';
import { useWatch } from 'react-hook-form';
import { useIntl } from 'react-intl';
import { Link, useLocation, useSearchParams } from 'react-router';
import { compact } from '../../../lib/api';
import { Form } from '../../../ui/form';
import { FormActions } from '../../../ui/form-actions';
import { SelectField, TextField } from '../../../ui/inputs';
import { LoadFailure } from '../../../ui/load-failure';
import { PageHeading } from '../../../ui/page-heading';
import { failureOf } from '../../../ui/server-errors';
import { useSchemaForm } from '../../../ui/use-schema-form';
import type { StaffSession } from '../api/session';
import { csvUrl, type InboxFilters, useAssignees, useInbox } from '../api/submissions';
import { flagLabel, kindLabel, statusLabel } from '../labels';

const filterNames = ['kind', 'status', 'assignee', 'from', 'to', 'q'] as const;
type FilterValues = Record<(typeof filterNames)[number], string>;

/** The filters of the inbox, checked with the call's query schema before they go to the address. */
function FilterForm({
  filters,
  session,
  onApply,
}: {
  filters: InboxFilters;
  session: StaffSession;
  onApply: (values: Partial<FilterValues>) => void;
}) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const assignees = useAssignees();
  const toPayload = (values: FilterValues) => compact(values);
  const { form, field, submit, onSubmit } = useSchemaForm({
    schema: inboxQuerySchema,
    locale: localeOfPath(useLocation().pathname),
    defaultValues: Object.fromEntries(
      filterNames.map((name) => [name, String(filters[name] ?? '')]),
    ) as FilterValues,
    toPayload,
    send: async (values: FilterValues) => onApply(toPayload(values)),
    onSent: () => submit.reset(),
  });
  const kind = useWatch({ control: form.control, name: 'kind' });
  const statuses = useMemo(() => {
    const kinds = (kind ? [kind] : session.kinds) as SubmissionKind[];
    return [...new Set(kinds.flatMap((entry) => workflows[entry]?.statuses ?? []))];
  }, [kind, session.kinds]);
  const all = t('admin.inbox.all');

  return (
    <Form submit={submit} onSubmit={onSubmit} className="admin-filters" labelledBy="admin-filters">
      <h2 id="admin-filters" className="visually-hidden">
        {t('admin.inbox.filters')}
      </h2>
      <TextField field={field('q')} label={t('admin.inbox.search')} type="search" />
      <SelectField
        field={field('kind')}
        label={t('admin.inbox.kind')}
        placeholder={all}
        options={session.kinds.map((entry) => ({ value: entry, label: t(kindLabel[entry]) }))}
      />
      <SelectField
        key={kind}
        field={field('status')}
        label={t('admin.inbox.status')}
        placeholder={all}
        options={statuses.map((status) => ({
          value: status,
          label: t(statusLabel[status] ?? status),
        }))}
      />
      {assignees.isPending ? null : (
        <SelectField
          field={field('assignee')}
          label={t('admin.inbox.assignee')}
          placeholder={all}
          options={[
            { value: 'none', label: t('admin.inbox.unassigned') },
            ...(assignees.data?.items ?? []).map((staff) => ({
              value: staff.id,
              label: staff.name,
            })),
          ]}
        />
      )}
      <TextField field={field('from')} label={t('admin.inbox.from')} type="date" />
      <TextField field={field('to')} label={t('admin.inbox.to')} type="date" />
      <FormActions submitLabel={t('admin.inbox.apply')} isPending={submit.isPending}>
        <a className="button button--secondary" href={csvUrl(filters)} download>
          {t('admin.inbox.csv')}
        </a>
      </FormActions>
    </Form>
  );
}

/** The inbox: filters in the address (back button and shared links work), a page of 50. */
export function InboxPage({ session }: { session: StaffSession }) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) =>
    intl.formatMessage({ id }, values);
  const locale = localeOfPath(useLocation().pathname);
  const [params, setParams] = useSearchParams();
  const filters: InboxFilters = useMemo(() => {
    const result: InboxFilters = { page: Number(params.get('page') ?? 1) || 1 };
    for (const name of filterNames) {
      const value = params.get(name);
      if (value) result[name] = value;
    }
    return result;
  }, [params]);
  const inbox = useInbox(filters);

  function onApply(values: Partial<FilterValues>) {
    const next = new URLSearchParams();
    for (const name of filterNames) {
      const value = values[name];
      if (value) next.set(name, value);
    }
    setParams(next);
  }

  const data = inbox.data;
  const pages = data ? Math.max(1, Math.ceil(data.total / data.page_size)) : 1;
  const goTo = (page: number) => {
    const next = new URLSearchParams(params);
    next.set('page', String(page));
    setParams(next);
  };
  const date = (iso: string) =>
    intl.formatDate(iso, { dateStyle: 'short', timeStyle: 'short', timeZone: 'Europe/Zurich' });

  return (
    <>
      <PageHeading title={t('admin.inbox.title')} />
      <FilterForm key={params.toString()} filters={filters} session={session} onApply={onApply} />
      {inbox.error ? (
        <LoadFailure
          message={failureOf(inbox.error, t('ui.error.generic'))}
          onRetry={() => void inbox.refetch()}
          isRetrying={inbox.isFetching}
        />
      ) : null}
      <p aria-live="polite" className="admin-count">
        {data ? t('admin.inbox.count', { count: data.total }) : t('layout.loading')}
      </p>
      {data && data.items.length > 0 ? (
        <div className="admin-table-wrap">
          <table className="admin-table">
            <thead>
              <tr>
                <th scope="col">{t('admin.inbox.reference')}</th>
                <th scope="col">{t('admin.inbox.kind')}</th>
                <th scope="col">{t('admin.inbox.received')}</th>
                <th scope="col">{t('admin.inbox.person')}</th>
                <th scope="col">{t('admin.inbox.policy')}</th>
                <th scope="col">{t('admin.inbox.status')}</th>
                <th scope="col">{t('admin.inbox.assignee')}</th>
              </tr>
            </thead>
            <tbody>
              {data.items.map((item) => (
                <tr key={`${item.kind}:${item.id}`}>
                  <td>
                    <Link
                      to={href('admin', locale, {
                        section: 'submissions',
                        kind: item.kind,
                        id: item.id,
                      })}
                    >
                      {item.reference ?? item.id}
                    </Link>
                  </td>
                  <td>{t(kindLabel[item.kind])}</td>
                  <td>{date(item.received_at)}</td>
                  <td>
                    {item.name}
                    {item.email ? <span className="admin-muted"> · {item.email}</span> : null}
                  </td>
                  <td>
                    {item.policy_number}
                    {item.register?.status === 'flagged' ? (
                      <span className="admin-flag">
                        {' '}
                        {item.register.flags.map((flag) => t(flagLabel[flag] ?? flag)).join(', ')}
                      </span>
                    ) : null}
                  </td>
                  <td>
                    {t(statusLabel[item.status] ?? item.status)}
                    {item.amount !== null ? ` · ${formatChf(item.amount)}` : ''}
                  </td>
                  <td>{item.assignee?.name ?? '–'}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
      {data && pages > 1 ? (
        <nav className="admin-pages" aria-label={t('admin.inbox.pages')}>
          <button
            type="button"
            className="admin-button admin-button--quiet"
            disabled={data.page <= 1}
            onClick={() => goTo(data.page - 1)}
          >
            {t('admin.inbox.previous')}
          </button>
          <span>{t('admin.inbox.page', { page: data.page, pages })}</span>
          <button
            type="button"
            className="admin-button admin-button--quiet"
            disabled={data.page >= pages}
            onClick={() => goTo(data.page + 1)}
          >
            {t('admin.inbox.next')}
          </button>
        </nav>
      ) : null}
    </>
  );
}
