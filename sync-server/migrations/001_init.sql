-- 001_init: the initial schema. Entity ids are globally unique text chosen by the server (never
-- serial); bigserial appears only as the order of an append-only log (world_updates.seq).
-- Closed sets mirror schemas/constants.ts; change them here with a new migration.

create table users (
  id             text primary key,
  username       text not null unique,
  email          text not null unique check (email = lower(email)), -- stored lowercased: unique case-insensitively
  password_hash  text not null,
  role_id        text,                                              -- e.g. 'role_admin'
  permissions    text[] not null default '{}',                      -- e.g. {templates_create,templates_images}
  created_at     timestamptz not null default now(),
  updated_at     timestamptz not null default now(),
  last_login_at  timestamptz
);
create index users_created_at_idx on users (created_at);

create table auth_sessions (
  id          text primary key,                                     -- SHA-256 hex of the session token
  user_id     text not null references users (id) on delete cascade,
  remember    boolean not null default false,
  created_at  timestamptz not null default now(),
  expires_at  timestamptz not null
);
create index auth_sessions_user_id_idx on auth_sessions (user_id);
create index auth_sessions_expires_at_idx on auth_sessions (expires_at);

create table templates (
  id                      text primary key,
  creator_id              text references users (id) on delete set null,
  title                   text not null,
  publication_status      text not null default 'Draft'
                          check (publication_status in ('Draft', 'Review', 'Published', 'Private')),
  show_on_welcome_screen  boolean not null default false,
  sort_order              integer not null default 999,
  data                    jsonb not null,                           -- the full validated template
  draft                   jsonb,                                    -- an invalid draft kept with its issues
  seed_key                text unique,                              -- set for seeded Worlds
  created_at              timestamptz not null default now(),
  updated_at              timestamptz not null default now()
);
create index templates_creator_id_idx on templates (creator_id);
create index templates_publication_status_idx on templates (publication_status, sort_order);
create index templates_welcome_idx on templates (sort_order) where show_on_welcome_screen;

create table template_coauthors (
  template_id  text not null references templates (id) on delete cascade,
  user_id      text not null references users (id) on delete cascade,
  created_at   timestamptz not null default now(),
  primary key (template_id, user_id)
);
create index template_coauthors_user_id_idx on template_coauthors (user_id);

create table stories (
  id              text primary key,
  request_id      text unique,                                      -- the creating request: a retried POST finds its story
  template_id     text references templates (id) on delete set null,
  creator_id      text references users (id) on delete set null,
  title           text not null,
  status          text not null default 'setting_up' check (status in ('setting_up', 'ready', 'failed')),
  setup_progress  jsonb,
  request         jsonb not null,                                   -- the creation request the setup job reads
  data            jsonb,                                            -- the engine story without world and beats (null until set up)
  world           jsonb,                                            -- the World material, written once at setup
  version         integer not null default 0,                       -- bumped on every persisted change
  created_at      timestamptz not null default now(),
  updated_at      timestamptz not null default now()
);
create index stories_template_id_idx on stories (template_id);
create index stories_creator_id_idx on stories (creator_id);
create index stories_updated_at_idx on stories (updated_at);

-- Beats live in their own rows: a choice rewrites one small row, not the whole story.
create table story_beats (
  story_id  text not null references stories (id) on delete cascade,
  slot      text not null,
  turn      integer not null,
  data      jsonb not null,
  primary key (story_id, slot, turn)
);

-- Every reducer action applied to a story, in order: replaying it reproduces the story (audit).
create table story_log (
  story_id    text not null references stories (id) on delete cascade,
  seq         integer not null,
  action      jsonb not null,
  created_at  timestamptz not null default now(),
  primary key (story_id, seq)
);

create table story_players (
  story_id        text not null references stories (id) on delete cascade,
  slot            text not null,                                    -- 'player1'..'player6'
  code            text not null unique check (code = upper(code)),  -- the join code, stored upper-case
  user_id         text references users (id) on delete set null,
  status          text not null default 'active' check (status in ('active', 'archived', 'deleted')),
  last_played_at  timestamptz,
  created_at      timestamptz not null default now(),
  primary key (story_id, slot)
);
create index story_players_user_id_idx on story_players (user_id);

-- The idempotency log of acknowledged player actions: a replayed request_id finds its result here.
create table story_actions (
  story_id    text not null references stories (id) on delete cascade,
  request_id  text not null,
  slot        text not null,
  turn        integer not null,
  kind        text not null,
  payload     jsonb not null,
  result      jsonb,
  created_at  timestamptz not null default now(),
  primary key (story_id, request_id)
);
create index story_actions_turn_idx on story_actions (story_id, turn);

-- Durable jobs: claimed with `for update skip locked`, retried after locked_until passes.
create table jobs (
  id            text primary key,
  kind          text not null,
  story_id      text references stories (id) on delete cascade,
  payload       jsonb not null default '{}',
  status        text not null default 'queued' check (status in ('queued', 'running', 'done', 'failed')),
  attempts      integer not null default 0,
  run_after     timestamptz not null default now(),
  locked_by     text,
  locked_until  timestamptz,
  last_error    text,
  created_at    timestamptz not null default now(),
  updated_at    timestamptz not null default now()
);
create index jobs_status_run_after_idx on jobs (status, run_after);
create index jobs_story_id_idx on jobs (story_id);

create table realtime_sessions (
  id            text primary key,
  story_id      text references stories (id) on delete cascade,
  slot          text,
  player_code   text,
  user_id       text references users (id) on delete cascade,
  created_at    timestamptz not null default now(),
  last_seen_at  timestamptz not null default now()
);
create index realtime_sessions_story_id_idx on realtime_sessions (story_id);
create index realtime_sessions_last_seen_at_idx on realtime_sessions (last_seen_at);

create table feedback (
  id            text primary key,
  type          text not null check (type in ('beat', 'general', 'issue', 'suggestion')),
  rating        text check (rating in ('positive', 'negative')),
  comment       text not null default '',
  contact_info  text,
  story_id      text,                                               -- no FK: feedback outlives its story
  story_title   text,
  story_text    text,
  user_id       text references users (id) on delete set null,
  created_at    timestamptz not null default now()
);
create index feedback_created_at_idx on feedback (created_at);

create table newsletter_subscribers (
  email       text primary key check (email = lower(email)),
  created_at  timestamptz not null default now()
);

-- Yjs updates of a World, appended in order, compacted into world_snapshots.
create table world_updates (
  template_id  text not null references templates (id) on delete cascade,
  seq          bigserial not null,
  update       bytea not null,
  created_at   timestamptz not null default now(),
  primary key (template_id, seq)
);

create table world_snapshots (
  template_id  text primary key references templates (id) on delete cascade,
  snapshot     bytea not null,
  upto_seq     bigint not null,                                     -- last world_updates.seq folded in
  updated_at   timestamptz not null default now()
);

create table images (
  id             text not null,
  source         text not null check (source in ('template', 'story')),
  source_id      text not null,                                     -- template or story id (no FK: two parents)
  sub_directory  text not null default '',
  file_type      text not null,
  mime_type      text not null,
  status         text not null,
  description    text not null default '',
  bytes          bytea,
  created_at     timestamptz not null default now(),
  primary key (source, source_id, sub_directory, id)
);
