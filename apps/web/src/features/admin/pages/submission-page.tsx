import { formatChf } from '@app/domain/format/chf';
import { href, localeOfPath } from '@app/domain/routes';
import { assignSchema, noteSchema, transitionSchema } from '@app/domain/schemas/backoffice';
import { useWatch } from 'react-hook-form';
import { useIntl } from 'react-intl';
import { Link, useLocation } from 'react-router';
import { Form } from '../../../ui/form';
import { FormActions } from '../../../ui/form-actions';
import { RadioGroupField, SelectField, TextAreaField, TextField } from '../../../ui/inputs';
import { LoadFailure } from '../../../ui/load-failure';
import { PageHeading } from '../../../ui/page-heading';
import { failureOf } from '../../../ui/server-errors';
import { useSchemaForm } from '../../../ui/use-schema-form';
import {
  fileUrl,
  type SubmissionDetail,
  useAddNote,
  useAssign,
  useAssignees,
  useSubmission,
  useTransition,
} from '../api/submissions';
import { auditLabel, fieldLabel, flagLabel, kindLabel, statusLabel } from '../labels';

function useT() {
  const intl = useIntl();
  return (id: string, values?: Record<string, string | number>) =>
    intl.formatMessage({ id }, values);
}

function useDate() {
  const intl = useIntl();
  return (iso: string) =>
    intl.formatDate(iso, { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Europe/Zurich' });
}

interface StatusValues {
  to: string;
  amount: string;
  reason: string;
}

function StatusForm({ detail }: { detail: SubmissionDetail }) {
  const t = useT();
  const locale = localeOfPath(useLocation().pathname);
  const move = useTransition(detail.kind, detail.id);
  const moveOf = (to: string) => detail.transitions.find((transition) => transition.to === to);
  /** The call's body: the amount only for a move that takes one (5,50 typed as in Switzerland). */
  const toPayload = (values: StatusValues) => ({
    from: detail.status,
    to: values.to,
    ...(moveOf(values.to)?.needs_amount && values.amount.trim()
      ? { amount: Number(values.amount.trim().replace(',', '.')) }
      : {}),
    ...(values.reason.trim() ? { reason: values.reason } : {}),
  });
  const { form, field, submit, onSubmit } = useSchemaForm({
    schema: transitionSchema,
    locale,
    defaultValues: { to: '', amount: '', reason: '' },
    toPayload,
    send: (values: StatusValues) => move.mutateAsync(toPayload(values)),
    onSent: () => {
      form.reset();
      submit.reset();
    },
  });
  const chosen = moveOf(useWatch({ control: form.control, name: 'to' }));

  if (detail.transitions.length === 0) {
    return <p>{t('admin.detail.final')}</p>;
  }
  return (
    <Form submit={submit} onSubmit={onSubmit}>
      <RadioGroupField
        field={field('to')}
        legend={t('admin.detail.newStatus')}
        isInline={false}
        options={detail.transitions.map((transition) => ({
          value: transition.to,
          label: t(statusLabel[transition.to] ?? transition.to),
        }))}
      />
      {chosen?.needs_amount ? (
        <TextField
          // the workflow says which moves need an amount (workflows.ts needsAmount)
          field={field('amount', { isRequired: true })}
          label={t('admin.detail.amount')}
          hint={t('admin.detail.amountHint')}
          inputMode="decimal"
          autoComplete="off"
        />
      ) : null}
      {chosen ? (
        <TextAreaField
          field={field('reason', { isRequired: chosen.needs_reason })}
          label={t(chosen.needs_reason ? 'admin.detail.reason' : 'admin.detail.reasonOptional')}
          hint={chosen.needs_reason ? t('admin.detail.reasonHint') : undefined}
          rows={3}
        />
      ) : null}
      <FormActions submitLabel={t('admin.detail.saveStatus')} isPending={submit.isPending} />
    </Form>
  );
}

function AssignForm({ detail }: { detail: SubmissionDetail }) {
  const t = useT();
  const locale = localeOfPath(useLocation().pathname);
  const assignees = useAssignees();
  const assign = useAssign(detail.kind, detail.id);
  const candidates = (assignees.data?.items ?? []).filter((staff) =>
    staff.kinds.includes(detail.kind),
  );
  const toPayload = (values: { assignee_id: string }) => ({
    assignee_id: values.assignee_id || null,
  });
  const { field, submit, onSubmit } = useSchemaForm({
    schema: assignSchema,
    locale,
    defaultValues: { assignee_id: detail.assignee?.id ?? '' },
    toPayload,
    send: (values: { assignee_id: string }) => assign.mutateAsync(toPayload(values)),
    onSent: () => submit.reset(),
  });
  return (
    <Form submit={submit} onSubmit={onSubmit} className="admin-inline-form">
      {assignees.isPending ? null : (
        <SelectField
          field={field('assignee_id')}
          label={t('admin.detail.assignee')}
          placeholder={t('admin.inbox.unassigned')}
          options={candidates.map((staff) => ({ value: staff.id, label: staff.name }))}
        />
      )}
      <FormActions submitLabel={t('admin.detail.assign')} isPending={submit.isPending} />
    </Form>
  );
}

function NotesSection({ detail }: { detail: SubmissionDetail }) {
  const t = useT();
  const date = useDate();
  const locale = localeOfPath(useLocation().pathname);
  const addNote = useAddNote(detail.kind, detail.id);
  const { form, field, submit, onSubmit } = useSchemaForm({
    schema: noteSchema,
    locale,
    defaultValues: { body: '' },
    send: (values: { body: string }) => addNote.mutateAsync(values),
    onSent: () => {
      form.reset();
      submit.reset();
    },
  });
  return (
    <section aria-labelledby="admin-notes">
      <h2 id="admin-notes">{t('admin.detail.notes')}</h2>
      {detail.notes.length === 0 ? <p>{t('admin.detail.noNotes')}</p> : null}
      <ul className="admin-list">
        {detail.notes.map((note) => (
          <li key={note.id}>
            <p className="admin-muted">
              {date(note.at)} · {note.staff ?? '–'}
            </p>
            <p className="admin-pre">{note.body}</p>
          </li>
        ))}
      </ul>
      <Form submit={submit} onSubmit={onSubmit}>
        <TextAreaField field={field('body')} label={t('admin.detail.newNote')} rows={3} />
        <FormActions submitLabel={t('admin.detail.addNote')} isPending={submit.isPending} />
      </Form>
    </section>
  );
}

function PayloadValue({ value }: { value: unknown }) {
  const t = useT();
  if (value === true) return <>{t('admin.yes')}</>;
  if (value === false) return <>{t('admin.no')}</>;
  if (value === null || value === undefined || value === '') return <>–</>;
  if (Array.isArray(value)) {
    return (
      <ul className="admin-list admin-list--compact">
        {value.map((entry, index) => (
          // entries have no identity of their own
          // biome-ignore lint/suspicious/noArrayIndexKey: a stored list, never reordered
          <li key={index}>
            <PayloadValue value={entry} />
          </li>
        ))}
      </ul>
    );
  }
  if (typeof value === 'object') {
    return (
      <span>
        {Object.entries(value as Record<string, unknown>)
          .filter(([key]) => key !== 'id')
          .map(([key, entry]) => `${fieldLabel[key] ? t(fieldLabel[key]) : key}: ${String(entry)}`)
          .join(' · ')}
      </span>
    );
  }
  return <>{String(value)}</>;
}

/** One submission: what was sent, its files and e-mails, and the work on it. */
export function SubmissionPage({ kind, id }: { kind: string; id: string }) {
  const t = useT();
  const date = useDate();
  const locale = localeOfPath(useLocation().pathname);
  const query = useSubmission(kind, id);
  const detail = query.data;
  if (query.error) {
    return (
      <>
        <PageHeading title={t('admin.detail.notFound')} />
        <LoadFailure
          message={failureOf(query.error, t('ui.error.generic'))}
          onRetry={() => void query.refetch()}
          isRetrying={query.isFetching}
        />
        <p>
          <Link to={href('admin', locale)}>{t('admin.detail.back')}</Link>
        </p>
      </>
    );
  }
  if (!detail) return <p>{t('layout.loading')}</p>;
  const title = `${t(kindLabel[detail.kind])} ${detail.reference}`;
  return (
    <>
      <p>
        <Link to={href('admin', locale)}>{t('admin.detail.back')}</Link>
      </p>
      <PageHeading title={title} />
      <div className="admin-columns">
        <div>
          <section aria-labelledby="admin-summary">
            <h2 id="admin-summary">{t('admin.detail.summary')}</h2>
            <dl className="admin-dl">
              <dt>{t('admin.inbox.received')}</dt>
              <dd>{date(detail.received_at)}</dd>
              <dt>{t('admin.inbox.person')}</dt>
              <dd>
                {detail.person.first_name} {detail.person.last_name}
              </dd>
              <dt>{t('admin.field.email')}</dt>
              <dd>{detail.person.email}</dd>
              <dt>{t('admin.inbox.policy')}</dt>
              <dd>{detail.policy_number ?? '–'}</dd>
              <dt>{t('admin.detail.language')}</dt>
              <dd>{detail.locale === 'de' ? 'Deutsch' : 'Français'}</dd>
              {detail.register ? (
                <>
                  <dt>{t('admin.detail.register')}</dt>
                  <dd className={detail.register.status === 'flagged' ? 'admin-flag' : undefined}>
                    {detail.register.status === 'matched'
                      ? t('admin.register.matched')
                      : detail.register.flags.map((flag) => t(flagLabel[flag] ?? flag)).join(', ')}
                  </dd>
                </>
              ) : null}
            </dl>
          </section>
          <section aria-labelledby="admin-status">
            <h2 id="admin-status">{t('admin.detail.status')}</h2>
            <p>
              <strong>{t(statusLabel[detail.status] ?? detail.status)}</strong>
              {detail.amount !== null ? ` · ${formatChf(detail.amount)}` : ''}
              {detail.reason ? ` · ${detail.reason}` : ''}
            </p>
            <StatusForm key={detail.status} detail={detail} />
            <AssignForm key={detail.assignee?.id ?? 'none'} detail={detail} />
          </section>
          <section aria-labelledby="admin-timeline">
            <h2 id="admin-timeline">{t('admin.detail.timeline')}</h2>
            <ol className="admin-list">
              <li>
                {date(detail.received_at)} · {t(statusLabel.received ?? 'received')}
              </li>
              {detail.events.map((event) => (
                <li key={event.id}>
                  {date(event.at)} · {t(statusLabel[event.to] ?? event.to)}
                  {event.amount !== null ? ` · ${formatChf(event.amount)}` : ''}
                  {event.reason ? ` · ${event.reason}` : ''} · {event.staff ?? '–'}
                </li>
              ))}
            </ol>
          </section>
          <NotesSection detail={detail} />
        </div>
        <div>
          <section aria-labelledby="admin-files">
            <h2 id="admin-files">{t('admin.detail.files')}</h2>
            {detail.files.length === 0 ? <p>{t('admin.detail.noFiles')}</p> : null}
            <ul className="admin-list">
              {detail.files.map((file) => (
                <li key={file.id}>
                  <a href={fileUrl(detail.kind, detail.id, file.id)} download={file.name}>
                    {file.name}
                  </a>
                  <span className="admin-muted">
                    {' '}
                    ·{' '}
                    {file.origin === 'generated'
                      ? t('admin.detail.generated')
                      : t('admin.detail.uploaded')}
                    {file.label ? ` · ${file.label}` : ''}
                  </span>
                </li>
              ))}
            </ul>
          </section>
          <section aria-labelledby="admin-payload">
            <h2 id="admin-payload">{t('admin.detail.payload')}</h2>
            <dl className="admin-dl">
              {Object.entries(detail.payload).map(([key, value]) => (
                <div key={key} className="admin-dl__row">
                  <dt>{fieldLabel[key] ? t(fieldLabel[key]) : key}</dt>
                  <dd>
                    <PayloadValue value={value} />
                  </dd>
                </div>
              ))}
            </dl>
          </section>
          <section aria-labelledby="admin-mails">
            <h2 id="admin-mails">{t('admin.detail.mails')}</h2>
            {detail.mails.length === 0 ? <p>{t('admin.detail.noMails')}</p> : null}
            {detail.mails.map((mail) => (
              <details key={`${mail.queued_at}:${mail.subject}`} className="admin-mail">
                <summary>
                  {mail.subject} · {mail.to} · {date(mail.queued_at)}
                </summary>
                <p className="admin-pre">{mail.text}</p>
              </details>
            ))}
          </section>
          <section aria-labelledby="admin-audit">
            <h2 id="admin-audit">{t('admin.detail.audit')}</h2>
            <ol className="admin-list admin-list--compact">
              {detail.audit.map((entry, index) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: the trail only grows at its end
                <li key={index}>
                  {date(entry.at)} · {entry.staff ?? t('admin.system')} ·{' '}
                  {auditLabel[entry.action] ? t(auditLabel[entry.action] as string) : entry.action}
                </li>
              ))}
            </ol>
          </section>
        </div>
      </div>
    </>
  );
}
