import { isApiError } from '../../shared/api/api-error';
import { OfflineIcon, RefreshIcon } from '../../shared/icons/icons';
import { buttonClass } from '../../shared/ui/button-styles';

/** Props of a LoadErrorPanel: the error, the texts for offline and for a failure, and how to try again. */
export type LoadErrorPanelProps = {
  /** What the load failed with: a connectivity ApiError shows the offline texts. */
  error: unknown;
  offlineMessage: string;
  failureTitle: string;
  failureMessage: string;
  onRetry: () => void;
  /** The heading's level in the page (a section's list: 3; a page's main content: 2). */
  headingLevel?: 2 | 3;
};

/** A list that could not load: why (offline, or a failure) and a Retry button. */
export function LoadErrorPanel({ error, offlineMessage, failureTitle, failureMessage, onRetry, headingLevel = 2 }: LoadErrorPanelProps) {
  const offline = isApiError(error) && error.isConnectivity;
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <div role="alert" className="flex flex-col items-center rounded-3xl border border-danger-600/20 bg-danger-50 px-6 py-10 text-center">
      <span className="grid size-14 place-items-center rounded-full bg-white text-danger-600">
        <OfflineIcon className="size-7" />
      </span>
      <Heading className="mt-4 text-xl font-semibold">{offline ? "Can't reach Taleforge" : failureTitle}</Heading>
      <p className="mt-2 max-w-md text-ink-700">{offline ? offlineMessage : failureMessage}</p>
      <button type="button" onClick={onRetry} className={buttonClass('secondary', 'lg', 'mt-6')}>
        <RefreshIcon />
        Retry
      </button>
    </div>
  );
}
