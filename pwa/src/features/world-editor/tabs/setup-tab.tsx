import { sectionMap } from '@engine/world-doc';
import { useEditor } from '../editor-context';
import { EditorSection } from '../fields/editor-section';
import { YTextInput } from '../fields/y-text-input';
import { SetupCounts } from './setup-counts';
import { SetupDifficulty } from './setup-difficulty';
import { SetupPublication } from './setup-publication';
import { SetupTags } from './setup-tags';

/** Setup: title, teaser, players and turns, game mode, tags, publication, difficulty (spec 2 §2). */
export function SetupTab() {
  const { doc } = useEditor();
  const setup = sectionMap(doc, 'setup');
  return (
    <div className="space-y-6">
      <EditorSection title="About this World">
        <YTextInput map={setup} field="title" label="Title" fieldId="setup.title" requiredMessage="A title is required." maxLength={120} />
        <YTextInput map={setup} field="teaser" label="Teaser" fieldId="setup.teaser" multiline rows={3} placeholder="One or two sentences that make people want to play." />
        <SetupTags />
      </EditorSection>
      <EditorSection title="Players and length">
        <SetupCounts />
      </EditorSection>
      <EditorSection title="Publishing">
        <SetupPublication />
      </EditorSection>
      <EditorSection title="Difficulty">
        <SetupDifficulty />
      </EditorSection>
    </div>
  );
}
