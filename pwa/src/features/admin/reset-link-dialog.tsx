// A user's password reset link, made by an admin from the Users table (issue 27): on a server that
// sends no e-mail, 'Forgot password?' tells the user to ask; the admin makes the link here, copies
// it and hands it over. It works once, for one hour.
import type { AdminResetLinkResponse, AdminUserRow } from '@schemas';
import { useState } from 'react';
import { isApiError } from '../../shared/api/api-error';
import { useClipboard } from '../../shared/browser/use-clipboard';
import { CheckIcon, CopyIcon } from '../../shared/icons/icons';
import { buttonClass } from '../../shared/ui/button-styles';
import { Modal } from '../../shared/ui/modal';
import { Spinner } from '../../shared/ui/spinner';
import { makeResetLink } from './admin-api';

/** When a link stops working, as the admin's clock reads it ('14:05'). */
const timeOf = (iso: string) => new Date(iso).toLocaleTimeString('en-GB', { hour: '2-digit', minute: '2-digit' });

/** 'Reset link' for one user and the dialog with the link once made. */
export function ResetLinkButton({ user }: { user: Pick<AdminUserRow, 'id' | 'username'> }) {
  const [link, setLink] = useState<AdminResetLinkResponse | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [open, setOpen] = useState(false);
  const { copied, copy } = useClipboard();

  const make = async () => {
    setOpen(true);
    setBusy(true);
    setError(null);
    setLink(null);
    try {
      setLink(await makeResetLink(user.id));
    } catch (e) {
      console.error('[ResetLinkButton]', e);
      setError(isApiError(e) ? (e.isConnectivity ? 'Making a reset link needs a connection.' : e.errorMessage) : 'The link could not be made. Please try again.');
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <button type="button" onClick={() => void make()} className={buttonClass('ghost', 'md', 'px-3')} aria-haspopup="dialog">
        Reset link<span className="sr-only"> for {user.username}</span>
      </button>
      <Modal
        open={open}
        onClose={() => setOpen(false)}
        title={`Password reset link for ${user.username}`}
        description="Give this link to them: it lets them choose a new password. It works once, for one hour."
        footer={
          <button type="button" onClick={() => setOpen(false)} className={buttonClass('secondary')}>
            Done
          </button>
        }
      >
        {busy && (
          <p className="flex items-center gap-2 text-ink-700" role="status">
            <Spinner className="size-4" /> Making the link…
          </p>
        )}
        {error && (
          <p role="alert" className="text-danger-600">
            {error}
          </p>
        )}
        {link && (
          <div className="space-y-3">
            <label className="block text-sm font-semibold text-ink-900" htmlFor={`reset-link-${user.id}`}>
              Reset link
            </label>
            <input
              id={`reset-link-${user.id}`}
              readOnly
              value={link.url}
              onFocus={(e) => e.currentTarget.select()}
              className="block w-full rounded-xl border border-parchment-400 bg-parchment-50 px-3 py-2 font-mono text-sm text-ink-950"
            />
            <div className="flex flex-wrap items-center gap-3">
              <button type="button" onClick={() => void copy(link.url, 'link')} className={buttonClass('primary', 'md')}>
                {copied === 'link' ? <CheckIcon className="size-4" /> : <CopyIcon className="size-4" />}
                {copied === 'link' ? 'Copied!' : 'Copy link'}
              </button>
              <p className="text-sm text-ink-700">Works until {timeOf(link.expiresAt)}.</p>
            </div>
          </div>
        )}
      </Modal>
    </>
  );
}
