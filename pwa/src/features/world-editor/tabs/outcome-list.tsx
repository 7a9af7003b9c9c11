import { toYValue } from '@engine/world-doc';
import { useState } from 'react';
import * as Y from 'yjs';
import { asYArray, useYArrayItems, useYMapValue } from '../doc/world-doc-hooks';
import { edit, moveItem, OUTCOME_KIND, removeItem } from '../doc/world-doc-ops';
import { keyOf, useEditor } from '../editor-context';
import { addButtonClass } from './element-card';
import { NewItemForm } from './new-item-form';
import { emptyResolutions, OutcomeCard } from './outcome-card';

/** Props of an OutcomeList. */
export type OutcomeListProps = {
  /** The map holding the list (the outcomes section, or a player slot) and its field. */
  map: Y.Map<unknown> | null;
  field: string;
  fieldBase: string;
  emptyText: string;
};

/** A new outcome: generated unique id, the question given, Challenge shape, 2 milestones (spec 2 §3, §9). */
function newOutcome(question: string) {
  const id = `outcome_${Date.now().toString(36)}_${crypto.randomUUID().slice(0, 6)}`;
  return { id, question, resonance: '', possibleResolutions: emptyResolutions('challenge'), intendedNumberOfMilestones: 2, milestones: [] };
}

/** A list of outcomes with add (question required), move and remove. */
export function OutcomeList({ map, field, fieldBase, emptyText }: OutcomeListProps) {
  const { readOnly } = useEditor();
  const list = asYArray(useYMapValue(map, field));
  const outcomes = useYArrayItems(list).filter((o): o is Y.Map<unknown> => o instanceof Y.Map);
  const [adding, setAdding] = useState(false);

  const save = ({ question = '' }: Record<string, string>) => {
    if (!map) return;
    edit(map, () => {
      let target = asYArray(map.get(field));
      if (!target) {
        target = new Y.Array<unknown>();
        map.set(field, target);
      }
      target.push([toYValue(newOutcome(question), OUTCOME_KIND)]);
    });
    setAdding(false);
  };

  return (
    <div className="space-y-3">
      {outcomes.length === 0 && !adding && <p className="text-ink-700">{emptyText}</p>}
      <ul className="space-y-3">
        {outcomes.map((o, i) => (
          <OutcomeCard
            key={keyOf(o, i)}
            outcome={o}
            index={i}
            count={outcomes.length}
            fieldBase={fieldBase}
            onMove={(to) => list && moveItem(list, i, to, OUTCOME_KIND)}
            onRemove={() => list && removeItem(list, o)}
          />
        ))}
      </ul>
      {!readOnly &&
        (adding ? (
          <NewItemForm title="New outcome" saveLabel="Save Outcome" initial={{ question: '' }} fields={[{ name: 'question', label: 'Question', multiline: true }]} onSave={save} onCancel={() => setAdding(false)} />
        ) : (
          <button type="button" className={addButtonClass} onClick={() => setAdding(true)} disabled={!map}>
            + Add Outcome
          </button>
        ))}
    </div>
  );
}
