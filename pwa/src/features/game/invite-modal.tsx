// "Invite" in the game's side sheet: once the host has pressed Begin, the code screen is gone,
// so this is where the story's codes stay reachable (issue 14): each code this device keeps, its
// invite link, copy buttons and the system share sheet where the device has one.
import type { PlayerSlot } from '@schemas';
import { useLiveQuery } from 'dexie-react-hooks';
import { codeSetOfStory } from '../../shared/local-db/code-sets';
import { CodeBox } from '../../shared/ui/code-box';
import { Modal } from '../../shared/ui/modal';
import { inviteEntries, knowsOtherCodes } from './invite-codes';

/** Props of the Invite sheet. */
export type InviteModalProps = {
  open: boolean;
  onClose: () => void;
  storyId: string;
  storyTitle: string;
  slots: readonly PlayerSlot[];
  ownSlot: PlayerSlot;
  /** The code this page plays with. */
  ownCode: string;
};

/** The Invite dialog. */
export function InviteModal({ open, onClose, storyId, storyTitle, slots, ownSlot, ownCode }: InviteModalProps) {
  const set = useLiveQuery(() => (open ? codeSetOfStory(storyId) : null), [open, storyId]);
  const entries = inviteEntries(set?.codes ?? [], slots, ownSlot, ownCode);
  return (
    <Modal
      open={open}
      onClose={onClose}
      title="Invite players"
      description="Each player joins with their own code or invite link. Anyone with a link plays that player's part."
      size="md"
    >
      {!knowsOtherCodes(entries) && (
        <p className="mb-4 rounded-xl bg-parchment-200/70 px-3 py-2.5 text-sm text-ink-800">
          This device only keeps your own code. Whoever started the story has the other players' codes.
        </p>
      )}
      <ul className="space-y-3">
        {entries.map((e) => (
          <li key={e.code}>
            <CodeBox label={e.label} code={e.code} highlight={e.own} storyTitle={storyTitle} />
          </li>
        ))}
      </ul>
    </Modal>
  );
}
