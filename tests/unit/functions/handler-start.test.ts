import { readdirSync, readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { describe, expect, it } from "vitest";

/**
 * Every function handler starts the same way, through supabase/functions/_shared/request.ts: CORS
 * preflight, the caller's language, the method, the caller. A handler that writes that start by
 * hand drifts (a 405 in the wrong language, a forgotten preflight).
 */
const functionsDir = resolve(import.meta.dirname, "../../../supabase/functions");
/** Their start is a router's: the preflight, then Hono routes and withCors adds the headers. */
const ROUTERS = ["api", "search-console"];
/** Stripe calls it server to server: no browser, so no CORS, only the method and the signature. */
const NO_BROWSER = ["stripe-webhook"];
const HAND_WRITTEN_START = /\b(handleCors|methodNotAllowed|requestLocale)\(/;

const handlers = readdirSync(functionsDir, { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && !entry.name.startsWith("_"))
  .map((entry) => entry.name)
  .filter((name) => !ROUTERS.includes(name) && !NO_BROWSER.includes(name));

describe("the start of every function handler", () => {
  it.each(handlers)("%s starts through _shared/request.ts", (name) => {
    const source = readFileSync(join(functionsDir, name, "handler.ts"), "utf8");
    expect(source).toMatch(/from "\.\.\/_shared\/request\.ts"/);
    expect(source).not.toMatch(HAND_WRITTEN_START);
  });
});
