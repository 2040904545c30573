-- What a Supabase Postgres image provides before any app migration runs (restated from
-- supabase/postgres init scripts and GoTrue's migrations; see docs/contracts/gotrue-subset.md).
-- Idempotent: runs on every start, also against a persisted data directory or database.
--
-- On a real server (EMULATOR_DATABASE_URL) roles belong to the whole cluster and several emulators
-- (parallel test files, each with its own database) start at once: a role that another start just
-- created is fine, and cluster-wide settings are written only when they differ, because two
-- sessions rewriting the same catalog row fail with "tuple concurrently updated".

-- Roles (docs/contracts/gotrue-subset.md §6)
do $$
declare
  wanted constant text[][] := array[
    ['anon', 'nologin noinherit'],
    ['authenticated', 'nologin noinherit'],
    ['service_role', 'nologin noinherit bypassrls'],
    ['authenticator', 'login noinherit'],
    ['supabase_admin', 'login createrole createdb replication bypassrls'],
    ['supabase_auth_admin', 'login noinherit createrole'],
    ['supabase_storage_admin', 'login noinherit createrole'],
    ['dashboard_user', 'createrole createdb replication']
  ];
  grantee text;
  api_role text;
  setting record;
begin
  for i in 1 .. array_length(wanted, 1) loop
    if not exists (select 1 from pg_roles where rolname = wanted[i][1]) then
      begin
        execute format('create role %I %s', wanted[i][1], wanted[i][2]);
      exception when duplicate_object or unique_violation then
        null; -- created by a concurrent start
      end;
    end if;
  end loop;

  foreach grantee in array array['authenticator', 'postgres'] loop
    foreach api_role in array array['anon', 'authenticated', 'service_role'] loop
      -- pg_auth_members, not pg_has_role: a superuser "has" every role without the grant.
      if not exists (
        select 1 from pg_auth_members
        where roleid = api_role::regrole and member = grantee::regrole
      ) then
        execute format('grant %I to %I', api_role, grantee);
      end if;
    end loop;
  end loop;

  for setting in
    select * from (values ('anon', 'statement_timeout=3s'), ('authenticated', 'statement_timeout=8s'))
      as wanted_setting (role_name, config)
  loop
    if not exists (
      select 1 from pg_db_role_setting
      where setdatabase = 0 and setrole = setting.role_name::regrole
        and setting.config = any (setconfig)
    ) then
      execute format('alter role %I set %s = %L', setting.role_name,
        split_part(setting.config, '=', 1), split_part(setting.config, '=', 2));
    end if;
  end loop;
end
$$;

-- Extensions live in their own schema, on the search path like on Supabase.
create schema if not exists extensions;
grant usage on schema extensions to postgres, anon, authenticated, service_role;
create extension if not exists pgcrypto with schema extensions;
create extension if not exists "uuid-ossp" with schema extensions;
-- The search path of this database (on a shared server, not necessarily named postgres).
do $$
begin
  if not exists (
    select 1 from pg_db_role_setting
    where setrole = 0
      and setdatabase = (select oid from pg_database where datname = current_database())
      and 'search_path="$user", public, extensions' = any (setconfig)
  ) then
    execute format('alter database %I set search_path = "$user", public, extensions',
      current_database());
  end if;
end
$$;
set search_path = "$user", public, extensions;

-- public: usable by the API roles, with default privileges for what migrations create.
grant usage on schema public to postgres, anon, authenticated, service_role;
alter default privileges in schema public grant all on tables to postgres, anon, authenticated, service_role;
alter default privileges in schema public grant all on functions to postgres, anon, authenticated, service_role;
alter default privileges in schema public grant all on sequences to postgres, anon, authenticated, service_role;

do $$
begin
  if not exists (select 1 from pg_publication where pubname = 'supabase_realtime') then
    create publication supabase_realtime;
  end if;
exception when others then
  raise notice 'publication supabase_realtime not created: %', sqlerrm;
end
$$;

-- The auth schema subset (docs/contracts/gotrue-subset.md §6)
create schema if not exists auth;
grant usage on schema auth to anon, authenticated, service_role, supabase_auth_admin;

do $$
begin
  create type auth.aal_level as enum ('aal1', 'aal2', 'aal3');
exception when duplicate_object then null;
end
$$;
do $$
begin
  create type auth.code_challenge_method as enum ('s256', 'plain');
exception when duplicate_object then null;
end
$$;

create table if not exists auth.users (
  instance_id uuid,
  id uuid not null primary key,
  aud varchar(255),
  role varchar(255),
  email varchar(255),
  encrypted_password varchar(255),
  email_confirmed_at timestamptz,
  invited_at timestamptz,
  confirmation_token varchar(255),
  confirmation_sent_at timestamptz,
  recovery_token varchar(255),
  recovery_sent_at timestamptz,
  email_change_token_new varchar(255),
  email_change varchar(255),
  email_change_sent_at timestamptz,
  last_sign_in_at timestamptz,
  raw_app_meta_data jsonb,
  raw_user_meta_data jsonb,
  is_super_admin boolean,
  created_at timestamptz,
  updated_at timestamptz,
  phone text unique default null,
  phone_confirmed_at timestamptz,
  phone_change text default '',
  phone_change_token varchar(255) default '',
  phone_change_sent_at timestamptz,
  confirmed_at timestamptz generated always as (least(email_confirmed_at, phone_confirmed_at)) stored,
  email_change_token_current varchar(255) default '',
  email_change_confirm_status smallint default 0
    check (email_change_confirm_status >= 0 and email_change_confirm_status <= 2),
  banned_until timestamptz,
  reauthentication_token varchar(255) default '',
  reauthentication_sent_at timestamptz,
  is_sso_user boolean not null default false,
  deleted_at timestamptz,
  is_anonymous boolean not null default false
);
create index if not exists users_instance_id_email_idx on auth.users (instance_id, lower(email));
create unique index if not exists users_email_partial_key on auth.users (email) where (is_sso_user = false);

create table if not exists auth.identities (
  provider_id text not null,
  user_id uuid not null references auth.users (id) on delete cascade,
  identity_data jsonb not null,
  provider text not null,
  last_sign_in_at timestamptz,
  created_at timestamptz,
  updated_at timestamptz,
  email text generated always as (lower(identity_data ->> 'email')) stored,
  id uuid not null default gen_random_uuid() primary key,
  constraint identities_provider_id_provider_unique unique (provider_id, provider)
);
create index if not exists identities_user_id_idx on auth.identities (user_id);

create table if not exists auth.sessions (
  id uuid not null primary key,
  user_id uuid not null references auth.users (id) on delete cascade,
  created_at timestamptz,
  updated_at timestamptz,
  factor_id uuid,
  aal auth.aal_level,
  not_after timestamptz,
  refreshed_at timestamp,
  user_agent text,
  ip inet,
  tag text
);
create index if not exists sessions_user_id_idx on auth.sessions (user_id);

create table if not exists auth.refresh_tokens (
  instance_id uuid,
  id bigserial primary key,
  token varchar(255) unique,
  user_id varchar(255),
  revoked boolean,
  created_at timestamptz,
  updated_at timestamptz,
  parent varchar(255),
  session_id uuid references auth.sessions (id) on delete cascade
);
create index if not exists refresh_tokens_session_id_revoked_idx on auth.refresh_tokens (session_id, revoked);

create table if not exists auth.mfa_amr_claims (
  session_id uuid not null references auth.sessions (id) on delete cascade,
  created_at timestamptz not null,
  updated_at timestamptz not null,
  authentication_method text not null,
  id uuid not null primary key,
  constraint mfa_amr_claims_session_id_authentication_method_pkey unique (session_id, authentication_method)
);

create table if not exists auth.flow_state (
  id uuid primary key,
  user_id uuid,
  auth_code text not null,
  code_challenge_method auth.code_challenge_method not null,
  code_challenge text not null,
  provider_type text not null,
  provider_access_token text,
  provider_refresh_token text,
  created_at timestamptz,
  updated_at timestamptz,
  authentication_method text not null,
  auth_code_issued_at timestamptz
);
create index if not exists idx_auth_code on auth.flow_state (auth_code);

-- GoTrue enables RLS on its tables without policies: the API roles cannot read them.
alter table auth.users enable row level security;
alter table auth.identities enable row level security;
alter table auth.sessions enable row level security;
alter table auth.refresh_tokens enable row level security;
alter table auth.mfa_amr_claims enable row level security;
alter table auth.flow_state enable row level security;
grant all on all tables in schema auth to supabase_auth_admin, dashboard_user;
grant select on all tables in schema auth to postgres with grant option;

-- Helper functions, GoTrue's final definitions (docs/contracts/gotrue-subset.md §6)
create or replace function auth.uid() returns uuid
language sql stable
as $$
  select coalesce(
    nullif(current_setting('request.jwt.claim.sub', true), ''),
    (nullif(current_setting('request.jwt.claims', true), '')::jsonb ->> 'sub')
  )::uuid
$$;

create or replace function auth.role() returns text
language sql stable
as $$
  select coalesce(
    nullif(current_setting('request.jwt.claim.role', true), ''),
    (nullif(current_setting('request.jwt.claims', true), '')::jsonb ->> 'role')
  )::text
$$;

create or replace function auth.email() returns text
language sql stable
as $$
  select coalesce(
    nullif(current_setting('request.jwt.claim.email', true), ''),
    (nullif(current_setting('request.jwt.claims', true), '')::jsonb ->> 'email')
  )::text
$$;

create or replace function auth.jwt() returns jsonb
language sql stable
as $$
  select coalesce(
    nullif(current_setting('request.jwt.claim', true), ''),
    nullif(current_setting('request.jwt.claims', true), '')
  )::jsonb
$$;

grant execute on function auth.uid(), auth.role(), auth.email(), auth.jwt()
  to anon, authenticated, service_role;

-- How the Supabase CLI records applied migrations and seeds.
create schema if not exists supabase_migrations;
create table if not exists supabase_migrations.schema_migrations (
  version text not null primary key,
  statements text[],
  name text
);
create table if not exists supabase_migrations.seed_files (
  path text not null primary key,
  hash text not null
);
