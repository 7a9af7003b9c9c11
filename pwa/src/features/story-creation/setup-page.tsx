import { assemblePrompt, canSubmitWizard, difficultyTitle, submitLabel, type WizardState } from '@engine';
import type { AssistantProgressEvent, StoryCategory, Template } from '@schemas';
import { useCallback, useEffect, useRef, useState, type FormEvent } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { isApiError } from '../../shared/api/api-error';
import { useOnlineStatus } from '../../shared/browser/use-online-status';
import { ArrowLeftIcon, ArrowRightIcon, QuillIcon } from '../../shared/icons/icons';
import { imagesOnByDefault } from '../../shared/site-config';
import { buttonClass } from '../../shared/ui/button-styles';
import { DEFAULT_RATE_LIMIT_MS, RateLimitNotice } from '../../shared/ui/rate-limit-notice';
import { CategoryStep } from './category-step';
import { DetailsStep } from './details-step';
import { PlayersStep } from './players-step';
import { showStartStoryError, StartOfflineNotice } from './start-story-error';
import { StepIndicator } from './step-indicator';
import { createStoryAndRememberCodes } from './stories-api';
import { useIdeaPicker } from './use-idea-picker';
import { generateTemplate, useAssistantRun } from '../assistant';
import { showToast } from '../../shared/toast/toast-store';
import { WizardSummary } from './wizard-summary';
import { wizardFromParams, wizardToParams, withCategory, withPlayers } from './wizard-url';

/** Shown under the prompt when Create Story is pressed without one (spec 1 §5: the prompt is required). */
export const PROMPT_REQUIRED_TEXT = 'Please describe your story idea.';

/** The wizard's failure in template mode (spec 2 §8, the player-side draft message), word for word. */
export const DRAFT_FAILED_TEXT = 'Failed to draft template content. Please try again.';

/** Template mode (spec 1 §2): the wizard drafts a World instead of starting a story. */
export type TemplateMode = {
  /** Stores the drafted World as a new World of the user; resolves with its id. */
  createWorld: (draft: Template) => Promise<string>;
  /** A blank World instead of a draft; resolves with its id. */
  createBlank: () => Promise<string>;
  /** Where the new World opens. */
  editorPath: (id: string) => string;
  /** Where Back leads from step 1. */
  backPath: string;
};

const DRAFT_STEPS: AssistantProgressEvent['step'][] = ['basics', 'guidelines', 'media', 'difficultyLevels', 'storyElements', 'sharedOutcomes', 'stats', 'players'];

/** The router state handed to the code screen. */
export type CreatedStoryState = { codes: string[]; status?: 'setting_up' | 'ready' | 'failed'; templateTitle?: string };

/** /setup: the three-step story creation wizard (spec 1 §2, §4, §5); with `templateMode`, the World wizard ('Draft World'). */
export function SetupPage({ templateMode }: { templateMode?: TemplateMode } = {}) {
  const [params, setParams] = useSearchParams();
  const navigate = useNavigate();
  // The address is read once; from then on the wizard writes it (replace) on every change.
  const [initial] = useState(() => wizardFromParams(params, !templateMode && imagesOnByDefault()));
  const { turns, deepLink } = initial;
  const [state, setState] = useState<WizardState>(initial.state);
  const [promptError, setPromptError] = useState<string | null>(null);
  const [creating, setCreating] = useState(false);
  const [rateLimitedUntil, setRateLimitedUntil] = useState<number | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const promptRef = useRef<HTMLTextAreaElement>(null);
  const idea = useIdeaPicker();
  const assistant = useAssistantRun();
  const [draftError, setDraftError] = useState<string | null>(null);
  const online = useOnlineStatus();

  const search = wizardToParams({ state, turns, deepLink }, !templateMode && imagesOnByDefault()).toString();
  useEffect(() => {
    if (search !== params.toString()) setParams(new URLSearchParams(search), { replace: true, preventScrollReset: true });
  }, [search, params, setParams]);

  const goToStep = (step: 1 | 2 | 3) => {
    setState((s) => ({ ...s, step }));
    window.scrollTo({ top: 0 });
    // Focus the new step's heading so screen readers and keyboards start there.
    requestAnimationFrame(() => headingRef.current?.focus({ preventScroll: true }));
  };

  const leave = () => {
    // A deep link returns to where it came from; opened directly, it goes home. The router keeps
    // the entry's position in history.state.idx (0: the first page of this tab in the app); the
    // wizard's own address updates replace the entry and keep it.
    const idx = (window.history.state as { idx?: unknown } | null)?.idx;
    if (templateMode) void navigate(templateMode.backPath);
    else if (typeof idx === 'number' && idx > 0) void navigate(-1);
    else void navigate('/');
  };

  const back = () => {
    if (state.step === 1 || (deepLink && state.step === 3)) leave();
    else goToStep(state.step === 3 ? 2 : 1);
  };

  const chooseCategory = (category: StoryCategory) => {
    if (category !== state.category) idea.reset();
    setState((s) => withCategory(s, category));
    setPromptError(null);
    goToStep(2);
  };

  const fillIdea = () => {
    const suggestion = idea.pick(state.category, state.players);
    if (!suggestion) return;
    setState((s) => ({ ...s, prompt: suggestion.prompt, fields: { ...suggestion.fields } }));
    setPromptError(null);
  };

  const onRateLimitDone = useCallback(() => setRateLimitedUntil(null), []);

  const draftWorld = async (mode: TemplateMode) => {
    setDraftError(null);
    // The progress stays while the drafted World is created and the editor opens.
    const result = await assistant.run(
      async (options) => {
        const draft = await generateTemplate(
          {
            prompt: assemblePrompt(state.category, state.fields, state.prompt.trim()),
            category: state.category,
            playerCount: state.players,
            maxTurns: turns,
            gameMode: state.players > 1 ? (state.mode === 'Cooperative-Competitive' ? 'CooperativeCompetitive' : state.mode) : 'Cooperative',
            generateImages: false,
            difficultyLevel: { modifier: state.difficulty, title: difficultyTitle(state.difficulty) },
          },
          options,
        );
        return mode.createWorld(draft);
      },
      { hold: true },
    );
    if (result.status === 'done') {
      void navigate(mode.editorPath(result.value));
      return;
    }
    if (result.status === 'cancelled') return;
    const { error } = result;
    console.error('[SetupPage] draft World', error);
    setDraftError(DRAFT_FAILED_TEXT);
    if (isApiError(error) && error.status === 'rate_limited') {
      setRateLimitedUntil(Date.now() + (error.rateLimit?.timeRemaining ?? DEFAULT_RATE_LIMIT_MS));
    } else showToast({ kind: 'error', title: DRAFT_FAILED_TEXT, message: isApiError(error) && error.status === 'moderation_blocked' ? error.errorMessage : undefined });
  };

  const blankWorld = async (mode: TemplateMode) => {
    setCreating(true);
    try {
      void navigate(mode.editorPath(await mode.createBlank()));
    } catch (error) {
      console.error('[SetupPage] blank World', error);
      showToast({ kind: 'error', title: 'Failed to create the World', message: isApiError(error) ? error.errorMessage : undefined });
      setCreating(false);
    }
  };

  const create = async (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    if (state.step !== 3) {
      goToStep(state.step === 1 ? 2 : 3);
      return;
    }
    if (!canSubmitWizard(state)) {
      setPromptError(PROMPT_REQUIRED_TEXT);
      promptRef.current?.focus();
      return;
    }
    if (templateMode) {
      await draftWorld(templateMode);
      return;
    }
    setCreating(true);
    try {
      const created = await createStoryAndRememberCodes({
        kind: 'prompt',
        input: {
          prompt: assemblePrompt(state.category, state.fields, state.prompt.trim()),
          playerCount: state.players,
          maxTurns: turns,
          generateImages: state.images,
          gameMode: state.mode,
          difficultyLevel: { modifier: state.difficulty, title: difficultyTitle(state.difficulty) },
          category: state.category,
        },
      });
      const routerState: CreatedStoryState = { codes: created.codeList, status: created.status };
      void navigate(`/story/${encodeURIComponent(created.storyId)}`, { state: routerState });
    } catch (error) {
      console.error('[SetupPage] create', error);
      showStartStoryError(error);
      if (isApiError(error) && error.status === 'rate_limited') {
        setRateLimitedUntil(Date.now() + (error.rateLimit?.timeRemaining ?? DEFAULT_RATE_LIMIT_MS));
      }
      setCreating(false);
    }
  };

  return (
    <div className="mx-auto max-w-5xl px-4 pt-6 pb-4 sm:px-6 sm:pt-10">
      <title>{templateMode ? 'Draft a New World · Taleforge' : 'Create Your Own Story · Taleforge'}</title>
      <p className="text-sm font-semibold tracking-widest text-ember-700 uppercase">{templateMode ? 'New World' : 'New story'}</p>
      <h1 className="mt-1 text-3xl font-semibold sm:text-4xl">{templateMode ? 'Draft a New World' : 'Create Your Own Story'}</h1>
      {templateMode && state.step === 1 && (
        <p className="mt-2 text-ink-700">
          The Worldbuilding Assistant drafts a whole World from your idea; you edit it afterwards.{' '}
          <button type="button" onClick={() => void blankWorld(templateMode)} disabled={creating} className="font-semibold text-ember-700 underline underline-offset-4">
            Start from a blank World instead
          </button>
        </p>
      )}
      <div className="mt-4 max-w-xl">
        <StepIndicator step={state.step} />
      </div>

      <form onSubmit={(e) => void create(e)} noValidate className="mt-8 grid gap-6 md:grid-cols-[minmax(0,1fr)_17rem] md:gap-8">
        <div className="min-w-0">
          {state.step === 1 && <CategoryStep selected={state.category} onChoose={chooseCategory} headingRef={headingRef} templateMode={Boolean(templateMode)} />}
          {state.step === 2 && (
            <PlayersStep
              players={state.players}
              mode={state.mode}
              images={state.images}
              onPlayers={(n) => setState((s) => withPlayers(s, n))}
              onMode={(mode) => setState((s) => ({ ...s, mode }))}
              onImages={(images) => setState((s) => ({ ...s, images }))}
              headingRef={headingRef}
              templateMode={Boolean(templateMode)}
            />
          )}
          {state.step === 3 && (
            <DetailsStep
              category={state.category}
              fields={state.fields}
              prompt={state.prompt}
              difficulty={state.difficulty}
              showDifficulty={!deepLink}
              promptError={promptError}
              onField={(key, value) => setState((s) => ({ ...s, fields: { ...s.fields, [key]: value } }))}
              onPrompt={(prompt) => {
                setState((s) => ({ ...s, prompt }));
                if (promptError && prompt.trim()) setPromptError(null);
              }}
              onDifficulty={(difficulty) => setState((s) => ({ ...s, difficulty }))}
              onIdea={fillIdea}
              headingRef={headingRef}
              promptRef={promptRef}
              templateMode={Boolean(templateMode)}
            />
          )}

          {rateLimitedUntil !== null && (
            <div className="mt-5">
              <RateLimitNotice until={rateLimitedUntil} onDone={onRateLimitDone} />
            </div>
          )}
          {assistant.running && <div className="mt-5">{assistant.progress('Drafting your World…', DRAFT_STEPS)}</div>}
          {draftError && !assistant.running && (
            <p role="alert" className="mt-5 rounded-2xl border border-danger-600/25 bg-danger-50 px-4 py-3 text-sm font-semibold text-danger-600">
              {draftError}
            </p>
          )}
          {state.step === 3 && !online && (
            <div className="mt-5">
              <StartOfflineNotice />
            </div>
          )}

          <div className="mt-6 flex items-center justify-between gap-3">
            <button type="button" onClick={back} className={buttonClass('secondary', 'lg')}>
              <ArrowLeftIcon className="size-4" />
              Back
            </button>
            {state.step < 3 ? (
              <button type="submit" className={buttonClass('primary', 'lg')}>
                Continue
                <ArrowRightIcon className="size-4" />
              </button>
            ) : (
              <button type="submit" disabled={creating || assistant.running || rateLimitedUntil !== null} className={buttonClass('primary', 'lg')}>
                <QuillIcon />
                {templateMode ? (assistant.running ? 'Drafting World…' : submitLabel(true)) : creating ? 'Creating Story…' : submitLabel(false)}
              </button>
            )}
          </div>
        </div>

        <WizardSummary
          category={state.category}
          players={state.players}
          mode={state.mode}
          images={state.images}
          onEdit={deepLink ? undefined : (step) => goToStep(step)}
          templateMode={Boolean(templateMode)}
        />
      </form>
    </div>
  );
}
