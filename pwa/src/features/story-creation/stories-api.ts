// Story calls of spec 1 §7 used by the create screens: creation and setup status. (The feed of
// the codes kept on this device is the stories feature's: stories/stories-api-feed.ts.)
import {
  createStoryResponseSchema,
  storyStatusResponseSchema,
  type CreateStoryFromTemplateRequest,
  type CreateStoryRequest,
  type CreateStoryResponse,
  type StoryStatusResponse,
} from '@schemas';
import { apiGet, apiPost } from '../../shared/api/api-client';
import { addCodeSet, removeCodeSet } from '../../shared/local-db/code-sets';

/** A prompt-based creation request as the wizard builds it (the requestId is added by the client). */
export type PromptStoryInput = Omit<CreateStoryRequest, 'requestId'>;
/** A template-based creation request as the configurator builds it. */
export type TemplateStoryInput = Omit<CreateStoryFromTemplateRequest, 'requestId'>;

/** Either kind of creation. */
export type StoryCreation = { kind: 'prompt'; input: PromptStoryInput } | { kind: 'template'; input: TemplateStoryInput };

/** POST /stories or /stories/template. */
export function postStory(creation: StoryCreation): Promise<CreateStoryResponse> {
  return creation.kind === 'prompt'
    ? apiPost('/stories', createStoryResponseSchema, creation.input)
    : apiPost('/stories/template', createStoryResponseSchema, creation.input);
}

/** The join codes of a creation response in slot order (player1 first). */
export function codesInSlotOrder(codes: CreateStoryResponse['codes']): string[] {
  return Object.entries(codes)
    .filter((entry): entry is [string, string] => typeof entry[1] === 'string')
    .sort(([a], [b]) => Number(a.replace('player', '')) - Number(b.replace('player', '')))
    .map(([, code]) => code);
}

/**
 * Creates a story and keeps its code set on this device (spec 1 §4 'Story creation'). When the
 * server already reports the setup as failed, the newly stored codes are removed again and the
 * call rejects.
 */
export async function createStoryAndRememberCodes(creation: StoryCreation): Promise<CreateStoryResponse & { codeList: string[] }> {
  const created = await postStory(creation);
  const codeList = codesInSlotOrder(created.codes);
  await addCodeSet(codeList, created.storyId);
  if (created.status === 'failed') {
    await removeCodeSet(codeList);
    throw new Error('Story creation failed.');
  }
  return { ...created, codeList };
}

/** GET /stories/{id}/status. */
export function fetchStoryStatus(storyId: string, signal?: AbortSignal): Promise<StoryStatusResponse> {
  return apiGet(`/stories/${encodeURIComponent(storyId)}/status`, storyStatusResponseSchema, { signal });
}
