import { chosenSectionsOnly } from '@engine';
import { docToTemplateInput, sectionMap } from '@engine/world-doc';
import { ITERATION_SECTIONS, TEMPLATE_GAME_MODES, type AssistantProgressEvent, type IterationSection, type TemplateGameMode, type TemplateInput } from '@schemas';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { showToast } from '../../../shared/toast/toast-store';
import { buttonClass } from '../../../shared/ui/button-styles';
import { iterateTemplate, loadIterationDraft, ModelNotice, saveIterationDraft, SECTION_LABELS, showAssistantFailure, useAssistantRun } from '../../assistant';
import { useEditor } from '../editor-context';
import { EditorSection } from '../fields/editor-section';
import { controlClass } from '../fields/field-frame';
import { ReviewModal } from './review-modal';

/** Spec 2 §8: the AI iteration's failure fallback. */
export const ITERATION_FAILED_TEXT = 'AI iteration failed';
/** Spec 2 §8: an AI iteration without a valid World id. */
export const INVALID_TEMPLATE_ID_TEXT = 'Invalid template ID';
/** Shown when Submit is pressed without feedback. */
export const FEEDBACK_REQUIRED_TEXT = 'Please describe what the assistant should change.';

const VALID_ID = /^[A-Za-z0-9_-]{1,64}$/;
const num = (v: unknown, fallback: number) => (typeof v === 'number' && Number.isFinite(v) ? v : fallback);

/**
 * AI Iteration (spec 2 §2, §4; saved Worlds only): feedback and the seven sections; Submit stays
 * disabled until a section is chosen. The result opens the review modal. The form is kept in
 * local storage per World.
 */
export function AiIterationTab() {
  const { doc, session, readOnly } = useEditor();
  const templateId = session.templateId;
  const id = useId();
  const [draft, setDraft] = useState(() => loadIterationDraft(templateId));
  const [error, setError] = useState<string | null>(null);
  const assistant = useAssistantRun();
  const [review, setReview] = useState<{ before: TemplateInput; update: Partial<TemplateInput>; sections: IterationSection[] } | null>(null);
  const feedbackRef = useRef<HTMLTextAreaElement>(null);
  useEffect(() => saveIterationDraft(templateId, draft), [templateId, draft]);

  const toggle = (section: IterationSection, on: boolean) =>
    setDraft((d) => ({ ...d, sections: ITERATION_SECTIONS.filter((s) => (s === section ? on : d.sections.includes(s))) }));

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (draft.sections.length === 0) return;
    if (!VALID_ID.test(templateId)) {
      showToast({ kind: 'error', title: INVALID_TEMPLATE_ID_TEXT, message: 'Save the World first, then ask the assistant.' });
      return;
    }
    if (!draft.feedback.trim()) {
      setError(FEEDBACK_REQUIRED_TEXT);
      feedbackRef.current?.focus();
      return;
    }
    const sections = [...draft.sections];
    const setup = sectionMap(doc, 'setup');
    const mode = String(setup.get('gameMode'));
    const result = await assistant.run((options) =>
      iterateTemplate(
        {
          templateId,
          feedback: draft.feedback.trim(),
          sections,
          gameMode: (TEMPLATE_GAME_MODES as readonly string[]).includes(mode) ? (mode as TemplateGameMode) : 'Cooperative',
          playerCount: num(setup.get('playerCountMax'), 1),
          maxTurns: num(setup.get('maxTurnsMin'), 20),
        },
        options,
      ),
    );
    if (result.status === 'failed') {
      console.error('[AiIterationTab]', result.error);
      showAssistantFailure(ITERATION_FAILED_TEXT, result.error);
    }
    // The review offers only the sections that were ticked, whatever the answer holds (issue 27).
    if (result.status === 'done') setReview({ before: docToTemplateInput(doc) as TemplateInput, update: chosenSectionsOnly(result.value, sections) as Partial<TemplateInput>, sections });
  };

  if (readOnly) return null;
  return (
    <div className="space-y-4">
      <ModelNotice />
      <EditorSection title="AI Iteration" description="Tell the assistant what to change and choose the sections it may rewrite. You review every section before it changes the World.">
        {assistant.running ? (
          assistant.progress('Rewriting sections…', draft.sections as AssistantProgressEvent['step'][])
        ) : (
          <form onSubmit={(e) => void submit(e)} noValidate className="space-y-4">
            <div>
              <label htmlFor={`${id}-feedback`} className="block text-sm font-semibold text-ink-900">
                Feedback
              </label>
              <textarea
                id={`${id}-feedback`}
                ref={feedbackRef}
                rows={4}
                value={draft.feedback}
                onChange={(e) => {
                  const feedback = e.target.value;
                  setDraft((d) => ({ ...d, feedback }));
                  if (feedback.trim()) setError(null);
                }}
                aria-invalid={error ? true : undefined}
                aria-describedby={error ? `${id}-error` : undefined}
                placeholder="Make the villain more sympathetic and add a rival guild"
                className={`${controlClass} mt-1.5 min-h-28`}
              />
              {error && (
                <p id={`${id}-error`} className="mt-1 text-sm font-semibold text-danger-600">
                  {error}
                </p>
              )}
            </div>
            <fieldset>
              <legend className="text-sm font-semibold text-ink-900">Sections to rewrite</legend>
              <div className="mt-2 grid gap-1 sm:grid-cols-2">
                {ITERATION_SECTIONS.map((s) => (
                  <label key={s} className="flex min-h-11 cursor-pointer items-center gap-3 rounded-xl px-2 hover:bg-parchment-100">
                    <input type="checkbox" checked={draft.sections.includes(s)} onChange={(e) => toggle(s, e.target.checked)} className="size-5 accent-ember-600" />
                    <span className="text-sm text-ink-900">{SECTION_LABELS[s]}</span>
                  </label>
                ))}
              </div>
            </fieldset>
            <button type="submit" disabled={draft.sections.length === 0} className={buttonClass('primary', 'lg')}>
              Submit
            </button>
          </form>
        )}
      </EditorSection>
      {review && <ReviewModal before={review.before} update={review.update} sections={review.sections} onClose={() => setReview(null)} />}
    </div>
  );
}
