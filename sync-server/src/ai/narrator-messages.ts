import { audienceOf, type NarratorCall, type NarratorRequestOf } from '@engine';
import { guidelinesSchema } from '@schemas';
import { beatInstruction } from './prompt-beat';
import { milestonesInstruction, switchInstruction, threadInstruction } from './prompt-plans';
import { promptSetupInstruction, worldSetupInstruction, worldSetupState } from './prompt-setup';
import { renderStoryState } from './prompt-state';
import { renderSystemPrompt, worldOfContext, worldOfTemplate } from './prompt-world';

/** The two messages of a narrator call: the stable World prefix, then story state and instruction. */
export type NarratorMessages = { system: string; user: string };

/** A chat message as sent to the model. */
export type ChatMessage = { role: 'system' | 'user' | 'assistant'; content: string };

/** The longest previous answer quoted back in a retry (enough to fix it, bounded in cost). */
export const MAX_QUOTED_ANSWER = 24_000;

const EMPTY_GUIDELINES = guidelinesSchema.parse({});

// With OPENAI_BEAT_PLANNING the beat's answer begins with a plan the players never see.
const BEAT_PLANNING =
  '- scenePlan (the first field, before the text; players never see it): at most 60 words planning the beat: how the chosen action plays out, who speaks, the concrete World detail, the moment it ends on, and three options unlike those already offered.';

const join = (...parts: string[]): string => parts.filter((p) => p.trim() !== '').join('\n\n');

/**
 * The prompt of a narrator call, in the order that lets providers cache it: the system message
 * holds the narrator's role and the World (identical for every call of a story), the user message
 * the story state and then the instruction for this call with the rules its output must follow.
 * Pure and deterministic.
 */
export function narratorMessages<C extends NarratorCall>(call: C, request: NarratorRequestOf<C>, options: { beatPlanning?: boolean } = {}): NarratorMessages {
  const r = request as NarratorRequestOf<NarratorCall>;
  switch (call) {
    case 'setupFromPrompt': {
      const req = r as NarratorRequestOf<'setupFromPrompt'>;
      return { system: renderSystemPrompt(null, audienceOf({ category: req.category, prompt: req.prompt }, EMPTY_GUIDELINES)), user: promptSetupInstruction(req) };
    }
    case 'setupFromWorld': {
      const req = r as NarratorRequestOf<'setupFromWorld'>;
      return { system: renderSystemPrompt(worldOfTemplate(req.template)), user: join(worldSetupState(req), worldSetupInstruction(req)) };
    }
    case 'planThread': {
      const req = r as NarratorRequestOf<'planThread'>;
      return { system: renderSystemPrompt(worldOfContext(req.context)), user: join(renderStoryState(req.context), threadInstruction(req)) };
    }
    case 'writeSwitch': {
      const req = r as NarratorRequestOf<'writeSwitch'>;
      return { system: renderSystemPrompt(worldOfContext(req.context)), user: join(renderStoryState(req.context), switchInstruction(req)) };
    }
    case 'writeBeat': {
      const req = r as NarratorRequestOf<'writeBeat'>;
      return { system: renderSystemPrompt(worldOfContext(req.context)), user: join(renderStoryState(req.context), beatInstruction(req), options.beatPlanning ? BEAT_PLANNING : '') };
    }
    case 'writeMilestones': {
      const req = r as NarratorRequestOf<'writeMilestones'>;
      return { system: renderSystemPrompt(worldOfContext(req.context)), user: join(renderStoryState(req.context), milestonesInstruction(req)) };
    }
    default:
      throw new Error(`[narrator] unknown call ${String(call)}`);
  }
}

/** The retry's extra turn: the rejected answer, then the validation errors quoted with the request to fix them. */
export function retryMessages(previousAnswer: string, errors: readonly string[]): ChatMessage[] {
  const quoted = previousAnswer.length > MAX_QUOTED_ANSWER ? `${previousAnswer.slice(0, MAX_QUOTED_ANSWER)}…` : previousAnswer;
  return [
    { role: 'assistant', content: quoted || '(empty answer)' },
    {
      role: 'user',
      content: [
        'The game engine rejected your answer for these reasons:',
        ...errors.map((e) => `- ${e}`),
        'Write the whole answer again as one complete JSON object that fixes every problem listed, keeps what was fine, and still follows all the rules of the task.',
      ].join('\n'),
    },
  ];
}

/** The chat messages of a first attempt. */
export function firstMessages(m: NarratorMessages): ChatMessage[] {
  return [
    { role: 'system', content: m.system },
    { role: 'user', content: m.user },
  ];
}
