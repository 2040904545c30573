import {
  PUBLIC_API_RATE_LIMIT,
  publicApiRoute,
  type PublicApiRouteId,
} from "@contract/public-api-routes";
import { PERFORMANCE_API_LIMITS } from "@contract/performance-api-limits";
import {
  PUBLIC_API_ERROR_CODES_BY_STATUS,
  type PublicApiErrorStatus,
} from "@contract/public-api-error-codes";
import type { ApiEndpoint, ApiOperation } from "@/components/marketing/endpoint-list";
import { apiAccessPlansText } from "./plans";

/**
 * /api-documentation (docs/product.md §2 and §7 "Documented public API", issue 12). Methods and paths come
 * from the contract's route list, which the `api` function's router and OpenAPI document use too
 * (tests/unit/api-documentation-openapi.test.tsx compares them). The base address is resolved by
 * the page from the configured Supabase URL; the texts here take it as a parameter. No zod here:
 * this page is prerendered and public.
 */
function operation(id: PublicApiRouteId, note?: string): ApiOperation {
  const route = publicApiRoute(id);
  return { method: route.method, path: route.path, ...(note ? { note } : {}) };
}

/** What each error status means; keyed by the contract's table, so a new status needs a meaning here. */
const STATUS_MEANINGS: Record<PublicApiErrorStatus, string> = {
  400: "De body is geen geldige JSON.",
  401: "Geen, een ongeldige of een ingetrokken API key (met de header WWW-Authenticate).",
  403: `Het abonnement bevat geen API-toegang (dat doen ${apiAccessPlansText}), of de PDF hoort niet bij dit rapport.`,
  404: "Het endpoint of het rapport bestaat niet, of is niet van jou.",
  405: "Deze methode is niet toegestaan op dit pad (zie de header Allow).",
  409: "Je bedrijfsprofiel is nog niet ingevuld (nodig om content te schrijven), of Google Search Console is niet gekoppeld of nog niet geïmporteerd (nodig voor je resultaten in Google).",
  422: "Ongeldige invoer; het veld fields geeft per veld aan wat er mis is.",
  429: "Te veel requests, of het aantal artikelen van deze periode is op; de header Retry-After zegt na hoeveel seconden het weer kan.",
  502: "De AI-dienst die het artikel schrijft gaf een fout; probeer het later opnieuw.",
  503: "Tijdelijk niet beschikbaar; probeer het later opnieuw.",
};

export const apiDocsPage = {
  hero: {
    eyebrow: "Developers",
    title: "API-documentatie",
    intro:
      "Koppel Vindbaar aan je eigen software. Met de REST API haal je rapporten, zoekwoorden en je resultaten in Google op en start je nieuwe content vanuit je eigen systemen.",
  },
  auth: {
    title: "Authenticatie",
    paragraphs: [
      `Elke request naar de API is geauthenticeerd met een API key. Je genereert een key in je dashboard onder API settings (API-instellingen); dat kan met het pakket ${apiAccessPlansText}. Je ziet de key één keer: bewaar hem direct. Behandel de key als een wachtwoord: deel hem niet en zet hem nooit in code die in de browser draait.`,
      "Stuur de key mee als Bearer token in de Authorization header van elke request. Een request zonder geldige key wordt geweigerd met status 401 Unauthorized.",
    ],
    headerLabel: "Authorization header",
    header: "Authorization: Bearer <API key>",
  },
  baseUrl: {
    title: "Base URL",
    text: "Alle endpoints vallen onder versie 1 van de API. Het basisadres volgt het patroon {host}/v1, met als {host} het functieadres van het Vindbaar-platform. Zet het pad van een endpoint (dat begint met /api/v1) erachter.",
    label: "Base URL",
  },
  endpoints: {
    title: "Endpoints",
    subtitle: "Requests en responses gebruiken JSON. Deze endpoints zijn beschikbaar in versie 1.",
  },
  example: {
    title: "Voorbeeld",
    text: "Zo haal je met curl je rapporten op. Vervang <API key> door je eigen key.",
    label: "Voorbeeld: rapporten ophalen met curl",
    code: (baseUrl: string) =>
      [
        `curl "${baseUrl}${publicApiRoute("listReports").path}" \\`,
        '  -H "Authorization: Bearer <API key>" \\',
        '  -H "Accept: application/json"',
      ].join("\n"),
    generateText: "En zo laat je een artikel schrijven over een onderwerp met je zoekwoorden:",
    generateLabel: "Voorbeeld: content genereren met curl",
    generateCode: (baseUrl: string) =>
      [
        `curl -X POST "${baseUrl}${publicApiRoute("generateContent").path}" \\`,
        '  -H "Authorization: Bearer <API key>" \\',
        '  -H "Content-Type: application/json" \\',
        '  -d \'{"topic": "Desembrood zelf bakken", "keywords": ["desembrood", "bakkerij utrecht"]}\'',
      ].join("\n"),
  },
  limits: {
    title: "Limieten en foutcodes",
    text: `Per API key mag je ${PUBLIC_API_RATE_LIMIT.requests} requests per ${PUBLIC_API_RATE_LIMIT.windowSeconds} seconden doen. Elke fout komt terug als JSON met twee velden: error, een melding voor mensen, en code, een vaste code om in je eigen software op te reageren, bijvoorbeeld {"error": "Deze API-sleutel is ongeldig.", "code": "invalid_api_key"}. De melding is Nederlands; stuur de header Accept-Language: en mee voor Engels. De code is in elke taal dezelfde en verandert niet.`,
    codesLabel: "Codes:",
    statuses: (Object.keys(STATUS_MEANINGS) as unknown as PublicApiErrorStatus[]).map((status) => ({
      status: String(status),
      meaning: STATUS_MEANINGS[status],
      codes: PUBLIC_API_ERROR_CODES_BY_STATUS[status],
    })),
  },
  openApi: {
    title: "OpenAPI",
    text: "De volledige beschrijving van alle velden staat in het OpenAPI 3.1-document. Je kunt het zonder key ophalen en in je eigen tools laden.",
    operation: operation("getOpenApi"),
  },
  help: {
    title: "Vragen over de API?",
    text: "Wil je koppelen en kom je er niet uit, of mis je iets? Ons team denkt graag met je mee.",
    linkLabel: "Neem contact op over de API",
  },
} as const;

/**
 * The three documented endpoints (reports, content generation, keywords), with the report-by-id variant under the reports endpoint, and
 * the customer's Search Console figures.
 */
export const apiEndpoints: readonly ApiEndpoint[] = [
  {
    ...operation("listReports"),
    title: "Rapporten ophalen",
    description:
      "Geeft de maandelijkse SEO-rapporten van je website terug, zoals je ze ook in je dashboard ziet: datum, score, trend en aantal gecontroleerde pagina's.",
    related: [
      operation(
        "getReport",
        "Eén rapport als JSON; met ?format=pdf een link die enkele minuten geldig is en de PDF downloadt.",
      ),
    ],
  },
  {
    ...operation("generateContent"),
    title: "Content genereren",
    description:
      "Schrijft een nieuw SEO-artikel. Je stuurt een onderwerp (topic) en zoekwoorden (keywords: het eerste is het focuszoekwoord, daarna hooguit vijf extra); je krijgt het concept terug en het telt mee voor het aantal blogposts van je pakket deze maand.",
  },
  {
    ...operation("listKeywords"),
    title: "Zoekwoorden ophalen",
    description:
      "Geeft je zoekwoorden terug, uit je bedrijfsprofiel en je blogartikelen, met per zoekwoord of het in titels, koppen en adressen van je website staat volgens het laatste rapport en hoeveel artikelen erop mikken. Met Google Search Console gekoppeld krijg je per zoekwoord ook de positie, vertoningen, klikken en CTR in Google over de laatste 28 dagen met gegevens (het veld period); zonder vertoningen is searchConsole null. Zoekvolume is null: daar hebben we geen databron voor, en we verzinnen geen cijfers.",
  },
  {
    ...operation("getPerformance"),
    title: "Resultaten in Google ophalen",
    description: `Geeft je klikken, vertoningen, CTR en gemiddelde positie in Google terug uit je gekoppelde Google Search Console: per dag (dimension=date, de standaard), per zoekopdracht (query) of per pagina (page), met de totalen van je website erbij. Zonder from en to krijg je de laatste 28 dagen met gegevens; met from en to (JJJJ-MM-DD) een eigen periode, hooguit ${PERFORMANCE_API_LIMITS.historyMonths} maanden terug. Bij query en page kies je met limit (hooguit ${PERFORMANCE_API_LIMITS.maxRows}) en offset welke rijen. Zijn eigen foutcodes zijn search_console_not_connected en search_console_no_data (409) en invalid_query (422).`,
  },
];
