// Deleting a World from inside its editor (issue 27; spec 2 §8: a deletion failure in the editor
// is the caller's to show): the creator or an admin, asked first with the same words as My Worlds.
// Once deleted, the editor leaves for the list it came from.
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { z } from 'zod';
import { apiDelete } from '../../shared/api/api-client';
import { isApiError } from '../../shared/api/api-error';
import { TrashIcon } from '../../shared/icons/icons';
import { showToast } from '../../shared/toast/toast-store';
import { buttonClass } from '../../shared/ui/button-styles';
import { ConfirmDialog } from '../../shared/ui/confirm-dialog';

/** The confirmation's message (My Worlds' words). */
export const deleteWorldMessage = (title: string) => `“${title}” and its images are deleted for you and every co-author. This cannot be undone.`;

/** 'Delete World' and its confirmation; after the deletion, goes to `leaveTo`. */
export function DeleteWorldButton({ templateId, title, leaveTo }: { templateId: string; title: string; leaveTo: string }) {
  const navigate = useNavigate();
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState(false);

  const remove = async () => {
    setBusy(true);
    try {
      await apiDelete(`/templates/${encodeURIComponent(templateId)}`, z.unknown());
      setAsking(false);
      showToast({ kind: 'success', title: 'World deleted', message: `“${title}” was deleted.` });
      await navigate(leaveTo);
    } catch (error) {
      console.error('[DeleteWorldButton]', error);
      const message = isApiError(error) ? (error.isConnectivity ? 'Deleting a World needs a connection.' : error.errorMessage) : 'Please try again.';
      showToast({ kind: 'error', title: 'The World was not deleted', message });
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <button type="button" onClick={() => setAsking(true)} className={buttonClass('ghost', 'md', 'text-danger-600 hover:text-danger-600')} aria-haspopup="dialog">
        <TrashIcon className="size-4" />
        Delete World
      </button>
      <ConfirmDialog
        open={asking}
        title="Delete this World?"
        message={deleteWorldMessage(title)}
        confirmLabel="Delete"
        tone="danger"
        busy={busy}
        busyLabel="Deleting…"
        onConfirm={() => void remove()}
        onCancel={() => setAsking(false)}
      />
    </>
  );
}
