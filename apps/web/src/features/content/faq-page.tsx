import { href, localeOfPath } from '@app/domain/routes';
import type { Faq } from '@app/domain/schemas/content';
import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import { Link, useLocation } from 'react-router';
import { QueryProvider } from '../../lib/query-provider';
import { PageHeading } from '../../ui/page-heading';
import { useFaq } from './api/use-content';
import { ContentHtml } from './components/content-html';
import { ContentState } from './components/content-state';
import './content.css';

/** A question named in the address (#anchor) opens, as a link to it promises. */
function useOpenQuestionOfHash(faq: Faq | undefined) {
  const { hash } = useLocation();
  useEffect(() => {
    if (!faq || !hash) return;
    const element = document.getElementById(decodeURIComponent(hash.slice(1)));
    if (element instanceof HTMLDetailsElement) {
      element.open = true;
      element.scrollIntoView({ block: 'start' });
    }
  }, [faq, hash]);
}

function FaqContent({ faq }: { faq: Faq }) {
  const intl = useIntl();
  const locale = localeOfPath(useLocation().pathname);
  const t = (id: string) => intl.formatMessage({ id });
  useOpenQuestionOfHash(faq);
  // the server renders the same markup (apps/server/src/services/content/content-pages.ts)
  return (
    <div className="container content-page faq-page">
      <PageHeading title={t('content.faq.title')} />
      <p className="content-page__lead">{t('content.faq.lead')}</p>
      <nav className="faq-topics" aria-label={t('content.faq.topics')}>
        <ul>
          {faq.categories.map((category) => (
            <li key={category.id}>
              <a href={`#faq-${category.id}`}>{category.title}</a>
            </li>
          ))}
        </ul>
      </nav>
      {faq.categories.map((category) => (
        <section key={category.id} className="faq-category" aria-labelledby={`faq-${category.id}`}>
          <h2 id={`faq-${category.id}`}>{category.title}</h2>
          {category.questions.map((question) => (
            <details key={question.id} className="faq-item" id={question.id}>
              <summary className="faq-item__question">{question.question}</summary>
              <ContentHtml className="faq-item__answer content-text" html={question.html} />
            </details>
          ))}
        </section>
      ))}
      <aside className="content-page__more" aria-labelledby="faq-more">
        <h2 id="faq-more">{t('content.faq.moreTitle')}</h2>
        <p>
          {t('content.faq.moreText')}{' '}
          <Link to={href('help', locale)}>{t('content.faq.moreHelp')}</Link>
        </p>
      </aside>
    </div>
  );
}

function FaqLoader() {
  const locale = localeOfPath(useLocation().pathname);
  return <ContentState query={useFaq(locale)}>{(faq) => <FaqContent faq={faq} />}</ContentState>;
}

export default function FaqPage() {
  return (
    <QueryProvider>
      <FaqLoader />
    </QueryProvider>
  );
}
