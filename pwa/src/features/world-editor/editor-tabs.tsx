import { useRef, type KeyboardEvent } from 'react';
import type { Peer } from './collab/collab-presence';

/** The editor's tabs, in order (spec 2 §2); AI Draft and AI Iteration only for editors of a saved World. */
export const EDITOR_TABS = [
  { id: 'setup', label: 'Setup' },
  { id: 'ai-draft', label: 'AI Draft' },
  { id: 'media', label: 'Media' },
  { id: 'guidelines', label: 'Guidelines' },
  { id: 'elements', label: 'Elements' },
  { id: 'outcomes', label: 'Outcomes' },
  { id: 'stats', label: 'Stats' },
  { id: 'players', label: 'Players' },
  { id: 'ai-iteration', label: 'AI Iteration' },
] as const;

const AI_TABS: readonly string[] = ['ai-draft', 'ai-iteration'];
/** A tab id. */
export type EditorTabId = (typeof EDITOR_TABS)[number]['id'];

/** The tab id in a search parameter, or Setup. */
export function tabFrom(value: string | null): EditorTabId {
  return EDITOR_TABS.find((t) => t.id === value)?.id ?? 'setup';
}

/** Props of EditorTabs. */
export type EditorTabsProps = { current: EditorTabId; onChange: (tab: EditorTabId) => void; peers: readonly Peer[]; panelId: string; readOnly?: boolean };

/** The id of a tab button (the panel is labelled by it). */
export const tabButtonId = (tab: EditorTabId) => `world-editor-tab-${tab}`;

function Dots({ peers }: { peers: readonly Peer[] }) {
  if (peers.length === 0) return null;
  return (
    <span className="flex -space-x-1" aria-hidden="true">
      {peers.slice(0, 3).map((p) => (
        <span key={p.clientId} className="size-2.5 rounded-full ring-2 ring-parchment-50" style={{ backgroundColor: p.user.color }} />
      ))}
    </span>
  );
}

/**
 * Tabs: a select on phones, a tab bar (arrow keys, Home, End) from 768 px. Each tab shows dots
 * for the co-authors who have it open.
 */
export function EditorTabs({ current, onChange, peers, panelId, readOnly = false }: EditorTabsProps) {
  const tabs = readOnly ? EDITOR_TABS.filter((t) => !AI_TABS.includes(t.id)) : EDITOR_TABS;
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
  const peersIn = (tab: EditorTabId) => peers.filter((p) => p.tab === tab);
  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    const index = tabs.findIndex((t) => t.id === current);
    const next = e.key === 'ArrowRight' ? index + 1 : e.key === 'ArrowLeft' ? index - 1 : e.key === 'Home' ? 0 : e.key === 'End' ? tabs.length - 1 : null;
    if (next === null) return;
    e.preventDefault();
    const wrapped = (next + tabs.length) % tabs.length;
    const tab = tabs[wrapped];
    if (!tab) return;
    onChange(tab.id);
    buttons.current[wrapped]?.focus();
  };
  return (
    <>
      <div className="md:hidden">
        <label htmlFor="world-editor-tab-select" className="sr-only">
          Section
        </label>
        <select
          id="world-editor-tab-select"
          value={current}
          onChange={(e) => onChange(tabFrom(e.target.value))}
          className="block min-h-11 w-full appearance-auto rounded-xl border border-parchment-400 bg-white px-3 text-base font-semibold text-ink-950"
        >
          {tabs.map((t) => {
            const here = peersIn(t.id).map((p) => p.user.name);
            return (
              <option key={t.id} value={t.id}>
                {t.label}
                {here.length ? ` (${here.join(', ')})` : ''}
              </option>
            );
          })}
        </select>
      </div>
      <div role="tablist" aria-label="World editor sections" onKeyDown={onKeyDown} className="hidden gap-1 overflow-x-auto md:flex">
        {tabs.map((t, i) => {
          const selected = t.id === current;
          return (
            <button
              key={t.id}
              ref={(el) => void (buttons.current[i] = el)}
              id={tabButtonId(t.id)}
              type="button"
              role="tab"
              aria-selected={selected}
              aria-controls={panelId}
              tabIndex={selected ? 0 : -1}
              onClick={() => onChange(t.id)}
              className={`flex min-h-11 shrink-0 items-center gap-2 rounded-full px-4 text-sm font-semibold transition-colors ${selected ? 'bg-night-700 text-white' : 'text-ink-800 hover:bg-parchment-200'}`}
            >
              {t.label}
              <Dots peers={peersIn(t.id)} />
            </button>
          );
        })}
      </div>
    </>
  );
}
