// What every admin list screen is (spec 2 §2: stories, users, feedback): its heading with
// Refresh, a load failure with Retry, loading, then the table; and a row's deletion behind a
// confirmation, with the call in flight and its failure shown.
import { useCallback, useState, type ReactNode } from 'react';
import { ConfirmDialog } from '../../shared/ui/confirm-dialog';
import { AdminLoadError, AdminLoading, RefreshButton } from './admin-panels';

/** A row's deletion behind a confirmation (see {@link useRowDelete}). */
export type RowDelete<T> = {
  /** The row being asked about, or null. */
  target: T | null;
  busy: boolean;
  /** The last failure, in words for the admin. */
  error: string | null;
  ask: (row: T) => void;
  confirm: () => Promise<void>;
  cancel: () => void;
  dismissError: () => void;
};

/**
 * Deleting a row of an admin list: `ask` opens the confirmation, `confirm` calls `remove`. A
 * failure is logged and put in words by `failure`; it stays in the dialog, or (with
 * `closeOnFailure`, the feedback page's banner) closes it.
 */
export function useRowDelete<T>(area: string, remove: (row: T) => Promise<void>, failure: (error: unknown) => string, options: { closeOnFailure?: boolean } = {}): RowDelete<T> {
  const [target, setTarget] = useState<T | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  // Stable, so the table's columns (which hold the Delete buttons) are not rebuilt on each render.
  const ask = useCallback((row: T) => {
    setError(null);
    setTarget(row);
  }, []);
  return {
    target,
    busy,
    error,
    ask,
    confirm: async () => {
      if (target === null) return;
      setBusy(true);
      try {
        await remove(target);
        setTarget(null);
      } catch (e) {
        console.error(`[Admin ${area}] delete failed`, e);
        setError(failure(e));
        if (options.closeOnFailure) setTarget(null);
      } finally {
        setBusy(false);
      }
    },
    cancel: () => setTarget(null),
    dismissError: () => setError(null),
  };
}

/** Props of {@link AdminListPage}. */
export type AdminListPageProps<T> = {
  /** The list's name in ids and messages: 'stories' → 'Failed to load stories. Please try again.' */
  noun: string;
  /** The visible heading; the tab's title is `{title} · Admin · Taleforge`. */
  heading: string;
  title: string;
  onRefresh: () => void;
  /** The load failed (shown with Retry). */
  failed: boolean;
  onRetry: () => void;
  /** Rows are there to show (all or the first pages). */
  loaded: boolean;
  /** Above the table: the feedback page's dismissable banner. */
  notice?: ReactNode;
  /** The table. */
  children: ReactNode;
  remove: RowDelete<T>;
  /** The confirmation's title and its question for a row. */
  confirmTitle: string;
  confirmMessage: (row: T) => string;
};

/** One admin list screen (see the file comment). */
export function AdminListPage<T>({ noun, heading, title, onRefresh, failed, onRetry, loaded, notice, children, remove, confirmTitle, confirmMessage }: AdminListPageProps<T>) {
  const headingId = `admin-${noun}-heading`;
  return (
    <section aria-labelledby={headingId} className="space-y-4">
      <title>{`${title} · Admin · Taleforge`}</title>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id={headingId} className="text-2xl font-semibold">
          {heading}
        </h2>
        <RefreshButton onClick={onRefresh} />
      </div>
      {notice}
      {failed && <AdminLoadError message={`Failed to load ${noun}. Please try again.`} onRetry={onRetry} />}
      {loaded ? children : !failed && <AdminLoading label={`Loading ${noun}…`} />}
      <ConfirmDialog
        open={remove.target !== null}
        title={confirmTitle}
        message={remove.target === null ? '' : (remove.error ?? confirmMessage(remove.target))}
        confirmLabel="Delete"
        tone="danger"
        busy={remove.busy}
        busyLabel="Deleting…"
        onConfirm={() => void remove.confirm()}
        onCancel={remove.cancel}
      />
    </section>
  );
}
