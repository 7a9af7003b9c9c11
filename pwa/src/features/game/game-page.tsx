// The game page /game/:code (spec 1 §2 'Game page', §4). It renders from the device (the story
// store and the outbox, read live from Dexie), so every beat seen is there offline; the session
// keeps the store in step with the server and delivers queued actions.
import type { ClientOwnPlayer, PlayerSlot } from '@schemas';
import { useCallback, useEffect, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { useMediaQuery } from '../../shared/browser/use-media-query';
import { useOnlineStatus } from '../../shared/browser/use-online-status';
import { setOfflineSituation, type OfflineSituation } from '../../shared/offline-messages';
import { HomeIcon } from '../../shared/icons/icons';
import { showToast } from '../../shared/toast/toast-store';
import { buttonClass } from '../../shared/ui/button-styles';
import { Modal } from '../../shared/ui/modal';
import { Spinner } from '../../shared/ui/spinner';
import { FeedbackModal, type FeedbackRequest } from '../feedback';
import { StoryDisplay } from './beat/story-display';
import { storyStage } from './beat/story-flow';
import { CharacterCard } from './character-card';
import { CharacterSelection } from './character-selection';
import { GameLayout } from './game-layout';
import { GameRateLimitNotice } from './game-rate-limit-notice';
import { BeatDraftCard } from './beat-draft-card';
import { GameSidebar } from './game-sidebar';
import { InviteModal } from './invite-modal';
import { useOutbox } from './session/outbox-hooks';
import type { SessionSnapshot } from './session/session';
import { useGameSession } from './session/session-hooks';
import { ownPlayer, storyKey } from './session/story-store';
import { useStoredStory } from './session/story-store-hooks';
import { useKeepPictures } from './use-keep-pictures';
import { useWaitingPoll } from './session/wait-poll-hooks';
import { OfflineStoryNotice } from './solo/offline-notices';
import { StorytellerNotice } from './storyteller-notice';
import { useOfflineStory, useOfflineSync } from './solo/offline-hooks';
import type * as OfflinePlayApi from './solo/offline-play';
import { loadOfflinePlay } from './solo/offline-play-loader';
import { WaitingPlayers, type PlayerNames } from './waiting-players';
import { ClassEndedNotice } from './class-ended-notice';

type OfflinePlayModule = typeof OfflinePlayApi;

/** The route component. */
export function GamePage() {
  const { code: rawCode = '' } = useParams();
  const code = storyKey(rawCode);
  const online = useOnlineStatus();
  // A solo story played on this device (issue 21) has no server session until it is uploaded.
  const offline = useOfflineStory(code);
  const playedHere = !!offline && offline.status !== 'synced';
  const { session, snapshot: sessionSnapshot } = useGameSession(code, offline === null || offline?.status === 'synced');
  const snapshot = playedHere ? { ...sessionSnapshot, phase: 'joined' as const, error: null, connection: 'connected' as const, sending: false, joinedState: null, stale: null, rateLimit: null, draft: null } : sessionSnapshot;
  useOfflineSync(online);
  const [offlineBusy, setOfflineBusy] = useState(false);
  const stored = useStoredStory(code);
  const outbox = useOutbox(code);
  const reducedMotion = useMediaQuery('(prefers-reduced-motion: reduce)');
  const navigate = useNavigate();
  const [feedback, setFeedback] = useState<FeedbackRequest | null>(null);
  const [drawerOpen, setDrawerOpen] = useState(false);
  const [inviteOpen, setInviteOpen] = useState(false);

  useEffect(() => session.onNotice((n) => void showToast({ kind: n.kind, title: n.title, message: n.message, duration: n.duration })), [session]);

  const leave = useCallback(async () => {
    setDrawerOpen(false);
    await session.exit();
    await navigate('/');
  }, [session, navigate]);
  const clearRateLimit = useCallback(() => session.clearRateLimit(), [session]);

  // The device's copy; on a first visit, until that is stored, the state the join answered with.
  const state = stored?.state ?? snapshot.joinedState ?? undefined;
  const own: ClientOwnPlayer | undefined = state ? ownPlayer(state) : undefined;
  const stage = state && own ? storyStage(state, own) : null;
  // The banner's one offline message for this page (shared/offline-messages.ts); the page repeats none.
  const situation: OfflineSituation = playedHere ? 'device-story' : !state ? (stored === null ? 'story-not-here' : 'server-story') : state.gameOver ? 'story-over' : 'server-story';
  useEffect(() => setOfflineSituation(situation), [situation]);
  useEffect(() => () => setOfflineSituation('general'), []);
  useKeepPictures(state, own, online);
  // While waiting on the others, the feed is polled so a silently dead socket cannot stall the story.
  useWaitingPoll(session, code, state, outbox, online);
  // Each stage starts at the top of the page (confirming a character happens at its bottom).
  useEffect(() => {
    if (stage !== null) window.scrollTo({ top: 0 });
  }, [stage]);

  const overlays = (
    <>
      <FeedbackModal request={feedback} onClose={() => setFeedback(null)} />
      <StaleNotice snapshot={snapshot} onTakeBack={() => session.takeBack()} />
    </>
  );
  const rateLimit = snapshot.rateLimit && (
    <GameRateLimitNotice timeRemaining={snapshot.rateLimit.timeRemaining} receivedAt={snapshot.rateLimit.receivedAt} onDone={clearRateLimit} />
  );

  if (snapshot.phase === 'exiting') return <CenteredStatus title="Exiting game" />;
  if (!state || !own) {
    if (stored === undefined) return <CenteredStatus title="Connecting to Game" />;
    if (snapshot.phase === 'error') return <GameError message={snapshot.error} />;
    if (snapshot.phase === 'setting_up') {
      return (
        <CenteredStatus title="Creating your story" notice={rateLimit}>
          This may take a few minutes. The game opens by itself when the story is ready.
        </CenteredStatus>
      );
    }
    return (
      <>
        <CenteredStatus title={online ? 'Connecting to Game' : 'Not on this device yet'} notice={rateLimit} />
        {overlays}
      </>
    );
  }

  const names: PlayerNames = Object.fromEntries(Object.entries(state.players).map(([slot, p]) => [slot, p?.name ?? ''])) as PlayerNames;
  const choicePending = offlineBusy || (snapshot.sending && outbox.some((r) => r.type === 'make_choice'));
  // Each offline step runs in the engine worker; its chunk loads with the first one.
  const offlineStep = (step: (play: OfflinePlayModule) => Promise<void>): Promise<void> => {
    setOfflineBusy(true);
    const started = performance.now();
    return loadOfflinePlay()
      .then(step)
      // Read by bench:pwa: the worker's step and the store write, without the page's animations.
      .then(() => void performance.measure('offline-step', { start: started }))
      .catch((error: unknown) => {
        console.error('[GamePage] offline step', error);
        showToast({ kind: 'error', title: 'Something went wrong', message: 'The next beat could not be written on this device. Please try again.' });
      })
      .finally(() => setOfflineBusy(false));
  };
  const notices = (
    <>
      {offline && <OfflineStoryNotice row={offline} online={online} />}
      {state.closed && <ClassEndedNotice />}
      <StorytellerNotice text={state.storytellerNotice} />
      {rateLimit}
      {snapshot.phase === 'error' && snapshot.error && (
        <p role="alert" className="rounded-2xl border border-danger-600/25 bg-danger-50 px-4 py-3 text-sm text-danger-600">
          {snapshot.error}
        </p>
      )}
      {online && snapshot.connection !== 'connected' && snapshot.phase !== 'error' && (
        <p role="status" className="flex items-center gap-2 text-sm text-ink-700">
          <Spinner className="size-4" /> Reconnecting… you can keep reading and choosing.
        </p>
      )}
    </>
  );

  return (
    <>
      <title>{`${state.title} · Taleforge`}</title>
      <GameLayout
        sidebar={
          <GameSidebar
            state={state}
            own={own}
            names={names}
            onFeedback={() => setFeedback({ kind: 'general', context: { storyId: state.id, storyTitle: state.title } })}
            onLeave={() => void leave()}
            onInvite={() => setInviteOpen(true)}
          />
        }
        menuLabel={own.identityChoice !== -1 ? own.name : 'Character'}
        drawerOpen={drawerOpen}
        onDrawer={setDrawerOpen}
        notices={notices}
        wide={stage === 'character_selection'}
      >
        {stage === 'character_selection' && (
          <CharacterSelection
            state={state}
            outbox={outbox}
            online={online}
            pending={snapshot.sending}
            learner={snapshot.learner}
            onConfirm={(i, b, name) => void (playedHere ? offlineStep((p) => p.selectOffline(code, i, b)) : session.selectCharacter(i, b, name))}
          />
        )}
        {stage === 'waiting_for_players' && (
          <CharacterCard
            player={own}
            status={
              <>
                <p role="status" className="flex items-center gap-3 font-medium text-ink-900">
                  <Spinner className="size-5" />
                  Waiting for all players to select characters...
                </p>
                {state.pendingPlayers.length > 0 && (
                  <div className="mt-3">
                    <WaitingPlayers pending={state.pendingPlayers} own={state.playerSlot} names={names} emptyText="" />
                  </div>
                )}
              </>
            }
          />
        )}
        {stage === 'first_beat' &&
          (snapshot.draft ? <BeatDraftCard draft={snapshot.draft} /> : <CharacterCard player={own} status={<Spinner label="First story beat is being generated" />} />)}
        {stage === 'story' && (
          <StoryDisplay
            state={state}
            own={own}
            outbox={outbox}
            online={online}
            choicePending={choicePending}
            reducedMotion={reducedMotion}
            names={names}
            onChoose={(optionIndex, turn) => (playedHere ? offlineStep((p) => p.chooseOfflineOption(code, optionIndex, turn)) : session.choose(optionIndex, turn))}
            onFeedback={setFeedback}
            draft={snapshot.draft}
          />
        )}
      </GameLayout>
      <InviteModal
        open={inviteOpen}
        onClose={() => setInviteOpen(false)}
        storyId={state.id}
        storyTitle={state.title}
        slots={Object.keys(state.players) as PlayerSlot[]}
        ownSlot={state.playerSlot}
        ownCode={code}
      />
      {overlays}
    </>
  );
}

/**
 * The page's status while there is no story to show. It fills the screen below the top bar (the
 * game page's prerendered shell, issue 31): when the story arrives it takes this place, and
 * nothing on screen (the footer) is pushed down.
 */
function CenteredStatus({ title, children, notice }: { title: string; children?: React.ReactNode; notice?: React.ReactNode }) {
  return (
    <div className="mx-auto flex min-h-[calc(100dvh-4rem)] max-w-md flex-col items-center justify-center gap-5 px-4 py-16 text-center">
      {notice}
      <span className="grid size-16 place-items-center rounded-full bg-parchment-50 shadow-card">
        <span aria-hidden="true" className="size-9 rounded-full border-4 border-parchment-300 border-t-ember-500 motion-safe:animate-spin motion-reduce:animate-shimmer" />
      </span>
      <h1 className="text-2xl font-semibold sm:text-3xl" role="status">
        {title}
      </h1>
      {children && <p className="text-ink-700">{children}</p>}
    </div>
  );
}

/** An error and no story (spec 1 §2): the error text with a homepage link. */
function GameError({ message }: { message: string | null }) {
  return (
    <div className="mx-auto flex min-h-[60dvh] max-w-md flex-col items-center justify-center gap-4 px-4 py-16 text-center">
      <h1 className="text-2xl font-semibold sm:text-3xl">We couldn't open this game</h1>
      <p role="alert" className="text-lg text-ink-800">
        {message ?? 'Verification failed'}
      </p>
      <Link to="/" className={buttonClass('primary', 'lg', 'mt-2')}>
        <HomeIcon />
        Go to the homepage
      </Link>
    </div>
  );
}

/** connection_stale: the game was opened in another window; offer to take it back. */
function StaleNotice({ snapshot, onTakeBack }: { snapshot: SessionSnapshot; onTakeBack: () => void }) {
  const [dismissed, setDismissed] = useState<string | null>(null);
  const open = snapshot.stale !== null && dismissed !== snapshot.stale;
  return (
    <Modal
      open={open}
      onClose={() => setDismissed(snapshot.stale)}
      size="sm"
      title="Open in another window"
      closeOnBackdrop={false}
      footer={
        <button
          type="button"
          className={buttonClass('primary')}
          onClick={() => {
            setDismissed(null);
            onTakeBack();
          }}
        >
          Play here instead
        </button>
      }
    >
      <p className="text-ink-800">This game is open in another window, so this one has stopped following it.</p>
      <p className="mt-2 text-sm text-ink-700">You can keep reading here, or take the game back to this window.</p>
    </Modal>
  );
}
