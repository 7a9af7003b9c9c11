import { useEffect, useId, useRef } from 'react';
import * as Y from 'yjs';
import { buttonClass } from '../../../shared/ui/button-styles';
import { asYArray, useYArrayItems, useYMapValue } from '../doc/world-doc-hooks';
import { edit, moveItem } from '../doc/world-doc-ops';
import { keyOf, useEditor } from '../editor-context';
import { FieldPresence } from './field-presence';
import { ItemActions } from './item-actions';
import { YTextInput } from './y-text-input';

/** Props of a TextListEditor. */
export type TextListEditorProps = {
  map: Y.Map<unknown> | null;
  field: string;
  label: string;
  /** Singular name of one item, e.g. 'rule'. */
  itemName: string;
  fieldId: string;
  /** Hard limit (the template schema's), if any. */
  max?: number;
  /** Defaults to LIST_PLACEHOLDER, unless a hard limit below 4 applies. */
  placeholder?: string;
  multiline?: boolean;
  description?: string;
};

const TEXT_KIND = { kind: 'text' } as const;

/** The string-list placeholder: a maximum of 4 items is suggested, not enforced (spec 2 §5). */
export const LIST_PLACEHOLDER = 'Keep it short; up to 4 items work best.';
/** The item count the placeholder suggests. */
const SUGGESTED_MAX = 4;

/**
 * A list of prose items (guideline rules, facts, milestones ...): each item is its own Y.Text,
 * so co-authors can write in different items, or the same one, at once. Items can be added,
 * removed and moved.
 */
export function TextListEditor({ map, field, label, itemName, fieldId, max, placeholder, multiline, description }: TextListEditorProps) {
  const { readOnly } = useEditor();
  const list = asYArray(useYMapValue(map, field));
  const items = useYArrayItems(list);
  const headingId = useId();
  // The item just added gets focus once it is rendered (not items co-authors add).
  const pendingFocus = useRef<number | null>(null);
  const container = useRef<HTMLElement>(null);

  useEffect(() => {
    const index = pendingFocus.current;
    if (index === null) return;
    const target = container.current?.querySelectorAll<HTMLElement>('[data-list-item] input, [data-list-item] textarea')[index];
    if (!target) return;
    pendingFocus.current = null;
    target.focus();
  }, [items.length]);

  const add = () => {
    if (!map) return;
    edit(map, () => {
      let target = asYArray(map.get(field));
      if (!target) {
        target = new Y.Array<unknown>();
        map.set(field, target);
      }
      target.push([new Y.Text('')]);
    });
    pendingFocus.current = items.length;
  };
  const full = max !== undefined && items.length >= max;

  return (
    <section aria-labelledby={headingId} ref={container} className="min-w-0">
      <div className="mb-1 flex items-end gap-2">
        <h4 id={headingId} className="font-sans text-sm font-semibold text-ink-800">
          {label}
        </h4>
        <FieldPresence fieldId={fieldId} within />
      </div>
      {description && <p className="mb-2 text-sm text-ink-600">{description}</p>}
      {items.length === 0 && <p className="rounded-xl border border-dashed border-parchment-400 px-3 py-2.5 text-sm text-ink-600">None yet.</p>}
      <ol className="space-y-2">
        {items.map((item, i) => (
          <li key={keyOf(item, i)} data-list-item className="flex items-start gap-1">
            <span className="mt-3 w-6 shrink-0 text-right text-sm text-ink-500 tabular-nums" aria-hidden="true">
              {i + 1}.
            </span>
            {item instanceof Y.Text ? (
              <YTextInput
                map={null}
                field=""
                text={item}
                label={`${label} ${i + 1}`}
                hideLabel
                fieldId={`${fieldId}.${i}`}
                placeholder={placeholder ?? (max === undefined || max >= SUGGESTED_MAX ? LIST_PLACEHOLDER : undefined)}
                multiline={multiline}
                rows={2}
                className="flex-1"
              />
            ) : (
              <p className="min-h-11 flex-1 py-2.5 text-ink-800">{String(item)}</p>
            )}
            {!readOnly && (
              <ItemActions
                name={`${itemName} ${i + 1}`}
                index={i}
                count={items.length}
                onMove={list ? (to) => moveItem(list, i, to, TEXT_KIND) : undefined}
                onRemove={list ? () => edit(list, () => list.delete(i, 1)) : undefined}
              />
            )}
          </li>
        ))}
      </ol>
      {!readOnly && (
        <button type="button" onClick={add} disabled={full || !map} className={buttonClass('ghost', 'md', 'mt-1 -ml-2 px-3 text-ember-700')}>
          + Add {itemName}
          {full && max !== undefined && <span className="font-normal text-ink-600">(at most {max})</span>}
        </button>
      )}
    </section>
  );
}
