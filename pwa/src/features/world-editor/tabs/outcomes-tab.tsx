import { sectionMap } from '@engine/world-doc';
import { useEditor } from '../editor-context';
import { EditorSection } from '../fields/editor-section';
import { OutcomeList } from './outcome-list';

/** Outcomes: the questions every story of this World answers, shared by all players. */
export function OutcomesTab() {
  const { doc } = useEditor();
  return (
    <EditorSection title="Shared outcomes" description="Questions the story answers for everyone. Each player slot can have outcomes of its own (Players tab).">
      <OutcomeList map={sectionMap(doc, 'outcomes')} field="sharedOutcomes" fieldBase="outcomes.shared" emptyText="No shared outcomes yet." />
    </EditorSection>
  );
}
