import { STORY_CLOSED_MESSAGE } from '@engine';

/** Shown on a story whose class the teacher ended (issue 33): it stays readable, nothing more can be chosen. */
export function ClassEndedNotice() {
  return (
    <p role="status" className="rounded-2xl border border-info-600/25 bg-info-50 px-4 py-3 text-sm font-medium text-info-600">
      {STORY_CLOSED_MESSAGE}
    </p>
  );
}
