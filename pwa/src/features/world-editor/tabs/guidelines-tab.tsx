import { sectionMap } from '@engine/world-doc';
import { useEditor } from '../editor-context';
import { EditorSection } from '../fields/editor-section';
import { TextListEditor } from '../fields/text-list-editor';
import { YTextInput } from '../fields/y-text-input';

/** The guideline lists (spec 2 §2), their item names and the schema's limit where there is one. */
const LISTS = [
  { field: 'rules', label: 'Rules', item: 'rule', hint: 'What is always true in this World.' },
  { field: 'tone', label: 'Tone', item: 'tone note', hint: 'How the story should feel.' },
  { field: 'conflicts', label: 'Conflicts', item: 'conflict', hint: 'The tensions stories can draw on.' },
  { field: 'decisions', label: 'Decisions', item: 'decision', hint: 'The kinds of choices players face.' },
  { field: 'typesOfThreads', label: 'Types of threads', item: 'thread type', hint: 'Kinds of storylines that run across several beats.' },
  { field: 'switchAndThreadInstructions', label: 'Switch and thread instructions', item: 'instruction', hint: 'How the story moves between threads and players.', max: 3 },
] as const;

/** Guidelines: the World text and the lists of rules, tone, conflicts, decisions, threads and switch instructions. */
export function GuidelinesTab() {
  const { doc } = useEditor();
  const guidelines = sectionMap(doc, 'guidelines');
  return (
    <div className="space-y-6">
      <EditorSection title="The World">
        <YTextInput map={guidelines} field="world" label="World" fieldId="guidelines.world" multiline rows={8} placeholder="Where and when stories take place, who lives there, what is at stake." />
      </EditorSection>
      <EditorSection title="Story guidelines">
        <div className="grid gap-6 lg:grid-cols-2">
          {LISTS.map((l) => (
            <TextListEditor
              key={l.field}
              map={guidelines}
              field={l.field}
              label={l.label}
              itemName={l.item}
              fieldId={`guidelines.${l.field}`}
              description={l.hint}
              multiline
              max={'max' in l ? l.max : undefined}
            />
          ))}
        </div>
      </EditorSection>
    </div>
  );
}
