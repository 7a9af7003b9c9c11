import type { TemplateMetadata } from '@schemas';

/** "1 player", "2 players", "1–4 players". */
export function playerRangeLabel(t: Pick<TemplateMetadata, 'playerCountMin' | 'playerCountMax'>): string {
  const { playerCountMin: min, playerCountMax: max } = t;
  if (min === max) return `${min} ${min === 1 ? 'player' : 'players'}`;
  return `${min}–${max} players`;
}

/** "25 turns", "10–25 turns". */
export function turnRangeLabel(t: Pick<TemplateMetadata, 'maxTurnsMin' | 'maxTurnsMax'>): string {
  const { maxTurnsMin: min, maxTurnsMax: max } = t;
  return min === max ? `${min} turns` : `${min}–${max} turns`;
}

/** Where a template's Play button goes (spec 1 §2). */
export function configurePath(t: Pick<TemplateMetadata, 'id'>): string {
  return `/templates/${encodeURIComponent(t.id)}/configure`;
}
