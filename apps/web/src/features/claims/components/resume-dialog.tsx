import { useIntl } from 'react-intl';
import { Modal } from '../../../ui/modal';

interface ResumeDialogProps {
  onRestart: () => void;
  onResume: () => void;
}

/**
 * spec 001 §2.1 "Resuming": a saved request and a step beyond 1. Escape keeps the saved data
 * (Poursuivre): closing must never throw away what the user typed.
 */
export function ResumeDialog({ onRestart, onResume }: ResumeDialogProps) {
  const intl = useIntl();
  return (
    <Modal
      isOpen
      role="alertdialog"
      title={intl.formatMessage({ id: 'claims.resume.title' })}
      onClose={onResume}
    >
      <p>{intl.formatMessage({ id: 'claims.resume.text' })}</p>
      <div className="modal__actions">
        <button type="button" className="button button--secondary" onClick={onRestart}>
          {intl.formatMessage({ id: 'claims.resume.restart' })}
        </button>
        <button type="button" className="button" onClick={onResume}>
          {intl.formatMessage({ id: 'claims.resume.continue' })}
        </button>
      </div>
    </Modal>
  );
}
