import fc from 'fast-check';
import { STORY_CATEGORIES } from '@schemas';
import { describe, expect, it } from 'vitest';
import { createRng } from '../core/rng';
import { acceptBeatIndex, adminBeatColumn, adminStoryStatus, afterChoiceText, beatNavigator, canChooseOption, playerBadge, waitingList } from './game-page';
import { pickIdea, NEW_IDEA_CYCLE, type IdeaCycle } from './idea-picker';
import { IDEAS, ideasFor } from './ideas';
import { filterTemplates, keepVisibleTags, libraryGrid, libraryQueryString, parseLibraryQuery } from './library';
import { groupTags, tagCategory } from './tags';
import { formatDate, formatRelativeTime, formatTime } from './time-format';
import { assemblePrompt, cardText, CATEGORY_CARDS, categoryFrom, changeCategory, changePlayers, modeFromSlider, stepFrom, stepOneTitle, submitLabel, WIZARD_CATEGORIES, type WizardState } from './wizard';
import { parseAssembledPrompt } from '../world-builder/parse-prompt';

describe('wizard (spec 1 §2, §4)', () => {
  it('has six cards in order plus flexible without a card; step 1 texts differ in template mode', () => {
    expect(CATEGORY_CARDS).toEqual(['enjoy-fiction', 'vent-about-reality', 'pretend-to-be', 'see-your-future-self', 'read-with-kids', 'learn-something']);
    expect(CATEGORY_CARDS.map((c) => cardText(c, false))).toEqual(['enjoy fiction', 'vent about reality', 'pretend to be', 'meet my future self', 'read with kids', 'learn something']);
    expect(cardText('see-your-future-self', true)).toBe('meet their future self');
    expect(cardText('flexible', false)).toBeNull();
    expect(stepOneTitle(false)).toBe('I want to ...');
    expect(stepOneTitle(true)).toBe('I want players to ...');
    expect(submitLabel(false)).toBe('Create Story');
    expect(submitLabel(true)).toBe('Draft World');
    expect(categoryFrom('nonsense')).toBe('enjoy-fiction');
    expect(stepFrom('7')).toBe(1);
    expect(stepFrom('3')).toBe(3);
  });

  it('each category has its fields: frustration; role, aspects; currentSituation, potentialChanges; kidAge; learningGoals, targetAudience', () => {
    const keys = Object.fromEntries(STORY_CATEGORIES.map((c) => [c, WIZARD_CATEGORIES[c].fields.map((f) => f.key)]));
    expect(keys).toEqual({
      'enjoy-fiction': [],
      'vent-about-reality': ['frustration'],
      'pretend-to-be': ['role', 'aspects'],
      'see-your-future-self': ['currentSituation', 'potentialChanges'],
      'read-with-kids': ['kidAge'],
      'learn-something': ['learningGoals', 'targetAudience'],
      flexible: [],
    });
    expect(WIZARD_CATEGORIES['learn-something'].fields[1]!.kind).toBe('text');
    expect(WIZARD_CATEGORIES['vent-about-reality'].fields[0]!.kind).toBe('textarea');
  });

  it('assembles the prompt: instruction sentence, filled fields as "label: value", then "Additional context: "; flexible sends the prompt alone', () => {
    expect(assemblePrompt('learn-something', { learningGoals: 'Fractions', targetAudience: '  ' }, 'A pizza shop')).toBe(
      `${WIZARD_CATEGORIES['learn-something'].instruction}\nLearning goals: Fractions\nAdditional context: A pizza shop`,
    );
    expect(assemblePrompt('enjoy-fiction', {}, 'Dragons')).toBe(`${WIZARD_CATEGORIES['enjoy-fiction'].instruction}\nAdditional context: Dragons`);
    expect(assemblePrompt('flexible', { x: 'y' }, 'Just this')).toBe('Just this');
    const parsed = parseAssembledPrompt(assemblePrompt('pretend-to-be', { role: 'Pilot', aspects: 'Storms' }, 'Over the Alps'));
    expect(parsed).toEqual({ category: 'pretend-to-be', fields: { role: 'Pilot', aspects: 'Storms' }, freePrompt: 'Over the Alps' });
  });

  it('mode slider: up to 0.33 Cooperative, up to 0.66 Mixed, above Competitive; one player resets to Cooperative; a new category clears fields and prompt', () => {
    expect([0, 0.33, 0.34, 0.66, 0.67, 1].map(modeFromSlider)).toEqual(['Cooperative', 'Cooperative', 'Cooperative-Competitive', 'Cooperative-Competitive', 'Competitive', 'Competitive']);
    const s: WizardState = { step: 3, category: 'pretend-to-be', players: 3, mode: 'Competitive', images: true, prompt: 'x', difficulty: 0, fields: { role: 'Pilot' } };
    expect(changePlayers(s, 1).mode).toBe('Cooperative');
    expect(changePlayers(s, 2).mode).toBe('Competitive');
    expect(changeCategory(s, 'read-with-kids')).toMatchObject({ category: 'read-with-kids', fields: {}, prompt: '' });
  });

  it('has 4 to 18 Idea suggestions per category and player mode, all different', () => {
    for (const c of STORY_CATEGORIES) {
      for (const mode of ['single', 'multi'] as const) {
        const list = IDEAS[c][mode];
        expect(list.length).toBeGreaterThanOrEqual(4);
        expect(list.length).toBeLessThanOrEqual(18);
        expect(new Set(list.map((i) => i.prompt)).size).toBe(list.length);
        for (const idea of list) expect(Object.keys(idea.fields).sort()).toEqual(WIZARD_CATEGORIES[c].fields.map((f) => f.key).sort());
      }
    }
    expect(ideasFor('read-with-kids', 3)).toBe(IDEAS['read-with-kids'].multi);
  });

  it('the Idea picker never picks the first, never one used since the cycle began, never the same as last; it restarts when all are used', () => {
    fc.assert(
      fc.property(fc.integer({ min: 2, max: 18 }), fc.integer(), fc.integer({ min: 1, max: 60 }), (count, seed, clicks) => {
        const rng = createRng(String(seed));
        let cycle: IdeaCycle = NEW_IDEA_CYCLE;
        let sinceRestart: number[] = [];
        let last: number | null = null;
        for (let i = 0; i < clicks; i++) {
          const r = pickIdea(count, cycle, rng)!;
          expect(r.index).not.toBe(0);
          expect(r.index).toBeLessThan(count);
          if (count > 2) expect(r.index).not.toBe(last);
          if (sinceRestart.length === count - 1) sinceRestart = [];
          expect(sinceRestart).not.toContain(r.index);
          sinceRestart.push(r.index);
          last = r.index;
          cycle = r.cycle;
        }
      }),
    );
    expect(pickIdea(1, NEW_IDEA_CYCLE, createRng('a'))).toBeNull();
  });
});

describe('library (spec 1 §2, §5)', () => {
  const templates = [
    { id: 'a', tags: ['Fiction', 'Fantasy'], playerCountMin: 1, playerCountMax: 1 },
    { id: 'b', tags: ['Kids', 'Cozy'], playerCountMin: 1, playerCountMax: 4 },
    { id: 'c', tags: ['Fiction', 'Cozy', 'Weird'], playerCountMin: 2, playerCountMax: 6 },
  ];
  it('matches templates with every selected tag whose player range includes the count; keeps only visible tags', () => {
    expect(filterTemplates(templates, { tags: ['Cozy'], players: 2 }).map((t) => t.id)).toEqual(['b', 'c']);
    expect(filterTemplates(templates, { tags: ['Fiction', 'Cozy'], players: null }).map((t) => t.id)).toEqual(['c']);
    expect(filterTemplates(templates, { tags: [], players: 6 }).map((t) => t.id)).toEqual(['c']);
    expect(keepVisibleTags(['Cozy', 'Gone'], templates)).toEqual(['Cozy']);
  });

  it('reads and writes the query: tags as a comma list, a non-numeric players value is ignored', () => {
    expect(parseLibraryQuery({ tags: 'Fiction,Kids', players: 'two' })).toEqual({ tags: ['Fiction', 'Kids'], players: null });
    expect(parseLibraryQuery({ players: '3' })).toEqual({ tags: [], players: 3 });
    expect(libraryQueryString({ tags: ['Pretend to be'], players: 2 })).toBe('?tags=Pretend%20to%20be&players=2');
    expect(libraryQueryString({ tags: [], players: null })).toBe('');
  });

  it('shuffles the grid, puts the create card at position 3 (or last) and the newsletter card last; no results show No Matches', () => {
    const grid = libraryGrid(templates, createRng('g'));
    expect(grid.map((c) => c.kind)).toEqual(['template', 'template', 'create', 'template', 'newsletter']);
    expect(libraryGrid(templates.slice(0, 1), createRng('g')).map((c) => c.kind)).toEqual(['template', 'create', 'newsletter']);
    expect(libraryGrid([], createRng('g')).map((c) => c.kind)).toEqual(['no-matches', 'create', 'newsletter']);
  });

  it('groups tags into Category, Genre, Setting, Tone and Other', () => {
    expect(tagCategory('Kids')).toBe('Category');
    expect(tagCategory('Sci-Fi')).toBe('Setting');
    expect(tagCategory('Weird')).toBe('Other');
    expect(groupTags(['Weird', 'Cozy', 'Fiction', 'Mystery']).map((g) => g.category)).toEqual(['Category', 'Genre', 'Tone', 'Other']);
  });
});

describe('dates (spec 1 §5)', () => {
  it('formats YYYY-MM-DD and h:mmam/pm; empty is Never (or Unknown)', () => {
    expect(formatDate('2025-03-07T23:30:00Z')).toBe('2025-03-07');
    expect(formatDate('2025-03-07T23:30:00Z', { offsetMinutes: 60 })).toBe('2025-03-08');
    expect(formatDate(null)).toBe('Never');
    expect(formatDate(undefined, { missing: 'Unknown' })).toBe('Unknown');
    expect(formatTime('2025-03-07T00:05:00Z')).toBe('12:05am');
    expect(formatTime('2025-03-07T12:30:00Z')).toBe('12:30pm');
    expect(formatTime('2025-03-07T21:09:00Z')).toBe('9:09pm');
  });

  it('relative times: just now, minutes, hours, days, weeks under 30 days, then a date', () => {
    const now = '2025-03-31T12:00:00Z';
    expect(formatRelativeTime('2025-03-31T11:59:01Z', now)).toBe('just now');
    expect(formatRelativeTime('2025-03-31T11:59:00Z', now)).toBe('1 minute ago');
    expect(formatRelativeTime('2025-03-31T11:15:00Z', now)).toBe('45 minutes ago');
    expect(formatRelativeTime('2025-03-31T09:00:00Z', now)).toBe('3 hours ago');
    expect(formatRelativeTime('2025-03-30T12:00:00Z', now)).toBe('1 day ago');
    expect(formatRelativeTime('2025-03-17T12:00:00Z', now)).toBe('2 weeks ago');
    expect(formatRelativeTime('2025-03-01T12:00:00Z', now)).toBe('2025-03-01');
    expect(formatRelativeTime('', now)).toBe('Never');
  });
});

describe('game page rules (spec 1 §2, §4)', () => {
  it('pending players show Pending; in multiplayer the others show Waiting, and you only while someone is pending; deleted shows left', () => {
    const me = { status: 'active' as const, isPending: false, isCurrentUser: true };
    const other = { status: 'active' as const, isPending: false, isCurrentUser: false };
    expect(playerBadge({ ...me, isPending: true }, [], true)).toBe('Pending');
    expect(playerBadge(me, [{ isPending: true, status: 'active' }], true)).toBe('Waiting');
    expect(playerBadge(me, [{ isPending: false, status: 'active' }], true)).toBeNull();
    expect(playerBadge(other, [], true)).toBe('Waiting');
    expect(playerBadge(other, [], false)).toBeNull();
    expect(playerBadge({ ...other, status: 'deleted' }, [], true)).toBe('left');
  });

  it('the waiting list names You or Player N, or says what is happening', () => {
    expect(waitingList(['player1', 'player3'], 'player1', true)).toEqual({ chips: ['You', 'Player 3'], empty: null });
    expect(waitingList([], 'player1', true).empty).toBe('Generating next story beat...');
    expect(waitingList([], 'player1', false).empty).toBe('Waiting for all players to select characters...');
    expect(afterChoiceText({ requestPending: true, othersPending: true })).toBe('Processing your choice...');
    expect(afterChoiceText({ requestPending: false, othersPending: true })).toBe('Waiting for other players...');
    expect(afterChoiceText({ requestPending: false, othersPending: false })).toBe('Waiting for server response...');
  });

  it('an option may be chosen only on the latest beat with no choice, no local selection and no pending request', () => {
    const ok = { isLatestBeat: true, choice: -1, localSelection: null, choicePending: false };
    expect(canChooseOption(ok)).toBe(true);
    expect(canChooseOption({ ...ok, isLatestBeat: false })).toBe(false);
    expect(canChooseOption({ ...ok, choice: 0 })).toBe(false);
    expect(canChooseOption({ ...ok, localSelection: 1 })).toBe(false);
    expect(canChooseOption({ ...ok, choicePending: true })).toBe(false);
  });

  it('the beat navigator clamps its index and counts a pending beat, marking (Next) on the last beat', () => {
    expect(beatNavigator(9, 3, true)).toEqual({ index: 2, total: 4, canPrevious: true, canNext: false, label: 'Beat 3 of 4 (Next)' });
    expect(beatNavigator(-2, 3, false)).toEqual({ index: 0, total: 3, canPrevious: false, canNext: true, label: 'Beat 1 of 3' });
    expect(beatNavigator(1, 3, true).label).toBe('Beat 2 of 4');
    expect(acceptBeatIndex(2, 3)).toBe(true);
    expect(acceptBeatIndex(3, 3)).toBe(false);
    expect(acceptBeatIndex(-1, 3)).toBe(false);
  });

  it('admin story status and beat column derive from player statuses and selection (spec 2 §4)', () => {
    expect(adminStoryStatus({ active: 0, archived: 0, deleted: 0 })).toBe('No players');
    expect(adminStoryStatus({ active: 2, archived: 1, deleted: 0 })).toBe('Archived');
    expect(adminStoryStatus({ active: 2, archived: 0, deleted: 0 })).toBe('Active');
    expect(adminStoryStatus({ active: 0, archived: 0, deleted: 2 })).toBe('Deleted');
    expect(adminStoryStatus({ active: 1, archived: 0, deleted: 1 })).toBe('Abandoned');
    expect(adminBeatColumn(false, 7)).toBe(0);
    expect(adminBeatColumn(true, 0)).toBe(1);
  });
});
