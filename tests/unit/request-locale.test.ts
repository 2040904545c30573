import { describe, expect, it } from "vitest";
import { requestLocale } from "../../supabase/functions/_shared/request-locale";

const withHeader = (value?: string) =>
  requestLocale(
    new Request(
      "http://localhost/",
      value === undefined ? {} : { headers: { "Accept-Language": value } },
    ),
  );

describe("requestLocale", () => {
  it.each([
    [undefined, "nl"],
    ["", "nl"],
    ["nl", "nl"],
    ["en", "en"],
    ["en-GB,en;q=0.9", "en"],
    ["nl-NL,nl;q=0.9,en-US;q=0.8,en;q=0.7", "nl"],
    ["fr-FR,fr;q=0.9,en;q=0.8", "en"],
    ["en;q=0.2,nl;q=0.8", "nl"],
    ["en;q=0,nl;q=0.1", "nl"],
    ["de", "nl"],
    ["*", "nl"],
    [";;;,,", "nl"],
  ])("%j → %s", (header, locale) => {
    expect(withHeader(header)).toBe(locale);
  });
});
