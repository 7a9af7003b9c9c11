// Issue 29 items 1-5, as the model sees them: the requests the narrator sends to the local fake of
// the OpenAI protocol while seeded stories are played (the fake answers with the procedural
// narrator's words, so a story goes on as a model's would).
import { createRng, type Narrator } from '@engine';
import type { PlayerSlot, Story } from '@schemas';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { playOn, startStory } from '../../../engine/testing/index';
import { createProceduralReplies, type ProceduralReplies } from '../../testing/fake-openai-procedural';
import { startFakeOpenAi, type ChatRequestRecord, type FakeOpenAi } from '../../testing/fake-openai';
import { seedTemplate } from '../../testing/seed-templates';
import { createOpenAiNarrator } from './openai-narrator';

let fake: FakeOpenAi;
let replies: ProceduralReplies;
beforeEach(async () => {
  replies = createProceduralReplies();
  fake = await startFakeOpenAi({ chat: replies.handler });
});
afterEach(async () => {
  await fake.close();
});

const narrator = (): Narrator => replies.track(createOpenAiNarrator({ apiKey: 'k', baseURL: fake.baseURL, model: 'fake-model', streamBeats: false, log: { info: () => {}, warn: () => {} } }));
const system = (c: ChatRequestRecord) => c.messages[0]?.content ?? '';
const user = (c: ChatRequestRecord) => c.messages[1]?.content ?? '';
const beatFor = (chats: ChatRequestRecord[], name: string) => chats.filter((c) => c.call === 'writeBeat' && user(c).includes(`# Your task: write ${name}'s beat`));

/** Plays a World story with the model narrator; `onTurn` sees the story before each turn and that turn's requests. */
async function play(world: string, players: number, turns: number, seed: string, onTurn?: (before: Story, chats: ChatRequestRecord[]) => void) {
  const n = narrator();
  const rng = createRng(seed);
  const started = await startStory(n, { kind: 'template', template: seedTemplate(world), playerCount: players, maxTurns: turns }, seed);
  let before = started.story;
  let from = fake.chats.length;
  return playOn(n, started, Infinity, {
    chooseOnLastTurn: true,
    choose: () => rng.int(0, 2),
    beforeTurn: (s) => {
      before = s;
      from = fake.chats.length;
    },
    afterTurn: () => onTurn?.(before, fake.chats.slice(from)),
  });
}

describe('players who meet (item 3)', () => {
  it("a co-player's last choice, and how it went, is in every other player's beat request; joint plans are written from every player", async () => {
    let checked = 0;
    await play('deceptively-spacious', 3, 10, 'meet', (before, chats) => {
      if (before.currentTurn < 1) return;
      const slots: PlayerSlot[] = ['player1', 'player2', 'player3'];
      for (const slot of slots) {
        const p = before.players[slot]!;
        const last = p.beatHistory.at(-1)!;
        const chose = last.options[last.choice]!.text;
        for (const other of slots.filter((s) => s !== slot)) {
          const [request] = beatFor(chats, before.players[other]!.name);
          expect(user(request!), `${other}'s beat shows what ${p.name} chose`).toContain(`chose "${chose}"`);
          checked++;
        }
      }
      for (const plan of chats.filter((c) => c.call === 'planThread' && user(c).includes('They play it together'))) {
        for (const slot of slots) expect(user(plan)).toContain(before.players[slot]!.name);
        expect(user(plan)).toContain('Last chose "');
      }
    });
    expect(checked).toBeGreaterThan(20);
  });

  it('players sharing a thread get the same scene sheet; the intro brings the players together', async () => {
    let sheets = 0;
    await play('deceptively-spacious', 3, 10, 'scene', (before, chats) => {
      const beats = chats.filter((c) => c.call === 'writeBeat');
      if (before.currentTurn === 0) for (const b of beats) expect(user(b)).toMatch(/The story starts with the players together: .+ meets .+ and .+ here/);
      const bySheet = new Map<string, number>();
      for (const b of beats) {
        const sheet = /## Scene sheet[\s\S]*?\nWrite the same place/.exec(user(b))?.[0].replace(/, the player of this beat/, '');
        if (sheet) bySheet.set(sheet, (bySheet.get(sheet) ?? 0) + 1);
      }
      for (const count of bySheet.values()) expect(count).toBeGreaterThan(1);
      sheets += bySheet.size;
    });
    expect(sheets).toBeGreaterThan(0);
  });
});

describe('audience (item 5)', () => {
  it("a read-with-kids World's requests carry the children's profile; a story for adults does not", async () => {
    await play('the-finders-of-button-hill', 1, 15, 'kids');
    expect(fake.chats.length).toBeGreaterThan(5);
    for (const c of fake.chats) expect(system(c)).toContain('Writing for children aged about five to nine:');
    const challenges = fake.chats.filter((c) => c.call === 'writeBeat' && user(c).includes('- riskType:'));
    expect(challenges.length).toBeGreaterThan(0);
    for (const beat of challenges) expect(user(beat)).toContain('the story and the options never say risk or danger');
    fake.chats.length = 0;
    await play('the-redrawn-city', 1, 5, 'adults');
    for (const c of fake.chats) expect(system(c)).not.toContain('Writing for children');
  });

  it("a prompt story read with kids carries the kids' ages from the wizard; a learning World carries the accuracy rule", async () => {
    const n = narrator();
    await startStory(n, { kind: 'prompt', prompt: 'Create a gentle, age-appropriate story to read aloud and play together with children.\nAge of the kids: 4-6\nAdditional context: A shy hedgehog joins the leaf contest.', category: 'read-with-kids', playerCount: 1, maxTurns: 5 }, 'kids-prompt');
    expect(system(fake.chats[0]!)).toContain('Category: read-with-kids');
    expect(system(fake.chats[0]!)).toContain('Writing for children aged 4-6:');
    fake.chats.length = 0;
    await play('what-the-river-knows', 1, 5, 'learn');
    for (const c of fake.chats) expect(system(c)).toContain('must be accurate');
  });
});

describe('craft and memory (items 1, 2)', () => {
  it('a beat prompt asks for the chosen action performed first, direct speech and an ending that does not hint at the options', async () => {
    await play('the-redrawn-city', 1, 5, 'craft');
    const beats = fake.chats.filter((c) => c.call === 'writeBeat');
    for (const b of beats) {
      expect(user(b)).toContain('Do not end with a question, do not list, preview or hint at the options');
      expect(user(b)).toContain('Direct speech');
      expect(user(b)).not.toMatch(/End on the situation the three options answer|the question that ends the beat/);
    }
    expect(beats.filter((b) => user(b).includes('in the first paragraph')).length).toBe(beats.length - 1);
  });

  it('at turn 20 the beat still knows turn 1, and a milestone is written from the beats of its thread', async () => {
    let milestones = 0;
    await play('deceptively-spacious', 1, 25, 'memory', (before, chats) => {
      if (before.currentTurn + 1 === 20) {
        const [beat] = beatFor(chats, before.players.player1!.name);
        expect(user(beat!)).toContain(`- Turn 1, "${before.players.player1!.beatHistory[0]!.title}"`);
      }
      for (const m of chats.filter((c) => c.call === 'writeMilestones' && user(c).includes('because the thread'))) {
        expect(user(m)).toContain('What happened in that thread:');
        milestones++;
      }
    });
    expect(milestones).toBeGreaterThan(2);
  });
});

describe('clocks that tick (item 4) [T3][T4]', () => {
  it("[T3][T4] with the model narrator The Redrawn City's dawns count down in the requests, and the story ends when they run out", async () => {
    const dawns: number[] = [];
    let ending = '';
    const played = await play('the-redrawn-city', 1, 25, 'clock', (_before, chats) => {
      const beat = chats.find((c) => c.call === 'writeBeat');
      const value = /Dawns Until Reprint \[shared_dawns_until_reprint\] = (\d+)/.exec(user(beat!))?.[1];
      dawns.push(Number(value));
      if (user(beat!).includes("ending beat")) ending = user(beat!);
    });
    expect(played.story.gameOver).toBe(true);
    expect(played.story.currentTurn).toBeLessThan(25);
    expect(dawns[0]).toBe(5);
    expect(dawns.at(-1)).toBe(0);
    expect([...new Set(dawns)]).toEqual([5, 4, 3, 2, 1, 0]);
    expect(ending).toContain('The story ends now, sooner than planned, because Dawns Until Reprint has run out');
    expect(ending).toContain('Dawns Until Reprint: 1 → 0');
  });
});
