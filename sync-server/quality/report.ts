import type { Finding } from './leaks';
import type { StoryMetrics } from './measure';
import { fiveGramsPerThousand, repeatedShare, sumRepetition } from './repetition';

// The quality report: one row per story and a total row, each goal checked, misses listed.

/** The goals (issue 20): the report fails when any is missed. */
export const GOALS = {
  repeatedSentencesPercent: 2,
  maxDescriptionBeats: 1,
} as const;

/** The goals a story misses (empty when it meets them all). */
export function misses(m: StoryMetrics): string[] {
  const out: string[] = [];
  if (repeatedShare(m.repetition) >= GOALS.repeatedSentencesPercent) out.push('repeated sentences');
  if (m.misuse.length) out.push('entity roles');
  if (m.leaks.length) out.push('leaks');
  if (m.designer.length) out.push('designer vocabulary');
  if (m.fidelity && (m.fidelity.withWords < m.fidelity.beats || !m.fidelity.title)) out.push('prompt fidelity');
  if (m.form.length) out.push('form');
  if (m.grade && (m.grade.value > m.grade.range.high || m.grade.value < m.grade.range.low)) out.push('reading level');
  if (m.grammar.length) out.push('grammar');
  if (m.pacing.length) out.push('pacing');
  if (m.redescribed.beats > GOALS.maxDescriptionBeats) out.push('re-description');
  if (m.fallbacks) out.push('fallbacks');
  if (m.notNounPhrases.length) out.push('noun phrases');
  return out;
}

const pad = (s: string | number, n: number): string => String(s).padEnd(n).slice(0, n);
const rpad = (s: string | number, n: number): string => String(s).padStart(n).slice(-n);
const fmt = (x: number, d = 1): string => x.toFixed(d);

const COLUMNS: [string, number][] = [
  ['story', 44],
  ['pl', 2],
  ['beats', 5],
  ['rep%', 5],
  ['5g/1k', 6],
  ['roles', 5],
  ['leaks', 5],
  ['design', 6],
  ['fidelity', 9],
  ['form', 4],
  ['grade', 13],
  ['gram', 4],
  ['pace', 4],
  ['descr', 5],
  ['fb', 2],
  ['np', 2],
  ['goals', 5],
];

function row(cells: (string | number)[]): string {
  return cells.map((c, i) => (i === 0 ? pad(c, COLUMNS[i]?.[1] ?? 8) : rpad(c, COLUMNS[i]?.[1] ?? 8))).join('  ');
}

function fidelityCell(m: StoryMetrics): string {
  if (!m.fidelity) return '-';
  return `${m.fidelity.withWords}/${m.fidelity.beats}${m.fidelity.title ? ' T' : ' -'}`;
}

function gradeCell(m: StoryMetrics): string {
  if (!m.grade) return '-';
  return `${fmt(m.grade.value)} (${fmt(m.grade.range.low, 0)}..${fmt(m.grade.range.high, 0)})`;
}

/** The per-story table, the total row and the misses, as text; and whether every goal is met. */
export function renderReport(all: readonly StoryMetrics[], seconds: number): { text: string; ok: boolean } {
  const lines: string[] = [];
  lines.push(row(COLUMNS.map(([h]) => h)));
  lines.push('-'.repeat(COLUMNS.reduce((n, [, w]) => n + w + 2, -2)));
  for (const m of all) {
    lines.push(
      row([
        m.id,
        m.players,
        m.beats,
        fmt(repeatedShare(m.repetition)),
        fmt(fiveGramsPerThousand(m.repetition)),
        m.misuse.length,
        m.leaks.length,
        m.designer.length,
        fidelityCell(m),
        m.form.length,
        gradeCell(m),
        m.grammar.length,
        m.pacing.length,
        m.redescribed.beats,
        m.fallbacks,
        m.notNounPhrases.length,
        misses(m).length ? 'MISS' : 'ok',
      ]),
    );
  }
  const rep = sumRepetition(all.map((m) => m.repetition));
  const fid = all.filter((m) => m.fidelity);
  const graded = all.filter((m) => m.grade);
  const inRange = graded.filter((m) => m.grade && m.grade.value <= m.grade.range.high && m.grade.value >= m.grade.range.low).length;
  const sum = (f: (m: StoryMetrics) => number): number => all.reduce((n, m) => n + f(m), 0);
  const failing = all.filter((m) => misses(m).length > 0);
  lines.push('-'.repeat(COLUMNS.reduce((n, [, w]) => n + w + 2, -2)));
  lines.push(
    row([
      `TOTAL (${all.length} stories)`,
      '',
      sum((m) => m.beats),
      fmt(repeatedShare(rep)),
      fmt(fiveGramsPerThousand(rep)),
      sum((m) => m.misuse.length),
      sum((m) => m.leaks.length),
      sum((m) => m.designer.length),
      `${fid.reduce((n, m) => n + (m.fidelity?.withWords ?? 0), 0)}/${fid.reduce((n, m) => n + (m.fidelity?.beats ?? 0), 0)}`,
      sum((m) => m.form.length),
      `${inRange}/${graded.length} ok`,
      sum((m) => m.grammar.length),
      sum((m) => m.pacing.length),
      Math.max(0, ...all.map((m) => m.redescribed.beats)),
      sum((m) => m.fallbacks),
      sum((m) => m.notNounPhrases.length),
      failing.length ? 'MISS' : 'ok',
    ]),
  );
  lines.push('');
  lines.push(`Goals: repeated sentences < ${GOALS.repeatedSentencesPercent} % per story; entity-role misuse, leaks, designer vocabulary, form, grammar, pacing and fallbacks 0;`);
  lines.push(`prompt words in the title (T) and every beat; reading grade (Flesch-Kincaid) within the audience's range; a character's full description in at most ${GOALS.maxDescriptionBeats} beat;`);
  lines.push('story elements whose name is not a noun phrase (np) 0.');
  lines.push(`Prompt titles with a prompt word: ${fid.filter((m) => m.fidelity?.title).length}/${fid.length}. Most repeated sentences overall:`);
  for (const t of rep.top) lines.push(`  ${t.count}x  ${t.text}`);
  if (failing.length) {
    lines.push('');
    lines.push(`MISSED GOALS in ${failing.length} of ${all.length} stories:`);
    for (const m of failing) {
      lines.push(`  ${m.id}: ${misses(m).join(', ')}`);
      const examples: Finding[] = [...m.misuse, ...m.leaks, ...m.designer, ...m.form, ...m.grammar, ...m.pacing, ...m.notNounPhrases].slice(0, Number(process.env.QUALITY_EXAMPLES ?? 6));
      for (const f of examples) lines.push(`      ${f.rule}: "${f.match}" (${f.where})`);
      if (m.fidelity && m.fidelity.withWords < m.fidelity.beats) lines.push(`      ${m.fidelity.beats - m.fidelity.withWords} beats without any of: ${m.fidelity.words.join(', ')}`);
      if (m.redescribed.beats > GOALS.maxDescriptionBeats) lines.push(`      ${m.redescribed.name} fully described in ${m.redescribed.beats} beats`);
      if (repeatedShare(m.repetition) >= GOALS.repeatedSentencesPercent) for (const t of m.repetition.top) lines.push(`      repeated ${t.count}x: ${t.text}`);
    }
  }
  lines.push('');
  lines.push(`Run time: ${fmt(seconds)} s for ${all.length} stories, ${sum((m) => m.beats)} beats.`);
  return { text: lines.join('\n'), ok: failing.length === 0 };
}
