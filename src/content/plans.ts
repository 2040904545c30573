import {
  listOf,
  PLAN_FACTS,
  PLAN_IDS,
  type PlanFacts,
  type PlanId,
  type PriceId,
} from "@contract/plans";

/**
 * The one plan catalogue (docs/product.md §9) as the screens show it. The facts (name, price, price id, blog
 * quota, white label) come from the client–server contract (docs/decisions/009), which the
 * checkout function also reads; the Dutch copy around them lives here. Every screen that shows a
 * plan, a price or a blog count derives from this list.
 */
export type { PlanId, PriceId };

export interface PlanFeature {
  text: string;
  included: boolean;
}

export interface Plan {
  id: PlanId;
  name: string;
  /** Monthly price in euros (PLAN_FACTS cents / 100), excluding VAT. */
  price: number;
  priceId: PriceId;
  description?: string;
  /** AI-written blog posts per month. */
  blogs: number;
  popular: boolean;
  whiteLabel: boolean;
  target: string;
  features: PlanFeature[];
  buttonText: string;
}

/** The first plan whose facts include a feature (the contract decides, the copy follows). */
function firstPlanWith(has: (facts: PlanFacts) => boolean): PlanId {
  return PLAN_FACTS.find(has)?.id ?? "power";
}

/** Every feature in the ladder, in the order the cards list them, with the first plan that has it. */
const FEATURE_LADDER: ReadonlyArray<{ text: string; from: PlanId }> = [
  { text: "SEO-checklist voor je website", from: "basic" },
  { text: "Basis SEO-tips", from: "basic" },
  { text: "Meta tags voor al je pagina's", from: "pro" },
  { text: "Kleine optimalisaties van je website", from: "pro" },
  // The reports function gives the full report and its PDF by the same fact.
  { text: "Maandelijks SEO-rapport (PDF)", from: firstPlanWith((facts) => facts.monthlyReport) },
  {
    text: "Posts voor je Google-bedrijfsprofiel",
    from: firstPlanWith((facts) => facts.businessProfilePosts),
  },
  { text: "Website-scan met voorrang", from: "ultimate" },
  { text: "Support per e-mail", from: "ultimate" },
  // The api-keys function grants keys by the same fact, so the cards cannot promise otherwise.
  { text: "Toegang tot de Vindbaar API", from: firstPlanWith((facts) => facts.apiAccess) },
  { text: "Strategische SEO-tips", from: "power" },
  { text: "Premium dashboard", from: "power" },
  { text: "White label voor resellers", from: "power" },
];

function featuresFor(plan: PlanId, blogs: number): PlanFeature[] {
  const rank = PLAN_IDS.indexOf(plan);
  const blogLine = blogs === 1 ? "1 AI-blogpost per maand" : `${blogs} AI-blogposts per maand`;
  return [
    { text: blogLine, included: true },
    ...FEATURE_LADDER.map(({ text, from }) => ({
      text,
      included: PLAN_IDS.indexOf(from) <= rank,
    })),
  ];
}

/** The Dutch copy of each plan; everything countable comes from PLAN_FACTS. */
const PLAN_COPY: Record<PlanId, Pick<Plan, "description" | "popular" | "target" | "buttonText">> = {
  basic: {
    description: "Voor wie wil starten met vindbaar worden.",
    popular: false,
    target: "Ideaal voor zzp'ers en starters",
    buttonText: "Kies Basic",
  },
  pro: {
    description: "Meer content en betere vindbaarheid van elke pagina.",
    popular: true,
    target: "Voor groeiende MKB-bedrijven",
    buttonText: "Kies Pro",
  },
  ultimate: {
    description: "Volledige SEO-ondersteuning met maandelijkse rapportage.",
    popular: false,
    target: "Voor bedrijven die serieus willen groeien",
    buttonText: "Kies Ultimate",
  },
  power: {
    description: "Maximale output, strategie en white label voor bureaus.",
    popular: false,
    target: "Voor bureaus en resellers",
    buttonText: "Kies Power",
  },
};

function toPlan(facts: PlanFacts): Plan {
  return {
    id: facts.id,
    name: facts.name,
    price: facts.monthlyPriceCents / 100,
    priceId: facts.priceId,
    blogs: facts.blogQuota,
    whiteLabel: facts.whiteLabel,
    ...PLAN_COPY[facts.id],
    features: featuresFor(facts.id, facts.blogQuota),
  };
}

export const plans: readonly Plan[] = PLAN_FACTS.map(toPlan);

/** The catalogue entry for a plan id, or undefined for anything else. */
export function planForId(id: string | null | undefined): Plan | undefined {
  return plans.find((plan) => plan.id === id);
}

export { listOf };

/** "Basic 1, Pro 3, Ultimate 9 en Power 30": each plan's blog posts per period. */
export function planBlogCounts(conjunction = "en", catalogue: readonly Plan[] = plans): string {
  return listOf(
    catalogue.map((plan) => `${plan.name} ${plan.blogs}`),
    conjunction,
  );
}

/** The plans whose subscription may create API keys, e.g. "Ultimate en Power". */
export const apiAccessPlanNames: readonly string[] = PLAN_FACTS.filter(
  (facts) => facts.apiAccess,
).map((facts) => facts.name);

export const apiAccessPlansText = listOf(apiAccessPlanNames);
