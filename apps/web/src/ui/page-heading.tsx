import { brand } from '@app/domain/brand';
import { type ReactNode, useEffect, useRef } from 'react';
import { useLocation } from 'react-router';

interface PageHeadingProps {
  /** The page's name, used for document.title ("name | brand"). */
  title: string;
  /** Heading content when it differs from the document title. */
  children?: ReactNode;
  /** A change of the query only (a filter tab) is the same page: the focus stays where it is. */
  isSameWithOtherQuery?: boolean;
  /**
   * What identifies the page when its address carries its state (the help centre's steps): a
   * navigation that keeps it is a choice on the page, which moves the focus itself.
   */
  pageKey?: string;
}

/**
 * The h1 of every page. After a client-side navigation it takes the focus, so screen readers
 * announce the new page (the first load keeps the browser's own behaviour).
 */
export function PageHeading({
  title,
  children,
  isSameWithOtherQuery = false,
  pageKey,
}: PageHeadingProps) {
  const ref = useRef<HTMLHeadingElement>(null);
  const location = useLocation();

  useEffect(() => {
    document.title = `${title} | ${brand.name}`;
  }, [title]);

  const page = pageKey ?? (isSameWithOtherQuery ? location.pathname : location.key);
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the page changes
  useEffect(() => {
    // react-router gives the first entry of the session the key "default".
    if (location.key !== 'default') ref.current?.focus({ preventScroll: true });
  }, [page]);

  return (
    <h1 ref={ref} tabIndex={-1} className="page-heading">
      {children ?? title}
    </h1>
  );
}
