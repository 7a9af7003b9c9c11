// The Academy's content model (spec 3 §3 'Academy lecture'): lectures are data, rendered by
// routes/academy. Bodies are structured blocks of markdown so headings, worked examples, tables
// and checklists get consistent, accessible markup.

/** The illustration drawn for a lecture (inline SVG, no image files). */
export type LectureArtKind = 'engine' | 'outcomes' | 'threads' | 'setting' | 'dice' | 'stats' | 'multiplayer' | 'images';

/** One block of a lecture body. Markdown is CommonMark without raw HTML. */
export type LectureBlock =
  | { kind: 'heading'; text: string }
  | { kind: 'markdown'; text: string }
  | { kind: 'example'; title: string; text: string }
  | { kind: 'table'; caption: string; head: readonly string[]; rows: readonly (readonly string[])[] }
  | { kind: 'dos-donts'; dos: readonly string[]; donts: readonly string[] }
  | { kind: 'checklist'; items: readonly string[] };

/** A lecture: metadata for the list, and a body (null while it is coming soon). */
export type Lecture = {
  id: string;
  title: string;
  summary: string;
  art: LectureArtKind;
  /** An embeddable video URL (shown 16:9 above the text), if the lecture has one. */
  videoEmbedUrl?: string;
  body: readonly LectureBlock[] | null;
};

/** The text of a block, for word counts and search. */
export function blockText(block: LectureBlock): string {
  switch (block.kind) {
    case 'heading':
    case 'markdown':
      return block.text;
    case 'example':
      return `${block.title}\n${block.text}`;
    case 'table':
      return [block.caption, ...block.head, ...block.rows.flat()].join('\n');
    case 'dos-donts':
      return [...block.dos, ...block.donts].join('\n');
    case 'checklist':
      return block.items.join('\n');
  }
}

/** Words in a lecture body (markdown punctuation ignored); 0 for a coming-soon lecture. */
export function lectureWordCount(lecture: Pick<Lecture, 'body'>): number {
  if (!lecture.body) return 0;
  const text = lecture.body.map(blockText).join('\n').replace(/[*_`>#|]/g, ' ');
  return text.split(/\s+/).filter((w) => /[\p{L}\p{N}]/u.test(w)).length;
}

/** Spec 3 §3's words for a lecture not written yet. */
export const COMING_SOON = 'Lecture is coming soon';

/** How long a lecture takes to read, at 200 words a minute: '6 min read'. */
export function readingTime(lecture: Pick<Lecture, 'body'>): string {
  return `${Math.max(1, Math.round(lectureWordCount(lecture) / 200))} min read`;
}

/** A heading's anchor id: lower case, words joined by hyphens. */
export function headingId(text: string): string {
  return text
    .toLowerCase()
    .replace(/['’]/g, '')
    .replace(/[^\p{L}\p{N}]+/gu, '-')
    .replace(/^-|-$/g, '');
}

/**
 * A template tag for indented markdown in source files: strips the common indentation and the
 * surrounding blank lines.
 * @example md`
 *   First paragraph.
 *
 *   - a list item
 * ` // 'First paragraph.\n\n- a list item'
 */
export function md(strings: TemplateStringsArray, ...values: readonly unknown[]): string {
  const raw = strings.reduce((out, s, i) => out + s + (i < values.length ? String(values[i]) : ''), '');
  const lines = raw.replace(/^\s*\n/, '').replace(/\n\s*$/, '').split('\n');
  const indent = Math.min(...lines.filter((l) => l.trim() !== '').map((l) => /^ */.exec(l)?.[0].length ?? 0));
  return lines.map((l) => l.slice(indent)).join('\n');
}
