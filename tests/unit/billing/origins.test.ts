import { afterEach, describe, expect, it } from "vitest";
import { allowedOrigins, isOwnSiteUrl } from "../../../supabase/functions/_shared/origins";

const saved = { SITE_URL: process.env.SITE_URL, ALLOWED_ORIGINS: process.env.ALLOWED_ORIGINS };

afterEach(() => {
  for (const [key, value] of Object.entries(saved)) {
    if (value === undefined) delete process.env[key];
    else process.env[key] = value;
  }
});

describe("checkout and portal return URLs", () => {
  it("allows SITE_URL and the extra origins, nothing else", () => {
    process.env.SITE_URL = "https://vindbaar.nl/";
    process.env.ALLOWED_ORIGINS = " http://localhost:5173 , https://preview.vindbaar.nl,not a url";
    expect([...allowedOrigins()]).toEqual([
      "https://vindbaar.nl",
      "http://localhost:5173",
      "https://preview.vindbaar.nl",
    ]);
  });

  it.each([
    ["https://vindbaar.nl/dashboard?checkout_success=true", true],
    ["http://localhost:5173/pricing?checkout_cancelled=true", true],
    ["https://evil.example/dashboard", false],
    // Look-alikes: userinfo, suffixes, other schemes and ports are other origins.
    ["https://vindbaar.nl@evil.example/", false],
    ["https://vindbaar.nl.evil.example/", false],
    ["http://vindbaar.nl/dashboard", false],
    ["https://vindbaar.nl:8443/dashboard", false],
    ["javascript:alert(1)//vindbaar.nl", false],
    ["//vindbaar.nl/dashboard", false],
    ["/dashboard", false],
    ["", false],
  ])("%s -> %s", (url, allowed) => {
    process.env.SITE_URL = "https://vindbaar.nl";
    process.env.ALLOWED_ORIGINS = "http://localhost:5173";
    expect(isOwnSiteUrl(url)).toBe(allowed);
  });
});
