-- Issue 20: a written draft that still fails a quality check after the writer's attempts is
-- stored as 'review' ("Controle nodig" in the dashboard) instead of 'draft', with the reasons in
-- `checks`; the customer edits it or approves it knowingly (docs/decisions/033).
alter table public.content_posts drop constraint if exists content_posts_status_check;
alter table public.content_posts add constraint content_posts_status_check
  check (status in ('planned', 'writing', 'draft', 'review', 'approved', 'published', 'failed'));
