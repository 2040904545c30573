-- Custom domains must be proven by the account that claims them (issue 23, decision 044).
--
-- Before, a CNAME to us was enough and the first account to save a host held it: anyone could take
-- a host still pointed at us by someone else's leftover CNAME, and block its real owner. Now:
-- - each account has a token; verification also needs the TXT record
--   `_vindbaar.<domain>` = `vindbaar-verify=<token>`, which only the domain's controller can add;
-- - an unverified claim is not exclusive (several accounts may claim a host, none blocks another)
--   and lapses DOMAIN_CLAIM_DAYS after domain_claimed_at;
-- - only a verified claim is exclusive (the partial unique index); removing the domain releases it.
alter table public.white_label_settings
  add column if not exists domain_token text not null
    default replace(gen_random_uuid()::text, '-', '')
    check (domain_token ~ '^[0-9a-f]{32}$'),
  add column if not exists domain_claimed_at timestamptz;

alter table public.white_label_settings
  drop constraint if exists white_label_settings_custom_domain_key;

create unique index if not exists white_label_settings_verified_domain_key
  on public.white_label_settings (custom_domain)
  where domain_status = 'verified';

-- Claims verified by CNAME alone were never proven: they start over as pending, with a full
-- claim period to add the TXT record.
update public.white_label_settings
set domain_status = 'pending', domain_checked_at = null, domain_claimed_at = now()
where custom_domain is not null;

comment on column public.white_label_settings.domain_token is
  'Per-account secret for the TXT record that proves control of custom_domain.';
comment on column public.white_label_settings.domain_claimed_at is
  'When custom_domain was claimed (saved); an unverified claim lapses a fixed time after it.';
