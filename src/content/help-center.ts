import { CreditCard, Rocket, Wrench } from "lucide-react";
import type { InfoCardItem } from "@/components/marketing/info-card";
import { paths } from "@/config/paths";

/** One help-centre category; the category names stay in English on purpose (docs/product.md §2). */
export interface HelpCategory {
  title: string;
  description: string;
  articleCount: number;
  icon: InfoCardItem["icon"];
}

/**
 * A category's anchor on /help-center and its folder under content/help/:
 * "Features & Tools" → "features-tools".
 */
export function helpCategoryAnchor(title: string): string {
  return title
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");
}

export const helpCenterPage = {
  hero: {
    eyebrow: "Helpcentrum",
    title: "Hoe kunnen we je helpen?",
    intro:
      "Antwoorden op je vragen over Vindbaar: van je eerste stappen tot facturering en alle tools in je dashboard.",
  },
  search: {
    label: "Zoek in het helpcentrum",
    placeholder: "Zoek bijvoorbeeld op 'factuur' of 'zoekwoorden'",
    buttonLabel: "Zoeken",
    hint: "Typ een vraag of een paar woorden: de artikelen verschijnen terwijl je typt.",
    /** Shown when the search has not arrived 300 ms after the first keystroke. */
    loading: "De zoekfunctie wordt geladen…",
    loadError:
      "De zoekfunctie kon niet laden. Controleer je internetverbinding en probeer het opnieuw.",
    retryLabel: "Opnieuw proberen",
  },
  categoriesSection: {
    title: "Blader per onderwerp",
    subtitle: "Alle handleidingen, ingedeeld in drie categorieën.",
  },
  articleCount: (count: number) => `${count} artikelen`,
  contact: {
    title: "Staat je vraag er niet tussen?",
    text: "Ons supportteam helpt je graag verder. We reageren op werkdagen binnen één werkdag.",
    buttonLabel: "Neem contact op met support",
    href: paths.contact,
    faqLabel: "Bekijk de veelgestelde vragen",
    faqHref: paths.faq,
  },
} as const;

export const helpCategories: readonly HelpCategory[] = [
  {
    title: "Getting Started",
    description:
      "Account aanmaken, het onboardingformulier invullen en je eerste blog en SEO-advies binnen 48 uur ontvangen.",
    articleCount: 12,
    icon: Rocket,
  },
  {
    title: "Account en facturering",
    description:
      "Je pakket wijzigen, facturen downloaden, betaalgegevens aanpassen en je abonnement opzeggen.",
    articleCount: 8,
    icon: CreditCard,
  },
  {
    title: "Features & Tools",
    description:
      "Alles over het dashboard, SEO-rapporten, meta tags, zoekwoordsuggesties, bedrijfsprofielposts en white label.",
    articleCount: 15,
    icon: Wrench,
  },
];
