import * as Y from 'yjs';
import { buttonClass } from '../../../shared/ui/button-styles';
import { useYVersion } from '../doc/world-doc-hooks';
import { edit } from '../doc/world-doc-ops';
import { CommittedInput } from '../fields/committed-input';
import { ItemCard } from '../fields/item-card';
import { TextListEditor } from '../fields/text-list-editor';
import { YTextInput } from '../fields/y-text-input';
import { ElementPicture } from './world-pictures';

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
  useYVersion(element);
  const name = element.get('name');
  const nameText = name instanceof Y.Text ? name.toString() : typeof name === 'string' ? name : '';
  useYVersion(name instanceof Y.Text ? name : null);
  const id = String(element.get('id') ?? '');
  const role = String(element.get('role') ?? '');
  const fieldBase = `elements.${id || index}`;
  const title = nameText || 'Unnamed element';

  return (
    <ItemCard
      title={title}
      untitled={!nameText}
      summary={
        <span className="block truncate text-xs text-ink-600">
          <span className="font-mono">{id || 'no id'}</span>
          {role && <> · {role}</>}
        </span>
      }
      presencePrefix={fieldBase}
      index={index}
      count={count}
      onMove={onMove}
      removeTitle="Remove element?"
      removeMessage={`"${title}" will be removed from this World for every co-author.`}
      onRemove={onRemove}
      tone="bg-parchment-50"
      data={{ 'data-element': id }}
    >
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
      <ElementPicture element={element} id={id} name={nameText} />
      <TextListEditor map={element} field="facts" label="Facts" itemName="fact" fieldId={`${fieldBase}.facts`} placeholder="Something that is true about it." />
    </ItemCard>
  );
}

/** The Add Element button's look, shared with other tabs' add buttons. */
export const addButtonClass = buttonClass('secondary', 'md', 'w-full border-dashed sm:w-auto');
