import { auditPage } from "../../../supabase/functions/_shared/seo/index.ts";
import type {
  AuditId,
  AuditResult,
  PageInput,
} from "../../../supabase/functions/_shared/seo/types.ts";

/** A complete page that passes every audit; tests change one thing at a time. */
export const GOOD_HEAD = `<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Vindbaar — SEO-automatisering voor het Nederlandse mkb</title>
<meta name="description" content="Vindbaar schrijft, controleert en publiceert SEO-teksten voor je website, zodat klanten je beter vinden in Google. Probeer de gratis analyse vandaag nog.">
<link rel="canonical" href="https://example.nl/diensten">`;

export function html(head: string, body: string, lang = "nl"): string {
  // An empty lang leaves the attribute out altogether (lang="" would still be a [lang] element).
  const htmlTag = lang === "" ? "<html>" : `<html lang="${lang}">`;
  return `<!DOCTYPE html>${htmlTag}<head>${head}</head><body>${body}</body></html>`;
}

export function input(overrides: Partial<PageInput> = {}): PageInput {
  return {
    html: html(GOOD_HEAD, "<h1>Diensten</h1><p>Tekst</p>"),
    finalUrl: "https://example.nl/diensten",
    status: 200,
    headers: { "content-type": "text/html; charset=utf-8" },
    timings: { fetchMs: 120 },
    robotsTxt: "User-agent: *\nDisallow: /admin/\nSitemap: https://example.nl/sitemap.xml\n",
    ...overrides,
  };
}

/** Runs the engine on a body (and optional head) and returns one audit. */
export function auditBody(id: AuditId, body: string, head = GOOD_HEAD, lang = "nl"): AuditResult {
  return auditPage(input({ html: html(head, body, lang) })).audits[id];
}

export function run(id: AuditId, overrides: Partial<PageInput> = {}, now?: number): AuditResult {
  return auditPage(input(overrides), now === undefined ? {} : { now }).audits[id];
}
