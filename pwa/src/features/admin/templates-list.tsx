// The template list of spec 2 §2 with its four switches (can publish, can export all, can import,
// show creator): the admin list turns all four on. Import and export come from zip-transfer (issue 18).
import type { TemplateMetadata } from '@schemas';
import type { ColumnDef } from '@tanstack/react-table';
import { useMemo, useState } from 'react';
import { Link } from 'react-router';
import { useMediaQuery } from '../../shared/browser/use-media-query';
import { PlusIcon } from '../../shared/icons/user-menu-icons';
import { buttonClass } from '../../shared/ui/button-styles';
import { ConfirmDialog } from '../../shared/ui/confirm-dialog';
import { ExportButton, ImportCollectionButton, ImportWorldButton } from '../zip-transfer';
import { RefreshButton } from './admin-panels';
import { beatsCell, creatorCell, playersCell, shortDateTime, tagsCell } from './admin-rules';
import { DataTable } from './data-table';
import { TemplateStatusBadge } from './template-status-badge';

/**
 * Whether the zip import and export routes exist (issue 18 flipped it): Import single, Import
 * collection, Export all, Export Selected and each row's Export.
 */
export const ZIP_TRANSFER_ENABLED = true;

/** The four switches of the list (spec 2 §2). */
export type TemplateListSwitches = { canPublish: boolean; canExportAll: boolean; canImport: boolean; showCreator: boolean };

/** Props of TemplatesList. */
export type TemplatesListProps<T extends TemplateMetadata> = {
  templates: T[];
  switches: TemplateListSwitches;
  /** The editor's path of a template. */
  editPath: (id: string) => string;
  onRefresh: () => void;
  onCreate: () => void;
  creating: boolean;
  /** Deletes a template; a rejection keeps the confirm dialog open (the caller tells the user). */
  onDelete: (template: T) => Promise<void>;
  /** The create button's label: 'New World' (admin) or 'Create New' (My Worlds). */
  createLabel?: string;
  /** The viewer's role per row (My Worlds: Creator or Co-author), as a Role column. */
  roleOf?: (template: T) => string;
  /** Whether the viewer may delete this row (My Worlds: its creator only); all by default. */
  canDelete?: (template: T) => boolean;
  /** The delete confirmation's title, and its text for a template title. */
  deleteTitle?: string;
  deleteMessage?: (title: string) => string;
};

const defaultDeleteMessage = (title: string) => `“${title}” and its images are deleted for everyone. This cannot be undone.`;

/** Refresh, import, Export all, the create button and the sortable, filterable table with row selection (Export Selected). */
export function TemplatesList<T extends TemplateMetadata>({
  templates,
  switches,
  editPath,
  onRefresh,
  onCreate,
  creating,
  onDelete,
  createLabel = 'New World',
  roleOf,
  canDelete,
  deleteTitle = 'Delete this World?',
  deleteMessage = defaultDeleteMessage,
}: TemplatesListProps<T>) {
  const small = !useMediaQuery('(min-width: 768px)');
  const [deleting, setDeleting] = useState<T | null>(null);
  const [busy, setBusy] = useState(false);

  const columns = useMemo<ColumnDef<T, unknown>[]>(() => {
    const cols: ColumnDef<T, unknown>[] = [
      { id: 'title', header: 'Title', accessorFn: (t) => t.title.trim() || 'Untitled World' },
      { id: 'status', header: 'Status', accessorFn: (t) => t.publicationStatus, cell: (c) => <TemplateStatusBadge status={c.row.original.publicationStatus} small={small} /> },
    ];
    if (switches.showCreator) cols.push({ id: 'creator', header: 'Creator', accessorFn: creatorCell });
    if (roleOf) cols.push({ id: 'role', header: 'Role', accessorFn: roleOf });
    cols.push(
      { id: 'tags', header: 'Tags', accessorFn: (t) => tagsCell(t.tags) },
      { id: 'players', header: 'Players', accessorFn: playersCell, sortingFn: (a, b) => a.original.playerCountMin - b.original.playerCountMin },
      { id: 'beats', header: 'Beats', accessorFn: beatsCell, sortingFn: (a, b) => a.original.maxTurnsMin - b.original.maxTurnsMin },
      { id: 'updatedAt', header: 'Updated', accessorFn: (t) => t.updatedAt, cell: (c) => <time dateTime={c.row.original.updatedAt}>{shortDateTime(c.row.original.updatedAt)}</time> },
      {
        id: 'actions',
        header: 'Actions',
        enableSorting: false,
        enableGlobalFilter: false,
        cell: ({ row: { original: t } }) => (
          <div className="flex flex-wrap gap-1">
            <Link to={editPath(t.id)} onClick={() => window.scrollTo(0, 0)} className={buttonClass('secondary', 'md', 'px-3')}>
              Edit<span className="sr-only"> {t.title}</span>
            </Link>
            {(switches.canPublish || t.publicationStatus === 'Published') && (
              <Link to={`/templates/${encodeURIComponent(t.id)}/configure`} className={buttonClass('ghost', 'md', 'px-3')}>
                View<span className="sr-only"> {t.title}</span>
              </Link>
            )}
            {ZIP_TRANSFER_ENABLED && <ExportButton selection={{ templateIds: [t.id] }} label="Export" srLabel={t.title} variant="ghost" />}
            {(canDelete?.(t) ?? true) && (
              <button type="button" onClick={() => setDeleting(t)} className={buttonClass('ghost', 'md', 'px-3 text-danger-600')}>
                Delete<span className="sr-only"> {t.title}</span>
              </button>
            )}
          </div>
        ),
      },
    );
    return cols;
  }, [switches, small, editPath, roleOf, canDelete]);

  const confirmDelete = async () => {
    if (!deleting) return;
    setBusy(true);
    try {
      await onDelete(deleting);
      setDeleting(null);
    } catch (error) {
      // Spec 2 §8: template delete failures in the admin list are only logged (My Worlds shows a toast itself).
      console.error('[Templates] delete failed', error);
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-start gap-2">
        <RefreshButton onClick={onRefresh} />
        {ZIP_TRANSFER_ENABLED && switches.canImport && (
          <>
            <ImportWorldButton onImported={onRefresh} label="Import single template" />
            <ImportCollectionButton onImported={onRefresh} />
          </>
        )}
        {ZIP_TRANSFER_ENABLED && switches.canExportAll && templates.length > 0 && <ExportButton selection={{ all: true }} label="Export all" />}
        <button type="button" onClick={onCreate} disabled={creating} className={buttonClass('primary', 'md', 'ml-auto')}>
          <PlusIcon className="size-4" />
          {creating ? 'Creating…' : createLabel}
        </button>
      </div>
      <DataTable
        label="Worlds"
        rows={templates}
        columns={columns}
        getRowId={(t) => t.id}
        defaultSort={{ id: 'updatedAt', desc: true }}
        empty="No templates found"
        cardTitle="title"
        {...(ZIP_TRANSFER_ENABLED ? { selectionActions: (ids: string[]) => <ExportButton selection={{ templateIds: ids }} label="Export Selected" /> } : {})}
      />
      <ConfirmDialog
        open={deleting !== null}
        title={deleteTitle}
        message={deleteMessage(deleting?.title.trim() || 'Untitled World')}
        confirmLabel="Delete"
        tone="danger"
        busy={busy}
        busyLabel="Deleting…"
        onConfirm={() => void confirmDelete()}
        onCancel={() => setDeleting(null)}
      />
    </div>
  );
}
