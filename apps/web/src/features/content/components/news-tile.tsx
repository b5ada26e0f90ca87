import { joinCategoryLabels } from '@app/domain/content/news';
import { newsDateParts } from '@app/domain/content/news-date';
import type { Locale } from '@app/domain/locale';
import type { NewsSummary } from '@app/domain/schemas/content';
import { Link } from 'react-router';

/**
 * A tile of the news and blog grids (spec 002 "News grid"): thumbnail, date (day, abbreviated
 * month, year), categories joined by ' - ', the formatted title or else the title in bold; the
 * style alternates with the index. Same markup as the server's newsTile().
 */
export function NewsTile({
  post,
  index,
  locale,
}: {
  post: NewsSummary;
  index: number;
  locale: Locale;
}) {
  const date = newsDateParts(post.date, locale);
  const parity = index % 2 === 0 ? 'even' : 'odd';
  return (
    <li className="news-grid__item">
      <article className={`news-tile news-tile--${parity}`}>
        <img
          className="news-tile__image"
          src={post.thumbnail.src}
          alt=""
          width="400"
          height="250"
          loading={index >= 3 ? 'lazy' : undefined}
        />
        <div className="news-tile__body">
          <p className="news-tile__meta">
            <time dateTime={date.iso}>{date.text}</time>
            {' · '}
            <span className="news-tile__categories">{joinCategoryLabels(post.categories)}</span>
          </p>
          <h2 className="news-tile__title">
            {post.formatted_title_html ? (
              // biome-ignore lint/security/noDangerouslySetInnerHtml: the server's inline Markdown (bold and italics only, no raw HTML)
              <Link to={post.url} dangerouslySetInnerHTML={{ __html: post.formatted_title_html }} />
            ) : (
              <Link to={post.url}>
                <strong>{post.title}</strong>
              </Link>
            )}
          </h2>
          <p className="news-tile__excerpt">{post.excerpt}</p>
        </div>
      </article>
    </li>
  );
}

export function NewsGrid({
  posts,
  locale,
  emptyText,
}: {
  posts: NewsSummary[];
  locale: Locale;
  emptyText: string;
}) {
  if (posts.length === 0) return <p className="news-grid__empty">{emptyText}</p>;
  return (
    <ul className="news-grid">
      {posts.map((post, index) => (
        <NewsTile key={post.id} post={post} index={index} locale={locale} />
      ))}
    </ul>
  );
}
