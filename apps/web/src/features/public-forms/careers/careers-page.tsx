import { brand } from '@app/domain/brand';
import { href, localeOfPath } from '@app/domain/routes';
import type { Job } from '@app/domain/schemas/content';
import { useEffect, useRef } from 'react';
import { useIntl } from 'react-intl';
import { Link, useLocation, useSearchParams } from 'react-router';
import { QueryProvider } from '../../../lib/query-provider';
import { Notice } from '../../../ui/form-alert';
import { useJobs } from '../api/use-jobs';
import { FormPage } from '../components/form-page';
import { publicFormsMessages } from '../public-forms-messages';
import { JobApplicationForm } from './job-application-form';

/** The job's text is our server's rendering of content/jobs (Markdown, raw HTML refused). */
function JobText({ html }: { html: string }) {
  // its sections sit under the job's own heading (h3)
  const shifted = html.replace(/<(\/?)h2>/g, '<$1h4>').replace(/<(\/?)h3>/g, '<$1h5>');
  // biome-ignore lint/security/noDangerouslySetInnerHtml: our server's rendering of our own Markdown files, raw HTML refused when they load
  return <div className="job__text" dangerouslySetInnerHTML={{ __html: shifted }} />;
}

function JobList({ jobs }: { jobs: readonly Job[] }) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const locale = localeOfPath(useLocation().pathname);
  if (jobs.length === 0) return <p>{t('publicForms.careers.none')}</p>;
  return (
    <ul className="jobs">
      {jobs.map((job) => (
        <li key={job.id} className="job">
          <article aria-labelledby={`job-${job.id}`}>
            <h3 id={`job-${job.id}`}>{job.title}</h3>
            <dl className="job__facts">
              <div>
                <dt>{t('publicForms.careers.department')}</dt>
                <dd>{job.department}</dd>
              </div>
              <div>
                <dt>{t('publicForms.careers.location')}</dt>
                <dd>{job.location}</dd>
              </div>
              <div>
                <dt>{t('publicForms.careers.workload')}</dt>
                <dd>{job.workload}</dd>
              </div>
              <div>
                <dt>{t('publicForms.careers.start')}</dt>
                <dd>{job.start}</dd>
              </div>
            </dl>
            <p>{job.excerpt}</p>
            <details className="job__details">
              <summary>
                {t('publicForms.careers.readMore')}
                <span className="visually-hidden"> – {job.title}</span>
              </summary>
              <JobText html={job.html} />
            </details>
            <Link
              className="button"
              to={`${href('careers', locale, {}, { job: job.id })}#candidature`}
              preventScrollReset
            >
              {t('publicForms.careers.apply')}
              <span className="visually-hidden"> – {job.title}</span>
            </Link>
          </article>
        </li>
      ))}
    </ul>
  );
}

function Careers() {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  const location = useLocation();
  const locale = localeOfPath(location.pathname);
  const [query] = useSearchParams();
  const jobs = useJobs(locale);
  const list = jobs.data ?? [];
  const asked = query.get('job');
  const job = list.some((entry) => entry.id === asked) ? (asked ?? undefined) : undefined;
  const formRef = useRef<HTMLElement>(null);

  // "Postuler": the form, with the job chosen, comes into view and takes the focus
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when a job is chosen
  useEffect(() => {
    if (location.key === 'default' || location.hash !== '#candidature' || !jobs.data) return;
    const heading = formRef.current?.querySelector<HTMLElement>('#application-title');
    heading?.focus({ preventScroll: true });
    formRef.current?.scrollIntoView({ block: 'start' });
  }, [location.key, jobs.data]);

  return (
    <FormPage
      title={t('publicForms.careers.title')}
      lead={t('publicForms.careers.lead', { brand: brand.name })}
    >
      <section aria-labelledby="jobs-title">
        <h2 id="jobs-title">{t('publicForms.careers.openings')}</h2>
        {jobs.isPending ? <p>{t('layout.loading')}</p> : null}
        {jobs.isError ? <Notice role="alert">{t('publicForms.careers.loadError')}</Notice> : null}
        {jobs.data ? <JobList jobs={jobs.data} /> : null}
      </section>
      <section
        id="candidature"
        ref={formRef}
        className="public-form"
        aria-labelledby="application-title"
      >
        {jobs.isPending ? null : <JobApplicationForm locale={locale} jobs={list} job={job} />}
      </section>
    </FormPage>
  );
}

/** Jobs and the application form (route `careers`, `?job=<id>` for a named job). */
export default function CareersPage() {
  const locale = localeOfPath(useLocation().pathname);
  return (
    <publicFormsMessages.WithMessages locale={locale}>
      <QueryProvider>
        <Careers />
      </QueryProvider>
    </publicFormsMessages.WithMessages>
  );
}
