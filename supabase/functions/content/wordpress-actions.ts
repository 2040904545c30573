import {
  type ContentMessages,
  type ContentActionResponse,
  type ContentOverview,
  type WordPressConnectInput,
} from "../_shared/contract/content.ts";
import type { Locale } from "../_shared/contract/locale.ts";
import type { Sql } from "../_shared/db.ts";
import { errorResponse, json } from "../_shared/http.ts";
import { postColumns, toContentPost, type PostRow } from "../_shared/content/content-store.ts";
import { markdownToHtml } from "../_shared/content/markdown.ts";
import { decryptSecret, encryptSecret } from "../_shared/secrets/secret-box.ts";
import {
  publishToWordPress,
  verifyWordPress,
  WordPressError,
} from "../_shared/content/publishing/wordpress.ts";

type Status = ContentOverview["wordpress"];

function statusOf(row: { site_url: string; username: string } | undefined): Status {
  return { connected: !!row, siteUrl: row?.site_url ?? null, username: row?.username ?? null };
}

export async function wordpressStatus(sql: Sql, userId: string): Promise<Status> {
  const [row] = await sql<{ site_url: string; username: string }[]>`
    select site_url, username from public.wordpress_connections where user_id = ${userId}`;
  return statusOf(row);
}

/** The customer's WordPress refused or could not be reached: their setup, not our failure. */
function wordpressFailure(error: unknown, locale: Locale): Response {
  if (!(error instanceof WordPressError)) throw error;
  return errorResponse(error.kind === "unreachable" ? 502 : 422, error.texts[locale]);
}

export async function connectWordPress(
  sql: Sql,
  userId: string,
  input: WordPressConnectInput,
  locale: Locale,
): Promise<Response> {
  let siteUrl: string;
  try {
    // Normalises the address (https, no /wp-admin pasted along) and checks the credentials.
    siteUrl = (await verifyWordPress(input)).siteUrl;
  } catch (error) {
    return wordpressFailure(error, locale);
  }
  // The user id is bound into the ciphertext: a row copied to another account cannot be opened.
  const encrypted = await encryptSecret(input.applicationPassword, { context: userId });
  const [row] = await sql<{ site_url: string; username: string }[]>`
    insert into public.wordpress_connections (user_id, site_url, username, password_encrypted)
    values (${userId}, ${siteUrl}, ${input.username}, ${encrypted})
    on conflict (user_id) do update set site_url = excluded.site_url,
      username = excluded.username, password_encrypted = excluded.password_encrypted,
      connected_at = now()
    returning site_url, username`;
  return json({ wordpress: statusOf(row) } satisfies ContentActionResponse);
}

export async function disconnectWordPress(sql: Sql, userId: string): Promise<Response> {
  await sql`delete from public.wordpress_connections where user_id = ${userId}`;
  // One connection per customer (user_id is its key): after the delete there is none.
  return json({ wordpress: statusOf(undefined) } satisfies ContentActionResponse);
}

/** Publishes an approved draft to the connected WordPress as a draft post (never live). */
export async function publishPost(
  sql: Sql,
  post: PostRow,
  messages: ContentMessages,
  locale: Locale,
): Promise<Response> {
  if (post.status === "published") return errorResponse(409, messages.alreadyPublished);
  if (post.status !== "approved") return errorResponse(409, messages.notApproved);
  const [row] = await sql<{ site_url: string; username: string; password_encrypted: string }[]>`
    select site_url, username, password_encrypted from public.wordpress_connections
    where user_id = ${post.user_id}`;
  if (!row) return errorResponse(409, messages.wordpressMissing);
  let published;
  try {
    published = await publishToWordPress(
      {
        siteUrl: row.site_url,
        username: row.username,
        applicationPassword: await decryptSecret(row.password_encrypted, {
          context: post.user_id,
        }),
      },
      {
        title: post.title!,
        // WordPress adds its own <h1> from the title, so the body starts after ours.
        html: markdownToHtml(post.markdown!.replace(/^# .*\n+/, "")),
        excerpt: post.meta_description ?? undefined,
      },
    );
  } catch (error) {
    return wordpressFailure(error, locale);
  }
  const [updated] = await sql<PostRow[]>`
    update public.content_posts
    set status = 'published', wordpress_post_id = ${published.postId},
        wordpress_link = ${published.editUrl}, published_at = now(), updated_at = now()
    where id = ${post.id}
    returning ${postColumns(sql)}`;
  return json({ post: toContentPost(updated!) } satisfies ContentActionResponse);
}
