-- Co-author invitations by e-mail (issue 13.11). An invitation is stored the same way whether or
-- not the address has an account, so inviting reveals nothing; whoever holds (or later registers)
-- an account with that address edits the World as a co-author until they leave or the invitation
-- is withdrawn.
create table template_invitations (
  id           text primary key,
  template_id  text not null references templates (id) on delete cascade,
  email        text not null check (email = lower(email)),
  invited_by   text references users (id) on delete set null,
  created_at   timestamptz not null default now(),
  unique (template_id, email)
);
create index template_invitations_email_idx on template_invitations (email);
