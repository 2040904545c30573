import { describe, expect, it } from "vitest";
import { toProperties } from "../../../supabase/functions/_shared/search-console/property-match.ts";

const entries = [
  { siteUrl: "sc-domain:bakkerijdevries.nl", permissionLevel: "siteOwner" },
  { siteUrl: "https://www.bakkerijdevries.nl/", permissionLevel: "siteFullUser" },
  { siteUrl: "https://www.andere-zaak.nl/", permissionLevel: "siteOwner" },
  { siteUrl: "http://bakkerijdevries.nl/", permissionLevel: "siteUnverifiedUser" },
] as const;

describe("the property picker's list", () => {
  it("suggests the verified URL-prefix property of the profile's website over the domain", () => {
    const properties = toProperties(entries, "https://www.bakkerijdevries.nl");
    expect(properties.filter((p) => p.suggested).map((p) => p.siteUrl)).toEqual([
      "https://www.bakkerijdevries.nl/",
    ]);
    // Verified first, then by address; the unverified one is listed but not choosable.
    expect(properties.map((p) => [p.siteUrl, p.kind, p.verified])).toEqual([
      ["https://www.andere-zaak.nl/", "url-prefix", true],
      ["https://www.bakkerijdevries.nl/", "url-prefix", true],
      ["sc-domain:bakkerijdevries.nl", "domain", true],
      ["http://bakkerijdevries.nl/", "url-prefix", false],
    ]);
  });

  it("suggests the domain property when no URL-prefix property covers the website", () => {
    const properties = toProperties(entries, "https://shop.bakkerijdevries.nl/winkel");
    expect(properties.find((p) => p.suggested)?.siteUrl).toBe("sc-domain:bakkerijdevries.nl");
  });

  it("never suggests an unverified property, a look-alike domain or without a website", () => {
    expect(
      toProperties(entries, "http://bakkerijdevries.nl/").find((p) => p.suggested)?.siteUrl,
    ).toBe("sc-domain:bakkerijdevries.nl");
    expect(toProperties(entries, "https://nietbakkerijdevries.nl/").some((p) => p.suggested)).toBe(
      false,
    );
    expect(toProperties(entries, null).some((p) => p.suggested)).toBe(false);
    expect(toProperties([], "https://www.bakkerijdevries.nl/")).toEqual([]);
  });
});
