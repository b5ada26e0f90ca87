import { matchRoute } from '@app/domain/routes';
import type { MouseEvent } from 'react';
import { useNavigate } from 'react-router';

/**
 * A text rendered by the server from our content files (Markdown without raw HTML, links
 * resolved and checked at load). Links to pages of the site navigate without a reload; links
 * to PDFs, e-mail and outside pages behave as links.
 */
export function ContentHtml({ html, className }: { html: string; className: string }) {
  const navigate = useNavigate();
  const onClick = (event: MouseEvent<HTMLDivElement>) => {
    if (event.defaultPrevented || event.button !== 0) return;
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    const link = (event.target as Element).closest('a');
    const target = link?.getAttribute('href');
    if (!target?.startsWith('/')) return;
    const [pathname = '/'] = target.split(/[?#]/);
    if (!matchRoute(pathname)) return;
    event.preventDefault();
    navigate(target);
  };
  return (
    // biome-ignore lint/security/noDangerouslySetInnerHtml: our server's rendering of our own Markdown files, raw HTML refused when they load
    // biome-ignore lint/a11y/useKeyWithClickEvents: the links' own clicks, delegated; Enter on a link fires them too
    // biome-ignore lint/a11y/noStaticElementInteractions: the links' own clicks, delegated
    <div className={className} onClick={onClick} dangerouslySetInnerHTML={{ __html: html }} />
  );
}
