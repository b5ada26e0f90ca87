import { href, localeOfPath } from '@app/domain/routes';
import { useEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import { ApiError, ValidationError } from '../../lib/api';
import { type ResumedDraft, redeemResumeLink } from '../../lib/resume-links';
import { PageHeading } from '../../ui/page-heading';

/** How the app puts a resumed draft back where its flow keeps it (given by the app shell). */
export type Restorers = Record<
  ResumedDraft['kind'],
  () => Promise<(draft: ResumedDraft) => Promise<void>>
>;

type Outcome = { state: 'opening' } | { state: 'refused'; status: number; message: string };

/**
 * The page of a "continue later" e-mail (issue 13; route resume-link, /reprendre?token=…):
 * the link is redeemed exactly once (a second call would use it up: React's StrictMode runs
 * effects twice, hence the guard), the quote or claim draft is put back in the browser's store
 * as if typed here, then the flow opens at the step to continue. A used or expired link (410)
 * or a request sent meanwhile (409) says so, with a way to start again.
 */
export default function ResumeLinkPage({ restorers }: { restorers: Restorers }) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const navigate = useNavigate();
  const locale = localeOfPath(useLocation().pathname);
  const [search] = useSearchParams();
  const token = search.get('token')?.trim() ?? '';
  const [outcome, setOutcome] = useState<Outcome>({ state: 'opening' });
  const redeemed = useRef<string | null>(null);

  // biome-ignore lint/correctness/useExhaustiveDependencies: once per token (the link is single-use); the other values are read when it answers
  useEffect(() => {
    if (!token) {
      setOutcome({ state: 'refused', status: 410, message: t('resume.page.invalid') });
      return;
    }
    if (redeemed.current === token) return;
    redeemed.current = token;
    redeemResumeLink(token)
      .then(async (draft) => {
        const restore = await restorers[draft.kind]();
        await restore(draft);
        navigate(draft.resume_path, { replace: true });
      })
      .catch((error: unknown) => {
        const status =
          error instanceof ValidationError ? 422 : error instanceof ApiError ? error.status : 0;
        const message =
          error instanceof Error && status > 0 ? error.message : t('ui.error.generic');
        setOutcome({ state: 'refused', status, message });
      });
  }, [token]);

  return (
    <div className="container narrow resume-page">
      <PageHeading title={t('resume.page.title')} />
      {outcome.state === 'opening' ? (
        <p role="status">{t('resume.page.opening')}</p>
      ) : (
        <>
          <div className="alert" role="alert">
            <p>{outcome.message}</p>
            {outcome.status === 409 ? <p>{t('resume.page.sent')}</p> : null}
          </div>
          <h2>{t('resume.page.startAgain')}</h2>
          <ul className="resume-page__links">
            <li>
              <Link to={href('subscription-step-1', locale)}>{t('resume.page.newQuote')}</Link>
            </li>
            <li>
              <Link to={href('declaration-step-1', locale)}>{t('resume.page.newClaim')}</Link>
            </li>
            <li>
              <Link to={href('home', locale)}>{t('resume.page.home')}</Link>
            </li>
          </ul>
        </>
      )}
    </div>
  );
}
