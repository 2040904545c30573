-- Free trials, discounts, duplicate subscriptions and the money-back guarantee
-- (docs/decisions/026-one-subscription-trials-and-refunds.md).
--
-- Like the rest of billing, everything here is mirrored from Stripe by the edge functions
-- (service role); no browser role writes any of it.

-- ---------------------------------------------------------------------------------------------
-- What the dashboard shows about a subscription beyond its plan and period.
-- ---------------------------------------------------------------------------------------------
alter table public.subscriptions
  -- End of the free trial (Stripe's trial_end); also kept after the trial: one trial per customer.
  add column if not exists trial_end timestamptz,
  -- A card is on file (the subscription's or the customer's default): a trial continues paid.
  add column if not exists has_payment_method boolean not null default false,
  -- A discount (COMEBACK50): the price per period excl. btw while it lasts, and when it ends.
  add column if not exists discounted_amount_cents integer check (discounted_amount_cents >= 0),
  add column if not exists full_amount_cents integer check (full_amount_cents >= 0),
  add column if not exists discount_end timestamptz;

-- ---------------------------------------------------------------------------------------------
-- The customer's first payment, which the money-back guarantee is about (set once).
-- ---------------------------------------------------------------------------------------------
alter table public.stripe_customers
  add column if not exists first_payment_at timestamptz,
  add column if not exists first_payment_cents integer check (first_payment_cents >= 0);

-- ---------------------------------------------------------------------------------------------
-- Subscriptions Vindbaar ended and refunded: a second live subscription (two tabs) and the
-- money-back guarantee. One row per ended subscription and reason; the money-back guarantee at
-- most once per user (partial unique index).
-- ---------------------------------------------------------------------------------------------
create table if not exists public.billing_refunds (
  id bigint generated always as identity primary key,
  user_id uuid not null references auth.users (id) on delete cascade,
  stripe_customer_id text not null,
  subscription_id text not null check (subscription_id like 'sub\_%'),
  reason text not null check (reason in ('duplicate_subscription', 'money_back')),
  price_lookup_key text check (
    price_lookup_key is null
    or price_lookup_key in ('price_basic', 'price_pro', 'price_ultimate', 'price_power')
  ),
  -- Paid back in euro cents (incl. btw); 0 when nothing had been paid (a duplicate trial).
  amount_cents integer not null default 0 check (amount_cents >= 0),
  created_at timestamptz not null default now(),
  unique (reason, subscription_id)
);

create unique index if not exists billing_refunds_money_back_once
  on public.billing_refunds (user_id) where reason = 'money_back';
create index if not exists billing_refunds_user_idx on public.billing_refunds (user_id, created_at);

comment on table public.billing_refunds is
  'Subscriptions ended and refunded by Vindbaar (duplicates, money-back guarantee). Written by edge functions only.';

alter table public.billing_refunds enable row level security;

drop policy if exists "Refunds are readable by their owner" on public.billing_refunds;
create policy "Refunds are readable by their owner"
  on public.billing_refunds for select
  to authenticated
  using ((select auth.uid()) = user_id);

revoke all on table public.billing_refunds from anon, authenticated;
grant select on table public.billing_refunds to authenticated;
grant all on table public.billing_refunds to service_role;
