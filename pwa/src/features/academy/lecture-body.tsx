import { useId } from 'react';
import { CheckIcon, CloseIcon, IdeaIcon } from '../../shared/icons/icons';
import { ContentMarkdown } from '../../shared/markdown/content-markdown';
import { smartQuotes } from '../../shared/markdown/smart-quotes';
import { headingId, type LectureBlock } from './lectures/lecture-types';

const PROSE = 'font-prose text-[1.0625rem] leading-[1.75] text-ink-900 sm:text-lg';

/** A lecture's rich content: headings (h2), prose, worked examples, tables, do's and don'ts, a checklist. */
export function LectureBody({ blocks }: { blocks: readonly LectureBlock[] }) {
  return (
    <div className="space-y-6">
      {blocks.map((block, i) => (
        <Block key={i} block={block} />
      ))}
    </div>
  );
}

function Block({ block }: { block: LectureBlock }) {
  switch (block.kind) {
    case 'heading':
      return (
        <h2 id={headingId(block.text)} className="scroll-mt-24 pt-4 text-2xl font-semibold sm:text-3xl">
          {smartQuotes(block.text)}
        </h2>
      );
    case 'markdown':
      return <ContentMarkdown text={block.text} className={PROSE} />;
    case 'example':
      return <Example title={block.title} text={block.text} />;
    case 'table':
      return <Table caption={block.caption} head={block.head} rows={block.rows} />;
    case 'dos-donts':
      return (
        <section aria-labelledby="dos-donts-heading" className="pt-4">
          <h2 id="dos-donts-heading" className="scroll-mt-24 text-2xl font-semibold sm:text-3xl">
            Do’s and don’ts
          </h2>
          <div className="mt-5 grid gap-4 md:grid-cols-2">
            <List title="Do" items={block.dos} tone="do" />
            <List title="Don’t" items={block.donts} tone="dont" />
          </div>
        </section>
      );
    case 'checklist':
      return (
        <section aria-labelledby="checklist-heading" className="rounded-2xl bg-night-800 p-5 text-night-100 on-dark sm:p-6">
          <h2 id="checklist-heading" className="scroll-mt-24 text-2xl font-semibold text-white sm:text-3xl">
            Checklist
          </h2>
          <ul className="mt-4 space-y-3">
            {block.items.map((item) => (
              <li key={item} className="flex gap-3 leading-relaxed">
                <span aria-hidden="true" className="mt-0.5 grid size-5 shrink-0 place-items-center rounded border-2 border-gold-300" />
                <span>{smartQuotes(item)}</span>
              </li>
            ))}
          </ul>
        </section>
      );
  }
}

/** A table on wider screens; on phones each row becomes a small card of label/value pairs. */
function Table({ caption, head, rows }: { caption: string; head: readonly string[]; rows: readonly (readonly string[])[] }) {
  const id = useId();
  return (
    <figure>
      <figcaption id={id} className="text-sm font-semibold text-ink-600">
        {caption}
      </figcaption>
      <table aria-labelledby={id} className="mt-2 hidden w-full border-collapse overflow-hidden rounded-2xl bg-parchment-50 text-left text-[0.95rem] shadow-card sm:table">
        <thead className="bg-night-800 text-white">
          <tr>
            {head.map((h) => (
              <th key={h} scope="col" className="px-4 py-2.5 font-semibold">
                {h}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-parchment-300">
          {rows.map((row) => (
            <tr key={row.join('|')}>
              {row.map((cell, c) =>
                c === 0 ? (
                  <th key={c} scope="row" className="px-4 py-2.5 align-top font-semibold text-ink-950">
                    {cell}
                  </th>
                ) : (
                  <td key={c} className="px-4 py-2.5 align-top text-ink-800">
                    {cell}
                  </td>
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
      <ul aria-labelledby={id} className="mt-2 space-y-2.5 sm:hidden">
        {rows.map((row) => (
          <li key={row.join('|')} className="rounded-xl border border-parchment-300 bg-parchment-50 px-4 py-3 shadow-card">
            <p className="font-semibold text-ink-950">{row[0]}</p>
            <dl className="mt-1 grid grid-cols-[auto_1fr] gap-x-3 gap-y-0.5 text-[0.95rem]">
              {row.slice(1).map((cell, c) => (
                <div key={c} className="contents">
                  <dt className="text-ink-600">{head[c + 1]}</dt>
                  <dd className="text-ink-900">{cell}</dd>
                </div>
              ))}
            </dl>
          </li>
        ))}
      </ul>
    </figure>
  );
}

function Example({ title, text }: { title: string; text: string }) {
  const id = useId();
  return (
    <section aria-labelledby={id} className="rounded-2xl border border-gold-300 bg-gold-200/30 p-5 sm:p-6">
      <p className="flex items-center gap-2 text-sm font-semibold tracking-wide text-warning-600 uppercase">
        <IdeaIcon className="size-5" />
        Worked example
      </p>
      <h3 id={id} className="mt-1 text-xl font-semibold">
        {smartQuotes(title)}
      </h3>
      <ContentMarkdown text={text} className={`mt-3 ${PROSE}`} />
    </section>
  );
}

function List({ title, items, tone }: { title: string; items: readonly string[]; tone: 'do' | 'dont' }) {
  const Icon = tone === 'do' ? CheckIcon : CloseIcon;
  const colours = tone === 'do' ? 'border-success-600/30 bg-success-50' : 'border-danger-600/25 bg-danger-50';
  const iconColour = tone === 'do' ? 'text-success-600' : 'text-danger-600';
  return (
    <div className={`rounded-2xl border p-5 ${colours}`}>
      <h3 className="font-sans text-lg font-semibold">{title}</h3>
      <ul className="mt-3 space-y-2.5">
        {items.map((item) => (
          <li key={item} className="flex gap-2.5 leading-relaxed text-ink-900">
            <Icon className={`mt-0.5 size-5 shrink-0 ${iconColour}`} />
            <span>{smartQuotes(item)}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}
