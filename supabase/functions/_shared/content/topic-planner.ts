/**
 * Plans a subscription period's posts (issue 12): exactly `quota` briefs, spread evenly over the
 * period, the report's gaps first and then the profile's keywords as focus keywords, each with a
 * Dutch topic from varied templates (how-to, checklist, mistakes, costs, local, comparison…).
 * No topic repeats within the plan or with `existingTopics` (case-insensitive), so two posts in
 * a month never read the same. Deterministic: the same input gives the same plan.
 */
import { containsKeyword } from "../report/keyword-match.ts";
import { displayKeyword } from "./built-in-writer.ts";
import { hashString } from "./random.ts";
import { capitalize, fillTokens } from "./tone.ts";
import type { PlannedPost, ReportGap, WriterProfile } from "./types.ts";

export interface PlanInput {
  profile: WriterProfile;
  gaps: ReportGap[];
  quota: number;
  /** ISO date or date-time; the period runs from here… */
  periodStart: string;
  /** …up to (not including) this day. */
  periodEnd: string;
  existingTopics: string[];
}

/**
 * {k}/{K}: focus keyword; {regio}; tone tokens as in tone.ts. The built-in writer picks the
 * sections a title promises (costs, mistakes, choosing, local…: TOPIC_SECTIONS there).
 */
const TOPIC_TEMPLATES = [
  "{K}: zo {inv:pakt} het aan",
  "Checklist {k}: waar {inv:let} op?",
  "Veelgemaakte fouten bij {k} en hoe {u} ze voorkomt",
  "Wat kost {k}? Dit bepaalt de prijs",
  "{K} in {regio}: praktische tips",
  "{K}: de goedkoopste of de beste keuze?",
  "{K} voor beginners: zo {inv:begint}",
  "Veelgestelde vragen over {k}",
  "{K}: de complete gids",
  "Hoe {inv:kiest} de beste aanpak voor {k}?",
  "{K} in {regio}: waar {inv:moet} op letten?",
  "{K}: tips uit de praktijk",
  "Een goede start met {k}",
  "{K}: antwoorden op de meest gestelde vragen",
  "{K}: zo {inv:maakt} de juiste keuze",
  "Alles over {k} op een rij",
] as const;

const DAY_MS = 86_400_000;

function utcDay(iso: string): number {
  const day = Date.parse(`${iso.slice(0, 10)}T00:00:00Z`);
  if (Number.isNaN(day)) throw new Error(`Ongeldige datum: ${iso}`);
  return day;
}

/** Day offsets in [0, days): the middle of `quota` equal slices of the period. */
function spreadDays(quota: number, days: number): number[] {
  return Array.from({ length: quota }, (_, i) => Math.floor(((i + 0.5) * days) / quota));
}

/** Gap keywords first, then the profile's, each once (case-insensitive). */
function focusOrder(gaps: ReportGap[], keywords: string[]): string[] {
  const seen = new Set<string>();
  const order: string[] = [];
  for (const keyword of [...gaps.map((gap) => gap.keyword), ...keywords]) {
    const clean = keyword.replace(/\s+/g, " ").trim();
    const key = clean.toLocaleLowerCase("nl");
    if (clean === "" || seen.has(key)) continue;
    seen.add(key);
    order.push(clean);
  }
  return order;
}

function secondaryFor(focus: string, keywords: string[], index: number): string[] {
  const others = keywords.filter(
    (k) => k.trim() !== "" && k.toLocaleLowerCase("nl") !== focus.toLocaleLowerCase("nl"),
  );
  if (others.length === 0) return [];
  const count = Math.min(others.length, [2, 3, 1][index % 3]!);
  return Array.from({ length: count }, (_, i) => others[(index + i) % others.length]!.trim());
}

export function planTopics(input: PlanInput): PlannedPost[] {
  const quota = Math.max(0, Math.floor(input.quota));
  if (quota === 0) return [];
  const keywords = focusOrder(input.gaps, input.profile.keywords);
  if (keywords.length === 0) throw new Error("Geen zoekwoorden om onderwerpen voor te plannen");
  const start = utcDay(input.periodStart);
  const days = Math.max(1, Math.round((utcDay(input.periodEnd) - start) / DAY_MS));
  const used = new Set(input.existingTopics.map((t) => t.trim().toLocaleLowerCase("nl")));
  const uses = new Map<string, number>();

  return spreadDays(quota, days).map((offset, i) => {
    const focusKeyword = keywords[i % keywords.length]!;
    const shown = displayKeyword(focusKeyword, input.profile.region);
    const vars = { k: shown, K: capitalize(shown), regio: input.profile.region.trim() };
    // Each keyword starts at its own template and moves on with every use.
    const use = uses.get(focusKeyword) ?? 0;
    uses.set(focusKeyword, use + 1);
    // The business name joins the hash, so customers sharing a keyword get other topics.
    const first =
      hashString(`${input.profile.businessName}|${focusKeyword.toLocaleLowerCase("nl")}`) + use * 5;
    // "Loodgieter Utrecht in Utrecht" reads badly: no region template for a local keyword.
    const templates = containsKeyword(focusKeyword, input.profile.region)
      ? TOPIC_TEMPLATES.filter((template) => !template.includes("{regio}"))
      : TOPIC_TEMPLATES;
    let topic = "";
    for (let attempt = 0; ; attempt++) {
      const template = templates[(first + attempt) % templates.length]!;
      const base = fillTokens(template, input.profile.tone, vars);
      // Once every template is taken for this keyword, number the parts.
      const round = Math.floor(attempt / templates.length);
      topic = round === 0 ? base : `${base} (deel ${round + 1})`;
      if (!used.has(topic.toLocaleLowerCase("nl"))) break;
    }
    used.add(topic.toLocaleLowerCase("nl"));
    return {
      topic,
      focusKeyword,
      secondaryKeywords: secondaryFor(focusKeyword, input.profile.keywords, i),
      plannedFor: new Date(start + offset * DAY_MS).toISOString().slice(0, 10),
    };
  });
}
