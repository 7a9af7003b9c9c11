import { buttonClass } from '../../../shared/ui/button-styles';
import { useAssistantUndo } from './assistant-undo';

/** Under the editor's header while the assistant's last change can be undone (also Ctrl/Cmd+Z outside a text field). */
export function AssistantUndoBar() {
  const { canUndo, undo, label } = useAssistantUndo();
  if (!canUndo) return null;
  return (
    <div role="status" className="flex flex-wrap items-center justify-between gap-3 rounded-2xl border border-night-700/20 bg-night-100 px-4 py-2.5 text-sm text-night-700">
      <span>
        Applied by the assistant: <strong>{label ?? 'a change'}</strong>
      </span>
      <button type="button" onClick={undo} className={buttonClass('secondary')} aria-keyshortcuts="Control+Z Meta+Z">
        Undo
      </button>
    </div>
  );
}
