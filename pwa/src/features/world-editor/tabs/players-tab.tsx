import { backgroundStatIds } from '@engine';
import { sectionMap } from '@engine/world-doc';
import { MAX_PLAYERS, PLAYER_SLOTS, type PlayerSlot } from '@schemas';
import { useState } from 'react';
import { asYMap, useYJson, useYMapValue } from '../doc/world-doc-hooks';
import { useEditor } from '../editor-context';
import { EditorSection } from '../fields/editor-section';
import { PresencePlace } from '../fields/field-presence';
import { YTextInput } from '../fields/y-text-input';
import type { BackgroundStat } from './background-card';
import { PlayerSlotEditor } from './player-slot-editor';

/** 'player2' -> 'Player 2'. */
export const slotLabel = (slot: PlayerSlot) => `Player ${slot.slice(6)}`;

/** Players: the character selection introduction, then one block per player slot up to the maximum player count. */
export function PlayersTab() {
  const { doc } = useEditor();
  const setup = sectionMap(doc, 'setup');
  const maxValue = useYMapValue(setup, 'playerCountMax');
  const maxPlayers = Math.min(MAX_PLAYERS, Math.max(1, typeof maxValue === 'number' ? maxValue : 1));
  const slots = PLAYER_SLOTS.slice(0, maxPlayers);
  const [chosen, setChosen] = useState<PlayerSlot>('player1');
  const slot = slots.includes(chosen) ? chosen : 'player1';
  const players = sectionMap(doc, 'players');
  const intro = asYMap(useYMapValue(players, 'characterSelectionIntroduction'));
  const statsJson = useYJson<{ playerStats?: unknown }>(sectionMap(doc, 'stats'));
  const playerStats = Array.isArray(statsJson?.playerStats) ? (statsJson.playerStats as { id?: string; name?: string; type?: string; partOfPlayerBackgrounds?: boolean }[]) : [];
  const required = new Set(backgroundStatIds({ playerStats }));
  const stats: BackgroundStat[] = playerStats.filter((s) => s.id && required.has(s.id)).map((s) => ({ id: s.id ?? '', name: s.name ?? '', type: s.type ?? 'percentage' }));

  return (
    <div className="space-y-6">
      <EditorSection title="Character selection" description="Shown to players when they choose who to be.">
        <YTextInput map={intro} field="title" label="Title" fieldId="players.intro.title" placeholder="Who are you?" />
        <YTextInput map={intro} field="text" label="Introduction" fieldId="players.intro.text" multiline rows={3} />
      </EditorSection>
      {slots.length > 1 && (
        <div role="group" aria-label="Player slot" className="-mx-1 flex gap-2 overflow-x-auto px-1 pb-1">
          {slots.map((s) => (
            <button
              key={s}
              type="button"
              aria-pressed={s === slot}
              onClick={() => setChosen(s)}
              className={`min-h-11 shrink-0 rounded-full border px-4 text-sm font-semibold ${s === slot ? 'border-night-700 bg-night-700 text-white' : 'border-parchment-400 bg-parchment-50 text-ink-800 hover:border-ink-500'}`}
            >
              {slotLabel(s)}
            </button>
          ))}
        </div>
      )}
      <PresencePlace name={slotLabel(slot)}>
        <PlayerSlotEditor key={slot} slot={slot} label={slotLabel(slot)} stats={stats} maxPlayers={maxPlayers} />
      </PresencePlace>
    </div>
  );
}
