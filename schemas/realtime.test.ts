import { describe, expect, it } from 'vitest';
import { clientStoryStateSchema } from './client-state';
import { clientMessageSchema, notificationSchema } from './realtime';

describe('clientMessageSchema', () => {
  it('parses each client event of spec 1 §7', () => {
    const s = { requestId: 'r1', sessionId: 's1' };
    const messages = [
      { type: 'create_session', requestId: 'r0' },
      { type: 'verify_code', ...s, code: ' abcd-23 ', userId: null },
      { type: 'rejoin_session', ...s, playerCode: 'ABCD23' },
      { type: 'make_choice', ...s, optionIndex: 2, turn: 4 },
      { type: 'select_character', ...s, identityIndex: 0, backgroundIndex: 1 },
      { type: 'exit_story', ...s },
      { type: 'initialize_story', ...s, prompt: 'A heist on the moon', playerCount: 2 },
      { type: 'initialize_from_template', ...s, templateId: 't1', playerCount: 1, maxTurns: 20, difficultyLevel: { modifier: 0, title: 'Balanced' } },
    ];
    for (const m of messages) expect(clientMessageSchema.safeParse(m).success, m.type).toBe(true);
  });

  it('rejects an unknown type and an out-of-range option, with the path', () => {
    const unknown = clientMessageSchema.safeParse({ type: 'cheat', requestId: 'r' });
    expect(unknown.success).toBe(false);
    const bad = clientMessageSchema.safeParse({ type: 'make_choice', requestId: 'r', sessionId: 's', optionIndex: 3 });
    expect(bad.error?.issues.map((i) => i.path.join('.'))).toEqual(['optionIndex']);
  });
});

describe('clientStoryStateSchema', () => {
  const state = {
    id: 'story_1',
    templateId: null,
    title: 'The Lantern Archive',
    gameMode: 'Cooperative',
    playerSlot: 'player1',
    statGroups: [],
    sharedStats: [],
    sharedStatValues: [],
    playerStats: [],
    players: {
      player1: { name: 'Ada', pronouns: { personal: 'she', object: 'her', possessive: 'her', reflexive: 'herself' }, appearance: '', fluff: '', identityChoice: 0, backgroundChoice: 1, statValues: [], beatHistory: [] },
    },
    maxTurns: 10,
    currentTurn: 1,
    characterSelectionCompleted: true,
    characterSelectionOptions: { possibleCharacterIdentities: [], possibleCharacterBackgrounds: [] },
    characterSelectionIntroduction: { title: '', text: '' },
    generateImages: false,
    images: [],
    pendingPlayers: [],
    leftPlayers: [],
    gameOver: false,
  };

  it('accepts a client view', () => {
    expect(clientStoryStateSchema.safeParse(state).success).toBe(true);
  });

  it('[V2] rejects a view that leaks outcomes or a stat internal', () => {
    expect(clientStoryStateSchema.safeParse({ ...state, sharedOutcomes: [] }).success).toBe(false);
    const stat = { id: 'player_x', name: 'X', type: 'number', group: '', tooltip: '', isVisible: true, partOfPlayerBackgrounds: true, initialValue: 0 };
    expect(clientStoryStateSchema.safeParse({ ...state, playerStats: [stat] }).success).toBe(true);
    expect(clientStoryStateSchema.safeParse({ ...state, playerStats: [{ ...stat, effectOnPoints: [] }] }).success).toBe(false);
  });

  it('is carried by state_update_notification', () => {
    const n = notificationSchema.safeParse({ type: 'state_update_notification', state, trigger: 'choice_made', timestamp: 'now' });
    expect(n.success).toBe(true);
  });
});
