import { newStoryElement } from '@engine';
import { sectionMap, toYValue } from '@engine/world-doc';
import { useState } from 'react';
import * as Y from 'yjs';
import { asYArray, useYArrayItems, useYMapValue } from '../doc/world-doc-hooks';
import { edit, ELEMENT_KIND, moveItem, removeItem } from '../doc/world-doc-ops';
import { keyOf, useEditor } from '../editor-context';
import { EditorSection } from '../fields/editor-section';
import { addButtonClass, ELEMENT_ID_HINT, ElementCard, elementIdProblem } from './element-card';
import { NewItemForm } from './new-item-form';

/** 'The Old Lighthouse' -> 'the_old_lighthouse'. */
export function idFromName(name: string): string {
  return name
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9]+/g, '_')
    .replace(/^_+|_+$/g, '')
    .slice(0, 60);
}

/** Elements: the World's characters, places, items, rumours ... as cards that can be added, edited, moved and removed. */
export function ElementsTab() {
  const { doc, readOnly } = useEditor();
  const section = sectionMap(doc, 'elements');
  const list = asYArray(useYMapValue(section, 'storyElements'));
  const elements = useYArrayItems(list).filter((e): e is Y.Map<unknown> => e instanceof Y.Map);
  const [draftId, setDraftId] = useState<string | null>(null);
  const ids = elements.map((e) => String(e.get('id') ?? ''));

  const save = (values: Record<string, string>) => {
    const element = { ...newStoryElement(0), id: values.id ?? '', name: values.name ?? '' };
    edit(section, () => {
      let target = asYArray(section.get('storyElements'));
      if (!target) {
        target = new Y.Array<unknown>();
        section.set('storyElements', target);
      }
      target.push([toYValue(element, ELEMENT_KIND)]);
    });
    setDraftId(null);
  };

  return (
    <EditorSection title="Story elements" description="Characters, locations, items, rumours, factions, events and phenomena the narrator can use.">
      {elements.length === 0 && draftId === null && <p className="text-ink-700">No elements yet.</p>}
      <ul className="space-y-3">
        {elements.map((element, i) => (
          <ElementCard
            key={keyOf(element, i)}
            element={element}
            index={i}
            count={elements.length}
            otherIds={ids.filter((_, k) => k !== i)}
            onMove={(to) => list && moveItem(list, i, to, ELEMENT_KIND)}
            onRemove={() => list && removeItem(list, element)}
          />
        ))}
      </ul>
      {!readOnly &&
        (draftId !== null ? (
          <NewItemForm
            title="New element"
            saveLabel="Save Element"
            initial={{ name: '', id: draftId }}
            fields={[
              { name: 'name', label: 'Name' },
              { name: 'id', label: 'ID', hint: ELEMENT_ID_HINT, underscores: true, derive: { from: 'name', map: idFromName }, validate: (v) => elementIdProblem(v, ids) },
            ]}
            onSave={save}
            onCancel={() => setDraftId(null)}
          />
        ) : (
          <button type="button" className={addButtonClass} onClick={() => setDraftId(newStoryElement(Date.now()).id)}>
            + Add Element
          </button>
        ))}
    </EditorSection>
  );
}
