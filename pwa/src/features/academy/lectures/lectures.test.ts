import { describe, expect, it } from 'vitest';
import { blockText, headingId, lectureWordCount, md } from './lecture-types';
import { findLecture, LECTURES } from './lectures';

describe('academy lectures (spec 3 §3)', () => {
  it('lists the eight lectures in the specified order', () => {
    expect(LECTURES.map((l) => l.id)).toEqual([
      'story-engine-not-writing-tool',
      'outcomes-milestones-resolutions',
      'switches-threads',
      'setting',
      'success-failure',
      'stats',
      'multiplayer',
      'images',
    ]);
  });

  it('has six full lectures of 900 to 1500 words and two coming soon', () => {
    const full = LECTURES.filter((l) => l.body !== null);
    expect(full).toHaveLength(6);
    for (const lecture of full) {
      const words = lectureWordCount(lecture);
      expect(words, lecture.id).toBeGreaterThanOrEqual(900);
      expect(words, lecture.id).toBeLessThanOrEqual(1500);
    }
    expect(LECTURES.filter((l) => l.body === null).map((l) => l.id)).toEqual(['multiplayer', 'images']);
  });

  it('ends every full lecture with do and don’t lists and a checklist, and keeps heading anchors unique', () => {
    for (const lecture of LECTURES) {
      if (!lecture.body) continue;
      const kinds = lecture.body.map((b) => b.kind);
      expect(kinds.slice(-2), lecture.id).toEqual(['dos-donts', 'checklist']);
      const ids = lecture.body.filter((b) => b.kind === 'heading').map((b) => headingId(blockText(b)));
      expect(new Set(ids).size, lecture.id).toBe(ids.length);
    }
  });

  it('never writes raw HTML in its markdown (it would not be rendered)', () => {
    for (const lecture of LECTURES) for (const block of lecture.body ?? []) expect(blockText(block)).not.toMatch(/<[a-z][^>]*>/i);
  });

  it('finds a lecture with its neighbours, and null for an unknown id', () => {
    const second = findLecture('outcomes-milestones-resolutions');
    expect(second?.previous?.id).toBe('story-engine-not-writing-tool');
    expect(second?.next?.id).toBe('switches-threads');
    expect(findLecture('story-engine-not-writing-tool')?.previous).toBeNull();
    expect(findLecture('images')?.next).toBeNull();
    expect(findLecture('no-such-lecture')).toBeNull();
    expect(findLecture(undefined)).toBeNull();
  });

  it('strips the common indentation of md`` text', () => {
    expect(md`
      One.

        - two
    `).toBe('One.\n\n  - two');
    expect(headingId("What a played story's like")).toBe('what-a-played-storys-like');
  });
});
