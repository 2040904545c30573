import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { scanBusinessSite } from "../fixtures/business-sites/scan-business-site.ts";
import { startBusinessSites, type ServedBusinessSite } from "../fixtures/business-sites/serve.ts";
import { BUSINESS_SITES } from "../fixtures/business-sites/sites.ts";

/**
 * Every fixture business site, crawled as a scan does: enough facts from the site for a month of
 * posts (offerings with their own pages, and more), a description and offerings for the profile,
 * and the right kind of business even when the owner only chose "Overig".
 */
let served: { sites: ServedBusinessSite[]; close(): Promise<void> };
beforeAll(async () => {
  served = await startBusinessSites();
});
afterAll(() => served?.close());

describe("scanning the fixture business sites", () => {
  it.each(BUSINESS_SITES.map((site) => [site.id] as const))("%s", async (id) => {
    const site = served.sites.find((candidate) => candidate.site.id === id)!;
    const scanned = await scanBusinessSite(site, {
      sector: "Overig",
      businessName: site.site.profile.businessName,
    });
    expect(scanned.pages).toBeGreaterThanOrEqual(4);
    expect(scanned.archetype).toBe(site.site.archetype);
    expect(scanned.description).toEqual(expect.any(String));
    expect(scanned.offerings.length).toBeGreaterThanOrEqual(3);

    const kinds = new Set(scanned.facts.map((fact) => fact.kind));
    expect(kinds.size, [...kinds].join(", ")).toBeGreaterThanOrEqual(5);
    const offerings = scanned.facts.filter((fact) => fact.kind === "offering");
    expect(offerings.length).toBeGreaterThanOrEqual(3);
    // Every fact names a page of the site it came from, so a post can link it.
    expect(scanned.facts.every((fact) => fact.pageUrl.startsWith(`${site.origin}/`))).toBe(true);
    expect(new Set(offerings.map((fact) => fact.pageUrl)).size).toBeGreaterThanOrEqual(2);
  });
});
