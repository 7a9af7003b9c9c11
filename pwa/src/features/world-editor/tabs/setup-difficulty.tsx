import { difficultyDescription, STANDARD_EXPERIENCE_TITLE } from '@engine';
import { sectionMap } from '@engine/world-doc';
import { DIFFICULTY_LEVELS } from '@schemas';
import { useId } from 'react';
import * as Y from 'yjs';
import { WarningIcon } from '../../../shared/icons/icons';
import { asYArray, useYJson, useYMapValue } from '../doc/world-doc-hooks';
import { edit } from '../doc/world-doc-ops';
import { useEditor } from '../editor-context';
import { FieldPresence, presenceRing, usePeersIn } from '../fields/field-presence';

const signed = (n: number) => (n > 0 ? `+${n}` : String(n));

/**
 * The six difficulty levels (spec 2 §9) as switches: enabled levels are the ones players may pick.
 * With none enabled a warning shows; stories then use the Standard Experience.
 */
export function SetupDifficulty() {
  const { doc, readOnly, focusField } = useEditor();
  const setup = sectionMap(doc, 'setup');
  const list = asYArray(useYMapValue(setup, 'difficultyLevels'));
  const levels = (useYJson<{ modifier?: unknown }[]>(list) ?? []).map((l) => l.modifier);
  const groupId = useId();
  const peers = usePeersIn('setup.difficultyLevels');

  const toggle = (modifier: number, title: string, on: boolean) =>
    edit(setup, () => {
      let target = asYArray(setup.get('difficultyLevels'));
      if (!target) {
        target = new Y.Array<unknown>();
        setup.set('difficultyLevels', target);
      }
      const items = target.toArray();
      if (on) {
        if (items.some((l) => l instanceof Y.Map && l.get('modifier') === modifier)) return;
        // Easiest first, like the list of levels.
        const at = items.findIndex((l) => l instanceof Y.Map && Number(l.get('modifier')) < modifier);
        const level = new Y.Map<unknown>([
          ['modifier', modifier],
          ['title', title],
        ]);
        target.insert(at < 0 ? items.length : at, [level]);
      } else {
        for (let i = items.length - 1; i >= 0; i--) {
          const l = items[i];
          if (l instanceof Y.Map && l.get('modifier') === modifier) target.delete(i, 1);
        }
      }
    });

  return (
    <fieldset aria-describedby={levels.length === 0 ? `${groupId}-warning` : undefined} className="rounded-xl" style={presenceRing(peers)}>
      <div className="mb-1 flex items-end gap-2">
        <legend className="text-sm font-semibold text-ink-800">Difficulty levels</legend>
        <FieldPresence fieldId="setup.difficultyLevels" />
      </div>
      <p className="mb-2 text-sm text-ink-600">Players pick one of the enabled levels when they start a story.</p>
      {levels.length === 0 && (
        <p id={`${groupId}-warning`} role="status" className="mb-3 flex items-start gap-2 rounded-xl border border-warning-600/30 bg-warning-50 px-3 py-2 text-sm text-warning-600">
          <WarningIcon className="mt-0.5 size-4 shrink-0" />
          <span>
            Enable at least one difficulty level. If none is enabled, stories use the {STANDARD_EXPERIENCE_TITLE}.
          </span>
        </p>
      )}
      <ul className="grid gap-2 sm:grid-cols-2">
        {DIFFICULTY_LEVELS.map(({ modifier, title }) => {
          const on = levels.includes(modifier);
          const id = `${groupId}-${modifier}`;
          return (
            <li key={modifier}>
              <label
                htmlFor={id}
                className={`flex min-h-11 cursor-pointer items-start gap-3 rounded-xl border px-3 py-2.5 ${on ? 'border-ember-400 bg-ember-50' : 'border-parchment-300 bg-white'} ${readOnly ? 'cursor-default' : ''}`}
              >
                <input
                  id={id}
                  type="checkbox"
                  checked={on}
                  disabled={readOnly}
                  onChange={(e) => toggle(modifier, title, e.target.checked)}
                  onFocus={() => focusField('setup.difficultyLevels', 'Difficulty levels')}
                  onBlur={() => focusField(null)}
                  className="mt-0.5 size-5 shrink-0 accent-ember-600"
                />
                <span>
                  <span className="font-semibold text-ink-900">{title}</span> <span className="text-sm text-ink-600 tabular-nums">({signed(modifier)})</span>
                  <span className="block text-sm text-ink-700">{difficultyDescription(modifier)}</span>
                </span>
              </label>
            </li>
          );
        })}
      </ul>
    </fieldset>
  );
}
