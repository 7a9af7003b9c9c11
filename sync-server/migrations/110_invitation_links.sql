-- Co-author invitations by e-mail become one-time links (issue 26.2). Until now the account with
-- the invited address edited the World at once, whoever registered that address first (registering
-- proves nothing about the mailbox). Now an invitation carries a link, stored as the SHA-256 of its
-- token, valid for a week; it is accepted once, by a signed-in user, and only then is there a
-- co-author. Invitations made before this migration stay listed for the World's creator, pending,
-- with no link (token_hash null): nobody gains the World through them any more, and the creator
-- makes a new link (inviting the address again) for the person who should.
alter table template_invitations add column token_hash text;
alter table template_invitations add column expires_at timestamptz;
create unique index template_invitations_token_hash_idx on template_invitations (token_hash) where token_hash is not null;
