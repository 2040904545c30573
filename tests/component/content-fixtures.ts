import type { ContentOverview, ContentPost } from "@contract/content";

/** Content overview fixtures, shared by the /dashboard/content and dashboard tests. */
export const IDS = {
  planned: "11111111-1111-4111-8111-111111111111",
  writing: "22222222-2222-4222-8222-222222222222",
  draft: "33333333-3333-4333-8333-333333333333",
  approved: "44444444-4444-4444-8444-444444444444",
  published: "55555555-5555-4555-8555-555555555555",
  failed: "66666666-6666-4666-8666-666666666666",
  earlier: "77777777-7777-4777-8777-777777777777",
} as const;

export function post(overrides: Partial<ContentPost> & Pick<ContentPost, "id">): ContentPost {
  return {
    status: "planned",
    origin: "plan",
    plannedFor: "2026-12-01",
    topic: "Desembrood bakken voor beginners",
    focusKeyword: "desembrood",
    secondaryKeywords: ["zuurdesem", "bakker utrecht"],
    source: null,
    title: null,
    metaTitle: null,
    metaDescription: null,
    markdown: null,
    score: null,
    checks: null,
    wordCount: null,
    factsUsed: [],
    unplacedKeywords: [],
    writeAttempts: null,
    profilePosts: [],
    wordpressLink: null,
    error: null,
    topicReason: null,
    updatedAt: "2026-11-25T10:00:00.000Z",
    ...overrides,
  };
}

export const WRITTEN_FIELDS = {
  source: "builtin",
  title: "Desembrood bakken: zo begin je",
  metaTitle: "Desembrood bakken voor beginners | Bakkerij",
  metaDescription: "Leer desembrood bakken in vijf stappen.",
  markdown: "## Waarom desembrood\n\nDesem geeft **smaak**. Zie [onze broden](/brood).",
  score: 86,
  checks: [
    {
      id: "title-keyword",
      passed: true,
      label: "Focuszoekwoord in de titel",
      detail: null,
      group: "seo",
    },
    {
      id: "meta-description-length",
      passed: false,
      label: "Metabeschrijving 150–160 tekens",
      detail: null,
      group: "seo",
    },
  ],
  wordCount: 640,
  writeAttempts: 1,
} satisfies Partial<ContentPost>;

export function overview(overrides: Partial<ContentOverview> = {}): ContentOverview {
  return {
    plan: "ultimate",
    access: "write",
    profileCompleted: true,
    period: {
      start: "2026-11-25",
      end: "2026-12-25",
      quota: 3,
      used: 2,
    },
    profilePostsIncluded: true,
    writer: "builtin",
    posts: [],
    wordpress: { connected: false, siteUrl: null, username: null },
    ...overrides,
  };
}
