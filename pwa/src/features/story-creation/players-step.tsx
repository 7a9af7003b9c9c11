import { modeFromSlider, modeLabel, sliderFromMode } from '@engine';
import { MAX_PLAYERS, type StoryGameMode } from '@schemas';
import { useId, type RefObject } from 'react';
import { ImageIcon } from '../../shared/icons/icons';
import { Slider } from '../../shared/ui/slider';
import { MIN_PLAYERS } from './wizard-url';

const playerMarks = Array.from({ length: MAX_PLAYERS - MIN_PLAYERS + 1 }, (_, i) => ({ value: i + MIN_PLAYERS, label: String(i + MIN_PLAYERS) }));
const modeMarks = [
  { value: 0, label: 'Cooperative' },
  { value: 0.5, label: 'Mixed' },
  { value: 1, label: 'Competitive' },
];
const modeHelp: Record<StoryGameMode, string> = {
  Cooperative: 'Everyone works toward shared goals.',
  'Cooperative-Competitive': 'Shared goals, but each player also has their own agenda.',
  Competitive: 'Players pursue goals that clash with each other.',
};

/** Step 2: players (1-6), the game mode when more than one player, and images. */
export function PlayersStep({
  players,
  mode,
  images,
  onPlayers,
  onMode,
  onImages,
  headingRef,
  templateMode = false,
}: {
  /** Template mode hides the images checkbox (spec 1 §2). */
  templateMode?: boolean;
  players: number;
  mode: StoryGameMode;
  images: boolean;
  onPlayers: (players: number) => void;
  onMode: (mode: StoryGameMode) => void;
  onImages: (images: boolean) => void;
  headingRef: RefObject<HTMLHeadingElement | null>;
}) {
  const imagesId = useId();
  return (
    <section aria-labelledby="wizard-step-heading">
      <h2 id="wizard-step-heading" ref={headingRef} tabIndex={-1} className="text-2xl font-semibold outline-none sm:text-3xl">
        Who is playing?
      </h2>
      <p className="mt-1 text-ink-700">Each player joins on their own device with their own code.</p>
      <div className="mt-6 space-y-7 rounded-2xl border border-parchment-300 bg-parchment-50 p-4 shadow-card sm:p-6">
        <Slider
          label="Number of players"
          value={players}
          min={MIN_PLAYERS}
          max={MAX_PLAYERS}
          onChange={onPlayers}
          valueText={(n) => (n === 1 ? '1 player' : `${n} players`)}
          marks={playerMarks}
        />
        {players > 1 && (
          <Slider
            label="Game mode"
            value={sliderFromMode(mode)}
            min={0}
            max={1}
            step={0.01}
            keyStep={0.5}
            onChange={(v) => onMode(modeFromSlider(v))}
            valueText={(v) => modeLabel(modeFromSlider(v))}
            marks={modeMarks}
            description={modeHelp[mode]}
          />
        )}
        {!templateMode && (
        <div className="flex items-start gap-3">
          <input
            id={imagesId}
            type="checkbox"
            checked={images}
            onChange={(e) => onImages(e.target.checked)}
            className="mt-2.5 size-6 shrink-0 cursor-pointer accent-ember-600"
          />
          <label htmlFor={imagesId} className="flex min-h-11 cursor-pointer items-center gap-2 font-semibold text-ink-900">
            <ImageIcon className="size-5 text-ink-600" />
            Generate images for this story
          </label>
        </div>
        )}
      </div>
    </section>
  );
}
