-- The live SEO analyzer (issue 9): every analysis is stored, so a repeat of the same address
-- within 10 minutes is answered from here, a slow PageSpeed Insights enrichment can be polled by
-- id, and signed-in customers keep a history for their dashboard and monthly report.
-- Written by the analyze-site edge function only (owner connection).
create table if not exists public.site_analyses (
  id uuid primary key default gen_random_uuid(),
  -- Null for visitors without a session.
  user_id uuid references auth.users (id) on delete cascade,
  -- The address as requested (https:// prepended when no scheme was typed), and after redirects.
  url text not null check (char_length(url) <= 2048),
  final_url text not null check (char_length(final_url) <= 4096),
  -- The analysis result (contract/analyzer.ts) without the per-answer `cached` flag.
  result jsonb not null,
  pagespeed_status text not null default 'unavailable'
    check (pagespeed_status in ('unavailable', 'pending', 'done', 'failed')),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

create index if not exists site_analyses_cache_idx on public.site_analyses (url, created_at desc);
create index if not exists site_analyses_history_idx on public.site_analyses (user_id, created_at desc);

comment on table public.site_analyses is
  'SEO analyses by the analyze-site function. Owners may read their own rows; visitors'' rows have no owner.';

alter table public.site_analyses enable row level security;

drop policy if exists "Analyses are readable by their owner" on public.site_analyses;
create policy "Analyses are readable by their owner"
  on public.site_analyses for select
  to authenticated
  using ((select auth.uid()) = user_id);

revoke all on table public.site_analyses from anon, authenticated;
grant select on table public.site_analyses to authenticated;
grant all on table public.site_analyses to service_role;

-- One row per fresh analysis per subject (salted address hash, or 'user:<id>'), for the rate
-- limit. Rows older than a day are deleted by the function as it goes.
create table if not exists public.analysis_requests (
  id bigint generated always as identity primary key,
  subject text not null,
  created_at timestamptz not null default now()
);

create index if not exists analysis_requests_subject_idx on public.analysis_requests (subject, created_at desc);

alter table public.analysis_requests enable row level security;
revoke all on table public.analysis_requests from anon, authenticated;
grant all on table public.analysis_requests to service_role;
