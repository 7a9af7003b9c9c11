import { useId, useState, type ReactNode } from 'react';
import { ChevronDownIcon } from '../../../shared/icons/icons';
import { ConfirmDialog } from '../../../shared/ui/confirm-dialog';
import { useEditor } from '../editor-context';
import { PeerDots, PresencePlace } from './field-presence';
import { ItemActions } from './item-actions';

/** Props of an ItemCard. */
export type ItemCardProps = {
  /** The item's name as shown (a placeholder such as 'Unnamed stat' when it has none). */
  title: string;
  /** Whether the item lacks its name (the title shows in red). */
  untitled: boolean;
  /** The line under the title (id, type, ...). */
  summary: ReactNode;
  /** The field-id prefix of the item, for co-authors' presence dots. */
  presencePrefix: string;
  index: number;
  count: number;
  onMove: (to: number) => void;
  /** The confirm dialog's title for Remove (e.g. 'Remove stat?'). */
  removeTitle: string;
  /** The confirm dialog's message for Remove. */
  removeMessage: string;
  /** Remove was confirmed. */
  onRemove: () => void;
  /** Background class of the card. */
  tone?: string;
  /** Data attributes of the list item (e.g. `{ 'data-stat': id }`). */
  data?: Record<`data-${string}`, string>;
  /** The fields, rendered only while the card is open. */
  children: ReactNode;
  /** Rendered after the body whatever its state (the owner's own confirm dialogs). */
  extra?: ReactNode;
};

/**
 * One item of an editor list (element, outcome, stat): a collapsible card whose header shows the
 * title, a summary and co-authors' presence, with move and remove actions unless read-only;
 * Remove asks for confirmation first.
 */
export function ItemCard({ title, untitled, summary, presencePrefix, index, count, onMove, removeTitle, removeMessage, onRemove, tone = 'bg-white/70', data, children, extra }: ItemCardProps) {
  const { readOnly } = useEditor();
  const [open, setOpen] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const bodyId = useId();
  return (
    <li className={`rounded-2xl border border-parchment-300 ${tone} shadow-card`} {...data}>
      <div className="flex items-center gap-1 p-2 pl-3">
        <button type="button" aria-expanded={open} aria-controls={bodyId} onClick={() => setOpen((o) => !o)} className="flex min-h-11 min-w-0 flex-1 items-center gap-3 rounded-xl px-1 text-left">
          <ChevronDownIcon className={`size-5 shrink-0 text-ink-600 transition-transform ${open ? '' : '-rotate-90'}`} />
          <span className="min-w-0">
            <span className={`line-clamp-2 font-semibold break-words ${untitled ? 'text-danger-600' : 'text-ink-950'}`}>{title}</span>
            {summary}
          </span>
          <PeerDots prefix={presencePrefix} />
        </button>
        {!readOnly && <ItemActions name={title} index={index} count={count} onMove={onMove} onRemove={() => setConfirming(true)} />}
      </div>
      <div id={bodyId} hidden={!open} className="space-y-5 border-t border-parchment-200 p-4 sm:p-5">
        {open && <PresencePlace name={title}>{children}</PresencePlace>}
      </div>
      <ConfirmDialog
        open={confirming}
        title={removeTitle}
        message={removeMessage}
        confirmLabel="Remove"
        tone="danger"
        onConfirm={() => {
          setConfirming(false);
          onRemove();
        }}
        onCancel={() => setConfirming(false)}
      />
      {extra}
    </li>
  );
}
