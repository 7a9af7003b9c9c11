import { useEffect, useId, useRef, type KeyboardEvent, type ReactNode, type RefObject } from 'react';
import { createPortal } from 'react-dom';
import { CloseIcon } from '../icons/icons';

/** Modal sizes, small to full (spec 1 §9). */
export type ModalSize = 'sm' | 'md' | 'lg' | 'xl' | 'full';

/** Props of a Modal. */
export type ModalProps = {
  open: boolean;
  onClose: () => void;
  title: ReactNode;
  /** A line under the title, announced as the dialog's description. */
  description?: ReactNode;
  size?: ModalSize;
  children?: ReactNode;
  /** Buttons row at the bottom. */
  footer?: ReactNode;
  /** Element focused on open; otherwise the first focusable element of the body, then the close button. */
  initialFocus?: RefObject<HTMLElement | null>;
  /** Accessible name of the close button. */
  closeLabel?: string;
  /** Whether a click on the backdrop closes (default true). */
  closeOnBackdrop?: boolean;
  /** Hide the title visually (it still names the dialog). */
  hideTitle?: boolean;
};

const panelSize: Record<ModalSize, string> = {
  sm: 'max-w-sm rounded-2xl',
  md: 'max-w-lg rounded-2xl',
  lg: 'max-w-2xl rounded-2xl',
  xl: 'max-w-4xl rounded-2xl',
  full: 'h-full max-w-none sm:rounded-2xl',
};

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

function focusables(root: HTMLElement): HTMLElement[] {
  return [...root.querySelectorAll<HTMLElement>(FOCUSABLE)].filter((el) => !el.closest('[inert]') && el.getClientRects().length > 0);
}

/**
 * A modal dialog (native <dialog>, top layer): Escape and the close button close it, focus is
 * trapped inside while open and returns to where it was on close, the page behind does not scroll.
 */
export function Modal(props: ModalProps) {
  if (!props.open || typeof document === 'undefined') return null;
  return createPortal(<OpenModal {...props} />, document.body);
}

function OpenModal({
  onClose,
  title,
  description,
  size = 'md',
  children,
  footer,
  initialFocus,
  closeLabel = 'Close',
  closeOnBackdrop = true,
  hideTitle = false,
}: ModalProps) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);
  const titleId = useId();
  const descriptionId = useId();
  // The latest onClose without re-running the open effect when a parent re-renders.
  const onCloseRef = useRef(onClose);
  useEffect(() => {
    onCloseRef.current = onClose;
  }, [onClose]);

  useEffect(() => {
    const dialog = dialogRef.current;
    const panel = panelRef.current;
    if (!dialog || !panel) return;
    const returnTo = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (!dialog.open) dialog.showModal();
    const target = initialFocus?.current ?? focusables(panel).find((el) => el !== closeRef.current) ?? closeRef.current;
    target?.focus();

    const root = document.documentElement;
    const previousOverflow = root.style.overflow;
    root.style.overflow = 'hidden';
    // Escape fires 'cancel': keep the dialog under React's control.
    const onCancel = (e: Event) => {
      e.preventDefault();
      onCloseRef.current();
    };
    dialog.addEventListener('cancel', onCancel);
    return () => {
      dialog.removeEventListener('cancel', onCancel);
      if (dialog.open) dialog.close();
      root.style.overflow = previousOverflow;
      if (returnTo?.isConnected) returnTo.focus();
    };
    // Opening happens once per mount; initialFocus is read at that moment only.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const onKeyDown = (e: KeyboardEvent<HTMLDialogElement>) => {
    if (e.key !== 'Tab' || !panelRef.current) return;
    const items = focusables(panelRef.current);
    const first = items[0];
    const last = items[items.length - 1];
    if (!first || !last) {
      e.preventDefault();
      return;
    }
    const active = document.activeElement;
    if (e.shiftKey && (active === first || !panelRef.current.contains(active))) {
      e.preventDefault();
      last.focus();
    } else if (!e.shiftKey && (active === last || !panelRef.current.contains(active))) {
      e.preventDefault();
      first.focus();
    }
  };

  return (
    <dialog
      ref={dialogRef}
      aria-labelledby={titleId}
      aria-describedby={description ? descriptionId : undefined}
      onKeyDown={onKeyDown}
      onClick={(e) => {
        if (closeOnBackdrop && e.target === e.currentTarget) onClose();
      }}
      className={`fixed inset-0 m-0 grid size-full max-h-none max-w-none place-items-center overflow-y-auto bg-transparent text-ink-900 backdrop:bg-ink-950/55 backdrop:backdrop-blur-[2px] ${
        size === 'full' ? 'p-0 sm:p-4' : 'p-3 sm:p-6'
      }`}
    >
      <div
        ref={panelRef}
        className={`relative flex max-h-full w-full flex-col overflow-hidden border border-parchment-300 bg-parchment-50 shadow-lift motion-safe:animate-toast-in ${panelSize[size]}`}
      >
        <div className="flex items-start gap-3 border-b border-parchment-200 py-3 pr-2 pl-5">
          <div className={`min-w-0 flex-1 py-1.5 ${hideTitle ? 'sr-only' : ''}`}>
            <h2 id={titleId} className="text-xl leading-snug font-semibold sm:text-2xl">
              {title}
            </h2>
            {description && (
              <p id={descriptionId} className="mt-1 text-sm text-ink-700">
                {description}
              </p>
            )}
          </div>
          <button
            ref={closeRef}
            type="button"
            onClick={onClose}
            aria-label={closeLabel}
            className="ml-auto grid size-11 shrink-0 place-items-center rounded-full text-ink-600 hover:bg-parchment-200 hover:text-ink-950"
          >
            <CloseIcon />
          </button>
        </div>
        {children !== undefined && <div className="min-h-0 flex-1 overflow-y-auto px-5 py-4">{children}</div>}
        {footer && <div className="flex flex-wrap justify-end gap-2 border-t border-parchment-200 px-5 py-3">{footer}</div>}
      </div>
    </dialog>
  );
}
