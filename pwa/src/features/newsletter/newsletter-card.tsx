import { useId, useRef, useState, type FormEvent } from 'react';
import { CheckIcon, MailIcon } from '../../shared/icons/icons';
import { buttonClass } from '../../shared/ui/button-styles';
import { Modal } from '../../shared/ui/modal';
import { subscribeToNewsletter } from './newsletter-api';
import { HydratedFieldset } from '../../shared/prerender/hydrated-fieldset';

/** The newsletter card (spec 1 §2): what it is, '~ Monthly', and a Subscribe button opening 'Stay Updated'. */
export function NewsletterCard() {
  const [open, setOpen] = useState(false);
  return (
    <article className="flex h-full flex-col rounded-2xl border border-night-700 bg-night-800 p-5 text-night-100 shadow-card on-dark sm:p-6">
      <div className="flex items-center gap-3">
        <span className="grid size-11 place-items-center rounded-xl bg-white/10 text-gold-300">
          <MailIcon className="size-6" />
        </span>
        <span className="rounded-full bg-white/10 px-2.5 py-0.5 text-xs font-semibold tracking-wide text-gold-200">~ Monthly</span>
      </div>
      <h3 className="mt-4 text-xl font-semibold text-white">Stay Updated</h3>
      <p className="mt-2 text-night-100">
        New Worlds, new features and the best stories players made, in one short letter about once a month.
      </p>
      <div className="mt-auto pt-5">
        <button type="button" onClick={() => setOpen(true)} className={buttonClass('on-dark', 'md', 'w-full sm:w-auto sm:px-6')}>
          <MailIcon className="size-4" />
          Subscribe
        </button>
      </div>
      <NewsletterModal open={open} onClose={() => setOpen(false)} />
    </article>
  );
}

type FormState = { phase: 'editing' | 'sending' } | { phase: 'done'; message: string } | { phase: 'failed'; message: string };

/** The 'Stay Updated' modal: e-mail (required, trimmed), Subscribe disabled while blank or sending. */
export function NewsletterModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const [email, setEmail] = useState('');
  const [state, setState] = useState<FormState>({ phase: 'editing' });
  const inputRef = useRef<HTMLInputElement>(null);
  const inputId = useId();
  const messageId = useId();
  const sending = state.phase === 'sending';

  const close = () => {
    onClose();
    if (state.phase === 'done') {
      setEmail('');
      setState({ phase: 'editing' });
    }
  };

  const onSubmit = async (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const trimmed = email.trim();
    if (trimmed === '' || sending) return;
    setState({ phase: 'sending' });
    const result = await subscribeToNewsletter(trimmed);
    setState(result.ok ? { phase: 'done', message: result.message } : { phase: 'failed', message: result.message });
  };

  return (
    <Modal open={open} onClose={close} title="Stay Updated" description="About once a month: new Worlds, features and stories." initialFocus={inputRef}>
      {state.phase === 'done' ? (
        <div role="status" className="flex flex-col items-center py-4 text-center">
          <span className="grid size-14 place-items-center rounded-full bg-success-50 text-success-600">
            <CheckIcon className="size-7" />
          </span>
          <p className="mt-3 text-lg font-semibold text-ink-950">{state.message}</p>
          <button type="button" onClick={close} className={buttonClass('secondary', 'md', 'mt-5')}>
            Close
          </button>
        </div>
      ) : (
        <form onSubmit={(e) => void onSubmit(e)} noValidate={false}>
          <HydratedFieldset>
            <label htmlFor={inputId} className="text-sm font-semibold text-ink-800">
              E-mail address
            </label>
            <div className="mt-1.5 flex flex-col gap-2 sm:flex-row">
              <input
                ref={inputRef}
                id={inputId}
                type="email"
                name="email"
                required
                autoComplete="email"
                inputMode="email"
                value={email}
                onChange={(e) => {
                  setEmail(e.target.value);
                  if (state.phase === 'failed') setState({ phase: 'editing' });
                }}
                aria-invalid={state.phase === 'failed' ? true : undefined}
                aria-describedby={state.phase === 'failed' ? messageId : undefined}
                placeholder="you@example.com"
                className="min-h-12 w-full min-w-0 flex-1 rounded-xl border border-parchment-400 bg-white px-4 text-ink-950 placeholder:text-ink-500 focus-visible:border-ember-500"
              />
              <button type="submit" disabled={email.trim() === '' || sending} className={buttonClass('primary', 'lg')}>
                {sending ? 'Subscribing…' : 'Subscribe'}
              </button>
            </div>
            {state.phase === 'failed' && (
              <p id={messageId} role="alert" className="mt-2 text-sm font-medium text-danger-600">
                {state.message}
              </p>
            )}
            <p className="mt-4 text-sm text-ink-600">Your e-mail is used for this newsletter only. Unsubscribe with one click in any letter.</p>
          </HydratedFieldset>
        </form>
      )}
    </Modal>
  );
}
