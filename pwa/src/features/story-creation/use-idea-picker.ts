import { createRng, ideasFor, NEW_IDEA_CYCLE, pickIdea, type Idea, type IdeaCycle } from '@engine';
import type { StoryCategory } from '@schemas';
import { useCallback, useRef, useState } from 'react';

/**
 * The Idea button's memory (spec 1 §4): one cycle per category and player mode (single or
 * multi); the engine's pickIdea applies the rules (never the first, never one used since the
 * cycle began, never the same as last). reset() forgets every cycle (a category change).
 */
export function useIdeaPicker(): { pick: (category: StoryCategory, players: number) => Idea | null; reset: () => void } {
  // One random source per visit: Ideas differ between visits but the engine stays pure.
  const [rng] = useState(() => createRng(`${Date.now()}:${Math.random()}`));
  const cycles = useRef(new Map<string, IdeaCycle>());

  const pick = useCallback(
    (category: StoryCategory, players: number) => {
      const ideas = ideasFor(category, players);
      const key = `${category}:${players > 1 ? 'multi' : 'single'}`;
      const next = pickIdea(ideas.length, cycles.current.get(key) ?? NEW_IDEA_CYCLE, rng);
      if (!next) return null;
      cycles.current.set(key, next.cycle);
      return ideas[next.index] ?? null;
    },
    [rng],
  );
  const reset = useCallback(() => cycles.current.clear(), []);
  return { pick, reset };
}
