import { beforeAll, describe, expect, it, vi } from "vitest";
import { TEXT_CATALOGUE } from "../../supabase/functions/_shared/contract/control-characters.ts";
import { WHITE_LABEL_DEFAULTS } from "../../supabase/functions/_shared/contract/white-label.ts";
import { invoke, signUpCustomer, subscribe, type Customer } from "./billing-support.ts";
import { callContent, postsOf, profileFor, saveProfile } from "./content-support.ts";
import { useSiteEmulator } from "./site-emulator.ts";

vi.setConfig({ testTimeout: 60_000, hookTimeout: 120_000 });

/**
 * A control character in a text (a NUL above all, which Postgres cannot store in text) is the
 * caller's mistake: every function that stores free text answers 400 with one clear message in
 * the request's language, and stores nothing. Multi-line texts keep tab and line breaks.
 */
const { site, emulator, db } = useSiteEmulator();
const NL = TEXT_CATALOGUE.nl.controlCharacter;
const EN = TEXT_CATALOGUE.en.controlCharacter;
const ENGLISH = { "Accept-Language": "en" };

let power: Customer;
let apiKey: string;
let postId: string;

beforeAll(async () => {
  power = await signUpCustomer(emulator(), "stuurteken");
  await subscribe(emulator(), power, "price_power");
  await saveProfile(power, `${site().origin}/goed`);
  expect(await emulator().jobs.runDue()).toMatchObject({ failed: 0, retried: 0 });
  postId = postsOf(await callContent(power, "GET"))[0]!.id;
  const key = await invoke(power, "api-keys", { name: "Stuurteken" });
  apiKey = key.body.key as string;
});

/** A function called through supabase-js as the dashboard does; the error body when it refuses. */
async function call(
  name: string,
  method: "POST" | "PUT",
  body: Record<string, unknown>,
  headers: Record<string, string> = {},
) {
  const { data, error, response } = await power.supabase.functions.invoke(name, {
    method,
    body,
    headers,
  });
  if (error) {
    const context = (error as { context?: Response }).context!;
    return { status: context.status, body: (await context.json()) as Record<string, unknown> };
  }
  return { status: response?.status ?? 200, body: data as Record<string, unknown> };
}

async function postLead(body: Record<string, unknown>, headers: Record<string, string> = {}) {
  const response = await fetch(`${emulator().url}/functions/v1/leads`, {
    method: "POST",
    headers: {
      apikey: emulator().anonKey,
      Authorization: `Bearer ${emulator().anonKey}`,
      "content-type": "application/json",
      ...headers,
    },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

const contact = (patch: Record<string, string>) => ({
  kind: "contact",
  email: "nul@example.nl",
  firstName: "Nina",
  lastName: "Nul",
  subject: "Vraag",
  message: "Hallo,\n\tik heb een vraag.\r\nGroet",
  ...patch,
});

describe("a NUL or another control character is a 400 in the request's language", () => {
  it("leads: nothing is stored; a message keeps its tab and line breaks", async () => {
    const count = async () =>
      Number((await db()`select count(*)::int as n from public.leads`)[0]!.n);
    const before = await count();
    expect(await postLead(contact({ message: "Hallo\u0000daar" }))).toEqual({
      status: 400,
      body: { error: `Bericht: ${NL}` },
    });
    expect(await postLead(contact({ firstName: "Ni\u0000na" }), ENGLISH)).toEqual({
      status: 400,
      body: { error: `First name: ${EN}` },
    });
    // A tab in a one-line field is a control character too; a backspace (08) anywhere.
    expect((await postLead(contact({ subject: "Vr\taag" }))).status).toBe(400);
    expect((await postLead(contact({ message: "Hallo\bdaar" }))).status).toBe(400);
    expect(await count()).toBe(before);
    expect(await postLead(contact({}))).toEqual({ status: 200, body: { ok: true } });
    expect(await count()).toBe(before + 1);
  });

  it("onboarding: the profile stays as it was", async () => {
    const profile = (patch: Record<string, unknown>) => ({
      ...profileFor(`${site().origin}/goed`),
      ...patch,
    });
    expect(await call("onboarding", "PUT", profile({ businessName: "Van\u0000Dijk" }))).toEqual({
      status: 400,
      body: { error: `Bedrijfsnaam: ${NL}` },
    });
    expect(
      await call("onboarding", "PUT", profile({ keywords: ["cv\u0000ketel", "b", "c"] }), ENGLISH),
    ).toEqual({ status: 400, body: { error: `Keywords: ${EN}` } });
    const [row] = await db()`
      select business_name from public.business_profiles where user_id = ${power.id}`;
    expect(row!.business_name).toBe("Installatiebedrijf Van Dijk");
  });

  it("white label: the settings are not saved", async () => {
    const settings = { ...WHITE_LABEL_DEFAULTS, enabled: true, companyName: "Bureau\u0000Nul" };
    expect(await call("white-label", "PUT", settings)).toEqual({
      status: 400,
      body: { error: `Bedrijfsnaam: ${NL}` },
    });
    expect(
      await call(
        "white-label",
        "PUT",
        { ...settings, companyName: "Bureau", emailFooter: "a\u0001b" },
        ENGLISH,
      ),
    ).toEqual({ status: 400, body: { error: `Email footer: ${EN}` } });
    const rows = await db()`
      select company_name from public.white_label_settings where user_id = ${power.id}`;
    expect(rows).toEqual([]);
  });

  it("content: a topic and a draft with a NUL are refused, the post unchanged", async () => {
    const before =
      await db()`select topic, title, markdown from public.content_posts where id = ${postId}`;
    expect(
      await callContent(power, "POST", {
        action: "update-topic",
        id: postId,
        topic: "Cv-ketel\u0000vervangen",
        focusKeyword: "cv-ketel vervangen",
        secondaryKeywords: [],
      }),
    ).toEqual({ status: 400, body: { error: `Onderwerp: ${NL}` } });
    const draft = {
      action: "save-draft",
      id: postId,
      title: "Je cv-ketel vervangen",
      metaTitle: "Cv-ketel vervangen",
      metaDescription: "Alles over een nieuwe cv-ketel.",
      markdown: `## Kop\n\n${"Een zin over de ketel. ".repeat(20)}\u0000`,
    };
    expect(await callContent(power, "POST", draft, "", "en")).toEqual({
      status: 400,
      body: { error: `Text (Markdown): ${EN}` },
    });
    expect(
      await callContent(power, "POST", { ...draft, title: "Je\u0000ketel", markdown: "x" }),
    ).toEqual({ status: 400, body: { error: `Titel: ${NL}` } });
    expect(
      await db()`select topic, title, markdown from public.content_posts where id = ${postId}`,
    ).toEqual(before);
  });

  it("the public API's content/generate: 422 invalid_input naming the field, no draft", async () => {
    const count = async () =>
      Number(
        (
          await db()`select count(*)::int as n from public.content_posts where user_id = ${power.id}`
        )[0]!.n,
      );
    const before = await count();
    const generate = (language?: string) =>
      fetch(`${emulator().url}/functions/v1/api/v1/content/generate`, {
        method: "POST",
        headers: {
          Authorization: `Bearer ${apiKey}`,
          "Content-Type": "application/json",
          ...(language ? { "Accept-Language": language } : {}),
        },
        body: JSON.stringify({ topic: "Desem\u0000brood", keywords: ["desem\u0000"] }),
      }).then(async (response) => ({ status: response.status, body: await response.json() }));
    expect(await generate()).toEqual({
      status: 422,
      body: {
        error: "De invoer is ongeldig.",
        code: "invalid_input",
        fields: { topic: NL, "keywords.0": NL },
      },
    });
    expect((await generate("en")).body.fields).toEqual({ topic: EN, "keywords.0": EN });
    expect(await count()).toBe(before);
  });
});
