import { type LegalDocument, legalDocuments } from '@app/domain/content/documents';
import { href, localeOfPath } from '@app/domain/routes';
import type { LegalDocumentContent } from '@app/domain/schemas/content';
import { useIntl } from 'react-intl';
import { Link, useLocation } from 'react-router';
import { QueryProvider } from '../../lib/query-provider';
import { PageHeading } from '../../ui/page-heading';
import { useLegalDocument } from './api/use-content';
import { ContentHtml } from './components/content-html';
import { ContentState } from './components/content-state';
import './content.css';

function LegalContent({
  document,
  other,
}: {
  document: LegalDocumentContent;
  other: LegalDocument;
}) {
  const intl = useIntl();
  const locale = localeOfPath(useLocation().pathname);
  const t = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  const otherTitle = t(
    other === 'general-conditions' ? 'footer.conditions' : 'footer.customerInformation',
  );
  // the server renders the same markup (apps/server/src/services/content/content-pages.ts)
  return (
    <div className="container content-page legal-page">
      <PageHeading title={document.title} />
      <p className="legal-page__edition">{document.edition}</p>
      <p className="content-page__lead">{document.summary}</p>
      <p className="legal-page__download">
        <a className="legal-page__pdf" href={document.pdf} type="application/pdf">
          {t('content.legal.download', { title: document.title })}
        </a>
      </p>
      <nav className="legal-page__toc" aria-label={t('content.legal.toc')}>
        <ol>
          {document.toc.map((entry) => (
            <li key={entry.id} className={`legal-page__toc-level-${entry.level}`}>
              <a href={`#${entry.id}`}>{entry.title}</a>
            </li>
          ))}
        </ol>
      </nav>
      <ContentHtml className="content-text legal-page__text" html={document.html} />
      <p className="content-page__more">
        {t('content.legal.seeAlso')} <Link to={href(other, locale)}>{otherTitle}</Link>
      </p>
    </div>
  );
}

function LegalLoader({ document }: { document: LegalDocument }) {
  const locale = localeOfPath(useLocation().pathname);
  const other = legalDocuments.find((id) => id !== document) as LegalDocument;
  return (
    <ContentState query={useLegalDocument(document, locale)}>
      {(content) => <LegalContent document={content} other={other} />}
    </ContentState>
  );
}

/** The general conditions or the art. 3 VVG/LCA information, with their PDF. */
export default function LegalPage({ document }: { document: LegalDocument }) {
  return (
    <QueryProvider>
      <LegalLoader document={document} />
    </QueryProvider>
  );
}
