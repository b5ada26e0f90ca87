import { brand } from '@app/domain/brand';
import { type ReactNode, useEffect, useRef } from 'react';
import { useLocation } from 'react-router';

interface PageHeadingProps {
  /** The page's name, used for document.title ("name | brand"). */
  title: string;
  /** Heading content when it differs from the document title. */
  children?: ReactNode;
}

/**
 * The h1 of every page. After a client-side navigation it takes the focus, so screen readers
 * announce the new page (the first load keeps the browser's own behaviour).
 */
export function PageHeading({ title, children }: PageHeadingProps) {
  const ref = useRef<HTMLHeadingElement>(null);
  const location = useLocation();

  useEffect(() => {
    document.title = `${title} | ${brand.name}`;
  }, [title]);

  useEffect(() => {
    // react-router gives the first entry of the session the key "default".
    if (location.key !== 'default') ref.current?.focus({ preventScroll: true });
  }, [location.key]);

  return (
    <h1 ref={ref} tabIndex={-1} className="page-heading">
      {children ?? title}
    </h1>
  );
}
