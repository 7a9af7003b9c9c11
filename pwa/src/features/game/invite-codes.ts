// Which invite codes the game's Invite sheet can show: the codes of this story that this device
// keeps (the creator's device keeps every slot's, in slot order; a joined device only its own).
import type { PlayerSlot } from '@schemas';

/** One code of the Invite sheet, labelled as the code screen labels it (spec 1 §2 'Code screen'). */
export type InviteEntry = { code: string; label: string; own: boolean };

function slotNumber(slot: PlayerSlot): number {
  return Number(slot.replace('player', ''));
}

/**
 * The sheet's entries: with a full set (one code per slot) each is 'Player N', ' (You)' on this
 * player's; otherwise only what the device knows, this player's code first. Codes compare
 * case-insensitively.
 * @example inviteEntries(['AB', 'CD'], ['player1', 'player2'], 'player2', 'cd') // Player 1, Player 2 (You)
 */
export function inviteEntries(known: readonly string[], slots: readonly PlayerSlot[], ownSlot: PlayerSlot, ownCode: string): InviteEntry[] {
  const own = ownCode.trim().toUpperCase();
  const codes = [...new Set(known.map((c) => c.trim().toUpperCase()).filter((c) => c !== ''))];
  const ordered = [...slots].sort((a, b) => slotNumber(a) - slotNumber(b));
  if (codes.length === ordered.length && codes.includes(own)) {
    return codes.map((code, i) => {
      const mine = code === own;
      return { code, own: mine, label: `Player ${slotNumber(ordered[i] ?? ownSlot)}${mine ? ' (You)' : ''}` };
    });
  }
  const others = codes.filter((c) => c !== own);
  return [
    { code: own, own: true, label: `Player ${slotNumber(ownSlot)} (You)` },
    ...others.map((code) => ({ code, own: false, label: 'Another player' })),
  ];
}

/** Whether the device knows any code besides this player's own. */
export function knowsOtherCodes(entries: readonly InviteEntry[]): boolean {
  return entries.some((e) => !e.own);
}
