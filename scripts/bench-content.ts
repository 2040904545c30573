/**
 * `npm run bench:content`: the built-in writer on 100 briefs, planned as real months are
 * (planTopics), for 20 businesses (every sector, both tones, half of them with pages to link),
 * 5 posts each. Reports drafts per minute and the time per draft, then checkDraft's score
 * distribution, word counts, duplicate titles and how much two posts of one month share.
 */
import { performance } from "node:perf_hooks";
import { writeBuiltInDraft } from "../supabase/functions/_shared/content/built-in-writer";
import { checkDraft } from "../supabase/functions/_shared/content/draft-check";
import { planTopics } from "../supabase/functions/_shared/content/topic-planner";
import type {
  InternalLink,
  PlannedPost,
  WriterProfile,
  WrittenDraft,
} from "../supabase/functions/_shared/content/types";
import { SECTORS } from "../supabase/functions/_shared/contract/onboarding";
import { checkMonth, findingsRows, type PostFindings } from "./bench-content-checks";
import { formatMarkdownTable } from "./bench-support";

const POSTS_PER_MONTH = 5;
const WARM_UP = 5;

const KEYWORDS: Record<(typeof SECTORS)[number], string[]> = {
  "Bouw en installatie": [
    "loodgieter utrecht",
    "lekkage verhelpen",
    "cv-ketel onderhoud",
    "warmtepomp installeren",
  ],
  Horeca: ["lunchroom haarlem", "high tea", "vergaderlocatie", "vegetarisch dineren"],
  "Detailhandel en webshops": ["hardloopschoenen", "loopanalyse", "sportsokken kopen"],
  "Zakelijke dienstverlening": ["boekhouder zzp", "btw-aangifte", "jaarrekening laten maken"],
  "Zorg en welzijn": ["fysiotherapie", "rugklachten", "sportblessure behandelen", "dry needling"],
  "Beauty en wellness": ["kapper", "balayage", "bruidskapsel", "haarverzorging"],
  "Onderwijs en training": ["rijles", "rijbewijs halen", "faalangst examen"],
  "ICT en software": ["it-beheer mkb", "cloudback-up", "werkplekbeheer", "cybersecurity"],
  Vastgoed: ["makelaar amersfoort", "woning verkopen", "taxatie", "aankoopmakelaar"],
  Overig: ["hondentrimsalon", "hond trimmen", "vachtverzorging"],
};
const REGIONS = ["Utrecht", "Haarlem", "Den Bosch", "Zuid-Limburg", "Groningen"];

function linksFor(site: string): InternalLink[] {
  return [
    { url: `${site}/`, title: "Home" },
    { url: `${site}/diensten`, title: "Onze diensten" },
    { url: `${site}/tarieven`, title: "Tarieven | Bedrijf" },
    { url: `${site}/over-ons`, title: "Lees meer" },
    { url: `${site}/contact`, title: "Contact" },
  ];
}

interface Job {
  profile: WriterProfile;
  post: PlannedPost;
  links: InternalLink[];
  seed: number;
  month: number;
}

function jobs(): Job[] {
  const result: Job[] = [];
  SECTORS.forEach((sector, s) => {
    for (const tone of ["formal", "informal"] as const) {
      const month = result.length / POSTS_PER_MONTH;
      const site = `https://bedrijf-${month}.nl`;
      const profile: WriterProfile = {
        businessName: `${sector.split(" ")[0]} ${tone === "formal" ? "Van den Berg B.V." : "Studio Noor"}`,
        websiteUrl: site,
        sector,
        region: REGIONS[(s + month) % REGIONS.length]!,
        tone,
        keywords: KEYWORDS[sector],
      };
      const plan = planTopics({
        profile,
        gaps: [{ keyword: KEYWORDS[sector].at(-1)!, missingIn: ["title"] }],
        quota: POSTS_PER_MONTH,
        periodStart: "2026-12-01",
        periodEnd: "2027-01-01",
        existingTopics: [],
      });
      const links = month % 2 === 0 ? linksFor(site) : [];
      plan.forEach((post, i) =>
        result.push({ profile, post, links, seed: month * 100 + i, month }),
      );
    }
  });
  return result;
}

const at = (sorted: number[], q: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;
/**
 * A post's paragraphs with its own keyword and links masked, so two posts count as sharing a
 * paragraph when they share the sentence template, not only when the words happen to match.
 */
function paragraphs(draft: WrittenDraft, keyword: string): string[] {
  const words = keyword.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  return draft.markdown
    .split("\n\n")
    .filter((block) => !/^(#|- |\d+\. )/.test(block))
    .map((block) =>
      block.replace(/\[[^\]]*\]\([^)]*\)/g, "{a}").replace(new RegExp(words, "gi"), "{k}"),
    );
}

function main() {
  const all = jobs();
  for (const job of all.slice(0, WARM_UP))
    writeBuiltInDraft(job.post, job.profile, job.links, { seed: job.seed });

  const times: number[] = [];
  const drafts: WrittenDraft[] = [];
  const started = performance.now();
  for (const job of all) {
    const t0 = performance.now();
    drafts.push(writeBuiltInDraft(job.post, job.profile, job.links, { seed: job.seed }));
    times.push(performance.now() - t0);
  }
  const wallMs = performance.now() - started;

  const checkStarted = performance.now();
  const checkTimes: number[] = [];
  const checks = drafts.map((draft, i) => {
    const t0 = performance.now();
    const check = checkDraft(draft, all[i]!.post, { profile: all[i]!.profile });
    checkTimes.push(performance.now() - t0);
    return check;
  });

  const checkWallMs = performance.now() - checkStarted;
  const sortedTimes = [...times].sort((a, b) => a - b);
  const sortedChecks = [...checkTimes].sort((a, b) => a - b);
  const scores = checks.map((c) => c.score).sort((a, b) => a - b);
  const words = checks.map((c) => c.wordCount).sort((a, b) => a - b);
  const titles = drafts.map((d) => d.title.toLowerCase());
  const duplicates = titles.length - new Set(titles).size;
  const monthDuplicates = all.filter(
    (job, i) =>
      all.findIndex((o, j) => j < i && o.month === job.month && titles[j] === titles[i]) !== -1,
  ).length;
  let maxShared = 0;
  let sumShared = 0;
  let pairs = 0;
  for (let i = 1; i < drafts.length; i++) {
    if (all[i]!.month !== all[i - 1]!.month) continue;
    const previous = new Set(paragraphs(drafts[i - 1]!, all[i - 1]!.post.focusKeyword));
    const own = paragraphs(drafts[i]!, all[i]!.post.focusKeyword);
    const share = own.filter((p) => previous.has(p)).length / own.length;
    maxShared = Math.max(maxShared, share);
    sumShared += share;
    pairs++;
  }
  const failed = new Map<string, number>();
  for (const c of checks)
    for (const item of c.checks)
      if (!item.passed) failed.set(item.id, (failed.get(item.id) ?? 0) + 1);

  console.log(
    `## Built-in writer: ${drafts.length} drafts (${SECTORS.length} sectors × 2 tones × ${POSTS_PER_MONTH} planned posts)\n`,
  );
  console.log(
    formatMarkdownTable(
      ["measure", "value"],
      [
        [
          "drafts per minute (writer, wall time)",
          Math.round((drafts.length / wallMs) * 60_000).toLocaleString("en"),
        ],
        [
          "drafts per minute (writer + checkDraft, wall time)",
          Math.round((drafts.length / (wallMs + checkWallMs)) * 60_000).toLocaleString("en"),
        ],
        [
          "writer ms per draft p50 / p95",
          `${at(sortedTimes, 0.5).toFixed(2)} / ${at(sortedTimes, 0.95).toFixed(2)}`,
        ],
        [
          "checkDraft ms per draft p50 / p95",
          `${at(sortedChecks, 0.5).toFixed(2)} / ${at(sortedChecks, 0.95).toFixed(2)}`,
        ],
        [
          "score min / p5 / median / max",
          `${scores[0]} / ${at(scores, 0.05)} / ${at(scores, 0.5)} / ${scores.at(-1)}`,
        ],
        [
          "drafts scoring ≥90 / 80–89 / <80",
          `${scores.filter((s) => s >= 90).length} / ${scores.filter((s) => s >= 80 && s < 90).length} / ${scores.filter((s) => s < 80).length}`,
        ],
        ["words min / median / max", `${words[0]} / ${at(words, 0.5)} / ${words.at(-1)}`],
        ["duplicate titles (all 100 / within a month)", `${duplicates} / ${monthDuplicates}`],
        [
          "paragraph templates shared by consecutive posts of a month (mean / max)",
          `${((sumShared / pairs) * 100).toFixed(0)}% / ${(maxShared * 100).toFixed(0)}%`,
        ],
        [
          "failed checks",
          failed.size === 0 ? "none" : [...failed].map(([id, n]) => `${id} ×${n}`).join(", "),
        ],
      ],
    ).join("\n"),
  );
  console.log(
    "\n## Checker: each business's month in writing order (no site facts in this bench)\n",
  );
  console.log(
    formatMarkdownTable(["measure", "value"], findingsRows(checkMonths(all, drafts))).join("\n"),
  );
}

/** Each business's month checked in writing order, each post against the ones before it. */
function checkMonths(all: Job[], drafts: WrittenDraft[]): PostFindings[] {
  const months = [...new Set(all.map((job) => job.month))];
  return months.flatMap((month) => {
    const posts = all.flatMap((job, i) =>
      job.month === month ? [{ draft: drafts[i]!, brief: job.post }] : [],
    );
    const profile = all.find((job) => job.month === month)!.profile;
    return checkMonth(posts, profile);
  });
}

main();
