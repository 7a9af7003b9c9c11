/**
 * The `templates` table (a World per row: the validated template as `data`, a draft with its issues
 * while the co-authored doc does not validate, and the columns lists sort and filter by),
 * `template_coauthors`, the users who may edit a World besides its creator, and
 * `template_invitations`, e-mail addresses invited as co-authors: pending until someone accepts
 * the invitation's one-time link (issue 26.2, invitation-repo.ts), who then becomes a co-author.
 * An invitation itself gives nobody the World.
 */
import {
  parseStoredTemplate,
  templateMetadataSchema,
  templateSchema,
  type Coauthor,
  type Invitation,
  type PublicationStatus,
  type Template,
  type TemplateInput,
  type TemplateMetadata,
  type UserTemplate,
} from '@schemas';
import type { Queryable, Statement } from '../db/db';

interface TemplateRow {
  [key: string]: unknown;
  id: string;
  creator_id: string | null;
  data: unknown;
  creator_username: string | null;
}

/** A stored template with who may edit it. */
export interface StoredTemplate {
  template: Template;
  creatorId: string | null;
  coauthorIds: string[];
}

const SELECT = `select t.id, t.creator_id, t.data, u.username as creator_username
  from templates t left join users u on u.id = t.creator_id`;

function toTemplate(row: TemplateRow): Template {
  // A World stored before the length limits of issue 26.4 is read cut to them.
  const template = parseStoredTemplate(row.data);
  return { ...template, creatorId: row.creator_id, creatorUsername: row.creator_username };
}

/** The card/list data of a template. */
export function toMetadata(t: Template): TemplateMetadata {
  return templateMetadataSchema.parse(t);
}

/** Published templates, optionally only those for the welcome screen (sorted by order, then title). */
export async function listPublishedTemplates(db: Queryable, opts: { forWelcomeScreen: boolean }): Promise<TemplateMetadata[]> {
  const rows = await db.query<TemplateRow>(
    `${SELECT} where t.publication_status = 'Published' ${opts.forWelcomeScreen ? 'and t.show_on_welcome_screen' : ''}
     order by t.sort_order asc, t.title asc`,
  );
  return rows.map((r) => toMetadata(toTemplate(r)));
}

/** The ids of a World's co-authors (`$1` is its id): the users added by name or who accepted an invitation. */
const COAUTHOR_IDS = `select c.user_id from template_coauthors c where c.template_id = $1`;

/** One template with its editors, or null. */
export async function findTemplate(db: Queryable, id: string): Promise<StoredTemplate | null> {
  const [row] = await db.query<TemplateRow>(`${SELECT} where t.id = $1`, [id]);
  if (!row) return null;
  const coauthors = await db.query<{ user_id: string }>(COAUTHOR_IDS, [id]);
  return { template: toTemplate(row), creatorId: row.creator_id, coauthorIds: coauthors.map((c) => c.user_id) };
}

/** Inserts or replaces a template row from a validated template. */
export async function saveTemplate(db: Queryable, t: Template, opts: { seedKey?: string } = {}): Promise<void> {
  const { creatorUsername: _u, ...data } = t;
  await db.query(
    `insert into templates (id, creator_id, title, publication_status, show_on_welcome_screen, sort_order, data, created_at, updated_at, seed_key)
     values ($1, $2, $3, $4, $5, $6, $7::jsonb, $8, $9, $10)
     on conflict (id) do update set creator_id = excluded.creator_id, title = excluded.title,
       publication_status = excluded.publication_status, show_on_welcome_screen = excluded.show_on_welcome_screen,
       sort_order = excluded.sort_order, data = excluded.data, updated_at = excluded.updated_at`,
    [
      t.id,
      t.creatorId ?? null,
      t.title,
      t.publicationStatus,
      t.showOnWelcomeScreen,
      t.order,
      JSON.stringify(data),
      new Date(t.createdAt),
      new Date(t.updatedAt),
      opts.seedKey ?? null,
    ],
  );
}

/** Parses template input (applying the schema's defaults) into a Template. */
export function parseTemplate(input: TemplateInput): Template {
  return templateSchema.parse(input);
}

type UserTemplateRow = { id: string; creator_id: string | null; data: unknown; creator_username: string | null; is_creator: boolean };

/** The Worlds a user created or co-authors (added by name or by an accepted invitation), newest change first, with the user's role in each. */
export async function listUserTemplates(db: Queryable, userId: string): Promise<UserTemplate[]> {
  const rows = await db.query<UserTemplateRow>(
    `select t.id, t.creator_id, t.data, u.username as creator_username, t.creator_id = $1 as is_creator
     from templates t left join users u on u.id = t.creator_id
     where t.creator_id = $1 or exists (select 1 from template_coauthors c where c.template_id = t.id and c.user_id = $1)
     order by t.updated_at desc, t.id`,
    [userId],
  );
  return rows.map((r) => {
    const template = parseStoredTemplate(r.data);
    const metadata = templateMetadataSchema.parse({ ...template, creatorId: r.creator_id, creatorUsername: r.creator_username });
    return { ...metadata, role: r.is_creator ? ('creator' as const) : ('coauthor' as const) };
  });
}

/** The co-authors of a World, in the order they were added. */
export async function listCoauthors(db: Queryable, templateId: string): Promise<Coauthor[]> {
  const rows = await db.query<{ user_id: string; username: string; created_at: Date }>(
    `select c.user_id, u.username, c.created_at from template_coauthors c join users u on u.id = c.user_id
     where c.template_id = $1 order by c.created_at, u.username`,
    [templateId],
  );
  return rows.map((r) => ({ userId: r.user_id, username: r.username, addedAt: r.created_at.toISOString() }));
}

/** Adds a co-author (a no-op when already one). */
export async function addCoauthor(db: Queryable, templateId: string, userId: string): Promise<void> {
  await db.query('insert into template_coauthors (template_id, user_id) values ($1, $2) on conflict do nothing', [templateId, userId]);
}

/** Removes a co-author; false when they were not one. */
export async function removeCoauthor(db: Queryable, templateId: string, userId: string): Promise<boolean> {
  const rows = await db.query('delete from template_coauthors where template_id = $1 and user_id = $2 returning user_id', [templateId, userId]);
  return rows.length > 0;
}

/** How many invitations a World has. */
export async function countInvitations(db: Queryable, templateId: string): Promise<number> {
  const [row] = await db.query<{ n: number }>('select count(*)::int as n from template_invitations where template_id = $1', [templateId]);
  return row?.n ?? 0;
}

/**
 * Invites an e-mail address (lowercased) to a World with a link (its token's hash and expiry); the
 * same invitation, with a new link (the old one no longer works), when it was already invited.
 */
export async function inviteByEmail(db: Queryable, input: { id: string; templateId: string; email: string; invitedBy: string; tokenHash: string; expiresAt: Date }): Promise<Invitation> {
  const [row] = await db.query<{ id: string; email: string; created_at: Date; expires_at: Date | null }>(
    `insert into template_invitations (id, template_id, email, invited_by, token_hash, expires_at) values ($1, $2, $3, $4, $5, $6)
     on conflict (template_id, email) do update set token_hash = excluded.token_hash, expires_at = excluded.expires_at, invited_by = excluded.invited_by
     returning id, email, created_at, expires_at`,
    [input.id, input.templateId, input.email.trim().toLowerCase(), input.invitedBy, input.tokenHash, input.expiresAt],
  );
  return { id: row!.id, email: row!.email, invitedAt: row!.created_at.toISOString(), linkExpiresAt: row!.expires_at?.toISOString() ?? null };
}

/** A World's invitations, oldest first. */
export async function listInvitations(db: Queryable, templateId: string): Promise<Invitation[]> {
  const rows = await db.query<{ id: string; email: string; created_at: Date; expires_at: Date | null }>(
    'select id, email, created_at, expires_at from template_invitations where template_id = $1 order by created_at, email',
    [templateId],
  );
  return rows.map((r) => ({ id: r.id, email: r.email, invitedAt: r.created_at.toISOString(), linkExpiresAt: r.expires_at?.toISOString() ?? null }));
}

/** Withdraws one invitation; false when the World has no such invitation. */
export async function withdrawInvitation(db: Queryable, templateId: string, invitationId: string): Promise<boolean> {
  const rows = await db.query('delete from template_invitations where template_id = $1 and id = $2 returning id', [templateId, invitationId]);
  return rows.length > 0;
}

/** A user leaves a World they co-author; false when they were not one. */
export async function leaveWorld(db: Queryable, templateId: string, userId: string): Promise<boolean> {
  const removed = await db.query('delete from template_coauthors where template_id = $1 and user_id = $2 returning user_id', [templateId, userId]);
  return removed.length > 0;
}

/** Deletes a World with its co-authors and Yjs history (stories keep their copy of the World). */
export async function deleteTemplate(db: Queryable, templateId: string): Promise<boolean> {
  const rows = await db.query('delete from templates where id = $1 returning id', [templateId]);
  return rows.length > 0;
}

/** Who may open a World and whether it is listed: its creator, co-authors and status (no template data), or null. */
export async function findTemplateAcl(
  db: Queryable,
  templateId: string,
): Promise<{ creatorId: string | null; coauthorIds: string[]; publicationStatus: PublicationStatus } | null> {
  const [row] = await db.query<{ creator_id: string | null; publication_status: PublicationStatus; coauthors: string[] }>(
    `select t.creator_id, t.publication_status, array(${COAUTHOR_IDS.replaceAll('$1', 't.id')}) as coauthors
     from templates t where t.id = $1`,
    [templateId],
  );
  return row ? { creatorId: row.creator_id, coauthorIds: row.coauthors, publicationStatus: row.publication_status } : null;
}

/** Whether a template row exists. */
export async function templateExists(db: Queryable, templateId: string): Promise<boolean> {
  return (await db.query('select 1 from templates where id = $1', [templateId])).length > 0;
}

/** A template row's raw `data` (before any parsing), or undefined when there is no such row. */
export async function findTemplateData(db: Queryable, templateId: string): Promise<{ data: unknown } | undefined> {
  const [row] = await db.query<{ data: unknown }>('select data from templates where id = $1', [templateId]);
  return row;
}

/** The columns a materialisation keeps from the row (identity, admin-only fields, creation time). */
export type TemplateRowColumns = {
  id: string;
  creator_id: string | null;
  publication_status: PublicationStatus;
  show_on_welcome_screen: boolean;
  sort_order: number;
  created_at: Date;
  data_created_at: string | null;
};

/** Reads and locks (for update) the row columns a materialisation needs, or undefined when the template is gone. */
export async function lockTemplateRow(db: Queryable, templateId: string): Promise<TemplateRowColumns | undefined> {
  const [row] = await db.query<TemplateRowColumns>(
    `select id, creator_id, publication_status, show_on_welcome_screen, sort_order, created_at, data->>'createdAt' as data_created_at
     from templates where id = $1 for update`,
    [templateId],
  );
  return row;
}

/** Keeps a doc that does not validate as the row's draft (JSON text of input and issues, or null for none); `data` stays. */
export async function saveTemplateDraft(db: Queryable, templateId: string, draft: string | null): Promise<void> {
  await db.query('update templates set draft = $2::jsonb where id = $1', [templateId, draft]);
}

/** Writes a materialised template over its row, with the draft (JSON text, or null) that goes with it. */
export async function saveMaterialisedTemplate(db: Queryable, templateId: string, t: Template, draft: string | null): Promise<void> {
  const { creatorUsername: _username, ...data } = t;
  await db.query(
    `update templates set title = $2, publication_status = $3, show_on_welcome_screen = $4, sort_order = $5,
       data = $6::jsonb, draft = $7::jsonb, updated_at = $8 where id = $1`,
    [templateId, t.title, t.publicationStatus, t.showOnWelcomeScreen, t.order, JSON.stringify(data), draft, new Date(t.updatedAt)],
  );
}

/** Serialises seeding across processes (two servers starting at once load the seeds once). */
export async function lockSeeding(tx: Queryable): Promise<void> {
  await tx.query('select pg_advisory_xact_lock(hashtext($1))', ['seed-worlds']);
}

/** The seed keys already present. */
export async function seededKeys(db: Queryable): Promise<Set<string>> {
  return new Set((await db.query<{ seed_key: string }>('select seed_key from templates where seed_key is not null')).map((r) => r.seed_key));
}

/** Every template's list data with its creator's name (the admin list), most recently updated first. */
export async function listAllTemplates(db: Queryable): Promise<TemplateMetadata[]> {
  const rows = await db.query<TemplateRow>(`${SELECT} order by t.updated_at desc, t.id`);
  return rows.map((r) => toMetadata(toTemplate(r)));
}

/** Sets a template's carousel order (column and data) and its update time; false when it already had that order or is gone. */
export async function setTemplateOrder(tx: Queryable, templateId: string, order: number, updatedAt: string): Promise<boolean> {
  const rows = await tx.query(
    `update templates set sort_order = $2, data = jsonb_set(jsonb_set(data, '{order}', to_jsonb($2::int)), '{updatedAt}', to_jsonb($3::text)),
       updated_at = $3::timestamptz
     where id = $1 and sort_order <> $2 returning id`,
    [templateId, order, updatedAt],
  );
  return rows.length > 0;
}

/**
 * Seeded Worlds whose pictures were never painted: no ready cover in their data, and no co-authoring
 * doc yet (a doc would materialise over a data-only change; once one exists the editor owns them).
 */
export async function seededTemplatesWithoutPictures(db: Queryable): Promise<Template[]> {
  const rows = await db.query<TemplateRow>(
    `${SELECT} where t.seed_key is not null
       and coalesce(t.data->'coverImage'->>'status', '') <> 'ready'
       and not exists (select 1 from world_snapshots s where s.template_id = t.id)
       and not exists (select 1 from world_updates w where w.template_id = t.id)
     order by t.id`,
  );
  return rows.map(toTemplate);
}

/** The statement replacing a template row's data, keeping its other columns (seeded pictures), for a Db.batch. */
export function saveTemplateDataStatement(t: Template): Statement {
  const { creatorUsername: _username, ...data } = t;
  return { sql: 'update templates set data = $2::jsonb where id = $1', params: [t.id, JSON.stringify(data)] };
}

/** The statement of {@link lockSeeding}, for a Db.batch. */
export function lockSeedingStatement(): Statement {
  return { sql: 'select pg_advisory_xact_lock(hashtext($1))', params: ['seed-worlds'] };
}

/** Whether a World has a co-authoring doc (a snapshot or updates in its log). */
export async function worldDocExists(q: Queryable, templateId: string): Promise<boolean> {
  const rows = await q.query(
    `select 1 from world_snapshots where template_id = $1 union all select 1 from world_updates where template_id = $1 limit 1`,
    [templateId],
  );
  return rows.length > 0;
}

/** Whether a World's row keeps a draft with errors (its doc did not validate, so `data` stayed as it was). */
export async function draftHasErrors(q: Queryable, templateId: string): Promise<boolean> {
  const [row] = await q.query<{ draft: { issues?: { type?: string }[] } | null }>('select draft from templates where id = $1', [templateId]);
  return row?.draft?.issues?.some((i) => i.type === 'error') ?? false;
}
