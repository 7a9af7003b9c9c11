-- 'Forgot password?' links (issue 14): one row per link, stored by the SHA-256 of its token so a
-- database leak reveals no usable link; single use (used_at) and short-lived (expires_at).
create table password_resets (
  id          text primary key,                                     -- SHA-256 hex of the token
  user_id     text not null references users (id) on delete cascade,
  created_at  timestamptz not null default now(),
  expires_at  timestamptz not null,
  used_at     timestamptz
);
create index password_resets_user_id_idx on password_resets (user_id);
create index password_resets_expires_at_idx on password_resets (expires_at);
