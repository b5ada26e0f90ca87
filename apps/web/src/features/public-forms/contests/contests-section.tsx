import { href, localeOfPath, type RouteName } from '@app/domain/routes';
import { lazy, Suspense, useState } from 'react';
import { useIntl } from 'react-intl';
import { Link, useLocation } from 'react-router';
import { publicFormsMessages } from '../public-forms-messages';
import type { ModalContest } from './contest-form';
import '../public-forms.css';

// the forms load when a visitor opens one: the page showing the section stays light
const ContestDialogs = lazy(() => import('./contest-dialogs'));

interface Texts {
  title: string;
  text: string;
}

const modalContests: ({ contest: ModalContest } & Texts)[] = [
  {
    contest: 'summer-contest',
    title: 'publicForms.summer.title',
    text: 'publicForms.summer.text',
  },
  {
    contest: 'tirage-au-sort-canin',
    title: 'publicForms.dogDraw.title',
    text: 'publicForms.dogDraw.text',
  },
];

const pageContests: ({ route: RouteName } & Texts)[] = [
  { route: 'chi-draw', title: 'publicForms.chi.cardTitle', text: 'publicForms.chi.cardText' },
  {
    route: 'challenge-saut',
    title: 'publicForms.challenge.saut.title',
    text: 'publicForms.challenge.saut.text',
  },
  {
    route: 'challenge-dressage',
    title: 'publicForms.challenge.dressage.title',
    text: 'publicForms.challenge.dressage.text',
  },
];

/**
 * The contests and draws (spec 002 §2): the summer contest and the dog draw open their form in a
 * modal ('take part'), the CHI draw and the challenges have their pages. Shown on the home page
 * and on the contests page.
 */
export default function ContestsSection() {
  const locale = localeOfPath(useLocation().pathname);
  return (
    <publicFormsMessages.WithMessages locale={locale}>
      <Contests />
    </publicFormsMessages.WithMessages>
  );
}

function Contests() {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const locale = localeOfPath(useLocation().pathname);
  const [open, setOpen] = useState<ModalContest | null>(null);
  return (
    <section className="contests" aria-labelledby="contests-title">
      <h2 id="contests-title">{t('publicForms.contests.title')}</h2>
      <ul className="contests__list">
        {modalContests.map(({ contest, title, text }) => (
          <li key={contest} className="contests__card">
            <h3>{t(title)}</h3>
            <p>{t(text)}</p>
            <button type="button" className="button" onClick={() => setOpen(contest)}>
              {t('publicForms.contest.takePart')}
              <span className="visually-hidden"> – {t(title)}</span>
            </button>
          </li>
        ))}
        {pageContests.map(({ route, title, text }) => (
          <li key={route} className="contests__card">
            <h3>{t(title)}</h3>
            <p>{t(text)}</p>
            <Link className="button button--secondary" to={href(route, locale)}>
              {t('publicForms.contest.more')}
              <span className="visually-hidden"> – {t(title)}</span>
            </Link>
          </li>
        ))}
      </ul>
      {open ? (
        <Suspense fallback={null}>
          <ContestDialogs contest={open} onClose={() => setOpen(null)} />
        </Suspense>
      ) : null}
    </section>
  );
}
