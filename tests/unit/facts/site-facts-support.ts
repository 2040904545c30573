import { renderSamplePage, SAMPLE_PAGES } from "../../../emulator/sample-site/pages.ts";
import { assembleSiteFacts } from "../../../supabase/functions/_shared/facts/assemble-site-facts.ts";
import { extractPageFacts } from "../../../supabase/functions/_shared/facts/extract-page-facts.ts";
import type { SiteFact } from "../../../supabase/functions/_shared/contract/site-facts.ts";
import { folderPages } from "../../fixtures/business-sites/serve.ts";
import { businessSite } from "../../fixtures/business-sites/sites.ts";

export const ORIGIN = "https://site.test";

/** A fixture site's pages as a scan would read them: the home page first, then by address. */
export function pagesOf(id: string): Array<[path: string, html: string]> {
  const pages: Array<[string, string]> =
    businessSite(id).source === "sample-site"
      ? SAMPLE_PAGES.map((page) => [page.path, renderSamplePage(page)])
      : [...folderPages(id)];
  return pages.sort(([a], [b]) => (a === "/" ? -1 : b === "/" ? 1 : a.localeCompare(b)));
}

export function siteFactsOf(id: string): SiteFact[] {
  return assembleSiteFacts(
    pagesOf(id).map(([path, html]) => extractPageFacts(html, `${ORIGIN}${path}`)),
  );
}

/** The facts of one kind as [name, priceCents, text, page path], the way the tests compare them. */
export function rows(facts: SiteFact[], kind: SiteFact["kind"]) {
  return facts
    .filter((fact) => fact.kind === kind)
    .map((fact) => [fact.name, fact.priceCents, fact.text, fact.pageUrl.replace(ORIGIN, "")]);
}
