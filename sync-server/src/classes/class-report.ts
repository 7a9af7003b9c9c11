/**
 * After the lesson (issue 33): each learner's path (what they chose on each beat and how it
 * rolled), the outcomes their story worked towards with the milestones reached, and for a
 * learn-something World the facts of what they met; and the same as CSV.
 */
import type { ClassPathStep, ClassReportLearner, Story } from '@schemas';
import type { LearnerRow } from './class-repo';

/** One learner's part of the report, from their story (null while it is not set up). */
export function reportOf(learner: LearnerRow, story: Story | null, learnsSomething: boolean): ClassReportLearner {
  const base = { learner: learner.learner, group: learner.group_no, name: learner.name };
  const p = story?.players[learner.slot];
  if (!story || !p) return { ...base, character: null, beats: 0, maxTurns: story?.maxTurns ?? 0, ended: false, path: [], outcomes: [], facts: [] };
  const path: ClassPathStep[] = p.beatHistory.map((beat) => {
    const chosen = beat.choice >= 0 ? beat.options[beat.choice] : undefined;
    return {
      turn: beat.turn,
      beatTitle: beat.title,
      choice: chosen?.text ?? null,
      optionType: chosen?.optionType ?? null,
      ...(beat.resolution ? { resolution: beat.resolution } : {}),
      ...(beat.resolutionDetails ? { roll: beat.resolutionDetails.roll } : {}),
      isEnding: beat.kind === 'ending',
    };
  });
  const outcomes = [...p.outcomes, ...story.sharedOutcomes].map((o) => ({ question: o.question, milestones: [...o.milestones] }));
  const facts: string[] = [];
  if (learnsSomething) {
    const elements = new Map(story.world.storyElements.map((e) => [e.id, e]));
    for (const id of p.introducedElements) for (const fact of elements.get(id)?.facts ?? []) if (!facts.includes(fact)) facts.push(fact);
  }
  return {
    ...base,
    character: p.identityChoice >= 0 ? p.name || null : null,
    beats: p.beatHistory.at(-1)?.turn ?? 0,
    maxTurns: story.maxTurns,
    ended: story.gameOver,
    path,
    outcomes,
    facts,
  };
}

/** The column titles of the class CSV. */
export const CSV_COLUMNS = ['Learner', 'Name', 'Group', 'Character', 'Beats', 'Story ended', 'Turn', 'Beat', 'Choice', 'Kind', 'Result', 'Roll', 'Outcomes reached', 'Facts met'];

/**
 * One CSV field: quoted, quotes doubled, and text a spreadsheet would run as a formula (a
 * leading =, +, -, @, tab or return: a learner types their own name) prefixed with an apostrophe.
 */
export function csvField(value: string | number | boolean | null | undefined): string {
  let text = value === null || value === undefined ? '' : String(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return `"${text.replaceAll('"', '""')}"`;
}

/** The class as CSV (RFC 4180, CRLF): one row per beat of each learner; outcomes and facts on the learner's first row. */
export function classCsv(learners: readonly ClassReportLearner[]): string {
  const rows: string[][] = [CSV_COLUMNS];
  for (const l of learners) {
    const who = [String(l.learner), l.name ?? '', String(l.group), l.character ?? '', String(l.beats), l.ended ? 'yes' : 'no'];
    const reached = l.outcomes.filter((o) => o.milestones.length > 0).map((o) => `${o.question}: ${o.milestones.join('; ')}`).join(' | ');
    const facts = l.facts.join(' | ');
    const steps = l.path.length > 0 ? l.path : [null];
    steps.forEach((step, i) => {
      const what = step ? [String(step.turn), step.beatTitle, step.choice ?? '', step.optionType ?? '', step.resolution ?? '', step.roll === undefined ? '' : String(step.roll)] : ['', '', '', '', '', ''];
      rows.push([...who, ...what, i === 0 ? reached : '', i === 0 ? facts : '']);
    });
  }
  return rows.map((r) => r.map(csvField).join(',')).join('\r\n') + '\r\n';
}
