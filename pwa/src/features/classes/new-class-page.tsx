// /users/classes/new (issue 33): pick a World, the learners and their groups, the length and
// difficulty within the World's bounds (the configurator's defaults, spec 1 §5) and pictures; one
// tap creates every story. The game mode is the World's own. `?world={id}` preselects a World.
import { configuratorDefaults, difficultyDescription, storyGameModeOf } from '@engine';
import { TEMPLATE_GAME_MODE_LABELS, TURNS_STEP, type DifficultyLevel, type TemplateMetadata } from '@schemas';
import { useId, useState, type FormEvent } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { newRequestId } from '../../shared/api/request-id';
import { useOnlineStatus } from '../../shared/browser/use-online-status';
import { ArrowLeftIcon, ArrowRightIcon, ImageIcon } from '../../shared/icons/icons';
import { StoryImage } from '../../shared/images/story-image';
import { showApiErrorToast } from '../../shared/toast/api-error-toast';
import { showToast } from '../../shared/toast/toast-store';
import { buttonClass } from '../../shared/ui/button-styles';
import { CoverArt } from '../../shared/ui/cover-art';
import { Slider } from '../../shared/ui/slider';
import { Spinner } from '../../shared/ui/spinner';
import { classPath, SignedIn } from './class-frame';
import { createClass, fetchClassWorlds } from './classes-api';
import { GroupEditor, planGroups, sizesOffered, type GroupPlan } from './group-editor';
import { useLoad } from './use-load';

/** The route component. */
export function NewClassPage() {
  return (
    <SignedIn>
      <NewClass />
    </SignedIn>
  );
}

function NewClass() {
  const load = useLoad<TemplateMetadata[]>('worlds', fetchClassWorlds, 'The Worlds could not be loaded.');
  const [params, setParams] = useSearchParams();
  const worlds = load.status === 'ready' ? load.data : [];
  const chosen = worlds.find((w) => w.id === params.get('world')) ?? worlds.find((w) => w.playerCountMin === 1) ?? worlds[0];
  const worldId = useId();

  return (
    <div className="mx-auto max-w-5xl px-4 pt-6 pb-12 sm:px-6 sm:pt-10">
      <title>New class · Taleforge</title>
      <Link to="/users/classes" className="inline-flex min-h-11 items-center gap-1 text-sm font-semibold text-ink-800 hover:underline">
        <ArrowLeftIcon className="size-4" />
        Classes
      </Link>
      <h1 className="mt-2 text-3xl font-semibold sm:text-4xl">New class</h1>
      <p className="mt-1 max-w-2xl text-ink-700">One story per learner or group, all from one World, created at once. Learners need no account: each gets a join card.</p>
      {load.status === 'loading' && (
        <div className="grid min-h-40 place-items-center">
          <Spinner label="Loading the Worlds…" />
        </div>
      )}
      {load.status === 'error' && (
        <div role="alert" className="mt-6 rounded-2xl border border-danger-600/25 bg-danger-50 px-4 py-4 text-danger-600">
          <p>{load.message}</p>
          <button type="button" className={buttonClass('secondary', 'md', 'mt-3')} onClick={load.reload}>
            Retry
          </button>
        </div>
      )}
      {load.status === 'ready' && chosen && (
        <div className="mt-6 space-y-6">
          <div>
            <label htmlFor={worldId} className="text-lg font-semibold">
              World
            </label>
            <select
              id={worldId}
              value={chosen.id}
              onChange={(e) => setParams({ world: e.target.value }, { replace: true })}
              className="mt-1 block min-h-11 w-full max-w-xl rounded-xl border border-parchment-400 bg-white px-3 text-base"
            >
              {worlds.map((w) => (
                <option key={w.id} value={w.id}>
                  {w.title} ({w.playerCountMin === w.playerCountMax ? w.playerCountMin : `${w.playerCountMin}-${w.playerCountMax}`} players)
                </option>
              ))}
            </select>
          </div>
          <ClassForm key={chosen.id} world={chosen} />
        </div>
      )}
      {load.status === 'ready' && !chosen && <p className="mt-6 text-ink-700">There is no World to start a class from yet.</p>}
    </div>
  );
}

/** Levels from easiest to hardest (the slider runs Easier to Harder). */
function easiestFirst(levels: readonly DifficultyLevel[]): DifficultyLevel[] {
  return [...levels].sort((a, b) => b.modifier - a.modifier);
}

function ClassForm({ world }: { world: TemplateMetadata }) {
  const navigate = useNavigate();
  const online = useOnlineStatus();
  const bounds = { playerCountMin: world.playerCountMin, playerCountMax: world.playerCountMax };
  const [initial] = useState(() => configuratorDefaults(world));
  const [plan, setPlan] = useState<GroupPlan>(() => planGroups(world.playerCountMin > 1 ? world.playerCountMin * 4 : 24, sizesOffered(bounds)[0] ?? 1, bounds));
  const [title, setTitle] = useState('');
  const [turns, setTurns] = useState(initial.turns);
  const levels = easiestFirst(world.difficultyLevels);
  const [difficulty, setDifficulty] = useState<DifficultyLevel>(initial.difficulty);
  const [images, setImages] = useState(false);
  const [creating, setCreating] = useState(false);
  // One requestId per filled-in form: a second tap, or a retry after a lost answer, is the same class.
  const [requestId, setRequestId] = useState(newRequestId);
  const titleId = useId();
  const imagesId = useId();
  const levelIndex = Math.max(0, levels.findIndex((l) => l.modifier === difficulty.modifier));

  const change = <T,>(set: (v: T) => void) => (v: T) => {
    set(v);
    setRequestId(newRequestId());
  };

  const submit = async (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    setCreating(true);
    try {
      const created = await createClass(
        { templateId: world.id, groups: plan.groups, maxTurns: turns, difficultyLevel: difficulty, generateImages: images, ...(title.trim() ? { title: title.trim() } : {}) },
        requestId,
      );
      showToast({ kind: 'success', title: 'Class created', message: `${created.learners.length} join cards are ready to print.` });
      await navigate(classPath(created.id, 'cards'));
    } catch (error) {
      showApiErrorToast(error);
      setCreating(false);
    }
  };

  return (
    <form onSubmit={(e) => void submit(e)} className="grid gap-6 md:grid-cols-[minmax(0,1fr)_20rem]">
      <div className="space-y-6 rounded-2xl border border-parchment-300 bg-parchment-50 p-4 shadow-card sm:p-6">
        <div>
          <label htmlFor={titleId} className="text-lg font-semibold">
            Class name <span className="font-normal text-ink-600">(optional)</span>
          </label>
          <input
            id={titleId}
            value={title}
            maxLength={80}
            placeholder={world.title}
            onChange={(e) => change(setTitle)(e.target.value)}
            className="mt-1 block min-h-11 w-full rounded-xl border border-parchment-400 bg-white px-3 text-base"
          />
        </div>
        <GroupEditor plan={plan} bounds={bounds} onChange={change(setPlan)} />
        <p className="text-ink-800">
          <span className="font-semibold">Game mode:</span> {TEMPLATE_GAME_MODE_LABELS[world.gameMode]} <span className="text-ink-600">(set by the World; {storyGameModeOf(world.gameMode)})</span>
        </p>
        {world.maxTurnsMin !== world.maxTurnsMax ? (
          <Slider
            label="Story length"
            value={turns}
            min={world.maxTurnsMin}
            max={world.maxTurnsMax}
            step={TURNS_STEP}
            onChange={change(setTurns)}
            valueText={(n) => `${n} turns`}
            endLabels={[`${world.maxTurnsMin} turns`, `${world.maxTurnsMax} turns`]}
          />
        ) : (
          <p className="text-ink-800">
            <span className="font-semibold">Story length:</span> {turns} turns
          </p>
        )}
        {levels.length > 1 ? (
          <Slider
            label="Difficulty"
            value={levelIndex}
            min={0}
            max={levels.length - 1}
            onChange={(i) => change(setDifficulty)(levels[i] ?? difficulty)}
            valueText={(i) => levels[i]?.title ?? ''}
            endLabels={['Easier', 'Harder']}
            description={difficultyDescription(difficulty.modifier)}
          />
        ) : (
          <p className="text-ink-800">
            <span className="font-semibold">Difficulty:</span> {difficulty.title}
          </p>
        )}
        <div className="flex items-start gap-3">
          <input id={imagesId} type="checkbox" checked={images} onChange={(e) => change(setImages)(e.target.checked)} className="mt-2.5 size-6 shrink-0 cursor-pointer accent-ember-600" />
          <label htmlFor={imagesId} className="flex min-h-11 cursor-pointer items-center gap-2 font-semibold text-ink-900">
            <ImageIcon className="size-5 text-ink-600" />
            Generate images for these stories
          </label>
        </div>
      </div>
      <aside className="h-fit space-y-4 md:sticky md:top-24">
        <StoryImage
          image={world.coverImage}
          width={400}
          height={600}
          frameAspect="2 / 1"
          alt=""
          imgClassName="object-[50%_80%]"
          fallback={<CoverArt seed={world.id} className="absolute inset-0 size-full" />}
          className="rounded-2xl bg-night-800 shadow-card"
        />
        <div>
          <h2 className="text-xl font-semibold">{world.title}</h2>
          {world.teaser && <p className="mt-1 line-clamp-4 text-ink-800">{world.teaser}</p>}
        </div>
        {!online && (
          <p role="status" className="rounded-2xl bg-warning-50 px-4 py-3 text-sm text-warning-600">
            You're offline. A class is created on the server: connect to create it.
          </p>
        )}
        <button type="submit" disabled={creating || !online || plan.groups.length === 0} className={buttonClass('primary', 'lg', 'w-full')}>
          {creating ? 'Creating the class…' : `Create class of ${plan.learners}`}
          {!creating && <ArrowRightIcon className="size-4" />}
        </button>
      </aside>
    </form>
  );
}
