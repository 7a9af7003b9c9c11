import { sectionMap } from '@engine/world-doc';
import { useYJson } from '../doc/world-doc-hooks';
import { useEditor } from '../editor-context';
import { EditorSection } from '../fields/editor-section';
import { StatGroupsEditor } from './stat-groups-editor';
import { StatList } from './stat-list';

const idsOf = (stats: unknown): string[] => (Array.isArray(stats) ? stats.map((s) => String((s as { id?: unknown })?.id ?? '')) : []);

/** Stats: stat groups, shared stats (one value for the whole story) and player stats (one per player). */
export function StatsTab() {
  const { doc } = useEditor();
  const stats = sectionMap(doc, 'stats');
  // Ids and groups of both lists (for uniqueness and the group picker); deep, but only this tab listens.
  const json = useYJson<{ statGroups?: unknown; sharedStats?: unknown; playerStats?: unknown }>(stats) ?? {};
  const groups = Array.isArray(json.statGroups) ? json.statGroups.map(String) : [];
  const allIds = [...idsOf(json.sharedStats), ...idsOf(json.playerStats)];
  return (
    <div className="space-y-6">
      <EditorSection title="Stat groups" description="Stats are shown to players grouped. Up to 3 groups.">
        <StatGroupsEditor />
      </EditorSection>
      <EditorSection title="Shared stats" description="One value for the whole story, shared by every player.">
        <StatList scope="shared" groups={groups} allIds={allIds} />
      </EditorSection>
      <EditorSection title="Player stats" description="Each player has their own value; backgrounds can set where they start.">
        <StatList scope="player" groups={groups} allIds={allIds} />
      </EditorSection>
    </div>
  );
}
