import { validationBanner, type ValidationIssue } from '@engine';
import { ErrorIcon, WarningIcon } from '../../shared/icons/icons';
import { buttonClass } from '../../shared/ui/button-styles';

/** Props of ValidationBanner. */
export type ValidationBannerProps = { issues: readonly ValidationIssue[]; onAutoFix?: () => void };

/**
 * The live validation banner (spec 2 §5): '{n} Error(s) Found' in red, or '{n} Warning(s) Found'
 * in yellow; the first 3 messages and '+N more issues'; Auto-Fix Issues when something can be fixed.
 */
export function ValidationBanner({ issues, onAutoFix }: ValidationBannerProps) {
  const banner = validationBanner(issues);
  if (banner.tone === 'none') return null;
  const error = banner.tone === 'error';
  return (
    <section
      role="status"
      aria-live="polite"
      aria-label="Validation"
      className={`rounded-2xl border px-4 py-3 ${error ? 'border-danger-600/30 bg-danger-50 text-danger-600' : 'border-warning-600/30 bg-warning-50 text-warning-600'}`}
    >
      <div className="flex flex-wrap items-start gap-x-4 gap-y-2">
        <div className="flex min-w-0 flex-1 basis-64 items-start gap-2">
          {error ? <ErrorIcon className="mt-0.5 size-5 shrink-0" /> : <WarningIcon className="mt-0.5 size-5 shrink-0" />}
          <div className="min-w-0">
            <h2 className="font-sans text-base font-semibold text-inherit">{banner.title}</h2>
            <ul className="mt-1 list-disc space-y-0.5 pl-5 text-sm text-ink-800">
              {banner.messages.map((m, i) => (
                <li key={i} className="break-words">
                  {m}
                </li>
              ))}
            </ul>
            {banner.more && <p className="mt-1 text-sm font-medium text-ink-700">{banner.more}</p>}
          </div>
        </div>
        {banner.canAutoFix && onAutoFix && (
          <button type="button" onClick={onAutoFix} className={buttonClass('secondary', 'md', 'shrink-0')}>
            Auto-Fix Issues
          </button>
        )}
      </div>
    </section>
  );
}
