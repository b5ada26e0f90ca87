import { href, localeOfPath, type RouteName } from '@app/domain/routes';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { Link, useLocation } from 'react-router';
import { lazyOnIntent } from '../../../lib/lazy-on-intent';
import type { ModalContest } from './contest-form';
import '../public-forms.css';

// the forms load when a visitor opens one (or points at or tabs to a button that opens one): the
// page showing the section stays light
const contestDialogs = lazyOnIntent(() => import('./contest-dialogs'));
const ContestDialogs = contestDialogs.Component;

interface Texts {
  title: string;
  text: string;
}

const modalContests: ({ contest: ModalContest } & Texts)[] = [
  {
    contest: 'summer-contest',
    title: 'contests.summer.title',
    text: 'contests.summer.text',
  },
  {
    contest: 'tirage-au-sort-canin',
    title: 'contests.dogDraw.title',
    text: 'contests.dogDraw.text',
  },
];

const pageContests: ({ route: RouteName } & Texts)[] = [
  { route: 'chi-draw', title: 'contests.chi.cardTitle', text: 'contests.chi.cardText' },
  {
    route: 'challenge-saut',
    title: 'contests.challenge.saut.title',
    text: 'contests.challenge.saut.text',
  },
  {
    route: 'challenge-dressage',
    title: 'contests.challenge.dressage.title',
    text: 'contests.challenge.dressage.text',
  },
];

/**
 * The contests and draws (spec 002 §2): the summer contest and the dog draw open their form in a
 * modal ('take part'), the CHI draw and the challenges have their pages. Shown on the home page
 * and on the contests page. Its texts are the site's (`contests.*`): the public forms' catalogue
 * comes with the forms, when a visitor opens one (home-js budget).
 */
export default function ContestsSection() {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const locale = localeOfPath(useLocation().pathname);
  const [open, setOpen] = useState<ModalContest | null>(null);
  return (
    <section className="contests" aria-labelledby="contests-title">
      <h2 id="contests-title">{t('contests.title')}</h2>
      <ul className="contests__list">
        {modalContests.map(({ contest, title, text }) => (
          <li key={contest} className="contests__card">
            <h3>{t(title)}</h3>
            <p>{t(text)}</p>
            <button
              type="button"
              className="button"
              {...contestDialogs.intentProps}
              onClick={() => setOpen(contest)}
            >
              {t('contests.takePart')}
              <span className="visually-hidden"> – {t(title)}</span>
            </button>
          </li>
        ))}
        {pageContests.map(({ route, title, text }) => (
          <li key={route} className="contests__card">
            <h3>{t(title)}</h3>
            <p>{t(text)}</p>
            <Link className="button button--secondary" to={href(route, locale)}>
              {t('contests.more')}
              <span className="visually-hidden"> – {t(title)}</span>
            </Link>
          </li>
        ))}
      </ul>
      {/* a form that cannot load is said here; the page stays */}
      {open ? <ContestDialogs contest={open} onClose={() => setOpen(null)} /> : null}
    </section>
  );
}
