-- 080_image_store: the `images` table becomes the one picture store every server process serves
-- from. A ready row holds the bytes, their size and SHA-256 (the ETag and the URL's version); a
-- failed row keeps the provider's message and no bytes. Statuses mirror ImageReference.status.
alter table images
  add column byte_size     integer,
  add column content_hash  text,                                    -- SHA-256 hex of bytes
  add column error_message text,                                    -- why a failed picture failed
  add column updated_at    timestamptz not null default now();

alter table images
  add constraint images_status_check check (status in ('generating', 'ready', 'failed')),
  add constraint images_ready_has_bytes check (status <> 'ready' or (bytes is not null and byte_size is not null and content_hash is not null));
