// The admin screens' shared states: loading, and a load failure with Retry.
import { RefreshIcon } from '../../shared/icons/icons';
import { buttonClass } from '../../shared/ui/button-styles';
import { Spinner } from '../../shared/ui/spinner';

/** While a list loads. */
export function AdminLoading({ label }: { label: string }) {
  return (
    <div className="grid min-h-40 place-items-center">
      <Spinner label={label} />
    </div>
  );
}

/** A failure with its message and Retry. */
export function AdminLoadError({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <div role="alert" className="flex flex-wrap items-center gap-3 rounded-xl border border-danger-600/25 bg-danger-50 px-4 py-3 text-sm text-danger-600">
      <span className="flex-1">{message}</span>
      <button type="button" onClick={onRetry} className={buttonClass('link', 'md', '-my-1 px-3')}>
        <RefreshIcon className="size-4" />
        Retry
      </button>
    </div>
  );
}

/** A Refresh button for a list header. */
export function RefreshButton({ onClick }: { onClick: () => void }) {
  return (
    <button type="button" onClick={onClick} className={buttonClass('secondary')}>
      <RefreshIcon className="size-4" />
      Refresh
    </button>
  );
}
