import type OpenAI from 'openai';
import { createLogger } from '../util/log';

const log = createLogger('moderation');

/** The verdict on a free-text prompt. */
export type ModerationResult = { ok: true } | { ok: false; reason: string };

/** How strict a check is: for children (issue 29) anything unsuitable for a young reader fails, and so does a check that could not run. */
export type ModerationOptions = { forChildren?: boolean };

/** Checks free text (story prompts; a model's words for children's stories) before anyone sees it. */
export interface Moderator {
  check(text: string, options?: ModerationOptions): Promise<ModerationResult>;
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

/** Words no story read with young children should hold (checked on a model's words for children, issue 29). */
const NOT_FOR_CHILDREN =
  /\b(kill(?:s|ed|ing|er|ers)?|murder\w*|blood(?:y|ied|shed)?|gore|gory|corpses?|dead bod(?:y|ies)|suicid\w*|stab(?:s|bed|bing)?|shoot(?:s|ing)?|guns?|rifles?|pistols?|bullets?|drugs?|cocaine|heroin|drunk(?:en)?|beer|vodka|whiske?y|cigarettes?|sexy|sex|sexual\w*|naked|nude|tortur\w*|behead\w*|decapitat\w*|bleed(?:s|ing)?|damn\w*|hell|bastards?|shit\w*|fuck\w*|bitch\w*|crap)\b/i;

/** The local rule list as a Moderator (the default when no API key is set); for children, also the words no young reader should meet. */
export function localModerator(): Moderator {
  return {
    check: async (text, options) => {
      for (const rule of RULES) if (rule.patterns.some((p) => p.test(text))) return { ok: false, reason: rule.reason };
      if (options?.forChildren) {
        const word = NOT_FOR_CHILDREN.exec(text)?.[0];
        if (word) return { ok: false, reason: `"${word}" is not for young children` };
      }
      return { ok: true };
    },
  };
}

// For children a lower bar than the endpoint's own flag on what a young reader must not meet.
const CHILDREN_SCORE_LIMIT = 0.2;
const CHILDREN_WATCHED = ['violence', 'violence/graphic', 'sexual', 'sexual/minors', 'self-harm', 'harassment', 'harassment/threatening', 'hate', 'illicit'];

/**
 * The OpenAI moderation endpoint, with the local rules applied first. If the endpoint fails the
 * local verdict stands and a warning is logged: an outage never blocks a player. For children
 * (a model's words in a children's story) a score above 0.2 in a watched category fails too, and
 * an outage fails the check: the built-in storyteller writes that part instead.
 */
export function openAiModerator(client: OpenAI, model = 'omni-moderation-latest'): Moderator {
  const local = localModerator();
  return {
    check: async (text, options) => {
      const first = await local.check(text, options);
      if (!first.ok) return first;
      const children = options?.forChildren === true;
      try {
        const res = await client.moderations.create({ model, input: text });
        const result = res.results[0];
        const scores = (result?.category_scores ?? {}) as unknown as Record<string, number>;
        const flagged = Object.entries(result?.categories ?? {})
          .filter(([name, on]) => on || (children && CHILDREN_WATCHED.includes(name) && (scores[name] ?? 0) > CHILDREN_SCORE_LIMIT))
          .map(([name]) => name.replaceAll('/', ' / ').replaceAll('-', ' '));
        if (!result?.flagged && flagged.length === 0) return { ok: true };
        return { ok: false, reason: flagged.join(', ') || 'flagged by moderation' };
      } catch (err) {
        // A player's prompt is never blocked by an outage; a model's words for children are never shown unchecked.
        log.warn(`moderation endpoint failed${children ? '' : ', using local rules only'}: ${err instanceof Error ? err.message : String(err)}`);
        return children ? { ok: false, reason: 'the moderation service could not check it' } : { ok: true };
      }
    },
  };
}
