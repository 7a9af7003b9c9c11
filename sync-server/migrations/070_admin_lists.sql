-- 070_admin_lists: what the admin tables (issue 16) read, without opening each story's JSON.
-- The stories list shows a story's beat, length and whether character selection is done: stored
-- generated columns keep them beside the row, computed by the database whenever `data` (or the
-- creation request, for stories whose setup failed) is written, so no writer has to know.
-- Both lists page newest first with the id as tie-breaker: indexes in exactly that order.
alter table stories
  add column current_turn int generated always as ((data->>'currentTurn')::int) stored,
  add column max_turns int generated always as (coalesce((data->>'maxTurns')::int, (request->>'maxTurns')::int)) stored,
  add column selection_done boolean generated always as ((data->>'characterSelectionCompleted')::boolean) stored;
create index stories_updated_at_id_idx on stories (updated_at desc, id);
create index users_created_at_id_idx on users (created_at desc, id);
