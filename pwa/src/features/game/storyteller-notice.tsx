// Says plainly, above the story, when Taleforge's built-in storyteller stands in for an AI model
// that kept failing (issue 29); the sentence comes with the story state.
import { InfoIcon } from '../../shared/icons/icons';

/** The notice, or nothing when the story's own storyteller is writing. */
export function StorytellerNotice({ text }: { text: string | undefined }) {
  if (!text) return null;
  return (
    <p role="status" data-testid="storyteller-notice" className="flex items-start gap-2 rounded-xl border border-night-200 bg-night-100/60 px-3 py-2.5 text-sm text-ink-800">
      <InfoIcon className="mt-0.5 size-4 shrink-0 text-night-600" />
      {text}
    </p>
  );
}
