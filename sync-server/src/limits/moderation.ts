import type OpenAI from 'openai';
import { createLogger } from '../util/log';

const log = createLogger('moderation');

/** The verdict on a free-text prompt. */
export type ModerationResult = { ok: true } | { ok: false; reason: string };

/** Checks free text (story prompts) before anything is generated from it. */
export interface Moderator {
  check(text: string): Promise<ModerationResult>;
}

/** The local rule list: what the platform refuses to narrate, whatever the model. */
const RULES: { reason: string; patterns: RegExp[] }[] = [
  {
    reason: 'sexual content involving minors',
    patterns: [
      /\b(child|kid|minor|underage|preteen|toddler)s?\b[^.]{0,40}\b(sex|sexual|nude|naked|porn|erotic)/i,
      /\b(sex|sexual|nude|naked|porn|erotic)\w*\b[^.]{0,40}\b(child|kid|minor|underage|preteen|toddler)s?\b/i,
      /\bchild\s*porn|\bcsam\b|\bloli(con)?\b/i,
    ],
  },
  {
    reason: 'instructions for self-harm',
    patterns: [/\bhow\s+(to|do\s+i|can\s+i)\s+(kill|hurt|harm)\s+myself\b/i, /\b(best|painless|easiest)\s+(way|method)s?\s+to\s+(die|commit\s+suicide|kill\s+myself)\b/i],
  },
  {
    reason: 'instructions for mass violence',
    patterns: [
      /\b(how\s+to|instructions?\s+(for|to)|step[-\s]by[-\s]step)\b[^.]{0,40}\b(build|make|assemble|synthesi[sz]e)\b[^.]{0,30}\b(bomb|explosive|nerve\s+agent|sarin|ricin|bioweapon)/i,
    ],
  },
];

/** The local rule list as a Moderator (the default when no API key is set). */
export function localModerator(): Moderator {
  return {
    check: async (text) => {
      for (const rule of RULES) if (rule.patterns.some((p) => p.test(text))) return { ok: false, reason: rule.reason };
      return { ok: true };
    },
  };
}

/**
 * The OpenAI moderation endpoint, with the local rules applied first. If the endpoint fails the
 * local verdict stands and a warning is logged: an outage never blocks a player.
 */
export function openAiModerator(client: OpenAI, model = 'omni-moderation-latest'): Moderator {
  const local = localModerator();
  return {
    check: async (text) => {
      const first = await local.check(text);
      if (!first.ok) return first;
      try {
        const res = await client.moderations.create({ model, input: text });
        const result = res.results[0];
        if (!result?.flagged) return { ok: true };
        const categories = Object.entries(result.categories)
          .filter(([, flagged]) => flagged)
          .map(([name]) => name.replaceAll('/', ' / ').replaceAll('-', ' '));
        return { ok: false, reason: categories.join(', ') || 'flagged by moderation' };
      } catch (err) {
        log.warn(`moderation endpoint failed, using local rules only: ${err instanceof Error ? err.message : String(err)}`);
        return { ok: true };
      }
    },
  };
}
