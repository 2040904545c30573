-- The business profile from onboarding (issue 11): one row per customer. Written by the
-- onboarding edge function only (it validates with contract/onboarding.ts and checks the plan);
-- the owner may read it.
create table if not exists public.business_profiles (
  user_id uuid primary key references auth.users (id) on delete cascade,
  business_name text not null check (char_length(business_name) between 2 and 100),
  website_url text not null check (char_length(website_url) <= 2048 and website_url ~ '^https?://'),
  sector text not null check (char_length(sector) <= 60),
  region text not null check (char_length(region) between 2 and 80),
  keywords text[] not null check (cardinality(keywords) between 3 and 10),
  tone text not null check (tone in ('formal', 'informal')),
  competitors text[] not null default '{}' check (cardinality(competitors) <= 3),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

comment on table public.business_profiles is
  'Onboarding profile per customer. Readable by its owner; written by the onboarding function only.';

alter table public.business_profiles enable row level security;

drop policy if exists "Business profiles are readable by their owner" on public.business_profiles;
create policy "Business profiles are readable by their owner"
  on public.business_profiles for select to authenticated
  using ((select auth.uid()) = user_id);

revoke all on table public.business_profiles from anon, authenticated;
grant select on table public.business_profiles to authenticated;
grant all on table public.business_profiles to service_role;
