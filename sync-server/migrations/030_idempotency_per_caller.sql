-- Idempotency keys belong to their caller (issue 13.1). A creation request is found again only by
-- the same caller (an account, a visitor's cookie or a realtime session), for the same operation;
-- its fingerprint tells a retry (same body) from a reuse of the key for a different request.
-- Older rows keep a null caller: no caller ever matches them again.
alter table stories drop constraint if exists stories_request_id_key;
alter table stories add column request_caller text;
alter table stories add column request_operation text;
alter table stories add column request_fingerprint text;
create unique index stories_request_key on stories (request_caller, request_operation, request_id);

-- A player's actions are keyed per player: one player's requestId never reaches another's result.
alter table story_actions drop constraint story_actions_pkey;
alter table story_actions add primary key (story_id, slot, request_id);
