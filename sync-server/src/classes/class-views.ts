/** A class as the teacher's screens receive it: the rows of class-repo.ts mapped to the wire shapes of schemas/classes.ts. */
import { CLASS_RETENTION_DAYS, type ClassDetail, type ClassLearner, type ClassSummary } from '@schemas';
import type { ClassRow, LearnerRow } from './class-repo';

const DAY_MS = 24 * 3600_000;

/** When the sweep deletes a class: 30 days after its end, unless kept; null while it runs. */
export function deleteAfter(row: Pick<ClassRow, 'ended_at' | 'keep'>): Date | null {
  if (!row.ended_at || row.keep) return null;
  return new Date(row.ended_at.getTime() + CLASS_RETENTION_DAYS * DAY_MS);
}

/** A class row as the teacher's list shows it. */
export function toClassSummary(row: ClassRow): ClassSummary {
  const removal = deleteAfter(row);
  return {
    id: row.id,
    title: row.title,
    worldTitle: row.world_title,
    templateId: row.template_id,
    coverImage: row.cover ?? null,
    learnerCount: row.learner_count,
    groupCount: row.settings.groups.length,
    createdAt: row.created_at.toISOString(),
    endedAt: row.ended_at?.toISOString() ?? null,
    keep: row.keep,
    deleteAfter: removal?.toISOString() ?? null,
  };
}

/** A learner row as the cards and the board read it. */
export function toClassLearner(row: LearnerRow): ClassLearner {
  return { learner: row.learner, group: row.group_no, name: row.name, storyId: row.story_id, slot: row.slot, code: row.code };
}

/** A whole class with its learners and their codes. */
export function toClassDetail(row: ClassRow, learners: readonly LearnerRow[]): ClassDetail {
  const { groups, maxTurns, difficultyLevel, generateImages, gameMode } = row.settings;
  return { ...toClassSummary(row), gameMode, groups, maxTurns, difficultyLevel, generateImages, learners: learners.map(toClassLearner) };
}
