// Ending, keeping and deleting a class (issue 33), each behind a confirmation where it cannot be undone.
import { formatDate } from '@engine';
import type { ClassDetail } from '@schemas';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { TrashIcon } from '../../shared/icons/icons';
import { showApiErrorToast } from '../../shared/toast/api-error-toast';
import { showToast } from '../../shared/toast/toast-store';
import { buttonClass } from '../../shared/ui/button-styles';
import { ConfirmDialog } from '../../shared/ui/confirm-dialog';
import { deleteClass, endClass, keepClass } from './classes-api';

/** What ending a class does, for the confirmation. */
export const END_CLASS_MESSAGE = "Every learner's story becomes read-only: they can still read it, but no more choices can be made. This cannot be undone.";

/** The class's retention, in words. */
export function retentionText(detail: Pick<ClassDetail, 'endedAt' | 'keep' | 'deleteAfter'>): string {
  if (!detail.endedAt) return 'Running. Ended classes are deleted with their stories 30 days after their end, unless you keep them.';
  if (detail.keep) return `Ended ${formatDate(detail.endedAt)} · kept until you delete it.`;
  return `Ended ${formatDate(detail.endedAt)} · deleted with its stories on ${formatDate(detail.deleteAfter)}.`;
}

/** End class (while it runs), Keep (once ended) and Delete, with their dialogs. */
export function ClassActions({ detail, onChange }: { detail: ClassDetail; onChange: (d: ClassDetail) => void }) {
  const navigate = useNavigate();
  const [asking, setAsking] = useState<'end' | 'delete' | null>(null);
  const [busy, setBusy] = useState(false);

  const run = async (what: () => Promise<void>) => {
    setBusy(true);
    try {
      await what();
    } catch (error) {
      showApiErrorToast(error);
    } finally {
      setBusy(false);
      setAsking(null);
    }
  };
  const end = () =>
    run(async () => {
      onChange(await endClass(detail.id));
      showToast({ kind: 'success', title: 'Class ended', message: "The learners' stories are now read-only." });
    });
  const remove = () =>
    run(async () => {
      await deleteClass(detail.id);
      showToast({ kind: 'success', title: 'Class deleted', message: `“${detail.title}” and its stories were deleted.` });
      await navigate('/users/classes');
    });
  const toggleKeep = () => run(async () => onChange(await keepClass(detail.id, !detail.keep)));

  return (
    <div className="flex flex-wrap gap-2 print:hidden">
      {!detail.endedAt ? (
        <button type="button" className={buttonClass('secondary')} onClick={() => setAsking('end')}>
          End class
        </button>
      ) : (
        <button type="button" className={buttonClass('secondary')} disabled={busy} onClick={() => void toggleKeep()} aria-pressed={detail.keep}>
          {detail.keep ? 'Let it be deleted after 30 days' : 'Keep this class'}
        </button>
      )}
      <button type="button" className={buttonClass('ghost', 'md', 'text-danger-600 hover:text-danger-600')} onClick={() => setAsking('delete')}>
        <TrashIcon className="size-4" />
        Delete
      </button>
      <ConfirmDialog
        open={asking === 'end'}
        title="End this class?"
        message={END_CLASS_MESSAGE}
        confirmLabel="End class"
        busy={busy}
        busyLabel="Ending…"
        onConfirm={() => void end()}
        onCancel={() => setAsking(null)}
      />
      <ConfirmDialog
        open={asking === 'delete'}
        title="Delete this class?"
        message={`“${detail.title}” and all ${detail.learners.length} learners' stories are deleted for good.`}
        confirmLabel="Delete class"
        tone="danger"
        busy={busy}
        busyLabel="Deleting…"
        onConfirm={() => void remove()}
        onCancel={() => setAsking(null)}
      />
    </div>
  );
}
