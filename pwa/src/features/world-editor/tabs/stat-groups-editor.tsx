import { sectionMap } from '@engine/world-doc';
import { useId, useState } from 'react';
import * as Y from 'yjs';
import { buttonClass } from '../../../shared/ui/button-styles';
import { asYArray, useYArrayItems, useYMapValue } from '../doc/world-doc-hooks';
import { edit, renameStatGroup } from '../doc/world-doc-ops';
import { useEditor } from '../editor-context';
import { CommittedInput } from '../fields/committed-input';
import { controlClass } from '../fields/field-frame';
import { ItemActions } from '../fields/item-actions';

/** Most stat groups a World may have (spec 2 §9). */
export const MAX_STAT_GROUPS = 3;

/** Checks a group name: not empty, not taken. */
function groupProblem(name: string, others: readonly string[]): string | null {
  if (name.trim() === '') return 'A stat group needs a name.';
  if (others.includes(name.trim())) return 'There is already a group with this name.';
  return null;
}

/** Stat groups: up to 3 named groups; renaming a group moves its stats with it. */
export function StatGroupsEditor() {
  const { doc, readOnly } = useEditor();
  const stats = sectionMap(doc, 'stats');
  const list = asYArray(useYMapValue(stats, 'statGroups'));
  const groups = useYArrayItems(list).map(String);
  const [draft, setDraft] = useState('');
  const inputId = useId();
  const full = groups.length >= MAX_STAT_GROUPS;
  const problem = draft ? groupProblem(draft, groups) : null;

  const add = () => {
    const name = draft.trim();
    if (!name || problem || full) return;
    edit(stats, () => {
      let target = asYArray(stats.get('statGroups'));
      if (!target) {
        target = new Y.Array<unknown>();
        stats.set('statGroups', target);
      }
      target.push([name]);
    });
    setDraft('');
  };

  return (
    <div className="space-y-3">
      {groups.length === 0 && <p className="text-ink-700">No stat groups yet. Stats are shown to players in their groups.</p>}
      <ul className="space-y-2">
        {groups.map((g, i) => (
          <li key={`${g}-${i}`} className="flex items-end gap-1">
            <CommittedInput
              className="flex-1"
              label={`Group ${i + 1}`}
              fieldId={`stats.groups.${i}`}
              value={g}
              validate={(v) => groupProblem(v, groups.filter((_, k) => k !== i))}
              onCommit={(v) => renameStatGroup(doc, i, v.trim())}
            />
            {!readOnly && list && (
              <ItemActions
                name={`group ${g}`}
                index={i}
                count={groups.length}
                onRemove={() =>
                  edit(list, () => {
                    const at = list.toArray().indexOf(g);
                    if (at >= 0) list.delete(at, 1);
                  })
                }
              />
            )}
          </li>
        ))}
      </ul>
      {!readOnly && (
        <div>
          <label htmlFor={inputId} className="mb-1 block text-sm font-semibold text-ink-800">
            New group
          </label>
          <div className="flex gap-2">
            <input
              id={inputId}
              value={draft}
              disabled={full}
              placeholder={full ? `At most ${MAX_STAT_GROUPS} groups` : 'e.g. Body, Mind, Bonds'}
              onChange={(e) => setDraft(e.target.value)}
              onKeyDown={(e) => {
                if (e.key === 'Enter') {
                  e.preventDefault();
                  add();
                }
              }}
              aria-invalid={problem ? true : undefined}
              aria-describedby={`${inputId}-hint`}
              className={controlClass}
            />
            <button type="button" onClick={add} disabled={full || !draft.trim() || !!problem} className={buttonClass('secondary', 'md', 'shrink-0')}>
              Add Group
            </button>
          </div>
          <p id={`${inputId}-hint`} className={`mt-1 text-sm ${problem ? 'font-medium text-danger-600' : 'text-ink-600'}`}>
            {problem ?? `Up to ${MAX_STAT_GROUPS} groups.`}
          </p>
        </div>
      )}
    </div>
  );
}
