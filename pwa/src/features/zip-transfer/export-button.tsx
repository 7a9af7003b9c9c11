// Export on a row, Export Selected and Export all (spec 2 §2): one button that downloads the zip
// and shows its progress from the bytes received (against the server's estimate) while it runs.
import { useState } from 'react';
import { DownloadIcon } from '../../shared/icons/icons';
import { showApiErrorToast } from '../../shared/toast/api-error-toast';
import { showToast } from '../../shared/toast/toast-store';
import { buttonClass, type ButtonVariant } from '../../shared/ui/button-styles';
import { exportWorlds, type ExportSelection } from './zip-api';

/** Props of an export button. */
export type ExportButtonProps = {
  selection: ExportSelection;
  label: string;
  /** Read by screen readers after the label (e.g. the World's title on a row). */
  srLabel?: string;
  variant?: ButtonVariant;
  disabled?: boolean;
};

const mb = (n: number) => `${(n / (1024 * 1024)).toFixed(1)} MB`;

/** A button that exports Worlds as a zip, with a progress bar while the download runs. */
export function ExportButton({ selection, label, srLabel, variant = 'secondary', disabled }: ExportButtonProps) {
  const [progress, setProgress] = useState<{ received: number; estimate: number | null } | null>(null);
  const run = async () => {
    setProgress({ received: 0, estimate: null });
    try {
      const name = await exportWorlds(selection, (received, estimate) => setProgress({ received, estimate }));
      showToast({ kind: 'success', title: 'Export ready', message: name });
    } catch (error) {
      console.error('[export]', error);
      showApiErrorToast(error);
    } finally {
      setProgress(null);
    }
  };
  // Pictures are stored as they are and text compresses: the estimate is an upper bound, so the bar never claims done early.
  const fraction = progress?.estimate ? Math.min(0.99, progress.received / progress.estimate) : null;
  return (
    <span className="inline-flex flex-col gap-1">
      <button type="button" onClick={() => void run()} disabled={disabled || progress !== null} className={buttonClass(variant, 'md')}>
        <DownloadIcon className="size-4" />
        {progress ? 'Exporting…' : label}
        {srLabel && <span className="sr-only"> {srLabel}</span>}
      </button>
      {progress && (
        <span className="flex min-w-36 items-center gap-2 text-xs text-ink-700" role="status">
          <progress
            className="h-1.5 w-24 overflow-hidden rounded-full accent-ink-900"
            aria-label={`Export progress${srLabel ? ` of ${srLabel}` : ''}`}
            {...(fraction === null ? {} : { value: Math.round(fraction * 100), max: 100 })}
          />
          <span>{progress.estimate ? `${mb(progress.received)} of ~${mb(progress.estimate)}` : mb(progress.received)}</span>
        </span>
      )}
    </span>
  );
}
