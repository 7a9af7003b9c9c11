import type { Story } from '@schemas';
import { beforeAll, describe, expect, it } from 'vitest';
import { generateNextTurn } from '../driver/turn-driver';
import { createProceduralNarrator } from '../narrator/procedural/procedural-narrator';
import { deepFreeze } from '../testing/deep-freeze';
import { makeStory, testClock } from '../testing/make-story';
import { makeWorld } from '../testing/make-world';
import type { ApplyTurnAction, StoryAction } from './actions';
import { pendingSlots } from './queries';
import { reduceStory } from './reducer';

const narrator = createProceduralNarrator();
const now = testClock(500);

function ok(story: Story | null, action: StoryAction): Story {
  const r = reduceStory(story, action);
  if (!r.ok) throw new Error(r.error.message);
  return r.story;
}

/** Expects a typed error and proves the input story was not touched (it is deeply frozen). */
function rejects(story: Story, action: StoryAction, code: string, message?: RegExp): void {
  const before = JSON.stringify(story);
  const r = reduceStory(deepFreeze(story), action);
  expect(r.ok).toBe(false);
  if (!r.ok) {
    expect(r.error.code).toBe(code);
    expect(r.error.message.length).toBeGreaterThan(10);
    if (message) expect(r.error.message).toMatch(message);
  }
  expect(JSON.stringify(story)).toBe(before);
}

async function nextTurn(story: Story): Promise<ApplyTurnAction> {
  const r = await generateNextTurn(story, narrator, now);
  if (!r.ok) throw new Error(r.error.message);
  return r.action;
}

describe('story reducer', () => {
  let fresh: Story;
  let selected: Story;
  let turn1: Story;
  beforeAll(async () => {
    fresh = (await makeStory({ seed: 'reducer', playerCount: 2, maxTurns: 10, select: false })).story;
    selected = (await makeStory({ seed: 'reducer', playerCount: 2, maxTurns: 10 })).story;
    turn1 = ok(selected, await nextTurn(selected));
  });

  it('[S1] create_story builds a story at turn 0 that waits for every player to select a character', () => {
    expect(fresh.currentTurn).toBe(0);
    expect(fresh.characterSelectionCompleted).toBe(false);
    expect(pendingSlots(fresh)).toEqual(['player1', 'player2']);
    expect(Object.values(fresh.players).every((p) => p?.possibleCharacterIdentities.length === 3 && p.possibleCharacterBackgrounds.length === 3)).toBe(true);
    expect([...fresh.sharedOutcomes, ...(fresh.players.player1?.outcomes ?? [])].every((o) => o.milestones.length === 0)).toBe(true);
  });

  it('[W1] select_character copies the identity, fills the fluff and starts stats from the background', () => {
    const s = ok(fresh, { type: 'select_character', slot: 'player1', identityIndex: 1, backgroundIndex: 2, now });
    const p = s.players.player1!;
    const identity = p.possibleCharacterIdentities[1]!;
    const background = p.possibleCharacterBackgrounds[2]!;
    expect(p.name).toBe(identity.name);
    expect(p.pronouns).toEqual(identity.pronouns);
    expect(p.fluff).not.toMatch(/\{/);
    expect(p.fluff).toContain(identity.name.split(' ')[0]);
    for (const v of background.initialPlayerStatValues) expect(p.statValues.find((x) => x.statId === v.statId)?.value).toBe(v.value);
    expect(p.statValues).toHaveLength(s.world.playerStats.length);
    expect(s.characterSelectionCompleted).toBe(false);
    const both = ok(s, { type: 'select_character', slot: 'player2', identityIndex: 0, backgroundIndex: 0, now });
    expect(both.characterSelectionCompleted).toBe(true);
    expect(pendingSlots(both)).toEqual([]);
  });

  it('[W1] bad input: a character choice out of range is a typed error and the state is unchanged', () => {
    rejects(fresh, { type: 'select_character', slot: 'player1', identityIndex: 3, backgroundIndex: 0, now }, 'invalid_character_choice', /Identity 3 does not exist/);
    rejects(fresh, { type: 'select_character', slot: 'player1', identityIndex: 0, backgroundIndex: -1, now }, 'invalid_character_choice', /Background -1/);
  });

  it('[W1] bad input: selecting twice, a slot that does not exist, a slot that has left', () => {
    rejects(selected, { type: 'select_character', slot: 'player1', identityIndex: 0, backgroundIndex: 0, now }, 'already_selected');
    rejects(fresh, { type: 'select_character', slot: 'player5', identityIndex: 0, backgroundIndex: 0, now }, 'unknown_slot', /no player slot player5/);
    const left = ok(fresh, { type: 'set_player_status', slot: 'player2', status: 'deleted', now });
    rejects(left, { type: 'select_character', slot: 'player2', identityIndex: 0, backgroundIndex: 0, now }, 'player_left');
  });

  it('[W1] player names differ within a story: a name already taken is refused', () => {
    const world = makeWorld('names', { playerCountMax: 2 });
    const same = { ...world.player2!, possibleCharacterIdentities: world.player1!.possibleCharacterIdentities };
    return makeStory({ seed: 'names', playerCount: 2, maxTurns: 5, world: { ...world, player2: same }, select: false }).then(({ story }) => {
      const s = ok(story, { type: 'select_character', slot: 'player1', identityIndex: 0, backgroundIndex: 0, now });
      rejects(s, { type: 'select_character', slot: 'player2', identityIndex: 0, backgroundIndex: 1, now }, 'name_taken');
    });
  });

  it('[S1] bad input: choosing before a beat exists, on a beat that is not the latest, twice, or out of range', async () => {
    rejects(selected, { type: 'choose_option', slot: 'player1', optionIndex: 0, now }, 'no_beat');
    rejects(turn1, { type: 'choose_option', slot: 'player1', optionIndex: 3, now }, 'invalid_option', /choose 0, 1 or 2/);
    rejects(turn1, { type: 'choose_option', slot: 'player1', optionIndex: -1, now }, 'invalid_option');
    rejects(turn1, { type: 'choose_option', slot: 'player1', optionIndex: 0, turn: 0, now }, 'not_latest_beat', /latest beat/);
    const chosen = ok(turn1, { type: 'choose_option', slot: 'player1', optionIndex: 1, turn: 1, now });
    rejects(chosen, { type: 'choose_option', slot: 'player1', optionIndex: 2, now }, 'already_chosen');
    const both = ok(chosen, { type: 'choose_option', slot: 'player2', optionIndex: 0, now });
    const turn2 = ok(both, await nextTurn(both));
    rejects(turn2, { type: 'choose_option', slot: 'player1', optionIndex: 0, turn: 1, now }, 'not_latest_beat');
  });

  it('[S1] bad input: acting on a slot that does not exist or has left', () => {
    rejects(turn1, { type: 'choose_option', slot: 'player3', optionIndex: 0, now }, 'unknown_slot');
    const left = ok(turn1, { type: 'set_player_status', slot: 'player2', status: 'archived', now });
    rejects(left, { type: 'choose_option', slot: 'player2', optionIndex: 0, now }, 'player_left', /has left/);
    rejects(turn1, { type: 'set_player_status', slot: 'player6', status: 'deleted', now }, 'unknown_slot');
  });

  it('[S1] the turn advances only when every active player has chosen; a player who left no longer blocks', async () => {
    const one = ok(turn1, { type: 'choose_option', slot: 'player1', optionIndex: 0, now });
    expect(pendingSlots(one)).toEqual(['player2']);
    const generated = await generateNextTurn(one, narrator, now);
    expect(generated.ok).toBe(false);
    if (!generated.ok) expect(generated.error.code).toBe('turn_not_complete');
    const left = ok(one, { type: 'set_player_status', slot: 'player2', status: 'deleted', now });
    expect(pendingSlots(left)).toEqual([]);
    const next = ok(left, await nextTurn(left));
    expect(next.currentTurn).toBe(2);
    expect(next.players.player2?.beatHistory).toHaveLength(1);
    expect(next.players.player1?.beatHistory).toHaveLength(2);
  });

  it('[T2] a state change to an unknown stat is rejected, not applied, and the whole turn is refused', async () => {
    const action = await nextTurn(selected);
    const first = action.beats[0]!;
    const bad: ApplyTurnAction = {
      ...action,
      beats: [{ ...first, beat: { ...first.beat, stateChanges: [...first.beat.stateChanges, { type: 'statChange', group: 'player1', statId: 'player_nope', change: 'addNumber', value: 5 }] } }, ...action.beats.slice(1)],
    };
    rejects(selected, bad, 'unknown_stat', /unknown player stat "player_nope"/);
    const badElement: ApplyTurnAction = { ...action, beats: [{ ...first, beat: { ...first.beat, stateChanges: [{ type: 'newFact', storyElementId: 'no_such', fact: 'x' }] } }, ...action.beats.slice(1)] };
    rejects(selected, badElement, 'unknown_element');
    const milestone: ApplyTurnAction = { ...action, beats: [{ ...first, beat: { ...first.beat, stateChanges: [{ type: 'newMilestone', outcomeGroup: 'shared', outcomeId: 'x', milestone: 'y' }] } }, ...action.beats.slice(1)] };
    rejects(selected, milestone, 'invalid_beat', /milestones are recorded by the engine/);
  });

  it('[S1-S6] the engine owns the structure: a turn that differs from the plan is refused', async () => {
    const action = await nextTurn(selected);
    rejects(selected, { ...action, plan: { ...action.plan, turn: 2 } }, 'turn_mismatch');
    rejects(selected, { ...action, plan: { ...action.plan, isEnding: true } }, 'plan_mismatch');
    rejects(selected, { ...action, beats: action.beats.slice(1) }, 'invalid_beat', /needs 2 beats/);
    const first = action.beats[0]!;
    const fourOptions = { ...first, beat: { ...first.beat, options: [...first.beat.options.slice(0, 2), { ...first.beat.options[0]!, optionType: 'challenge' as const, riskType: 'normal' as const, basePoints: 0, modifiersToSuccessRate: [] }] } };
    rejects(selected, { ...action, beats: [fourOptions, ...action.beats.slice(1)] }, 'invalid_beat', /must be an exploration option/);
    rejects(turn1, action, 'turn_not_complete', /waiting for player1, player2/);
    const chosen = ok(ok(turn1, { type: 'choose_option', slot: 'player1', optionIndex: 0, now }), { type: 'choose_option', slot: 'player2', optionIndex: 0, now });
    rejects(chosen, action, 'turn_mismatch', /generated for turn 1/);
  });

  it('[S5] a story that is over accepts no more turns or choices', async () => {
    const { story } = await import('../testing/play-story').then((m) => m.playStory({ seed: 'over', maxTurns: 5 }));
    expect(story.gameOver).toBe(true);
    rejects(story, { type: 'choose_option', slot: 'player1', optionIndex: 0, now }, 'game_over');
    const planned = await generateNextTurn(story, narrator, now);
    expect(planned.ok).toBe(false);
    // Leaving is still possible after the end.
    expect(reduceStory(story, { type: 'set_player_status', slot: 'player1', status: 'archived', now }).ok).toBe(true);
  });

  it('[S1] create_story must come first and only once; other actions need a story', () => {
    rejects(selected, { type: 'create_story', storyId: 'x', seed: 's', now, config: { playerCount: 1, maxTurns: 5, gameMode: 'Cooperative', difficultyLevel: { modifier: 0, title: 'Balanced' }, generateImages: false, creatorId: null }, setup: { title: 't', plan: '', templateId: null, guidelines: selected.world.guidelines, storyElements: [], statGroups: [], sharedStats: [], playerStats: [], imageInstructions: selected.world.imageInstructions, characterSelectionIntroduction: { title: '', text: '' }, sharedOutcomes: [], players: {} } }, 'story_exists');
    const r = reduceStory(null, { type: 'choose_option', slot: 'player1', optionIndex: 0, now });
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error.code).toBe('no_story');
  });

  it('[S4] a setup whose outcomes cannot fill the story is refused with a clear message', async () => {
    const world = makeWorld('thin', { playerCountMax: 1 });
    const thin = { ...world, sharedOutcomes: [], player1: { ...world.player1!, outcomes: world.player1!.outcomes.slice(0, 1) } };
    const { story, actions } = await makeStory({ seed: 'thin', world, maxTurns: 50 });
    expect(story.currentTurn).toBe(0);
    const create = actions[0]!;
    if (create.type !== 'create_story') throw new Error('first action is create_story');
    const r = reduceStory(null, { ...create, setup: { ...create.setup, sharedOutcomes: thin.sharedOutcomes, players: { player1: thin.player1 } } });
    expect(r.ok).toBe(false);
    if (!r.ok) {
      expect(r.error.code).toBe('invalid_setup');
      expect(r.error.message).toMatch(/needs room for 10 threads per player/);
    }
  });

  it('set_image_status marks a generated image ready; unknown images are a typed error', async () => {
    const { story } = await makeStory({ seed: 'images', maxTurns: 5, generateImages: true });
    const s = ok(story, await nextTurn(story));
    const img = s.images[0]!;
    expect(img.status).toBe('generating');
    const ready = ok(s, { type: 'set_image_status', imageId: img.id, status: 'ready', fileType: 'svg', version: 'abc123', now });
    expect(ready.images[0]).toMatchObject({ status: 'ready', fileType: 'svg', version: 'abc123' });
    rejects(s, { type: 'set_image_status', imageId: 'nope', status: 'ready', now }, 'unknown_image');
  });

  it('a story with images on asks for a portrait per identity; the World\'s own portraits are used as they are; images off asks for none', async () => {
    const world = makeWorld('portraits', { playerCountMax: 1 });
    const ref = { id: 'player1_1', source: 'template' as const, sourceId: world.id, subDirectory: 'players', fileType: 'svg' as const, status: 'ready' as const, description: 'Portrait', version: 'v1' };
    const ids = world.player1!.possibleCharacterIdentities;
    const withPortrait = { ...world, player1: { ...world.player1!, possibleCharacterIdentities: ids.map((id, i) => (i === 1 ? { ...id, image: ref } : id)) } };
    const on = (await makeStory({ seed: 'portraits', world: withPortrait, generateImages: true, select: false })).story;
    expect(on.images.map((i) => [i.id, i.source, i.subDirectory, i.status])).toEqual([
      ['player1_0', 'story', 'players', 'generating'],
      ['player1_1', 'template', 'players', 'ready'],
      ['player1_2', 'story', 'players', 'generating'],
    ]);
    const off = (await makeStory({ seed: 'portraits', world: withPortrait, generateImages: false, select: false })).story;
    expect(off.images.map((i) => [i.id, i.source])).toEqual([['player1_1', 'template']]);
  });

  it('element pictures reach a story only when its World uses pre-generated images', async () => {
    const world = makeWorld('element-pictures', { playerCountMax: 1 });
    const first = world.storyElements[0]!;
    const pictured = { ...world, storyElements: world.storyElements.map((e, i) => (i === 0 ? { ...e, image: { id: e.id, source: 'template' as const, sourceId: world.id, subDirectory: 'elements', fileType: 'svg' as const, status: 'ready' as const, description: e.name } } : e)) };
    const used = (await makeStory({ seed: 'el', world: { ...pictured, containsImages: true }, select: false })).story;
    expect(used.world.storyElements.find((e) => e.id === first.id)?.image?.status).toBe('ready');
    const unused = (await makeStory({ seed: 'el', world: { ...pictured, containsImages: false }, select: false })).story;
    expect(unused.world.storyElements.find((e) => e.id === first.id)?.image).toBeUndefined();
  });
});
