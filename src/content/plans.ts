/**
 * The one plan catalogue (spec §9). Every screen that shows a plan, a price or a blog count —
 * pricing cards, the chat assistant, the dashboard, structured data, checkout — derives from here.
 */
export type PlanId = "basic" | "pro" | "ultimate" | "power";
export type PriceId = "price_basic" | "price_pro" | "price_ultimate" | "price_power";

export interface PlanFeature {
  text: string;
  included: boolean;
}

export interface Plan {
  id: PlanId;
  name: string;
  /** Monthly price in whole euros, excluding VAT. */
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

/** Every feature in the ladder, in the order the cards list them, with the first plan that has it. */
const FEATURE_LADDER: ReadonlyArray<{ text: string; from: PlanId }> = [
  { text: "SEO-checklist voor je website", from: "basic" },
  { text: "Basis SEO-tips", from: "basic" },
  { text: "Meta tags voor al je pagina's", from: "pro" },
  { text: "Kleine optimalisaties van je website", from: "pro" },
  { text: "Maandelijks SEO-rapport (PDF)", from: "ultimate" },
  { text: "Posts voor je Google-bedrijfsprofiel", from: "ultimate" },
  { text: "Website-scan met voorrang", from: "ultimate" },
  { text: "Support per e-mail", from: "ultimate" },
  { text: "Strategische SEO-tips", from: "power" },
  { text: "Premium dashboard", from: "power" },
  { text: "White label voor resellers", from: "power" },
];

const PLAN_ORDER: readonly PlanId[] = ["basic", "pro", "ultimate", "power"];

function featuresFor(plan: PlanId, blogs: number): PlanFeature[] {
  const rank = PLAN_ORDER.indexOf(plan);
  const blogLine = blogs === 1 ? "1 AI-blogpost per maand" : `${blogs} AI-blogposts per maand`;
  return [
    { text: blogLine, included: true },
    ...FEATURE_LADDER.map(({ text, from }) => ({
      text,
      included: PLAN_ORDER.indexOf(from) <= rank,
    })),
  ];
}

export const plans: readonly Plan[] = [
  {
    id: "basic",
    name: "Basic",
    price: 19,
    priceId: "price_basic",
    description: "Voor wie wil starten met vindbaar worden.",
    blogs: 1,
    popular: false,
    whiteLabel: false,
    target: "Ideaal voor zzp'ers en starters",
    features: featuresFor("basic", 1),
    buttonText: "Kies Basic",
  },
  {
    id: "pro",
    name: "Pro",
    price: 49,
    priceId: "price_pro",
    description: "Meer content en betere vindbaarheid van elke pagina.",
    blogs: 3,
    popular: true,
    whiteLabel: false,
    target: "Voor groeiende MKB-bedrijven",
    features: featuresFor("pro", 3),
    buttonText: "Kies Pro",
  },
  {
    id: "ultimate",
    name: "Ultimate",
    price: 99,
    priceId: "price_ultimate",
    description: "Volledige SEO-ondersteuning met maandelijkse rapportage.",
    blogs: 9,
    popular: false,
    whiteLabel: false,
    target: "Voor bedrijven die serieus willen groeien",
    features: featuresFor("ultimate", 9),
    buttonText: "Kies Ultimate",
  },
  {
    id: "power",
    name: "Power",
    price: 199,
    priceId: "price_power",
    description: "Maximale output, strategie en white label voor bureaus.",
    blogs: 30,
    popular: false,
    whiteLabel: true,
    target: "Voor bureaus en resellers",
    features: featuresFor("power", 30),
    buttonText: "Kies Power",
  },
];
