-- 002_world_update_authors: who wrote each World update. The co-authoring server needs it to tell
-- an admin's change of an admin-only field (Published, showOnWelcomeScreen, order) from anyone
-- else's when the update reaches another server process; it also serves as an audit trail.
alter table world_updates add column author_id text references users (id) on delete set null;
