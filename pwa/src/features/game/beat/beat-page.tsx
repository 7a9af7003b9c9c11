// One beat of the story display (spec 1 §2): the previous beat's chosen option above it, the
// story title on the first beat, the beat's title and prose, 'Like this beat?', and the options
// (buttons only when a choice may be made; otherwise the chosen one highlighted and the status).
import type { ClientBeat, ClientStoryState } from '@schemas';
import { useState } from 'react';
import { Link } from 'react-router';
import { ThumbDownIcon, ThumbUpIcon } from '../../../shared/icons/user-menu-icons';
import type { OutboxRow } from '../../../shared/local-db/local-db';
import { StoryProse } from '../../../shared/markdown/markdown';
import { buttonClass } from '../../../shared/ui/button-styles';
import { Spinner } from '../../../shared/ui/spinner';
import type { FeedbackRequest } from '../../feedback';
import { ClockIcon, DieIcon } from '../game-icons';
import { useFocusWhenLost } from '../use-focus-when-lost';
import { ChosenOptionCard } from './chosen-option-card';
import { afterChoiceStatus, afterChoiceStatusText, canChoose, effectiveChoice } from './story-flow';
import { STATIC_FRAME } from './use-roll-animation';

/** Props of a beat page. */
export type BeatPageProps = {
  state: ClientStoryState;
  beats: readonly ClientBeat[];
  beatIndex: number;
  outbox: readonly OutboxRow[];
  online: boolean;
  choicePending: boolean;
  onChoose: (optionIndex: number, turn: number) => Promise<unknown>;
  onFeedback: (request: FeedbackRequest) => void;
};

const LETTERS = ['A', 'B', 'C'];

/** A beat with its surroundings. */
export function BeatPage({ state, beats, beatIndex, outbox, online, choicePending, onChoose, onFeedback }: BeatPageProps) {
  const beat = beats[beatIndex];
  const [picked, setPicked] = useState<number | null>(null);
  const heading = useFocusWhenLost<HTMLHeadingElement>();
  if (!beat) return null;
  const previous = beatIndex > 0 ? beats[beatIndex - 1] : undefined;
  const previousChoice = previous ? effectiveChoice(previous, outbox) : -1;
  const isLatest = beatIndex === beats.length - 1;
  // The tap itself locks the options: the outbox row shows up a moment later.
  const choosable = picked === null && canChoose(state, beats, beatIndex, outbox, choicePending);
  const chosen = picked ?? effectiveChoice(beat, outbox);
  const status = isLatest ? afterChoiceStatus(state, beat, outbox, online) : null;
  const ended = state.gameOver && isLatest;

  return (
    <article aria-labelledby={`beat-title-${beat.id}`} className="space-y-6">
      {previous && previousChoice !== -1 && (
        <ChosenOptionCard key={previous.id} beat={previous} choice={previousChoice} frame={{ ...STATIC_FRAME, chipsShown: 99, animating: false }} defaultExpanded={false} />
      )}
      <header>
        {beatIndex === 0 && <p className="font-display text-lg font-semibold text-ember-700 sm:text-xl">{state.title}</p>}
        <h2 ref={heading} tabIndex={-1} id={`beat-title-${beat.id}`} className="mt-1 text-3xl leading-tight font-semibold outline-none sm:text-4xl">
          {beat.title}
        </h2>
      </header>
      <StoryProse text={beat.text} images={state.images} />

      <LikeThisBeat onRate={(rating) => onFeedback({ kind: 'beat', rating, context: { storyId: state.id, storyTitle: state.title, storyText: beat.text } })} />

      {ended ? (
        <GameOverCard title={state.title} closed={state.closed === true} />
      ) : choosable ? (
        <fieldset>
          <legend className="mb-3 font-display text-xl font-semibold text-ink-950">What do you do?</legend>
          <div className="space-y-3">
            {beat.options.map((option, i) => (
              <button
                key={i}
                type="button"
                onClick={() => {
                  setPicked(i);
                  // Once queued, the outbox row carries the choice (and a refusal frees the options).
                  void onChoose(i, beat.turn).finally(() => setTimeout(() => setPicked(null), 300));
                }}
                className="group flex min-h-14 w-full items-start gap-3 rounded-2xl border border-parchment-400 bg-white px-4 py-3 text-left shadow-sm transition-colors hover:border-ember-500 hover:bg-ember-50 active:bg-ember-100"
              >
                <span aria-hidden="true" className="mt-0.5 grid size-7 shrink-0 place-items-center rounded-full bg-parchment-200 text-sm font-bold text-ink-800 group-hover:bg-ember-500 group-hover:text-white">
                  {LETTERS[i]}
                </span>
                <span className="flex-1">
                  <span className="block font-medium text-ink-950">{option.text}</span>
                  <OptionTags option={option} />
                </span>
              </button>
            ))}
          </div>
        </fieldset>
      ) : chosen !== -1 ? (
        <div>
          <h3 className="sr-only">Options</h3>
          <ol className="space-y-2">
            {beat.options.map((option, i) => (
              <li
                key={i}
                aria-current={i === chosen ? 'true' : undefined}
                className={`flex items-start gap-3 rounded-2xl border px-4 py-3 ${
                  i === chosen ? 'border-ember-500 bg-ember-50 text-ink-950 ring-1 ring-ember-500' : 'border-parchment-300 text-ink-600'
                }`}
              >
                <span aria-hidden="true" className={`mt-0.5 grid size-7 shrink-0 place-items-center rounded-full text-sm font-bold ${i === chosen ? 'bg-ember-600 text-white' : 'bg-parchment-200'}`}>
                  {LETTERS[i]}
                </span>
                <span className="flex-1">
                  {option.text}
                  {i === chosen && <span className="sr-only"> (your choice)</span>}
                </span>
              </li>
            ))}
          </ol>
          {status && (
            <p className="mt-4 flex items-center gap-2 font-medium text-ink-800" role="status">
              {status === 'queued_offline' ? <ClockIcon className="size-5 text-ember-600" /> : <Spinner className="size-5" />}
              {afterChoiceStatusText(status)}
            </p>
          )}
        </div>
      ) : null}
    </article>
  );
}

function OptionTags({ option }: { option: ClientBeat['options'][number] }) {
  const tags: string[] = [];
  if (option.optionType === 'challenge') tags.push('Challenge');
  if (option.resourceType === 'sacrifice') tags.push('Sacrifice');
  if (option.resourceType === 'reward') tags.push('Reward');
  if (tags.length === 0) return null;
  return (
    <span className="mt-1 flex flex-wrap gap-1.5">
      {tags.map((t) => (
        <span key={t} className="inline-flex items-center gap-1 rounded-full bg-parchment-200 px-2 py-0.5 text-xs font-medium text-ink-700">
          {t === 'Challenge' && <DieIcon className="size-3.5" />}
          {t}
        </span>
      ))}
    </span>
  );
}

function LikeThisBeat({ onRate }: { onRate: (rating: 'positive' | 'negative') => void }) {
  const thumb = 'grid size-11 place-items-center rounded-full border border-parchment-300 text-ink-700 hover:border-ink-500 hover:bg-parchment-50 hover:text-ink-950';
  return (
    <div className="flex items-center gap-2 border-t border-parchment-300 pt-4">
      <span className="text-sm text-ink-700">Like this beat?</span>
      <button type="button" className={thumb} onClick={() => onRate('positive')} aria-label="I like this beat">
        <ThumbUpIcon />
      </button>
      <button type="button" className={thumb} onClick={() => onRate('negative')} aria-label="I don't like this beat">
        <ThumbDownIcon />
      </button>
    </div>
  );
}

/** The ending (spec 1 §4: game over at the story's ending state), or where a class's story stopped when its teacher ended the class (issue 33). */
function GameOverCard({ title, closed }: { title: string; closed: boolean }) {
  return (
    <section aria-labelledby="game-over-title" className="on-dark rounded-3xl bg-night-800 px-6 py-8 text-center text-night-100 shadow-lift sm:px-10">
      <p className="text-sm font-bold tracking-[0.2em] text-gold-300 uppercase">{closed ? 'Class ended' : 'The End'}</p>
      <h2 id="game-over-title" className="mt-2 text-3xl font-semibold text-white">
        {title}
      </h2>
      <p className="mx-auto mt-3 max-w-md">
        {closed ? 'Your teacher has ended this class, so the story stops here. Every beat stays here to reread.' : 'Your story has reached its final beat. Every beat stays here to reread.'}
      </p>
      <div className="mt-6 flex flex-wrap justify-center gap-3">
        <Link to="/library" className={buttonClass('primary', 'lg')}>
          Play another story
        </Link>
        <Link to="/" className={buttonClass('on-dark', 'lg')}>
          Home
        </Link>
      </div>
    </section>
  );
}
