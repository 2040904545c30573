-- Public API keys (issue 12, docs/decisions/022-public-api.md). A key is shown once when it is
-- created; only its SHA-256 hash is stored, next to a unique prefix ("vb_live_" + 8 characters)
-- by which the `api` function finds the row and the customer recognises the key. Written by the
-- `api-keys` and `api` functions only; the owner may read their own rows (never the hash's key).
create table if not exists public.api_keys (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references auth.users (id) on delete cascade,
  name text not null check (char_length(name) between 1 and 60),
  prefix text not null unique check (prefix ~ '^vb_live_[A-Za-z0-9]{8}$'),
  -- Hex SHA-256 of the full key. The key has ~238 random bits, so a fast hash is enough: there
  -- is nothing to brute-force the way a password would be.
  key_hash text not null unique check (key_hash ~ '^[0-9a-f]{64}$'),
  created_at timestamptz not null default now(),
  last_used_at timestamptz,
  revoked_at timestamptz
);

create index if not exists api_keys_user_idx on public.api_keys (user_id, created_at desc);

comment on table public.api_keys is
  'Public API keys (hash and prefix only). Readable by their owner; written by the api-keys and api functions.';

alter table public.api_keys enable row level security;

drop policy if exists "API keys are readable by their owner" on public.api_keys;
create policy "API keys are readable by their owner"
  on public.api_keys for select to authenticated
  using ((select auth.uid()) = user_id);

revoke all on table public.api_keys from anon, authenticated;
grant select on table public.api_keys to authenticated;
grant all on table public.api_keys to service_role;

-- The per-key rate limit (contract/public-api-routes.ts: PUBLIC_API_RATE_LIMIT): a fixed window
-- that starts at the first request after the previous one ended, so a burst is never split by a
-- clock-aligned boundary. One row per key, updated in place by the `api` function.
create table if not exists public.api_rate_limits (
  key_id uuid primary key references public.api_keys (id) on delete cascade,
  window_started_at timestamptz not null,
  requests integer not null check (requests >= 0)
);

comment on table public.api_rate_limits is
  'Request counter per API key for the current rate-limit window. Internal to the api function.';

alter table public.api_rate_limits enable row level security;
revoke all on table public.api_rate_limits from anon, authenticated;
grant all on table public.api_rate_limits to service_role;
