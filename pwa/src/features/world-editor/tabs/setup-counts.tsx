import { sectionMap } from '@engine/world-doc';
import { MAX_PLAYERS, TEMPLATE_GAME_MODE_LABELS, TEMPLATE_GAME_MODES, TURNS_MAX, TURNS_MIN, TURNS_STEP } from '@schemas';
import { useYVersion } from '../doc/world-doc-hooks';
import { edit, setPlayerCountMax } from '../doc/world-doc-ops';
import { useEditor } from '../editor-context';
import { ValueSelect } from '../fields/value-controls';

/** The smallest player count a World may allow (spec 2 §9: a shared constant). */
export const MIN_PLAYER_COUNT = 1;

const range = (from: number, to: number, step = 1) => Array.from({ length: Math.max(0, Math.floor((to - from) / step) + 1) }, (_, i) => from + i * step);
const num = (v: unknown, fallback: number) => (typeof v === 'number' && Number.isFinite(v) ? v : fallback);

/**
 * Player count and turn selectors, and the game mode (spec 2 §5): min players runs from the
 * minimum to the current max, max from the current min to the slot count; turns go in steps
 * of 5; the game mode is disabled and shows Shared Goals while max players is 1.
 */
export function SetupCounts() {
  const { doc } = useEditor();
  const setup = sectionMap(doc, 'setup');
  useYVersion(setup);
  const minPlayers = num(setup.get('playerCountMin'), 1);
  const maxPlayers = num(setup.get('playerCountMax'), 1);
  const minTurns = num(setup.get('maxTurnsMin'), 20);
  const maxTurns = num(setup.get('maxTurnsMax'), 25);
  const gameMode = String(setup.get('gameMode') ?? 'Cooperative');
  const solo = maxPlayers === 1;
  const set = (key: string, value: number) => edit(setup, () => setup.set(key, value));
  const opts = (values: number[]) => values.map((v) => ({ value: String(v), label: String(v) }));

  return (
    <>
      <div className="grid grid-cols-2 gap-4">
        <ValueSelect label="Min players" fieldId="setup.playerCountMin" value={String(minPlayers)} options={opts(range(MIN_PLAYER_COUNT, maxPlayers))} onChange={(v) => set('playerCountMin', Number(v))} />
        <ValueSelect label="Max players" fieldId="setup.playerCountMax" value={String(maxPlayers)} options={opts(range(minPlayers, MAX_PLAYERS))} onChange={(v) => setPlayerCountMax(doc, Number(v))} />
        <ValueSelect label="Min turns" fieldId="setup.maxTurnsMin" value={String(minTurns)} options={opts(range(TURNS_MIN, maxTurns, TURNS_STEP))} onChange={(v) => set('maxTurnsMin', Number(v))} />
        <ValueSelect label="Max turns" fieldId="setup.maxTurnsMax" value={String(maxTurns)} options={opts(range(minTurns, TURNS_MAX, TURNS_STEP))} onChange={(v) => set('maxTurnsMax', Number(v))} />
      </div>
      <ValueSelect
        label="Game mode"
        fieldId="setup.gameMode"
        value={solo ? 'Cooperative' : gameMode}
        disabled={solo}
        options={TEMPLATE_GAME_MODES.map((m) => ({ value: m, label: TEMPLATE_GAME_MODE_LABELS[m] }))}
        onChange={(v) => edit(setup, () => setup.set('gameMode', v))}
        hint={solo ? 'With one player the goals are always shared. Allow more players to choose another mode.' : 'Shared Goals: players work together. Mixed Goals: together, with goals of their own. Competing Goals: players pursue opposing goals.'}
      />
    </>
  );
}
