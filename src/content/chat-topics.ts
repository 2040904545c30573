import { site } from "@/config/site";
import { facts } from "@/content/facts";
import { moneyBackHow, moneyBackSummary, trialOffer, trialSummary } from "@/content/guarantees";
import { apiAccessPlansText, listOf, planBlogCounts, plans, type Plan } from "@/content/plans";
import { formatEuro, formatEuroWithCents } from "@/lib/format";

/**
 * The chat assistant's canned topics and replies (docs/product.md §4 "Chat", §9 "Chat"). Every figure in a
 * reply is derived from the plan catalogue and the facts module, so the chat never quotes a price
 * or claim that the pricing cards do not show. The widget's own copy is in chat.ts.
 */
/** "Basic € 19, Pro € 49, Ultimate € 99 en Power € 199" — in catalogue order. */
export function planPriceSummary(catalogue: readonly Plan[]): string {
  return listOf(catalogue.map((plan) => `${plan.name} ${formatEuro(plan.price)}`));
}

/** "Basic € 22,99, Pro € 59,29, …": the catalogue's prices with Dutch VAT added. */
export function planPriceWithVatSummary(catalogue: readonly Plan[]): string {
  const factor = 1 + facts.vatPercent / 100;
  return listOf(
    catalogue.map(
      (plan) => `${plan.name} ${formatEuroWithCents(Math.round(plan.price * factor * 100) / 100)}`,
    ),
  );
}

export type ChatTopicId =
  | "whiteLabel"
  | "vat"
  | "cancel"
  | "payment"
  | "trial"
  | "refund"
  | "api"
  | "reports"
  | "prices"
  | "contract"
  | "results"
  | "features"
  | "demo"
  | "support"
  | "contactDetails"
  | "greeting";

export interface ChatTopic {
  id: ChatTopicId;
  /** Lower-case Dutch and English words; a keyword matches at the start of a word. */
  keywords: readonly string[];
  reply: string;
}

/**
 * The canned answers, in priority order: when a question touches several topics, the more
 * specific one wins (a white-label price question is about white label, "hallo, wat kost het?"
 * is about prices, not a greeting).
 */
export function buildChatTopics(catalogue: readonly Plan[] = plans): ChatTopic[] {
  const whiteLabelPlan = catalogue.find((plan) => plan.whiteLabel);
  const popularPlan = catalogue.find((plan) => plan.popular);
  const reportPlans = catalogue.filter((plan) =>
    plan.features.some((feature) => feature.included && feature.text.includes("SEO-rapport")),
  );
  return [
    {
      id: "whiteLabel",
      keywords: [
        "white label",
        "white-label",
        "whitelabel",
        "reseller",
        "bureau",
        "agency",
        "agencies",
      ],
      reply: whiteLabelPlan
        ? `White label zit in het ${whiteLabelPlan.name}-pakket (${formatEuro(whiteLabelPlan.price)} per maand, ${whiteLabelPlan.blogs} blogposts). Je levert de content en rapporten dan onder je eigen merk aan je klanten, met je eigen logo, kleuren en domein.`
        : "White label bieden we op dit moment niet aan.",
    },
    {
      id: "vat",
      keywords: ["btw", "vat", "belasting", "tax"],
      reply: `Onze prijzen zijn exclusief ${facts.vatPercent}% btw. Per maand betaal je dus inclusief btw: ${planPriceWithVatSummary(catalogue)}. Op je factuur staat de btw apart vermeld.`,
    },
    {
      id: "cancel",
      keywords: [
        "opzeg",
        "zeg ik op",
        "zeg ik mijn",
        "zeg op",
        "annuleer",
        "annuleren",
        "stopzetten",
        "stoppen",
        "stop ik",
        "beeindigen",
        "cancel",
        "unsubscribe",
      ],
      reply: `Opzeggen doe je zelf, wanneer je wilt: er is geen langlopend contract. Log in en zeg op via het abonnementsbeheer in je account. Je abonnement loopt dan door tot het einde van de betaalde maand en stopt daarna; er volgen geen kosten meer. ${moneyBackHow}`,
    },
    {
      id: "trial",
      keywords: [
        "proefperiode",
        "gratis",
        "uitproberen",
        "zonder creditcard",
        "geen creditcard",
        "creditcard nodig",
        "trial",
        "free",
      ],
      reply: trialSummary,
    },
    {
      id: "refund",
      keywords: ["geld terug", "garantie", "refund", "money back", "guarantee"],
      reply: moneyBackSummary,
    },
    {
      id: "payment",
      keywords: [
        "betalen",
        "betaal",
        "betaling",
        "betaalmethode",
        "ideal",
        "creditcard",
        "pinnen",
        "factuur",
        "payment",
        "pay",
        "card",
        "invoice",
      ],
      reply:
        "Je betaalt per maand met iDEAL of met een creditcard (Visa, Mastercard, American Express). Met iDEAL geef je tegelijk een machtiging, zodat de volgende maanden automatisch worden afgeschreven. Elke maand krijg je een factuur per e-mail, die je ook in je dashboard terugvindt.",
    },
    {
      id: "api",
      keywords: ["api", "koppeling", "koppelen", "integratie", "integration", "developer"],
      reply: `Ja, Vindbaar heeft een API: je haalt er je rapporten en zoekwoorden mee op en start het schrijven van content (GET /api/v1/reports, POST /api/v1/content/generate, GET /api/v1/keywords). Je authenticeert met een Bearer-token; je API-sleutel maak je aan in de API-instellingen van je dashboard (bij ${apiAccessPlansText}). Alles staat op de pagina API-documentatie.`,
    },
    {
      id: "reports",
      keywords: ["rapport", "report", "pdf"],
      reply:
        reportPlans.length > 0
          ? `Het maandelijkse SEO-rapport (PDF) zit in ${listOf(reportPlans.map((plan) => plan.name))}. Je ziet erin hoe je website scoort, welke zoekwoorden stijgen en wat je als volgende verbetert; je downloadt het in je dashboard.`
          : "Een maandelijks SEO-rapport zit op dit moment in geen van onze pakketten.",
    },
    {
      id: "prices",
      keywords: [
        "prijs",
        "prijzen",
        "kosten",
        "kost",
        "tarief",
        "abonnement",
        "pakket",
        "price",
        "cost",
        "plan",
        "pricing",
      ],
      reply: `Onze pakketten: ${planPriceSummary(catalogue)} per maand.${popularPlan ? ` Het populairst is ${popularPlan.name}.` : ""} ${trialOffer.sentence} Je betaalt per maand, zit nergens aan vast en hebt ${facts.moneyBackDays} dagen geld-terug-garantie.`,
    },
    {
      id: "contract",
      keywords: ["contract", "looptijd", "vastzitten", "zit ik vast", "commitment", "minimum term"],
      reply: `Je zit nergens aan vast: geen langlopend contract en geen minimale looptijd. Je betaalt per maand en zegt op wanneer je wilt. Wijzigingen in je pakket gaan in vanaf de volgende betaalperiode.`,
    },
    {
      id: "results",
      keywords: [
        "resultaat",
        "resultaten",
        "hoe snel",
        "hoe lang",
        "wanneer zie",
        "verkeer",
        "ranking",
        "results",
        "how long",
        "how fast",
      ],
      reply: `Je eerste blogpost en aanbevelingen krijg je binnen ${facts.firstContentHours} uur. Stevige groei in Google zie je meestal na ${facts.resultsMonthsRange}; onze klanten halen tot ${facts.organicTrafficUplift} meer organisch verkeer en besparen zo'n ${facts.hoursSavedPerMonth} uur per maand.`,
    },
    {
      id: "features",
      keywords: ["functie", "mogelijkheden", "wat doet", "feature"],
      reply: `Elke maand schrijft onze AI SEO-blogposts voor je (${planBlogCounts("en", catalogue)} per maand). Daarnaast krijg je meta tags, zoekwoordadvies, tips voor mobiel en, in de grotere pakketten, een maandelijks SEO-rapport en posts voor je Google-bedrijfsprofiel. Alles beheer je in één dashboard.`,
    },
    {
      id: "demo",
      keywords: ["demo", "voorbeeld", "proberen", "example", "try"],
      reply: `Op onze demopagina zie je een voorbeeld van een AI-blogpost, een SEO-rapport en het dashboard. Op de homepage kun je ook meteen je eigen website laten analyseren en een voorbeeldartikel laten schrijven.`,
    },
    {
      id: "support",
      keywords: ["support", "hulp", "ondersteuning", "help"],
      reply: `We helpen je graag. Mail naar ${site.supportEmail} of bel ${site.phone}. In het helpcentrum vind je ook antwoorden op de meest gestelde vragen.`,
    },
    {
      id: "contactDetails",
      keywords: [
        "contact",
        "bellen",
        "telefoon",
        "telefoonnummer",
        "mailen",
        "e-mail",
        "email",
        "adres",
        "phone",
        "call",
        "address",
      ],
      reply: `Je bereikt ons team op ${site.email} of ${site.phone} (werkdagen). Ons kantoor is ${site.address.street}, ${site.address.postalCode} ${site.address.city}. Via het contactformulier op de contactpagina kan het ook; we reageren binnen één werkdag.`,
    },
    {
      id: "greeting",
      keywords: ["hallo", "hoi", "hey", "hi", "hello", "goedemorgen", "goedemiddag", "goedenavond"],
      reply:
        "Hallo! Leuk dat je er bent. Vraag me gerust iets over onze pakketten, resultaten of hoe Vindbaar werkt.",
    },
  ];
}

/** When no keyword matches, one of these is picked at random. */
export const fallbackReplies: readonly string[] = [
  "Goede vraag! Kun je iets meer vertellen over wat je zoekt? Ik help je graag met prijzen, functies of resultaten.",
  "Dat weet ik niet precies. Wil je iets weten over onze pakketten, het contract of hoe snel je resultaat ziet?",
  "Ik begrijp je vraag nog niet helemaal. Probeer het eens met woorden als 'prijs', 'demo' of 'support'.",
  "Daar help ik je graag mee, maar ik heb iets meer informatie nodig. Gaat je vraag over kosten, functies of ondersteuning?",
  `Voor deze vraag kun je het beste contact opnemen met ons team via ${site.supportEmail}. Of vraag me iets over onze pakketten of resultaten.`,
];
