// The feedback modal (spec 1 §2, §4, §5, §8): general ('Share Feedback') or about one story beat
// ('Story Beat Feedback', a rating required). A sent form shows 'Thank You!' for 1.5 s, then the
// modal closes; a failure keeps the form open with the spec's message in red.
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { CheckIcon } from '../../shared/icons/icons';
import { ThumbDownIcon, ThumbUpIcon } from '../../shared/icons/user-menu-icons';
import { buttonClass } from '../../shared/ui/button-styles';
import { Modal } from '../../shared/ui/modal';
import { FEEDBACK_FAILED_TEXT, submitFeedback, type FeedbackRating, type FeedbackType } from './feedback-api';

/** Where the feedback is about: the story and, for a beat, its text. */
export type FeedbackContext = { storyId?: string; storyTitle?: string; storyText?: string };

/** What opens the modal: general feedback, or a beat with the thumb that was pressed. */
export type FeedbackRequest =
  | { kind: 'general'; context?: FeedbackContext }
  | { kind: 'beat'; rating?: FeedbackRating; context: FeedbackContext };

/** How long the thank-you shows before the modal closes (spec 1 §9). */
export const FEEDBACK_THANKS_MS = 1500;

/** Props of the feedback modal; `request` null means closed. */
export type FeedbackModalProps = { request: FeedbackRequest | null; onClose: () => void };

/** The modal; its form starts afresh every time it opens. */
export function FeedbackModal({ request, onClose }: FeedbackModalProps) {
  const [thanks, setThanks] = useState(false);
  const title = thanks ? 'Thank You!' : request?.kind === 'beat' ? 'Story Beat Feedback' : 'Share Feedback';
  const close = () => {
    setThanks(false);
    onClose();
  };
  return (
    <Modal open={request !== null} onClose={close} title={title} size="md">
      {request && (thanks ? <ThankYou onDone={close} /> : <FeedbackForm request={request} onSent={() => setThanks(true)} />)}
    </Modal>
  );
}

function ThankYou({ onDone }: { onDone: () => void }) {
  const done = useRef(onDone);
  useEffect(() => {
    done.current = onDone;
  }, [onDone]);
  useEffect(() => {
    const timer = setTimeout(() => done.current(), FEEDBACK_THANKS_MS);
    return () => clearTimeout(timer);
  }, []);
  return (
    <div role="status" className="flex flex-col items-center py-6 text-center">
      <span className="grid size-16 place-items-center rounded-full bg-success-50 text-success-600">
        <CheckIcon className="size-8" />
      </span>
      <p className="mt-4 text-lg text-ink-800">Your feedback has been submitted successfully.</p>
    </div>
  );
}

const GENERAL_TYPES: { type: FeedbackType; label: string }[] = [
  { type: 'general', label: 'General' },
  { type: 'suggestion', label: 'Suggestion' },
  { type: 'issue', label: 'Problem' },
];

function FeedbackForm({ request, onSent }: { request: FeedbackRequest; onSent: () => void }) {
  const beat = request.kind === 'beat';
  const [rating, setRating] = useState<FeedbackRating | null>(request.kind === 'beat' ? (request.rating ?? null) : null);
  const [type, setType] = useState<FeedbackType>(beat ? 'beat' : 'general');
  const [comment, setComment] = useState('');
  const [contact, setContact] = useState('');
  const [sending, setSending] = useState(false);
  const [failed, setFailed] = useState(false);
  const id = useId();

  const ready = beat ? rating !== null : comment.trim() !== '';
  const onSubmit = async (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    if (!ready || sending) return;
    setSending(true);
    setFailed(false);
    try {
      await submitFeedback({ type, rating: beat ? rating : null, comment, contactInfo: contact, ...request.context });
      onSent();
    } catch (error) {
      console.error('[FeedbackForm]', error);
      setFailed(true);
      setSending(false);
    }
  };

  const field = 'w-full rounded-xl border border-parchment-400 bg-white px-4 text-ink-950 placeholder:text-ink-500 focus-visible:border-ember-500';
  const chip =
    'inline-flex min-h-11 items-center justify-center gap-2 rounded-full border text-sm font-semibold transition-colors border-parchment-400 bg-white text-ink-800 hover:border-ink-500 aria-pressed:border-ember-600 aria-pressed:bg-ember-50 aria-pressed:text-ember-800';

  return (
    <form onSubmit={(e) => void onSubmit(e)} className="space-y-5">
      {beat ? (
        <fieldset>
          <legend className="text-sm font-semibold text-ink-800">How was this beat?</legend>
          {request.context.storyTitle && <p className="text-sm text-ink-700">{request.context.storyTitle}</p>}
          <div className="mt-2 flex gap-2">
            <button type="button" aria-pressed={rating === 'positive'} onClick={() => setRating('positive')} className={`${chip} px-4`}>
              <ThumbUpIcon className="size-5" />
              Liked it
            </button>
            <button type="button" aria-pressed={rating === 'negative'} onClick={() => setRating('negative')} className={`${chip} px-4`}>
              <ThumbDownIcon className="size-5" />
              Not for me
            </button>
          </div>
          {rating === null && <p className="mt-2 text-sm text-ink-700">Choose thumbs up or down to send your rating.</p>}
        </fieldset>
      ) : (
        <fieldset>
          <legend className="text-sm font-semibold text-ink-800">What is it about?</legend>
          <div className="mt-2 grid grid-cols-3 gap-1.5 sm:gap-2">
            {GENERAL_TYPES.map((t) => (
              <label key={t.type} className="relative">
                <input
                  type="radio"
                  name={`${id}-type`}
                  value={t.type}
                  checked={type === t.type}
                  onChange={() => setType(t.type)}
                  className="peer absolute inset-0 size-full cursor-pointer appearance-none rounded-full"
                />
                <span className={`${chip} pointer-events-none w-full px-2 peer-hover:border-ink-500 peer-checked:border-ember-600 peer-checked:bg-ember-50 peer-checked:text-ember-800`}>{t.label}</span>
              </label>
            ))}
          </div>
        </fieldset>
      )}

      <div>
        <label htmlFor={`${id}-comment`} className="text-sm font-semibold text-ink-800">
          {beat ? 'Comment (optional)' : 'Your feedback'}
        </label>
        <textarea
          id={`${id}-comment`}
          value={comment}
          onChange={(e) => setComment(e.target.value)}
          rows={beat ? 3 : 5}
          maxLength={5000}
          required={!beat}
          placeholder={beat ? 'What worked, what did not?' : 'What do you like, what should change, what went wrong?'}
          className={`${field} mt-1.5 block py-3`}
        />
      </div>

      <div>
        <label htmlFor={`${id}-contact`} className="text-sm font-semibold text-ink-800">
          Contact (optional)
        </label>
        <input
          id={`${id}-contact`}
          value={contact}
          onChange={(e) => setContact(e.target.value)}
          maxLength={200}
          autoComplete="email"
          aria-describedby={`${id}-contact-hint`}
          placeholder="E-mail or username"
          className={`${field} mt-1.5 min-h-12`}
        />
        <p id={`${id}-contact-hint`} className="mt-1.5 text-sm text-ink-700">
          Only if you'd like a reply. Left empty, nothing is sent.
        </p>
      </div>

      {failed && (
        <p role="alert" className="text-sm font-semibold text-danger-600">
          {FEEDBACK_FAILED_TEXT}
        </p>
      )}

      <div className="flex justify-end">
        <button type="submit" disabled={!ready || sending} className={buttonClass('primary', 'lg', 'w-full sm:w-auto')}>
          {sending ? 'Submitting…' : 'Submit'}
        </button>
      </div>
    </form>
  );
}
