-- Subscriptions heal from Stripe at once (issue 24, docs/decisions/047-recovery-in-seconds.md):
-- a customer with a Stripe customer id but no subscription that entitles (a checkout whose
-- webhook was lost) makes check-subscription and the entitlement check ask Stripe right away.
-- `stripe_checked_at` is when one of them last asked (answered or not); claiming it with a
-- conditional update lets one request per customer ask every few seconds, whatever the number
-- of function instances, so a missing row never means a Stripe call per request.
alter table public.stripe_customers add column if not exists stripe_checked_at timestamptz;
