import { chiDrawSchema } from '@app/domain/forms/public-schemas';
import type { Locale } from '@app/domain/locale';
import { localeOfPath } from '@app/domain/routes';
import { useEffect, useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import { useLocation } from 'react-router';
import chiHero from '../../../assets/chi-hero.svg';
import { QueryProvider } from '../../../lib/query-provider';
import { Form } from '../../../ui/form';
import { FormActions } from '../../../ui/form-actions';
import { Notice } from '../../../ui/form-alert';
import { PageHeading } from '../../../ui/page-heading';
import { useSchemaForm } from '../../../ui/use-schema-form';
import { type FormAnswer, sendForm } from '../api/send-form';
import { useContest } from '../api/use-contest';
import { SentNotice } from '../components/form-page';
import { ContactFields, PersonFields } from '../components/person-fields';
import { publicFormsMessages } from '../public-forms-messages';
import '../public-forms.css';

/** Seconds the thanks stay on screen before the map opens (a link opens it at once). */
export const CHI_REDIRECT_SECONDS = 5;

interface ChiValues {
  last_name: string;
  first_name: string;
  email: string;
}

/** The CHI takes place in December: tickets drawn on 20.12.2024 are for the 2025 edition. */
function editionOf(drawDate: string | null): number {
  const year = drawDate ? Number(drawDate.slice(-4)) : Number.NaN;
  return Number.isFinite(year) ? year + 1 : new Date().getFullYear() + 1;
}

function Thanks({ answer, redirectUrl }: { answer: FormAnswer; redirectUrl: string | undefined }) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) =>
    intl.formatMessage({ id }, values);
  const [isRedirecting, setIsRedirecting] = useState(Boolean(redirectUrl));
  // spec 002 §4: thanks, then the browser goes to the map of the venue
  useEffect(() => {
    if (!redirectUrl || !isRedirecting) return;
    const timer = window.setTimeout(
      () => window.location.assign(redirectUrl),
      CHI_REDIRECT_SECONDS * 1000,
    );
    return () => window.clearTimeout(timer);
  }, [redirectUrl, isRedirecting]);
  return (
    <SentNotice answer={answer}>
      {redirectUrl ? (
        <>
          {isRedirecting ? (
            <p>{t('publicForms.chi.redirecting', { seconds: CHI_REDIRECT_SECONDS })}</p>
          ) : null}
          <p className="public-form__links">
            <a href={redirectUrl}>{t('publicForms.chi.mapLink')}</a>
            {isRedirecting ? (
              <button
                type="button"
                className="button button--secondary"
                onClick={() => setIsRedirecting(false)}
              >
                {t('publicForms.chi.stay')}
              </button>
            ) : null}
          </p>
        </>
      ) : null}
    </SentNotice>
  );
}

function ChiForm({ locale, onSent }: { locale: Locale; onSent: (answer: FormAnswer) => void }) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const schema = useMemo(() => chiDrawSchema(), []);
  const { field, submit, onSubmit } = useSchemaForm({
    schema,
    locale,
    defaultValues: { last_name: '', first_name: '', email: '' },
    send: (values: ChiValues) => sendForm('chi2024-form', values),
    onSent,
  });
  return (
    <Form submit={submit} onSubmit={onSubmit} labelledBy="chi-form-title">
      <h2 id="chi-form-title">{t('publicForms.chi.formTitle')}</h2>
      <p className="form__required">{t('ui.requiredNote')}</p>
      <PersonFields field={field} hasGender={false} hasBirthDate={false} />
      <ContactFields field={field} hasPhone={false} />
      <FormActions submitLabel={t('publicForms.contest.submit')} isPending={submit.isPending} />
    </Form>
  );
}

function ChiContent() {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) =>
    intl.formatMessage({ id }, values);
  const locale = localeOfPath(useLocation().pathname);
  const state = useContest('chi2024-form');
  const [answer, setAnswer] = useState<FormAnswer | null>(null);
  const drawDate = state.data?.draw_date ?? null;
  return (
    <>
      <div className="chi-hero">
        <img className="chi-hero__image" src={chiHero} width="1200" height="480" alt="" />
        <div className="container chi-hero__text">
          <PageHeading title={t('publicForms.chi.title')} />
          {/* spec 002 §2: the welcome banner */}
          <p className="chi-hero__banner">
            {t('publicForms.chi.welcome', { year: editionOf(drawDate) })}
          </p>
        </div>
      </div>
      <div className="container public-page">
        {state.isPending ? <p>{t('layout.loading')}</p> : null}
        {state.data && !answer ? (
          <Notice role="status">
            {state.data.is_open
              ? drawDate
                ? t('publicForms.chi.drawNotice', { date: drawDate })
                : t('publicForms.chi.drawNoticeUndated')
              : drawDate
                ? t('publicForms.contest.closed', { date: drawDate })
                : t('publicForms.contest.closedUndated')}
          </Notice>
        ) : null}
        {answer ? (
          <Thanks answer={answer} redirectUrl={answer.redirect_url ?? state.data?.redirect_url} />
        ) : state.data?.is_open || state.isError ? (
          <div className="public-form">
            <ChiForm locale={locale} onSent={setAnswer} />
          </div>
        ) : null}
      </div>
    </>
  );
}

/** The CHI Geneva ticket draw (route `chi-draw`): hero, welcome banner, draw notice, form. */
export default function ChiPage() {
  const locale = localeOfPath(useLocation().pathname);
  return (
    <publicFormsMessages.WithMessages locale={locale}>
      <QueryProvider>
        <ChiContent />
      </QueryProvider>
    </publicFormsMessages.WithMessages>
  );
}
