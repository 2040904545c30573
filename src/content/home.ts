import { paths } from "@/config/paths";
import { facts } from "./facts";
import { trialOffer } from "./guarantees";

/** Home hero (docs/product.md §2): the two buttons and their targets are part of the contract. */
export const homeHero = {
  eyebrow: "AI-SEO voor het Nederlandse MKB",
  title: "Hoger in Google, zonder dat je er omkijken naar hebt",
  intro:
    "Vindbaar schrijft elke maand SEO-blogs, verbetert je meta tags en stuurt je heldere rapporten. Geen technische kennis nodig: jij onderneemt, wij zorgen dat klanten je vinden.",
  primaryAction: { label: "Begin Nu Direct", href: paths.pricing },
  secondaryAction: { label: "Bekijk Demo", href: paths.demo },
  reassurance: [trialOffer.claim, `${facts.moneyBackDays} dagen geld-terug-garantie`],
};

/**
 * The mock SEO dashboard card beside the hero: static example figures of a fictional bakery, so
 * its badge says "Voorbeeld" — never "Live", which would present them as measured.
 */
export const heroDashboard = {
  title: "SEO-dashboard",
  site: "bakkerijdevries.nl",
  liveLabel: "Voorbeeld",
  summary: `Voorbeeld van het Vindbaar-dashboard: SEO-score 92 van 100, ${facts.organicTrafficUplift} meer organisch verkeer, 24 zoekwoorden in de top 10 en 3 nieuwe blogs deze maand.`,
  score: { label: "SEO-score", value: 92, max: 100 },
  stats: [
    { label: "Organisch verkeer", value: `+${facts.organicTrafficUplift}`, trend: "up" },
    { label: "Zoekwoorden in top 10", value: "24", trend: "up" },
    { label: "Blogs deze maand", value: "3", trend: "flat" },
  ],
  chart: {
    label: "Bezoekers per maand",
    months: ["jan", "feb", "mrt", "apr", "mei", "jun"],
    values: [1180, 1260, 1410, 1390, 1570, 1630],
  },
  keywords: {
    label: "Stijgers deze week",
    items: [
      { keyword: "bakker amsterdam west", position: 3, change: 4 },
      { keyword: "zuurdesembrood bestellen", position: 6, change: 9 },
      { keyword: "verjaardagstaart laten maken", position: 11, change: 5 },
    ],
  },
} as const;

/** The social-proof strip (docs/product.md §1 claims, all from facts.ts). `icon` names a marketing icon. */
export const socialProof = {
  label: "Waarom ondernemers Vindbaar vertrouwen",
  items: [
    { icon: "users", text: `${facts.customersHelped} bedrijven geholpen` },
    { icon: "star", text: `${facts.rating} beoordeling` },
    { icon: "trending-up", text: `Resultaten binnen ${facts.resultsWithinDays} dagen` },
    { icon: "credit-card", text: trialOffer.claim },
    { icon: "shield-check", text: `${facts.moneyBackDays} dagen geld-terug-garantie` },
  ],
} as const;

/** The benefits section; its link to /how-it-works is in docs/product.md §2 ("Footer"). */
export const benefits = {
  eyebrow: "Waarom Vindbaar",
  title: "Meer klanten, minder gedoe",
  subtitle:
    "SEO werkt, maar kost tijd en kennis die de meeste ondernemers niet hebben. Vindbaar doet het werk voor je, elke maand, voor een vast bedrag.",
  items: [
    {
      icon: "clock",
      title: `Zo'n ${facts.hoursSavedPerMonth} uur per maand tijdwinst`,
      description:
        "Geen avonden meer achter blogs en zoekwoordlijstjes. Je krijgt het werk kant-en-klaar aangeleverd.",
    },
    {
      icon: "trending-up",
      title: `Tot ${facts.organicTrafficUplift} meer organisch verkeer`,
      description: "Regelmatige, goed geoptimaliseerde content is precies waar Google van houdt.",
    },
    {
      icon: "sparkles",
      title: "Geen technische kennis nodig",
      description:
        "Je vertelt wat je doet; wij vertalen dat naar zoekwoorden, content en concrete verbeteringen.",
    },
    {
      icon: "rocket",
      title: `Binnen ${facts.firstContentHours} uur aan de slag`,
      description:
        "Je eerste blogpost en je eerste aanbevelingen staan snel klaar in je dashboard.",
    },
  ],
  link: { label: "Lees hoe Vindbaar werkt", href: paths.howItWorks },
} as const;
