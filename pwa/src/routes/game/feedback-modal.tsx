// Placeholder for the feedback modal (spec 1 §2 'Feedback modal'), whose storage comes in a later
// issue. The controls are real so players find them where they will be; the modal says plainly
// that sending is not available yet rather than pretending to submit.
import { buttonClass } from '../../components/button-styles';
import { Modal } from '../../components/modal';

/** Modes of the feedback modal (spec 1 §2). */
export type FeedbackMode = { kind: 'general' } | { kind: 'beat'; rating: 'positive' | 'negative' };

/** The interim feedback modal. */
export function FeedbackModal({ mode, onClose }: { mode: FeedbackMode | null; onClose: () => void }) {
  return (
    <Modal
      open={mode !== null}
      onClose={onClose}
      size="sm"
      title={mode?.kind === 'beat' ? 'Story Beat Feedback' : 'Share Feedback'}
      footer={
        <button type="button" className={buttonClass('primary')} onClick={onClose}>
          Got it
        </button>
      }
    >
      <p className="text-ink-800">
        {mode?.kind === 'beat'
          ? `Thanks — good to know you ${mode.rating === 'positive' ? 'liked' : "didn't like"} this beat.`
          : 'Thanks for wanting to tell us what you think.'}
      </p>
      <p className="mt-2 text-sm text-ink-700">Sending feedback from the game isn't available yet; it arrives in an upcoming update.</p>
    </Modal>
  );
}
