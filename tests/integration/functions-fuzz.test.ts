import { beforeAll, describe, expect, it } from "vitest";
import { signUpUser, useEmulator } from "./emulator-support";

/**
 * Every function answers bad input with a 4xx and a JSON `{ "error": "..." }` — never a 5xx. A
 * seeded generator posts malformed bodies (invalid JSON, wrong types, huge strings, missing and
 * extra fields, hostile keys) with and without a signed-in user, and other methods.
 */
const FUNCTIONS = [
  "create-checkout",
  "check-subscription",
  "customer-portal",
  "money-back",
  "stripe-webhook",
  "meta-descriptions",
  "leads",
  "analyze-site",
  "onboarding",
  "process-jobs",
  "reports",
  "site-scan",
  "keyword-data",
  "account",
  // A router: each route that reads a body, and an unknown one.
  "search-console/start",
  "search-console/callback",
  "search-console/property",
  "search-console/disconnect",
  "search-console/onbekend",
] as const;

const ROUNDS_PER_FUNCTION = 60;

const emulator = useEmulator({ autoconfirm: true });
let token: string;

/** mulberry32: a small deterministic PRNG, so a failure reproduces with the same seed. */
function prng(seed: number) {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const FIELDS = [
  "priceId",
  "trial",
  "flow",
  "confirm",
  "successUrl",
  "cancelUrl",
  "returnUrl",
  "name",
  "description",
  "email",
  "kind",
  "message",
  "website",
];

function fuzzValue(random: () => number, depth = 0): unknown {
  const pick = Math.floor(random() * 14);
  switch (pick) {
    case 0:
      return null;
    case 1:
      return Math.floor(random() * 2 ** 53) * (random() < 0.5 ? -1 : 1);
    case 2:
      return random() < 0.5;
    case 3:
      return "x".repeat(Math.floor(random() * 200_000));
    case 4:
      return "price_basic";
    case 5:
      return "https://evil.example/dashboard";
    case 6:
      return "http://localhost:5173/dashboard?checkout_success=true";
    case 7:
      return "javascript:alert(1)";
    case 8:
      return "\u0000\uFFFF\uD800";
    case 9:
      return depth > 2 ? [] : [fuzzValue(random, depth + 1), fuzzValue(random, depth + 1)];
    case 10:
      return depth > 2 ? {} : fuzzObject(random, depth + 1);
    case 11:
      return "";
    case 12:
      return 1.5e308;
    default:
      return "   ";
  }
}

function fuzzObject(random: () => number, depth = 0): Record<string, unknown> {
  const object: Record<string, unknown> = {};
  for (const field of FIELDS) {
    if (random() < 0.6) object[field] = fuzzValue(random, depth);
  }
  if (random() < 0.2) object["__proto__"] = { admin: true };
  if (random() < 0.2) Reflect.set(object, "constructor", { prototype: { polluted: true } });
  return object;
}

function fuzzBody(random: () => number): string {
  const pick = Math.floor(random() * 8);
  if (pick === 0) return "";
  if (pick === 1) return "{not json";
  if (pick === 2) return JSON.stringify(fuzzValue(random));
  if (pick === 3) return "[".repeat(5000);
  if (pick === 4) return '{"priceId": "price_pro", "successUrl": ';
  return JSON.stringify(fuzzObject(random));
}

beforeAll(async () => {
  const user = await signUpUser(emulator(), { prefix: "fuzz", requireSession: true });
  token = user.token ?? "";
}, 60_000);

describe.each(FUNCTIONS)("%s under malformed input", (name) => {
  it(`answers ${ROUNDS_PER_FUNCTION} malformed requests with 4xx { error } or a valid 2xx`, async () => {
    const random = prng(name.length * 7919);
    const failures: string[] = [];
    for (let round = 0; round < ROUNDS_PER_FUNCTION; round += 1) {
      const body = fuzzBody(random);
      const method = random() < 0.85 ? "POST" : (["PUT", "DELETE", "PATCH"] as const)[round % 3];
      const signedIn = random() < 0.8;
      const headers: Record<string, string> = {
        apikey: emulator().anonKey,
        Authorization: `Bearer ${signedIn ? token : emulator().anonKey}`,
        "Content-Type": random() < 0.9 ? "application/json" : "text/plain",
      };
      if (name === "stripe-webhook" && random() < 0.7) {
        headers["Stripe-Signature"] = `t=${Math.floor(Date.now() / 1000)},v1=${"ab".repeat(32)}`;
      }
      const response = await fetch(`${emulator().url}/functions/v1/${name}`, {
        method,
        headers,
        body,
      });
      const text = await response.text();
      if (response.status >= 500) {
        failures.push(`${method} ${body.slice(0, 80)} -> ${response.status} ${text.slice(0, 120)}`);
        continue;
      }
      if (response.status >= 400) {
        const parsed = JSON.parse(text) as { error?: unknown; msg?: unknown };
        // The gateway's own 401 (verify_jwt) uses { msg }, as the hosted gateway does.
        if (typeof parsed.error !== "string" && typeof parsed.msg !== "string") {
          failures.push(`${method} -> ${response.status} without an error message: ${text}`);
        }
      }
    }
    expect(failures).toEqual([]);
  }, 120_000);
});
