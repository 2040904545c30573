import { describe, expect, it } from "vitest";
import { parsePageSpeedQuery } from "../../emulator/pagespeed/pagespeed-api.ts";

const parse = (query: string) => parsePageSpeedQuery(new URLSearchParams(query), "k");

describe("the PageSpeed stand-in's query, read as PSI v5 reads it", () => {
  it("maps repeated categories, case-insensitively, and the strategy", () => {
    expect(
      parse(
        "key=k&url=https%3A%2F%2Fa.nl%2F&strategy=mobile&category=performance&category=best-practices&category=SEO&locale=nl",
      ),
    ).toEqual({
      url: "https://a.nl/",
      strategy: "mobile",
      categories: ["performance", "best-practices", "seo"],
      locale: "nl",
    });
  });

  it("runs performance only on desktop when nothing is asked, as PSI does", () => {
    expect(parse("key=k&url=http%3A%2F%2Fa.nl")).toMatchObject({
      strategy: "desktop",
      categories: ["performance"],
    });
  });

  it("refuses a wrong key, a missing or non-http url, an unknown strategy or category", () => {
    expect(() => parse("key=x&url=https%3A%2F%2Fa.nl")).toThrow("API key not valid");
    expect(() => parse("key=k")).toThrow("Invalid value at 'url'");
    expect(() => parse("key=k&url=ftp%3A%2F%2Fa.nl")).toThrow("Invalid value at 'url'");
    expect(() => parse("key=k&url=https%3A%2F%2Fa.nl&strategy=tv")).toThrow("strategy");
    expect(() => parse("key=k&url=https%3A%2F%2Fa.nl&category=pwa")).toThrow("category");
  });
});
