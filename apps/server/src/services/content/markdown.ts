import type { Locale } from '@app/domain/locale';
import MarkdownIt, { type Token } from 'markdown-it';

/**
 * Markdown of the content files to HTML. Raw HTML is never passed through (markdown-it with
 * `html: false` escapes it), images are refused, and links are resolved here:
 * `route:<name>[#anchor]` (the route table), `doc:<document>` (a PDF of ours), `#anchor`,
 * `https:`, `mailto:` and `tel:`. Anything else is an error of the content file, found when the
 * server loads it.
 */
export class ContentError extends Error {
  constructor(
    readonly file: string,
    message: string,
  ) {
    super(`${file}: ${message}`);
    this.name = 'ContentError';
  }
}

export type LinkResolver = (href: string, locale: Locale) => string | null;

const md = new MarkdownIt('commonmark', { html: false, linkify: false, typographer: false })
  .enable('table')
  .enable('strikethrough');
// every link reaches parseMarkdown(), whose resolver alone decides (a refused one is an error,
// not text that silently stays in the page)
md.validateLink = () => true;

// A table may be wider than a phone: it scrolls inside a region that the keyboard can reach,
// named after its column headings.
md.renderer.rules.table_open = (tokens, index) => {
  const headings: string[] = [];
  for (let i = index + 1; i < tokens.length && tokens[i]?.type !== 'thead_close'; i += 1) {
    if (tokens[i]?.type === 'inline') headings.push(tokens[i]?.content ?? '');
  }
  const label = md.utils.escapeHtml(headings.join(', '));
  return `<div class="content-table" role="region" tabindex="0" aria-label="${label}"><table>\n`;
};
md.renderer.rules.table_close = () => '</table></div>\n';

/** An ASCII anchor from a heading or a question: "Délai d’attente ?" → "delai-d-attente". */
export function slugify(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/ß/g, 'ss')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80);
}

export interface ParsedMarkdown {
  tokens: Token[];
  /** h2 headings with their anchors, in order. */
  headings: { level: number; id: string; title: string }[];
}

function plainText(inline: Token | undefined): string {
  return (inline?.children ?? [])
    .filter((child) => child.type === 'text' || child.type === 'code_inline')
    .map((child) => child.content)
    .join('');
}

/** Parses a body: checks it, gives each h2/h3 an anchor and resolves every link for the locale. */
export function parseMarkdown(
  source: string,
  options: { file: string; locale: Locale; resolveLink: LinkResolver },
): ParsedMarkdown {
  const { file, locale, resolveLink } = options;
  if (/<\/?[a-z][^>]*>/i.test(source)) {
    throw new ContentError(file, 'raw HTML is not allowed in content (write Markdown)');
  }
  const tokens = md.parse(source, {});
  const headings: ParsedMarkdown['headings'] = [];
  const used = new Set<string>();
  tokens.forEach((token, index) => {
    if (token.type === 'heading_open') {
      const level = Number(token.tag.slice(1));
      if (level === 1) throw new ContentError(file, 'a level-1 heading: the title is the page’s');
      const title = plainText(tokens[index + 1]);
      let id = slugify(title) || `section-${index}`;
      for (let n = 2; used.has(id); n += 1) id = `${slugify(title)}-${n}`;
      used.add(id);
      token.attrSet('id', id);
      headings.push({ level, id, title });
    }
    for (const child of token.children ?? []) {
      if (child.type === 'image') throw new ContentError(file, 'images are not allowed in a text');
      if (child.type === 'link_open') {
        const href = String(child.attrGet('href') ?? '');
        const resolved = href ? resolveLink(href, locale) : null;
        if (!resolved) throw new ContentError(file, `link not allowed or unknown: "${href}"`);
        child.attrSet('href', resolved);
      }
    }
  });
  return { tokens, headings };
}

export function renderTokens(tokens: Token[]): string {
  return md.renderer.render(tokens, md.options, {});
}

/** One line of inline Markdown (a formatted title): emphasis only, no links. */
export function renderInline(source: string, file: string): string {
  if (/<\/?[a-z][^>]*>/i.test(source)) throw new ContentError(file, 'raw HTML in a title');
  const tokens = md.parseInline(source, {});
  for (const child of tokens[0]?.children ?? []) {
    if (
      !['text', 'strong_open', 'strong_close', 'em_open', 'em_close', 'softbreak'].includes(
        child.type,
      )
    ) {
      throw new ContentError(file, `only bold and italics are allowed in a title (${child.type})`);
    }
  }
  return md.renderer.render(tokens, md.options, {});
}

export function escapeHtml(text: string): string {
  return text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;');
}
