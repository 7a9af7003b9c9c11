import { useClipboard } from '../browser/use-clipboard';
import { CheckIcon, CopyIcon, LinkIcon, ShareIcon } from '../icons/icons';
import { buttonClass } from './button-styles';

/** The invite link of a code: {origin}/game/{CODE}. */
export function inviteLink(code: string, origin = window.location.origin): string {
  return `${origin}/game/${encodeURIComponent(code)}`;
}

/** Whether this browser can hand a link to the system share sheet. */
export function canShareLinks(): boolean {
  return typeof navigator !== 'undefined' && typeof navigator.share === 'function';
}

/** One player's code with Copy code, Copy link and (where the browser offers it) Share. */
export function CodeBox({ label, code, highlight = false, storyTitle }: { label: string; code: string; highlight?: boolean; storyTitle?: string }) {
  const { copied, copy } = useClipboard();
  const link = inviteLink(code);

  const share = async () => {
    try {
      await navigator.share({ title: storyTitle ?? 'Join my Taleforge story', text: `Join my story on Taleforge with the code ${code}.`, url: link });
    } catch (error) {
      // Closing the share sheet rejects with AbortError: nothing to report.
      if (!(error instanceof DOMException && error.name === 'AbortError')) console.error('[CodeBox] share', error);
    }
  };

  return (
    <div className={`rounded-2xl border p-4 sm:p-5 ${highlight ? 'border-ember-300 bg-ember-50' : 'border-parchment-300 bg-parchment-50'}`}>
      <p className="text-sm font-semibold text-ink-700">{label}</p>
      <p className="mt-1 font-mono text-3xl font-semibold tracking-[0.2em] break-all text-ink-950 sm:text-4xl">
        {code}
      </p>
      <div className="mt-3 flex flex-wrap gap-2">
        <button type="button" onClick={() => void copy(code, 'code')} className={buttonClass('secondary', 'md', 'px-3')}>
          {copied === 'code' ? <CheckIcon className="size-4 text-success-600" /> : <CopyIcon className="size-4" />}
          {copied === 'code' ? 'Copied!' : 'Copy code'}
        </button>
        <button type="button" onClick={() => void copy(link, 'link')} className={buttonClass('secondary', 'md', 'px-3')}>
          {copied === 'link' ? <CheckIcon className="size-4 text-success-600" /> : <LinkIcon className="size-4" />}
          {copied === 'link' ? 'Copied!' : 'Copy invite link'}
        </button>
        {canShareLinks() && (
          <button type="button" onClick={() => void share()} className={buttonClass('secondary', 'md', 'px-3')}>
            <ShareIcon className="size-4" />
            Share
          </button>
        )}
      </div>
      <p className="sr-only" aria-live="polite">
        {copied === 'code' ? 'Code copied to clipboard' : copied === 'link' ? 'Invite link copied to clipboard' : ''}
      </p>
    </div>
  );
}
