/** Queries behind the authoring routes: the viewer's Worlds and a World's co-authors. */
import { templateMetadataSchema, templateSchema, type Coauthor, type UserTemplate } from '@schemas';
import type { Queryable } from '../db/db';

type UserTemplateRow = { id: string; creator_id: string | null; data: unknown; creator_username: string | null; is_creator: boolean };

/** The Worlds a user created or co-authors, newest change first, with the user's role in each. */
export async function listUserTemplates(db: Queryable, userId: string): Promise<UserTemplate[]> {
  const rows = await db.query<UserTemplateRow>(
    `select t.id, t.creator_id, t.data, u.username as creator_username, t.creator_id = $1 as is_creator
     from templates t left join users u on u.id = t.creator_id
     where t.creator_id = $1 or exists (select 1 from template_coauthors c where c.template_id = t.id and c.user_id = $1)
     order by t.updated_at desc, t.id`,
    [userId],
  );
  return rows.map((r) => {
    const template = templateSchema.parse(r.data);
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

/** Deletes a World with its co-authors and Yjs history (stories keep their copy of the World). */
export async function deleteTemplate(db: Queryable, templateId: string): Promise<boolean> {
  const rows = await db.query('delete from templates where id = $1 returning id', [templateId]);
  return rows.length > 0;
}
