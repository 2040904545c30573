import type { DraftCheckItem } from "../../supabase/functions/_shared/contract/content.ts";
import type { Customer } from "./billing-support.ts";

export interface Answer {
  status: number;
  body: Record<string, unknown>;
}

/** Calls the content function through supabase-js like the dashboard does. */
export async function callContent(
  customer: Customer,
  method: "GET" | "POST",
  body?: unknown,
  query = "",
  /** Sent as Accept-Language, as the customer area does for its chosen language. */
  language?: string,
): Promise<Answer> {
  const { data, error, response } = await customer.supabase.functions.invoke(`content${query}`, {
    method,
    ...(body === undefined ? {} : { body: body as Record<string, unknown> }),
    ...(language ? { headers: { "Accept-Language": language } } : {}),
  });
  if (error) {
    const context = (error as { context?: Response }).context!;
    return { status: context.status, body: (await context.json()) as Record<string, unknown> };
  }
  return { status: response?.status ?? 200, body: data as Record<string, unknown> };
}

export const profileFor = (websiteUrl: string) => ({
  businessName: "Installatiebedrijf Van Dijk",
  websiteUrl,
  sector: "Bouw en installatie",
  region: "Utrecht",
  keywords: ["cv-ketel vervangen", "warmtepomp installateur", "loodgieter utrecht"],
  tone: "informal",
  competitors: [],
});

export async function saveProfile(customer: Customer, websiteUrl: string): Promise<void> {
  const saved = await customer.supabase.functions.invoke("onboarding", {
    method: "PUT",
    body: profileFor(websiteUrl),
  });
  if (saved.error) throw new Error(`onboarding failed: ${saved.error.message}`);
}

export interface PostJson {
  id: string;
  status: string;
  origin: string;
  plannedFor: string;
  topic: string;
  focusKeyword: string;
  secondaryKeywords: string[];
  title: string | null;
  metaTitle: string | null;
  metaDescription: string | null;
  markdown: string | null;
  score: number | null;
  checks: DraftCheckItem[] | null;
  wordCount: number | null;
  profilePosts: string[];
  source: string | null;
}

export const postsOf = (answer: Answer) => answer.body.posts as PostJson[];

/**
 * The status a written post must have after its checks: 'review' ("Controle nodig") while a
 * quality check fails, else 'draft'. Tests about the calendar use it, so they hold whatever
 * the writer produced, and still fail when the status and the checks disagree.
 */
export function statusAfterChecks(post: PostJson): "draft" | "review" {
  if (!post.checks) throw new Error(`post ${post.id} has no checks`);
  return post.checks.some((check) => check.group === "quality" && !check.passed)
    ? "review"
    : "draft";
}
