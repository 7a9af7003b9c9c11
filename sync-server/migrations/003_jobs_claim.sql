-- 003_jobs_claim: the job runner's claim looks up the next queued job and expired leases through
-- small partial indexes instead of scanning every job ever run (done jobs are kept for audit, so
-- the table only grows). On PGlite every statement waits for the one session: a slow claim, run
-- on each wake-up, delayed every player's choice behind it.
create index jobs_queued_idx on jobs (run_after, created_at) where status = 'queued';
create index jobs_running_lease_idx on jobs (locked_until) where status = 'running';
