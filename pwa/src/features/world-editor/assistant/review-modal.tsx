import type { IterationSection, TemplateInput } from '@schemas';
import { useState } from 'react';
import { buttonClass } from '../../../shared/ui/button-styles';
import { Modal } from '../../../shared/ui/modal';
import { describeChange, pendingSections, SECTION_LABELS, withoutSection, type ChangeRow } from '../../assistant';
import { useEditor } from '../editor-context';
import { applySection } from './assistant-apply';
import { useAssistantUndo } from './assistant-undo';

/** Props of ReviewModal. */
export type ReviewModalProps = { before: TemplateInput; update: Partial<TemplateInput>; onClose: () => void };

/**
 * The AI iteration's results (spec 2 §4): each section's change, readable, with Accept. Accepting
 * applies the section to the World (one undoable step) and removes it; the modal closes when
 * nothing is left. Closing drops what was not accepted.
 */
export function ReviewModal({ before, update, onClose }: ReviewModalProps) {
  const { doc } = useEditor();
  const undo = useAssistantUndo();
  const [pending, setPending] = useState(update);
  const sections = pendingSections(pending as Record<string, unknown>);

  const accept = (section: IterationSection) => {
    applySection(doc, section, pending);
    undo.remember(SECTION_LABELS[section]);
    const left = withoutSection(pending as Record<string, unknown>, section) as Partial<TemplateInput>;
    setPending(left);
    if (pendingSections(left as Record<string, unknown>).length === 0) onClose();
  };

  return (
    <Modal open onClose={onClose} title="Review the assistant's changes" description="Accept the sections you want; each one changes the World at once and can be undone." size="xl">
      <div className="space-y-5">
        {sections.map((section) => {
          const rows = describeChange(section, before, pending);
          return (
            <section key={section} aria-label={SECTION_LABELS[section]} data-section={section} className="rounded-2xl border border-parchment-300 bg-white p-4">
              <div className="flex flex-wrap items-center justify-between gap-3">
                <h3 className="font-display text-lg font-semibold">{SECTION_LABELS[section]}</h3>
                <button type="button" onClick={() => accept(section)} className={buttonClass('primary')}>
                  Accept
                </button>
              </div>
              {rows.length === 0 ? <p className="mt-2 text-sm text-ink-700">No visible change in this section.</p> : <ChangeList rows={rows} />}
            </section>
          );
        })}
      </div>
    </Modal>
  );
}

function ChangeList({ rows }: { rows: ChangeRow[] }) {
  return (
    <dl className="mt-3 space-y-3 text-sm">
      {rows.map((row, i) => (
        <div key={`${row.label}-${i}`} className="min-w-0">
          <dt className="font-semibold text-ink-900">{row.label}</dt>
          {row.kind === 'text' ? (
            <dd className="mt-1 grid gap-2 sm:grid-cols-2">
              <p className="rounded-lg bg-danger-50 px-3 py-2 break-words text-ink-800">
                <span className="block text-xs font-bold tracking-wide text-danger-600 uppercase">Before</span>
                {row.before || <em className="text-ink-600">(empty)</em>}
              </p>
              <p className="rounded-lg bg-success-50 px-3 py-2 break-words text-ink-900">
                <span className="block text-xs font-bold tracking-wide text-success-600 uppercase">After</span>
                {row.after || <em className="text-ink-600">(empty)</em>}
              </p>
            </dd>
          ) : (
            <dd className="mt-1">
              <ul className="space-y-1">
                {row.removed.map((x) => (
                  <li key={`-${x}`} className="rounded-lg bg-danger-50 px-3 py-1.5 break-words text-ink-800">
                    <span className="mr-2 font-bold text-danger-600" aria-label="Removed">
                      −
                    </span>
                    {x}
                  </li>
                ))}
                {row.added.map((x) => (
                  <li key={`+${x}`} className="rounded-lg bg-success-50 px-3 py-1.5 break-words text-ink-900">
                    <span className="mr-2 font-bold text-success-600" aria-label="Added">
                      +
                    </span>
                    {x}
                  </li>
                ))}
              </ul>
            </dd>
          )}
        </div>
      ))}
    </dl>
  );
}
