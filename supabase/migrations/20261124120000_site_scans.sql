-- Site scans (issue 11): a polite crawl of a customer's site, every page through the SEO engine.
-- Written by the site-scan background job only; owners may read their own scans and pages.
create table if not exists public.site_scans (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references auth.users (id) on delete cascade,
  site_url text not null check (char_length(site_url) <= 2048),
  status text not null default 'running' check (status in ('running', 'done', 'failed')),
  -- Why the scan was made: 'onboarding' (the first), 'monthly', 'manual'.
  reason text not null default 'manual' check (reason ~ '^[a-z-]{1,30}$'),
  page_limit integer not null check (page_limit between 1 and 500),
  pages_scanned integer not null default 0,
  sitemap_used boolean not null default false,
  -- Addresses not fetched and why (robots, cap, off-host, deadline), capped by the crawler.
  skipped jsonb not null default '[]'::jsonb,
  error text check (char_length(error) <= 2000),
  started_at timestamptz not null default now(),
  finished_at timestamptz
);

create index if not exists site_scans_user_idx on public.site_scans (user_id, started_at desc);

create table if not exists public.scan_pages (
  id bigint generated always as identity primary key,
  scan_id uuid not null references public.site_scans (id) on delete cascade,
  url text not null,
  final_url text not null,
  status_code integer,
  seo_score integer check (seo_score between 0 and 100),
  -- The engine's audits without per-element details (scan/compact-audits.ts).
  audits jsonb not null default '{}'::jsonb,
  title text,
  h1s text[] not null default '{}',
  headings text[] not null default '{}',
  fetch_ms integer,
  bytes integer,
  error text
);

create index if not exists scan_pages_scan_idx on public.scan_pages (scan_id);

alter table public.site_scans enable row level security;
alter table public.scan_pages enable row level security;

drop policy if exists "Scans are readable by their owner" on public.site_scans;
create policy "Scans are readable by their owner"
  on public.site_scans for select to authenticated
  using ((select auth.uid()) = user_id);

drop policy if exists "Scan pages are readable by the scan's owner" on public.scan_pages;
create policy "Scan pages are readable by the scan's owner"
  on public.scan_pages for select to authenticated
  using (exists (
    select 1 from public.site_scans scan
    where scan.id = scan_pages.scan_id and scan.user_id = (select auth.uid())
  ));

revoke all on table public.site_scans, public.scan_pages from anon, authenticated;
grant select on table public.site_scans, public.scan_pages to authenticated;
grant all on table public.site_scans, public.scan_pages to service_role;
