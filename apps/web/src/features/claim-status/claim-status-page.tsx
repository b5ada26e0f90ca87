import { formatChf } from '@app/domain/format/chf';
import { href, localeOfPath } from '@app/domain/routes';
import { claimStatusRequestSchema } from '@app/domain/schemas/backoffice';
import { useEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { Link, useLocation, useSearchParams } from 'react-router';
import { QueryProvider } from '../../lib/query-provider';
import { Form } from '../../ui/form';
import { FormActions } from '../../ui/form-actions';
import { TextField } from '../../ui/inputs';
import { PageHeading } from '../../ui/page-heading';
import { useSchemaForm } from '../../ui/use-schema-form';
import {
  type ClaimStatusAnswer,
  type ClaimStatusValues,
  useLookupClaimStatus,
} from './api/lookup-claim-status';
import './claim-status.css';

const statusMessage: Record<string, string> = {
  received: 'claimStatus.status.received',
  documents_missing: 'claimStatus.status.documentsMissing',
  in_review: 'claimStatus.status.inReview',
  approved: 'claimStatus.status.approved',
  refused: 'claimStatus.status.refused',
  paid: 'claimStatus.status.paid',
};

const explanation: Record<string, string> = {
  received: 'claimStatus.explain.received',
  documents_missing: 'claimStatus.explain.documentsMissing',
  in_review: 'claimStatus.explain.inReview',
  approved: 'claimStatus.explain.approved',
  refused: 'claimStatus.explain.refused',
  paid: 'claimStatus.explain.paid',
};

function Timeline({ answer }: { answer: ClaimStatusAnswer }) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) =>
    intl.formatMessage({ id }, values);
  const locale = localeOfPath(useLocation().pathname);
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  const current = statusMessage[answer.status] ?? 'claimStatus.status.inReview';
  return (
    <section className="claim-status__result" aria-labelledby="claim-status-result">
      <h2 id="claim-status-result" ref={heading} tabIndex={-1}>
        {t('claimStatus.resultTitle', { claimNumber: answer.claim_number })}
      </h2>
      <p className="claim-status__current">
        {t('claimStatus.current')} <strong>{t(current)}</strong>
        {answer.amount !== null
          ? ` · ${t(answer.is_paid ? 'claimStatus.amountPaid' : 'claimStatus.amountApproved', {
              amount: formatChf(answer.amount),
            })}`
          : ''}
      </p>
      <p>{t(explanation[answer.status] ?? 'claimStatus.explain.inReview')}</p>
      {answer.status === 'documents_missing' ? (
        <p>
          <Link
            to={href('add-documents', locale, {}, { webIdentificationNumber: answer.claim_number })}
          >
            {t('claimStatus.addDocuments')}
          </Link>
        </p>
      ) : null}
      <h3>{t('claimStatus.timeline')}</h3>
      <ol className="claim-status__timeline">
        {answer.timeline.map((entry, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: the timeline only grows at its end
          <li key={index}>
            <span className="claim-status__date">
              {intl.formatDate(entry.at, { dateStyle: 'long', timeZone: 'Europe/Zurich' })}
            </span>{' '}
            {t(statusMessage[entry.status] ?? 'claimStatus.status.inReview')}
            {entry.amount !== null ? ` · ${formatChf(entry.amount)}` : ''}
            {entry.status === 'refused' && entry.reason ? (
              <span className="claim-status__reason">
                {' '}
                · {t('claimStatus.reason', { reason: entry.reason })}
              </span>
            ) : null}
          </li>
        ))}
      </ol>
    </section>
  );
}

function ClaimStatusForm() {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const locale = localeOfPath(useLocation().pathname);
  const [params] = useSearchParams();
  const lookup = useLookupClaimStatus();
  const [shown, setShown] = useState<{ answer: ClaimStatusAnswer; at: number } | null>(null);
  const { field, submit, onSubmit } = useSchemaForm({
    schema: claimStatusRequestSchema,
    locale,
    defaultValues: { claim_number: params.get('claim') ?? '', email: '' },
    send: (values: ClaimStatusValues) => lookup.mutateAsync(values),
    onSent: (answer) => {
      setShown({ answer, at: Date.now() });
      // another claim can be looked up from the same form
      submit.reset();
    },
    // an unknown pair answers a neutral 404: no timeline of a former look-up stays beside it
    onFailed: () => setShown(null),
  });

  return (
    <>
      <Form submit={submit} onSubmit={onSubmit} className="claim-status__form">
        <TextField
          field={field('claim_number')}
          label={t('claimStatus.number')}
          hint={t('claimStatus.numberHint')}
          autoComplete="off"
          spellCheck={false}
        />
        <TextField
          field={field('email')}
          label={t('claimStatus.email')}
          type="email"
          autoComplete="email"
          spellCheck={false}
        />
        <FormActions submitLabel={t('claimStatus.submit')} isPending={submit.isPending} />
      </Form>
      {shown ? <Timeline key={shown.at} answer={shown.answer} /> : null}
    </>
  );
}

/** issue 13: where a policyholder follows a claim (number + e-mail, as in the e-mails). */
export default function ClaimStatusPage() {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  return (
    <QueryProvider>
      <div className="container claim-status">
        <PageHeading title={t('claimStatus.title')} />
        <p>{t('claimStatus.intro')}</p>
        <ClaimStatusForm />
      </div>
    </QueryProvider>
  );
}
