-- Billing state mirrored from Stripe (docs/decisions/010-billing-from-stripe.md).
--
-- Stripe is the source of truth. The edge functions (service role) write these tables after
-- pulling the current state from Stripe (syncSubscription); no other role writes anything, so a
-- customer can never upgrade themselves (the "subscribers" template's hole, docs/contracts/stripe-subset.md).

-- ---------------------------------------------------------------------------------------------
-- user -> Stripe customer. Private: RLS on, no policies, no grants for the API roles.
-- The unique constraint on stripe_customer_id and the primary key on user_id make a second
-- customer for the same user (two fast clicks) fail instead of silently existing.
-- ---------------------------------------------------------------------------------------------
create table if not exists public.stripe_customers (
  user_id uuid primary key references auth.users (id) on delete cascade,
  stripe_customer_id text not null unique check (stripe_customer_id like 'cus\_%'),
  -- When syncSubscription last pulled this customer's subscriptions from Stripe (null: never).
  synced_at timestamptz,
  created_at timestamptz not null default now()
);

comment on table public.stripe_customers is
  'Maps a Vindbaar user to their Stripe customer. Written by edge functions only (service role).';

alter table public.stripe_customers enable row level security;
revoke all on table public.stripe_customers from anon, authenticated;
grant all on table public.stripe_customers to service_role;

-- ---------------------------------------------------------------------------------------------
-- Subscriptions, one row per Stripe subscription, upserted from Stripe's current state.
-- ---------------------------------------------------------------------------------------------
create table if not exists public.subscriptions (
  id text primary key check (id like 'sub\_%'),
  user_id uuid not null references auth.users (id) on delete cascade,
  stripe_customer_id text not null,
  status text not null check (
    status in ('active', 'trialing', 'past_due', 'canceled', 'incomplete',
               'incomplete_expired', 'unpaid', 'paused')
  ),
  -- The logical price id (price_basic … price_power), Stripe's lookup key; null for a price
  -- outside the catalogue (it then entitles to nothing).
  price_lookup_key text check (
    price_lookup_key is null
    or price_lookup_key in ('price_basic', 'price_pro', 'price_ultimate', 'price_power')
  ),
  current_period_end timestamptz,
  cancel_at_period_end boolean not null default false,
  canceled_at timestamptz,
  ended_at timestamptz,
  -- When we last pulled this row from Stripe; check-subscription re-syncs stale rows.
  synced_at timestamptz not null default now(),
  created_at timestamptz not null default now()
);

create index if not exists subscriptions_user_id_idx on public.subscriptions (user_id);
create index if not exists subscriptions_customer_idx on public.subscriptions (stripe_customer_id);

comment on table public.subscriptions is
  'Stripe subscriptions as last synced from Stripe. Readable by their owner; written by edge functions only.';

alter table public.subscriptions enable row level security;

drop policy if exists "Subscriptions are readable by their owner" on public.subscriptions;
create policy "Subscriptions are readable by their owner"
  on public.subscriptions for select
  to authenticated
  using ((select auth.uid()) = user_id);

-- No insert, update or delete policy and no such grants: RLS would already refuse them, and
-- without the grants even a future permissive policy cannot open a self-upgrade.
revoke all on table public.subscriptions from anon, authenticated;
grant select on table public.subscriptions to authenticated;
grant all on table public.subscriptions to service_role;

-- ---------------------------------------------------------------------------------------------
-- Webhook events already processed (de-duplication by Stripe event id). Private.
-- ---------------------------------------------------------------------------------------------
create table if not exists public.stripe_events (
  id text primary key check (id like 'evt\_%'),
  type text not null,
  created_at timestamptz not null,
  processed_at timestamptz not null default now()
);

comment on table public.stripe_events is
  'Stripe webhook events processed by stripe-webhook; recorded after a successful sync.';

alter table public.stripe_events enable row level security;
revoke all on table public.stripe_events from anon, authenticated;
grant all on table public.stripe_events to service_role;
