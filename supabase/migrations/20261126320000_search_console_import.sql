-- Search Console import (issue 21, docs/decisions/036-search-console-import.md).
--
-- What the import job copies from the customer's chosen Search Console property (web search,
-- final data, Search Console's Pacific days). The owner reads; only the functions write.
--
-- search_console_daily: Google's totals per day. These come from a query grouped by date only,
-- so they include the clicks of the anonymised queries that Google never lists: they are the
-- figures Search Console's own chart shows, and the query rows below do not add up to them.
create table if not exists public.search_console_daily (
  user_id uuid not null references auth.users (id) on delete cascade,
  day date not null,
  clicks integer not null check (clicks >= 0),
  impressions integer not null check (impressions >= 0),
  ctr double precision not null check (ctr >= 0),
  position double precision not null check (position >= 0),
  primary key (user_id, day)
);

-- search_console_query_days / search_console_page_days: per day the top queries and the top
-- pages (by clicks, then impressions), at most 500 of each (SEARCH_CONSOLE_IMPORT_LIMITS): what
-- the dashboard, the report and the keyword views show, while a long-tail property cannot grow
-- a customer's rows without bound (16 months × 500 × 2 ≈ 490,000 rows at most).
create table if not exists public.search_console_query_days (
  user_id uuid not null references auth.users (id) on delete cascade,
  day date not null,
  query text not null check (char_length(query) <= 2048),
  clicks integer not null check (clicks >= 0),
  impressions integer not null check (impressions >= 0),
  ctr double precision not null check (ctr >= 0),
  position double precision not null check (position >= 0),
  primary key (user_id, day, query)
);

create table if not exists public.search_console_page_days (
  user_id uuid not null references auth.users (id) on delete cascade,
  day date not null,
  page text not null check (char_length(page) <= 2048),
  clicks integer not null check (clicks >= 0),
  impressions integer not null check (impressions >= 0),
  ctr double precision not null check (ctr >= 0),
  position double precision not null check (position >= 0),
  primary key (user_id, day, page)
);

-- search_console_import_state: one row per customer. `next_from` is the first day the next run
-- fetches (null before the first run); `backfill_completed_at` is set once the 16 months are in;
-- `last_error` is the Dutch reason of the last failed run (cleared by a successful one).
create table if not exists public.search_console_import_state (
  user_id uuid primary key references auth.users (id) on delete cascade,
  property_url text not null check (char_length(property_url) <= 2048),
  next_from date,
  last_data_day date,
  backfill_completed_at timestamptz,
  last_import_at timestamptz,
  last_error text check (char_length(last_error) <= 500),
  last_error_at timestamptz,
  updated_at timestamptz not null default now()
);

comment on table public.search_console_daily is
  'Search Console totals per day (web, final data) of the customer''s property. Owner reads; written by the import job.';
comment on table public.search_console_query_days is
  'Top 500 Search Console queries per day. Owner reads; written by the import job.';
comment on table public.search_console_page_days is
  'Top 500 Search Console pages per day. Owner reads; written by the import job.';
comment on table public.search_console_import_state is
  'Progress and last outcome of the Search Console import per customer. Owner reads; written by the import job.';

do $rls$
declare
  tbl text;
begin
  foreach tbl in array array['search_console_daily', 'search_console_query_days',
                              'search_console_page_days', 'search_console_import_state'] loop
    execute format('alter table public.%I enable row level security', tbl);
    execute format('drop policy if exists "Readable by their owner" on public.%I', tbl);
    execute format(
      'create policy "Readable by their owner" on public.%I for select to authenticated using ((select auth.uid()) = user_id)',
      tbl);
    execute format('revoke all on table public.%I from anon, authenticated', tbl);
    execute format('grant select on table public.%I to authenticated', tbl);
    execute format('grant all on table public.%I to service_role', tbl);
  end loop;
end
$rls$;
