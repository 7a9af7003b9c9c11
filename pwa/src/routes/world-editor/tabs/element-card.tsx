import { useId, useState } from 'react';
import * as Y from 'yjs';
import { buttonClass } from '../../../components/button-styles';
import { ChevronDownIcon } from '../../../components/icons';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { useYVersion } from '../../../data/world-doc-hooks';
import { edit } from '../../../data/world-doc-ops';
import { useEditor } from '../editor-context';
import { CommittedInput } from '../fields/committed-input';
import { PeerDots, PresencePlace } from '../fields/field-presence';
import { ItemActions } from '../fields/item-actions';
import { TextListEditor } from '../fields/text-list-editor';
import { YTextInput } from '../fields/y-text-input';

/** The id hint of story elements (spec 2 §5). */
export const ELEMENT_ID_HINT = 'A short unique id; use underscores instead of spaces, e.g. old_lighthouse.';

/** Checks an element id: present, no spaces, not used by another element. */
export function elementIdProblem(id: string, otherIds: readonly string[]): string | null {
  if (id.trim() === '') return 'ID is required.';
  if (/\s/.test(id)) return 'Use underscores instead of spaces.';
  if (id.length > 80) return 'Use at most 80 characters.';
  if (otherIds.includes(id)) return 'Another element already uses this ID.';
  return null;
}

/** Props of an ElementCard. */
export type ElementCardProps = {
  element: Y.Map<unknown>;
  index: number;
  count: number;
  otherIds: readonly string[];
  onMove: (to: number) => void;
  onRemove: () => void;
};

/** One story element: a collapsible card with name, id, role, instructions, appearance and facts. */
export function ElementCard({ element, index, count, otherIds, onMove, onRemove }: ElementCardProps) {
  const { readOnly } = useEditor();
  useYVersion(element);
  const [open, setOpen] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const bodyId = useId();
  const name = element.get('name');
  const nameText = name instanceof Y.Text ? name.toString() : typeof name === 'string' ? name : '';
  useYVersion(name instanceof Y.Text ? name : null);
  const id = String(element.get('id') ?? '');
  const role = String(element.get('role') ?? '');
  const fieldBase = `elements.${id || index}`;
  const title = nameText || 'Unnamed element';

  return (
    <li className="rounded-2xl border border-parchment-300 bg-parchment-50 shadow-card" data-element={id}>
      <div className="flex items-center gap-1 p-2 pl-3">
        <button type="button" aria-expanded={open} aria-controls={bodyId} onClick={() => setOpen((o) => !o)} className="flex min-h-11 min-w-0 flex-1 items-center gap-3 rounded-xl px-1 text-left">
          <ChevronDownIcon className={`size-5 shrink-0 text-ink-600 transition-transform ${open ? '' : '-rotate-90'}`} />
          <span className="min-w-0">
            <span className={`line-clamp-2 font-semibold break-words ${nameText ? 'text-ink-950' : 'text-danger-600'}`}>{title}</span>
            <span className="block truncate text-xs text-ink-600">
              <span className="font-mono">{id || 'no id'}</span>
              {role && <> · {role}</>}
            </span>
          </span>
          <PeerDots prefix={fieldBase} />
        </button>
        {!readOnly && <ItemActions name={title} index={index} count={count} onMove={onMove} onRemove={() => setConfirming(true)} />}
      </div>
      <div id={bodyId} hidden={!open} className="space-y-5 border-t border-parchment-200 p-4 sm:p-5">
        {open && (
          <PresencePlace name={title}>
            <div className="grid gap-4 sm:grid-cols-2">
              <YTextInput map={element} field="name" label="Name" fieldId={`${fieldBase}.name`} requiredMessage="An element needs a name." maxLength={120} />
              <CommittedInput
                label="ID"
                fieldId={`${fieldBase}.id`}
                value={id}
                underscores
                hint={ELEMENT_ID_HINT}
                validate={(v) => elementIdProblem(v, otherIds)}
                onCommit={(v) => edit(element, () => element.set('id', v))}
              />
            </div>
            <CommittedInput label="Role" fieldId={`${fieldBase}.role`} value={role} placeholder="e.g. A lighthouse keeper who knows every ship by its lights." onCommit={(v) => edit(element, () => element.set('role', v))} />
            <YTextInput map={element} field="instructions" label="Instructions" fieldId={`${fieldBase}.instructions`} multiline placeholder="How the narrator should use this element." />
            <YTextInput map={element} field="appearance" label="Appearance" fieldId={`${fieldBase}.appearance`} multiline hint="Also used for images." />
            <TextListEditor map={element} field="facts" label="Facts" itemName="fact" fieldId={`${fieldBase}.facts`} placeholder="Something that is true about it." />
          </PresencePlace>
        )}
      </div>
      <ConfirmDialog
        open={confirming}
        title="Remove element?"
        message={`"${title}" will be removed from this World for every co-author.`}
        confirmLabel="Remove"
        tone="danger"
        onConfirm={() => {
          setConfirming(false);
          onRemove();
        }}
        onCancel={() => setConfirming(false)}
      />
    </li>
  );
}

/** The Add Element button's look, shared with other tabs' add buttons. */
export const addButtonClass = buttonClass('secondary', 'md', 'w-full border-dashed sm:w-auto');
