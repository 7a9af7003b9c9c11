import { useState } from 'react';
import { useClipboard } from '../../shared/browser/use-clipboard';
import { CopyIcon, ShareIcon } from '../../shared/icons/icons';
import { buttonClass } from '../../shared/ui/button-styles';
import { Modal } from '../../shared/ui/modal';

/** The link players use to start a story in this World. */
export function playLink(templateId: string): string {
  return `${window.location.origin}/templates/${encodeURIComponent(templateId)}/configure`;
}

/** Props of ShareControl. */
export type ShareControlProps = { templateId: string; pending: boolean; hasErrors: boolean };

/** Share: copy the play link (shown only for Published and Private Worlds, spec 2 §2). */
export function ShareControl({ templateId, pending, hasErrors }: ShareControlProps) {
  const [open, setOpen] = useState(false);
  const { copied, copy } = useClipboard();
  const link = playLink(templateId);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)} className={buttonClass('secondary', 'md', 'px-3 sm:px-4')}>
        <ShareIcon className="size-4" />
        Share
      </button>
      <Modal open={open} onClose={() => setOpen(false)} title="Share World" description="Anyone with this link can start a story in this World." size="md">
        <div className="space-y-3">
          <label htmlFor="world-share-link" className="block text-sm font-semibold text-ink-800">
            Play link
          </label>
          <div className="flex gap-2">
            <input id="world-share-link" readOnly value={link} onFocus={(e) => e.currentTarget.select()} className="min-h-11 w-full min-w-0 rounded-xl border border-parchment-400 bg-white px-3 font-mono text-sm" />
            <button type="button" onClick={() => void copy(link, 'link')} className={buttonClass('primary', 'md', 'shrink-0')}>
              <CopyIcon className="size-4" />
              Copy
            </button>
          </div>
          <p role="status" className="min-h-5 text-sm font-medium text-success-600">
            {copied === 'link' ? 'Copied to clipboard!' : ''}
          </p>
          {pending && <p className="text-sm text-ink-700">Some of your changes are not saved yet; players see them once they are.</p>}
          {hasErrors && <p className="text-sm text-ink-700">Until the errors in this World are fixed, players get its last version without errors.</p>}
        </div>
      </Modal>
    </>
  );
}
