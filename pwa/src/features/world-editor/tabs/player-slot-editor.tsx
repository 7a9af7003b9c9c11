import { PRONOUN_PRESETS, pronounsSchema, type PlayerSlot } from '@schemas';
import * as Y from 'yjs';
import { buttonClass } from '../../../shared/ui/button-styles';
import { asYArray, useYArrayItems, useYJson, useYMapValue } from '../doc/world-doc-hooks';
import { setPlayerCountMax, slotMap } from '../doc/world-doc-ops';
import { keyOf, useEditor } from '../editor-context';
import { EditorSection } from '../fields/editor-section';
import { BackgroundCard, type BackgroundStat } from './background-card';
import { IdentityCard } from './identity-card';
import { OutcomeList } from './outcome-list';

/** Props of a PlayerSlotEditor. */
export type PlayerSlotEditorProps = { slot: PlayerSlot; label: string; stats: readonly BackgroundStat[]; maxPlayers: number };

/** One player slot: its own outcomes, 3 possible identities and 3 possible backgrounds. */
export function PlayerSlotEditor({ slot, label, stats, maxPlayers }: PlayerSlotEditorProps) {
  const { doc, readOnly } = useEditor();
  const players = doc.getMap<unknown>('players');
  useYMapValue(players, slot);
  const options = slotMap(doc, slot);
  const identities = useYArrayItems(asYArray(useYMapValue(options, 'possibleCharacterIdentities'))).filter((i): i is Y.Map<unknown> => i instanceof Y.Map);
  const backgrounds = useYArrayItems(asYArray(useYMapValue(options, 'possibleCharacterBackgrounds'))).filter((b): b is Y.Map<unknown> => b instanceof Y.Map);
  const first = useYJson<{ name?: unknown; pronouns?: unknown }>(identities[0]);
  const preview = {
    name: typeof first?.name === 'string' && first.name ? first.name : 'Alex',
    pronouns: pronounsSchema.safeParse(first?.pronouns).data ?? PRONOUN_PRESETS['they/them']!,
  };
  const base = `players.${slot}`;

  if (!options) {
    return (
      <EditorSection title={label}>
        <p className="text-ink-700">This player slot has no character options yet.</p>
        {!readOnly && (
          <button type="button" className={buttonClass('secondary')} onClick={() => setPlayerCountMax(doc, maxPlayers)}>
            Create options
          </button>
        )}
      </EditorSection>
    );
  }
  return (
    <div className="space-y-6">
      <EditorSection title={`${label}: outcomes`} description="Questions the story answers for this player only.">
        <OutcomeList map={options} field="outcomes" fieldBase={`${base}.outcomes`} emptyText="No outcomes for this player yet." />
      </EditorSection>
      <EditorSection title={`${label}: identities`} description="Who this player can be. Players pick one of three.">
        <ul className="grid gap-4 lg:grid-cols-3">
          {identities.map((identity, i) => (
            <IdentityCard key={keyOf(identity, i)} identity={identity} index={i} base={base} slot={slot} />
          ))}
        </ul>
      </EditorSection>
      <EditorSection title={`${label}: backgrounds`} description="Where this player comes from, and where their stats start. Players pick one of three.">
        <ul className="grid gap-4 lg:grid-cols-3">
          {backgrounds.map((background, i) => (
            <BackgroundCard key={keyOf(background, i)} background={background} index={i} base={base} stats={stats} preview={preview} />
          ))}
        </ul>
      </EditorSection>
    </div>
  );
}
