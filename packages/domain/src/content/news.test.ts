import { describe, expect, it } from 'vitest';
import { blogPostsOf, isBlogPost, joinCategoryLabels, newsOfTab, newsTabsOf } from './news';

const post = (id: string, ...categories: string[]) => ({
  id,
  categories: categories.map((category) => ({ id: category })),
});

const posts = [
  post('ticks', 'health', 'dogs'),
  post('colic', 'health', 'horses'),
  post('puppy-diary', 'blog', 'dogs'),
  post('fair', 'events', 'horses'),
  post('senior-horse', 'blog', 'horses'),
  post('only-blog', 'blog'),
];
const ids = (list: { id: string }[]) => list.map((entry) => entry.id);

describe('news grid tabs (spec 002 "News grid")', () => {
  it.each([
    ['tab 0: every post not in Blog', null, ['ticks', 'colic', 'fair']],
    ['tab 0 with an empty category', '', ['ticks', 'colic', 'fair']],
    ['a category: its posts without the Blog ones', 'dogs', ['ticks']],
    ['a category shared by news and blog posts', 'horses', ['colic', 'fair']],
    ['the Blog category itself: nothing in the news grid', 'blog', []],
    ['an unknown category: nothing', 'cats', []],
  ])('%s', (_name, tab, expected) => {
    expect(ids(newsOfTab(posts, tab))).toEqual(expected);
  });

  it('keeps the given order', () => {
    expect(ids(newsOfTab([...posts].reverse()))).toEqual(['fair', 'colic', 'ticks']);
  });

  it('the blog grid shows only Blog posts, whatever their other categories', () => {
    expect(ids(blogPostsOf(posts))).toEqual(['puppy-diary', 'senior-horse', 'only-blog']);
    expect(posts.map(isBlogPost)).toEqual([false, false, true, false, true, true]);
  });

  it('offers as tabs the categories holding a news post, in the category order, never Blog', () => {
    const categories = ['blog', 'cats', 'dogs', 'events', 'health', 'horses'].map((id) => ({
      id,
      label: id.toUpperCase(),
    }));
    expect(ids(newsTabsOf(posts, categories))).toEqual(['dogs', 'events', 'health', 'horses']);
    // dogs only in a blog post: no dog tab
    expect(ids(newsTabsOf([post('a', 'blog', 'dogs'), post('b', 'health')], categories))).toEqual([
      'health',
    ]);
  });

  it("joins the categories' labels with ' - '", () => {
    expect(joinCategoryLabels([{ label: 'Santé' }, { label: 'Chiens' }])).toBe('Santé - Chiens');
    expect(joinCategoryLabels([{ label: 'Blog' }])).toBe('Blog');
  });
});
