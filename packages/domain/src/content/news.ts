/**
 * The news grid's rules (spec 002 §2 "News grid"), shared by the server (API and the page it
 * renders) and the browser (filter tabs without a new request).
 */

/** The category that makes a post a blog post: the news grid leaves it out, the blog grid shows only it. */
export const blogCategoryId = 'blog';

export interface CategoryRef {
  readonly id: string;
}

export interface Categorised {
  readonly categories: readonly CategoryRef[];
}

const hasCategory = (post: Categorised, id: string) =>
  post.categories.some((category) => category.id === id);

export function isBlogPost(post: Categorised): boolean {
  return hasCategory(post, blogCategoryId);
}

/**
 * The posts of a news tab: tab 0 (no category) shows every post not in Blog; any other tab
 * shows the posts in that category, again without the Blog posts.
 */
export function newsOfTab<T extends Categorised>(
  posts: readonly T[],
  category?: string | null,
): T[] {
  return posts.filter((post) => !isBlogPost(post) && (!category || hasCategory(post, category)));
}

/** The blog grid: only the posts in the Blog category. */
export function blogPostsOf<T extends Categorised>(posts: readonly T[]): T[] {
  return posts.filter(isBlogPost);
}

/**
 * The tabs after tab 0: the categories, in their given order, that hold at least one post of
 * the news grid (Blog is never a tab; an empty tab is not offered).
 */
export function newsTabsOf<C extends CategoryRef>(
  posts: readonly Categorised[],
  categories: readonly C[],
): C[] {
  return categories.filter(
    (category) => category.id !== blogCategoryId && newsOfTab(posts, category.id).length > 0,
  );
}

/** spec 002: a tile's categories joined by ' - '. */
export function joinCategoryLabels(categories: readonly { readonly label: string }[]): string {
  return categories.map((category) => category.label).join(' - ');
}
