-- Usernames are unique by how they look (issue 13.10): username_key holds the NFKC-normalised,
-- lower-cased form (schemas/user.ts usernameKey). It is computed in JavaScript, never in SQL:
-- lower() follows the database's locale (ASCII only under C), so SQL and the server could
-- disagree. Rows from before this migration get their key at start-up (backfillUsernameKeys), a
-- later look-alike of an earlier name a key suffixed with its id, so both keep their accounts.
alter table users add column username_key text;
create unique index users_username_key_idx on users (username_key);
