/**
 * Short business-profile posts (Google Bedrijfsprofiel style) derived from a blog post, for the
 * Ultimate and Power plans (issue 12): a hook, two or three key points from the post, and a call
 * to action. Plain text only: profile posts show no markdown, so links become their anchor text.
 */
import { displayKeyword } from "./built-in-writer.ts";
import { hashString, seededRandom, shuffle } from "../random.ts";
import { truncateAtWord } from "./text-fit.ts";
import { fillTokens } from "../tone.ts";
import type { PostBrief, WriterProfile, WrittenDraft } from "../types.ts";

/** Google's limit for a business-profile update. */
export const PROFILE_POST_MAX = 1500;

const HOOKS = [
  "Nieuw op onze website: {titel}",
  "{Inv:twijfelt} over {k}? Dit zijn onze belangrijkste tips.",
  "Wat {inv:moet} weten over {k}? We zetten het voor {u} op een rij.",
  "Vaak gevraagd bij {bedrijf}: hoe {inv:pakt} {k} slim aan?",
] as const;

const LEADS = ["In ons nieuwe artikel {inv:leest} onder meer:", "Een paar tips uit het artikel:"];

const CALLS = [
  "Lees het hele artikel op {website}. Vragen? {bedrijf} in {regio} helpt {u} graag.",
  "{Inv:wilt} persoonlijk advies? Neem contact op met {bedrijf} in {regio}. Het volledige artikel staat op {website}.",
] as const;

/** Markdown to plain text: links keep their text, markup characters and escapes go. */
export function plainText(markdown: string): string {
  return markdown
    .replace(/\[([^\]]*)\]\([^)]*\)/g, "$1")
    .replace(/\\([\\`*_[\]<>#])/g, "$1")
    .replace(/\*\*|__|`/g, "")
    .replace(/\s+/g, " ")
    .trim();
}

/** The post's list items that are full sentences (checklist, tips), as plain text. */
function keyPoints(markdown: string): string[] {
  const items = markdown
    .split("\n")
    .map((line) => /^\s*(?:[-*+]|\d+[.)])\s+(.*)$/.exec(line)?.[1])
    .filter((item): item is string => item !== undefined)
    .map((item) => plainText(item).replace(/[;,]$/, "."))
    // Whole sentences only: not the lower-case cost factors nor the "Stap: …" process steps.
    .filter((item) => /^\p{Lu}/u.test(item) && !/^[^:]{1,20}:/.test(item))
    .filter((item) => item.length >= 15 && item.length <= 200);
  return [...new Set(items)];
}

export function profilePostsFrom(
  draft: WrittenDraft,
  brief: PostBrief,
  profile: WriterProfile,
  count = 2,
): string[] {
  const random = seededRandom(hashString(`${draft.title}|${brief.focusKeyword}`));
  const points = shuffle(random, keyPoints(draft.markdown));
  const hooks = shuffle(random, HOOKS);
  const vars = {
    // The title as a sentence: "…?" keeps its question mark, anything else gets a full stop.
    titel: plainText(draft.title).replace(/([^.?!])$/, "$1."),
    k: displayKeyword(brief.focusKeyword, profile.region),
    bedrijf: profile.businessName.trim(),
    regio: profile.region.trim(),
    website: profile.websiteUrl.trim(),
  };
  const fill = (template: string) => fillTokens(template, profile.tone, vars);

  return Array.from({ length: Math.max(0, count) }, (_, i) => {
    const taken = points.slice(i * 3, i * 3 + 2 + (i % 2));
    const chosen = taken.length >= 2 ? taken : points.slice(0, 3);
    const parts = [
      fill(hooks[i % hooks.length]!),
      chosen.length > 0 ? fill(LEADS[i % LEADS.length]!) : "",
      chosen.map((point) => `• ${point}`).join("\n"),
      fill(CALLS[i % CALLS.length]!),
    ].filter((part) => part !== "");
    // Drop points until the post fits; a very long business name or title is cut at a word.
    while (parts.join("\n\n").length > PROFILE_POST_MAX && chosen.length > 1) {
      chosen.pop();
      parts[2] = chosen.map((point) => `• ${point}`).join("\n");
    }
    const post = parts.join("\n\n");
    return post.length <= PROFILE_POST_MAX ? post : truncateAtWord(post, PROFILE_POST_MAX);
  });
}
