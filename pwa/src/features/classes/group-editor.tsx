// The groups of a new class (issue 33): how many learners, solo or groups of 2-6 within the World's
// player counts, the split it makes (mixed sizes when the count does not divide: 7 in pairs is
// 2 + 2 + 3), and each group's size to adjust by hand.
import { splitIntoGroups, type GroupBounds } from '@engine';
import { MAX_CLASS_LEARNERS, MAX_GROUP_SIZE } from '@schemas';
import { useId } from 'react';
import { CloseIcon } from '../../shared/icons/icons';
import { PlusIcon } from '../../shared/icons/user-menu-icons';
import { buttonClass } from '../../shared/ui/button-styles';

/** The groups of a class being made: the learners and group size asked, and the sizes it makes. */
export type GroupPlan = { learners: number; size: number; groups: number[] };

/** A plan for `learners` in groups of `size`, split by the shared rule. */
export function planGroups(learners: number, size: number, bounds: GroupBounds): GroupPlan {
  const n = Math.min(MAX_CLASS_LEARNERS, Math.max(1, Math.floor(learners) || 1));
  return { learners: n, size, groups: splitIntoGroups(n, size, bounds) };
}

/** The group sizes a World allows: 1 (solo) up to 6, within its player counts. */
export function sizesOffered(bounds: GroupBounds): number[] {
  const out: number[] = [];
  for (let s = Math.max(1, bounds.playerCountMin); s <= Math.min(MAX_GROUP_SIZE, bounds.playerCountMax); s++) out.push(s);
  return out;
}

const sizeLabel = (s: number) => (s === 1 ? 'Each learner alone' : s === 2 ? 'Pairs' : `Groups of ${s}`);
const stepper = 'inline-grid size-11 place-items-center rounded-full border border-parchment-300 bg-parchment-50 text-lg font-semibold text-ink-900 hover:bg-parchment-200 disabled:opacity-40';

/** Learners, group size and the groups, each adjustable. */
export function GroupEditor({ plan, bounds, onChange }: { plan: GroupPlan; bounds: GroupBounds; onChange: (p: GroupPlan) => void }) {
  const learnersId = useId();
  const sizeId = useId();
  const largest = Math.min(MAX_GROUP_SIZE, bounds.playerCountMax);
  const smallest = Math.max(1, bounds.playerCountMin);
  const total = plan.groups.reduce((a, b) => a + b, 0);
  const setGroup = (i: number, size: number) => {
    const groups = plan.groups.map((g, j) => (j === i ? size : g));
    onChange({ ...plan, groups, learners: groups.reduce((a, b) => a + b, 0) });
  };
  const removeGroup = (i: number) => {
    const groups = plan.groups.filter((_, j) => j !== i);
    onChange({ ...plan, groups, learners: groups.reduce((a, b) => a + b, 0) });
  };
  const addGroup = () => {
    const groups = [...plan.groups, Math.min(largest, Math.max(smallest, plan.size))];
    onChange({ ...plan, groups, learners: groups.reduce((a, b) => a + b, 0) });
  };

  return (
    <fieldset className="@container space-y-4">
      <legend className="text-lg font-semibold">Learners and groups</legend>
      <div className="grid gap-4 @md:grid-cols-2">
        <div>
          <label htmlFor={learnersId} className="font-semibold text-ink-900">
            Number of learners
          </label>
          <input
            id={learnersId}
            type="number"
            inputMode="numeric"
            min={1}
            max={MAX_CLASS_LEARNERS}
            value={plan.learners}
            onChange={(e) => onChange(planGroups(Number(e.target.value), plan.size, bounds))}
            className="mt-1 block min-h-11 w-full rounded-xl border border-parchment-400 bg-white px-3 text-lg tabular-nums"
          />
        </div>
        <div>
          <label htmlFor={sizeId} className="font-semibold text-ink-900">
            Play
          </label>
          <select
            id={sizeId}
            value={plan.size}
            onChange={(e) => onChange(planGroups(plan.learners, Number(e.target.value), bounds))}
            className="mt-1 block min-h-11 w-full rounded-xl border border-parchment-400 bg-white px-3 text-base"
          >
            {sizesOffered(bounds).map((s) => (
              <option key={s} value={s}>
                {sizeLabel(s)}
              </option>
            ))}
          </select>
        </div>
      </div>
      <div>
        <p className="text-sm text-ink-700" aria-live="polite">
          {plan.groups.length} {plan.groups.length === 1 ? 'story' : 'stories'} for {total} {total === 1 ? 'learner' : 'learners'}: {plan.groups.join(' + ')}
        </p>
        <ol className="mt-2 grid gap-2 @lg:grid-cols-2 @3xl:grid-cols-3" aria-label="Groups">
          {plan.groups.map((size, i) => (
            <li key={i} className="flex items-center justify-between gap-2 rounded-xl border border-parchment-300 bg-parchment-50 py-1 pr-1 pl-3">
              <span className="font-semibold whitespace-nowrap text-ink-900">Group {i + 1}</span>
              <span className="flex items-center gap-1">
                <button type="button" className={stepper} aria-label={`Group ${i + 1}: one learner fewer`} disabled={size <= smallest} onClick={() => setGroup(i, size - 1)}>
                  −
                </button>
                <span className="w-6 text-center text-lg font-semibold tabular-nums" aria-label={`Group ${i + 1} has ${size} ${size === 1 ? 'learner' : 'learners'}`}>
                  {size}
                </span>
                <button type="button" className={stepper} aria-label={`Group ${i + 1}: one learner more`} disabled={size >= largest || total >= MAX_CLASS_LEARNERS} onClick={() => setGroup(i, size + 1)}>
                  +
                </button>
                <button type="button" className={stepper} aria-label={`Remove group ${i + 1}`} disabled={plan.groups.length <= 1} onClick={() => removeGroup(i)}>
                  <CloseIcon className="size-4" />
                </button>
              </span>
            </li>
          ))}
        </ol>
        <button type="button" className={buttonClass('secondary', 'md', 'mt-2')} disabled={total + smallest > MAX_CLASS_LEARNERS} onClick={addGroup}>
          <PlusIcon className="size-4" />
          Add a group
        </button>
      </div>
    </fieldset>
  );
}
