import { fillFluff } from '@engine';
import type { Beat, PlayerSlot, Story } from '@schemas';
import type { QualityStory } from './story-set';
import { stripTags } from './text';

// One story as plain text for a reader (READERS.md): what the players saw and chose, nothing else.

const RESULT: Record<string, string> = { favorable: 'it goes well', mixed: 'it half works', unfavorable: 'it goes badly' };

function beatBlock(b: Beat, who: string): string {
  const lines = [`--- Turn ${b.turn} · ${who} · ${b.title}`, '', stripTags(b.text).trim(), ''];
  b.options.forEach((o, i) => {
    const chosen = b.choice === i;
    const kind = o.optionType === 'challenge' ? ' [a risk]' : '';
    lines.push(`  ${chosen ? '>' : ' '} ${i + 1}. ${o.text}${kind}`);
  });
  if (b.choice >= 0) {
    const o = b.options[b.choice];
    lines.push('', `  Chosen: ${b.choice + 1}${o?.optionType === 'challenge' && b.resolution ? ` (${RESULT[b.resolution] ?? b.resolution})` : ''}`);
  }
  lines.push('');
  return lines.join('\n');
}

/**
 * A played story as one plain text: title, the prompt or World it came from, who each player is,
 * then every beat of every player in turn order (turn 1 of each player, then turn 2 ...), each
 * with its three options, the one chosen, and how a challenge went.
 */
export function renderStory(story: Story, q: Pick<QualityStory, 'kind' | 'category' | 'prompt' | 'world' | 'players'>): string {
  const head: string[] = [`${story.title}`, '='.repeat(Math.min(70, story.title.length)), ''];
  if (q.prompt) head.push(`Prompt (${q.category}): ${q.prompt.promptText}`, ...Object.entries(q.prompt.fields).map(([k, v]) => `  ${k}: ${v}`));
  else if (q.world) head.push(`World: ${q.world.title} (${q.players} player${q.players > 1 ? 's' : ''})`, q.world.teaser);
  head.push('');
  const slots = (Object.keys(story.players) as PlayerSlot[]).filter((s) => story.players[s]);
  const names = new Map<PlayerSlot, string>();
  for (const slot of slots) {
    const p = story.players[slot];
    if (!p) continue;
    names.set(slot, p.name);
    const bg = p.possibleCharacterBackgrounds[p.backgroundChoice];
    head.push(`${slots.length > 1 ? `${p.name} (${slot})` : p.name}: ${p.appearance}${bg ? ` ${bg.title}: ${fillFluff(bg.fluffTemplate, p)}` : ''}`);
  }
  head.push('');
  const turns = Math.max(0, ...slots.map((s) => story.players[s]?.beatHistory.length ?? 0));
  const body: string[] = [];
  for (let t = 0; t < turns; t++) {
    for (const slot of slots) {
      const b = story.players[slot]?.beatHistory[t];
      if (b) body.push(beatBlock(b, names.get(slot) ?? slot));
    }
  }
  return `${head.join('\n')}\n${body.join('\n')}`;
}
