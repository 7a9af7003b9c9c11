-- 100_beat_streams: the draft of each player's next beat while a model writes it (issue 20 B).
-- One row per story and slot, overwritten about ten times a second and deleted in the batch that
-- saves the turn, so a player who joins mid-stream reads either the draft or the stored beat.
create table beat_streams (
  story_id text not null references stories(id) on delete cascade,
  slot text not null,
  turn int not null,
  seq int not null,
  title text,
  text text not null,
  done boolean not null default false,
  updated_at timestamptz not null default now(),
  primary key (story_id, slot)
);
