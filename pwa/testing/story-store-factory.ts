// Test factory: a valid ClientStoryState (parsed by its schema) for store, outbox and page tests.
import { clientStoryStateSchema, type ClientBeat, type ClientStoryState, type PlayerSlot } from '@schemas';

/** A beat of the viewing player; `choice` -1 means not chosen yet. */
export function makeBeat(turn: number, overrides: Partial<ClientBeat> = {}): ClientBeat {
  return {
    id: `beat-${turn}`,
    turn,
    title: `Beat ${turn}`,
    text: `The story goes on (turn ${turn}).\n\nA second paragraph.`,
    options: [
      { optionType: 'exploration', resourceType: 'normal', text: 'Look around' },
      { optionType: 'challenge', resourceType: 'normal', text: 'Climb the wall' },
      { optionType: 'challenge', resourceType: 'sacrifice', text: 'Give up the lantern' },
    ],
    choice: -1,
    interludes: [{ text: 'Meanwhile the rain falls.', imageId: '', imageSource: 'none' }],
    isEnding: false,
    ...overrides,
  };
}

/** Options of makeClientState. */
export type MakeStateOptions = {
  slot?: PlayerSlot;
  beats?: number;
  /** Turns whose beats are chosen (option 0); by default all but the last. */
  chosen?: number[];
  players?: PlayerSlot[];
  selected?: boolean;
  overrides?: Partial<ClientStoryState>;
};

/** A story state as `slot` sees it, with `beats` beats. */
export function makeClientState(options: MakeStateOptions = {}): ClientStoryState {
  const slot = options.slot ?? 'player1';
  const beatCount = options.beats ?? 1;
  const selected = options.selected ?? true;
  const chosen = options.chosen ?? Array.from({ length: Math.max(0, beatCount - 1) }, (_, i) => i + 1);
  const players: ClientStoryState['players'] = {};
  for (const s of options.players ?? [slot]) {
    const base = {
      name: selected ? `Hero ${s}` : '',
      pronouns: { personal: 'she', object: 'her', possessive: 'her', reflexive: 'herself' },
      appearance: selected ? 'Tall, with a green coat.' : '',
      fluff: selected ? 'She grew up by the sea.' : '',
      identityChoice: selected ? 0 : -1,
      backgroundChoice: selected ? 0 : -1,
    };
    players[s] =
      s === slot
        ? {
            ...base,
            statValues: [{ statId: 'player_courage', value: 60 }],
            beatHistory: Array.from({ length: selected ? beatCount : 0 }, (_, i) =>
              makeBeat(i + 1, chosen.includes(i + 1) ? { choice: 0 } : {}),
            ),
          }
        : base;
  }
  return clientStoryStateSchema.parse({
    id: 'story-1',
    templateId: 'tmpl-1',
    title: 'The Lantern Road',
    gameMode: 'Cooperative',
    playerSlot: slot,
    statGroups: ['Heart'],
    sharedStats: [],
    sharedStatValues: [],
    playerStats: [
      { id: 'player_courage', name: 'Courage', type: 'percentage', group: 'Heart', tooltip: '', isVisible: true, partOfPlayerBackgrounds: true, initialValue: 50 },
    ],
    players,
    maxTurns: 5,
    currentTurn: selected ? beatCount : 0,
    characterSelectionCompleted: selected,
    characterSelectionOptions: {
      possibleCharacterIdentities: [0, 1, 2].map((i) => ({
        name: `Name ${i}`,
        pronouns: { personal: 'she', object: 'her', possessive: 'her', reflexive: 'herself' },
        appearance: `Appearance ${i}`,
      })),
      possibleCharacterBackgrounds: [0, 1, 2].map((i) => ({
        title: `Background ${i}`,
        fluffTemplate: '{Name} grew up by the sea; {personal} loves it.',
        initialPlayerStatValues: [{ statId: 'player_courage', value: 40 + i * 10 }],
      })),
    },
    characterSelectionIntroduction: { title: '', text: '' },
    generateImages: false,
    images: [],
    pendingPlayers: selected ? [slot] : [slot],
    leftPlayers: [],
    gameOver: false,
    ...options.overrides,
  });
}
