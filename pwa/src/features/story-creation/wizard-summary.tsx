import { cardText, modeLabel } from '@engine';
import type { StoryCategory, StoryGameMode } from '@schemas';
import { CATEGORY_LOOK, capitalise } from './category-look';

/** The wizard's summary card (spec 1 §2): category, players, mode and images; rows jump to their step. */
export function WizardSummary({
  category,
  players,
  mode,
  images,
  onEdit,
  templateMode = false,
}: {
  templateMode?: boolean;
  category: StoryCategory;
  players: number;
  mode: StoryGameMode;
  images: boolean;
  /** Jump to a step; absent in a deep link, where the earlier steps are not part of the flow. */
  onEdit?: (step: 1 | 2) => void;
}) {
  const { icon: CategoryIcon, tint } = CATEGORY_LOOK[category];
  const rows: { label: string; value: string; step: 1 | 2 }[] = [
    { label: templateMode ? 'I want players to' : 'I want to', value: capitalise(cardText(category, templateMode) ?? 'be flexible'), step: 1 },
    { label: 'Players', value: players === 1 ? '1 player' : `${players} players`, step: 2 },
    { label: 'Mode', value: modeLabel(mode), step: 2 },
    ...(templateMode ? [] : [{ label: 'Images', value: images ? 'Yes' : 'No', step: 2 as const }]),
  ];
  return (
    <aside aria-labelledby="wizard-summary-heading" className="self-start rounded-2xl border border-parchment-300 bg-parchment-50/80 p-4 shadow-card sm:p-5 md:sticky md:top-24">
      <div className="flex items-center gap-3">
        <span className={`grid size-10 place-items-center rounded-xl ${tint}`}>
          <CategoryIcon className="size-5" />
        </span>
        <h2 id="wizard-summary-heading" className="text-lg font-semibold">
          {templateMode ? 'Your World' : 'Your story'}
        </h2>
      </div>
      <dl className="mt-3 divide-y divide-parchment-200">
        {rows.map((row) => (
          <div key={row.label} className="flex min-h-11 items-center justify-between gap-3 py-1.5 text-sm">
            <dt className="text-ink-600">{row.label}</dt>
            <dd className="text-right font-semibold text-ink-900">
              {onEdit ? (
                <button
                  type="button"
                  onClick={() => onEdit(row.step)}
                  className="-mr-2 inline-flex min-h-11 items-center rounded-lg px-2 underline decoration-parchment-400 underline-offset-4 hover:decoration-ember-500"
                >
                  {row.value}
                  <span className="sr-only">: change {row.label.toLowerCase()}</span>
                </button>
              ) : (
                row.value
              )}
            </dd>
          </div>
        ))}
      </dl>
    </aside>
  );
}
