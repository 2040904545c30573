import { paths } from "@/config/paths";

/**
 * Search metadata per route: a unique title (<= 60 characters) and a meta description of
 * 120–160 characters. tests/unit/page-meta.test.ts enforces both rules.
 */
export interface PageMetaEntry {
  title: string;
  description: string;
  /** Protected and not-found pages are kept out of search indexes. */
  noindex?: boolean;
}

export const pageMeta = {
  [paths.home]: {
    title: "Vindbaar – AI-SEO voor het Nederlandse MKB",
    description:
      "Vindbaar schrijft elke maand SEO-blogs, meta tags en rapporten voor je website. Hoger in Google zonder technische kennis, vanaf € 19 per maand.",
  },
  [paths.features]: {
    title: "Functies – AI-blogs, SEO-rapporten en meer | Vindbaar",
    description:
      "Ontdek alle functies van Vindbaar: AI-geschreven blogs, maandelijkse SEO-rapporten, meta tags, zoekwoordstrategie, bedrijfsprofielposts en een eigen dashboard.",
  },
  [paths.howItWorks]: {
    title: "Zo werkt het – in 3 stappen vindbaar | Vindbaar",
    description:
      "Aanmelden, je bedrijf beschrijven en Vindbaar doet de rest: binnen 48 uur je eerste blog en SEO-advies, daarna elke maand nieuwe content en rapporten.",
  },
  [paths.demo]: {
    title: "Demo – bekijk blogs, rapporten en dashboard | Vindbaar",
    description:
      "Bekijk een voorbeeld van wat Vindbaar levert: een AI-geschreven blogartikel, een maandelijks SEO-rapport en het klantdashboard. Zonder account of creditcard.",
  },
  [paths.testimonials]: {
    title: "Ervaringen van klanten – 4,9/5 | Vindbaar",
    description:
      "Lees hoe ondernemers, zzp'ers en bureaus met Vindbaar beter vindbaar werden in Google. Echte ervaringen van klanten, gemiddeld beoordeeld met een 4,9 uit 5.",
  },
  [paths.faq]: {
    title: "Veelgestelde vragen over Vindbaar",
    description:
      "Antwoorden op de meestgestelde vragen over Vindbaar: hoe de AI-blogs werken, wat de pakketten kosten, opzeggen, de 14 dagen geld-terug-garantie en resultaten.",
  },
  [paths.pricing]: {
    title: "Prijzen – pakketten vanaf € 19 per maand | Vindbaar",
    description:
      "Vergelijk de pakketten Basic, Pro, Ultimate en Power. Maandelijks opzegbaar, geen minimale looptijd en 14 dagen geld-terug-garantie. Kies wat bij je past.",
  },
  [paths.adCampaign]: {
    title: "Meer klanten via Google met AI-SEO | Vindbaar",
    description:
      "Tot 38% meer organisch verkeer en zo'n 20 uur per maand tijdwinst. Vindbaar regelt je SEO automatisch, zodat jij je kunt richten op ondernemen. Start vandaag.",
  },
  [paths.blog]: {
    title: "Blog – SEO-tips voor ondernemers | Vindbaar",
    description:
      "Praktische SEO-tips, uitleg over AI-content en lokale vindbaarheid voor Nederlandse ondernemers. Lees de nieuwste artikelen van het Vindbaar-team op onze blog.",
  },
  [paths.helpCenter]: {
    title: "Helpcentrum – antwoorden en handleidingen | Vindbaar",
    description:
      "Vind snel antwoord in het helpcentrum van Vindbaar: aan de slag, account en facturering, functies en tools. Kom je er niet uit? Ons supportteam helpt je graag.",
  },
  [paths.guides]: {
    title: "Gidsen – stap voor stap beter vindbaar | Vindbaar",
    description:
      "Stapsgewijze SEO-gidsen voor beginners en gevorderden: van zoekwoordonderzoek tot lokale SEO. Leer in korte, praktische stappen hoe je beter vindbaar wordt.",
  },
  [paths.apiDocumentation]: {
    title: "API-documentatie – koppel je systemen | Vindbaar",
    description:
      "Documentatie van de Vindbaar API: authenticatie met een Bearer-token, rapporten ophalen, content genereren en zoekwoorden opvragen vanuit je eigen software.",
  },
  [paths.community]: {
    title: "Community – leer van 5.000+ ondernemers | Vindbaar",
    description:
      "Word lid van de Vindbaar-community: meer dan 5.000 leden, 500+ discussies per maand, 50+ experts en elke maand twee events over SEO en online marketing.",
  },
  [paths.aboutUs]: {
    title: "Over ons – de mensen achter Vindbaar",
    description:
      "Vindbaar maakt professionele SEO betaalbaar voor elk Nederlands bedrijf. Lees over onze missie, ons verhaal, onze waarden en het team dat Vindbaar bouwt.",
  },
  [paths.careers]: {
    title: "Vacatures – werken bij Vindbaar",
    description:
      "Bouw mee aan AI-SEO voor het Nederlandse MKB. Bekijk onze vacatures in engineering, marketing en customer success, in Amsterdam of op afstand, fulltime.",
  },
  [paths.contact]: {
    title: "Contact – neem contact op met Vindbaar",
    description:
      "Vragen over Vindbaar, een pakket of samenwerking? Stuur ons een bericht, mail of bel ons team in Amsterdam. We reageren op werkdagen binnen één werkdag.",
  },
  [paths.privacyPolicy]: {
    title: "Privacy Policy | Vindbaar",
    description:
      "Read how Vindbaar collects, uses and protects your personal data, which rights you have under the GDPR (AVG) and how to contact us about your privacy.",
  },
  [paths.termsOfService]: {
    title: "Terms of Service | Vindbaar",
    description:
      "The terms for using Vindbaar: monthly billing, cancelling at any time, refunds within 14 days, ownership of generated content and the rules of fair use.",
  },
  [paths.login]: {
    title: "Inloggen | Vindbaar",
    description:
      "Log in op je Vindbaar-account of maak een nieuw account aan om je SEO-dashboard te gebruiken.",
    noindex: true,
  },
  [paths.dashboard]: {
    title: "Dashboard | Vindbaar",
    description:
      "Je Vindbaar-dashboard met rapporten, zoekwoorden, blogconcepten en je abonnement.",
    noindex: true,
  },
  [paths.whiteLabel]: {
    title: "White label | Vindbaar",
    description: "Stel de white-label branding van je Vindbaar-omgeving in.",
    noindex: true,
  },
  [paths.seoHelper]: {
    title: "SEO Helper | Vindbaar",
    description: "Zoekwoordinzichten en meta descriptions voor je website.",
    noindex: true,
  },
} satisfies Record<string, PageMetaEntry>;

export const notFoundMeta: PageMetaEntry = {
  title: "Pagina niet gevonden (404) | Vindbaar",
  description: "Deze pagina bestaat niet (meer). Ga terug naar de homepage van Vindbaar.",
  noindex: true,
};
