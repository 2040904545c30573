-- White label for resellers (issue 10): one row of settings per user.
--
-- Written only by the `white-label` edge function (database owner / service role), which checks
-- the Power entitlement and validates every field (contract/white-label.ts). The browser reads
-- through the function too; the select policy is defence in depth for hosted PostgREST.
create table if not exists public.white_label_settings (
  user_id uuid primary key references auth.users (id) on delete cascade,
  -- What the customer chose; the function reports it as off while the plan lacks white label.
  enabled boolean not null default false,
  company_name text not null default '' check (char_length(company_name) <= 100),
  email_footer text not null default 'Powered by Your Company'
    check (char_length(email_footer) <= 200),
  primary_color text not null default '#9b87f5' check (primary_color ~ '^#[0-9A-Fa-f]{6}$'),
  secondary_color text not null default '#6E59A5' check (secondary_color ~ '^#[0-9A-Fa-f]{6}$'),
  accent_color text not null default '#0EA5E9' check (accent_color ~ '^#[0-9A-Fa-f]{6}$'),
  -- Data URLs (PNG, JPEG or inert SVG), checked by their bytes in the function. Bounds: 200 KB
  -- and 50 KB as base64 plus the prefix.
  logo text check (logo is null or (logo like 'data:image/%' and char_length(logo) <= 280000)),
  favicon text check (favicon is null or (favicon like 'data:image/%' and char_length(favicon) <= 70000)),
  -- A host name, lower-case, never vindbaar.nl itself; one account per domain.
  custom_domain text unique check (
    custom_domain is null
    or (custom_domain = lower(custom_domain)
        and custom_domain !~ '[/:@?# ]'
        and custom_domain <> 'vindbaar.nl'
        and custom_domain not like '%.vindbaar.nl')
  ),
  remove_powered_by boolean not null default true,
  custom_email_templates boolean not null default true,
  custom_reports boolean not null default true,
  client_login boolean not null default false,
  -- none: no domain; pending: saved, not verified; verified / failed: result of the last CNAME check.
  domain_status text not null default 'none'
    check (domain_status in ('none', 'pending', 'verified', 'failed')),
  domain_checked_at timestamptz,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

comment on table public.white_label_settings is
  'White-label branding per reseller. Readable by its owner; written by the white-label function only.';

alter table public.white_label_settings enable row level security;

drop policy if exists "White label settings are readable by their owner" on public.white_label_settings;
create policy "White label settings are readable by their owner"
  on public.white_label_settings for select
  to authenticated
  using ((select auth.uid()) = user_id);

-- No write policy and no write grants for the API roles: enabling must go through the function's
-- plan check.
revoke all on table public.white_label_settings from anon, authenticated;
grant select on table public.white_label_settings to authenticated;
grant all on table public.white_label_settings to service_role;
