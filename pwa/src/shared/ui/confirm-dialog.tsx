import { useRef } from 'react';
import { buttonClass } from './button-styles';
import { Modal } from './modal';

/** Props of a ConfirmDialog. */
export type ConfirmDialogProps = {
  open: boolean;
  title: string;
  message: string;
  confirmLabel: string;
  cancelLabel?: string;
  /** 'danger' colours the confirm button for destructive actions. */
  tone?: 'default' | 'danger';
  /** True while the confirmed action runs: buttons disabled, confirm reads `busyLabel`. */
  busy?: boolean;
  busyLabel?: string;
  onConfirm: () => void;
  onCancel: () => void;
};

/** A small confirm dialog (spec 1 §2 'confirm dialogs'): focus starts on Cancel, Escape cancels. */
export function ConfirmDialog({
  open,
  title,
  message,
  confirmLabel,
  cancelLabel = 'Cancel',
  tone = 'default',
  busy = false,
  busyLabel,
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  const cancelRef = useRef<HTMLButtonElement>(null);
  const confirmClass =
    tone === 'danger'
      ? 'inline-flex min-h-11 items-center justify-center gap-2 rounded-full bg-danger-600 px-4 text-sm font-semibold text-white shadow-sm hover:bg-danger-600/90 disabled:cursor-not-allowed disabled:opacity-50'
      : buttonClass('primary');
  return (
    <Modal
      open={open}
      onClose={() => !busy && onCancel()}
      title={title}
      size="sm"
      initialFocus={cancelRef}
      closeOnBackdrop={!busy}
      footer={
        <>
          <button ref={cancelRef} type="button" onClick={onCancel} disabled={busy} className={buttonClass('secondary')}>
            {cancelLabel}
          </button>
          <button type="button" onClick={onConfirm} disabled={busy} className={confirmClass}>
            {busy && busyLabel ? busyLabel : confirmLabel}
          </button>
        </>
      }
    >
      <p className="text-ink-800">{message}</p>
    </Modal>
  );
}
