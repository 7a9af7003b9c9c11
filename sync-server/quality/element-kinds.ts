import type { StoryElement } from '@schemas';

/** The kinds of story element (spec 3 §3). */
export type Kind = 'character' | 'location' | 'item' | 'faction' | 'rumor' | 'event' | 'phenomenon';

/**
 * The true kind of every element of the bundled Worlds, read and decided by hand from its role,
 * appearance and instructions. The report judges the narrator against this table, not against
 * the narrator's own reading of the role.
 */
export const SEED_ELEMENT_KINDS: Readonly<Record<string, Kind>> = {
  // Deceptively Spacious
  flat_4b: 'location',
  hearth_and_haven: 'faction',
  crispin_dower: 'character',
  landlord_pellingham: 'character',
  havenhub_portal: 'item',
  the_queue: 'faction',
  tenants_association: 'faction',
  best_and_final: 'event',
  rumor_flat_5b: 'rumor',
  // The Finders of Button Hill
  lost_and_found: 'location',
  granny_thimble: 'character',
  mister_pockets: 'character',
  noor: 'character',
  whistle: 'character',
  marjoram_magpie: 'character',
  way_to_ladder_lane: 'location',
  first_bird: 'event',
  rumor_lost_giggles: 'rumor',
  // The Ninety-Minute Crossing
  margery_pike: 'location',
  the_pass: 'location',
  dev_halloran: 'character',
  lulu_ferns: 'character',
  ottoline_mayhew: 'character',
  cressida_vane: 'character',
  old_sal_pardoe: 'character',
  critic_eh: 'character',
  wend_estuary: 'location',
  // The Redrawn City
  quillmarsh: 'location',
  master_plate: 'item',
  vesper_lane: 'location',
  ondine_marrow: 'character',
  aunt_tallow: 'character',
  the_margins: 'location',
  dawn_press: 'location',
  the_foul_copy: 'item',
  quarter_day_reprint: 'event',
  // The Ten-Year Orchard
  green_door: 'location',
  the_gardener: 'character',
  the_rows: 'location',
  seed_cabinet: 'item',
  windfalls: 'item',
  the_robin: 'character',
  late_frost: 'phenomenon',
  the_cottage: 'location',
  eleventh_row: 'rumor',
  // What the River Knows
  the_willowbeck: 'location',
  dr_halima_orrin: 'character',
  survey_kit: 'item',
  small_witnesses: 'phenomenon',
  hollin_farm: 'location',
  gideon_hale: 'character',
  mill_weir: 'location',
  storm_overflow: 'location',
  rumor_otters: 'rumor',
  summer_storm: 'event',
};

const DECLARED = /^\s*(character|location|item|faction|rumou?r|event|phenomenon)\s*[:—–-]/i;

/** The kind a role declares up front ('Character: ...', as Worlds drafted by the builder write it), or null. */
export function declaredKind(role: string): Kind | null {
  const m = role.match(DECLARED);
  if (!m) return null;
  const w = (m[1] as string).toLowerCase();
  return (w.startsWith('rumo') ? 'rumor' : w) as Kind;
}

/** The true kind of an element: the hand-checked table for bundled Worlds, else the kind its role declares. */
export function trueKind(e: Pick<StoryElement, 'id' | 'role'>): Kind | null {
  return SEED_ELEMENT_KINDS[e.id] ?? declaredKind(e.role);
}
