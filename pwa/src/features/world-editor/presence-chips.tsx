import type { Peer } from './collab/collab-presence';
import { EDITOR_TABS } from './editor-tabs';

/** One chip per co-author present (several tabs of one person count once): colour dot, name, where they are. */
export function PresenceChips({ peers, me }: { peers: readonly Peer[]; me: { name: string; color: string } }) {
  const byUser = new Map<string, Peer>();
  for (const p of peers) if (!byUser.has(p.user.id) || p.field) byUser.set(p.user.id, p);
  const people = [...byUser.values()];
  return (
    <ul className="flex flex-wrap items-center gap-1.5" aria-label={people.length ? `Editing now: you and ${people.length} co-author${people.length === 1 ? '' : 's'}` : 'Editing now: only you'}>
      <li className="inline-flex min-h-9 items-center gap-1.5 rounded-full border border-parchment-300 bg-parchment-50 px-2.5 text-sm text-ink-800">
        <span className="size-2.5 rounded-full" style={{ backgroundColor: me.color }} aria-hidden="true" />
        You
      </li>
      {people.map((p) => {
        const tab = EDITOR_TABS.find((t) => t.id === p.tab)?.label;
        const where = [tab, p.fieldLabel].filter(Boolean).join(' › ');
        return (
          <li key={p.user.id} className="inline-flex min-h-9 max-w-full items-center gap-1.5 rounded-full border px-2.5 text-sm text-ink-900" style={{ borderColor: p.user.color }} data-peer={p.user.name}>
            <span className="size-2.5 shrink-0 rounded-full" style={{ backgroundColor: p.user.color }} aria-hidden="true" />
            <span className="font-semibold">{p.user.name}</span>
            {where && <span className="truncate text-ink-600">· {where}</span>}
          </li>
        );
      })}
    </ul>
  );
}
