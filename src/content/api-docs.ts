import type { ApiEndpoint } from "@/components/marketing/endpoint-list";

/**
 * /api-documentation (spec §2 and §7 "Documented public API"). The spec only fixes the base
 * address pattern, Bearer authentication and the three endpoints; payloads are not specified,
 * so the texts describe them without inventing field names.
 */
export const apiBaseUrl = "{host}/v1";

export const apiDocsPage = {
  hero: {
    eyebrow: "Developers",
    title: "API-documentatie",
    intro:
      "Koppel Vindbaar aan je eigen software. Met de REST API haal je rapporten en zoekwoorden op en start je nieuwe content vanuit je eigen systemen.",
  },
  auth: {
    title: "Authenticatie",
    paragraphs: [
      "Elke request naar de API is geauthenticeerd met een API key. Je genereert een key in je dashboard onder API settings (API-instellingen). Behandel de key als een wachtwoord: deel hem niet en zet hem nooit in code die in de browser draait.",
      "Stuur de key mee als Bearer token in de Authorization header van elke request. Een request zonder geldige key wordt geweigerd met status 401 Unauthorized.",
    ],
    headerLabel: "Authorization header",
    header: "Authorization: Bearer <API key>",
  },
  baseUrl: {
    title: "Base URL",
    text: "Alle endpoints vallen onder versie 1 van de API. {host} staat voor het API-adres dat bij je key in de API settings wordt getoond.",
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
    code: [
      `curl "${apiBaseUrl}/reports" \\`,
      '  -H "Authorization: Bearer <API key>" \\',
      '  -H "Accept: application/json"',
    ].join("\n"),
  },
  help: {
    title: "Vragen over de API?",
    text: "Een volledige beschrijving van de velden per endpoint volgt. Wil je nu al koppelen of mis je iets? Ons team denkt graag met je mee.",
    linkLabel: "Neem contact op over de API",
  },
} as const;

export const apiEndpoints: readonly ApiEndpoint[] = [
  {
    method: "GET",
    path: "/api/v1/reports",
    title: "Rapporten ophalen",
    description:
      "Geeft de maandelijkse SEO-rapporten van je website terug, zoals je ze ook in je dashboard ziet.",
  },
  {
    method: "POST",
    path: "/api/v1/content/generate",
    title: "Content genereren",
    description:
      "Start het schrijven van een nieuw SEO-artikel. Je geeft in de body aan waarover het artikel moet gaan; het resultaat verschijnt als concept in je dashboard.",
  },
  {
    method: "GET",
    path: "/api/v1/keywords",
    title: "Zoekwoorden ophalen",
    description:
      "Geeft de zoekwoorden terug die voor je website worden gevolgd, samen met nieuwe zoekwoordsuggesties.",
  },
];
