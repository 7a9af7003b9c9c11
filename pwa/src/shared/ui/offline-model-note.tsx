// When no AI model is connected, the app says so once where it matters (spec: be honest about
// who writes): a short note with what an admin can do, dismissed for good with 'Got it'
// (remembered per note in localStorage; CONVENTIONS 'Persisted state').
import { useState, type ReactNode } from 'react';
import { QuillIcon } from '../icons/icons';
import { siteConfig } from '../site-config';

const keyOf = (id: string) => `taleforge:offline-model-note:${id}:v1`;

function dismissed(id: string): boolean {
  try {
    return globalThis.localStorage?.getItem(keyOf(id)) === 'dismissed';
  } catch {
    return false;
  }
}

/** The note `id` with `children` as its words, shown until dismissed, and only when no AI model is connected. */
export function OfflineModelNote({ id, children }: { id: string; children: ReactNode }) {
  const [hidden, setHidden] = useState(() => siteConfig().aiModel || dismissed(id));
  if (hidden) return null;
  const dismiss = () => {
    try {
      globalThis.localStorage?.setItem(keyOf(id), 'dismissed');
    } catch {
      // Storage blocked: the note hides for this visit only.
    }
    setHidden(true);
  };
  return (
    <aside aria-label="About the storyteller" className="mt-4 flex items-start gap-3 rounded-2xl border border-gold-400 bg-gold-200/40 p-4 text-sm text-ink-900">
      <QuillIcon className="mt-0.5 size-5 shrink-0 text-warning-600" />
      <div className="min-w-0 flex-1 space-y-1">{children}</div>
      <button
        type="button"
        onClick={dismiss}
        className="min-h-11 shrink-0 rounded-full border border-gold-400 bg-white/70 px-4 font-semibold hover:bg-white focus-visible:outline-2 focus-visible:outline-ember-500"
      >
        Got it
      </button>
    </aside>
  );
}
