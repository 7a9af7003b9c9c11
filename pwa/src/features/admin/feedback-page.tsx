// /admin/feedback (spec 2 §2 'Feedback Management'): Type, Rating, Comment, User, Story,
// Submitted, Actions (delete); newest first; after a delete the page reloads its data.
import type { Feedback } from '@schemas';
import type { ColumnDef } from '@tanstack/react-table';
import { useMemo, useState } from 'react';
import { CloseIcon } from '../../shared/icons/icons';
import { buttonClass } from '../../shared/ui/button-styles';
import { ConfirmDialog } from '../../shared/ui/confirm-dialog';
import { deleteAdminFeedback, fetchAdminFeedback } from './admin-api';
import { AdminLoadError, AdminLoading, RefreshButton } from './admin-panels';
import { adminDate, cutText } from './admin-rules';
import { DataTable } from './data-table';
import { useAdminData } from './use-admin-data';

/** Spec 2 §2's confirm text, word for word. */
export const DELETE_FEEDBACK_TEXT = 'Are you sure you want to delete this feedback submission? This action cannot be undone.';

/** The feedback table. */
export function AdminFeedbackPage() {
  const { data, failed, reload } = useAdminData((signal) => fetchAdminFeedback(signal), 'feedback');
  const [deleting, setDeleting] = useState<Feedback | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const columns = useMemo<ColumnDef<Feedback, unknown>[]>(
    () => [
      { id: 'type', header: 'Type', accessorFn: (f) => f.type },
      { id: 'rating', header: 'Rating', accessorFn: (f) => f.rating ?? '', cell: (c) => c.row.original.rating ?? '—' },
      { id: 'comment', header: 'Comment', accessorFn: (f) => f.comment, cell: (c) => <span title={c.row.original.comment}>{cutText(c.row.original.comment, 100)}</span> },
      { id: 'user', header: 'User', accessorFn: (f) => f.username?.trim() || 'Anonymous' },
      { id: 'story', header: 'Story', accessorFn: (f) => f.storyTitle ?? '', cell: (c) => (c.row.original.storyTitle ? cutText(c.row.original.storyTitle, 30) : '—') },
      { id: 'createdAt', header: 'Submitted', accessorFn: (f) => f.createdAt, cell: (c) => adminDate(c.row.original.createdAt) },
      {
        id: 'actions',
        header: 'Actions',
        enableSorting: false,
        enableGlobalFilter: false,
        cell: ({ row: { original: f } }) => (
          <button type="button" onClick={() => setDeleting(f)} className={buttonClass('ghost', 'md', 'px-3 text-danger-600')}>
            Delete<span className="sr-only"> feedback {cutText(f.comment, 30)}</span>
          </button>
        ),
      },
    ],
    [],
  );

  const confirmDelete = async () => {
    if (!deleting) return;
    setBusy(true);
    try {
      await deleteAdminFeedback(deleting.id);
      setDeleting(null);
      reload();
    } catch (e) {
      console.error('[Admin feedback] delete failed', e);
      setDeleting(null);
      setError('Failed to delete feedback. Please try again.');
    } finally {
      setBusy(false);
    }
  };

  return (
    <section aria-labelledby="admin-feedback-heading" className="space-y-4">
      <title>Feedback · Admin · Taleforge</title>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="admin-feedback-heading" className="text-2xl font-semibold">Feedback Management</h2>
        <RefreshButton onClick={reload} />
      </div>
      {error && (
        <div role="alert" className="flex items-center gap-3 rounded-xl border border-danger-600/25 bg-danger-50 px-4 py-3 text-sm text-danger-600">
          <span className="flex-1">{error}</span>
          <button type="button" onClick={() => setError(null)} aria-label="Dismiss" className={buttonClass('ghost', 'md', 'px-3')}>
            <CloseIcon className="size-4" />
          </button>
        </div>
      )}
      {failed && <AdminLoadError message="Failed to load feedback. Please try again." onRetry={reload} />}
      {data === undefined ? (
        !failed && <AdminLoading label="Loading feedback…" />
      ) : (
        <DataTable label="feedback" rows={data.feedback} columns={columns} getRowId={(f) => f.id} defaultSort={{ id: 'createdAt', desc: true }} empty="No feedback submissions found" cardTitle="comment" />
      )}
      <ConfirmDialog
        open={deleting !== null}
        title="Delete feedback?"
        message={DELETE_FEEDBACK_TEXT}
        confirmLabel="Delete"
        tone="danger"
        busy={busy}
        busyLabel="Deleting…"
        onConfirm={() => void confirmDelete()}
        onCancel={() => setDeleting(null)}
      />
    </section>
  );
}
