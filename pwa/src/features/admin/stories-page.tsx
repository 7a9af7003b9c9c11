// /admin/stories (spec 2 §2 'Admin stories table'): Title, Players, Status, Beat, Created,
// Updated, Actions (delete); newest update first; 'No stories found.'.
import type { AdminStoryRow } from '@schemas';
import type { ColumnDef } from '@tanstack/react-table';
import { useMemo, useState } from 'react';
import { useMediaQuery } from '../../shared/browser/use-media-query';
import { buttonClass } from '../../shared/ui/button-styles';
import { ConfirmDialog } from '../../shared/ui/confirm-dialog';
import { deleteAdminStory, fetchAdminStories, loadPages } from './admin-api';
import { AdminLoadError, AdminLoading, RefreshButton } from './admin-panels';
import { adminDate, adminStoryBeat, adminStoryStatus, adminStoryTitle } from './admin-rules';
import { DataTable } from './data-table';
import { useAdminData } from './use-admin-data';

/** The stories table. */
export function AdminStoriesPage() {
  const small = !useMediaQuery('(min-width: 768px)');
  const [partial, setPartial] = useState<AdminStoryRow[] | undefined>(undefined);
  const { data, failed, reload } = useAdminData(
    (signal) => loadPages(async (offset) => {
      const { stories, total } = await fetchAdminStories(offset, signal);
      return { rows: stories, total };
    }, setPartial),
    'stories',
  );
  const [removed, setRemoved] = useState<ReadonlySet<string>>(new Set());
  const [deleting, setDeleting] = useState<AdminStoryRow | null>(null);
  const [busy, setBusy] = useState(false);
  const [deleteError, setDeleteError] = useState<string | null>(null);

  const rows = useMemo(() => (data ?? partial ?? []).filter((s) => !removed.has(s.id)), [data, partial, removed]);
  const columns = useMemo<ColumnDef<AdminStoryRow, unknown>[]>(
    () => [
      { id: 'title', header: 'Title', accessorFn: (s) => adminStoryTitle(s, small) },
      { id: 'players', header: 'Players', accessorFn: (s) => s.playerCount },
      { id: 'status', header: 'Status', accessorFn: (s) => adminStoryStatus(s.playerStatusCounts) },
      { id: 'beat', header: 'Beat', accessorFn: adminStoryBeat, sortingFn: (a, b) => a.original.currentBeat - b.original.currentBeat },
      { id: 'createdAt', header: 'Created', accessorFn: (s) => s.createdAt ?? '', cell: (c) => adminDate(c.row.original.createdAt) },
      { id: 'updatedAt', header: 'Updated', accessorFn: (s) => s.updatedAt ?? '', cell: (c) => adminDate(c.row.original.updatedAt) },
      {
        id: 'actions',
        header: 'Actions',
        enableSorting: false,
        enableGlobalFilter: false,
        cell: ({ row: { original: s } }) => (
          <button type="button" onClick={() => { setDeleteError(null); setDeleting(s); }} className={buttonClass('ghost', 'md', 'px-3 text-danger-600')}>
            Delete<span className="sr-only"> {adminStoryTitle(s, false)}</span>
          </button>
        ),
      },
    ],
    [small],
  );

  const confirmDelete = async () => {
    if (!deleting) return;
    setBusy(true);
    try {
      await deleteAdminStory(deleting.id);
      setRemoved((prev) => new Set(prev).add(deleting.id));
      setDeleting(null);
    } catch (error) {
      console.error('[Admin stories] delete failed', error);
      setDeleteError('Failed to delete story. Please try again.');
    } finally {
      setBusy(false);
    }
  };

  return (
    <section aria-labelledby="admin-stories-heading" className="space-y-4">
      <title>Stories · Admin · Taleforge</title>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="admin-stories-heading" className="text-2xl font-semibold">Stories</h2>
        <RefreshButton onClick={() => window.location.reload()} />
      </div>
      {failed && <AdminLoadError message="Failed to load stories. Please try again." onRetry={reload} />}
      {data === undefined && partial === undefined ? (
        !failed && <AdminLoading label="Loading stories…" />
      ) : (
        <DataTable label="stories" rows={rows} columns={columns} getRowId={(s) => s.id} defaultSort={{ id: 'updatedAt', desc: true }} empty="No stories found." cardTitle="title" />
      )}
      <ConfirmDialog
        open={deleting !== null}
        title="Delete this story?"
        message={deleteError ?? `“${deleting ? adminStoryTitle(deleting, false) : ''}” is deleted for every player. This cannot be undone.`}
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
