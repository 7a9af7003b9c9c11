// The dialogs of an import: an older or same World asks first, showing both dates (spec 2 §4
// Import); a collection import ends with its summary: imported, skipped with why, warnings.
import { formatDate } from '@engine';
import type { ImportCollectionResponse, ImportTemplateResponse } from '@schemas';
import { buttonClass } from '../../shared/ui/button-styles';
import { ConfirmDialog } from '../../shared/ui/confirm-dialog';
import { Modal } from '../../shared/ui/modal';

type NeedsConfirmation = Extract<ImportTemplateResponse, { outcome: 'needsConfirmation' }>;

const when = (iso: string) => formatDate(iso, { offsetMinutes: -new Date().getTimezoneOffset() });

/** Asks before an older or same World replaces the one here. */
export function ConfirmOverwriteDialog({ ask, busy, onConfirm, onCancel }: { ask: NeedsConfirmation | null; busy: boolean; onConfirm: () => void; onCancel: () => void }) {
  const title = ask?.title.trim() || 'Untitled World';
  const message = !ask
    ? ''
    : ask.comparison === 'same'
      ? `“${title}” here is the same version as the one in the file (both updated ${when(ask.existingUpdatedAt)}). Import it again anyway?`
      : `The file holds an older “${title}” (updated ${when(ask.importedUpdatedAt)}) than the one here (updated ${when(ask.existingUpdatedAt)}). Importing replaces the newer one.`;
  return (
    <ConfirmDialog
      open={ask !== null}
      title={ask?.comparison === 'same' ? 'Same version already here' : 'Replace with an older version?'}
      message={message}
      confirmLabel="Import anyway"
      tone="danger"
      busy={busy}
      busyLabel="Importing…"
      onConfirm={onConfirm}
      onCancel={onCancel}
    />
  );
}

const REASONS: Record<ImportCollectionResponse['skipped'][number]['reason'], string> = {
  older: 'older than the one here',
  same: 'same version as the one here',
  failed: 'could not be saved',
};

/** The summary of a collection import. */
export function CollectionSummaryDialog({ summary, onClose }: { summary: ImportCollectionResponse | null; onClose: () => void }) {
  return (
    <Modal
      open={summary !== null}
      onClose={onClose}
      title="Collection imported"
      description={summary ? `${summary.imported.length} imported, ${summary.skipped.length} skipped${summary.warnings.length ? `, ${summary.warnings.length} warning${summary.warnings.length === 1 ? '' : 's'}` : ''}.` : undefined}
      footer={
        <button type="button" onClick={onClose} className={buttonClass('primary')}>
          Done
        </button>
      }
    >
      {summary && (
        <div className="space-y-4 text-sm">
          <section aria-labelledby="summary-imported">
            <h3 id="summary-imported" className="font-semibold text-ink-900">Imported</h3>
            {summary.imported.length === 0 ? (
              <p className="text-ink-700">None.</p>
            ) : (
              <ul className="mt-1 space-y-1">
                {summary.imported.map((w) => (
                  <li key={w.templateId} className="break-words">
                    “{w.title}” <span className="text-ink-700">({w.comparison === 'new' ? 'new' : 'newer version'})</span>
                  </li>
                ))}
              </ul>
            )}
          </section>
          {summary.skipped.length > 0 && (
            <section aria-labelledby="summary-skipped">
              <h3 id="summary-skipped" className="font-semibold text-ink-900">Skipped</h3>
              <ul className="mt-1 space-y-1">
                {summary.skipped.map((w) => (
                  <li key={`${w.folder}${w.templateId}`} className="break-words">
                    “{w.title}” <span className="text-ink-700">— {REASONS[w.reason]}</span>
                  </li>
                ))}
              </ul>
            </section>
          )}
          {summary.warnings.length > 0 && (
            <section aria-labelledby="summary-warnings">
              <h3 id="summary-warnings" className="font-semibold text-warning-600">Warnings</h3>
              <ul className="mt-1 list-disc space-y-1 pl-5 text-ink-700">
                {summary.warnings.map((w) => (
                  <li key={w} className="break-words">{w}</li>
                ))}
              </ul>
            </section>
          )}
        </div>
      )}
    </Modal>
  );
}
