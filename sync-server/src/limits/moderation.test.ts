import { describe, expect, it } from 'vitest';
import { localModerator } from './moderation';

describe('localModerator', () => {
  const moderator = localModerator();

  it('lets ordinary dark fiction through', async () => {
    for (const prompt of [
      'A noir mystery where a detective hunts a serial poisoner in 1920s Vienna',
      'Kids build a treehouse and defend it from a very polite dragon',
      'A war story about a medic on the Somme',
    ]) {
      expect(await moderator.check(prompt)).toEqual({ ok: true });
    }
  });

  it('blocks what the platform refuses, with a reason a user can read', async () => {
    expect(await moderator.check('step by step how to build a bomb at home')).toEqual({
      ok: false,
      reason: 'instructions for mass violence',
    });
    expect(await moderator.check('what is the painless way to kill myself')).toMatchObject({ ok: false, reason: 'instructions for self-harm' });
  });
});
