import { difficultyDescription, WIZARD_CATEGORIES, type WizardField } from '@engine';
import { DIFFICULTY_LEVELS, type StoryCategory } from '@schemas';
import { useId, type RefObject } from 'react';
import { IdeaIcon } from '../../shared/icons/icons';
import { OfflineModelNote } from '../../shared/ui/offline-model-note';
import { ASK_AN_ADMIN, ModelNotice, useSeesServerSettings } from '../assistant';
import { Slider } from '../../shared/ui/slider';
import { difficultyLabels } from './difficulty-labels';

const inputClass =
  'mt-1.5 block w-full rounded-xl border border-parchment-400 bg-white px-4 py-3 text-base text-ink-950 placeholder:text-ink-500 focus-visible:border-ember-500 aria-[invalid=true]:border-danger-600';

/** Step 3: the category's fields, the main prompt with the Idea button, and the difficulty slider. */
export function DetailsStep({
  category,
  fields,
  prompt,
  difficulty,
  showDifficulty,
  promptError,
  onField,
  onPrompt,
  onDifficulty,
  onIdea,
  headingRef,
  promptRef,
  templateMode = false,
}: {
  /** Template mode: the assistant's offline note instead of the storyteller's. */
  templateMode?: boolean;
  category: StoryCategory;
  fields: Readonly<Record<string, string>>;
  prompt: string;
  difficulty: number;
  showDifficulty: boolean;
  promptError: string | null;
  onField: (key: string, value: string) => void;
  onPrompt: (value: string) => void;
  onDifficulty: (modifier: number) => void;
  onIdea: () => void;
  headingRef: RefObject<HTMLHeadingElement | null>;
  promptRef: RefObject<HTMLTextAreaElement | null>;
}) {
  const promptId = useId();
  const promptHintId = useId();
  const promptErrorId = useId();
  const seesServerSettings = useSeesServerSettings();
  const levelIndex = Math.max(
    0,
    DIFFICULTY_LEVELS.findIndex((l) => l.modifier === difficulty),
  );
  const level = DIFFICULTY_LEVELS[levelIndex] ?? DIFFICULTY_LEVELS[2];

  return (
    <section aria-labelledby="wizard-step-heading">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h2 id="wizard-step-heading" ref={headingRef} tabIndex={-1} className="text-2xl font-semibold outline-none sm:text-3xl">
            Tell the narrator
          </h2>
          <p className="mt-1 text-ink-700">A few words are enough; the narrator fills in the rest.</p>
        </div>
        <button
          type="button"
          onClick={onIdea}
          className="inline-flex min-h-11 items-center gap-2 rounded-full border border-gold-400 bg-gold-200/60 px-4 text-sm font-semibold text-ink-900 hover:bg-gold-200"
        >
          <IdeaIcon className="size-5 text-warning-600" />
          Idea
          <span className="sr-only">: fill in a random suggestion</span>
        </button>
      </div>

      {templateMode ? (
        <ModelNotice />
      ) : (
      <OfflineModelNote id="story-prompt">
        <p>
          Stories from your own idea are written by the <strong>offline storyteller</strong>, from your prompt's words.{' '}
          {seesServerSettings ? (
            <>
              For richer stories, an admin can connect an AI model (<code>OPENAI_API_KEY</code> on the server).
            </>
          ) : (
            <>For richer stories: {ASK_AN_ADMIN}</>
          )}
        </p>
      </OfflineModelNote>
      )}

      <div className="mt-6 space-y-5 rounded-2xl border border-parchment-300 bg-parchment-50 p-4 shadow-card sm:p-6">
        {WIZARD_CATEGORIES[category].fields.map((field) => (
          <CategoryField key={field.key} field={field} value={fields[field.key] ?? ''} onChange={(v) => onField(field.key, v)} />
        ))}

        <div>
          <label htmlFor={promptId} className="font-semibold text-ink-900">
            Your story idea <span className="font-normal text-ink-600">(required)</span>
          </label>
          <p id={promptHintId} className="mt-0.5 text-sm text-ink-600">
            Who, where, and what is at stake.
          </p>
          <textarea
            ref={promptRef}
            id={promptId}
            name="prompt"
            rows={5}
            required
            value={prompt}
            onChange={(e) => onPrompt(e.target.value)}
            aria-invalid={promptError ? true : undefined}
            aria-describedby={promptError ? `${promptHintId} ${promptErrorId}` : promptHintId}
            maxLength={6000}
            placeholder="A lighthouse keeper finds a letter addressed to someone who died a hundred years ago…"
            className={`${inputClass} min-h-32 resize-y`}
          />
          {promptError && (
            <p id={promptErrorId} className="mt-1.5 text-sm font-medium text-danger-600">
              {promptError}
            </p>
          )}
        </div>

        {showDifficulty && (
          <Slider
            label="Difficulty"
            value={levelIndex}
            min={0}
            max={DIFFICULTY_LEVELS.length - 1}
            onChange={(i) => onDifficulty(DIFFICULTY_LEVELS[i]?.modifier ?? 0)}
            valueText={(i) => DIFFICULTY_LEVELS[i]?.title ?? ''}
            {...difficultyLabels(DIFFICULTY_LEVELS)}
            description={difficultyDescription(level?.modifier ?? 0)}
          />
        )}
      </div>
    </section>
  );
}

function CategoryField({ field, value, onChange }: { field: WizardField; value: string; onChange: (value: string) => void }) {
  const id = useId();
  return (
    <div>
      <label htmlFor={id} className="font-semibold text-ink-900">
        {field.label}
      </label>
      {field.kind === 'textarea' ? (
        <textarea
          id={id}
          rows={3}
          value={value}
          onChange={(e) => onChange(e.target.value)}
          placeholder={field.placeholder}
          maxLength={2000}
          className={`${inputClass} resize-y`}
        />
      ) : (
        <input id={id} type="text" value={value} onChange={(e) => onChange(e.target.value)} placeholder={field.placeholder} maxLength={200} className={inputClass} />
      )}
    </div>
  );
}
