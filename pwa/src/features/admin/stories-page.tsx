// /admin/stories (spec 2 §2 'Admin stories table'): Title, Players, Status, Beat, Created,
// Updated, Actions (Open, issue 27: the story read-only; delete); newest update first; 'No stories found.'.
import type { AdminStoryRow } from '@schemas';
import type { ColumnDef } from '@tanstack/react-table';
import { useMemo, useState } from 'react';
import { Link } from 'react-router';
import { useMediaQuery } from '../../shared/browser/use-media-query';
import { buttonClass } from '../../shared/ui/button-styles';
import { deleteAdminStory, fetchAdminStories, loadPages } from './admin-api';
import { AdminListPage, useRowDelete } from './admin-list-page';
import { adminDate, adminStoryBeat, adminStoryPlayers, adminStoryStatus, adminStoryTitle } from './admin-rules';
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
  const remove = useRowDelete<AdminStoryRow>(
    'stories',
    async (story) => {
      await deleteAdminStory(story.id);
      setRemoved((prev) => new Set(prev).add(story.id));
    },
    () => 'Failed to delete story. Please try again.',
  );

  const ask = remove.ask;
  const rows = useMemo(() => (data ?? partial ?? []).filter((s) => !removed.has(s.id)), [data, partial, removed]);
  const columns = useMemo<ColumnDef<AdminStoryRow, unknown>[]>(
    () => [
      { id: 'title', header: 'Title', accessorFn: (s) => adminStoryTitle(s, small) },
      { id: 'players', header: 'Players', accessorFn: adminStoryPlayers, sortingFn: (a, b) => a.original.playerCount - b.original.playerCount },
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
          <div className="flex flex-wrap gap-1">
            {/* Issue 27: the story read-only, as its players read it. */}
            <Link to={`/admin/stories/${encodeURIComponent(s.id)}`} className={buttonClass('ghost', 'md', 'px-3')}>
              Open<span className="sr-only"> {adminStoryTitle(s, false)}</span>
            </Link>
            <button type="button" onClick={() => ask(s)} className={buttonClass('ghost', 'md', 'px-3 text-danger-600')}>
              Delete<span className="sr-only"> {adminStoryTitle(s, false)}</span>
            </button>
          </div>
        ),
      },
    ],
    [small, ask],
  );

  return (
    <AdminListPage
      noun="stories"
      heading="Stories"
      title="Stories"
      // Spec 2 §2: the stories table's refresh reloads the page.
      onRefresh={() => window.location.reload()}
      failed={failed}
      onRetry={reload}
      loaded={data !== undefined || partial !== undefined}
      remove={remove}
      confirmTitle="Delete this story?"
      confirmMessage={(s) => `“${adminStoryTitle(s, false)}” is deleted for every player. This cannot be undone.`}
    >
      <DataTable label="stories" rows={rows} columns={columns} getRowId={(s) => s.id} defaultSort={{ id: 'updatedAt', desc: true }} empty="No stories found." cardTitle="title" />
    </AdminListPage>
  );
}
