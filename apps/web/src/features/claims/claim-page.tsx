import { href, localeOfPath } from '@app/domain/routes';
import { useLayoutEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { Navigate, useLocation, useNavigate, useSearchParams } from 'react-router';
import { NotFoundPage } from '../../app/not-found-page';
import { PageHeading } from '../../app/page-heading';
import { QueryProvider } from '../../app/query-provider';
import {
  type ClaimDraft,
  emptyDraft,
  readSavedDraft,
  resetDraft,
  resumeSavedDraft,
  startDraft,
  useClaimDraft,
} from './claim-draft';
import {
  type ClaimRouteName,
  type ClaimStepNumber,
  claimStepRoutes,
  stepOfRoute,
  stepsOf,
  stepTitleIds,
} from './claim-steps';
import { ResumeDialog } from './components/resume-dialog';
import { StepIndicator } from './components/step-indicator';
import { BankInfoStep } from './steps/bank-info-step';
import { CaseDetailStep } from './steps/case-detail-step';
import { CaseTypeStep } from './steps/case-type-step';
import { DescriptionStep } from './steps/description-step';
import { DocumentsStep } from './steps/documents-step';
import { FinalStep } from './steps/final-step';
import { IdentificationStep } from './steps/identification-step';
import './claims.css';

/** The claim declaration (spec 001 §2.1): one lazily loaded page for the seven steps. */
export default function ClaimPage({ route }: { route: ClaimRouteName }) {
  return (
    <QueryProvider>
      <ClaimFlow route={route} />
    </QueryProvider>
  );
}

/** The step the draft may open: the one asked for, or the furthest one reached. */
function allowedStep(draft: ClaimDraft, step: ClaimStepNumber): ClaimStepNumber {
  if (draft.isComplete) return 7;
  const reached = Math.min(7, Math.max(1, draft.reachedStep)) as ClaimStepNumber;
  if (step > reached || !stepsOf(draft).includes(step) || step === 7) return reached;
  return step;
}

function ClaimFlow({ route }: { route: ClaimRouteName }) {
  const location = useLocation();
  const locale = localeOfPath(location.pathname);
  const [searchParams] = useSearchParams();
  const draft = useClaimDraft();
  const step = stepOfRoute(route);
  const existingId = step === 1 ? (searchParams.get('id')?.trim() ?? '') : '';

  // A step that completes the draft then navigates to step 7 in a transition: the draft's
  // update renders first, still at the old location. That render must not start afresh.
  const incompleteAt = useRef<string | null>(null);
  if (draft && !draft.isComplete) incompleteAt.current = location.key;
  const isJustCompleted = draft?.isComplete === true && incompleteAt.current === location.key;

  // spec 001 §2.1: step 1 starts afresh (as type existing with ?id=); a completed draft too
  const needsFreshStart =
    step === 1 &&
    (!draft ||
      (draft.isComplete && !isJustCompleted) ||
      (existingId !== '' &&
        (draft.type !== 'existing' ||
          draft.policyholder.web_identification_number !== existingId)));

  useLayoutEffect(() => {
    if (!needsFreshStart) return;
    if (!existingId) {
      startDraft();
      return;
    }
    const { policyholder } = emptyDraft();
    startDraft({
      type: 'existing',
      policyholder: { ...policyholder, web_identification_number: existingId },
    });
  }, [needsFreshStart, existingId]);

  if (route === 'add-documents') {
    // spec 001 §2.1: the link of the e-mails; without its parameter it is the 404 page
    const id = searchParams.get('webIdentificationNumber')?.trim();
    if (!id) return <NotFoundPage />;
    return <Navigate replace to={href('declaration-step-1', locale, {}, { id })} />;
  }
  if (step === null) return <NotFoundPage />;
  if (needsFreshStart) return null;
  if (!draft) return <ResumeOrStart step={step} />;

  const allowed = allowedStep(draft, step);
  if (allowed !== step) return <Navigate replace to={href(claimStepRoutes[allowed], locale)} />;

  return <StepFrame step={step} draft={draft} />;
}

/** A step beyond 1 opened without a draft of this visit (spec 001 §2.1 "Resuming"). */
function ResumeOrStart({ step }: { step: ClaimStepNumber }) {
  const intl = useIntl();
  const navigate = useNavigate();
  const locale = localeOfPath(useLocation().pathname);
  const [saved] = useState(() => readSavedDraft());
  if (!saved) return <Navigate replace to={href('declaration-step-1', locale)} />;
  return (
    <div className="container narrow claim-page">
      <PageHeading title={intl.formatMessage({ id: 'claims.documentTitle' })} />
      <ResumeDialog
        onRestart={() => {
          resetDraft();
          navigate(href('declaration-step-1', locale), { replace: true });
        }}
        onResume={() => {
          const resumed = resumeSavedDraft();
          if (!resumed) return;
          const allowed = allowedStep(resumed, step);
          if (allowed !== step) navigate(href(claimStepRoutes[allowed], locale), { replace: true });
        }}
      />
    </div>
  );
}

function StepFrame({ step, draft }: { step: ClaimStepNumber; draft: ClaimDraft }) {
  const intl = useIntl();
  const locale = localeOfPath(useLocation().pathname);
  const title = intl.formatMessage({ id: stepTitleIds[step] });
  const isRequestEmail = draft.type === 'request-email' || draft.type === 'request-email-closed';
  return (
    <div className="container narrow claim-page">
      <p className="claim-page__kicker">{intl.formatMessage({ id: 'claims.documentTitle' })}</p>
      {isRequestEmail ? null : (
        <StepIndicator
          locale={locale}
          type={draft.type}
          current={step}
          reachedStep={draft.reachedStep}
        />
      )}
      <PageHeading title={`${title} – ${intl.formatMessage({ id: 'claims.documentTitle' })}`}>
        {title}
      </PageHeading>
      {step === 1 ? <IdentificationStep draft={draft} locale={locale} /> : null}
      {step === 2 ? <CaseTypeStep draft={draft} locale={locale} /> : null}
      {step === 3 ? <CaseDetailStep draft={draft} locale={locale} /> : null}
      {step === 4 ? <DescriptionStep draft={draft} locale={locale} /> : null}
      {step === 5 ? <BankInfoStep draft={draft} locale={locale} /> : null}
      {step === 6 ? <DocumentsStep draft={draft} locale={locale} /> : null}
      {step === 7 ? <FinalStep draft={draft} locale={locale} /> : null}
    </div>
  );
}
