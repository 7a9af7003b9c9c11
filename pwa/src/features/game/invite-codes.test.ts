import { describe, expect, it } from 'vitest';
import { inviteEntries, knowsOtherCodes } from './invite-codes';

describe('the Invite sheet’s codes', () => {
  it('the creator’s device: every slot’s code in slot order, this player’s marked (You)', () => {
    const entries = inviteEntries(['aaaa', 'BBBB', 'CCCC'], ['player3', 'player1', 'player2'], 'player1', 'AAAA');
    expect(entries).toEqual([
      { code: 'AAAA', own: true, label: 'Player 1 (You)' },
      { code: 'BBBB', own: false, label: 'Player 2' },
      { code: 'CCCC', own: false, label: 'Player 3' },
    ]);
    expect(knowsOtherCodes(entries)).toBe(true);
  });

  it('a device that joined by link knows only its own code', () => {
    const entries = inviteEntries(['DDDD'], ['player1', 'player2'], 'player2', 'dddd');
    expect(entries).toEqual([{ code: 'DDDD', own: true, label: 'Player 2 (You)' }]);
    expect(knowsOtherCodes(entries)).toBe(false);
    expect(inviteEntries([], ['player1', 'player2'], 'player2', 'DDDD')).toEqual([{ code: 'DDDD', own: true, label: 'Player 2 (You)' }]);
  });
});
