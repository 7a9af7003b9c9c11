import type { Interlude, Option, PlayerSlot, Stat, StatGroupRef } from '@schemas';
import { checkStatChange, isGain, isLoss } from '../rules/stat-change';
import type { OptionMode } from './turn-plan';

/** What the structural beat rules need to know about the story around a beat. */
export type BeatRuleContext = {
  slot: PlayerSlot;
  optionMode: OptionMode;
  allowResource: boolean;
  generateImages: boolean;
  slots: readonly PlayerSlot[];
  stat: (group: StatGroupRef, statId: string) => Pick<Stat, 'id' | 'type' | 'canBeChangedInBeatResolutions'> | undefined;
};

/** The parts of a beat the structural rules look at. */
export type BeatShape = {
  text: string;
  options: readonly Option[];
  interludes: readonly Interlude[];
  imageRequests: readonly { id: string }[];
};

/** basePoints ranges by resource type [O3]. */
export const BASE_POINT_RANGES = {
  normal: { min: -10, max: 5 },
  sacrifice: { min: 20, max: 30 },
  reward: { min: -30, max: -20 },
} as const;

/** Splits beat text into paragraphs (blank-line separated, empty ones dropped). */
export function paragraphsOf(text: string): string[] {
  return text
    .split(/\n\s*\n/)
    .map((p) => p.trim())
    .filter((p) => p.length > 0);
}

/** An image placeholder found in beat text (spec 1 §3). */
export type ImageTag = { paragraph: number; attributes: Record<string, string> };

/** Finds the `<image ... />` placeholders of a text with their paragraph index. */
export function imageTagsOf(text: string): ImageTag[] {
  const tags: ImageTag[] = [];
  paragraphsOf(text).forEach((p, paragraph) => {
    for (const m of p.matchAll(/<image\b([^>]*?)\/?>/g)) {
      const attributes: Record<string, string> = {};
      for (const a of (m[1] ?? '').matchAll(/([A-Za-z]+)\s*=\s*"([^"]*)"/g)) attributes[a[1] as string] = a[2] ?? '';
      tags.push({ paragraph, attributes });
    }
  });
  return tags;
}

/** Problems with a beat's image placeholders [W4] (spec 1 §5). */
export function imagePlacementProblems(text: string, generateImages: boolean, slots: readonly string[], requestIds: readonly string[]): string[] {
  const problems: string[] = [];
  const tags = imageTagsOf(text);
  const count = paragraphsOf(text).length;
  if (!generateImages) {
    if (tags.length > 0) problems.push('the story does not generate images: the text must contain no <image> placeholders');
    if (requestIds.length > 0) problems.push('the story does not generate images: imageRequests must be empty');
    return problems;
  }
  if (tags.length < 1 || tags.length > 2) problems.push(`the text must contain 1 or 2 <image> placeholders, found ${tags.length}`);
  const paras = tags.map((t) => t.paragraph);
  if (new Set(paras).size !== paras.length) problems.push('image placeholders must be in distinct paragraphs');
  if (paras.some((p) => p === count - 1)) problems.push('an image placeholder must never be in the last paragraph');
  const sorted = [...paras].sort((a, b) => a - b);
  for (let i = 1; i < sorted.length; i++) {
    if ((sorted[i] as number) - (sorted[i - 1] as number) < 2) problems.push('image placeholders need at least one paragraph between them');
  }
  for (const tag of tags) {
    const { id, source } = tag.attributes;
    if (!id) problems.push('every image placeholder needs an id attribute');
    if (!source) problems.push('every image placeholder needs a source attribute');
    else if (source !== 'story' && source !== 'template') problems.push(`image source must be "story" or "template", got "${source}"`);
    const playerRef = id?.match(/^(player\d)_\d+$/);
    if (playerRef && !slots.includes(playerRef[1] as string)) problems.push(`image "${id}" refers to a player slot the story does not have`);
    if (source === 'story' && id && !requestIds.includes(id)) problems.push(`image "${id}" has source "story" but no imageRequest with that id`);
  }
  for (const rid of requestIds) {
    if (!tags.some((t) => t.attributes.id === rid)) problems.push(`imageRequest "${rid}" is not placed in the text`);
  }
  return problems;
}

/** Structural problems of a beat: options [O1-O3], interludes and image placeholders [W4]. */
export function beatStructureProblems(beat: BeatShape, ctx: BeatRuleContext): string[] {
  const problems: string[] = [];
  if (beat.options.length !== 3) problems.push(`a beat needs exactly 3 options, got ${beat.options.length}`);
  const resourceful = beat.options.filter((o) => o.resourceType !== 'normal');
  if (resourceful.length > 1) problems.push('at most one option may be a sacrifice or a reward');
  if (resourceful.length > 0 && !ctx.allowResource) problems.push('this beat may not offer a sacrifice or reward option');
  beat.options.forEach((o, i) => {
    const at = `option ${i + 1}`;
    if (!o.text.trim()) problems.push(`${at} has no text`);
    if (o.optionType !== ctx.optionMode) problems.push(`${at} must be ${ctx.optionMode === 'exploration' ? 'an' : 'a'} ${ctx.optionMode} option, got ${o.optionType}`);
    if (o.optionType === 'exploration') {
      if (o.resourceType !== 'normal') problems.push(`${at}: exploration options cannot be a sacrifice or reward`);
      return;
    }
    const range = BASE_POINT_RANGES[o.resourceType];
    if (o.basePoints < range.min || o.basePoints > range.max) {
      problems.push(`${at}: basePoints of a ${o.resourceType} option must be ${range.min} to ${range.max}, got ${o.basePoints}`);
    }
    for (const m of o.modifiersToSuccessRate) {
      if (!ctx.stat('shared', m.statId) && !ctx.stat(ctx.slot, m.statId)) problems.push(`${at}: modifier refers to unknown stat "${m.statId}"`);
      if (m.effect < -15 || m.effect > 15) problems.push(`${at}: modifier effect must be -15 to +15, got ${m.effect}`);
    }
    const rc = o.resourceStatChange;
    if (o.resourceType === 'normal') {
      if (rc) problems.push(`${at}: only a sacrifice or reward option carries a resourceStatChange`);
      return;
    }
    if (!rc) {
      problems.push(`${at}: a ${o.resourceType} option must name the stat it ${o.resourceType === 'sacrifice' ? 'loses' : 'gains'} (resourceStatChange)`);
      return;
    }
    if (rc.group !== 'shared' && rc.group !== ctx.slot) problems.push(`${at}: a ${o.resourceType} may only change a shared stat or the player's own`);
    const stat = ctx.stat(rc.group, rc.statId);
    if (!stat) {
      problems.push(`${at}: resourceStatChange refers to unknown stat "${rc.statId}"`);
      return;
    }
    if (!stat.canBeChangedInBeatResolutions) problems.push(`${at}: stat "${rc.statId}" cannot be changed in beat resolutions`);
    const bad = checkStatChange(stat as Stat, rc.change, rc.value);
    if (bad) problems.push(`${at}: ${bad}`);
    if (o.resourceType === 'sacrifice' && !isLoss(rc.change)) problems.push(`${at}: a sacrifice must lose something (subtractNumber or removeElement)`);
    if (o.resourceType === 'reward' && !isGain(rc.change)) problems.push(`${at}: a reward must gain something (addNumber or addElement)`);
  });
  const wanted = ctx.generateImages ? 3 : 1;
  if (beat.interludes.length !== wanted) problems.push(`a beat needs ${wanted} interlude${wanted === 1 ? '' : 's'} (${ctx.generateImages ? 'images on' : 'images off'}), got ${beat.interludes.length}`);
  beat.interludes.forEach((il, i) => {
    if (!il.text.trim()) problems.push(`interlude ${i + 1} has no text`);
    if (!ctx.generateImages && (il.imageSource !== 'none' || il.imageId !== '')) problems.push(`interlude ${i + 1} must have no image when images are off`);
  });
  problems.push(...imagePlacementProblems(beat.text, ctx.generateImages, ctx.slots, beat.imageRequests.map((r) => r.id)));
  return problems;
}
