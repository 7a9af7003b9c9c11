import { isEmptyProposal } from '@engine';
import type { IterationSection, TemplateInput } from '@schemas';
import { useState } from 'react';
import { buttonClass } from '../../../shared/ui/button-styles';
import { Modal } from '../../../shared/ui/modal';
import { describeChange, pendingSections, SECTION_KEYS, SECTION_LABELS, withoutSection, type ChangeRow } from '../../assistant';
import { jsonEqual } from '../doc/world-doc-patch';
import { useEditor } from '../editor-context';
import { applySection } from './assistant-apply';
import { useAssistantUndo } from './assistant-undo';

/** Props of ReviewModal. */
export type ReviewModalProps = { before: TemplateInput; update: Partial<TemplateInput>; sections: readonly IterationSection[]; onClose: () => void };

/** Shown when the assistant proposed nothing for the ticked sections. */
export const NO_PROPOSAL_TEXT = 'The assistant proposed no changes to the sections you chose.';

/** The sections the review offers: ticked, answered, not empty and not the same as the World now. */
function offeredSections(update: Partial<TemplateInput>, before: TemplateInput, ticked: readonly IterationSection[]): IterationSection[] {
  const u = update as Record<string, unknown>;
  const b = before as Record<string, unknown>;
  return pendingSections(u).filter((s) => ticked.includes(s) && !isEmptyProposal(s, u) && !SECTION_KEYS[s].every((k) => u[k] === undefined || jsonEqual(u[k], b[k])));
}

/**
 * The AI iteration's results (spec 2 §4): each ticked section's change, readable, with Accept.
 * A section that was not ticked, or whose proposal is empty or changes nothing, is never offered
 * (issue 27: accepting such a section wiped it). Accepting applies the section to the World (one
 * undoable step) and removes it; the modal closes when nothing is left. Closing drops what was
 * not accepted.
 */
export function ReviewModal({ before, update, sections: ticked, onClose }: ReviewModalProps) {
  const { doc } = useEditor();
  const undo = useAssistantUndo();
  const [pending, setPending] = useState(update);
  const sections = offeredSections(pending, before, ticked);

  const accept = (section: IterationSection) => {
    applySection(doc, section, pending);
    undo.remember(SECTION_LABELS[section]);
    const left = withoutSection(pending as Record<string, unknown>, section) as Partial<TemplateInput>;
    setPending(left);
    if (offeredSections(left, before, ticked).length === 0) onClose();
  };

  return (
    <Modal open onClose={onClose} title="Review the assistant's changes" description="Accept the sections you want; each one changes the World at once and can be undone." size="xl">
      <div className="space-y-5">
        {sections.length === 0 && (
          <div className="space-y-4">
            <p className="text-ink-800">{NO_PROPOSAL_TEXT}</p>
            <button type="button" onClick={onClose} className={buttonClass('secondary')}>
              Close
            </button>
          </div>
        )}
        {sections.map((section) => {
          const rows = describeChange(section, before, pending);
          return (
            <section key={section} aria-label={SECTION_LABELS[section]} data-section={section} className="rounded-2xl border border-parchment-300 bg-white p-4">
              <div className="flex flex-wrap items-center justify-between gap-3">
                <h3 className="font-display text-lg font-semibold">{SECTION_LABELS[section]}</h3>
                <button type="button" onClick={() => accept(section)} className={buttonClass('primary')} aria-label={`Accept ${SECTION_LABELS[section]}`}>
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
