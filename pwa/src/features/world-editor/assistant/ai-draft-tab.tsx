import { sectionMap } from '@engine/world-doc';
import { DIFFICULTY_LEVELS, MAX_PLAYERS, TEMPLATE_GAME_MODE_LABELS, TEMPLATE_GAME_MODES, TURNS_MAX, TURNS_MIN, TURNS_STEP, type AssistantProgressEvent, type TemplateGameMode } from '@schemas';
import { useId, useRef, useState, type FormEvent } from 'react';
import { QuillIcon } from '../../../shared/icons/icons';
import { showToast } from '../../../shared/toast/toast-store';
import { buttonClass } from '../../../shared/ui/button-styles';
import { generateTemplate, ModelNotice, showAssistantFailure, useAssistantRun } from '../../assistant';
import { useYVersion } from '../doc/world-doc-hooks';
import { useEditor } from '../editor-context';
import { EditorSection } from '../fields/editor-section';
import { controlClass } from '../fields/field-frame';
import { applyDraft } from './assistant-apply';
import { useAssistantUndo } from './assistant-undo';

/** Spec 2 §8: the AI draft's failure fallback. */
export const DRAFT_FAILED_TEXT = 'Failed to generate draft content';
/** Shown when Generate is pressed without a prompt. */
export const DRAFT_PROMPT_REQUIRED = 'Please describe the World you want.';

const DRAFT_STEPS: AssistantProgressEvent['step'][] = ['basics', 'guidelines', 'media', 'difficultyLevels', 'storyElements', 'sharedOutcomes', 'stats', 'players'];
const range = (from: number, to: number, step = 1) => Array.from({ length: Math.floor((to - from) / step) + 1 }, (_, i) => from + i * step);
const num = (v: unknown, fallback: number) => (typeof v === 'number' && Number.isFinite(v) ? v : fallback);

/**
 * AI Draft (spec 2 §2, §4): a prompt and the story settings; the assistant drafts a World, shown
 * section by section as it is written (Cancel stops it), and the draft is copied into this World
 * with the chosen mode, player count, turns and difficulty forced. The copy is one undoable step;
 * then the editor switches to Setup.
 */
export function AiDraftTab({ onDone }: { onDone: () => void }) {
  const { doc, session, readOnly } = useEditor();
  const undo = useAssistantUndo();
  const setup = sectionMap(doc, 'setup');
  useYVersion(setup);
  const id = useId();
  const [prompt, setPrompt] = useState('');
  const [players, setPlayers] = useState(() => num(setup.get('playerCountMax'), 1));
  const [turns, setTurns] = useState(() => num(setup.get('maxTurnsMin'), 20));
  const [mode, setMode] = useState<TemplateGameMode>(() => (TEMPLATE_GAME_MODES as readonly string[]).includes(String(setup.get('gameMode'))) ? (setup.get('gameMode') as TemplateGameMode) : 'Cooperative');
  const [difficulty, setDifficulty] = useState<string>('');
  const [error, setError] = useState<string | null>(null);
  const assistant = useAssistantRun();
  const promptRef = useRef<HTMLTextAreaElement>(null);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!prompt.trim()) {
      setError(DRAFT_PROMPT_REQUIRED);
      promptRef.current?.focus();
      return;
    }
    const level = DIFFICULTY_LEVELS.find((d) => String(d.modifier) === difficulty) ?? null;
    const gameMode = players > 1 ? mode : 'Cooperative';
    const result = await assistant.run(async (options) => {
      const draft = await generateTemplate({ prompt: prompt.trim(), playerCount: players, maxTurns: turns, gameMode, generateImages: false, templateId: session.templateId, ...(level ? { difficultyLevel: { ...level } } : {}) }, options);
      applyDraft(doc, draft, { gameMode, playerCount: players, maxTurns: turns, difficultyLevel: level ? { ...level } : null });
      return draft;
    });
    if (result.status === 'failed') {
      console.error('[AiDraftTab]', result.error);
      showAssistantFailure(DRAFT_FAILED_TEXT, result.error);
    }
    if (result.status !== 'done') return;
    const draft = result.value;
    undo.remember('AI draft');
    // Nothing to delete: the server never stores a draft (its id is temporary).
    showToast({ kind: 'success', title: 'Draft applied', message: `“${draft.title}” is now this World. Undo takes it back.` });
    setPrompt('');
    onDone();
  };

  if (readOnly) return null;
  return (
    <div className="space-y-4">
      <ModelNotice />
      <EditorSection title="AI Draft" description="Describe the World you want. The assistant drafts every section, and the draft replaces what this World holds now (you can undo it).">
        {assistant.running ? (
          assistant.progress('Drafting your World…', DRAFT_STEPS)
        ) : (
          <form onSubmit={(e) => void submit(e)} noValidate className="space-y-4">
            <div>
              <label htmlFor={`${id}-prompt`} className="block text-sm font-semibold text-ink-900">
                I want players to …
              </label>
              <textarea
                id={`${id}-prompt`}
                ref={promptRef}
                rows={4}
                value={prompt}
                onChange={(e) => {
                  setPrompt(e.target.value);
                  if (e.target.value.trim()) setError(null);
                }}
                aria-invalid={error ? true : undefined}
                aria-describedby={error ? `${id}-error` : undefined}
                placeholder="explore a lighthouse where the fog itself is alive"
                className={`${controlClass} mt-1.5 min-h-28`}
              />
              {error && (
                <p id={`${id}-error`} className="mt-1 text-sm font-semibold text-danger-600">
                  {error}
                </p>
              )}
            </div>
            <div className="grid grid-cols-2 gap-4 sm:grid-cols-4">
              <Select label="Players" value={String(players)} onChange={(v) => setPlayers(Number(v))} options={range(1, MAX_PLAYERS).map((n) => ({ value: String(n), label: String(n) }))} />
              <Select label="Turns" value={String(turns)} onChange={(v) => setTurns(Number(v))} options={range(TURNS_MIN, TURNS_MAX, TURNS_STEP).map((n) => ({ value: String(n), label: String(n) }))} />
              <Select
                label="Game mode"
                value={players > 1 ? mode : 'Cooperative'}
                disabled={players === 1}
                onChange={(v) => setMode(v as TemplateGameMode)}
                options={TEMPLATE_GAME_MODES.map((m) => ({ value: m, label: TEMPLATE_GAME_MODE_LABELS[m] }))}
              />
              <Select label="Difficulty" value={difficulty} onChange={setDifficulty} options={[{ value: '', label: 'Three levels' }, ...DIFFICULTY_LEVELS.map((d) => ({ value: String(d.modifier), label: d.title }))]} />
            </div>
            <button type="submit" className={buttonClass('primary', 'lg')}>
              <QuillIcon />
              Generate Draft
            </button>
          </form>
        )}
      </EditorSection>
    </div>
  );
}

function Select({ label, value, options, onChange, disabled = false }: { label: string; value: string; options: { value: string; label: string }[]; onChange: (v: string) => void; disabled?: boolean }) {
  const id = useId();
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-semibold text-ink-900">
        {label}
      </label>
      <select id={id} value={value} disabled={disabled} onChange={(e) => onChange(e.target.value)} className={`${controlClass} mt-1.5 appearance-auto pr-8`}>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </div>
  );
}
