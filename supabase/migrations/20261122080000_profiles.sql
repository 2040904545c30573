-- Customer profiles: one row per auth user, created by the database itself at sign-up.
--
-- Why a trigger and not an insert from the browser: the row must exist for every account,
-- including accounts created by e-mail confirmation links or OAuth, and the browser must not be
-- able to create or delete profiles at all. Customers may only read and rename their own row.

create table if not exists public.profiles (
  id uuid primary key references auth.users (id) on delete cascade,
  email text,
  -- Bounded so a hostile sign-up payload cannot store megabytes of "name".
  full_name text check (full_name is null or char_length(full_name) <= 200),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

comment on table public.profiles is
  'One row per auth.users row, created by public.handle_new_user(). Readable and renamable by its owner only.';

-- ---------------------------------------------------------------------------------------------
-- Row level security: without a matching policy nothing is visible or writable.
-- No insert or delete policy on purpose: the trigger inserts (as the table owner, which bypasses
-- RLS) and deleting the auth user cascades.
-- ---------------------------------------------------------------------------------------------
alter table public.profiles enable row level security;

drop policy if exists "Profiles are readable by their owner" on public.profiles;
create policy "Profiles are readable by their owner"
  on public.profiles for select
  to authenticated
  -- (select …) lets Postgres evaluate auth.uid() once per statement instead of once per row.
  using ((select auth.uid()) = id);

drop policy if exists "Profiles are updatable by their owner" on public.profiles;
create policy "Profiles are updatable by their owner"
  on public.profiles for update
  to authenticated
  using ((select auth.uid()) = id)
  -- The row must still belong to the caller after the update: an owner cannot hand it to someone else.
  with check ((select auth.uid()) = id);

-- Supabase grants ALL on new public tables to anon and authenticated by default. RLS already
-- filters rows; tight grants also remove whole statement kinds, so a future permissive policy
-- cannot accidentally open inserts, deletes or id/email changes.
revoke all on table public.profiles from anon, authenticated;
grant select on table public.profiles to authenticated;
-- Only the display name is editable; id and email mirror auth.users.
grant update (full_name) on table public.profiles to authenticated;
grant all on table public.profiles to service_role;

-- ---------------------------------------------------------------------------------------------
-- updated_at bookkeeping (generic, reusable by later tables).
-- ---------------------------------------------------------------------------------------------
create or replace function public.set_updated_at()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  new.updated_at := now();
  return new;
end;
$$;

drop trigger if exists profiles_set_updated_at on public.profiles;
create trigger profiles_set_updated_at
  before update on public.profiles
  for each row execute function public.set_updated_at();

-- ---------------------------------------------------------------------------------------------
-- Profile creation at sign-up.
--
-- SECURITY DEFINER: the auth service inserts into auth.users with its own role, which has no
-- rights on public.profiles; the function runs as its owner instead. search_path = '' so that
-- every name is schema-qualified and nobody can shadow a table or function with their own.
--
-- The inner block swallows every error (logged as a WARNING): a missing or broken profile is
-- repairable later, a failed sign-up is not — an exception here would roll back the auth.users
-- insert and the user would see "Database error saving new user".
-- ---------------------------------------------------------------------------------------------
create or replace function public.handle_new_user()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  begin
    insert into public.profiles (id, email, full_name)
    values (
      new.id,
      new.email,
      nullif(btrim(new.raw_user_meta_data ->> 'full_name'), '')
    )
    on conflict (id) do nothing;
  exception when others then
    raise warning 'handle_new_user: no profile created for user %: % (SQLSTATE %)', new.id, sqlerrm, sqlstate;
  end;
  return new;
end;
$$;

-- Trigger functions are not meant to be called through the API.
revoke execute on function public.handle_new_user() from public, anon, authenticated;

drop trigger if exists on_auth_user_created on auth.users;
create trigger on_auth_user_created
  after insert on auth.users
  for each row execute function public.handle_new_user();

-- Keep the mirrored e-mail in step when a user confirms an address change. Same safety net:
-- an e-mail change must never fail because of the profile.
create or replace function public.handle_user_email_change()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  begin
    update public.profiles set email = new.email where id = new.id;
  exception when others then
    raise warning 'handle_user_email_change: profile of user % not updated: % (SQLSTATE %)', new.id, sqlerrm, sqlstate;
  end;
  return new;
end;
$$;

revoke execute on function public.handle_user_email_change() from public, anon, authenticated;

drop trigger if exists on_auth_user_email_changed on auth.users;
create trigger on_auth_user_email_changed
  after update of email on auth.users
  for each row
  when (old.email is distinct from new.email)
  execute function public.handle_user_email_change();
