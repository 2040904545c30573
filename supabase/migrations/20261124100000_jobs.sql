-- Background work (issue 11, docs/architecture.md §4): one queue table for site scans, monthly reports and
-- later content jobs. The `process-jobs` edge function claims due rows with
-- `FOR UPDATE SKIP LOCKED`, so several runners (pg_cron ticks, the emulator's timer, a test's
-- "run due jobs now") never take the same job twice. A failed attempt goes back to the queue with
-- back-off; after max_attempts the row stays as 'failed' with its last error, visible, never lost.
create table if not exists public.jobs (
  id uuid primary key default gen_random_uuid(),
  -- What to do ('site-scan', 'monthly-report', …); the processor keeps the registry of kinds.
  kind text not null check (kind ~ '^[a-z][a-z0-9-]{1,62}$'),
  payload jsonb not null default '{}'::jsonb,
  -- The customer the job works for; null for system jobs.
  user_id uuid references auth.users (id) on delete cascade,
  status text not null default 'queued' check (status in ('queued', 'running', 'done', 'failed')),
  run_at timestamptz not null default now(),
  attempts integer not null default 0 check (attempts >= 0),
  max_attempts integer not null default 5 check (max_attempts between 1 and 20),
  last_error text check (char_length(last_error) <= 2000),
  -- Set while running: a runner that died leaves a stale lock, which the processor reclaims.
  locked_at timestamptz,
  locked_by text,
  -- At most one queued or running job per key (e.g. 'site-scan:<user id>'), so a double submit
  -- or two schedulers cannot queue the same work twice.
  dedupe_key text,
  result jsonb,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  finished_at timestamptz
);

create index if not exists jobs_due_idx on public.jobs (run_at) where status = 'queued';
create index if not exists jobs_user_idx on public.jobs (user_id, created_at desc);
create unique index if not exists jobs_dedupe_active_idx on public.jobs (dedupe_key)
  where dedupe_key is not null and status in ('queued', 'running');

comment on table public.jobs is
  'Background job queue. Written by edge functions only (owner connection); owners may read their own rows.';

alter table public.jobs enable row level security;

drop policy if exists "Jobs are readable by their owner" on public.jobs;
create policy "Jobs are readable by their owner"
  on public.jobs for select
  to authenticated
  using ((select auth.uid()) = user_id);

revoke all on table public.jobs from anon, authenticated;
grant select on table public.jobs to authenticated;
grant all on table public.jobs to service_role;
