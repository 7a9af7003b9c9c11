import { WORLD_DOC_SECTIONS, sectionMap } from '@engine/world-doc';
import { createContext, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import * as Y from 'yjs';
import { ASSISTANT_ORIGIN } from './assistant-apply';

/** The editor's undo of the assistant's changes (an AI draft copied in, each accepted section). */
export type AssistantUndo = { canUndo: boolean; undo: () => void; label: string | null; remember: (label: string) => void };

const AssistantUndoContext = createContext<AssistantUndo | null>(null);

/** The assistant's undo; throws outside the editor. */
export function useAssistantUndo(): AssistantUndo {
  const value = useContext(AssistantUndoContext);
  if (!value) throw new Error('[world-editor] useAssistantUndo outside <AssistantUndoProvider>');
  return value;
}

const inTextField = (target: EventTarget | null): boolean => target instanceof HTMLElement && (target.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(target.tagName));

/**
 * One Y.UndoManager over every section of the World that tracks only the assistant's
 * transactions: an accepted section is one step, whatever co-authors type meanwhile stays (Yjs
 * undoes only the tracked changes). No co-author can undo it: the stack lives in this editor.
 * Ctrl/Cmd+Z outside a text field undoes the last one (text fields keep their own undo).
 */
export function AssistantUndoProvider({ doc, children }: { doc: Y.Doc; children: ReactNode }) {
  const manager = useMemo(() => new Y.UndoManager(WORLD_DOC_SECTIONS.map((s) => sectionMap(doc, s)), { trackedOrigins: new Set([ASSISTANT_ORIGIN]), captureTimeout: 0 }), [doc]);
  const [labels, setLabels] = useState<string[]>([]);
  const [size, setSize] = useState(0);
  useEffect(() => {
    const changed = () => setSize(manager.undoStack.length);
    manager.on('stack-item-added', changed);
    manager.on('stack-item-popped', changed);
    manager.on('stack-cleared', changed);
    return () => manager.destroy();
  }, [manager]);
  const value = useMemo<AssistantUndo>(
    () => ({
      canUndo: size > 0,
      label: size > 0 ? (labels[size - 1] ?? null) : null,
      undo: () => {
        if (manager.undoStack.length === 0) return;
        manager.undo();
        setLabels((l) => l.slice(0, manager.undoStack.length));
      },
      remember: (label) => setLabels((l) => [...l.slice(0, manager.undoStack.length - 1), label]),
    }),
    [manager, size, labels],
  );
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.key.toLowerCase() !== 'z' || !(e.ctrlKey || e.metaKey) || e.shiftKey || e.altKey || inTextField(e.target)) return;
      if (manager.undoStack.length === 0) return;
      e.preventDefault();
      value.undo();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [manager, value]);
  return <AssistantUndoContext.Provider value={value}>{children}</AssistantUndoContext.Provider>;
}
