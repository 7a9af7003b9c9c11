import type { Story } from '@schemas';
import { describe, expect, it } from 'vitest';
import { playStory } from '../../engine/testing/index';
import { seedTemplate } from '../bench/illustrator-requests';
import { SEED_WORLDS } from './worlds/index';

// Issue 28 phase 2: the bundled Worlds are told by the same composer as prompt stories, judged by
// what a reader meets (the old writer's filler, the clock, kids' odds, players who meet).

const world = (key: string) => {
  const w = SEED_WORLDS.find((x) => x.seedKey === key);
  if (!w) throw new Error(`no seed World ${key}`);
  return seedTemplate(w);
};
const beats = (story: Story, slot: 'player1' | 'player2' | 'player3') => story.players[slot]?.beatHistory ?? [];
const sentences = (t: string) => t.split(/(?<=[.!?][”"]?)\s+/).map((s) => s.trim()).filter((s) => s.split(/\s+/).length >= 4);

describe('bundled Worlds told by the composer (issue 28)', () => {
  it('Button Hill with two players: a night that never reads as morning, gentle odds, each sees the other’s deed, no filler and no sentence of scenery twice', { timeout: 60_000 }, async () => {
    const { story } = await playStory({ seed: 'button-2', world: world('the-finders-of-button-hill'), playerCount: 2, maxTurns: 15 });
    const p1 = beats(story, 'player1');
    const p2 = beats(story, 'player2');
    const all = [...p1, ...p2].map((b) => b.text);
    // The old writer's filler pool is gone.
    for (const t of all) expect(t).not.toMatch(/louder than you would like|You can hear voices somewhere below|small kindnesses add up|Trouble has been building|as if it were worth it|For what it is worth|Choose, and do not look back|Where should your energy go/);
    // One clock, a night adventure: never morning or midday.
    for (const t of all) expect(t).not.toMatch(/\b(In the morning|At midday|Early in the morning|In the afternoon)\b/);
    // Gentle odds: failures rare.
    const rolls = [...p1, ...p2].map((b) => b.resolution).filter((r) => r);
    expect(rolls.filter((r) => r === 'unfavorable').length).toBeLessThanOrEqual(Math.floor(rolls.length / 6));
    // Each player's beat tells the other's last deed by name.
    const tells = (bs: typeof p1, other: string) => bs.slice(2).filter((b) => b.text.includes(other)).length;
    expect(tells(p1, story.players.player2?.name ?? '?')).toBeGreaterThanOrEqual(Math.floor((p1.length - 2) / 2));
    expect(tells(p2, story.players.player1?.name ?? '?')).toBeGreaterThanOrEqual(Math.floor((p2.length - 2) / 2));
    // No sentence of scenery or filler twice in one player's story (spoken lines and the options' echoes aside).
    for (const bs of [p1, p2]) {
      const seen = new Map<string, number>();
      for (const s of bs.flatMap((b) => sentences(b.text))) if (!/[“”?]/.test(s) && !/^(You|Beside|Close|Not far|At the same|Next to|Meanwhile)\b/.test(s)) seen.set(s, (seen.get(s) ?? 0) + 1);
      expect([...seen].filter(([, n]) => n > 1)).toEqual([]);
    }
  });

  it('What the River Knows: the chosen act is told as done in the next beat, and the World’s facts are shown, not reported', { timeout: 60_000 }, async () => {
    const { story } = await playStory({ seed: 'river-1', world: world('what-the-river-knows'), playerCount: 1, maxTurns: 15 });
    const bs = beats(story, 'player1');
    for (let i = 1; i < bs.length; i++) {
      const prev = bs[i - 1];
      const chosen = prev?.options[prev.choice ?? 0]?.text ?? '';
      const head = chosen.replace(/^(Try the other way|Try this instead|Have another go|Go back to it|Keep going|Return to this|Get on with it|Make a start|Go for it): /, '').replace(/^Find out: /, '').split(/\s+/).slice(1, 4).join(' ').toLowerCase();
      expect(bs[i]?.text.toLowerCase(), chosen).toContain(head);
    }
    const text = bs.map((b) => b.text).join(' ');
    expect(text).not.toMatch(/For what it is worth|There is a story that|Everyone here knows that|Word comes back/);
    const facts = story.world.storyElements.flatMap((e) => e.facts).filter((f) => text.includes(f.slice(0, 40)));
    expect(facts.length).toBeGreaterThanOrEqual(3);
  });
});
