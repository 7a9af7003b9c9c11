// The class calls (issue 33), all through the one HTTP client. A class needs the network: it is
// created, ended and read on the server, where its learners' stories are.
import {
  classBoardSchema,
  classListResponseSchema,
  classReportSchema,
  classResponseSchema,
  learnerStoryResponseSchema,
  publishedTemplatesResponseSchema,
  userTemplatesResponseSchema,
  type ClassDetail,
  type CreateClassRequest,
  type TemplateMetadata,
} from '@schemas';
import { z } from 'zod';
import { apiDelete, apiGet, apiPost, apiPut } from '../../shared/api/api-client';

const classPath = (id: string) => `/classes/${encodeURIComponent(id)}`;

/** The signed-in teacher's classes, newest first. */
export async function fetchClasses(signal?: AbortSignal) {
  return (await apiGet('/classes', classListResponseSchema, { signal })).classes;
}

/** One class with its learners and their codes (the join cards). */
export async function fetchClass(id: string, signal?: AbortSignal): Promise<ClassDetail> {
  return (await apiGet(classPath(id), classResponseSchema, { signal })).class;
}

/** Creates a class; the requestId makes a retried tap the same class. */
export async function createClass(input: Omit<CreateClassRequest, 'requestId'>, requestId: string): Promise<ClassDetail> {
  return (await apiPost('/classes', classResponseSchema, input, { requestId })).class;
}

/** The whole board now (the socket keeps it live). */
export function fetchBoard(id: string, signal?: AbortSignal) {
  return apiGet(`${classPath(id)}/board`, classBoardSchema, { signal });
}

/** Every learner's path, outcomes and facts. */
export function fetchReport(id: string, signal?: AbortSignal) {
  return apiGet(`${classPath(id)}/report`, classReportSchema, { signal });
}

/** A learner's story as they see it, to read. */
export function fetchLearnerStory(id: string, learner: number, signal?: AbortSignal) {
  return apiGet(`${classPath(id)}/learners/${learner}/story`, learnerStoryResponseSchema, { signal });
}

/** The CSV of the class, downloaded by the browser (it sends the session cookie). */
export function classCsvUrl(id: string): string {
  return `${classPath(id)}/report.csv`;
}

/** Ends the class: its stories become read-only. */
export async function endClass(id: string): Promise<ClassDetail> {
  return (await apiPost(`${classPath(id)}/end`, classResponseSchema)).class;
}

/** Keeps an ended class past its 30 days, or lets it go. */
export async function keepClass(id: string, keep: boolean): Promise<ClassDetail> {
  return (await apiPut(`${classPath(id)}/keep`, classResponseSchema, { keep })).class;
}

/** Deletes the class with all its stories. */
export function deleteClass(id: string) {
  return apiDelete(classPath(id), z.object({ deletedStories: z.number().int() }));
}

/** The Worlds a class can be made from: the library's and the teacher's own (creator or co-author), each once, by title. */
export async function fetchClassWorlds(signal?: AbortSignal): Promise<TemplateMetadata[]> {
  const [published, own] = await Promise.all([
    apiGet('/templates/published', publishedTemplatesResponseSchema, { signal }),
    apiGet('/templates/user', userTemplatesResponseSchema, { signal }).catch(() => ({ templates: [] })),
  ]);
  const byId = new Map<string, TemplateMetadata>();
  for (const t of [...published.templates, ...own.templates]) byId.set(t.id, t);
  return [...byId.values()].sort((a, b) => a.title.localeCompare(b.title));
}
