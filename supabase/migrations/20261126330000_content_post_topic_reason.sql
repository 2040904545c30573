-- Why the planner chose a post's topic (issue 21): a Search Console query in striking distance,
-- a page losing clicks that the post supports, or a keyword of the business profile. JSON in
-- the shape of contract/topic-reason.ts, with the figures and the period they cover as measured
-- on the day of planning. Null for posts planned before, for topics the customer wrote
-- themselves and for drafts ordered through the API. The table's RLS is unchanged.
alter table public.content_posts
  add column if not exists topic_reason jsonb;

comment on column public.content_posts.topic_reason is
  'Why the planner chose the topic (striking-distance | losing-page | profile-keyword, with figures and period); null when not planned from data.';
