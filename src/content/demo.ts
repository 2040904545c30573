import { formatDateLong } from "@/lib/format";
import { plans } from "./plans";

// The demo dashboard shows the Ultimate plan with next invoice 15 June 2025 (docs/product.md §9). Its price
// and blog allowance come from the catalogue.
const demoPlan = plans.find((plan) => plan.id === "ultimate") ?? plans[0];

/** /demo (docs/product.md §2): hero, the three tabs and the button that scrolls to the call-to-action. */
export const demoPage = {
  hero: {
    eyebrow: "Demo",
    title: "Zie wat Vindbaar elke maand voor je maakt",
    intro:
      "Geen account nodig: bekijk een voorbeeld van een AI-geschreven blog, een maandelijks SEO-rapport en het dashboard waarin alles samenkomt.",
  },
  section: {
    eyebrow: "Voorbeelden",
    // The figures below are examples for a fictional business, not measurements of a customer:
    // the text says so, so nobody reads them as results we measured.
    title: "Drie voorbeelden van wat Vindbaar elke maand maakt",
    subtitle:
      "Voor een verzonnen installatiebedrijf uit Utrecht, met voorbeeldcijfers. In je eigen account komen klikken, vertoningen en posities uit je eigen Google Search Console.",
  },
  tabs: { blog: "Blog Content", report: "SEO Rapport", dashboard: "Dashboard" },
  tabsLabel: "Voorbeelden van Vindbaar",
  cta: {
    title: "Wil je dit ook voor jouw bedrijf?",
    text: "Laat je e-mailadres achter en we laten zien wat Vindbaar voor jouw website kan doen.",
    button: "Vraag je eigen SEO-plan aan",
  },
};

export const demoBlog = {
  label: "Voorbeeldartikel",
  seoPanelLabel: "SEO-gegevens van dit artikel",
  metaTitleLabel: "Meta title",
  metaDescriptionLabel: "Meta description",
  keywordsLabel: "Zoekwoorden",
  title: "Cv-ketel vervangen: 7 signalen dat het tijd is",
  metaTitle: "Cv-ketel vervangen? 7 signalen dat het tijd is | De Vries",
  metaDescription:
    "Valt je cv-ketel vaak uit of stijgt je energierekening? Lees de 7 signalen dat vervangen slimmer is dan repareren, en wat een nieuwe ketel je oplevert.",
  keywords: [
    "cv-ketel vervangen",
    "nieuwe cv-ketel",
    "cv-ketel storing",
    "installateur utrecht",
    "hr-ketel kosten",
  ],
  stats: [
    { label: "Woorden", value: "1.140" },
    { label: "Leestijd", value: "5 min" },
    { label: "SEO-score", value: "94/100" },
  ],
  intro:
    "Een cv-ketel gaat gemiddeld vijftien jaar mee. Maar wanneer is repareren niet meer de moeite waard? Dit zijn de signalen waarop je let, zodat je niet midden in de winter in de kou zit.",
  sections: [
    {
      heading: "1. Je ketel is ouder dan twaalf jaar",
      text: "Na een jaar of twaalf neemt het rendement merkbaar af en worden onderdelen lastiger te krijgen. Een moderne hr-ketel verbruikt tot een vijfde minder gas.",
    },
    {
      heading: "2. De storingen stapelen zich op",
      text: "Moet de monteur vaker dan één keer per jaar langskomen? Dan tellen de reparatiekosten snel op tot meer dan de helft van een nieuwe ketel.",
    },
    {
      heading: "3. Je energierekening stijgt zonder reden",
      text: "Stook je hetzelfde, maar betaal je meer? Een ketel die slecht verbrandt, verspilt gas. Een onderhoudsbeurt laat zien of vervangen verstandig is.",
    },
  ],
  more: "… en nog vier signalen, met een kostenoverzicht en een checklist voor je offerte.",
};

export const demoReport = {
  label: "Maandrapport",
  title: "SEO-rapport mei 2025",
  site: "devries-installatie.nl",
  overallLabel: "Totaalscore",
  overall: 88,
  scores: [
    { label: "SEO", value: 94 },
    { label: "Prestaties", value: 78 },
    { label: "Toegankelijkheid", value: 88 },
    { label: "Best practices", value: 92 },
  ],
  highlightsTitle: "Deze maand",
  highlights: [
    { label: "Organische bezoekers", value: "2.318", change: "+24% t.o.v. april" },
    { label: "Zoekwoorden in de top 10", value: "17", change: "+5 t.o.v. april" },
    { label: "Nieuwe backlinks", value: "6", change: "+2 t.o.v. april" },
  ],
  keywordsTitle: "Zoekwoordposities",
  keywordColumns: {
    keyword: "Zoekwoord",
    position: "Positie",
    change: "Verandering",
    volume: "Zoekvolume",
  },
  keywords: [
    { keyword: "loodgieter utrecht", position: 4, change: 3, volume: 2400 },
    { keyword: "cv-ketel vervangen", position: 7, change: 6, volume: 5400 },
    { keyword: "installateur utrecht", position: 9, change: 2, volume: 1300 },
    { keyword: "vloerverwarming aanleggen", position: 14, change: -1, volume: 3600 },
  ],
  recommendationsTitle: "Aanbevelingen",
  recommendations: [
    "Comprimeer de foto's op je dienstenpagina's: dat scheelt bijna een seconde laadtijd op mobiel.",
    "Schrijf voor drie pagina's een meta description van 150-160 tekens; die ontbreekt nu.",
    "Maak een aparte pagina voor vloerverwarming: daar liggen de meeste nieuwe kansen.",
  ],
};

export const demoDashboard = {
  label: "Klantdashboard",
  greeting: "Welkom terug, Mark",
  planTitle: "Abonnement",
  planName: `${demoPlan.name} Plan`,
  planPrice: demoPlan.price,
  perMonth: "/maand",
  nextInvoiceLabel: "Volgende factuur",
  nextInvoice: formatDateLong("2025-06-15"),
  stats: [
    { label: "Blogs deze maand", value: `6 van ${demoPlan.blogs}` },
    { label: "Rapporten", value: "5" },
    { label: "Nieuwe zoekwoorden", value: "38" },
    { label: "Geplande profielposts", value: "3" },
  ],
  contentTitle: "Contentplanning",
  content: [
    {
      title: "Cv-ketel vervangen: 7 signalen dat het tijd is",
      status: "Gepubliceerd",
      tone: "success",
      date: formatDateLong("2025-05-06"),
    },
    {
      title: "Vloerverwarming in een bestaand huis: zo werkt het",
      status: "Klaar voor review",
      tone: "warning",
      date: formatDateLong("2025-05-20"),
    },
    {
      title: "Lekkage in de badkamer? Dit doe je eerst",
      status: "Gepland",
      tone: "secondary",
      date: formatDateLong("2025-06-03"),
    },
  ],
} as const;
