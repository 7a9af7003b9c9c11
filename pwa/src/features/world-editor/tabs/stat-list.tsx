import { addStatBlockedHint } from '@engine';
import { sectionMap } from '@engine/world-doc';
import * as Y from 'yjs';
import { buttonClass } from '../../../shared/ui/button-styles';
import { asYArray, useYArrayItems, useYMapValue } from '../doc/world-doc-hooks';
import { addStat, moveItem, removeStat, STAT_KIND, statListField, type StatScope } from '../doc/world-doc-ops';
import { keyOf, useEditor } from '../editor-context';
import { StatCard } from './stat-card';

/** Props of a StatList. */
export type StatListProps = { scope: StatScope; groups: readonly string[]; allIds: readonly string[] };

/** The shared or the player stats, with Add Stat (disabled until a stat group exists). */
export function StatList({ scope, groups, allIds }: StatListProps) {
  const { doc, readOnly } = useEditor();
  const stats = sectionMap(doc, 'stats');
  const list = asYArray(useYMapValue(stats, statListField(scope)));
  const items = useYArrayItems(list).filter((s): s is Y.Map<unknown> => s instanceof Y.Map);
  const blocked = addStatBlockedHint(groups);

  return (
    <div className="space-y-3">
      {items.length === 0 && <p className="text-ink-700">{scope === 'shared' ? 'No shared stats yet.' : 'No player stats yet.'}</p>}
      <ul className="space-y-3">
        {items.map((stat, i) => {
          const id = String(stat.get('id') ?? '');
          const otherIds = [...allIds];
          const own = otherIds.indexOf(id);
          if (own >= 0) otherIds.splice(own, 1);
          return (
            <StatCard
              key={keyOf(stat, i)}
              stat={stat}
              scope={scope}
              index={i}
              count={items.length}
              groups={groups}
              otherIds={otherIds}
              onMove={(to) => list && moveItem(list, i, to, STAT_KIND)}
              onRemove={() => removeStat(doc, scope, id)}
            />
          );
        })}
      </ul>
      {!readOnly && (
        <div>
          <button
            type="button"
            disabled={!!blocked}
            aria-describedby={blocked ? `${scope}-stat-blocked` : undefined}
            onClick={() => addStat(doc, scope)}
            className={buttonClass('secondary', 'md', 'w-full border-dashed sm:w-auto')}
            title={blocked ? 'Add at least one stat group' : undefined}
          >
            + Add Stat
          </button>
          {blocked && (
            <p id={`${scope}-stat-blocked`} className="mt-1 text-sm text-ink-600">
              {blocked}
            </p>
          )}
        </div>
      )}
    </div>
  );
}
