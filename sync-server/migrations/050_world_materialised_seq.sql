-- 050_world_materialised_seq: how far into a World's Yjs log its template row has been
-- materialised. A process that dies between committing an edit and materialising it leaves log
-- rows (or a snapshot mark) above this number; at start-up the co-authoring server materialises
-- those Worlds, so the row the library and story creation read catches up without a further
-- edit. 0 for existing Worlds: each with history is materialised once at the next start.
alter table world_snapshots add column materialised_seq bigint not null default 0;
-- Snapshots are stored uncompressed (EXTERNAL): a large World's first load then skips pglz
-- decompression (disk traded for the time a co-author waits for a World to open).
alter table world_snapshots alter column snapshot set storage external;
