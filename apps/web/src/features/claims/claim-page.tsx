import { href, localeOfPath } from '@app/domain/routes';
import { resumeLinkRequestSchema } from '@app/domain/schemas/resume-links';
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { Navigate, useLocation, useNavigate, useSearchParams } from 'react-router';
import { QueryProvider } from '../../lib/query-provider';
import { requestResumeLink } from '../../lib/resume-links';
import { ContinueLater } from '../../ui/continue-later';
import { NotFoundPage } from '../../ui/not-found-page';
import { PageHeading } from '../../ui/page-heading';
import { serverErrorsOf } from '../../ui/server-errors';
import { StepIndicator } from '../../ui/step-indicator';
import { openAddDocuments } from './api/open-add-documents';
import {
  type ClaimDraft,
  emptyDraft,
  readCompletedDraft,
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
  indicatorStepsOf,
  stepOfRoute,
  stepsOf,
  stepTitleIds,
} from './claim-steps';
import { claimsMessages } from './claims-messages';
import { ResumeDialog } from './components/resume-dialog';
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
  const locale = localeOfPath(useLocation().pathname);
  return (
    <claimsMessages.WithMessages locale={locale}>
      <QueryProvider>
        <ClaimFlow route={route} />
      </QueryProvider>
    </claimsMessages.WithMessages>
  );
}

/** The step the draft may open: the one asked for, or the furthest one reached. */
function allowedStep(draft: ClaimDraft, step: ClaimStepNumber): ClaimStepNumber {
  if (draft.isComplete) return 7;
  const reached = Math.min(7, Math.max(1, draft.reachedStep)) as ClaimStepNumber;
  if (step > reached || !stepsOf(draft).includes(step) || step === 7) return reached;
  return step;
}

/** The draft of a fresh start, as step 1 shows it before the start is applied. */
const freshDraft = emptyDraft();

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
    const token = searchParams.get('token')?.trim();
    // issue 12: the signed link proves the identity and opens the documents step
    if (token) return <AddDocumentsEntry claimNumber={id} token={token} />;
    return <Navigate replace to={href('declaration-step-1', locale, {}, { id })} />;
  }
  if (step === null) return <NotFoundPage />;
  // the fresh start is applied before the browser paints (layout effect); step 1 shows its
  // fresh draft meanwhile: the markup of the prerendered page (issue 14), which hydration matches
  if (needsFreshStart) return existingId ? null : <StepFrame step={1} draft={freshDraft} />;
  if (!draft && step === 7) {
    // issue 12: a reload of the final screen shows it again, with its claim number
    const completed = readCompletedDraft();
    if (completed) return <StepFrame step={7} draft={completed} />;
  }
  if (!draft) return <ResumeOrStart step={step} />;

  const allowed = allowedStep(draft, step);
  if (allowed !== step) return <Navigate replace to={href(claimStepRoutes[allowed], locale)} />;

  return <StepFrame step={step} draft={draft} />;
}

/** Where the link's refusal is told: the identification it falls back to. */
export interface LinkRefusalState {
  linkRefusal?: string;
}

/**
 * The add-documents link with its signed token (decisions.md "Add-documents link"): asked once
 * (a second call would open a second declaration; StrictMode runs effects twice), then the
 * documents step of the declaration it opens. A refused link (forged, expired, claim closed)
 * falls back to step 1 for this claim number, with the server's message.
 */
function AddDocumentsEntry({ claimNumber, token }: { claimNumber: string; token: string }) {
  const intl = useIntl();
  const navigate = useNavigate();
  const locale = localeOfPath(useLocation().pathname);
  const asked = useRef<string | null>(null);

  useEffect(() => {
    const key = `${claimNumber}:${token}`;
    if (asked.current === key) return;
    asked.current = key;
    openAddDocuments({ web_identification_number: claimNumber, token }, locale).then(
      (answer) => {
        const { policyholder } = emptyDraft();
        startDraft({
          type: 'existing',
          user_token: answer.user_token,
          policyholder: {
            ...policyholder,
            first_name: answer.first_name,
            last_name: answer.last_name,
            animal_name: answer.animal_name,
            web_identification_number: answer.web_identification_number,
          },
          reachedStep: 6,
          isIdentifiedByLink: true,
          linkExpiresAt: answer.expires_at,
        });
        navigate(href('declaration-step-6', locale), { replace: true });
      },
      (error: unknown) => {
        const refusal = serverErrorsOf(
          error,
          ['token'],
          intl.formatMessage({ id: 'ui.error.generic' }),
        );
        const state: LinkRefusalState = {
          linkRefusal: refusal.fields.token ?? refusal.alerts[0],
        };
        navigate(href('declaration-step-1', locale, {}, { id: claimNumber }), {
          replace: true,
          state,
        });
      },
    );
  }, [claimNumber, token, locale, navigate, intl]);

  return (
    <div className="container narrow claim-page">
      <PageHeading title={intl.formatMessage({ id: 'claims.documentTitle' })} />
      <p role="status">{intl.formatMessage({ id: 'claims.link.opening' })}</p>
    </div>
  );
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
      <PageHeading title={`${title} – ${intl.formatMessage({ id: 'claims.documentTitle' })}`}>
        {title}
      </PageHeading>
      {/* issue 12: the subscription's order — the heading, then where the user is */}
      {isRequestEmail || indicatorStepsOf(draft, step).currentIndex < 0 ? null : (
        <ClaimSteps draft={draft} current={step} />
      )}
      {step === 1 ? <IdentificationStep draft={draft} locale={locale} /> : null}
      {step === 2 ? <CaseTypeStep draft={draft} locale={locale} /> : null}
      {step === 3 ? <CaseDetailStep draft={draft} locale={locale} /> : null}
      {step === 4 ? <DescriptionStep draft={draft} locale={locale} /> : null}
      {step === 5 ? <BankInfoStep draft={draft} locale={locale} /> : null}
      {step === 6 ? <DocumentsStep draft={draft} locale={locale} /> : null}
      {step === 7 ? <FinalStep draft={draft} locale={locale} /> : null}
      {step > 1 && step < 7 && draft.user_token && !draft.isComplete ? (
        // issue 13: a draft can be continued on another device
        <ContinueLater
          schema={resumeLinkRequestSchema}
          locale={locale}
          defaultEmail={draft.policyholder.email}
          payloadOf={(email) => ({
            kind: 'claim' as const,
            user_token: draft.user_token ?? '',
            email,
            locale,
          })}
          send={requestResumeLink}
        />
      ) : null}
    </div>
  );
}

/** "Étape 2 sur 7": 7 steps for a new claim, 3 for an existing one (spec 001 §2.1). */
function ClaimSteps({ draft, current }: { draft: ClaimDraft; current: ClaimStepNumber }) {
  const intl = useIntl();
  const locale = localeOfPath(useLocation().pathname);
  const { steps, currentIndex } = indicatorStepsOf(draft, current);
  return (
    <StepIndicator
      label={intl.formatMessage({ id: 'claims.steps.label' })}
      current={currentIndex}
      steps={steps.map(({ step, canOpen }) => ({
        key: String(step),
        title: intl.formatMessage({ id: stepTitleIds[step] }),
        href: canOpen ? href(claimStepRoutes[step], locale) : undefined,
      }))}
    />
  );
}
