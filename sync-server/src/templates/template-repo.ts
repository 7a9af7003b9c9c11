import {
  templateMetadataSchema,
  templateSchema,
  type Template,
  type TemplateInput,
  type TemplateMetadata,
} from '@schemas';
import type { Queryable } from '../db/db';

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
  const template = templateSchema.parse(row.data);
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

/** One template with its editors, or null. */
export async function findTemplate(db: Queryable, id: string): Promise<StoredTemplate | null> {
  const [row] = await db.query<TemplateRow>(`${SELECT} where t.id = $1`, [id]);
  if (!row) return null;
  const coauthors = await db.query<{ user_id: string }>('select user_id from template_coauthors where template_id = $1', [id]);
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
