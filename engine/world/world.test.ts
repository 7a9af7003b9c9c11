import { templateSchema } from '@schemas';
import { describe, expect, it } from 'vitest';
import { makeWorld } from '../testing/make-world';
import { autoFixTemplate } from './auto-fix';
import { completeBackgrounds, setPartOfBackgrounds } from './backgrounds';
import { addStatBlockedHint, newPlayerSlot, newStat, newStoryElement, newTemplate } from './defaults';
import { convertStatToPlayer, convertStatToShared } from './stat-conversion';
import type { TemplateDraft } from './template-draft';
import { validateTemplate, validationBanner } from './validate-template';

const draft = (): TemplateDraft => ({
  statGroups: ['Body'],
  sharedStats: [{ id: 'shared_trust', name: 'Trust', type: 'percentage', group: 'Body' }],
  playerStats: [
    { id: 'player_nerve', name: 'Nerve', type: 'percentage', group: 'Body', partOfPlayerBackgrounds: true, initialValue: 50 },
    { id: 'player_gear', name: 'Gear', type: 'string[]', group: 'Body', partOfPlayerBackgrounds: false, initialValue: ['rope'] },
  ],
  player1: { possibleCharacterBackgrounds: [{ title: 'Sailor', initialPlayerStatValues: [{ statId: 'player_nerve', value: 60 }] }] },
});

describe('World validation (spec 2 §5)', () => {
  it('[W3] a valid World has no issues; every World makeWorld builds is valid', () => {
    expect(validateTemplate(draft())).toEqual([]);
    for (const seed of [1, 2, 3, 4, 5, 6]) expect(validateTemplate(makeWorld(seed))).toEqual([]);
  });

  it('[W3] duplicate stat ids across player and shared stats are an error', () => {
    const t = draft();
    t.playerStats!.push({ id: 'shared_trust', name: 'Trust again', type: 'number', partOfPlayerBackgrounds: false, initialValue: 1 });
    expect(validateTemplate(t)).toContainEqual({ type: 'error', category: 'stats', message: 'Duplicate stat IDs found: shared_trust', affectedItems: ['shared_trust'], autoFixable: false });
  });

  it('[W3] a player stat outside backgrounds without an initial value is an error the auto-fix repairs', () => {
    const t = draft();
    t.playerStats![1] = { id: 'player_gear', name: 'Gear', type: 'string[]', partOfPlayerBackgrounds: false };
    t.playerStats!.push({ id: 'player_title', name: 'Title', type: 'string', partOfPlayerBackgrounds: false, initialValue: null });
    t.playerStats!.push({ id: 'player_luck', name: 'Luck', type: 'number', partOfPlayerBackgrounds: false });
    const issues = validateTemplate(t);
    expect(issues.map((i) => i.message)).toEqual([
      'Player stat "Gear" has partOfPlayerBackgrounds=false but no initialValue',
      'Player stat "Title" has partOfPlayerBackgrounds=false but no initialValue',
      'Player stat "Luck" has partOfPlayerBackgrounds=false but no initialValue',
    ]);
    expect(issues.every((i) => i.type === 'error' && i.autoFixable)).toBe(true);
    const fixed = autoFixTemplate(t);
    expect(fixed.playerStats!.map((s) => s.initialValue)).toEqual([50, [], '', 50]);
    expect(validateTemplate(fixed)).toEqual([]);
  });

  it('[W3] an invalid stat type is an error', () => {
    const t = draft();
    t.sharedStats![0]!.type = 'boolean';
    expect(validateTemplate(t)).toContainEqual({ type: 'error', category: 'stats', message: 'Stat "Trust" has invalid type: boolean', affectedItems: ['shared_trust'], autoFixable: false });
  });

  it('[W3] stats in groups that do not exist are a warning; the auto-fix adds the groups', () => {
    const t = draft();
    t.sharedStats![0]!.group = 'Town';
    t.playerStats![1]!.group = 'Kit';
    const issues = validateTemplate(t);
    expect(issues).toEqual([{ type: 'warning', category: 'statGroups', message: 'Stats reference undefined groups: Kit, Town', affectedItems: ['Kit', 'Town'], autoFixable: true }]);
    expect(autoFixTemplate(t).statGroups).toEqual(['Body', 'Kit', 'Town']);
  });

  it('[W3] backgrounds missing stats, with orphaned, duplicate or unknown entries', () => {
    const t = draft();
    t.playerStats!.push({ id: 'player_wits', name: 'Wits', type: 'number', partOfPlayerBackgrounds: true, initialValue: 30 });
    t.player1!.possibleCharacterBackgrounds![0]!.initialPlayerStatValues = [
      { statId: 'player_nerve', value: 60 },
      { statId: 'player_nerve', value: 70 },
      { statId: 'player_gear', value: ['knife'] },
      { statId: 'player_ghost', value: 1 },
    ];
    const messages = validateTemplate(t).map((i) => `${i.type}: ${i.message}`);
    expect(messages).toEqual([
      'error: Background "Sailor" in player1 is missing stats: player_wits',
      'warning: Background "Sailor" in player1 has orphaned stats: player_gear',
      'error: Background "Sailor" in player1 has duplicate stat entries: player_nerve',
      'error: Background "Sailor" in player1 references non-existent stat: player_ghost',
    ]);
    const fixed = autoFixTemplate(t);
    expect(fixed.player1!.possibleCharacterBackgrounds![0]!.initialPlayerStatValues).toEqual([
      { statId: 'player_nerve', value: 60 },
      { statId: 'player_wits', value: 50 },
    ]);
    expect(validateTemplate(fixed)).toEqual([]);
  });

  it('[W3] the banner shows errors first, the first 3 messages and how many more', () => {
    const t = draft();
    t.sharedStats![0]!.type = 'x';
    t.sharedStats![0]!.group = 'Nope';
    t.playerStats!.push({ id: 'player_a', name: 'A', type: 'y', partOfPlayerBackgrounds: false });
    const banner = validationBanner(validateTemplate(t));
    expect(banner.tone).toBe('error');
    expect(banner.title).toBe('3 Error(s) Found');
    expect(banner.messages).toHaveLength(3);
    expect(banner.more).toBe('+1 more issues');
    expect(banner.canAutoFix).toBe(true);
    expect(validationBanner([{ type: 'warning', category: 'statGroups', message: 'w', affectedItems: [], autoFixable: true }]).title).toBe('1 Warning(s) Found');
    expect(validationBanner([]).tone).toBe('none');
  });
});

describe('stat conversion and backgrounds (spec 2 §4)', () => {
  it('[W3] shared to player: the id gets a player_ prefix and every background gets a value', () => {
    const t = convertStatToPlayer(draft(), 'shared_trust');
    expect(t.sharedStats).toEqual([]);
    expect(t.playerStats!.at(-1)!.id).toBe('player_trust');
    expect(t.player1!.possibleCharacterBackgrounds![0]!.initialPlayerStatValues).toContainEqual({ statId: 'player_trust', value: 50 });
    expect(validateTemplate(t)).toEqual([]);
  });

  it('[W3] player to shared: the stat leaves every background and gets a shared_ prefix', () => {
    const t = convertStatToShared(draft(), 'player_nerve');
    expect(t.sharedStats!.map((s) => s.id)).toEqual(['shared_trust', 'shared_nerve']);
    expect(t.player1!.possibleCharacterBackgrounds![0]!.initialPlayerStatValues).toEqual([]);
    expect(validateTemplate(t)).toEqual([]);
  });

  it('[W3] toggling part of backgrounds: on adds the stat to every background, off removes it and keeps a universal initial value', () => {
    const on = setPartOfBackgrounds(draft(), 'player_gear', true);
    expect(on.player1!.possibleCharacterBackgrounds![0]!.initialPlayerStatValues).toContainEqual({ statId: 'player_gear', value: ['rope'] });
    const off = setPartOfBackgrounds(draft(), 'player_nerve', false);
    expect(off.player1!.possibleCharacterBackgrounds![0]!.initialPlayerStatValues).toEqual([]);
    expect(off.playerStats![0]).toMatchObject({ partOfPlayerBackgrounds: false, initialValue: 50 });
    // Values a background already has are kept when toggling back on.
    const kept = setPartOfBackgrounds({ ...draft(), player1: { possibleCharacterBackgrounds: [{ title: 'S', initialPlayerStatValues: [{ statId: 'player_gear', value: ['map'] }, { statId: 'player_nerve', value: 1 }] }] } }, 'player_gear', true);
    expect(kept.player1!.possibleCharacterBackgrounds![0]!.initialPlayerStatValues).toContainEqual({ statId: 'player_gear', value: ['map'] });
  });

  it('[W3] background completeness adds missing stats with defaults and drops stats no longer part of backgrounds', () => {
    const t = draft();
    t.playerStats!.push({ id: 'player_motto', name: 'Motto', type: 'string' }, { id: 'player_bag', name: 'Bag', type: 'string[]' });
    const done = completeBackgrounds(t);
    expect(done.player1!.possibleCharacterBackgrounds![0]!.initialPlayerStatValues).toEqual([
      { statId: 'player_nerve', value: 60 },
      { statId: 'player_motto', value: '' },
      { statId: 'player_bag', value: [] },
    ]);
  });
});

describe('World defaults', () => {
  it('[W1] a new template is valid, Draft, with one slot of 3 identities and 3 backgrounds per player', () => {
    const t = newTemplate({ id: 't1', now: '2025-01-01T00:00:00.000Z', playerCountMax: 3 });
    expect(templateSchema.parse(t)).toEqual(t);
    expect(t.publicationStatus).toBe('Draft');
    expect(t.maxTurnsMin).toBe(20);
    expect(t.maxTurnsMax).toBe(25);
    expect(t.order).toBe(999);
    expect(t.difficultyLevels.map((l) => l.modifier)).toEqual([0, 10, -10]);
    expect([t.player1, t.player2, t.player3].every((p) => p?.possibleCharacterIdentities.length === 3 && p.possibleCharacterBackgrounds.length === 3)).toBe(true);
    expect(t.player4).toBeUndefined();
    const names = [t.player1, t.player2, t.player3].flatMap((p) => p!.possibleCharacterIdentities.map((i) => i.name));
    expect(new Set(names).size).toBe(9);
    expect(newPlayerSlot().possibleCharacterIdentities[0]!.pronouns).toEqual({ personal: 'they', object: 'them', possessive: 'their', reflexive: 'themselves' });
  });

  it('a new stat is a visible, changeable percentage in the first group, part of backgrounds, starting at 50', () => {
    expect(newStat('player', ['Body', 'Mind'], ['player_stat_1'])).toMatchObject({ id: 'player_stat_2', type: 'percentage', group: 'Body', isVisible: true, canBeChangedInBeatResolutions: true, partOfPlayerBackgrounds: true, initialValue: 50 });
    expect(addStatBlockedHint([])).toBe('Add at least one stat group first');
    expect(addStatBlockedHint(['Body'])).toBeNull();
  });

  it('a new story element has the id element_ plus the timestamp given', () => {
    expect(newStoryElement(1735689600000)).toEqual({ id: 'element_1735689600000', name: '', role: '', instructions: '', appearance: '', facts: [] });
  });
});
