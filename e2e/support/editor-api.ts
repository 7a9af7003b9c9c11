// e2e helpers for the World editor specs: accounts, Worlds and co-authors made straight through
// the API (CSRF double submit), and browser contexts signed in as those accounts.
import { randomUUID } from 'node:crypto';
import { request as playwrightRequest, type APIRequestContext, type Browser, type BrowserContext } from '@playwright/test';
import { invitationLinks, waitForInvitationLink } from './mailbox';

/** A password that meets the rules (8+ characters, 3 of 4 classes). */
export const EDITOR_PASSWORD = 'Quill-and-ink-7';

/** A signed-in account: its API context (cookies) and names. */
export type Author = { api: APIRequestContext; username: string; email: string; id: string };

async function csrfHeaders(api: APIRequestContext): Promise<Record<string, string>> {
  let cookie = (await api.storageState()).cookies.find((c) => c.name === 'XSRF-TOKEN');
  if (!cookie) {
    await api.get(`/health?requestId=${randomUUID()}`);
    cookie = (await api.storageState()).cookies.find((c) => c.name === 'XSRF-TOKEN');
  }
  if (!cookie) throw new Error('no XSRF-TOKEN cookie from the server');
  return { 'X-CSRF-TOKEN': decodeURIComponent(cookie.value) };
}

/** POSTs JSON with the CSRF header and returns the success envelope's data (throws otherwise). */
async function post<T>(api: APIRequestContext, path: string, data: Record<string, unknown>, method: 'post' | 'delete' = 'post'): Promise<T> {
  const res = await api[method](path, { headers: await csrfHeaders(api), data: { requestId: randomUUID(), ...data } });
  const body = (await res.json()) as { status: string; data: T; errorMessage?: string };
  if (body.status !== 'success') throw new Error(`${method.toUpperCase()} ${path} failed (${res.status()}): ${body.errorMessage ?? JSON.stringify(body)}`);
  return body.data;
}

/** Registers a fresh account (name prefix + random part) and signs it in. */
export async function newAuthor(baseURL: string, prefix: string): Promise<Author> {
  const api = await playwrightRequest.newContext({ baseURL });
  const tag = randomUUID().slice(0, 6);
  const username = `${prefix}_${tag}`;
  const email = `${prefix}-${tag}@example.org`;
  await post(api, '/auth/register', { email, username, password: EDITOR_PASSWORD });
  const { user } = await post<{ user: { id: string } }>(api, '/auth/login', { email, password: EDITOR_PASSWORD, rememberMe: false });
  return { api, username, email, id: user.id };
}

/** The e2e server's admin (support/serve.ts), signed in: it holds every permission. */
export async function signInAdmin(baseURL: string): Promise<Author> {
  const api = await playwrightRequest.newContext({ baseURL });
  const email = process.env.ADMIN_EMAIL ?? 'e2e-admin@example.org';
  const { user } = await post<{ user: { id: string; username: string } }>(api, '/auth/login', { email, password: process.env.ADMIN_PASSWORD ?? 'Admin-quill-7', rememberMe: false });
  return { api, username: user.username, email, id: user.id };
}

/** Creates a World as `author` (a blank one from the server's defaults, with `fields` on top); returns its id. */
export async function createWorld(author: Author, fields: Record<string, unknown> = {}): Promise<string> {
  const { template } = await post<{ template: { id: string } }>(author.api, '/templates', { template: fields });
  return template.id;
}

/**
 * Invites `handle` (username or e-mail) as co-author of a World. An e-mail invitation is a one-time
 * link, e-mailed (the e2e server's mailbox, support/mailbox.ts) or, on a server without SMTP, in
 * the answer: `invitee` accepts it, signed in, and so becomes a co-author. Answers the link, if any.
 */
export async function inviteCoauthor(owner: Author, templateId: string, handle: string, invitee?: Author): Promise<string | undefined> {
  const seen = handle.includes('@') ? invitationLinks(handle).length : 0;
  const answer = await post<{ link?: string; delivery?: 'email' | 'link' }>(owner.api, `/templates/${templateId}/coauthors`, { handle });
  const link = answer.delivery === 'email' ? await waitForInvitationLink(handle, seen) : answer.link;
  if (link && invitee) await post(invitee.api, '/invitations/accept', { token: new URL(link).searchParams.get('token') });
  return link;
}

/** A browser context signed in as `author` (same cookies). */
export async function contextFor(browser: Browser, author: Author, options: Parameters<Browser['newContext']>[0] = {}): Promise<BrowserContext> {
  return browser.newContext({ ...options, storageState: await author.api.storageState() });
}

/** Sends a piece of general feedback as `author`. */
export async function sendFeedback(author: Author, comment: string): Promise<void> {
  await post(author.api, '/feedback/submit', { type: 'general', comment });
}

/** Starts a solo story from a prompt as `author` (procedural narrator). */
export async function startStory(author: Author, prompt: string): Promise<void> {
  await post(author.api, '/stories', { prompt, playerCount: 1 });
}
