import type { SupabaseClient } from "@supabase/supabase-js";
import { beforeAll, describe, expect, it } from "vitest";
import { emulatorClient, signUpUser, useEmulator } from "./emulator-support";

/**
 * The meta-descriptions Edge Function through the emulator, called with the real supabase-js
 * exactly as the browser calls it (supabase.functions.invoke), plus raw requests for what
 * supabase-js cannot send (other methods, malformed bodies).
 */
const emulator = useEmulator({ autoconfirm: true });
let userToken: string;

const input = {
  name: "Bakkerij De Korenschoof",
  description: "Wij zijn een bakkerij in Utrecht met ambachtelijk brood en taarten op bestelling.",
};

function client(): SupabaseClient {
  return emulatorClient(emulator());
}

async function signedInClient(email: string): Promise<{ supabase: SupabaseClient; token: string }> {
  const { supabase, token } = await signUpUser(emulator(), { email, requireSession: true });
  return { supabase, token: token ?? "" };
}

function functionUrl() {
  return `${emulator().url}/functions/v1/meta-descriptions`;
}

async function rawCall(init: RequestInit & { token?: string }) {
  const { token = userToken, ...rest } = init;
  const response = await fetch(functionUrl(), {
    ...rest,
    headers: {
      apikey: emulator().anonKey,
      Authorization: `Bearer ${token}`,
      ...(rest.headers ?? {}),
    },
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

/** The body of a FunctionsHttpError (supabase-js leaves the Response unread in error.context). */
async function errorBody(error: unknown): Promise<{ status: number; body: unknown }> {
  const response = (error as { context: Response }).context;
  return { status: response.status, body: await response.json() };
}

beforeAll(async () => {
  userToken = (await signedInClient("meta@vindbaar.test")).token;
}, 60_000);

describe("meta-descriptions function", () => {
  it("rejects a caller without a user session (anon key only) with 401 { error }", async () => {
    const { data, error } = await client().functions.invoke("meta-descriptions", { body: input });
    expect(data).toBeNull();
    const { status, body } = await errorBody(error);
    expect(status).toBe(401);
    expect(body).toEqual({
      error: "Niet ingelogd: je sessie is verlopen of ongeldig. Log opnieuw in.",
    });
  });

  it("is closed without any JWT at the gateway (verify_jwt)", async () => {
    const response = await fetch(functionUrl(), {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify(input),
    });
    expect(response.status).toBe(401);
  });

  it("answers a signed-in user with at least 3 suggestions", async () => {
    const { supabase } = await signedInClient("writer@vindbaar.test");
    const { data, error } = await supabase.functions.invoke("meta-descriptions", { body: input });
    expect(error).toBeNull();
    expect(Object.keys(data)).toEqual(["suggestion1", "suggestion2", "suggestion3"]);
    const suggestions = Object.values(data as Record<string, string>);
    expect(new Set(suggestions).size).toBe(3);
    for (const text of suggestions) {
      expect(text).toContain("Bakkerij De Korenschoof");
      expect(text.length).toBeGreaterThanOrEqual(120);
      expect(text.length).toBeLessThanOrEqual(160);
    }
    expect(suggestions.join(" ")).toMatch(/ambachtelijk brood/);
  });

  it("rejects a token whose session has been signed out", async () => {
    const { supabase, token } = await signedInClient("gone@vindbaar.test");
    await supabase.auth.signOut();
    const { status, body } = await rawCall({ method: "POST", token, body: JSON.stringify(input) });
    expect(status).toBe(401);
    expect(body).toEqual({
      error: "Niet ingelogd: je sessie is verlopen of ongeldig. Log opnieuw in.",
    });
  });

  it.each([
    ["a missing name", { description: input.description }, /^Bedrijfsnaam: /],
    [
      "a blank name",
      { name: "   ", description: input.description },
      /^Bedrijfsnaam: vul dit veld in.$/,
    ],
    [
      "a blank description",
      { name: input.name, description: "" },
      /^Beschrijving: vul dit veld in.$/,
    ],
    [
      "a name of the wrong type",
      { name: 42, description: input.description },
      /^Bedrijfsnaam: vul dit veld in.$/,
    ],
    ["a body that is not an object", ["Bakkerij"], /verwacht object/i],
    [
      "a description that is too long",
      { name: input.name, description: "x".repeat(1001) },
      /hooguit 1000 tekens/,
    ],
  ])("answers 400 { error } for %s", async (_label, body, message) => {
    const { status, body: answer } = await rawCall({
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify(body),
    });
    expect(status).toBe(400);
    expect(Object.keys(answer)).toEqual(["error"]);
    expect(answer.error).toMatch(message);
  });

  it("answers 400 for malformed JSON and an empty body, through supabase-js too", async () => {
    const malformed = await rawCall({
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: "{name:",
    });
    expect(malformed).toEqual({
      status: 400,
      body: { error: "Het verzoek is geen geldige JSON." },
    });
    const empty = await rawCall({ method: "POST" });
    expect(empty).toEqual({
      status: 400,
      body: { error: "Het verzoek heeft geen inhoud (JSON verwacht)." },
    });

    const { supabase } = await signedInClient("text@vindbaar.test");
    const { error } = await supabase.functions.invoke("meta-descriptions", { body: "plain text" });
    expect(await errorBody(error)).toEqual({
      status: 400,
      body: { error: "Het verzoek is geen geldige JSON." },
    });
  });

  it("answers 405 { error } for other methods and handles the CORS preflight", async () => {
    const get = await fetch(functionUrl(), {
      headers: { apikey: emulator().anonKey, Authorization: `Bearer ${userToken}` },
    });
    expect(get.status).toBe(405);
    expect(get.headers.get("allow")).toBe("POST, OPTIONS");
    expect(await get.json()).toEqual({
      error: "Deze methode is hier niet toegestaan. Gebruik POST.",
    });

    const preflight = await fetch(functionUrl(), {
      method: "OPTIONS",
      headers: {
        Origin: "http://localhost:5173",
        "Access-Control-Request-Method": "POST",
        "Access-Control-Request-Headers": "authorization, apikey, content-type, x-client-info",
      },
    });
    expect(preflight.status).toBe(200);
    expect(preflight.headers.get("access-control-allow-origin")).toBe("*");
    expect(preflight.headers.get("access-control-allow-headers")).toContain("x-client-info");
  });
});
