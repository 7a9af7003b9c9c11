import { ChevronDownIcon, TrashIcon } from '../../../shared/icons/icons';

/** Props of ItemActions. */
export type ItemActionsProps = {
  /** What the item is called in button names, e.g. 'rule 2'. */
  name: string;
  index: number;
  count: number;
  onMove?: (to: number) => void;
  onRemove?: () => void;
};

const iconButton =
  'grid size-11 shrink-0 place-items-center rounded-full text-ink-600 hover:bg-parchment-200 hover:text-ink-950 disabled:cursor-not-allowed disabled:opacity-30';

/** Move up, move down and remove buttons of a list item (44 px each, named for screen readers). */
export function ItemActions({ name, index, count, onMove, onRemove }: ItemActionsProps) {
  return (
    <div className="flex shrink-0 items-center">
      {onMove && (
        <>
          <button type="button" className={iconButton} aria-label={`Move ${name} up`} disabled={index === 0} onClick={() => onMove(index - 1)}>
            <ChevronDownIcon className="size-5 rotate-180" />
          </button>
          <button type="button" className={iconButton} aria-label={`Move ${name} down`} disabled={index >= count - 1} onClick={() => onMove(index + 1)}>
            <ChevronDownIcon className="size-5" />
          </button>
        </>
      )}
      {onRemove && (
        <button type="button" className={`${iconButton} hover:text-danger-600`} aria-label={`Remove ${name}`} onClick={onRemove}>
          <TrashIcon className="size-5" />
        </button>
      )}
    </div>
  );
}
