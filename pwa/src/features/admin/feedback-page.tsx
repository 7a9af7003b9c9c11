// /admin/feedback (spec 2 §2 'Feedback Management'): Type, Rating, Comment, User, Story,
// Submitted, Actions (delete); newest first; after a delete the page reloads its data.
import type { Feedback } from '@schemas';
import type { ColumnDef } from '@tanstack/react-table';
import { useMemo } from 'react';
import { CloseIcon } from '../../shared/icons/icons';
import { buttonClass } from '../../shared/ui/button-styles';
import { deleteAdminFeedback, fetchAdminFeedback } from './admin-api';
import { AdminListPage, useRowDelete } from './admin-list-page';
import { adminDate, cutText } from './admin-rules';
import { DataTable } from './data-table';
import { useAdminData } from './use-admin-data';

/** Spec 2 §2's confirm text, word for word. */
export const DELETE_FEEDBACK_TEXT = 'Are you sure you want to delete this feedback submission? This action cannot be undone.';

/** The feedback table. */
export function AdminFeedbackPage() {
  const { data, failed, reload } = useAdminData((signal) => fetchAdminFeedback(signal), 'feedback');
  // Spec 2 §2: a failed delete shows a banner that can be dismissed; a done one reloads the list.
  const remove = useRowDelete<Feedback>(
    'feedback',
    async (f) => {
      await deleteAdminFeedback(f.id);
      reload();
    },
    () => 'Failed to delete feedback. Please try again.',
    { closeOnFailure: true },
  );
  const ask = remove.ask;

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
          <button type="button" onClick={() => ask(f)} className={buttonClass('ghost', 'md', 'px-3 text-danger-600')}>
            Delete<span className="sr-only"> feedback {cutText(f.comment, 30)}</span>
          </button>
        ),
      },
    ],
    [ask],
  );

  return (
    <AdminListPage
      noun="feedback"
      heading="Feedback Management"
      title="Feedback"
      onRefresh={reload}
      failed={failed}
      onRetry={reload}
      loaded={data !== undefined}
      notice={
        remove.error &&
        remove.target === null && (
          <div role="alert" className="flex items-center gap-3 rounded-xl border border-danger-600/25 bg-danger-50 px-4 py-3 text-sm text-danger-600">
            <span className="flex-1">{remove.error}</span>
            <button type="button" onClick={remove.dismissError} aria-label="Dismiss" className={buttonClass('ghost', 'md', 'px-3')}>
              <CloseIcon className="size-4" />
            </button>
          </div>
        )
      }
      remove={remove}
      confirmTitle="Delete feedback?"
      confirmMessage={() => DELETE_FEEDBACK_TEXT}
    >
      {data && <DataTable label="feedback" rows={data.feedback} columns={columns} getRowId={(f) => f.id} defaultSort={{ id: 'createdAt', desc: true }} empty="No feedback submissions found" cardTitle="comment" />}
    </AdminListPage>
  );
}
