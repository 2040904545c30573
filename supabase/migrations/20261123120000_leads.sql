-- Leads from the public site: the home page's call-to-action e-mail form and the contact form
-- (issue 8 #3). Visitors have no session, so the `leads` edge function writes these tables with
-- the owner connection; no API role can read or write them (hosted Supabase exposes tables through
-- PostgREST, so RLS is on and there are no policies and no grants). Sales reads them in the SQL
-- editor or with the service role.

create table if not exists public.leads (
  id uuid primary key default gen_random_uuid(),
  kind text not null check (kind in ('cta', 'contact')),
  email text not null check (char_length(email) between 3 and 254),
  -- lower(email): duplicates are found case-insensitively.
  email_key text not null check (email_key = lower(email_key)),
  first_name text check (char_length(first_name) <= 100),
  last_name text check (char_length(last_name) <= 100),
  subject text check (char_length(subject) <= 200),
  -- The latest message; a duplicate within a day replaces it (submission_count counts them).
  message text check (char_length(message) <= 5000),
  submission_count integer not null default 1 check (submission_count >= 1),
  first_seen_at timestamptz not null default now(),
  last_seen_at timestamptz not null default now(),
  -- Salted SHA-256 of the client address (never the address itself); null when none was known.
  ip_hash text
);

create index if not exists leads_merge_idx on public.leads (email_key, kind, first_seen_at desc);
create index if not exists leads_last_seen_idx on public.leads (last_seen_at desc);

comment on table public.leads is
  'Leads from the call-to-action and contact forms. Written by the leads edge function only; read by sales (SQL editor, service role).';

alter table public.leads enable row level security;
revoke all on table public.leads from anon, authenticated;
grant all on table public.leads to service_role;

-- One row per accepted submission per client address, for the rate limit (5 per 10 minutes).
-- Rows older than a day are deleted by the function as it goes.
create table if not exists public.lead_submissions (
  id bigint generated always as identity primary key,
  ip_hash text not null,
  created_at timestamptz not null default now()
);

create index if not exists lead_submissions_ip_idx on public.lead_submissions (ip_hash, created_at desc);

comment on table public.lead_submissions is
  'Rate-limit log of the leads edge function (salted address hash and time only).';

alter table public.lead_submissions enable row level security;
revoke all on table public.lead_submissions from anon, authenticated;
grant all on table public.lead_submissions to service_role;
