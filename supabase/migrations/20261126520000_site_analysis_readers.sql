-- Who may read an analysis by its id (issue 23): the signed-in owner, or — for a visitor's
-- analysis, which has no owner — only the browser that made it, which holds the read token the
-- POST answered. Only the token's SHA-256 is stored, so a database read does not hand it out.
-- A cached answer is a copy for the caller (its own id, owner and token), never another caller's
-- row; `copied_from` names the analysis it was copied from, so a PageSpeed enrichment still
-- running on that one completes the copies too.
alter table public.site_analyses add column if not exists read_token_hash text
  check (read_token_hash is null or read_token_hash ~ '^[0-9a-f]{64}$');
alter table public.site_analyses add column if not exists copied_from uuid
  references public.site_analyses (id) on delete set null;

create index if not exists site_analyses_copied_from_idx
  on public.site_analyses (copied_from) where copied_from is not null;

comment on column public.site_analyses.read_token_hash is
  'SHA-256 (hex) of the read token answered to the visitor who made this analysis; null for a signed-in owner''s row.';
comment on column public.site_analyses.copied_from is
  'The analysis this cached answer was copied from; its PageSpeed result is written to the copies too.';
