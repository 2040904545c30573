-- Google Search Console connection (issue 21, docs/decisions/035-search-console-connection.md).
--
-- search_console_oauth_states: one row per consent round-trip that has started. The browser gets
-- a random nonce as OAuth `state`; only its SHA-256 is stored, with the user who asked for it, the
-- redirect URI Google must send the code back to (the exchange has to repeat it) and an expiry.
-- The callback deletes the row (single use) and only when it belongs to the signed-in caller.
-- Internal to the search-console function: no API role may read or write it.
create table if not exists public.search_console_oauth_states (
  state_hash text primary key check (state_hash ~ '^[0-9a-f]{64}$'),
  user_id uuid not null references auth.users (id) on delete cascade,
  redirect_uri text not null check (char_length(redirect_uri) <= 2048),
  expires_at timestamptz not null,
  created_at timestamptz not null default now()
);

create index if not exists search_console_oauth_states_user_idx
  on public.search_console_oauth_states (user_id);

comment on table public.search_console_oauth_states is
  'Pending Google consent round-trips (hashed state nonce, owner, redirect URI, expiry). Internal to the search-console function.';

alter table public.search_console_oauth_states enable row level security;
revoke all on table public.search_console_oauth_states from anon, authenticated;
grant all on table public.search_console_oauth_states to service_role;

-- search_console_connections: one Google connection per customer. The refresh token is sealed
-- with the secret box (AES-256-GCM, the owner's user id as context) and is never readable through
-- the API roles: the owner may select the other columns only (column-level grant below).
create table if not exists public.search_console_connections (
  user_id uuid primary key references auth.users (id) on delete cascade,
  refresh_token_encrypted text not null check (refresh_token_encrypted like 'v1:%'),
  granted_scope text not null default '',
  -- The chosen property exactly as Google spells it: 'https://www.example.nl/' or 'sc-domain:example.nl'.
  property_url text check (char_length(property_url) <= 2048),
  -- 'broken': Google refused the refresh token (revoked, expired); the customer reconnects.
  status text not null default 'connected' check (status in ('connected', 'broken')),
  broken_at timestamptz,
  connected_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

comment on table public.search_console_connections is
  'Google Search Console connection per customer (sealed refresh token, chosen property, status). Owner reads the non-secret columns; written by the search-console function.';

alter table public.search_console_connections enable row level security;

drop policy if exists "Search Console connections are readable by their owner"
  on public.search_console_connections;
create policy "Search Console connections are readable by their owner"
  on public.search_console_connections for select to authenticated
  using ((select auth.uid()) = user_id);

revoke all on table public.search_console_connections from anon, authenticated;
grant select (user_id, granted_scope, property_url, status, broken_at, connected_at, updated_at)
  on table public.search_console_connections to authenticated;
grant all on table public.search_console_connections to service_role;
