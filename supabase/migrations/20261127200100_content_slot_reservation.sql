-- The quota race (issue 24): POST /api/v1/content/generate reserves its slot of the period's
-- quota here, in one call, instead of reading the count in the function and writing after.
--
-- Why this is correct under real concurrency (several connections, READ COMMITTED), not only on
-- a single connection: the period row is the account's counter and is locked first
-- (`for update`), so every reservation for the same customer and period waits for the one before
-- to commit. A PL/pgSQL function takes a new snapshot for each statement, so the count that
-- follows the lock sees every slot committed before it. (One SQL statement with CTEs would not:
-- its snapshot is taken before it waits for the lock, so it would count too few.)
--
-- The reserved post is inserted as 'writing': no other reservation can take its slot back, and
-- the content-write job (which only claims 'planned' or 'failed' posts) leaves it alone. When the
-- calendar already fills the quota, its latest post not yet written gives up its slot, and the
-- queued write job of that post goes with it (a job without its post is an orphan).
--
-- Returns the new post's id, or null when the quota is used up (or the period is not planned).
create or replace function public.reserve_content_slot(
  p_user_id uuid,
  p_period_start date,
  p_planned_for date,
  p_topic text,
  p_focus_keyword text,
  p_secondary_keywords text[]
)
returns uuid
language plpgsql
volatile
set search_path = ''
as $$
declare
  v_quota integer;
  v_used integer;
  v_freed uuid;
  v_post uuid;
begin
  select quota into v_quota from public.content_periods
  where user_id = p_user_id and period_start = p_period_start
  for update;
  if not found then
    return null;
  end if;

  select count(*) into v_used from public.content_posts
  where user_id = p_user_id and period_start = p_period_start;

  if v_used >= v_quota then
    delete from public.content_posts where id = (
      select id from public.content_posts
      where user_id = p_user_id and period_start = p_period_start and status = 'planned'
      order by planned_for desc, created_at desc
      limit 1
      for update)
    returning id into v_freed;
    if v_freed is null then
      return null;
    end if;
    -- A running job finds no post and ends as skipped; everything else about it goes.
    delete from public.jobs
    where dedupe_key = 'content-write:' || v_freed::text and status <> 'running';
  end if;

  insert into public.content_posts
    (user_id, period_start, planned_for, origin, status, topic, focus_keyword, secondary_keywords)
  values
    (p_user_id, p_period_start, p_planned_for, 'api', 'writing', p_topic, p_focus_keyword,
     p_secondary_keywords)
  returning id into v_post;
  return v_post;
end;
$$;

-- Only the functions (the owner connection) reserve slots; never the API roles through PostgREST.
revoke execute on function public.reserve_content_slot(uuid, date, date, text, text, text[])
  from public, anon, authenticated;
grant execute on function public.reserve_content_slot(uuid, date, date, text, text, text[])
  to service_role;
