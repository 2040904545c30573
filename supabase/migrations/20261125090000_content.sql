-- Content automation (issue 12, docs/decisions/023-content-automation.md): each subscription
-- period the plan's quota of blog posts is planned from the business profile and the latest
-- report, written on its day by a background job, edited and approved by the customer and
-- optionally published to WordPress. Written by functions and jobs only (service role);
-- owners may read their own rows.

-- One row per subscription period a customer had content for. `quota` only grows within a
-- period: an upgrade adds the difference, a downgrade does not take planned posts away.
create table if not exists public.content_periods (
  user_id uuid not null references auth.users (id) on delete cascade,
  period_start date not null,
  period_end date not null,
  quota integer not null check (quota between 0 and 1000),
  updated_at timestamptz not null default now(),
  primary key (user_id, period_start),
  check (period_end > period_start)
);

create table if not exists public.content_posts (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references auth.users (id) on delete cascade,
  period_start date not null,
  planned_for date not null,
  -- 'plan' (the monthly calendar) or 'api' (POST /api/v1/content/generate); both count.
  origin text not null default 'plan' check (origin in ('plan', 'api')),
  status text not null default 'planned'
    check (status in ('planned', 'writing', 'draft', 'approved', 'published', 'failed')),
  topic text not null check (char_length(topic) between 3 and 160),
  focus_keyword text not null check (char_length(focus_keyword) between 2 and 60),
  secondary_keywords text[] not null default '{}',
  -- 'builtin' (the Dutch generator) or 'ai' (the configured provider), once written.
  source text check (source in ('builtin', 'ai')),
  title text check (char_length(title) <= 200),
  meta_title text check (char_length(meta_title) <= 200),
  meta_description text check (char_length(meta_description) <= 400),
  markdown text check (char_length(markdown) <= 100000),
  score integer check (score between 0 and 100),
  checks jsonb,
  -- Short business-profile posts derived from the draft (Ultimate and Power).
  profile_posts jsonb not null default '[]'::jsonb,
  wordpress_post_id bigint,
  wordpress_link text,
  error text check (char_length(error) <= 2000),
  written_at timestamptz,
  approved_at timestamptz,
  published_at timestamptz,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  foreign key (user_id, period_start)
    references public.content_periods (user_id, period_start) on delete cascade
);

create index if not exists content_posts_user_idx
  on public.content_posts (user_id, period_start, planned_for);

-- The customer's WordPress site; the application password is encrypted by the function
-- (_shared/content/secret-box.ts) and never returned.
create table if not exists public.wordpress_connections (
  user_id uuid primary key references auth.users (id) on delete cascade,
  site_url text not null check (char_length(site_url) <= 2048),
  username text not null check (char_length(username) between 1 and 120),
  password_encrypted text not null,
  connected_at timestamptz not null default now()
);

alter table public.content_periods enable row level security;
alter table public.content_posts enable row level security;
alter table public.wordpress_connections enable row level security;

drop policy if exists "Content periods are readable by their owner" on public.content_periods;
create policy "Content periods are readable by their owner"
  on public.content_periods for select to authenticated
  using ((select auth.uid()) = user_id);

drop policy if exists "Content posts are readable by their owner" on public.content_posts;
create policy "Content posts are readable by their owner"
  on public.content_posts for select to authenticated
  using ((select auth.uid()) = user_id);

-- No select policy for wordpress_connections: even the owner reads it only through the function.
revoke all on table public.content_periods, public.content_posts, public.wordpress_connections
  from anon, authenticated;
grant select on table public.content_periods, public.content_posts to authenticated;
grant all on table public.content_periods, public.content_posts, public.wordpress_connections
  to service_role;
