-- What the business offers (issue 20): a short description, the products and services, and a
-- finer sector next to the ten groups (contract/onboarding.ts PROFILE_LIMITS). Saved by the
-- onboarding function; a scan fills the description and offerings from the site while they are
-- still empty, once (`details_prefilled_at`), so a customer who clears them is not overruled.
alter table public.business_profiles
  add column if not exists description text check (char_length(description) <= 300),
  add column if not exists offerings text[] not null default '{}'
    check (cardinality(offerings) <= 15),
  add column if not exists sector_detail text check (char_length(sector_detail) <= 60),
  add column if not exists details_prefilled_at timestamptz;
