import { plans } from "./plans";

/** The plan that carries white label, named from the catalogue so a renamed plan stays right. */
const whiteLabelPlan = plans.find((plan) => plan.whiteLabel)?.name ?? "Power";

/** The eight feature cards (docs/product.md §2: home page and /features). `icon` names a marketing icon. */
export const features = [
  {
    icon: "pen-line",
    title: "AI-geschreven blogposts",
    description:
      "Elke maand nieuwe, SEO-geoptimaliseerde artikelen over onderwerpen waar jouw klanten op zoeken. In jouw tone of voice en klaar om te publiceren.",
  },
  {
    icon: "file-bar-chart",
    title: "Maandelijkse SEO-rapporten",
    description:
      "Een helder rapport als PDF: hoe je scoort, welke zoekwoorden stijgen en wat de volgende stap is. Zonder vakjargon.",
  },
  {
    icon: "tags",
    title: "Meta tags die klikken opleveren",
    description:
      "Titels en meta descriptions per pagina, op de juiste lengte en met je belangrijkste zoekwoord, zodat meer zoekers doorklikken.",
  },
  {
    icon: "map-pin",
    title: "Posts voor je bedrijfsprofiel",
    description:
      "Regelmatige updates voor je Google-bedrijfsprofiel, zodat je beter gevonden wordt door klanten bij jou in de buurt.",
  },
  {
    icon: "target",
    title: "Zoekwoordstrategie",
    description:
      "We zoeken uit op welke woorden jouw klanten zoeken en waar je kansen liggen, en doen elke maand nieuwe zoekwoordsuggesties.",
  },
  {
    icon: "smartphone",
    title: "Tips voor mobiele optimalisatie",
    description:
      "Meer dan de helft van je bezoekers komt via de telefoon. Je krijgt concrete tips om je website op mobiel sneller en prettiger te maken.",
  },
  {
    icon: "layout-dashboard",
    title: "Eigen dashboard",
    description:
      "Al je content, rapporten en aanbevelingen op één plek. Je beheert er ook zelf je abonnement: upgraden of opzeggen in een paar klikken.",
  },
  {
    icon: "users",
    title: "White label voor bureaus",
    description: `Lever met het ${whiteLabelPlan}-pakket content en rapporten onder je eigen merk aan je klanten, met je eigen logo, kleuren en domein.`,
  },
] as const satisfies ReadonlyArray<{ icon: string; title: string; description: string }>;

/** Section header above the cards on the home page. */
export const featuresSection = {
  eyebrow: "Functies",
  title: "Alles wat je nodig hebt om gevonden te worden",
  subtitle:
    "Vindbaar neemt het SEO-werk uit handen dat je zelf nooit aan toe komt: van blogs en meta tags tot rapporten en lokale vindbaarheid.",
};

/** /features: the page hero and the heading of its one section. */
export const featuresPage = {
  hero: {
    eyebrow: "Functies",
    title: "Professionele SEO, volledig geautomatiseerd",
    intro:
      "Geen technische kennis nodig en geen bureau dat per uur factureert. Vindbaar combineert AI met bewezen SEO-methodes en levert elke maand werk dat je website hoger in Google brengt.",
  },
  section: {
    eyebrow: "Wat je krijgt",
    title: "Acht manieren waarop Vindbaar je vindbaarder maakt",
    subtitle:
      "Welke onderdelen in je abonnement zitten, hangt af van je pakket. Op de prijzenpagina zie je precies wat elk pakket bevat.",
  },
};
