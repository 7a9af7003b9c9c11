// The game sidebar (spec 1 §2): the character (name, pronouns, collapsible description), a
// selector to look at the other players' characters, stats grouped by group, who the story waits
// for, Invite (the story's codes, in multiplayer), Share Feedback and Leave Story.
import type { ClientOtherPlayer, ClientOwnPlayer, ClientStoryState, PlayerSlot } from '@schemas';
import { useId, useState } from 'react';
import { ChevronDownIcon, ShareIcon } from '../../shared/icons/icons';
import { SpeechIcon } from '../../shared/icons/user-menu-icons';
import { buttonClass } from '../../shared/ui/button-styles';
import { waitingLabel } from './beat/story-flow';
import { LeaveIcon } from './game-icons';
import { StatGroups } from './stat-groups';
import { WaitingPlayers, type PlayerNames } from './waiting-players';

/** Props of the sidebar. */
export type GameSidebarProps = {
  state: ClientStoryState;
  own: ClientOwnPlayer;
  names: PlayerNames;
  onFeedback: () => void;
  onLeave: () => void;
  /** Opens the Invite sheet (shown in stories with more than one player). */
  onInvite: () => void;
};

function Description({ player }: { player: ClientOtherPlayer }) {
  const [open, setOpen] = useState(false);
  const id = useId();
  if (!player.appearance && !player.fluff) return null;
  return (
    <div className="mt-2">
      <button
        type="button"
        aria-expanded={open}
        aria-controls={id}
        onClick={() => setOpen((o) => !o)}
        className="-ml-2 inline-flex min-h-11 items-center gap-1 rounded-lg px-2 text-sm font-semibold text-ember-700 hover:bg-ember-50"
      >
        Description
        <ChevronDownIcon className={`size-4 transition-transform ${open ? 'rotate-180' : ''}`} />
      </button>
      <div id={id} hidden={!open} className="space-y-2 text-sm leading-relaxed text-ink-800">
        {player.appearance && <p>{player.appearance}</p>}
        {player.fluff && <p>{player.fluff}</p>}
      </div>
    </div>
  );
}

/** The sidebar's content (the layout places it fixed or in a drawer). */
export function GameSidebar({ state, own, names, onFeedback, onLeave, onInvite }: GameSidebarProps) {
  const slots = (Object.keys(state.players) as PlayerSlot[]).sort();
  const [viewed, setViewed] = useState<PlayerSlot>(state.playerSlot);
  const viewedPlayer = viewed === state.playerSlot ? own : state.players[viewed];
  const selectId = useId();
  const chosen = own.identityChoice !== -1;
  const stats = [
    ...state.playerStats.map((stat) => ({ stat, values: own.statValues })),
    ...state.sharedStats.map((stat) => ({ stat, values: state.sharedStatValues })),
  ];
  const selecting = !state.characterSelectionCompleted;

  return (
    <div className="flex flex-col gap-6">
      <section aria-label="Character">
        {slots.length > 1 && (
          <div className="mb-3">
            <label htmlFor={selectId} className="text-xs font-bold tracking-wider text-ink-600 uppercase">
              Character
            </label>
            <select
              id={selectId}
              value={viewed}
              onChange={(e) => setViewed(e.target.value as PlayerSlot)}
              className="mt-1 min-h-11 w-full rounded-xl border border-parchment-400 bg-white px-3 text-ink-950"
            >
              {slots.map((slot) => (
                <option key={slot} value={slot}>
                  {waitingLabel(slot, state.playerSlot)}
                  {state.players[slot]?.name ? ` — ${state.players[slot]?.name}` : ''}
                  {state.leftPlayers.includes(slot) ? ' (left)' : ''}
                </option>
              ))}
            </select>
          </div>
        )}
        {viewedPlayer && viewedPlayer.identityChoice !== -1 ? (
          <>
            <h2 className="text-2xl leading-tight font-semibold">{viewedPlayer.name}</h2>
            <p className="text-sm text-ink-600">
              {viewedPlayer.pronouns.personal}/{viewedPlayer.pronouns.object}
            </p>
            <Description key={viewed} player={viewedPlayer} />
          </>
        ) : (
          <p className="text-sm text-ink-700">{viewed === state.playerSlot ? 'Choose your character to begin.' : 'This player has not chosen a character yet.'}</p>
        )}
      </section>

      <section aria-label="Stats">
        {viewed === state.playerSlot ? (
          chosen ? (
            <StatGroups stats={stats} order={state.statGroups} />
          ) : (
            <p className="text-sm text-ink-600">Your stats appear once you have chosen a background.</p>
          )
        ) : (
          <p className="text-sm text-ink-600">Each player's stats stay private to them.</p>
        )}
      </section>

      <section aria-label="Progress" className="rounded-2xl bg-parchment-200/60 p-3">
        {state.gameOver ? (
          <p className="text-sm font-medium text-ink-800">{state.closed ? 'Your teacher ended this class.' : 'The story is complete.'}</p>
        ) : (
          <>
            {!selecting && (
              <p className="mb-2 text-xs font-bold tracking-wider text-ink-600 uppercase">
                Turn {Math.max(1, state.currentTurn)} of {state.maxTurns}
              </p>
            )}
            <WaitingPlayers
              compact
              pending={state.pendingPlayers}
              own={state.playerSlot}
              names={names}
              emptyText={selecting ? 'Waiting for all players to select characters...' : 'Generating next story beat...'}
            />
          </>
        )}
      </section>

      <div className="flex flex-col gap-2">
        {slots.length > 1 && (
          <button type="button" className={buttonClass('secondary', 'md', 'justify-start')} onClick={onInvite}>
            <ShareIcon className="size-4" />
            Invite
          </button>
        )}
        <button type="button" className={buttonClass('secondary', 'md', 'justify-start')} onClick={onFeedback}>
          <SpeechIcon className="size-4" />
          Share Feedback
        </button>
        <button type="button" className={buttonClass('ghost', 'md', 'justify-start text-danger-600 hover:text-danger-600')} onClick={onLeave}>
          <LeaveIcon className="size-4" />
          Leave Story
        </button>
      </div>
    </div>
  );
}
