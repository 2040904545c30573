import { site } from "@/config/site";
import { facts } from "./facts";
import { moneyBackSummary, trialSummary } from "./guarantees";
import { listOf, plans, type Plan } from "./plans";

function plansIncluding(featurePrefix: string): Plan[] {
  return plans.filter((plan) =>
    plan.features.some((feature) => feature.included && feature.text.startsWith(featurePrefix)),
  );
}

// Derived from the catalogue (docs/product.md §9 says "Pro and higher get monthly SEO reports", but plans.ts
// puts the report from Ultimate up; the catalogue is the source, so the answer follows it).
const reportPlans = plansIncluding("Maandelijks SEO-rapport").map((plan) => plan.name);
const basicPlan = plans[0];
const blogLadder = listOf(plans.slice(1).map((plan) => `${plan.blogs} bij ${plan.name}`));

export interface FaqItem {
  question: string;
  answer: string;
}

/** The eight FAQ items (docs/product.md §3 and §9). */
export const faqItems: readonly FaqItem[] = [
  {
    question: "Hoe snel ontvang ik mijn eerste content?",
    answer: `Binnen ${facts.firstContentHours} uur nadat je het onboardingformulier hebt ingevuld, staan je eerste blogpost en je eerste aanbevelingen klaar in je dashboard. Daarna ontvang je elke maand nieuwe content.`,
  },
  {
    question: "Wanneer zie ik resultaat in Google?",
    answer: `SEO is een kwestie van opbouwen. De eerste verbeteringen zie je vaak al binnen een paar weken, maar reken voor duidelijke resultaten in je posities en bezoekersaantallen op ${facts.resultsMonthsRange}. Daarom blijven we elke maand nieuwe content leveren.`,
  },
  {
    question: "Hoeveel blogposts krijg ik per maand?",
    answer: `Dat hangt af van je pakket. Het ${basicPlan.name}-pakket geeft je ${basicPlan.blogs} artikel per maand. Daarna loopt het op: ${blogLadder}.`,
  },
  {
    question: "Krijg ik ook een maandelijks SEO-rapport?",
    answer: `Ja, bij de pakketten ${listOf(reportPlans)} ontvang je elke maand een SEO-rapport als PDF, met je scores, de controle van je zoekwoorden in titels, koppen en adressen, en concrete verbeterpunten. Bij de andere pakketten zie je de belangrijkste cijfers in je dashboard.`,
  },
  {
    question: "Zit ik vast aan een contract?",
    answer:
      "Nee. Er is geen langlopend contract en geen minimale looptijd. Je betaalt per maand en je abonnement loopt door tot je het zelf stopzet.",
  },
  {
    question: "Kan ik op elk moment opzeggen?",
    answer:
      "Ja, je kunt op elk moment opzeggen via je dashboard. Je houdt toegang tot het einde van de periode waarvoor je al hebt betaald.",
  },
  {
    question: "Wat als Vindbaar niet bij mij past?",
    answer: `Probeer het eerst. ${trialSummary} Betaal je al en ben je niet tevreden? ${moneyBackSummary}`,
  },
  {
    question: "Kan ik later van pakket wisselen?",
    answer:
      "Zeker. Je kunt altijd upgraden of downgraden in je dashboard. De wijziging gaat in vanaf de volgende factuurperiode, zodat je nooit dubbel betaalt.",
  },
];

/** Section header above the accordion (on /faq and /pricing). */
export const faqSection = {
  eyebrow: "Veelgestelde vragen",
  title: "Heb je nog vragen?",
  subtitle: `De antwoorden op wat ondernemers ons het vaakst vragen. Staat je vraag er niet bij? Mail ons op ${site.email}.`,
};

/** /faq: the page hero. */
export const faqPage = {
  hero: {
    eyebrow: "FAQ",
    title: "Veelgestelde vragen over Vindbaar",
    intro: `Over je content, je resultaten, de ${facts.trialDays} dagen gratis proberen, opzeggen en de ${facts.moneyBackDays} dagen geld-terug-garantie: hier vind je snel het antwoord.`,
  },
};
