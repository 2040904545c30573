-- An API post whose function dies while it writes (issue 24): it kept its slot for good.
--
-- POST /api/v1/content/generate reserves a slot (20261127200100) and then writes the post in the
-- same request. The reservation committed as a 'writing' post with nothing to take it over, so a
-- worker that was stopped (546, a crash, a lost machine) between the two left that post
-- 'writing' and its slot spent for the rest of the period.
--
-- Now the reservation also makes a running `content-api-write` job held by the request, in the
-- same transaction: post and lease exist together or not at all. The request extends the lease
-- while it writes (_shared/jobs/lease.ts) and closes the job when it is done. A request that
-- died stops extending it; the next process-jobs run takes the job over, deletes the post that
-- was never written (the caller got no answer, so the slot is the customer's again) and fails
-- the job with the lease's reason (max_attempts 1: nothing to retry, the caller may ask again).
--
-- Returns the new post and its job, or no row when the quota is used up (or the period is not
-- planned).
drop function if exists public.reserve_content_slot(uuid, date, date, text, text, text[]);

create or replace function public.reserve_content_slot(
  p_user_id uuid,
  p_period_start date,
  p_planned_for date,
  p_topic text,
  p_focus_keyword text,
  p_secondary_keywords text[],
  p_runner text,
  p_lease_seconds integer
)
returns table (post_id uuid, job_id uuid)
language plpgsql
volatile
set search_path = ''
as $$
declare
  v_quota integer;
  v_used integer;
  v_freed uuid;
  v_post uuid;
  v_job uuid;
begin
  select quota into v_quota from public.content_periods
  where user_id = p_user_id and period_start = p_period_start
  for update;
  if not found then
    return;
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
      return;
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

  -- The request that reserved the slot writes the post itself, under this job's lease.
  insert into public.jobs
    (kind, payload, user_id, status, attempts, max_attempts, locked_at, locked_until, locked_by,
     dedupe_key)
  values
    ('content-api-write', jsonb_build_object('postId', v_post), p_user_id, 'running', 1, 1,
     now(), now() + make_interval(secs => p_lease_seconds), p_runner,
     'content-api-write:' || v_post::text)
  returning id into v_job;

  post_id := v_post;
  job_id := v_job;
  return next;
end;
$$;

-- Only the functions (the owner connection) reserve slots; never the API roles through PostgREST.
revoke execute on function
  public.reserve_content_slot(uuid, date, date, text, text, text[], text, integer)
  from public, anon, authenticated;
grant execute on function
  public.reserve_content_slot(uuid, date, date, text, text, text[], text, integer)
  to service_role;
