import { swissToday } from '@app/domain/dates/swiss-today';
import { localeOfPath } from '@app/domain/routes';
import { useMemo } from 'react';
import { useLocation } from 'react-router';

/** The page's locale and today's Swiss date (fixed for the page's life). */
export function useWizardContext() {
  const { pathname } = useLocation();
  const locale = localeOfPath(pathname);
  const today = useMemo(() => swissToday(new Date()), []);
  return { locale, today };
}
