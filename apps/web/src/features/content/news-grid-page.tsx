import { brand } from '@app/domain/brand';
import { blogPostsOf, newsOfTab, newsTabsOf } from '@app/domain/content/news';
import { href, localeOfPath } from '@app/domain/routes';
import type { NewsList } from '@app/domain/schemas/content';
import { useIntl } from 'react-intl';
import { Link, useLocation, useSearchParams } from 'react-router';
import { QueryProvider } from '../../lib/query-provider';
import { PageHeading } from '../../ui/page-heading';
import { useNews } from './api/use-content';
import { ContentState } from './components/content-state';
import { NewsGrid } from './components/news-tile';
import './content.css';

export type GridKind = 'news' | 'blog';

/**
 * spec 002 "News grid": filter tabs (tab 0 = every post not in Blog, any other = that category
 * without Blog) above the tiles; on small screens the tabs fold behind a toggle (a native
 * disclosure, so that it works before and without JavaScript); on larger ones they are a plain
 * list outside it. The tabs are links with the
 * category in the address: the server renders any tab, back and forward work.
 */
function NewsContent({ list }: { list: NewsList }) {
  const intl = useIntl();
  const locale = localeOfPath(useLocation().pathname);
  const [searchParams] = useSearchParams();
  const t = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  const tabs = newsTabsOf(list.posts, list.categories);
  const asked = searchParams.get('category');
  const current = tabs.some((tab) => tab.id === asked) ? asked : null;
  const tab = (label: string, id: string | null) => (
    <li key={id ?? ''}>
      <Link
        className="news-filters__tab"
        to={href('news', locale, {}, { category: id })}
        aria-current={current === id ? 'page' : undefined}
        preventScrollReset
      >
        {label}
      </Link>
    </li>
  );
  const filters = (
    <nav className="news-filters__nav" aria-label={t('content.news.filtersLabel')}>
      <ul className="news-filters__list">
        {tab(t('content.news.all'), null)}
        {tabs.map((entry) => tab(entry.label, entry.id))}
      </ul>
    </nav>
  );
  // the server renders the same markup (apps/server/src/services/content/content-pages.ts)
  return (
    <div className="container content-page news-page">
      <PageHeading title={t('content.news.title')} isSameWithOtherQuery />
      <p className="content-page__lead">{t('content.news.lead', { brand: brand.name })}</p>
      {/* the tabs twice: folded behind a native disclosure on small screens, as a plain list
          from tablets on (CSS shows one of them), so that no browser depends on styling the
          inside of <details> (::details-content) to show them */}
      <details className="news-filters news-filters--folded">
        <summary className="news-filters__toggle">{t('content.news.filters')}</summary>
        {filters}
      </details>
      <div className="news-filters news-filters--open">{filters}</div>
      <NewsGrid
        posts={newsOfTab(list.posts, current)}
        locale={locale}
        emptyText={t('content.news.empty')}
      />
      <p className="content-page__more">
        <Link to={href('blog', locale)}>{t('content.news.toBlog')}</Link>
      </p>
    </div>
  );
}

/** The separate blog grid: only the posts in the Blog category. */
function BlogContent({ list }: { list: NewsList }) {
  const intl = useIntl();
  const locale = localeOfPath(useLocation().pathname);
  const t = (id: string) => intl.formatMessage({ id });
  return (
    <div className="container content-page news-page">
      <PageHeading title={t('content.blog.title')} />
      <p className="content-page__lead">{t('content.blog.lead')}</p>
      <NewsGrid
        posts={blogPostsOf(list.posts)}
        locale={locale}
        emptyText={t('content.news.empty')}
      />
      <p className="content-page__more">
        <Link to={href('news', locale)}>{t('content.blog.toNews')}</Link>
      </p>
    </div>
  );
}

function GridLoader({ kind }: { kind: GridKind }) {
  const locale = localeOfPath(useLocation().pathname);
  return (
    <ContentState query={useNews(locale)}>
      {(list) => (kind === 'blog' ? <BlogContent list={list} /> : <NewsContent list={list} />)}
    </ContentState>
  );
}

export default function NewsGridPage({ kind }: { kind: GridKind }) {
  return (
    <QueryProvider>
      <GridLoader kind={kind} />
    </QueryProvider>
  );
}
