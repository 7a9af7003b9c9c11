import { toYValue, WORLD_DOC_LAYOUT, type FieldKind } from '@engine/world-doc';
import { useState } from 'react';
import * as Y from 'yjs';
import { ConfirmDialog } from '../../../shared/ui/confirm-dialog';
import { asYMap, useYJson, useYMapValue, useYVersion } from '../doc/world-doc-hooks';
import { edit } from '../doc/world-doc-ops';
import { ItemCard } from '../fields/item-card';
import { TextListEditor } from '../fields/text-list-editor';
import { ValueSelect, YValueSelect } from '../fields/value-controls';
import { YTextInput } from '../fields/y-text-input';

/** The three resolution shapes (spec 2 §3 Challenge and Exploration; the engine's competitive shape). */
export const RESOLUTION_SHAPES = {
  challenge: { label: 'Challenge', fields: [['favorable', 'Favorable'], ['mixed', 'Mixed'], ['unfavorable', 'Unfavorable']] },
  exploration: { label: 'Exploration', fields: [['resolution1', 'Resolution 1'], ['resolution2', 'Resolution 2'], ['resolution3', 'Resolution 3']] },
  competitive: { label: 'Competitive', fields: [['sideAWins', 'Side A wins'], ['mixed', 'Mixed'], ['sideBWins', 'Side B wins']] },
} as const;
/** A resolution shape. */
export type ResolutionShape = keyof typeof RESOLUTION_SHAPES;

/** The milestones hint (spec 2 §5). */
export const MILESTONES_HINT = '1 for side outcomes, 2 by default, 3 for particularly important ones.';

/** The shape a resolutions object has (by its keys). */
export function shapeOf(resolutions: Record<string, unknown> | undefined): ResolutionShape {
  if (resolutions && 'favorable' in resolutions) return 'challenge';
  if (resolutions && 'sideAWins' in resolutions) return 'competitive';
  if (resolutions && 'resolution1' in resolutions) return 'exploration';
  return 'challenge';
}

/** Empty resolutions of a shape. */
export function emptyResolutions(shape: ResolutionShape): Record<string, string> {
  return Object.fromEntries(RESOLUTION_SHAPES[shape].fields.map(([key]) => [key, '']));
}

const RESOLUTIONS_KIND = ((WORLD_DOC_LAYOUT.outcomes.sharedOutcomes as Extract<FieldKind, { kind: 'list' }>).of as Extract<FieldKind, { kind: 'map' }>).fields.possibleResolutions as FieldKind;

/** Props of an OutcomeCard. */
export type OutcomeCardProps = {
  outcome: Y.Map<unknown>;
  index: number;
  count: number;
  /** Presence id prefix, e.g. 'outcomes.shared'. */
  fieldBase: string;
  onMove: (to: number) => void;
  onRemove: () => void;
};

/** One outcome: question, resonance, resolution shape and texts, milestones. */
export function OutcomeCard({ outcome, index, count, fieldBase, onMove, onRemove }: OutcomeCardProps) {
  useYVersion(outcome);
  const [shapeChange, setShapeChange] = useState<ResolutionShape | null>(null);
  const question = outcome.get('question');
  useYVersion(question instanceof Y.Text ? question : null);
  const questionText = question instanceof Y.Text ? question.toString() : '';
  const resolutionsMap = asYMap(useYMapValue(outcome, 'possibleResolutions'));
  const resolutions = useYJson<Record<string, string>>(resolutionsMap);
  const shape = shapeOf(resolutions);
  const id = String(outcome.get('id') ?? index);
  const base = `${fieldBase}.${id}`;
  const title = questionText || 'Untitled outcome';

  const setShape = (next: ResolutionShape) =>
    edit(outcome, () => outcome.set('possibleResolutions', toYValue(emptyResolutions(next), RESOLUTIONS_KIND)));
  const askShape = (next: string) => {
    const target = next as ResolutionShape;
    if (target === shape) return;
    if (Object.values(resolutions ?? {}).some((v) => typeof v === 'string' && v.trim() !== '')) setShapeChange(target);
    else setShape(target);
  };

  return (
    <ItemCard
      title={title}
      untitled={!questionText}
      summary={
        <span className="block text-xs text-ink-600">
          {RESOLUTION_SHAPES[shape].label} · {String(outcome.get('intendedNumberOfMilestones') ?? 2)} milestones
        </span>
      }
      presencePrefix={base}
      index={index}
      count={count}
      onMove={onMove}
      removeTitle="Remove outcome?"
      removeMessage={`"${title}" will be removed for every co-author.`}
      onRemove={onRemove}
      data={{ 'data-outcome': id }}
      extra={
        <ConfirmDialog
          open={shapeChange !== null}
          title="Change resolution type?"
          message="Changing the type clears the resolutions written so far."
          confirmLabel="Change type"
          tone="danger"
          onConfirm={() => {
            if (shapeChange) setShape(shapeChange);
            setShapeChange(null);
          }}
          onCancel={() => setShapeChange(null)}
        />
      }
    >
      <YTextInput map={outcome} field="question" label="Question" fieldId={`${base}.question`} requiredMessage="An outcome needs a question." multiline rows={2} />
      <YTextInput map={outcome} field="resonance" label="Resonance" fieldId={`${base}.resonance`} multiline rows={2} hint="Why the answer matters to the players." />
      <ValueSelect
        label="Resolution type"
        fieldId={`${base}.shape`}
        value={shape}
        options={(Object.keys(RESOLUTION_SHAPES) as ResolutionShape[]).map((s) => ({ value: s, label: RESOLUTION_SHAPES[s].label }))}
        onChange={askShape}
        hint={shape === 'challenge' ? 'How things end when they go well, mixed or badly.' : shape === 'exploration' ? 'Three open endings, none better than the others.' : 'Two sides compete: one wins, or it ends mixed.'}
      />
      <div className="grid gap-4 md:grid-cols-3">
        {RESOLUTION_SHAPES[shape].fields.map(([key, label]) => (
          <YTextInput key={`${shape}-${key}`} map={resolutionsMap} field={key} label={label} fieldId={`${base}.${key}`} multiline rows={3} />
        ))}
      </div>
      <YValueSelect
        map={outcome}
        field="intendedNumberOfMilestones"
        numeric
        label="Milestones"
        fieldId={`${base}.intendedNumberOfMilestones`}
        options={[1, 2, 3].map((n) => ({ value: String(n), label: String(n) }))}
        hint={MILESTONES_HINT}
      />
      <TextListEditor map={outcome} field="milestones" label="Milestone texts" itemName="milestone" fieldId={`${base}.milestones`} max={3} multiline />
    </ItemCard>
  );
}
