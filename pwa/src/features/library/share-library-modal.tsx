import { useId, useRef } from 'react';
import { useClipboard } from '../../shared/browser/use-clipboard';
import { CheckIcon, CopyIcon } from '../../shared/icons/icons';
import { buttonClass } from '../../shared/ui/button-styles';
import { Modal } from '../../shared/ui/modal';

/** The 'Share Filtered Library' modal: a read-only link (selecting it selects all), Copy, and 'Copied to clipboard!' for 2 s. */
export function ShareLibraryModal({ open, link, onClose }: { open: boolean; link: string; onClose: () => void }) {
  const { copied, copy } = useClipboard();
  const inputRef = useRef<HTMLInputElement>(null);
  const inputId = useId();
  const selectAll = () => inputRef.current?.select();

  return (
    <Modal open={open} onClose={onClose} title="Share Filtered Library" description="Anyone with this link sees the library with your filters." initialFocus={inputRef}>
      <label htmlFor={inputId} className="text-sm font-semibold text-ink-800">
        Link
      </label>
      <div className="mt-1.5 flex flex-col gap-2 sm:flex-row">
        <input
          ref={inputRef}
          id={inputId}
          type="text"
          readOnly
          value={link}
          onFocus={selectAll}
          onClick={selectAll}
          className="min-h-12 w-full min-w-0 flex-1 rounded-xl border border-parchment-400 bg-white px-4 font-mono text-sm text-ink-950 focus-visible:border-ember-500"
        />
        <button type="button" onClick={() => void copy(link)} className={buttonClass('primary', 'lg')}>
          {copied ? <CheckIcon className="size-4" /> : <CopyIcon className="size-4" />}
          Copy
        </button>
      </div>
      <p role="status" className="mt-2 h-5 text-sm font-semibold text-success-600">
        {copied ? 'Copied to clipboard!' : ''}
      </p>
    </Modal>
  );
}
