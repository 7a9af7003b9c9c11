import { formatDate } from '@engine';
import type { UserTemplate } from '@schemas';
import { useState } from 'react';
import { Link } from 'react-router';
import { PenIcon, SignOutIcon } from '../../shared/icons/user-menu-icons';
import { buttonClass } from '../../shared/ui/button-styles';
import { ConfirmDialog } from '../../shared/ui/confirm-dialog';
import { TemplateStatusBadge } from '../admin';

/** Props of one World shared with the viewer. */
export type SharedWorldRowProps = { world: UserTemplate; onLeave: () => Promise<void> };

/** One World another creator shared: title, status badge, who made it, last change; Edit and Leave (after a confirm dialog). */
export function SharedWorldRow({ world, onLeave }: SharedWorldRowProps) {
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const title = world.title.trim() || 'Untitled World';
  const updated = formatDate(world.updatedAt, { offsetMinutes: -new Date().getTimezoneOffset() });
  const creator = world.creatorUsername ?? 'its creator';

  const confirm = async () => {
    setBusy(true);
    try {
      await onLeave();
      setConfirming(false);
    } catch {
      // The list told the user; the dialog stays for another try.
    } finally {
      setBusy(false);
    }
  };

  return (
    <article className="flex flex-col gap-3 rounded-2xl border border-parchment-300 bg-parchment-50 p-4 shadow-card sm:flex-row sm:items-center sm:gap-5 sm:p-5">
      <div className="min-w-0 flex-1">
        <h3 className="text-lg leading-snug font-semibold break-words sm:text-xl">{title}</h3>
        <div className="mt-1.5 flex flex-wrap items-center gap-x-3 gap-y-1.5 text-sm text-ink-700">
          <TemplateStatusBadge status={world.publicationStatus} small={false} />
          <span>Shared by {creator}</span>
          <span>
            Updated <time dateTime={world.updatedAt}>{updated}</time>
          </span>
        </div>
      </div>
      <div className="flex shrink-0 gap-2">
        <Link to={`/users/my-worlds/${encodeURIComponent(world.id)}`} className={buttonClass('secondary', 'md')}>
          <PenIcon className="size-4" />
          Edit
          <span className="sr-only"> {title}</span>
        </Link>
        <button type="button" onClick={() => setConfirming(true)} className={buttonClass('ghost', 'md', 'px-3')}>
          <SignOutIcon className="size-4 text-danger-600" />
          Leave
          <span className="sr-only"> {title}</span>
        </button>
      </div>
      <ConfirmDialog
        open={confirming}
        title="Leave this World?"
        message={`“${title}” will no longer be shared with you and leaves your list. What you wrote stays in the World, and ${creator} can invite you again.`}
        confirmLabel="Leave"
        tone="danger"
        busy={busy}
        busyLabel="Leaving…"
        onConfirm={() => void confirm()}
        onCancel={() => setConfirming(false)}
      />
    </article>
  );
}
