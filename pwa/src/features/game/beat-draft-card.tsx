// The next beat while the model writes it (beat_stream_notification): its title and text growing
// in place of the spinner, never stored; the stored beat replaces it with its options.
import { useMemo } from 'react';
import { proseBlocks } from '../../shared/markdown/markdown';
import { Spinner } from '../../shared/ui/spinner';
import type { BeatDraft } from './session/session';

// An image placeholder still being written (`<image id="...` without its `>`) is not shown.
const PARTIAL_TAG = /<image\b[^>]*$/i;

/** The paragraphs of a draft's text so far, and how many of them are complete. */
export function draftParagraphs(text: string): { paragraphs: string[]; complete: number } {
  const visible = text.replace(PARTIAL_TAG, '');
  const paragraphs = proseBlocks(visible).flatMap((b) => (b.kind === 'markdown' ? [b.text] : []));
  // The last paragraph is complete once a blank line follows it.
  const complete = /\n\s*\n\s*$/.test(visible) ? paragraphs.length : Math.max(0, paragraphs.length - 1);
  return { paragraphs, complete };
}

/**
 * A beat being written. The growing text is shown as plain paragraphs (markdown is rendered once
 * the beat is stored); screen readers hear each paragraph once it is complete (`aria-live`
 * polite), not every few words.
 */
export function BeatDraftCard({ draft }: { draft: BeatDraft }) {
  const { paragraphs, complete } = useMemo(() => draftParagraphs(draft.text), [draft.text]);
  const heard = draft.done ? paragraphs.length : complete;
  return (
    <article aria-busy="true" aria-label="The next beat, being written" data-testid="beat-draft" className="space-y-4 rounded-2xl border border-dashed border-parchment-400 bg-parchment-50/60 px-4 py-5 sm:px-6">
      <div aria-hidden="true" className="space-y-4">
        {draft.title && <h3 className="text-2xl leading-tight font-semibold text-ink-900 sm:text-3xl">{draft.title}</h3>}
        {paragraphs.map((p, i) => (
          <p key={i} className="text-lg leading-relaxed whitespace-pre-line text-ink-900">
            {p}
          </p>
        ))}
      </div>
      <div aria-live="polite" className="sr-only">
        {draft.title && <p>{draft.title}</p>}
        {paragraphs.slice(0, heard).map((p, i) => (
          <p key={i}>{p}</p>
        ))}
      </div>
      <p className="flex items-center gap-3 text-ink-700">
        <Spinner className="size-5" />
        Generating next story beat...
      </p>
    </article>
  );
}
