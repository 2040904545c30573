/**
 * `npm run bench:content`: a month of 9 posts per kind of business, as the product makes it. Each
 * fixture website (tests/fixtures/business-sites: a bakery, an installer, an accountant, a
 * physiotherapist, a driving school, a restaurant, …) is served on loopback and read by the real
 * crawler and fact extraction; the month is planned from the profile and those facts
 * (planTopics) and every post is written by the built-in writer with the checker in the loop
 * (writeBuiltInChecked, as the write job runs it), each against the sentences of the posts
 * before it. Per business it prints: the kind of business found, facts found, sentences of 8+
 * words shared between posts (goal 0), distinct focus keywords, site facts used per post
 * (goal ≥ 3), unsupported specifics (goal 0), Flesch-Douma reading ease, the checker's pass rate
 * (no 'Controle nodig'), unplaced keywords, words and time per post.
 */
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { performance } from "node:perf_hooks";
import { writeBuiltInChecked } from "../supabase/functions/_shared/content/writing/built-in-attempts";
import { repeatableFingerprints } from "../supabase/functions/_shared/text/sentences";
import { countWords } from "../supabase/functions/_shared/text/sentences";
import { planTopics } from "../supabase/functions/_shared/content/planning/topic-planner";
import type {
  DraftResult,
  InternalLink,
  WriterProfile,
} from "../supabase/functions/_shared/content/types";
import type { SiteFact } from "../supabase/functions/_shared/contract/site-facts";
import { scanBusinessSite } from "../tests/fixtures/business-sites/scan-business-site";
import {
  startBusinessSites,
  type ServedBusinessSite,
} from "../tests/fixtures/business-sites/serve";
import { checkMonth } from "./bench-content-checks";
import { formatMarkdownTable } from "./bench-support";

const POSTS = 9;

/** The pages the facts came from: the drafts' internal links, as a scan's pages would be. */
function linksOf(facts: readonly SiteFact[]): InternalLink[] {
  const pages = new Map<string, string>();
  for (const fact of facts) {
    if (!pages.has(fact.pageUrl)) pages.set(fact.pageUrl, fact.pageTitle ?? fact.pageUrl);
  }
  return [...pages].map(([url, title]) => ({ url, title }));
}

interface Month {
  served: ServedBusinessSite;
  profile: WriterProfile;
  facts: SiteFact[];
  posts: { draft: DraftResult; brief: ReturnType<typeof planTopics>[number]; ms: number }[];
  attempts: number[];
}

async function writeMonth(served: ServedBusinessSite): Promise<Month> {
  const owner = served.site.profile;
  const scanned = await scanBusinessSite(served, owner);
  const profile: WriterProfile = {
    businessName: owner.businessName,
    websiteUrl: `${served.origin}/`,
    sector: owner.sector,
    region: owner.region,
    tone: owner.tone,
    keywords: owner.keywords,
    description: scanned.description ?? "",
    offerings: scanned.offerings,
    archetype: scanned.archetype,
  };
  const plan = planTopics({
    profile,
    facts: scanned.facts,
    gaps: [],
    quota: POSTS,
    periodStart: "2026-12-01",
    periodEnd: "2027-01-01",
    existingTopics: [],
  });
  const links = linksOf(scanned.facts);
  const earlierSentences = new Set<string>();
  const posts: Month["posts"] = [];
  const attempts: number[] = [];
  for (const [index, brief] of plan.entries()) {
    const started = performance.now();
    const best = await writeBuiltInChecked({
      brief,
      profile,
      facts: scanned.facts,
      links,
      earlierSentences,
      seed: index + 1,
    });
    posts.push({ draft: best.draft, brief, ms: performance.now() - started });
    attempts.push(best.attempts);
    for (const print of repeatableFingerprints(best.draft.markdown)) earlierSentences.add(print);
  }
  return { served, profile, facts: scanned.facts, posts, attempts };
}

const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const spread = (values: number[], digits = 0) =>
  `${Math.min(...values).toFixed(digits)} / ${median(values).toFixed(digits)} / ${Math.max(...values).toFixed(digits)}`;

function row(month: Month): string[] {
  const findings = checkMonth(month.posts, month.profile, month.facts);
  const facts = findings.map((finding) => finding.factsUsed);
  const unsupported = findings.flatMap((finding) => finding.unsupported);
  const readability = findings.map((finding) => finding.readability ?? 0);
  const keywords = new Set(month.posts.map(({ brief }) => brief.focusKeyword.toLowerCase()));
  const passed = findings.filter((finding) => finding.passed).length;
  return [
    month.served.site.id,
    month.profile.archetype,
    String(month.facts.length),
    String(findings.reduce((sum, finding) => sum + finding.sharedSentences, 0)),
    `${keywords.size} / ${POSTS}`,
    `${spread(facts)}${Math.min(...facts) >= 3 ? "" : " ✗"}`,
    unsupported.length === 0
      ? "0"
      : `${unsupported.length} (${[...new Set(unsupported)].slice(0, 4).join(", ")})`,
    spread(readability),
    `${passed} / ${POSTS}`,
    String(month.posts.reduce((sum, { draft }) => sum + draft.unplacedKeywords.length, 0)),
    spread(month.posts.map(({ draft }) => countWords(draft.markdown))),
    spread(month.attempts),
    spread(
      month.posts.map(({ ms }) => ms),
      1,
    ),
  ];
}

/** `--drafts <dir>`: also write every post as Markdown there, to read them as the customer will. */
const draftsFlag = process.argv.indexOf("--drafts");
const draftsDir = draftsFlag >= 0 ? process.argv[draftsFlag + 1] : undefined;

function saveDrafts(dir: string, month: Month) {
  mkdirSync(dir, { recursive: true });
  month.posts.forEach(({ draft }, index) => {
    const file = join(dir, `${month.served.site.id}-${String(index + 1).padStart(2, "0")}.md`);
    writeFileSync(file, draft.markdown);
  });
}

async function main() {
  const served = await startBusinessSites();
  try {
    // Warm up the JIT so the first business is not timed cold.
    await writeMonth(served.sites[0]!);
    const rows: string[][] = [];
    for (const site of served.sites) {
      const month = await writeMonth(site);
      rows.push(row(month));
      if (draftsDir) saveDrafts(draftsDir, month);
    }
    console.log(
      `## A month of ${POSTS} posts per business (fixture site scanned, built-in writer, checker in the loop)\n`,
    );
    console.log(
      formatMarkdownTable(
        [
          "business",
          "kind found",
          "facts found",
          "shared sentences (goal 0)",
          "distinct focus keywords",
          "site facts used per post min / median / max (goal ≥ 3)",
          "unsupported specifics (goal 0)",
          "Flesch-Douma min / median / max",
          "checker passed",
          "unplaced keywords",
          "words min / median / max",
          "drafts written per post min / median / max",
          "ms per post min / median / max",
        ],
        rows,
      ).join("\n"),
    );
  } finally {
    await served.close();
  }
}

await main();
