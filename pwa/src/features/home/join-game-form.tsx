import { useId, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { ArrowRightIcon, KeyIcon } from '../../shared/icons/icons';
import { buttonClass } from '../../shared/ui/button-styles';
import { HydratedFieldset } from '../../shared/prerender/hydrated-fieldset';

/** The Join Game box (spec 1 §2): a story code, shown upper-case, submit disabled when blank. */
export function JoinGameForm() {
  const navigate = useNavigate();
  const [code, setCode] = useState('');
  const inputId = useId();
  const hintId = useId();
  // Spec 1 §5: the code is trimmed and must not be empty (the input caps it at 32 characters).
  // A plain check rather than the zod schema keeps zod off the home page's first paint.
  const trimmed = code.trim();

  const onSubmit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    if (trimmed !== '') void navigate(`/game/${encodeURIComponent(trimmed.toUpperCase())}`);
  };

  return (
    <section aria-labelledby={`${inputId}-heading`} className="rounded-3xl border border-parchment-300 bg-parchment-50/90 p-5 shadow-card sm:p-6">
      <div className="flex items-center gap-3">
        <span className="grid size-10 place-items-center rounded-full bg-night-100 text-night-700">
          <KeyIcon />
        </span>
        <h2 id={`${inputId}-heading`} className="text-xl font-semibold">
          Join a game
        </h2>
      </div>
      <p id={hintId} className="mt-2 text-ink-700">
        Got a story code from a friend? Enter it to take your seat.
      </p>
      <form onSubmit={onSubmit} className="mt-4">
        <HydratedFieldset>
          <label htmlFor={inputId} className="text-sm font-semibold text-ink-800">
            Story code
          </label>
          <div className="mt-1.5 flex gap-2">
            <input
              id={inputId}
              name="code"
              value={code}
              onChange={(e) => setCode(e.target.value.toUpperCase())}
              aria-describedby={hintId}
              autoComplete="off"
              autoCapitalize="characters"
              autoCorrect="off"
              spellCheck={false}
              enterKeyHint="go"
              maxLength={32}
              placeholder="e.g. K7MQ2XP9"
              className="min-h-12 w-full min-w-0 flex-1 rounded-xl border border-parchment-400 bg-white px-4 font-mono text-lg tracking-[0.15em] uppercase text-ink-950 placeholder:tracking-normal placeholder:normal-case placeholder:font-sans placeholder:text-base placeholder:text-ink-500 focus-visible:border-ember-500"
            />
            <button type="submit" disabled={trimmed === ''} className={buttonClass('primary', 'lg', 'px-5')}>
              Join
              <ArrowRightIcon className="size-4" />
            </button>
          </div>
        </HydratedFieldset>
      </form>
    </section>
  );
}
