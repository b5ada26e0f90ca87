import { documentHref } from '@app/domain/content/documents';
import { formCategories } from '@app/domain/forms/categories';
import {
  type HelpState,
  type HelpSubject,
  helpStateOf,
  helpSubjects,
  helpTiles,
  methodsOf,
  tileOfPage,
  translatedHelpParams,
} from '@app/domain/help/help-centre';
import {
  type HelpPage as HelpPageName,
  helpPageOfRoute,
  helpRouteOf,
  helpSectionId as sectionId,
} from '@app/domain/help/pages';
import type { Locale } from '@app/domain/locale';
import { href, localeOfPath, type RouteName } from '@app/domain/routes';
import { lazy, type ReactNode, Suspense, useEffect } from 'react';
import { useIntl } from 'react-intl';
import { Link, Navigate, useLocation, useParams } from 'react-router';
import { useAlternateLocalePath } from '../../lib/alternate-locale-path';
import { QueryProvider } from '../../lib/query-provider';
import { loadServerMessages } from '../../lib/server-messages';
import { NotFoundPage } from '../../ui/not-found-page';
import { PageHeading } from '../../ui/page-heading';
import { AgentContact } from './components/agent-contact';
import { HelpLinkAnchor } from './components/help-link';
import { helpMessages } from './help-messages';
import { formTitleText, linkText, methodText, pageText, subjectText, tileText } from './help-texts';
import { useSectionScroll } from './use-section-scroll';
import './help.css';

type Translate = (id: string, values?: Record<string, string | number>) => string;

// issue 14: the forms (and their zod schemas, the domain's messages) stay out of the hub's first
// render; their chunk starts loading once a subject is chosen (step 3), before the visitor picks
// the form (in the browser only: the prerendered hub shows no form)
const loadSubjectForm = () =>
  Promise.all([
    import('./forms/subject-form'),
    loadServerMessages(localeOfPath(window.location.pathname)),
  ]).then(([module]) => module);
const SubjectForm = lazy(loadSubjectForm);

/**
 * The help centre (spec 001 §2.2): the hub's tiles (step 1), the subjects of a help page (step 2),
 * the ways to go on (step 3) and the form or the adviser (step 4), all on one page. The route
 * carries the state (page, subject, method) and the hash the current section, so a reload or a
 * shared link shows the same steps and the back button goes back one choice.
 */
export default function HelpPage({ route }: { route: RouteName }) {
  const locale = localeOfPath(useLocation().pathname);
  return (
    <helpMessages.WithMessages locale={locale}>
      <HelpCentre route={route} />
    </helpMessages.WithMessages>
  );
}

function HelpCentre({ route }: { route: RouteName }) {
  const intl = useIntl();
  const t: Translate = (id, values) => intl.formatMessage({ id }, values);
  const { pathname, search, hash } = useLocation();
  const locale = localeOfPath(pathname);
  const params = useParams();
  const page = helpPageOfRoute(route);
  const state = page ? helpStateOf(page, params, locale) : null;
  useSectionScroll();
  const otherLocale: Locale = locale === 'fr' ? 'de' : 'fr';
  const otherSlug = state?.subject?.slug?.[otherLocale];
  useAlternateLocalePath(
    pathname,
    otherSlug ? href(route, otherLocale, { page: otherSlug, method: state?.method }) : null,
  );
  if (page && !state) {
    // the language switch keeps the slug of the other language: this language's instead
    const translated = translatedHelpParams(page, params, locale);
    if (!translated) return <NotFoundPage />;
    return <Navigate replace to={`${href(route, locale, translated)}${search}${hash}`} />;
  }

  const title = page ? `${t(pageText[page].title)} – ${t('help.title')}` : t('help.title');
  return (
    <QueryProvider>
      <div className="container help">
        <PageHeading title={title} pageKey="help-centre">
          {t('help.heading')}
        </PageHeading>
        <p className="lead">{t('help.intro')}</p>
        <TilesStep locale={locale} page={page} t={t} />
        {state ? <SubjectsStep locale={locale} state={state} t={t} /> : null}
        {state?.subject && !state.subject.link ? (
          <MethodsStep locale={locale} state={state} subject={state.subject} t={t} />
        ) : null}
        {state?.subject && state.method ? (
          <DetailStep locale={locale} state={state} subject={state.subject} t={t} />
        ) : null}
      </div>
    </QueryProvider>
  );
}

function Step({
  locale,
  number,
  title,
  children,
}: {
  locale: Locale;
  number: 1 | 2 | 3 | 4;
  title: string;
  children: ReactNode;
}) {
  const intl = useIntl();
  const id = sectionId(locale, number);
  return (
    <section id={id} className="help-step" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="help-step__title" tabIndex={-1}>
        <span className="help-step__number">
          {intl.formatMessage({ id: 'ui.steps.number' }, { number })}
        </span>{' '}
        {title}
      </h2>
      {children}
    </section>
  );
}

/** A choice that leads to the next step: a link to the route with the next section in the hash. */
function ChoiceLink({
  to,
  isCurrent,
  children,
}: {
  to: string;
  isCurrent: boolean;
  children: ReactNode;
}) {
  return (
    <Link className="help-choice" to={to} aria-current={isCurrent ? 'true' : undefined}>
      {children}
    </Link>
  );
}

function TilesStep({
  locale,
  page,
  t,
}: {
  locale: Locale;
  page: HelpPageName | null;
  t: Translate;
}) {
  const current = page ? tileOfPage(page) : null;
  return (
    <Step locale={locale} number={1} title={t('help.step1.title')}>
      <ul className="help-choices help-choices--tiles">
        {helpTiles.map((tile) => (
          <li key={tile.key}>
            <ChoiceLink
              to={
                tile.route === 'faq'
                  ? href('faq', locale)
                  : `${href(tile.route, locale)}#${sectionId(locale, 2)}`
              }
              isCurrent={tile.key === current}
            >
              <span className="help-choice__title">{t(tileText[tile.key].title)}</span>
              <span className="help-choice__text">{t(tileText[tile.key].text)}</span>
            </ChoiceLink>
          </li>
        ))}
      </ul>
    </Step>
  );
}

const subjectTitle = (t: Translate, page: HelpPageName, subject: HelpSubject) =>
  t(subjectText[page][subject.key]?.title ?? subject.key);

function SubjectsStep({ locale, state, t }: { locale: Locale; state: HelpState; t: Translate }) {
  const { page } = state;
  const route = helpRouteOf(page);
  return (
    <Step locale={locale} number={2} title={t(pageText[page].question)}>
      <p>{t(pageText[page].intro)}</p>
      <ul className="help-choices">
        {helpSubjects[page].map((subject) => (
          <li key={subject.key}>
            {subject.link ? (
              <HelpLinkAnchor option={subject.link} locale={locale} className="help-choice">
                <span className="help-choice__title">{subjectTitle(t, page, subject)}</span>
              </HelpLinkAnchor>
            ) : (
              <ChoiceLink
                to={`${href(route, locale, { page: subject.slug?.[locale] })}#${sectionId(locale, 3)}`}
                isCurrent={subject === state.subject}
              >
                <span className="help-choice__title">{subjectTitle(t, page, subject)}</span>
              </ChoiceLink>
            )}
          </li>
        ))}
        {page === 'contact' ? (
          // the complaint page is one of the "other" subjects (its tile)
          <li>
            <ChoiceLink
              to={`${href('help.reclamation', locale)}#${sectionId(locale, 2)}`}
              isCurrent={false}
            >
              <span className="help-choice__title">{t('help.contact.complaint.title')}</span>
            </ChoiceLink>
          </li>
        ) : null}
      </ul>
      {page === 'sinistres' ? (
        <p>
          {t('help.sinistres.status')}{' '}
          <Link to={href('claim-status', locale)}>{t('help.sinistres.statusLink')}</Link>
        </p>
      ) : null}
      {page === 'contact' ? <AgentContact locale={locale} /> : null}
    </Step>
  );
}

/** The steps after a subject was chosen (3 and 4). */
interface SubjectStepProps {
  locale: Locale;
  state: HelpState;
  subject: HelpSubject;
  t: Translate;
}

function MethodsStep({ locale, state, subject, t }: SubjectStepProps) {
  const { page } = state;
  const route = helpRouteOf(page);
  const description = subjectText[page][subject.key]?.text;
  useEffect(() => {
    if (subject.form) void loadSubjectForm().catch(() => undefined);
  }, [subject.form]);
  return (
    <Step locale={locale} number={3} title={t('help.step3.title')}>
      {description ? <p>{t(description)}</p> : null}
      <ul className="help-choices">
        {(subject.links ?? []).map((option) => (
          <li key={`${option.role}:${JSON.stringify(option.link)}`}>
            <HelpLinkAnchor option={option} locale={locale} className="help-choice">
              <span className="help-choice__title">{t(linkText[option.role])}</span>
            </HelpLinkAnchor>
          </li>
        ))}
        {methodsOf(subject).map((method) => (
          <li key={method}>
            <ChoiceLink
              to={`${href(route, locale, { page: subject.slug?.[locale], method })}#${sectionId(locale, 4)}`}
              isCurrent={method === state.method}
            >
              <span className="help-choice__title">
                {/* spec 001 §2.2 complaint: 'Nous contacter par e-mail' */}
                {t(
                  page === 'reclamation' && method === 'form'
                    ? 'help.method.email'
                    : methodText[method],
                )}
              </span>
            </ChoiceLink>
          </li>
        ))}
      </ul>
    </Step>
  );
}

function DetailStep({ locale, state, subject, t }: SubjectStepProps) {
  const { page } = state;
  if (state.method === 'agent-info' || !subject.form) {
    return (
      <Step locale={locale} number={4} title={t('help.step4.agent')}>
        <p>{t('help.agent.intro')}</p>
        <AgentContact locale={locale} />
      </Step>
    );
  }
  const { name, category, animalTypes } = subject.form;
  const titleKey = formTitleText[name];
  return (
    <Step
      locale={locale}
      number={4}
      title={
        titleKey ? t(titleKey) : t('help.step4.form', { subject: subjectTitle(t, page, subject) })
      }
    >
      {name === 'demande-prise-en-charge' ? <CostCoverageIntro locale={locale} t={t} /> : null}
      <Suspense fallback={<p className="page-loading">{t('layout.loading')}</p>}>
        <SubjectForm
          // another subject is another form: nothing typed for one is sent with the other
          key={`${page}:${subject.key}`}
          name={name}
          locale={locale}
          category={category ? formCategories[category][locale] : undefined}
          animalTypes={animalTypes}
        />
      </Suspense>
    </Step>
  );
}

/** spec 001 §2.2: the cost coverage's veterinary report forms, by language, and the delay. */
function CostCoverageIntro({ locale, t }: { locale: Locale; t: Translate }) {
  return (
    <div className="help-note">
      <p>{t('help.costCoverage.reports')}</p>
      <ul>
        <li>
          <a href={documentHref('vet-report-pet', locale)}>{t('help.costCoverage.reportPet')}</a>
        </li>
        <li>
          <a href={documentHref('vet-report-horse', locale)}>
            {t('help.costCoverage.reportHorse')}
          </a>
        </li>
      </ul>
      <p>{t('help.costCoverage.delay')}</p>
    </div>
  );
}
