import { useId, useState } from 'react';
import { ChevronDownIcon } from '../../shared/icons/icons';
import { ContentMarkdown } from '../../shared/markdown/content-markdown';
import { smartQuotes } from '../../shared/markdown/smart-quotes';

/** One question and its markdown answer. */
export type FaqEntry = { question: string; answer: string };

/**
 * Frequently asked questions as an accordion (WAI-ARIA disclosure pattern): each question is a
 * heading wrapping a button with aria-expanded that shows or hides its answer.
 */
export function FaqList({ items, headingLevel = 3 }: { items: readonly FaqEntry[]; headingLevel?: 2 | 3 }) {
  return (
    <div className="divide-y divide-parchment-300 rounded-2xl border border-parchment-300 bg-parchment-50 shadow-card">
      {items.map((item) => (
        <FaqQuestion key={item.question} item={item} headingLevel={headingLevel} />
      ))}
    </div>
  );
}

function FaqQuestion({ item, headingLevel }: { item: FaqEntry; headingLevel: 2 | 3 }) {
  const [open, setOpen] = useState(false);
  const id = useId();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <div>
      <Heading className="font-sans text-base font-semibold [text-wrap:pretty] sm:text-lg">
        <button
          type="button"
          id={`${id}-q`}
          aria-expanded={open}
          aria-controls={`${id}-a`}
          onClick={() => setOpen((o) => !o)}
          className="flex min-h-14 w-full items-center justify-between gap-4 rounded-2xl px-4 py-3 text-left text-ink-950 hover:bg-parchment-100 sm:px-6"
        >
          <span>{smartQuotes(item.question)}</span>
          <ChevronDownIcon className={`size-5 shrink-0 text-ember-700 transition-transform ${open ? 'rotate-180' : ''}`} />
        </button>
      </Heading>
      <div id={`${id}-a`} role="region" aria-labelledby={`${id}-q`} hidden={!open} className="px-4 pb-5 sm:px-6">
        <ContentMarkdown text={item.answer} className="max-w-3xl leading-relaxed text-ink-800" />
      </div>
    </div>
  );
}
