import { useId } from 'react';
import { useClipboard } from '../../shared/browser/use-clipboard';
import { CheckIcon, CopyIcon } from '../../shared/icons/icons';
import { buttonClass } from '../../shared/ui/button-styles';

/**
 * A new invitation's one-time link, for the creator to send when the server sends no e-mail
 * (issue 26.2): the link in full (selectable) and a Copy link button.
 */
export function InvitationLinkBox({ email, link }: { email: string; link: string }) {
  const { copied, copy } = useClipboard();
  const id = useId();
  return (
    <div className="space-y-2 rounded-xl border border-ember-300 bg-ember-50 p-3">
      <label htmlFor={id} className="block text-sm font-semibold text-ink-900">
        Invitation link for <span className="break-all">{email}</span>
      </label>
      <input
        id={id}
        readOnly
        value={link}
        onFocus={(e) => e.currentTarget.select()}
        className="w-full min-w-0 rounded-lg border border-parchment-300 bg-white px-2 py-2 font-mono text-xs text-ink-800"
      />
      <p className="text-sm text-ink-700">Send it to them yourself. Whoever opens it and accepts, signed in, can edit this World. It works once, for seven days.</p>
      <button type="button" onClick={() => void copy(link, 'link')} className={buttonClass('secondary', 'md', 'px-3')}>
        {copied === 'link' ? <CheckIcon className="size-4 text-success-600" /> : <CopyIcon className="size-4" />}
        {copied === 'link' ? 'Copied!' : 'Copy link'}
      </button>
      <p className="sr-only" aria-live="polite">
        {copied === 'link' ? 'Invitation link copied to clipboard' : ''}
      </p>
    </div>
  );
}
