import { fillFluff } from '@engine';
import type { Pronouns, StatValueValue } from '@schemas';
import * as Y from 'yjs';
import { asYArray, asYText, useYArrayItems, useYMapValue, useYVersion } from '../doc/world-doc-hooks';
import { edit } from '../doc/world-doc-ops';
import { useEditor } from '../editor-context';
import { PresencePlace } from '../fields/field-presence';
import { StatValueInput } from '../fields/stat-value-input';
import { YTextInput } from '../fields/y-text-input';

/** The fluff template hint: the placeholders fillFluff understands (spec 2 §3). */
export const FLUFF_HINT = 'Placeholders: {name}, {personal}, {object}, {possessive}, {reflexive}. Capitalise one to start a sentence, e.g. {Personal}.';

/** A player stat as a background needs it. */
export type BackgroundStat = { id: string; name: string; type: string };

/** Props of a BackgroundCard. */
export type BackgroundCardProps = {
  background: Y.Map<unknown>;
  index: number;
  base: string;
  /** Player stats that are part of backgrounds, in order. */
  stats: readonly BackgroundStat[];
  /** The slot's first identity, to preview the fluff text. */
  preview: { name: string; pronouns: Pronouns };
};

/** One possible background of a slot: title, fluff template with placeholders, starting stat values. */
export function BackgroundCard({ background, index, base, stats, preview }: BackgroundCardProps) {
  const { readOnly } = useEditor();
  const values = asYArray(useYMapValue(background, 'initialPlayerStatValues'));
  const entries = useYArrayItems(values).filter((e): e is Y.Map<unknown> => e instanceof Y.Map);
  useYVersion(values, true);
  const fluff = asYText(useYMapValue(background, 'fluffTemplate'));
  useYVersion(fluff);
  const fieldBase = `${base}.background.${index}`;
  const fluffText = fluff?.toString() ?? '';

  const setValue = (statId: string, value: StatValueValue) =>
    edit(background, () => {
      const entry = entries.find((e) => e.get('statId') === statId);
      if (entry) return entry.set('value', value);
      let target = asYArray(background.get('initialPlayerStatValues'));
      if (!target) {
        target = new Y.Array<unknown>();
        background.set('initialPlayerStatValues', target);
      }
      target.push([
        new Y.Map<unknown>([
          ['statId', statId],
          ['value', value],
        ]),
      ]);
    });

  return (
    <li className="space-y-4 rounded-2xl border border-parchment-300 bg-white/70 p-4 shadow-card">
      <PresencePlace name={`Background ${index + 1}`}>
        <h4 className="font-sans text-sm font-semibold tracking-wide text-ink-600 uppercase">Background {index + 1}</h4>
        <YTextInput map={background} field="title" label="Title" fieldId={`${fieldBase}.title`} requiredMessage="A background needs a title." maxLength={120} />
        <YTextInput map={background} field="fluffTemplate" label="Fluff text" fieldId={`${fieldBase}.fluffTemplate`} multiline rows={4} hint={FLUFF_HINT} />
        {fluffText.includes('{') && (
          <p className="rounded-xl bg-parchment-100 px-3 py-2 text-sm text-ink-700">
            <span className="font-semibold">Preview with {preview.name}: </span>
            {fillFluff(fluffText, preview)}
          </p>
        )}
        {stats.length > 0 && (
          <fieldset>
            <legend className="mb-2 text-sm font-semibold text-ink-800">Starting stat values</legend>
            <div className="grid gap-3 sm:grid-cols-2">
              {stats.map((s) => {
                const entry = entries.find((e) => e.get('statId') === s.id);
                return (
                  <StatValueInput
                    key={s.id}
                    label={s.name || s.id}
                    fieldId={`${fieldBase}.stat.${s.id}`}
                    type={s.type}
                    value={entry?.get('value')}
                    onChange={(v) => !readOnly && setValue(s.id, v)}
                  />
                );
              })}
            </div>
          </fieldset>
        )}
      </PresencePlace>
    </li>
  );
}
