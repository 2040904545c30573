-- A scan in parts (issue 24): the edge runtime stops an invocation after 2 s of CPU time, and a
-- large site takes more than that to crawl and audit. The site-scan job crawls part of the site
-- per process-jobs invocation, keeps where it got to on the scan row and queues itself again; the
-- last part makes the report (_shared/scan/scan-in-parts.ts).
alter table public.site_scans
  -- The crawl between parts: addresses still to fetch, addresses seen, robots.txt, what was
  -- skipped, time spent (scan/crawl-site.ts CrawlState). Null once the crawl is over.
  add column if not exists crawl_state jsonb;

alter table public.scan_pages
  -- The fetcher's code for `error` (decides whether a failed scan may be retried).
  add column if not exists error_code text check (error_code ~ '^[a-z-]{1,40}$'),
  -- What the page says about the business (facts/extract-page-facts.ts), read when the page was
  -- crawled and assembled into the site's facts after the last part.
  add column if not exists site_facts jsonb;
