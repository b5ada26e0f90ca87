import { isBlogPost, joinCategoryLabels } from '@app/domain/content/news';
import { newsDateParts } from '@app/domain/content/news-date';
import { href, localeOfPath } from '@app/domain/routes';
import type { NewsPost } from '@app/domain/schemas/content';
import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import { Link, useLocation, useNavigate, useParams } from 'react-router';
import { QueryProvider } from '../../lib/query-provider';
import { PageHeading } from '../../ui/page-heading';
import { useNewsPost } from './api/use-content';
import { ContentHtml } from './components/content-html';
import { ContentState } from './components/content-state';
import './content.css';

function PostContent({ post }: { post: NewsPost }) {
  const intl = useIntl();
  const { pathname } = useLocation();
  const locale = localeOfPath(pathname);
  const navigate = useNavigate();
  const date = newsDateParts(post.date, locale);
  const back = isBlogPost(post)
    ? { route: 'blog' as const, text: intl.formatMessage({ id: 'content.post.backToBlog' }) }
    : { route: 'news' as const, text: intl.formatMessage({ id: 'content.post.backToNews' }) };

  // the language switch keeps the slug of the other language: the post's own address replaces it
  useEffect(() => {
    if (pathname !== post.url) navigate(post.url, { replace: true });
  }, [pathname, post.url, navigate]);

  // the server renders the same markup (apps/server/src/services/content/content-pages.ts)
  return (
    <div className="container content-page post-page">
      <p className="post-page__back">
        <Link to={href(back.route, locale)}>{back.text}</Link>
      </p>
      <article className="post">
        <PageHeading title={post.title} />
        <p className="post__meta">
          <time dateTime={date.iso}>{date.text}</time>
          {' · '}
          <span className="post__categories">{joinCategoryLabels(post.categories)}</span>
        </p>
        <img
          className="post__image"
          src={post.thumbnail.src}
          alt={post.thumbnail.alt}
          width="400"
          height="250"
        />
        <p className="post__excerpt">{post.excerpt}</p>
        <ContentHtml className="content-text post__body" html={post.html} />
      </article>
    </div>
  );
}

function PostLoader() {
  const locale = localeOfPath(useLocation().pathname);
  const { slug = '' } = useParams();
  return (
    <ContentState query={useNewsPost(slug, locale)}>
      {(post) => <PostContent post={post} />}
    </ContentState>
  );
}

/** A news or blog post (same route for both; the back link follows the Blog category). */
export default function PostPage() {
  return (
    <QueryProvider>
      <PostLoader />
    </QueryProvider>
  );
}
