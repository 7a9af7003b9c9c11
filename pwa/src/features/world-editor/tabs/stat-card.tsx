import { STAT_TYPES } from '@schemas';
import * as Y from 'yjs';
import { buttonClass } from '../../../shared/ui/button-styles';
import { useYVersion } from '../doc/world-doc-hooks';
import { changeStatType, convertStat, edit, renameStatId, setStatInBackgrounds, type StatScope } from '../doc/world-doc-ops';
import { useEditor } from '../editor-context';
import { CommittedInput } from '../fields/committed-input';
import { ItemCard } from '../fields/item-card';
import { StatValueInput } from '../fields/stat-value-input';
import { TextListEditor } from '../fields/text-list-editor';
import { ValueSelect, YCheckbox } from '../fields/value-controls';
import { YTextInput } from '../fields/y-text-input';

/** How stat types read in the editor. */
export const STAT_TYPE_LABELS: Record<string, string> = {
  percentage: 'Percentage (0-100%)',
  number: 'Number (0-100)',
  opposites: 'Opposites (one end to the other)',
  string: 'Text',
  'string[]': 'List of text',
};

/** Checks a stat id: present, prefixed by its scope, not used by another stat (spec 2 §5). */
export function statIdProblem(id: string, scope: StatScope, otherIds: readonly string[]): string | null {
  const prefix = `${scope}_`;
  if (!id.startsWith(prefix) || id.length === prefix.length) return `The ID must start with ${prefix}.`;
  if (/\s/.test(id)) return 'Use underscores instead of spaces.';
  if (otherIds.includes(id)) return 'Another stat already uses this ID.';
  return null;
}

/** Props of a StatCard. */
export type StatCardProps = {
  stat: Y.Map<unknown>;
  scope: StatScope;
  index: number;
  count: number;
  groups: readonly string[];
  otherIds: readonly string[];
  onMove: (to: number) => void;
  onRemove: () => void;
};

/** One stat: name, id, type, group, description, initial value, narrative fields, flags, conversion. */
export function StatCard({ stat, scope, index, count, groups, otherIds, onMove, onRemove }: StatCardProps) {
  const { doc, readOnly } = useEditor();
  useYVersion(stat);
  const nameValue = stat.get('name');
  useYVersion(nameValue instanceof Y.Text ? nameValue : null);
  const name = nameValue instanceof Y.Text ? nameValue.toString() : '';
  const id = String(stat.get('id') ?? '');
  const type = String(stat.get('type') ?? '');
  const group = String(stat.get('group') ?? '');
  const inBackgrounds = scope === 'player' && stat.get('partOfPlayerBackgrounds') !== false;
  const base = `stats.${scope}.${id || index}`;
  const title = name || 'Unnamed stat';
  const typeOptions: { value: string; label: string }[] = STAT_TYPES.map((t) => ({ value: t, label: STAT_TYPE_LABELS[t] ?? t }));
  if (!(STAT_TYPES as readonly string[]).includes(type)) typeOptions.push({ value: type, label: `${type || '(none)'} (invalid)` });
  const groupOptions = groups.map((g) => ({ value: g, label: g }));
  if (!groups.includes(group)) groupOptions.unshift({ value: group, label: group ? `${group} (not a group)` : 'No group' });

  return (
    <ItemCard
      title={title}
      untitled={!name}
      summary={
        <span className="block truncate text-xs text-ink-600">
          <span className="font-mono">{id}</span> · {type} · {group || 'no group'}
        </span>
      }
      presencePrefix={base}
      index={index}
      count={count}
      onMove={onMove}
      removeTitle="Remove stat?"
      removeMessage={`"${title}" will be removed for every co-author${scope === 'player' ? ', with its values in every background' : ''}.`}
      onRemove={onRemove}
      data={{ 'data-stat': id }}
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <YTextInput map={stat} field="name" label="Name" fieldId={`${base}.name`} requiredMessage="A stat needs a name." maxLength={120} />
        <CommittedInput
          label="ID"
          fieldId={`${base}.id`}
          value={id}
          underscores
          hint={`Starts with ${scope}_, e.g. ${scope}_courage.`}
          validate={(v) => statIdProblem(v, scope, otherIds)}
          onCommit={(v) => renameStatId(doc, scope, id, v)}
        />
        <ValueSelect label="Type" fieldId={`${base}.type`} value={type} options={typeOptions} onChange={(v) => changeStatType(doc, scope, id, v)} />
        <ValueSelect label="Group" fieldId={`${base}.group`} value={group} options={groupOptions} onChange={(v) => edit(stat, () => stat.set('group', v))} />
      </div>
      <YTextInput map={stat} field="tooltip" label="Description" fieldId={`${base}.tooltip`} multiline rows={2} hint="Shown to players as the stat's tooltip." />
      {inBackgrounds ? (
        <p className="rounded-xl bg-parchment-100 px-3 py-2 text-sm text-ink-700">Each background sets its own starting value (Players tab).</p>
      ) : (
        <StatValueInput label="Initial value" fieldId={`${base}.initialValue`} type={type} value={stat.get('initialValue')} onChange={(v) => edit(stat, () => stat.set('initialValue', v))} className="max-w-xs" />
      )}
      <YTextInput map={stat} field="possibleValues" label="Possible values" fieldId={`${base}.possibleValues`} multiline rows={2} placeholder={type === 'opposites' ? 'e.g. Cautious | Reckless' : 'What values mean, e.g. 0 = broken, 100 = unshakeable.'} />
      <div className="grid gap-6 lg:grid-cols-2">
        <TextListEditor map={stat} field="effectOnPoints" label="Effect on points" itemName="effect" fieldId={`${base}.effectOnPoints`} multiline />
        <TextListEditor map={stat} field="narrativeImplications" label="Narrative implications" itemName="implication" fieldId={`${base}.narrativeImplications`} multiline />
        <TextListEditor map={stat} field="adjustmentsAfterThreads" label="Adjustments after threads" itemName="adjustment" fieldId={`${base}.adjustmentsAfterThreads`} multiline />
        <div className="space-y-4">
          <YTextInput map={stat} field="optionsToSacrifice" label="Options to sacrifice" fieldId={`${base}.optionsToSacrifice`} multiline rows={2} />
          <YTextInput map={stat} field="optionsToGainAsReward" label="Options to gain as reward" fieldId={`${base}.optionsToGainAsReward`} multiline rows={2} />
        </div>
      </div>
      <div className="grid gap-1 sm:grid-cols-2">
        <YCheckbox map={stat} field="isVisible" fallback fieldId={`${base}.isVisible`} label="Visible to players" />
        <YCheckbox map={stat} field="canBeChangedInBeatResolutions" fallback fieldId={`${base}.canChange`} label="Can change in beat resolutions" />
        {scope === 'player' && (
          <YCheckbox
            map={stat}
            field="partOfPlayerBackgrounds"
            fallback
            fieldId={`${base}.partOfPlayerBackgrounds`}
            label="Part of player backgrounds"
            description={inBackgrounds ? 'Turning this off removes the per-background values; one initial value applies to everyone.' : 'Each background gets its own starting value.'}
            onChange={(on) => setStatInBackgrounds(doc, id, on)}
          />
        )}
      </div>
      {!readOnly && (
        <button type="button" className={buttonClass('secondary')} onClick={() => convertStat(doc, id, scope === 'shared' ? 'player' : 'shared')}>
          {scope === 'shared' ? 'Make it a player stat' : 'Make it a shared stat'}
        </button>
      )}
    </ItemCard>
  );
}
