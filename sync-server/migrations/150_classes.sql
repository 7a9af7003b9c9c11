-- 150_classes: a teacher's class (issue 33). One request creates one story per group of a World;
-- each learner is one player slot of one of them, numbered across the class. No learner account or
-- e-mail: a learner is a number, and the name they typed on joining if they gave one.
create table classes (
  id                   text primary key,
  -- A class whose teacher's account is gone is deleted with its stories by the next sweep.
  teacher_id           text references users (id) on delete set null,
  template_id          text references templates (id) on delete set null,
  title                text not null,
  world_title          text not null,
  settings             jsonb not null,                -- groups, maxTurns, difficultyLevel, generateImages, gameMode
  -- The creating request: a retry from the same caller with the same body finds this class.
  request_caller       text not null,
  request_id           text not null,
  request_fingerprint  text not null,
  created_at           timestamptz not null default now(),
  ended_at             timestamptz,                   -- ended: its stories are read-only
  keep                 boolean not null default false -- kept past the 30 days after its end
);
create unique index classes_request_key on classes (request_caller, request_id);
create index classes_teacher_idx on classes (teacher_id, created_at desc);
create index classes_ended_idx on classes (ended_at) where ended_at is not null;

create table class_learners (
  class_id      text not null references classes (id) on delete cascade,
  learner       int not null,                          -- 1..N: 'Learner N' on the card and the board
  group_no      int not null,
  story_id      text not null references stories (id) on delete cascade,
  slot          text not null,
  name          text,                                  -- what the learner typed on joining
  -- Presence: set while a socket follows the slot, refreshed every 30 s by its process, so a
  -- process that died leaves its learners offline once last_seen_at is 90 s old.
  online_since  timestamptz,
  last_seen_at  timestamptz,
  primary key (class_id, learner),
  unique (story_id, slot)
);
