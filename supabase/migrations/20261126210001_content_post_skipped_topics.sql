-- 'Ander onderwerp' (issue 20): the topics a customer swapped away, per post. The planner and
-- the next swap treat them as taken, so swapping again never brings back a topic the customer
-- already turned down.
alter table public.content_posts
  add column if not exists skipped_topics text[] not null default '{}';
