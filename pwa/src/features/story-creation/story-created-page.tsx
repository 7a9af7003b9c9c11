import { useLiveQuery } from 'dexie-react-hooks';
import { Link, useLocation, useNavigate, useParams } from 'react-router';
import { isApiError } from '../../shared/api/api-error';
import { ArrowRightIcon, ErrorIcon, HomeIcon, RefreshIcon } from '../../shared/icons/icons';
import { codeSetOfStory } from '../../shared/local-db/code-sets';
import { buttonClass } from '../../shared/ui/button-styles';
import { CodeBox } from '../../shared/ui/code-box';
import { useStoryReadyOverSocket } from '../game';
import { useStorySetup, type StorySetup } from './use-story-setup';

/** What the creating screen hands over in router state (kept by the browser across reloads). */
type IncomingState = { codes?: unknown; templateTitle?: unknown; status?: unknown } | null;

function codesFromState(state: IncomingState): string[] | null {
  const codes = state?.codes;
  return Array.isArray(codes) && codes.length > 0 && codes.every((c) => typeof c === 'string' && c !== '') ? (codes as string[]) : null;
}

/** /story/{storyId}: the code screen after creation (spec 1 §2 'Code screen', §4 'Story creation'). */
export function StoryCreatedPage() {
  const { storyId = '' } = useParams();
  const location = useLocation();
  const navigate = useNavigate();
  const incoming = location.state as IncomingState;
  const templateTitle = typeof incoming?.templateTitle === 'string' ? incoming.templateTitle : undefined;
  const stateCodes = codesFromState(incoming);
  // Router state survives a reload; the device's code set covers a fresh tab.
  const needStored = stateCodes === null;
  const stored = useLiveQuery(() => (needStored ? codeSetOfStory(storyId) : null), [storyId, needStored]);
  const codes = stateCodes ?? stored?.codes ?? null;
  const polled = useStorySetup(storyId, incoming?.status === 'ready');
  // The socket says 'ready' as soon as it is; polling (spec 1 §4) stays the fallback.
  const readyOverSocket = useStoryReadyOverSocket(codes?.[0]);
  const setup = readyOverSocket && polled.phase === 'waiting' ? { ...polled, phase: 'ready' as const } : polled;

  if (!stateCodes && stored === undefined) return null; // reading the device store: a few ms
  if (!codes) return <NoCodesHere />;

  const ready = setup.phase === 'ready';
  const begin = () => {
    const first = codes[0];
    if (first) void navigate(`/game/${encodeURIComponent(first)}`);
  };

  return (
    <div className="mx-auto max-w-3xl px-4 pt-8 pb-4 sm:px-6 sm:pt-12">
      <title>{ready ? 'Your story is ready · Taleforge' : 'Creating your story · Taleforge'}</title>
      <p className="text-sm font-semibold tracking-widest text-ember-700 uppercase">{templateTitle ?? 'Your own story'}</p>
      <h1 className="mt-1 text-3xl font-semibold sm:text-4xl">{ready ? 'Your story is ready' : 'Your story is on its way'}</h1>

      <SetupPanel setup={setup} onBegin={begin} />
      <div className="mt-8 space-y-4">
        {codes.length === 1 ? (
          <CodeBox label="Your Access Code:" code={codes[0] ?? ''} highlight storyTitle={templateTitle} />
        ) : (
          <>
            <p className="text-lg text-ink-800">Send invite links to the other players.</p>
            <ul className="grid gap-4 sm:grid-cols-2">
              {codes.map((code, i) => (
                <li key={code}>
                  <CodeBox label={`Player ${i + 1}${i === 0 ? ' (You)' : ''}`} code={code} highlight={i === 0} storyTitle={templateTitle} />
                </li>
              ))}
            </ul>
          </>
        )}
      </div>

    </div>
  );
}

function SetupPanel({ setup, onBegin }: { setup: StorySetup & { retry: () => void }; onBegin: () => void }) {
  if (setup.phase === 'failed') {
    return (
      <div role="alert" className="mt-6 rounded-2xl border border-danger-600/25 bg-danger-50 p-5">
        <p className="flex items-center gap-2 font-semibold text-ink-950">
          <ErrorIcon className="size-5 text-danger-600" />
          Story creation failed.
        </p>
        <p className="mt-1 text-ink-800">{setup.message}</p>
        <div className="mt-4 flex flex-wrap gap-2">
          <Link to="/setup" className={buttonClass('primary', 'md')}>
            Create another story
          </Link>
          <Link to="/" className={buttonClass('secondary', 'md')}>
            <HomeIcon />
            Go Home
          </Link>
        </div>
      </div>
    );
  }

  if (setup.phase === 'error') {
    const offline = isApiError(setup.error) && setup.error.isConnectivity;
    return (
      <div role="alert" className="mt-6 rounded-2xl border border-danger-600/25 bg-danger-50 p-5">
        <p className="flex items-center gap-2 font-semibold text-ink-950">
          <ErrorIcon className="size-5 text-danger-600" />
          {offline ? "Can't reach Taleforge to check on your story." : "Couldn't check on your story."}
        </p>
        <p className="mt-1 text-ink-800">
          {isApiError(setup.error) ? setup.error.errorMessage : 'Something went wrong.'} Your codes are saved on this device.
        </p>
        <button type="button" onClick={setup.retry} className={buttonClass('secondary', 'md', 'mt-4')}>
          <RefreshIcon />
          Retry
        </button>
      </div>
    );
  }

  const ready = setup.phase === 'ready';
  const progress = setup.phase === 'waiting' ? setup.progress : undefined;
  return (
    <div className="mt-6 rounded-2xl border border-parchment-300 bg-parchment-50 p-5 shadow-card">
      {!ready && (
        <div role="status">
          <p className="font-semibold text-ink-950">Creating your story. This may take a few minutes.</p>
          <div className="mt-3 h-2 overflow-hidden rounded-full bg-parchment-200">
            <div
              className={`h-full rounded-full bg-ember-500 transition-[width] duration-700 ${progress ? '' : 'w-1/4 motion-safe:animate-shimmer'}`}
              style={progress ? { width: `${Math.max(8, (progress.step / progress.total) * 100)}%` } : undefined}
            />
          </div>
          {progress && (
            <p className="mt-2 text-sm text-ink-700">
              {progress.label} <span className="text-ink-600">({Math.min(progress.step, progress.total)} of {progress.total})</span>
            </p>
          )}
        </div>
      )}
      {ready && <p role="status" className="font-semibold text-success-600">Everything is set. Step in whenever you're ready.</p>}
      <div className="mt-4 flex flex-wrap items-center gap-x-4 gap-y-2">
        <button type="button" onClick={onBegin} disabled={!ready} aria-describedby={ready ? undefined : 'begin-hint'} className={buttonClass('primary', 'lg', 'px-8')}>
          {ready ? 'Begin' : 'Waiting...'}
          {ready && <ArrowRightIcon className="size-4" />}
        </button>
        {!ready && (
          <p id="begin-hint" className="text-sm text-ink-600">
            Please wait for your story to be ready
          </p>
        )}
      </div>
    </div>
  );
}

function NoCodesHere() {
  return (
    <div className="mx-auto flex max-w-xl flex-col items-center px-4 py-16 text-center">
      <title>Story codes not found · Taleforge</title>
      <h1 className="text-3xl font-semibold">No codes on this device</h1>
      <p className="mt-3 text-lg text-ink-700">
        The access codes of this story aren't saved here. Use the code or invite link you were given to join it.
      </p>
      <Link to="/" className={buttonClass('primary', 'lg', 'mt-8')}>
        <HomeIcon />
        Go Home
      </Link>
    </div>
  );
}
