// The Academy's eight lectures, in order (spec 3 §3): six full lectures and two coming soon.
import { outcomesLecture } from './lecture-outcomes';
import { settingLecture } from './lecture-setting';
import { statsLecture } from './lecture-stats';
import { storyEngineLecture } from './lecture-story-engine';
import { successFailureLecture } from './lecture-success-failure';
import { switchesThreadsLecture } from './lecture-switches-threads';
import type { Lecture } from './lecture-types';

/** Every lecture, in the order of the list and of previous/next navigation. */
export const LECTURES: readonly Lecture[] = [
  storyEngineLecture,
  outcomesLecture,
  switchesThreadsLecture,
  settingLecture,
  successFailureLecture,
  statsLecture,
  {
    id: 'multiplayer',
    title: 'Playing Together',
    summary: 'Shared and personal threads, sides and game modes: designing a World for two to six players.',
    art: 'multiplayer',
    body: null,
  },
  {
    id: 'images',
    title: 'Pictures in Your World',
    summary: 'Visual style, palette and appearances: how your image directions shape the pictures in a story.',
    art: 'images',
    body: null,
  },
];

/** A lecture with its neighbours in the list, or null for an unknown id. */
export function findLecture(id: string | undefined): { lecture: Lecture; index: number; previous: Lecture | null; next: Lecture | null } | null {
  const index = LECTURES.findIndex((l) => l.id === id);
  const lecture = LECTURES[index];
  if (!lecture) return null;
  return { lecture, index, previous: LECTURES[index - 1] ?? null, next: LECTURES[index + 1] ?? null };
}
