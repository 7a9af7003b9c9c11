import { buildSection, draftWorld, sectionToOutput, type AssistantStep, type WorldSection } from '@engine';
import { statSchema, type Template } from '@schemas';
import { REQUEST_MARK } from '../src/assistant/assistant-messages';
import { fakeReply, type ChatHandler, type ChatRequestRecord } from './fake-openai';

/** What a Worldbuilding Assistant step asked, read from its user message. */
export type AssistantChat = {
  step: AssistantStep;
  prompt: string;
  playerCount: number;
  maxTurns: number;
  gameMode: string;
  feedback: string | null;
  seed: string;
};

/** The request head of an assistant step's chat (null for any other chat). */
export function assistantChatOf(chat: ChatRequestRecord): AssistantChat | null {
  const user = chat.messages.find((m) => m.role === 'user')?.content ?? '';
  const line = user.split('\n').find((l) => l.startsWith(REQUEST_MARK));
  return line ? (JSON.parse(line.slice(REQUEST_MARK.length)) as AssistantChat) : null;
}

function statsOf(chat: ChatRequestRecord): Template['playerStats'] {
  const user = chat.messages.find((m) => m.role === 'user')?.content ?? '';
  const lines = user.split('\n');
  const at = lines.indexOf('Stats (JSON):');
  if (at < 0) return [];
  const stats = JSON.parse(lines[at + 1] ?? '[]') as unknown[];
  return stats.map((s) => statSchema.parse(s)).filter((s) => s.id.startsWith('player_'));
}

/**
 * The step's answer as the procedural builder writes it, in the model's output shape: a fake
 * model that always writes valid sections (drafts from the request's prompt and seed; iterations
 * with the feedback).
 */
export function proceduralSectionOutput(chat: ChatRequestRecord): unknown {
  const a = assistantChatOf(chat);
  if (!a) throw new Error('not an assistant step');
  const input = { prompt: a.prompt, playerCount: a.playerCount, maxTurns: a.maxTurns, gameMode: a.gameMode as Template['gameMode'] };
  if (a.step === 'basics' || a.feedback === null) {
    const world = draftWorld(input, a.seed, { id: a.seed });
    if (a.step === 'players') return sectionToOutput('players', { ...world, ...buildSection('players', { input, seed: a.seed, template: { ...world, playerStats: statsOf(chat) } }) });
    return sectionToOutput(a.step, world);
  }
  const template = { playerStats: statsOf(chat) } as Template;
  return sectionToOutput(a.step, buildSection(a.step as WorldSection, { input, seed: a.seed, feedback: a.feedback, template }));
}

/** A chat handler answering every assistant step with the procedural section as JSON. */
export const proceduralSectionReplies: ChatHandler = (chat) => fakeReply.json(proceduralSectionOutput(chat));
