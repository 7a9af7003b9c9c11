import { useContext, type CSSProperties, type ReactNode } from 'react';
import { PeersContext, PresencePlaceContext } from '../editor-context';

/** The co-authors whose focus is in `fieldId` (or, with `within`, in any field below it). */
export function usePeersIn(fieldId: string, within = false) {
  return useContext(PeersContext).filter((p) => p.field === fieldId || (within && !!p.field?.startsWith(`${fieldId}.`)));
}

/** A ring in the first co-author's colour around a field someone else is in. */
export function presenceRing(peers: ReturnType<typeof usePeersIn>): CSSProperties | undefined {
  const color = peers[0]?.user.color;
  return color ? { boxShadow: `0 0 0 2px ${color}` } : undefined;
}

/** Coloured dots for co-authors working inside a collapsed card or list (`prefix` and below). */
export function PeerDots({ prefix }: { prefix: string }) {
  const peers = usePeersIn(prefix, true);
  if (peers.length === 0) return null;
  return (
    <span className="flex shrink-0 -space-x-1" title={`Editing here: ${peers.map((p) => p.user.name).join(', ')}`}>
      <span className="sr-only">Editing here: {peers.map((p) => p.user.name).join(', ')}</span>
      {peers.slice(0, 3).map((p) => (
        <span key={p.clientId} aria-hidden="true" className="size-3 rounded-full ring-2 ring-white" style={{ backgroundColor: p.user.color }} />
      ))}
    </span>
  );
}

/** Small name tags of the co-authors in a field (or, with `within`, below it), shown beside its label. */
export function FieldPresence({ fieldId, within = false }: { fieldId: string; within?: boolean }) {
  const peers = usePeersIn(fieldId, within);
  if (peers.length === 0) return null;
  return (
    <span className="ml-auto flex flex-wrap justify-end gap-1" aria-label={`Also here: ${peers.map((p) => p.user.name).join(', ')}`}>
      {peers.map((p) => (
        <span key={p.clientId} className="rounded-full px-2 py-0.5 text-xs font-semibold text-white" style={{ backgroundColor: p.user.color }}>
          {p.user.name}
        </span>
      ))}
    </span>
  );
}

/** Names the place of the fields inside (nested places join: 'Player 2 › Identity 1'). */
export function PresencePlace({ name, children }: { name: string; children: ReactNode }) {
  const parent = useContext(PresencePlaceContext);
  return <PresencePlaceContext.Provider value={parent ? `${parent} › ${name}` : name}>{children}</PresencePlaceContext.Provider>;
}
