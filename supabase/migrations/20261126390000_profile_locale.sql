-- The customer's language (issue 22): null until they choose one, then 'nl' or 'en'. After
-- sign-in the profile's choice replaces the browser's, so it follows the customer to another
-- device; the language list is the contract's (supabase/functions/_shared/contract/locale.ts).

alter table public.profiles
  add column if not exists locale text
    constraint profiles_locale_known check (locale is null or locale in ('nl', 'en'));

comment on column public.profiles.locale is
  'The language the customer chose for the customer area (nl, en), null when never chosen. Written by the account function.';

-- Same rule as the display name: the owner may change it on the own row (the existing update
-- policy), nothing else becomes writable.
grant update (locale) on table public.profiles to authenticated;
