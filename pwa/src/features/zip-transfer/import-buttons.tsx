// Import single template and Import collection (spec 2 §2): a button that opens the file picker
// (.zip only), uploads, and then asks (older/same), tells (imported) or shows the summary.
import type { ImportCollectionResponse, ImportTemplateResponse } from '@schemas';
import { useRef, useState } from 'react';
import { UploadIcon } from '../../shared/icons/icons';
import { showApiErrorToast } from '../../shared/toast/api-error-toast';
import { showToast } from '../../shared/toast/toast-store';
import { buttonClass, type ButtonVariant } from '../../shared/ui/button-styles';
import { CollectionSummaryDialog, ConfirmOverwriteDialog } from './import-dialogs';
import { confirmImport, importCollection, importWorld } from './zip-api';

type NeedsConfirmation = Extract<ImportTemplateResponse, { outcome: 'needsConfirmation' }>;

/** Props of the import buttons: called once Worlds were written, so the list can refresh. */
export type ImportButtonProps = { onImported?: () => void; variant?: ButtonVariant; label?: string };

const mb = (n: number) => `${(n / (1024 * 1024)).toFixed(1)} MB`;

/** A hidden .zip file input behind a button; `busy` shows the upload's size while it runs. */
function ZipPicker({ label, busy, variant, onFile }: { label: string; busy: string | null; variant: ButtonVariant; onFile: (file: File) => void }) {
  const input = useRef<HTMLInputElement>(null);
  return (
    <span className="inline-flex flex-col gap-1">
      <button type="button" onClick={() => input.current?.click()} disabled={busy !== null} className={buttonClass(variant, 'md')}>
        <UploadIcon className="size-4" />
        {busy ? 'Importing…' : label}
      </button>
      {busy && (
        <span className="flex items-center gap-2 text-xs text-ink-700" role="status">
          <progress className="h-1.5 w-24 overflow-hidden rounded-full accent-ink-900" aria-label={`${label} progress`} />
          {busy}
        </span>
      )}
      <input
        ref={input}
        type="file"
        accept=".zip,application/zip"
        className="sr-only"
        tabIndex={-1}
        aria-label={label}
        onChange={(e) => {
          const file = e.currentTarget.files?.[0];
          e.currentTarget.value = '';
          if (file) onFile(file);
        }}
      />
    </span>
  );
}

/** Import single template: new and newer go in at once; older and same ask first, showing both dates. */
export function ImportWorldButton({ onImported, variant = 'secondary', label = 'Import' }: ImportButtonProps) {
  const [busy, setBusy] = useState<string | null>(null);
  const [ask, setAsk] = useState<{ file: File; answer: NeedsConfirmation } | null>(null);
  const run = async (file: File, confirming: NeedsConfirmation | null) => {
    setBusy(confirming ? 'Importing' : `Uploading ${mb(file.size)}`);
    try {
      const answer = confirming ? await confirmImport(confirming.confirmationToken, file) : await importWorld(file);
      if (answer.outcome === 'needsConfirmation') {
        setAsk({ file, answer });
        return;
      }
      setAsk(null);
      showToast({ kind: 'success', title: 'World imported', message: `“${answer.template.title}”${answer.isNewTemplate ? ' was added to your Worlds.' : ' was replaced.'}` });
      onImported?.();
    } catch (error) {
      console.error('[import]', error);
      setAsk(null);
      showApiErrorToast(error);
    } finally {
      setBusy(null);
    }
  };
  return (
    <>
      <ZipPicker label={label} busy={ask ? null : busy} variant={variant} onFile={(file) => void run(file, null)} />
      <ConfirmOverwriteDialog ask={ask?.answer ?? null} busy={busy !== null} onConfirm={() => ask && void run(ask.file, ask.answer)} onCancel={() => setAsk(null)} />
    </>
  );
}

/** Import collection: new and newer Worlds go in, the rest is skipped; the summary says which. */
export function ImportCollectionButton({ onImported, variant = 'secondary', label = 'Import collection' }: ImportButtonProps) {
  const [busy, setBusy] = useState<string | null>(null);
  const [summary, setSummary] = useState<ImportCollectionResponse | null>(null);
  const run = async (file: File) => {
    setBusy(`Uploading ${mb(file.size)}`);
    try {
      setSummary(await importCollection(file));
    } catch (error) {
      console.error('[import collection]', error);
      showApiErrorToast(error);
    } finally {
      setBusy(null);
    }
  };
  return (
    <>
      <ZipPicker label={label} busy={busy} variant={variant} onFile={(file) => void run(file)} />
      <CollectionSummaryDialog
        summary={summary}
        onClose={() => {
          // The list refreshes once the summary is read: refreshing under it could replace the screen holding it.
          if (summary && summary.imported.length > 0) onImported?.();
          setSummary(null);
        }}
      />
    </>
  );
}
