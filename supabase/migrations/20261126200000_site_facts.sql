-- Site facts (issue 20): what a scan found on the customer's own website that a post may state —
-- offerings with their page, prices, opening hours, places, claims, certifications, FAQs and
-- contact (supabase/functions/_shared/contract/site-facts.ts). Written by the site-scan job,
-- hidden or shown again by the customer through the site-facts function; the owner may read them.
--
-- One row per customer and fact id. The id is a hash of the fact's kind, name, text and page, so
-- the next scan finds the same row again and a fact the customer hid stays hidden. `scan_id` is
-- the latest scan that found the fact: the writers use the facts of the latest finished scan.
create table if not exists public.site_facts (
  user_id uuid not null references auth.users (id) on delete cascade,
  id text not null check (id ~ '^[0-9a-f]{16}$'),
  scan_id uuid not null references public.site_scans (id) on delete cascade,
  -- The order the scan listed the facts in (by kind, then as found).
  position integer not null check (position >= 0),
  kind text not null check (kind in (
    'offering', 'price', 'opening-hours', 'place', 'claim', 'certification', 'faq', 'contact')),
  text text not null check (char_length(text) between 1 and 300),
  page_url text not null check (char_length(page_url) <= 2048 and page_url ~ '^https?://'),
  page_title text check (char_length(page_title) <= 200),
  name text check (char_length(name) <= 120),
  price_cents integer check (price_cents >= 0),
  question text check (char_length(question) <= 200),
  answer text check (char_length(answer) <= 600),
  hidden boolean not null default false,
  hidden_at timestamptz,
  primary key (user_id, id)
);

create index if not exists site_facts_scan_idx on public.site_facts (scan_id, position);

comment on table public.site_facts is
  'Facts found on the customer''s site by the latest scans; hidden ones are never used in writing.';

alter table public.site_facts enable row level security;

drop policy if exists "Site facts are readable by their owner" on public.site_facts;
create policy "Site facts are readable by their owner"
  on public.site_facts for select to authenticated
  using ((select auth.uid()) = user_id);

revoke all on table public.site_facts from anon, authenticated;
grant select on table public.site_facts to authenticated;
grant all on table public.site_facts to service_role;
