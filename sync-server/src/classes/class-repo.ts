/**
 * The `classes` table and `class_learners` (issue 33): a teacher's class, and each learner's place
 * in it (their story slot, number, group, the name they gave and their presence). Changes the
 * board must hear of are published with NOTIFY from the statement that makes them.
 */
import type { DifficultyLevel, ImageReference, PlayerSlot, StoryGameMode } from '@schemas';
import type { Queryable, Statement } from '../db/db';
import { CLASS_CHANNEL, type ClassEvent } from './class-events';

/** What a class was created with. */
export type ClassSettings = { groups: number[]; maxTurns: number; difficultyLevel: DifficultyLevel; generateImages: boolean; gameMode: StoryGameMode };

/** A class row with its World's cover and its counts. */
export type ClassRow = {
  id: string;
  teacher_id: string | null;
  template_id: string | null;
  title: string;
  world_title: string;
  settings: ClassSettings;
  created_at: Date;
  ended_at: Date | null;
  keep: boolean;
  cover: ImageReference | null;
  learner_count: number;
};

/** A learner of a class with their join code and presence. */
export type LearnerRow = {
  learner: number;
  group_no: number;
  story_id: string;
  slot: PlayerSlot;
  name: string | null;
  code: string;
  online_since: Date | null;
  last_seen_at: Date | null;
};

const CLASS_COLUMNS = `c.id, c.teacher_id, c.template_id, c.title, c.world_title, c.settings, c.created_at, c.ended_at, c.keep,
  t.data->'coverImage' as cover,
  (select count(*)::int from class_learners l where l.class_id = c.id) as learner_count`;

/** Serialises two creations with the same key (the second then finds the first's class), for a Db.batch. */
export function lockClassCreationStatement(caller: string, requestId: string): Statement {
  return { sql: 'select pg_advisory_xact_lock(hashtext($1))', params: [`class:${caller}:${requestId}`] };
}

/** A guard for a Db.batch: holds (returns a row) only while no class of this caller has this requestId. */
export function classRequestFreeStatement(caller: string, requestId: string): Statement {
  return { sql: 'select 1 as free where not exists (select 1 from classes where request_caller = $1 and request_id = $2)', params: [caller, requestId], guard: true };
}

/** The class this caller's request created, if any, with that request's fingerprint. */
export async function findClassByRequest(db: Queryable, caller: string, requestId: string): Promise<{ id: string; request_fingerprint: string } | undefined> {
  const [row] = await db.query<{ id: string; request_fingerprint: string }>('select id, request_fingerprint from classes where request_caller = $1 and request_id = $2', [caller, requestId]);
  return row;
}

/** The statement that stores a new class, for a Db.batch. */
export function insertClassStatement(c: { id: string; teacherId: string; templateId: string; title: string; worldTitle: string; settings: ClassSettings; caller: string; requestId: string; fingerprint: string }): Statement {
  return {
    sql: `insert into classes (id, teacher_id, template_id, title, world_title, settings, request_caller, request_id, request_fingerprint)
     values ($1, $2, $3, $4, $5, $6::jsonb, $7, $8, $9)`,
    params: [c.id, c.teacherId, c.templateId, c.title, c.worldTitle, JSON.stringify(c.settings), c.caller, c.requestId, c.fingerprint],
  };
}

/** The statement that stores learners of a class, for a Db.batch. */
export function insertLearnersStatement(classId: string, learners: readonly { learner: number; group: number; storyId: string; slot: PlayerSlot }[]): Statement {
  return {
    sql: `insert into class_learners (class_id, learner, group_no, story_id, slot)
     select $1, (l->>'learner')::int, (l->>'group')::int, l->>'storyId', l->>'slot' from jsonb_array_elements($2::jsonb) l`,
    params: [classId, JSON.stringify(learners)],
  };
}

/** One class, or undefined. */
export async function findClass(db: Queryable, classId: string): Promise<ClassRow | undefined> {
  const [row] = await db.query<ClassRow>(`select ${CLASS_COLUMNS} from classes c left join templates t on t.id = c.template_id where c.id = $1`, [classId]);
  return row;
}

/** A teacher's classes, newest first. */
export async function listClasses(db: Queryable, teacherId: string): Promise<ClassRow[]> {
  return db.query<ClassRow>(`select ${CLASS_COLUMNS} from classes c left join templates t on t.id = c.template_id where c.teacher_id = $1 order by c.created_at desc, c.id`, [teacherId]);
}

/** Every learner of a class with their code, by number. */
export async function learnersOf(db: Queryable, classId: string): Promise<LearnerRow[]> {
  return db.query<LearnerRow>(
    `select l.learner, l.group_no, l.story_id, l.slot, l.name, p.code, l.online_since, l.last_seen_at
     from class_learners l join story_players p on p.story_id = l.story_id and p.slot = l.slot
     where l.class_id = $1 order by l.learner`,
    [classId],
  );
}

/** The learners of one story of a class (with their class), by slot. */
export async function learnersOfStory(db: Queryable, storyId: string): Promise<(LearnerRow & { class_id: string })[]> {
  return db.query<LearnerRow & { class_id: string }>(
    `select l.class_id, l.learner, l.group_no, l.story_id, l.slot, l.name, p.code, l.online_since, l.last_seen_at
     from class_learners l join story_players p on p.story_id = l.story_id and p.slot = l.slot
     where l.story_id = $1 order by l.slot`,
    [storyId],
  );
}

/** The class a story belongs to, if any. */
export async function classOfStory(db: Queryable, storyId: string): Promise<string | undefined> {
  const [row] = await db.query<{ class_id: string }>('select class_id from class_learners where story_id = $1 limit 1', [storyId]);
  return row?.class_id;
}

/** A slot's place in a class: the learner's number and name; undefined when the slot is no class's. */
export async function learnerAt(db: Queryable, storyId: string, slot: PlayerSlot): Promise<{ learner: number; name: string | null } | undefined> {
  const [row] = await db.query<{ learner: number; name: string | null }>('select learner, name from class_learners where story_id = $1 and slot = $2', [storyId, slot]);
  return row;
}

/** The statement's NOTIFY of a learner's change, for the rows an update returned (`class_id`). */
const notifyLearner = (storyParam: string, slotParam: string) =>
  `select pg_notify('${CLASS_CHANNEL}', json_build_object('classId', class_id, 'kind', 'learner', 'storyId', ${storyParam}::text, 'slot', ${slotParam}::text)::text) from changed`;

/** Stores the name a learner typed, and tells the board. */
export async function setLearnerName(db: Queryable, storyId: string, slot: PlayerSlot, name: string): Promise<void> {
  await db.query(`with changed as (update class_learners set name = $3 where story_id = $1 and slot = $2 and name is distinct from $3 returning class_id) ${notifyLearner('$1', '$2')}`, [storyId, slot, name]);
}

/** Marks a learner online (a socket follows their slot) or offline, stamps when they were last seen, and tells the board. */
export async function setLearnerPresence(db: Queryable, storyId: string, slot: PlayerSlot, online: boolean): Promise<void> {
  await db.query(
    `with changed as (update class_learners set online_since = ${online ? 'coalesce(online_since, now())' : 'null'}, last_seen_at = now()
       where story_id = $1 and slot = $2 returning class_id) ${notifyLearner('$1', '$2')}`,
    [storyId, slot],
  );
}

/** Refreshes the presence of learners whose sockets this process holds (no NOTIFY: nothing changed for the board). */
export async function touchLearners(db: Queryable, learners: readonly { storyId: string; slot: PlayerSlot }[]): Promise<void> {
  if (learners.length === 0) return;
  await db.query(
    `update class_learners l set online_since = coalesce(l.online_since, now()), last_seen_at = now()
     from unnest($1::text[], $2::text[]) as mine(story_id, slot) where l.story_id = mine.story_id and l.slot = mine.slot`,
    [learners.map((l) => l.storyId), learners.map((l) => l.slot)],
  );
}

/** Ends a running class (now); its end, or null when it had ended already. */
export async function endClass(tx: Queryable, classId: string): Promise<Date | null> {
  const [row] = await tx.query<{ ended_at: Date }>('update classes set ended_at = now() where id = $1 and ended_at is null returning ended_at', [classId]);
  return row?.ended_at ?? null;
}

/** Keeps an ended class past its 30 days, or lets it go again. */
export async function setClassKept(db: Queryable, classId: string, keep: boolean): Promise<void> {
  await db.query('update classes set keep = $2 where id = $1', [classId, keep]);
}

/** The ids of a class's stories. */
export async function storyIdsOfClass(tx: Queryable, classId: string): Promise<string[]> {
  const rows = await tx.query<{ story_id: string }>('select distinct story_id from class_learners where class_id = $1', [classId]);
  return rows.map((r) => r.story_id);
}

/** Deletes a class row (its learners go with it). */
export async function deleteClassRow(tx: Queryable, classId: string): Promise<void> {
  await tx.query('delete from classes where id = $1', [classId]);
}

/** Classes the sweep deletes: ended before `endedBefore` and not kept, or left without a teacher. */
export async function classesToSweep(db: Queryable, endedBefore: Date): Promise<string[]> {
  const rows = await db.query<{ id: string }>('select id from classes where (ended_at < $1 and not keep) or teacher_id is null', [endedBefore]);
  return rows.map((r) => r.id);
}

/** Ended classes with a story still open (a story set up after its class ended): the sweep closes them. */
export async function endedClassStoriesOpen(db: Queryable): Promise<{ class_id: string; story_id: string }[]> {
  return db.query<{ class_id: string; story_id: string }>(
    `select distinct l.class_id, l.story_id from classes c join class_learners l on l.class_id = c.id join stories s on s.id = l.story_id
     where c.ended_at is not null and s.status = 'ready' and (s.data->>'closedAt') is null`,
  );
}

/** Publishes a class change from inside the transaction that made it. */
export async function publishClassEvent(tx: Queryable, event: ClassEvent): Promise<void> {
  await tx.query('select pg_notify($1, $2)', [CLASS_CHANNEL, JSON.stringify(event)]);
}
