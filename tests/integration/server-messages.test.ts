import type { SupabaseClient } from "@supabase/supabase-js";
import { beforeAll, describe, expect, it } from "vitest";
import { emulatorClient, signUpUser, useEmulator, type SignedUpUser } from "./emulator-support";

/**
 * Every function's refusals in the caller's language (issue 22): Dutch without Accept-Language
 * (and for a Dutch browser), English with `Accept-Language: en`, validation messages naming the
 * field as its form does. Real supabase-js against the emulator; a customer without a plan.
 */
const emulator = useEmulator({ autoconfirm: true });
let customer: SignedUpUser;

type Method = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";

async function refusal(
  supabase: SupabaseClient,
  name: string,
  method: Method,
  body: unknown,
  language?: string,
): Promise<{ status: number; error: unknown }> {
  const { error } = await supabase.functions.invoke(name, {
    method,
    headers: language ? { "Accept-Language": language } : {},
    ...(body === undefined ? {} : { body: body as Record<string, unknown> }),
  });
  const context = (error as { context?: Response } | null)?.context;
  if (!context) throw new Error(`${name} did not refuse`);
  return { status: context.status, error: ((await context.json()) as { error: unknown }).error };
}

interface Case {
  name: string;
  method: Method;
  body?: unknown;
  status: number;
  nl: string;
  en: string;
  signedOut?: boolean;
}

const CASES: Case[] = [
  {
    name: "account",
    method: "POST",
    status: 405,
    nl: "Deze methode is hier niet toegestaan. Gebruik GET of PUT.",
    en: "Method not allowed. Use GET or PUT.",
  },
  {
    name: "white-label/settings",
    method: "POST",
    status: 405,
    nl: "Deze methode is hier niet toegestaan. Gebruik GET of PUT.",
    en: "Method not allowed. Use GET or PUT.",
  },
  {
    name: "white-label-branding?host=bakkerij.example",
    method: "POST",
    status: 405,
    nl: "Deze methode is hier niet toegestaan. Gebruik GET.",
    en: "Method not allowed. Use GET.",
  },
  {
    name: "analyze-site?id=nope",
    method: "GET",
    status: 400,
    nl: "Ongeldige analyse-id.",
    en: "Invalid analysis id.",
  },
  {
    name: "analyze-site",
    method: "POST",
    body: { url: " " },
    status: 400,
    nl: "Website-adres: Voer een website-adres in.",
    en: "Website address: Enter a website address.",
  },
  {
    name: "leads",
    method: "POST",
    body: { kind: "cta", email: "geen-adres" },
    status: 400,
    nl: "E-mailadres: vul een geldig e-mailadres in, bijvoorbeeld naam@bedrijf.nl.",
    en: "E-mail address: enter a valid e-mail address, for example name@company.nl.",
  },
  {
    name: "api-keys?id=nope",
    method: "DELETE",
    status: 400,
    nl: "Ongeldige sleutel-id.",
    en: "Invalid key id.",
  },
  {
    name: "api-keys",
    method: "POST",
    body: { name: "" },
    status: 400,
    nl: "Naam van de sleutel: Geef je sleutel een naam van 1 tot 60 tekens.",
    en: "Key name: Give your key a name of 1 to 60 characters.",
  },
  {
    name: "api-keys",
    method: "GET",
    status: 401,
    signedOut: true,
    nl: "Niet ingelogd: je sessie is verlopen of ongeldig. Log opnieuw in.",
    en: "Not signed in: your session has expired or is invalid. Please sign in again.",
  },
  {
    name: "check-subscription",
    method: "PUT",
    status: 405,
    nl: "Deze methode is hier niet toegestaan. Gebruik POST of GET.",
    en: "Method not allowed. Use POST or GET.",
  },
  {
    name: "content?id=nope&format=html",
    method: "GET",
    status: 400,
    nl: "Ongeldig artikel-id.",
    en: "Invalid article id.",
  },
  {
    name: "content",
    method: "POST",
    body: { action: "update-topic", id: crypto.randomUUID(), topic: "ab", focusKeyword: "brood" },
    status: 400,
    nl: "Onderwerp: Een onderwerp heeft 3 tot 160 tekens.",
    en: "Topic: A topic has 3 to 160 characters.",
  },
  {
    name: "create-checkout",
    method: "POST",
    body: { priceId: "bestaat-niet", successUrl: "x", cancelUrl: "x" },
    status: 400,
    nl: "Dit abonnement bestaat niet.",
    en: "Plan not found",
  },
  {
    name: "customer-portal",
    method: "POST",
    body: { returnUrl: "" },
    status: 400,
    nl: "Terugkeeradres: vul een adres in.",
    en: "returnUrl: is required",
  },
  {
    name: "money-back",
    method: "POST",
    body: { confirm: true },
    status: 409,
    nl: "Er is geen betaling om terug te storten.",
    en: "There is no payment to refund",
  },
  {
    name: "keyword-data",
    method: "POST",
    body: { keyword: "  " },
    status: 400,
    nl: "Zoekwoord: Vul een zoekwoord in.",
    en: "Keyword: Enter a keyword.",
  },
  {
    name: "meta-descriptions",
    method: "POST",
    body: { name: "", description: "Bakkerij" },
    status: 400,
    nl: "Bedrijfsnaam: vul dit veld in.",
    en: "Company name: is required.",
  },
  {
    name: "onboarding",
    method: "PUT",
    body: {},
    status: 400,
    nl: "Bedrijfsnaam: Vul de naam van je bedrijf in (2 tot 100 tekens).",
    en: "Business name: Fill in your business name (2 to 100 characters).",
  },
  {
    name: "reports?id=nope",
    method: "GET",
    status: 400,
    nl: "Ongeldige rapport-id.",
    en: "Invalid report id.",
  },
  {
    name: "search-console/bestaat-niet",
    method: "GET",
    status: 404,
    nl: "Onbekende Search Console-actie.",
    en: "Unknown Search Console action.",
  },
  {
    name: "site-facts",
    method: "PATCH",
    body: { id: "x", hidden: true },
    status: 400,
    nl: "Feit: Geef een feit-id en of het verborgen moet worden.",
    en: "Fact: Give a fact id and whether it should be hidden.",
  },
  {
    name: "site-scan",
    method: "POST",
    body: {},
    status: 403,
    nl: "Kies eerst een abonnement om je website te laten scannen.",
    en: "Choose a plan first to have your website scanned.",
  },
];

beforeAll(async () => {
  customer = await signUpUser(emulator(), { prefix: "taal", requireSession: true });
}, 60_000);

describe("server messages in the caller's language", () => {
  const client = (entry: Case) =>
    entry.signedOut ? emulatorClient(emulator()) : customer.supabase;

  it.each(CASES)("$method $name: Dutch by default", async (entry) => {
    expect(await refusal(client(entry), entry.name, entry.method, entry.body)).toEqual({
      status: entry.status,
      error: entry.nl,
    });
    expect(
      await refusal(client(entry), entry.name, entry.method, entry.body, "nl-NL,nl;q=0.9"),
    ).toEqual({ status: entry.status, error: entry.nl });
  });

  it.each(CASES)("$method $name: English with Accept-Language: en", async (entry) => {
    expect(await refusal(client(entry), entry.name, entry.method, entry.body, "en")).toEqual({
      status: entry.status,
      error: entry.en,
    });
  });

  it("picks the first supported language by quality", async () => {
    const answer = await refusal(
      customer.supabase,
      "reports?id=nope",
      "GET",
      undefined,
      "fr, en;q=0.8, nl;q=0.5",
    );
    expect(answer).toEqual({ status: 400, error: "Invalid report id." });
  });
});
