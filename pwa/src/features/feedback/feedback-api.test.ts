import { describe, expect, it } from 'vitest';
import { feedbackBody } from './feedback-api';

describe('feedback submission body (spec 1 §3, §5)', () => {
  it('sends the contact only when it is not empty', () => {
    expect(feedbackBody({ type: 'general', comment: ' Love it ', contactInfo: '  ' })).toEqual({ type: 'general', comment: 'Love it' });
    expect(feedbackBody({ type: 'general', comment: 'x', contactInfo: ' ada@example.org ' })).toMatchObject({ contactInfo: 'ada@example.org' });
  });

  it('carries the beat: rating, story id and title, and the beat text', () => {
    expect(feedbackBody({ type: 'beat', rating: 'negative', comment: '', storyId: 's1', storyTitle: 'The Heist', storyText: 'The vault door creaks.' })).toEqual({
      type: 'beat',
      rating: 'negative',
      comment: '',
      storyId: 's1',
      storyTitle: 'The Heist',
      storyText: 'The vault door creaks.',
    });
  });
});
