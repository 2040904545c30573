import { MONEY_BACK_GUARANTEE } from "@contract/plans";
import { paths } from "./paths";

/**
 * Route facts: the one table of every route's path, who may open it and its head meta. The app's
 * route table (src/app/route-table.ts) adds the page loaders to it; the prerender list, the sitemap,
 * robots.txt, the SPA fallback, the session provider and <PageHead> all derive from it, so a path
 * is written once. It lives in config/ because pages and content may not import app/.
 *
 * Search metadata rules: a unique title (<= 60 characters) and, for indexable pages, a meta
 * description of 120–160 characters (tests/unit/page-meta.test.ts).
 */
export type RouteAccess =
  /** Prerendered and indexed; anyone may open it (buying on /pricing still needs a session). */
  | "public"
  /** Customer area: the session guard sends visitors without a session to /login with a returnUrl. */
  | "session"
  /** /login: a session arriving here moves on to the dashboard or the returnUrl. */
  | "guest-only"
  /** Client-rendered and not indexed, without a session check (the not-found page). */
  | "open";

export interface RouteMeta {
  title: string;
  description: string;
}

export interface RouteFacts {
  path: string;
  access: RouteAccess;
  meta: RouteMeta;
  /** The page's language when it is not Dutch (`<html lang>`, prerendered and after navigating). */
  language?: "en";
  /** The same page in the other language (hreflang alternates both ways). */
  alternate?: string;
}

export const routeFacts = [
  {
    path: paths.home,
    access: "public",
    meta: {
      title: "Vindbaar – AI-SEO voor het Nederlandse MKB",
      description:
        "Vindbaar schrijft elke maand SEO-blogs, meta tags en rapporten voor je website. Hoger in Google zonder technische kennis, vanaf € 19 per maand.",
    },
  },
  {
    path: paths.features,
    access: "public",
    meta: {
      title: "Functies – AI-blogs, SEO-rapporten en meer | Vindbaar",
      description:
        "Ontdek alle functies van Vindbaar: AI-geschreven blogs, maandelijkse SEO-rapporten, meta tags, zoekwoordstrategie, bedrijfsprofielposts en een eigen dashboard.",
    },
  },
  {
    path: paths.howItWorks,
    access: "public",
    meta: {
      title: "Zo werkt het – in 3 stappen vindbaar | Vindbaar",
      description:
        "Aanmelden, je bedrijf beschrijven en Vindbaar doet de rest: binnen 48 uur je eerste blog en SEO-advies, daarna elke maand nieuwe content en rapporten.",
    },
  },
  {
    path: paths.demo,
    access: "public",
    meta: {
      title: "Demo – bekijk blogs, rapporten en dashboard | Vindbaar",
      description:
        "Bekijk een voorbeeld van wat Vindbaar levert: een AI-geschreven blogartikel, een maandelijks SEO-rapport en het klantdashboard. Zonder account of creditcard.",
    },
  },
  {
    path: paths.testimonials,
    access: "public",
    meta: {
      title: "Ervaringen van klanten – 4,9/5 | Vindbaar",
      description:
        "Lees hoe ondernemers, zzp'ers en bureaus met Vindbaar beter vindbaar werden in Google. Echte ervaringen van klanten, gemiddeld beoordeeld met een 4,9 uit 5.",
    },
  },
  {
    path: paths.faq,
    access: "public",
    meta: {
      title: "Veelgestelde vragen over Vindbaar",
      description:
        "Antwoorden op de meestgestelde vragen over Vindbaar: hoe de AI-blogs werken, wat de pakketten kosten, opzeggen, de 14 dagen geld-terug-garantie en resultaten.",
    },
  },
  {
    path: paths.pricing,
    access: "public",
    meta: {
      title: "Prijzen – pakketten vanaf € 19 per maand | Vindbaar",
      description:
        "Vergelijk de pakketten Basic, Pro, Ultimate en Power. Maandelijks opzegbaar, geen minimale looptijd en 14 dagen geld-terug-garantie. Kies wat bij je past.",
    },
  },
  {
    path: paths.adCampaign,
    access: "public",
    meta: {
      title: "Meer klanten via Google met AI-SEO | Vindbaar",
      description:
        "Tot 38% meer organisch verkeer en zo'n 20 uur per maand tijdwinst. Vindbaar regelt je SEO automatisch, zodat jij je kunt richten op ondernemen. Start vandaag.",
    },
  },
  {
    path: paths.blog,
    access: "public",
    meta: {
      title: "Blog – SEO-tips voor ondernemers | Vindbaar",
      description:
        "Praktische SEO-tips, uitleg over AI-content en lokale vindbaarheid voor Nederlandse ondernemers. Lees de nieuwste artikelen van het Vindbaar-team op onze blog.",
    },
  },
  {
    path: paths.helpCenter,
    access: "public",
    meta: {
      title: "Helpcentrum – antwoorden en handleidingen | Vindbaar",
      description:
        "Vind snel antwoord in het helpcentrum van Vindbaar: aan de slag, account en facturering, functies en tools. Kom je er niet uit? Ons supportteam helpt je graag.",
    },
  },
  {
    path: paths.guides,
    access: "public",
    meta: {
      title: "Gidsen – stap voor stap beter vindbaar | Vindbaar",
      description:
        "Stapsgewijze SEO-gidsen voor beginners en gevorderden: van zoekwoordonderzoek tot lokale SEO. Leer in korte, praktische stappen hoe je beter vindbaar wordt.",
    },
  },
  {
    path: paths.apiDocumentation,
    access: "public",
    meta: {
      title: "API-documentatie – koppel je systemen | Vindbaar",
      description:
        "Documentatie van de Vindbaar API: authenticatie met een Bearer-token, rapporten ophalen, content genereren en zoekwoorden opvragen vanuit je eigen software.",
    },
  },
  {
    path: paths.community,
    access: "public",
    meta: {
      title: "Community – leer van 5.000+ ondernemers | Vindbaar",
      description:
        "Word lid van de Vindbaar-community: meer dan 5.000 leden, 500+ discussies per maand, 50+ experts en elke maand twee events over SEO en online marketing.",
    },
  },
  {
    path: paths.aboutUs,
    access: "public",
    meta: {
      title: "Over ons – de mensen achter Vindbaar",
      description:
        "Vindbaar maakt professionele SEO betaalbaar voor elk Nederlands bedrijf. Lees over onze missie, ons verhaal, onze waarden en het team dat Vindbaar bouwt.",
    },
  },
  {
    path: paths.careers,
    access: "public",
    meta: {
      title: "Vacatures – werken bij Vindbaar",
      description:
        "Bouw mee aan AI-SEO voor het Nederlandse MKB. Bekijk onze vacatures in engineering, marketing en customer success, in Amsterdam of op afstand, fulltime.",
    },
  },
  {
    path: paths.contact,
    access: "public",
    meta: {
      title: "Contact – neem contact op met Vindbaar",
      description:
        "Vragen over Vindbaar, een pakket of samenwerking? Stuur ons een bericht, mail of bel ons team in Amsterdam. We reageren op werkdagen binnen één werkdag.",
    },
  },
  {
    path: paths.privacyPolicy,
    access: "public",
    meta: {
      title: "Privacybeleid | Vindbaar",
      description:
        "Lees hoe Vindbaar je persoonsgegevens verzamelt, gebruikt en beschermt, welke verwerkers we inzetten, hoe lang we gegevens bewaren en welke rechten je hebt.",
    },
    alternate: paths.privacyPolicyEn,
  },
  {
    path: paths.privacyPolicyEn,
    access: "public",
    meta: {
      title: "Privacy Policy | Vindbaar",
      description:
        "Read how Vindbaar collects, uses and protects your personal data, which processors we use, how long we keep data and which rights you have under the GDPR.",
    },
    language: "en",
    alternate: paths.privacyPolicy,
  },
  {
    path: paths.termsOfService,
    access: "public",
    meta: {
      title: "Algemene voorwaarden | Vindbaar",
      description: `De voorwaarden van Vindbaar: pakketten en prijzen, maandelijks opzegbaar, ${MONEY_BACK_GUARANTEE.days} dagen geld-terug-garantie, wat er na opzeggen gebeurt en van wie de content is.`,
    },
    alternate: paths.termsOfServiceEn,
  },
  {
    path: paths.termsOfServiceEn,
    access: "public",
    meta: {
      title: "Terms of Service | Vindbaar",
      description: `The terms for using Vindbaar: plans and prices, monthly billing, cancelling at any time, the ${MONEY_BACK_GUARANTEE.days}-day money-back guarantee and ownership of generated content.`,
    },
    language: "en",
    alternate: paths.termsOfService,
  },
  {
    path: paths.login,
    access: "guest-only",
    meta: {
      title: "Inloggen | Vindbaar",
      description:
        "Log in op je Vindbaar-account of maak een nieuw account aan om je SEO-dashboard te gebruiken.",
    },
  },
  {
    path: paths.dashboard,
    access: "session",
    meta: {
      title: "Dashboard | Vindbaar",
      description:
        "Je Vindbaar-dashboard met rapporten, zoekwoorden, blogconcepten en je abonnement.",
    },
  },
  {
    path: paths.whiteLabel,
    access: "session",
    meta: {
      title: "White label | Vindbaar",
      description: "Stel de white-label branding van je Vindbaar-omgeving in.",
    },
  },
  {
    path: paths.onboarding,
    access: "session",
    meta: {
      title: "Vertel ons over je bedrijf | Vindbaar",
      description: "Vul je bedrijfsprofiel in; daarna scannen we direct je website.",
    },
  },
  {
    path: paths.businessProfile,
    access: "session",
    meta: {
      title: "Bedrijfsprofiel | Vindbaar",
      description: "Je bedrijfsgegevens, website, zoekwoorden en toon.",
    },
  },
  {
    path: paths.reports,
    access: "session",
    meta: {
      title: "Rapporten | Vindbaar",
      description: "Je SEO-rapporten: score, trend, verbeterpunten en PDF.",
    },
  },
  {
    path: paths.content,
    access: "session",
    meta: {
      title: "Content | Vindbaar",
      description: "Je contentkalender: geplande blogartikelen, concepten, export en WordPress.",
    },
  },
  {
    path: paths.searchConsoleCallback,
    access: "session",
    meta: {
      title: "Google Search Console koppelen | Vindbaar",
      description: "De koppeling met Google Search Console wordt afgerond.",
    },
  },
  {
    path: paths.apiSettings,
    access: "session",
    meta: {
      title: "API-instellingen | Vindbaar",
      description:
        "Maak API-sleutels aan en trek ze in om Vindbaar aan je eigen software te koppelen.",
    },
  },
  {
    path: paths.changePassword,
    access: "session",
    meta: {
      title: "Wachtwoord wijzigen | Vindbaar",
      description: "Kies een nieuw wachtwoord voor je Vindbaar-account.",
    },
  },
  {
    path: paths.seoHelper,
    access: "session",
    meta: {
      title: "SEO Helper | Vindbaar",
      description: "Zoekwoordinzichten en meta descriptions voor je website.",
    },
  },
] as const satisfies readonly RouteFacts[];

export type RoutePath = (typeof routeFacts)[number]["path"];

/** Only public routes are prerendered and indexed; every other route is client-rendered. */
export function isIndexable(route: RouteFacts): boolean {
  return route.access === "public";
}

/** The language a route's page is written in: Dutch unless the route says otherwise. */
export function routeLanguage(path: string): "nl" | "en" {
  const route: RouteFacts | undefined = routeFacts.find((entry) => entry.path === path);
  return route?.language ?? "nl";
}
