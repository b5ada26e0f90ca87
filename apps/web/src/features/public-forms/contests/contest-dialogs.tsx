import { localeOfPath } from '@app/domain/routes';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useLocation } from 'react-router';
import { QueryProvider } from '../../../lib/query-provider';
import { Notice } from '../../../ui/form-alert';
import { Modal } from '../../../ui/modal';
import type { FormAnswer } from '../api/send-form';
import { useContest } from '../api/use-contest';
import { SentInModal } from '../components/form-page';
import { publicFormsMessages } from '../public-forms-messages';
import { ContestForm, type ModalContest } from './contest-form';
import '../public-forms.css';

const titles: Record<ModalContest, string> = {
  'summer-contest': 'publicForms.summer.modalTitle',
  'tirage-au-sort-canin': 'publicForms.dogDraw.modalTitle',
};

function Dialogs({ contest, onClose }: { contest: ModalContest; onClose: () => void }) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  const locale = localeOfPath(useLocation().pathname);
  const state = useContest(contest);
  const [answer, setAnswer] = useState<FormAnswer | null>(null);

  // spec 002 §4: on success the form modal closes and the confirmation modal opens
  if (answer) {
    return (
      <Modal
        key="thanks"
        isOpen
        title={t('publicForms.contest.thanksTitle')}
        onClose={onClose}
        closeLabel={t('ui.close')}
      >
        <SentInModal answer={answer} onClose={onClose} />
      </Modal>
    );
  }

  // opened once the contest's state is known: the focus goes to its first control
  if (state.isPending) return null;
  const closed = state.data && !state.data.is_open;
  return (
    <Modal
      key="form"
      isOpen
      title={t(titles[contest])}
      onClose={onClose}
      closeLabel={t('ui.close')}
    >
      {closed ? (
        <>
          <Notice role="status">
            {state.data?.draw_date
              ? t('publicForms.contest.closed', { date: state.data.draw_date })
              : t('publicForms.contest.closedUndated')}
          </Notice>
          <div className="modal__actions">
            <button type="button" className="button" onClick={onClose}>
              {t('ui.close')}
            </button>
          </div>
        </>
      ) : null}
      {state.data?.is_open || state.isError ? (
        <ContestForm
          contest={contest}
          locale={locale}
          drawDate={state.data?.draw_date ?? null}
          onSent={setAnswer}
          onCancel={onClose}
        />
      ) : null}
    </Modal>
  );
}

/**
 * The modals of a contest: the entry form, then the thank-you, with the public forms' catalogue
 * (loaded only when a visitor opens them, so that the home page stays light). Closing either
 * calls `onClose`; the focus goes back to the button that opened them.
 */
export default function ContestDialogs(props: { contest: ModalContest; onClose: () => void }) {
  const locale = localeOfPath(useLocation().pathname);
  return (
    <publicFormsMessages.WithMessages locale={locale}>
      <QueryProvider>
        <Dialogs {...props} />
      </QueryProvider>
    </publicFormsMessages.WithMessages>
  );
}
