import { formatDate } from '@engine';
import type { Coauthor, Invitation } from '@schemas';
import { useCallback, useEffect, useId, useState, type FormEvent } from 'react';
import { isApiError } from '../../shared/api/api-error';
import { PlayersIcon, TrashIcon } from '../../shared/icons/icons';
import { buttonClass } from '../../shared/ui/button-styles';
import { Modal } from '../../shared/ui/modal';
import { inviteCoauthor, listCoauthors, removeCoauthor, withdrawInvitation } from './collab/collab-coauthors';
import { controlClass } from './fields/field-frame';
import { InvitationLinkBox } from './invitation-link-box';

/** Props of CoauthorsPanel. */
export type CoauthorsPanelProps = { templateId: string; canManage: boolean; creatorName: string | null };

const messageOf = (error: unknown) => (isApiError(error) ? (error.isConnectivity ? 'You are offline. Connect to the internet to manage co-authors.' : error.errorMessage) : 'Something went wrong. Please try again.');

/** Where an invitation's link stands, for its row. */
function linkState(i: Invitation): string {
  if (!i.linkExpiresAt) return 'Needs a new link';
  if (Date.parse(i.linkExpiresAt) <= Date.now()) return 'Link expired';
  return `Link works until ${formatDate(i.linkExpiresAt, { offsetMinutes: -new Date().getTimezoneOffset() })}`;
}

/**
 * Co-authors: the list, and for the creator or an admin, add by username or invite by e-mail,
 * remove, and withdraw an invitation. An invitation reads the same whether or not the address has
 * an account (issue 13.11). It is a one-time link (issue 26.2): e-mailed by the server, or shown
 * here to copy and send when the server has no e-mail; New link makes another (the old one stops).
 */
export function CoauthorsPanel({ templateId, canManage, creatorName }: CoauthorsPanelProps) {
  const [open, setOpen] = useState(false);
  const [coauthors, setCoauthors] = useState<Coauthor[] | null>(null);
  const [invitations, setInvitations] = useState<Invitation[]>([]);
  const [error, setError] = useState<string | null>(null);
  const [handle, setHandle] = useState('');
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  const [newLink, setNewLink] = useState<{ email: string; link: string } | null>(null);
  const inputId = useId();

  const load = useCallback(() => {
    listCoauthors(templateId).then(
      (list) => {
        setCoauthors(list.coauthors);
        setInvitations(list.invitations);
        setError(null);
      },
      (e: unknown) => setError(messageOf(e)),
    );
  }, [templateId]);
  useEffect(() => {
    if (open) load();
  }, [open, load]);

  const send = async (value: string) => {
    setBusy(true);
    setNotice(null);
    setNewLink(null);
    try {
      const added = await inviteCoauthor(templateId, value);
      setHandle('');
      setError(null);
      if (added.coauthor) setNotice(`${added.coauthor.username} can now edit this World.`);
      else if (added.invitation && added.delivery === 'email') {
        setNotice(`${added.invitation.email} is invited: a link went to that address. It works once, for seven days.`);
      } else if (added.invitation) {
        setNotice(`${added.invitation.email} is invited. Send them the link below.`);
        if (added.link) setNewLink({ email: added.invitation.email, link: added.link });
      }
      load();
    } catch (err) {
      setError(messageOf(err));
    } finally {
      setBusy(false);
    }
  };
  const invite = async (e: FormEvent) => {
    e.preventDefault();
    const value = handle.trim();
    if (value) await send(value);
  };
  const remove = async (c: Coauthor) => {
    setBusy(true);
    setNotice(null);
    try {
      await removeCoauthor(templateId, c.userId);
      setNotice(`${c.username} was removed.`);
      load();
    } catch (err) {
      setError(messageOf(err));
    } finally {
      setBusy(false);
    }
  };

  const withdraw = async (invitation: Invitation) => {
    setBusy(true);
    setNotice(null);
    try {
      await withdrawInvitation(templateId, invitation.id);
      setNotice(`The invitation to ${invitation.email} was withdrawn.`);
      load();
    } catch (err) {
      setError(messageOf(err));
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <button type="button" onClick={() => setOpen(true)} className={buttonClass('secondary', 'md', 'px-3 sm:px-4')}>
        <PlayersIcon className="size-4" />
        Co-authors
      </button>
      <Modal open={open} onClose={() => setOpen(false)} title="Co-authors" description="Co-authors edit this World with you, live." size="md">
        <div className="space-y-4">
          {creatorName && (
            <p className="text-sm text-ink-700">
              Created by <span className="font-semibold text-ink-900">{creatorName}</span>
            </p>
          )}
          {coauthors === null && !error && <p className="text-ink-700">Loading…</p>}
          {coauthors && coauthors.length === 0 && <p className="text-ink-700">No co-authors yet.</p>}
          {coauthors && coauthors.length > 0 && (
            <ul className="divide-y divide-parchment-200 rounded-xl border border-parchment-300 bg-white" aria-label="Co-authors">
              {coauthors.map((c) => (
                <li key={c.userId} className="flex items-center gap-3 py-1 pr-1 pl-3">
                  <span className="min-w-0 flex-1 truncate font-medium">{c.username}</span>
                  {canManage && (
                    <button type="button" disabled={busy} onClick={() => void remove(c)} aria-label={`Remove ${c.username}`} className="grid size-11 place-items-center rounded-full text-ink-600 hover:bg-danger-50 hover:text-danger-600 disabled:opacity-50">
                      <TrashIcon className="size-5" />
                    </button>
                  )}
                </li>
              ))}
            </ul>
          )}
          {canManage && invitations.length > 0 && (
            <div className="space-y-1">
              <h3 className="font-sans text-sm font-semibold text-ink-800">Invited by e-mail</h3>
              <ul className="divide-y divide-parchment-200 rounded-xl border border-parchment-300 bg-white" aria-label="Invitations">
                {invitations.map((i) => (
                  <li key={i.id} className="flex items-center gap-1 py-1 pr-1 pl-3">
                    <span className="min-w-0 flex-1">
                      <span className="block truncate">{i.email}</span>
                      <span className="block text-xs text-ink-600">{linkState(i)}</span>
                    </span>
                    <button type="button" disabled={busy} onClick={() => void send(i.email)} aria-label={`New link for ${i.email}`} className="min-h-11 shrink-0 rounded-full px-3 text-sm font-semibold text-ink-700 hover:bg-parchment-100 disabled:opacity-50">
                      New link
                    </button>
                    <button type="button" disabled={busy} onClick={() => void withdraw(i)} aria-label={`Withdraw the invitation to ${i.email}`} className="grid size-11 place-items-center rounded-full text-ink-600 hover:bg-danger-50 hover:text-danger-600 disabled:opacity-50">
                      <TrashIcon className="size-5" />
                    </button>
                  </li>
                ))}
              </ul>
            </div>
          )}
          {canManage && (
            <form onSubmit={(e) => void invite(e)} className="space-y-1">
              <label htmlFor={inputId} className="block text-sm font-semibold text-ink-800">
                Invite by username or e-mail
              </label>
              <div className="flex gap-2">
                <input id={inputId} value={handle} onChange={(e) => setHandle(e.target.value)} autoComplete="off" className={controlClass} maxLength={254} />
                <button type="submit" disabled={busy || !handle.trim()} className={buttonClass('primary', 'md', 'shrink-0')}>
                  Invite
                </button>
              </div>
            </form>
          )}
          <p role="status" className="min-h-5 text-sm">
            {error ? <span className="font-medium text-danger-600">{error}</span> : notice ? <span className="text-success-600">{notice}</span> : null}
          </p>
          {newLink && !error && <InvitationLinkBox email={newLink.email} link={newLink.link} />}
        </div>
      </Modal>
    </>
  );
}
