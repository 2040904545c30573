/**
 * The content function's contract (issue 12, docs/decisions/023-content-automation.md), shared by
 * the dashboard's Contentkalender and the handler.
 *   GET                          → ContentOverview (plans the current period first when due)
 *   GET ?id=&format=markdown|html → the draft as a file
 *   GET ?view=keywords           → KeywordList (contract/keywords.ts)
 *   POST ContentAction           → ContentActionResponse
 */
import { z } from "zod";
import { noControlCharacters } from "./control-characters.ts";
import { CHECK_GROUPS } from "./draft-checks.ts";
import { KEYWORD_MAX_LENGTH } from "./keywords.ts";
import { siteFactSchema } from "./site-facts.ts";
import { topicReasonSchema } from "./topic-reason.ts";
import { catalogue } from "./catalogue.ts";

/**
 * 'review' ("Controle nodig") is a written draft that still fails a quality check after the
 * writer's attempts (contract/draft-checks.ts): the customer sees why and decides.
 */
export const POST_STATUSES = [
  "planned",
  "writing",
  "draft",
  "review",
  "approved",
  "published",
  "failed",
] as const;
export type PostStatus = (typeof POST_STATUSES)[number];

/** Statuses of a post that has been written: it can be opened, read and exported. */
export const WRITTEN_STATUSES: readonly PostStatus[] = ["draft", "review", "approved", "published"];

export function isWritten(status: PostStatus): boolean {
  return WRITTEN_STATUSES.includes(status);
}

export const CONTENT_LIMITS = {
  topic: { min: 3, max: 160 },
  keyword: { min: 2, max: KEYWORD_MAX_LENGTH },
  secondaryKeywords: { max: 5 },
  title: { min: 3, max: 200 },
  metaTitle: { max: 200 },
  metaDescription: { max: 400 },
  markdown: { min: 1, max: 100_000 },
  wordpressUrl: { min: 4, max: 2048 },
  wordpressUsername: { max: 120 },
  wordpressPassword: { min: 8, max: 200 },
  /** What the checks aim for (shown as hints; longer is allowed but fails the check). */
  metaTitleTarget: 60,
  metaDescriptionTarget: { min: 150, max: 160 },
  minWords: 600,
} as const;

export const CONTENT_CATALOGUE = catalogue({
  nl: {
    topic: `Een onderwerp heeft ${CONTENT_LIMITS.topic.min} tot ${CONTENT_LIMITS.topic.max} tekens.`,
    keyword: `Een zoekwoord heeft ${CONTENT_LIMITS.keyword.min} tot ${CONTENT_LIMITS.keyword.max} tekens.`,
    secondaryKeywords: `Voeg hooguit ${CONTENT_LIMITS.secondaryKeywords.max} extra zoekwoorden toe.`,
    title: `Een titel heeft ${CONTENT_LIMITS.title.min} tot ${CONTENT_LIMITS.title.max} tekens.`,
    metaTitle: `Een metatitel is hooguit ${CONTENT_LIMITS.metaTitle.max} tekens.`,
    metaDescription: `Een metabeschrijving is hooguit ${CONTENT_LIMITS.metaDescription.max} tekens.`,
    markdown: "De tekst van het artikel mag niet leeg zijn.",
    markdownTooLong: `De tekst is te lang (hooguit ${CONTENT_LIMITS.markdown.max.toLocaleString("nl-NL")} tekens).`,
    wordpressUrl: "Vul het adres van je WordPress-site in, bijvoorbeeld jouwbedrijf.nl.",
    wordpressUrlTooLong: `Het adres van je WordPress-site is hooguit ${CONTENT_LIMITS.wordpressUrl.max} tekens.`,
    wordpressUsername: "Vul je WordPress-gebruikersnaam in.",
    wordpressUsernameTooLong: `Een WordPress-gebruikersnaam is hooguit ${CONTENT_LIMITS.wordpressUsername.max} tekens.`,
    wordpressPassword:
      "Vul een applicatiewachtwoord in (WordPress → Profiel → Applicatiewachtwoorden).",
    wordpressPasswordTooLong: `Een applicatiewachtwoord is hooguit ${CONTENT_LIMITS.wordpressPassword.max} tekens.`,
    invalidAction: "Deze actie bestaat niet.",
    invalidId: "Ongeldig artikel-id.",
    invalidFormat: "Kies als formaat markdown of html.",
    notFound: "Dit artikel bestaat niet (meer).",
    needsPlan: "Kies eerst een abonnement om blogartikelen te laten schrijven.",
    readOnly:
      "Je abonnement is beëindigd: je artikelen kun je nog lezen en exporteren, maar schrijven, bewerken en publiceren kan pas weer met een abonnement.",
    needsProfile: "Vul eerst je bedrijfsprofiel in, dan plannen we je artikelen.",
    notPlanned: "Dit artikel is al geschreven; het onderwerp ligt vast.",
    notWritten: "Dit artikel is nog niet geschreven.",
    alreadyPublished: "Dit artikel staat al op WordPress.",
    notApproved: "Keur het artikel eerst goed voordat je het publiceert.",
    wordpressMissing: "Koppel eerst je WordPress-site.",
    quotaReached: "Je hebt het aantal artikelen van je abonnement voor deze periode bereikt.",
    unavailable: "De contentkalender is even niet bereikbaar. Probeer het later opnieuw.",
  },
  en: {
    topic: `A topic has ${CONTENT_LIMITS.topic.min} to ${CONTENT_LIMITS.topic.max} characters.`,
    keyword: `A keyword has ${CONTENT_LIMITS.keyword.min} to ${CONTENT_LIMITS.keyword.max} characters.`,
    secondaryKeywords: `Add at most ${CONTENT_LIMITS.secondaryKeywords.max} extra keywords.`,
    title: `A title has ${CONTENT_LIMITS.title.min} to ${CONTENT_LIMITS.title.max} characters.`,
    metaTitle: `A meta title is at most ${CONTENT_LIMITS.metaTitle.max} characters.`,
    metaDescription: `A meta description is at most ${CONTENT_LIMITS.metaDescription.max} characters.`,
    markdown: "The article's text must not be empty.",
    markdownTooLong: `The text is too long (at most ${CONTENT_LIMITS.markdown.max.toLocaleString("en-GB")} characters).`,
    wordpressUrl: "Fill in your WordPress site's address, for example yourbusiness.nl.",
    wordpressUrlTooLong: `Your WordPress site's address is at most ${CONTENT_LIMITS.wordpressUrl.max} characters.`,
    wordpressUsername: "Fill in your WordPress user name.",
    wordpressUsernameTooLong: `A WordPress user name is at most ${CONTENT_LIMITS.wordpressUsername.max} characters.`,
    wordpressPassword:
      "Fill in an application password (WordPress → Profile → Application Passwords).",
    wordpressPasswordTooLong: `An application password is at most ${CONTENT_LIMITS.wordpressPassword.max} characters.`,
    invalidAction: "This action does not exist.",
    invalidId: "Invalid article id.",
    invalidFormat: "Choose markdown or html as the format.",
    notFound: "This article does not exist (any more).",
    needsPlan: "Choose a plan first to have blog articles written.",
    readOnly:
      "Your subscription has ended: you can still read and export your articles, but writing, editing and publishing need a subscription again.",
    needsProfile: "Fill in your business profile first, then we plan your articles.",
    notPlanned: "This article has already been written; its topic is fixed.",
    notWritten: "This article has not been written yet.",
    alreadyPublished: "This article is already on WordPress.",
    notApproved: "Approve the article before you publish it.",
    wordpressMissing: "Connect your WordPress site first.",
    quotaReached: "You have reached your plan's number of articles for this period.",
    unavailable: "The content calendar cannot be reached right now. Please try again later.",
  },
});
export const CONTENT_MESSAGES = CONTENT_CATALOGUE.nl;
/** The content function's messages in one language. */
export type ContentMessages = (typeof CONTENT_CATALOGUE)["en"];

/** The action bodies' fields, named as the content calendar's forms name them. */
export const CONTENT_FIELDS = {
  action: { nl: "Actie", en: "Action" },
  id: { nl: "Artikel", en: "Article" },
  topic: { nl: "Onderwerp", en: "Topic" },
  focusKeyword: { nl: "Focuszoekwoord", en: "Focus keyword" },
  secondaryKeywords: { nl: "Extra zoekwoorden", en: "Extra keywords" },
  title: { nl: "Titel", en: "Title" },
  metaTitle: { nl: "Metatitel", en: "Meta title" },
  metaDescription: { nl: "Metabeschrijving", en: "Meta description" },
  markdown: { nl: "Tekst (Markdown)", en: "Text (Markdown)" },
  siteUrl: { nl: "Adres van je WordPress-site", en: "Your WordPress site's address" },
  username: { nl: "WordPress-gebruikersnaam", en: "WordPress user name" },
  applicationPassword: { nl: "Applicatiewachtwoord", en: "Application password" },
} as const;

/** Text inside markdown: the characters that would become markup are escaped. */
export function markdownText(text: string): string {
  return text.replace(/([\\`*_[\]<>])/g, "\\$1");
}

/** Blank lines, then an ATX H1 (`# …`, not `## …`) and the blank lines after it. */
const LEADING_H1 = /^(?:[ \t]*\n)*[ \t]{0,3}#(?:[ \t][^\n]*)?(?:\n|$)(?:[ \t]*\n)*/;

/**
 * A post's title is its article's H1: stored markdown starts with `# <title>`. The editor edits
 * the title and the body apart (this is the body: the markdown without its leading H1), and the
 * saved markdown always takes its H1 from the title (articleMarkdown), so the preview, the
 * exports and WordPress show the title the customer typed.
 */
export function articleBody(markdown: string): string {
  return markdown.replace(LEADING_H1, "");
}

/** The article's markdown: `# <title>`, then the body (any H1 it still starts with is replaced). */
export function articleMarkdown(title: string, markdown: string): string {
  return `# ${markdownText(title.trim())}\n\n${articleBody(markdown)}`;
}

const keyword = z
  .string({ error: CONTENT_MESSAGES.keyword })
  .trim()
  .check(noControlCharacters())
  .min(CONTENT_LIMITS.keyword.min, { error: CONTENT_MESSAGES.keyword })
  .max(CONTENT_LIMITS.keyword.max, { error: CONTENT_MESSAGES.keyword });

export const topicSchema = z
  .string({ error: CONTENT_MESSAGES.topic })
  .trim()
  .check(noControlCharacters())
  .min(CONTENT_LIMITS.topic.min, { error: CONTENT_MESSAGES.topic })
  .max(CONTENT_LIMITS.topic.max, { error: CONTENT_MESSAGES.topic });

export const secondaryKeywordsSchema = z
  .array(keyword, { error: CONTENT_MESSAGES.secondaryKeywords })
  .max(CONTENT_LIMITS.secondaryKeywords.max, { error: CONTENT_MESSAGES.secondaryKeywords });

export const briefSchema = z.object({
  topic: topicSchema,
  focusKeyword: keyword,
  secondaryKeywords: secondaryKeywordsSchema,
});
export type BriefInput = z.input<typeof briefSchema>;

export const draftEditSchema = z.object({
  title: z
    .string({ error: CONTENT_MESSAGES.title })
    .trim()
    .check(noControlCharacters())
    .min(CONTENT_LIMITS.title.min, { error: CONTENT_MESSAGES.title })
    .max(CONTENT_LIMITS.title.max, { error: CONTENT_MESSAGES.title }),
  metaTitle: z
    .string({ error: CONTENT_MESSAGES.metaTitle })
    .trim()
    .check(noControlCharacters())
    .max(CONTENT_LIMITS.metaTitle.max, { error: CONTENT_MESSAGES.metaTitle }),
  metaDescription: z
    .string({ error: CONTENT_MESSAGES.metaDescription })
    .trim()
    .check(noControlCharacters())
    .max(CONTENT_LIMITS.metaDescription.max, { error: CONTENT_MESSAGES.metaDescription }),
  markdown: z
    .string({ error: CONTENT_MESSAGES.markdown })
    .check(noControlCharacters({ multiLine: true }))
    .refine((value) => value.trim().length >= CONTENT_LIMITS.markdown.min, {
      error: CONTENT_MESSAGES.markdown,
    })
    .refine((value) => value.length <= CONTENT_LIMITS.markdown.max, {
      error: CONTENT_MESSAGES.markdownTooLong,
    }),
});
export type DraftEditInput = z.input<typeof draftEditSchema>;

export const wordpressConnectSchema = z.object({
  siteUrl: z
    .string({ error: CONTENT_MESSAGES.wordpressUrl })
    .trim()
    .check(noControlCharacters())
    .min(CONTENT_LIMITS.wordpressUrl.min, { error: CONTENT_MESSAGES.wordpressUrl })
    .max(CONTENT_LIMITS.wordpressUrl.max, { error: CONTENT_MESSAGES.wordpressUrlTooLong }),
  username: z
    .string({ error: CONTENT_MESSAGES.wordpressUsername })
    .trim()
    .check(noControlCharacters())
    .min(1, { error: CONTENT_MESSAGES.wordpressUsername })
    .max(CONTENT_LIMITS.wordpressUsername.max, {
      error: CONTENT_MESSAGES.wordpressUsernameTooLong,
    }),
  applicationPassword: z
    .string({ error: CONTENT_MESSAGES.wordpressPassword })
    .trim()
    .check(noControlCharacters())
    .min(CONTENT_LIMITS.wordpressPassword.min, { error: CONTENT_MESSAGES.wordpressPassword })
    .max(CONTENT_LIMITS.wordpressPassword.max, {
      error: CONTENT_MESSAGES.wordpressPasswordTooLong,
    }),
});
export type WordPressConnectInput = z.input<typeof wordpressConnectSchema>;

const postId = z.uuid({ error: CONTENT_MESSAGES.invalidId });

export const contentActionSchema = z.discriminatedUnion(
  "action",
  [
    briefSchema.extend({ action: z.literal("update-topic"), id: postId }),
    z.object({ action: z.literal("swap-topic"), id: postId }),
    z.object({ action: z.literal("write-now"), id: postId }),
    draftEditSchema.extend({ action: z.literal("save-draft"), id: postId }),
    z.object({ action: z.literal("approve"), id: postId }),
    z.object({ action: z.literal("publish-wordpress"), id: postId }),
    wordpressConnectSchema.extend({ action: z.literal("connect-wordpress") }),
    z.object({ action: z.literal("disconnect-wordpress") }),
  ],
  { error: CONTENT_MESSAGES.invalidAction },
);
export type ContentAction = z.input<typeof contentActionSchema>;

export const draftCheckItemSchema = z.object({
  id: z.string(),
  passed: z.boolean(),
  /** The requirement, in Dutch ("Het focuszoekwoord staat in de titel"). */
  label: z.string(),
  /** Why it passed or failed, with examples from the draft; null when there is nothing to add. */
  detail: z.string().nullable(),
  group: z.enum(CHECK_GROUPS),
});
export type DraftCheckItem = z.output<typeof draftCheckItemSchema>;

/** A site fact a draft used, as the checks panel lists it (a copy taken when it was checked). */
export const usedFactSchema = siteFactSchema.pick({
  id: true,
  kind: true,
  text: true,
  pageUrl: true,
  pageTitle: true,
});
export type UsedFact = z.output<typeof usedFactSchema>;

export const contentPostSchema = z.object({
  id: z.string(),
  status: z.enum(POST_STATUSES),
  origin: z.enum(["plan", "api"]),
  plannedFor: z.string(),
  topic: z.string(),
  focusKeyword: z.string(),
  secondaryKeywords: z.array(z.string()),
  source: z.enum(["builtin", "ai"]).nullable(),
  title: z.string().nullable(),
  metaTitle: z.string().nullable(),
  metaDescription: z.string().nullable(),
  markdown: z.string().nullable(),
  score: z.number().int().min(0).max(100).nullable(),
  checks: z.array(draftCheckItemSchema).nullable(),
  wordCount: z.number().int().nullable(),
  /** The site facts the draft drew from. */
  factsUsed: z.array(usedFactSchema),
  /** Keywords the writer could not place naturally and left out rather than force. */
  unplacedKeywords: z.array(z.string()),
  /** How many drafts the writer made before this one was kept (null before writing). */
  writeAttempts: z.number().int().nullable(),
  profilePosts: z.array(z.string()),
  wordpressLink: z.string().nullable(),
  error: z.string().nullable(),
  /** Why the planner chose the topic; null for topics the customer chose or set. */
  topicReason: topicReasonSchema.nullable(),
  updatedAt: z.string(),
});
export type ContentPost = z.output<typeof contentPostSchema>;

/**
 * What the customer may do with their posts: "write" with a live plan; "read-only" once their
 * subscription has ended (everything written stays readable and exportable); "none" before they
 * ever had one.
 */
export const CONTENT_ACCESS = ["write", "read-only", "none"] as const;
export type ContentAccess = (typeof CONTENT_ACCESS)[number];

export const contentOverviewSchema = z.object({
  plan: z.enum(["basic", "pro", "ultimate", "power"]).nullable(),
  access: z.enum(CONTENT_ACCESS),
  profileCompleted: z.boolean(),
  /** The current subscription period and its quota; null without a plan or profile. */
  period: z
    .object({
      start: z.string(),
      end: z.string(),
      quota: z.number().int(),
      used: z.number().int(),
    })
    .nullable(),
  /** Whether the plan includes business-profile posts (Ultimate and Power). */
  profilePostsIncluded: z.boolean(),
  /** Whether drafts are written by the configured AI provider (else the built-in writer). */
  writer: z.enum(["builtin", "ai"]),
  posts: z.array(contentPostSchema),
  wordpress: z.object({
    connected: z.boolean(),
    siteUrl: z.string().nullable(),
    username: z.string().nullable(),
  }),
});
export type ContentOverview = z.output<typeof contentOverviewSchema>;

export const contentActionResponseSchema = z.object({
  post: contentPostSchema.optional(),
  wordpress: contentOverviewSchema.shape.wordpress.optional(),
});
export type ContentActionResponse = z.output<typeof contentActionResponseSchema>;
