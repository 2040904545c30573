-- The variety store (issue 20): fingerprints of the sentences of 8+ words in each of a
-- customer's posts (_shared/content/text/sentences.ts: a 64-bit hash of the normalised
-- sentence, 16 hex digits). The writers read the customer's other posts' fingerprints and
-- never write such a sentence again; the checker reports sentences a draft shares with them.
-- A post's rows are replaced whenever its text is written or saved, and go with the post.
-- Fingerprints, not sentences: nothing here can be read back as text.
create table if not exists public.post_sentences (
  post_id uuid not null references public.content_posts (id) on delete cascade,
  user_id uuid not null references auth.users (id) on delete cascade,
  fingerprint text not null check (fingerprint ~ '^[0-9a-f]{16}$'),
  primary key (post_id, fingerprint)
);

create index if not exists post_sentences_user_idx
  on public.post_sentences (user_id, fingerprint);

-- Only the functions (service role) read and write it: RLS on, no policies, no API grants.
alter table public.post_sentences enable row level security;
revoke all on table public.post_sentences from anon, authenticated;
grant all on table public.post_sentences to service_role;
