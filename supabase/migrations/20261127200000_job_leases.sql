-- Recovery in about a minute instead of 15 (issue 24, docs/decisions/047-recovery-in-seconds.md).
--
-- A claimed job holds a lease: `locked_until`, set by the claim and extended by the runner's
-- heartbeat while it works (_shared/jobs/lease.ts, times in _shared/jobs/timing.ts). A runner
-- that died stops extending it, and the next process-jobs run takes the job over once it ran
-- out. Until now a running job was only taken over 15 minutes after it was claimed, however long
-- it still had to go.
alter table public.jobs add column if not exists locked_until timestamptz;

-- Jobs that are running now were claimed under the old rule: they keep its 15 minutes.
update public.jobs set locked_until = locked_at + interval '15 minutes'
where status = 'running' and locked_until is null and locked_at is not null;

-- The claim looks for running jobs whose lease ran out next to the due queued ones.
create index if not exists jobs_lease_idx on public.jobs (locked_until) where status = 'running';

-- Which job made a scan: the runner that takes over a dead runner's job closes that job's scan
-- row ('running' for ever otherwise) as failed, with the interruption as its reason.
alter table public.site_scans
  add column if not exists job_id uuid references public.jobs (id) on delete set null;

create index if not exists site_scans_running_job_idx on public.site_scans (job_id)
  where status = 'running';
