-- Reports (issue 11): one per finished site scan, assembled by the site-scan job
-- (_shared/report/assemble-report.ts). The JSON is what the dashboard shows and the PDF is drawn
-- from; the PDF itself is rendered on request behind a short-lived signed link (reports function).
create table if not exists public.reports (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references auth.users (id) on delete cascade,
  scan_id uuid not null unique references public.site_scans (id) on delete cascade,
  site_url text not null,
  -- 'checklist' (Basic, Pro) or 'full' (Ultimate, Power), from the plan when it was made.
  kind text not null check (kind in ('checklist', 'full')),
  score integer check (score between 0 and 100),
  pages_scanned integer not null default 0,
  report jsonb not null,
  created_at timestamptz not null default now()
);

create index if not exists reports_user_idx on public.reports (user_id, created_at desc);

alter table public.reports enable row level security;

drop policy if exists "Reports are readable by their owner" on public.reports;
create policy "Reports are readable by their owner"
  on public.reports for select to authenticated
  using ((select auth.uid()) = user_id);

revoke all on table public.reports from anon, authenticated;
grant select on table public.reports to authenticated;
grant all on table public.reports to service_role;
