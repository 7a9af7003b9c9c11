// Character selection (spec 1 §2): an Identity grid (3 columns) and a Background grid (2-3
// columns) with fluff filled for the chosen identity and the background's starting stats; identity
// 0 preselected; 'Confirm Selection' until both are chosen, then 'Processing Character Selection...'.
import { fillFluff } from '@engine';
import type { ClientStat, ClientStoryState, ImageReference, StatValue } from '@schemas';
import { useId, useState } from 'react';
import { StoryImage } from '../../shared/images/story-image';
import type { OutboxRow } from '../../shared/local-db/local-db';
import { MarkdownText } from '../../shared/markdown/markdown';
import { buttonClass } from '../../shared/ui/button-styles';
import { clampPercent, statText } from './stat-row';

import { ClockIcon } from './game-icons';
import { QUEUED_OFFLINE_TEXT } from './beat/story-flow';

/** Props of the selection screen. */
export type CharacterSelectionProps = {
  state: ClientStoryState;
  outbox: readonly OutboxRow[];
  online: boolean;
  pending: boolean;
  /** A learner of a class (issue 33): they may give a name for their teacher's board. */
  learner?: { number: number; name: string | null } | null;
  onConfirm: (identityIndex: number, backgroundIndex: number, learnerName?: string) => void;
};

/** The portrait of an identity, the World's or the story's own: `{slot}_{index}` in `players` (spec 1 §3). */
function identityImage(state: ClientStoryState, index: number): ImageReference | undefined {
  const id = `${state.playerSlot}_${index}`;
  return state.images.find((i) => i.id === id && i.subDirectory === 'players');
}

function statDisplay(stat: ClientStat, value: StatValue['value']): string {
  return stat.type === 'percentage' ? `${clampPercent(value)}%` : stat.type === 'opposites' ? `${clampPercent(value)} / ${100 - clampPercent(value)}` : statText(value);
}

/** Who are you? */
export function CharacterSelection({ state, outbox, online, pending, learner = null, onConfirm }: CharacterSelectionProps) {
  const { possibleCharacterIdentities: identities, possibleCharacterBackgrounds: backgrounds } = state.characterSelectionOptions;
  const queuedRow = outbox.find((r) => r.type === 'select_character' && r.status === 'queued');
  const [identity, setIdentity] = useState<number>(() => (queuedRow ? Number(queuedRow.payload.identityIndex) : 0));
  const [background, setBackground] = useState<number>(() => (queuedRow ? Number(queuedRow.payload.backgroundIndex) : -1));
  const headingId = useId();
  const nameId = useId();
  const [learnerName, setLearnerName] = useState(() => (queuedRow ? String(queuedRow.payload.learnerName ?? '') : (learner?.name ?? '')));
  const busy = queuedRow !== undefined || pending;
  const chosenIdentity = identities[identity] ?? identities[0];
  const title = state.characterSelectionIntroduction.title.trim() || 'Who are you?';
  const intro = state.characterSelectionIntroduction.text.trim();
  const statsById = new Map([...state.playerStats, ...state.sharedStats].map((s) => [s.id, s]));

  return (
    <section aria-labelledby={headingId} className="space-y-8">
      <header>
        <p className="font-display text-lg font-semibold text-ember-700">{state.title}</p>
        <h1 id={headingId} className="mt-1 text-3xl font-semibold sm:text-4xl">
          {title}
        </h1>
        {intro && (
          <div className="prose-story mt-3 text-ink-800">
            <MarkdownText text={intro} />
          </div>
        )}
      </header>

      <fieldset disabled={busy}>
        <legend className="mb-3 font-display text-2xl font-semibold text-ink-950">Identity</legend>
        <div className="grid gap-3 @xl:grid-cols-3">
          {identities.map((option, i) => {
            const image = identityImage(state, i);
            const selected = identity === i;
            return (
              <label key={i} className={`${cardClass(selected)} ${image ? 'grid grid-cols-[5.5rem_minmax(0,1fr)] items-start gap-x-4 @xl:grid-cols-1' : 'flex flex-col'}`}>
                <input type="radio" name="identity" value={i} checked={selected} onChange={() => setIdentity(i)} className="sr-only" />
                {image && (
                  <StoryImage
                    image={image}
                    width={420}
                    height={560}
                    alt={`Portrait of ${option.name}`}
                    loading={i === 0 ? 'eager' : 'lazy'}
                    generatingLabel="Painting…"
                    className="rounded-xl bg-parchment-200 @xl:mb-3"
                  />
                )}
                <span className="flex flex-col">
                  <span className="flex items-baseline justify-between gap-2">
                    <span className="font-display text-xl font-semibold text-ink-950">{option.name}</span>
                    <SelectedMark selected={selected} />
                  </span>
                  <span className="text-sm text-ink-600">
                    {option.pronouns.personal}/{option.pronouns.object}
                  </span>
                  {option.appearance && <span className="mt-2 text-sm leading-relaxed text-ink-800">{option.appearance}</span>}
                </span>
              </label>
            );
          })}
        </div>
      </fieldset>

      <fieldset disabled={busy}>
        <legend className="mb-3 font-display text-2xl font-semibold text-ink-950">Background</legend>
        <div className="grid gap-3 @md:grid-cols-2 @3xl:grid-cols-3">
          {backgrounds.map((option, i) => {
            const selected = background === i;
            const stats = option.initialPlayerStatValues
              .map((v) => ({ stat: statsById.get(v.statId), value: v.value }))
              .filter((s): s is { stat: ClientStat; value: StatValue['value'] } => s.stat !== undefined && s.stat.partOfPlayerBackgrounds && s.stat.isVisible);
            return (
              <label key={i} className={`${cardClass(selected)} flex flex-col`}>
                <input type="radio" name="background" value={i} checked={selected} onChange={() => setBackground(i)} className="sr-only" />
                <span className="flex items-baseline justify-between gap-2">
                  <span className="font-display text-xl font-semibold text-ink-950">{option.title}</span>
                  <SelectedMark selected={selected} />
                </span>
                {option.fluffTemplate && (
                  <span className="mt-2 text-sm leading-relaxed text-ink-800">{chosenIdentity ? fillFluff(option.fluffTemplate, chosenIdentity) : option.fluffTemplate}</span>
                )}
                {stats.length > 0 && (
                  <span className="mt-3 flex flex-wrap gap-1.5">
                    {stats.map(({ stat, value }) => (
                      <span key={stat.id} className="rounded-full bg-parchment-200 px-2.5 py-0.5 text-xs text-ink-800">
                        {stat.name} <strong className="tabular-nums">{statDisplay(stat, value)}</strong>
                      </span>
                    ))}
                  </span>
                )}
              </label>
            );
          })}
        </div>
      </fieldset>

      {learner && (
        <div className="max-w-md">
          <label htmlFor={nameId} className="font-display text-2xl font-semibold text-ink-950">
            Your name <span className="font-sans text-base font-normal text-ink-600">(optional)</span>
          </label>
          <p className="text-sm text-ink-700">Your teacher sees it on the class board. Leave it empty to be Learner {learner.number}.</p>
          <input
            id={nameId}
            value={learnerName}
            onChange={(e) => setLearnerName(e.target.value)}
            maxLength={40}
            autoComplete="given-name"
            disabled={busy}
            placeholder={`Learner ${learner.number}`}
            className="mt-2 block min-h-11 w-full rounded-xl border border-parchment-400 bg-white px-3 text-lg"
          />
        </div>
      )}

      <div className="flex flex-col items-stretch gap-3 sm:flex-row sm:items-center">
        <button
          type="button"
          className={buttonClass('primary', 'lg', 'sm:min-w-64')}
          disabled={busy || identity < 0 || background < 0}
          onClick={() => onConfirm(identity, background, learner && learnerName.trim() ? learnerName.trim() : undefined)}
        >
          {busy ? 'Processing Character Selection...' : 'Confirm Selection'}
        </button>
        {queuedRow && !online && (
          <p className="flex items-center gap-2 text-sm font-medium text-ink-800" role="status">
            <ClockIcon className="size-4 text-ember-600" />
            {QUEUED_OFFLINE_TEXT}
          </p>
        )}
      </div>
    </section>
  );
}

function cardClass(selected: boolean): string {
  return `cursor-pointer rounded-2xl border bg-white p-4 shadow-sm transition-colors has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-ember-500 has-[:disabled]:cursor-default ${
    selected ? 'border-ember-500 bg-ember-50 ring-2 ring-ember-500' : 'border-parchment-300 hover:border-ink-500'
  }`;
}

function SelectedMark({ selected }: { selected: boolean }) {
  return (
    <span
      aria-hidden="true"
      className={`grid size-6 shrink-0 place-items-center rounded-full border-2 ${selected ? 'border-ember-600 bg-ember-600 text-white' : 'border-parchment-400 bg-white'}`}
    >
      {selected && (
        <svg viewBox="0 0 24 24" className="size-4" fill="none" stroke="currentColor" strokeWidth={3}>
          <path d="M5 12.5l4.5 4.5L19 7.5" />
        </svg>
      )}
    </span>
  );
}
