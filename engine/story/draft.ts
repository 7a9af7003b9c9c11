import type { Story } from '@schemas';

/**
 * A working copy of a story for one reducer step: the story, its world and every player are
 * shallow copies, so a step replaces fields and arrays on the copy and never touches the input.
 * Arrays inside must be replaced, not mutated.
 */
export function draftStory(story: Story): Story {
  const players: Story['players'] = {};
  for (const [slot, p] of Object.entries(story.players)) {
    if (p) players[slot as keyof Story['players']] = { ...p };
  }
  return { ...story, world: { ...story.world }, players };
}
