import { configuratorDefaults, difficultyDescription } from '@engine';
import { TURNS_STEP, type DifficultyLevel, type Template } from '@schemas';
import { useCallback, useId, useState, type FormEvent, type ReactNode } from 'react';
import { useNavigate, useParams } from 'react-router';
import { StoryImage } from '../../shared/images/story-image';
import { isApiError } from '../../shared/api/api-error';
import { useOnlineStatus } from '../../shared/browser/use-online-status';
import { ArrowRightIcon, GaugeIcon, ImageIcon, PlayersIcon, TurnsIcon } from '../../shared/icons/icons';
import { imagesOnByDefault } from '../../shared/site-config';
import { buttonClass } from '../../shared/ui/button-styles';
import { CoverArt } from '../../shared/ui/cover-art';
import { DEFAULT_RATE_LIMIT_MS, RateLimitNotice } from '../../shared/ui/rate-limit-notice';
import { Slider } from '../../shared/ui/slider';
import { loadOfflinePlay } from '../game';
import { useFullTemplate } from '../library';
import { difficultyLabels } from './difficulty-labels';
import { ConfigureError, configureErrorContent, TEMPLATE_ERROR } from './configure-error';
import { PlayOfflineNotice, showStartStoryError, StartOfflineNotice } from './start-story-error';
import { createStoryAndRememberCodes } from './stories-api';

/** Whether a World carries what the configurator needs: an id and player-count bounds (spec 1 §2). */
export function isConfigurable(t: Partial<Template> | null | undefined): t is Template {
  return (
    !!t &&
    typeof t.id === 'string' &&
    t.id !== '' &&
    Number.isInteger(t.playerCountMin) &&
    Number.isInteger(t.playerCountMax) &&
    (t.playerCountMin ?? 0) >= 1 &&
    (t.playerCountMin ?? 0) <= (t.playerCountMax ?? 0)
  );
}

/** /templates/{id}/configure: players, length, difficulty and images, then Start Story (spec 1 §2, §5). */
export function ConfigurePage() {
  const { id = '' } = useParams();
  const result = useFullTemplate(id);

  if (result.status === 'loading') return <ConfigureSkeleton />;
  if (result.status === 'error') return <ConfigureError content={configureErrorContent(result.error)} onRetry={result.retry} />;
  if (!isConfigurable(result.template)) return <ConfigureError content={TEMPLATE_ERROR} onRetry={result.retry} />;
  return <ConfigureForm key={result.template.id} template={result.template} />;
}

/** Levels from easiest to hardest (the slider runs Easier to Harder). */
function easiestFirst(levels: readonly DifficultyLevel[]): DifficultyLevel[] {
  return [...levels].sort((a, b) => b.modifier - a.modifier);
}

function ConfigureForm({ template }: { template: Template }) {
  const navigate = useNavigate();
  const levels = easiestFirst(template.difficultyLevels);
  // Spec 1 §5 within the World's bounds; Balanced preselected where the World offers it.
  const [initial] = useState(() => configuratorDefaults(template));
  const [players, setPlayers] = useState(initial.players);
  const [turns, setTurns] = useState(initial.turns);
  const [difficulty, setDifficulty] = useState<DifficultyLevel>(initial.difficulty);
  const [images, setImages] = useState(imagesOnByDefault);
  const [starting, setStarting] = useState(false);
  const [rateLimitedUntil, setRateLimitedUntil] = useState<number | null>(null);
  const onRateLimitDone = useCallback(() => setRateLimitedUntil(null), [setRateLimitedUntil]);
  const online = useOnlineStatus();
  const playOffline = !online && players === 1 && template.playerCountMin === 1;
  const imagesId = useId();
  const levelIndex = Math.max(
    0,
    levels.findIndex((l) => l.modifier === difficulty.modifier),
  );

  const start = async (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    setStarting(true);
    try {
      if (playOffline) {
        // No network and a solo story: the device starts and plays it, and syncs it later (issue 21).
        const { startOfflineStory } = await loadOfflinePlay();
        const code = await startOfflineStory(template, { maxTurns: turns, difficultyLevel: difficulty });
        void navigate(`/game/${code}`);
        return;
      }
      const created = await createStoryAndRememberCodes({
        kind: 'template',
        input: { templateId: template.id, playerCount: players, maxTurns: turns, generateImages: images, difficultyLevel: difficulty },
      });
      void navigate(`/story/${encodeURIComponent(created.storyId)}`, { state: { codes: created.codeList, status: created.status, templateTitle: template.title } });
    } catch (error) {
      console.error('[ConfigurePage] start', error);
      showStartStoryError(error);
      if (isApiError(error) && error.status === 'rate_limited') {
        setRateLimitedUntil(Date.now() + (error.rateLimit?.timeRemaining ?? DEFAULT_RATE_LIMIT_MS));
      }
      setStarting(false);
    }
  };

  const fixed = (value: number, one: string, many: string) => (value === 1 ? `1 ${one}` : `${value} ${many}`);

  return (
    <div className="mx-auto max-w-5xl px-4 pt-6 sm:px-6 sm:pt-10">
      <title>{`${template.title} · Taleforge`}</title>
      <div className="grid gap-6 md:grid-cols-[minmax(0,1fr)_22rem] md:gap-10">
        <div>
          <StoryImage
            image={template.coverImage}
            width={400}
            height={600}
            frameAspect="2 / 1"
            alt={template.coverImage?.description ?? ''}
            loading="eager"
            imgClassName="object-[50%_80%]"
            fallback={<CoverArt seed={template.id} className="absolute inset-0 size-full" />}
            className="rounded-2xl bg-night-800 shadow-card"
          />
          <p className="mt-5 text-sm font-semibold tracking-widest text-ember-700 uppercase">Start a story</p>
          <h1 className="mt-1 text-3xl font-semibold sm:text-4xl">{template.title}</h1>
          {template.teaser && <p className="mt-3 font-prose text-lg leading-relaxed text-ink-800">{template.teaser}</p>}
          {template.tags.length > 0 && (
            <ul className="mt-4 flex flex-wrap gap-1.5" aria-label="Tags">
              {template.tags.map((tag) => (
                <li key={tag} className="rounded-full bg-night-100 px-2.5 py-0.5 text-xs font-medium text-night-700">
                  {tag}
                </li>
              ))}
            </ul>
          )}
        </div>

        <form onSubmit={(e) => void start(e)} className="h-fit space-y-6 rounded-2xl border border-parchment-300 bg-parchment-50 p-4 shadow-card sm:p-6 md:sticky md:top-24">
          <h2 className="text-xl font-semibold">Your story</h2>
          {template.playerCountMin !== template.playerCountMax ? (
            <Slider
              label="Number of players"
              value={players}
              min={template.playerCountMin}
              max={template.playerCountMax}
              onChange={setPlayers}
              valueText={(n) => fixed(n, 'player', 'players')}
              marks={Array.from({ length: template.playerCountMax - template.playerCountMin + 1 }, (_, i) => ({
                value: template.playerCountMin + i,
                label: String(template.playerCountMin + i),
              }))}
            />
          ) : (
            <FixedSetting icon={<PlayersIcon className="size-5" />} label="Players" value={fixed(players, 'player', 'players')} />
          )}
          {template.maxTurnsMin !== template.maxTurnsMax ? (
            <Slider
              label="Story length"
              value={turns}
              min={template.maxTurnsMin}
              max={template.maxTurnsMax}
              step={TURNS_STEP}
              onChange={setTurns}
              valueText={(n) => `${n} turns`}
              endLabels={[`${template.maxTurnsMin} turns`, `${template.maxTurnsMax} turns`]}
            />
          ) : (
            <FixedSetting icon={<TurnsIcon className="size-5" />} label="Story length" value={`${turns} turns`} />
          )}
          {levels.length > 1 ? (
            <Slider
              label="Difficulty"
              value={levelIndex}
              min={0}
              max={levels.length - 1}
              onChange={(i) => setDifficulty(levels[i] ?? difficulty)}
              valueText={(i) => levels[i]?.title ?? ''}
              {...difficultyLabels(levels)}
              description={difficultyDescription(difficulty.modifier)}
            />
          ) : (
            <FixedSetting icon={<GaugeIcon className="size-5" />} label="Difficulty" value={difficulty.title} />
          )}
          {/* A story played on the device has no illustrator (images are made on the server). */}
          {!playOffline && (
            <div className="flex items-start gap-3">
              <input
                id={imagesId}
                type="checkbox"
                checked={images}
                onChange={(e) => setImages(e.target.checked)}
                className="mt-2.5 size-6 shrink-0 cursor-pointer accent-ember-600"
              />
              <label htmlFor={imagesId} className="flex min-h-11 cursor-pointer items-center gap-2 font-semibold text-ink-900">
                <ImageIcon className="size-5 text-ink-600" />
                Generate images for this story
              </label>
            </div>
          )}
          {rateLimitedUntil !== null && <RateLimitNotice until={rateLimitedUntil} onDone={onRateLimitDone} />}
          {!online && (playOffline ? <PlayOfflineNotice /> : <StartOfflineNotice />)}
          <button type="submit" disabled={starting || rateLimitedUntil !== null} className={buttonClass('primary', 'lg', 'w-full')}>
            {starting ? 'Starting Story…' : 'Start Story'}
            {!starting && <ArrowRightIcon className="size-4" />}
          </button>
        </form>
      </div>
    </div>
  );
}

function FixedSetting({ icon, label, value }: { icon: ReactNode; label: string; value: string }) {
  return (
    <div className="flex min-h-11 items-center justify-between gap-3">
      <span className="flex items-center gap-2 font-semibold text-ink-900">
        <span className="text-ink-600">{icon}</span>
        {label}
      </span>
      <span className="font-semibold text-ember-700">{value}</span>
    </div>
  );
}

function ConfigureSkeleton() {
  return (
    <div className="mx-auto max-w-5xl px-4 pt-6 sm:px-6 sm:pt-10" aria-busy="true">
      <p className="sr-only" role="status">
        Loading World…
      </p>
      <div className="grid gap-6 md:grid-cols-[minmax(0,1fr)_22rem] md:gap-10">
        <div className="space-y-4 motion-safe:animate-shimmer">
          <div className="aspect-[2/1] rounded-2xl bg-parchment-200" />
          <div className="h-9 w-2/3 rounded bg-parchment-200" />
          <div className="h-5 w-full rounded bg-parchment-200" />
        </div>
        <div className="h-80 rounded-2xl bg-parchment-200 motion-safe:animate-shimmer" />
      </div>
    </div>
  );
}
