/**
 * Turns the AI model's reply text into a WrittenDraft, or says why it cannot. The model is told
 * the exact limits (ai-prompt.ts) but counts characters poorly, so the meta description is
 * accepted from 120 to 170 characters and then fitted to 150–160 at word boundaries — shortened
 * by whole words, or lengthened with a short closing sentence about the business — and refused
 * when neither lands in range. Everything else is checked as asked: no silent repairs that
 * would hide a reply that ignored the instructions.
 *
 * `usedFacts` names the labels of the prompt's fact list ("F2"); they are turned back into the
 * facts' ids, and a label the prompt did not offer is dropped (the checker judges the text
 * itself, whatever the model says it used).
 */
import { z } from "zod";
import type { CheckedDraft, CheckerProfile } from "../checking/types.ts";

type ReplyProfile = Pick<CheckerProfile, "tone" | "businessName" | "region">;

export const META_TITLE_MAX = 60;
export const META_DESCRIPTION_MIN = 150;
export const META_DESCRIPTION_MAX = 160;
export const MIN_WORDS = 600;

const collapse = (text: string) => text.replace(/\s+/g, " ").trim();

/** Words a reader sees: link targets, markup and bare punctuation do not count. */
export function countMarkdownWords(markdown: string): number {
  const text = markdown
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, "$1")
    .replace(/[#>*_`~|]/g, " ")
    .replace(/^\s*(?:[-+]|\d+\.)\s+/gm, " ");
  return text.split(/\s+/).filter((token) => /[\p{L}\p{N}]/u.test(token)).length;
}

/** Ends a shortened or extended text as a sentence. */
function finishSentence(text: string): string {
  const trimmed = text.replace(/[\s,;:\u2013\u2014-]+$/u, "");
  return /[.!?]$/.test(trimmed) ? trimmed : `${trimmed}.`;
}

function closingSentences(profile: ReplyProfile): string[] {
  const you = profile.tone === "formal" ? "u" : "je";
  const { businessName: name, region } = profile;
  return [
    `${name} in ${region} helpt ${you} graag.`,
    `${name} helpt ${you} graag verder.`,
    `${name} helpt ${you} graag.`,
    `Meer weten? Vraag het ${name}.`,
    `Door ${name}, ${region}.`,
    `Door ${name}.`,
  ];
}

const fits = (text: string) =>
  text.length >= META_DESCRIPTION_MIN && text.length <= META_DESCRIPTION_MAX;

/** The description fitted to 150–160 characters, or null when that needs more than word cuts. */
export function fitMetaDescription(raw: string, profile: ReplyProfile): string | null {
  const text = collapse(raw);
  if (fits(text)) return text;
  if (text.length > META_DESCRIPTION_MAX) {
    // Whole sentences first: dropping a trailing sentence reads better than a cut-off one.
    const sentences = text.split(/(?<=[.!?])\s+/);
    for (let count = sentences.length - 1; count > 0; count--) {
      const candidate = sentences.slice(0, count).join(" ");
      if (fits(candidate)) return candidate;
    }
    const words = text.split(" ");
    for (let count = words.length - 1; count > 0; count--) {
      const candidate = finishSentence(words.slice(0, count).join(" "));
      if (candidate.length <= META_DESCRIPTION_MAX) return fits(candidate) ? candidate : null;
    }
    return null;
  }
  const base = finishSentence(text);
  if (fits(base)) return base;
  for (const closing of closingSentences(profile)) {
    const candidate = `${base} ${closing}`;
    if (fits(candidate)) return candidate;
  }
  return null;
}

const replySchema = z.object({
  title: z.string().transform(collapse).pipe(z.string().min(10).max(120)),
  metaTitle: z.string().transform(collapse).pipe(z.string().min(10).max(META_TITLE_MAX)),
  metaDescription: z.string().transform(collapse).pipe(z.string().min(120).max(170)),
  markdown: z
    .string()
    .transform((text) => text.replace(/\r\n?/g, "\n").trim())
    .pipe(
      z
        .string()
        .refine((text) => /^# \S/.test(text), "must start with an H1 ('# ')")
        .refine(
          (text) => countMarkdownWords(text) >= MIN_WORDS,
          `must have at least ${MIN_WORDS} words`,
        ),
    ),
  // Older prompts and some models leave it out: then the checker's own reading counts.
  usedFacts: z.array(z.string().max(20)).max(100).optional(),
});

export type ParsedReply =
  { ok: true; draft: CheckedDraft & { usedFactIds: string[] } } | { ok: false; reason: string };

/** Some models wrap JSON in a code fence even in JSON mode; that much is tolerated. */
function unfence(content: string): string {
  const fenced = /^```(?:json)?\s*([\s\S]*?)\s*```$/i.exec(content.trim());
  return fenced ? fenced[1]! : content;
}

/**
 * Validates the message content. `reason` names the field and rule for the logs; it never
 * quotes the reply, which may be long and is the provider's, not ours, to log.
 */
export function parseAiReply(
  content: string,
  profile: ReplyProfile,
  /** The prompt's fact labels ("F1") and the facts' ids. */
  factIds: ReadonlyMap<string, string> = new Map(),
): ParsedReply {
  let json: unknown;
  try {
    json = JSON.parse(unfence(content));
  } catch {
    return { ok: false, reason: "content is not JSON" };
  }
  const parsed = replySchema.safeParse(json);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const where = issue?.path.join(".") || "reply";
    return { ok: false, reason: `${where}: ${issue?.message ?? "invalid"}` };
  }
  const metaDescription = fitMetaDescription(parsed.data.metaDescription, profile);
  if (metaDescription === null) {
    return {
      ok: false,
      reason: `metaDescription: ${parsed.data.metaDescription.length} characters cannot be fitted to ${META_DESCRIPTION_MIN}–${META_DESCRIPTION_MAX}`,
    };
  }
  const { title, metaTitle, markdown, usedFacts = [] } = parsed.data;
  const usedFactIds = [
    ...new Set(usedFacts.map((label) => factIds.get(label.trim().replace(/^\[|\]$/g, "")))),
  ].filter((id): id is string => id !== undefined);
  return { ok: true, draft: { title, metaTitle, metaDescription, markdown, usedFactIds } };
}
