-- Site scans the customer can follow (issue 19): progress while a scan runs, a reason they can
-- read when it fails, and scans of an address that was replaced mid-way marked as such.
alter table public.site_scans
  -- Pages fetched so far and pages the crawl expects (grows as links are found, capped by the plan).
  add column if not exists pages_done integer not null default 0 check (pages_done >= 0),
  add column if not exists pages_planned integer not null default 0 check (pages_planned >= 0),
  -- Last sign of life of a running scan: one that stops moving was abandoned by its runner.
  add column if not exists progress_at timestamptz not null default now(),
  -- What failed, for the dashboard and for deciding whether a retry can help
  -- (scan/scan-failure.ts); `error` keeps the reason in plain Dutch.
  add column if not exists error_code text check (error_code ~ '^[a-z-]{1,40}$');

-- 'superseded': the customer changed the website while this scan ran; it gets no report.
alter table public.site_scans drop constraint if exists site_scans_status_check;
alter table public.site_scans add constraint site_scans_status_check
  check (status in ('running', 'done', 'failed', 'superseded'));
