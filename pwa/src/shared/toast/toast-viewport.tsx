import type { ComponentType } from 'react';
import { CloseIcon, ErrorIcon, InfoIcon, SuccessIcon, WarningIcon, type IconProps } from '../icons/icons';
import { dismissToast, pauseToast, resumeToast, type Toast, type ToastKind } from './toast-store';
import { useToasts } from './use-toast';

const look: Record<ToastKind, { icon: ComponentType<IconProps>; stripe: string; tint: string; label: string }> = {
  error: { icon: ErrorIcon, stripe: 'bg-danger-600', tint: 'text-danger-600', label: 'Error' },
  warning: { icon: WarningIcon, stripe: 'bg-warning-600', tint: 'text-warning-600', label: 'Warning' },
  success: { icon: SuccessIcon, stripe: 'bg-success-600', tint: 'text-success-600', label: 'Success' },
  info: { icon: InfoIcon, stripe: 'bg-info-600', tint: 'text-info-600', label: 'Information' },
};

/** Renders the toasts, top right (full width on narrow screens); mount once at the app root. */
export function ToastViewport() {
  const toasts = useToasts();
  return (
    <section
      aria-label="Notifications"
      className="pointer-events-none fixed inset-x-3 top-3 z-50 flex flex-col items-stretch gap-2 sm:inset-x-auto sm:right-4 sm:top-4 sm:w-96"
    >
      {toasts.map((toast) => (
        <ToastItem key={toast.id} toast={toast} />
      ))}
    </section>
  );
}

function ToastItem({ toast }: { toast: Toast }) {
  const { icon: KindIcon, stripe, tint, label } = look[toast.kind];
  return (
    <div
      role={toast.kind === 'error' || toast.kind === 'warning' ? 'alert' : 'status'}
      onMouseEnter={() => pauseToast(toast.id)}
      onMouseLeave={() => resumeToast(toast.id)}
      onFocus={() => pauseToast(toast.id)}
      onBlur={() => resumeToast(toast.id)}
      className={`pointer-events-auto relative flex gap-3 overflow-hidden rounded-xl border border-parchment-300 bg-parchment-50 py-3 pl-4 pr-2 shadow-lift transition-opacity duration-300 motion-safe:animate-toast-in ${
        toast.leaving ? 'opacity-0' : 'opacity-100'
      }`}
    >
      <span aria-hidden="true" className={`absolute inset-y-0 left-0 w-1.5 ${stripe}`} />
      <KindIcon className={`mt-0.5 size-5 shrink-0 ${tint}`} />
      <div className="min-w-0 flex-1 py-0.5">
        <p className="font-semibold text-ink-950">
          <span className="sr-only">{label}: </span>
          {toast.title}
        </p>
        {toast.message && <p className="mt-0.5 text-sm text-ink-700">{toast.message}</p>}
      </div>
      <button
        type="button"
        onClick={() => dismissToast(toast.id)}
        className="-my-1 grid size-11 shrink-0 place-items-center rounded-lg text-ink-600 hover:bg-parchment-200 hover:text-ink-950"
        aria-label={`Dismiss notification: ${toast.title}`}
      >
        <CloseIcon />
      </button>
    </div>
  );
}
