/**
 * robots-txt (Lighthouse core/audits/seo/robots-txt.js): a 5xx answer fails; a 4xx answer or an
 * empty file is not applicable; a failed fetch fails; otherwise every line is validated with
 * Lighthouse's grammar and each error fails the audit.
 */
import { binaryResult, notApplicableResult } from "../audit-result.ts";
import type { PageContext } from "../page-context.ts";
import type { AuditItem, AuditResult } from "../types.ts";

const DIRECTIVE_SAFELIST = new Set([
  "user-agent",
  "disallow",
  "allow",
  "sitemap",
  "crawl-delay",
  "clean-param",
  "host",
  "request-rate",
  "visit-time",
  "noindex",
  "content-signal",
]);
const SITEMAP_VALID_PROTOCOLS = new Set(["https:", "http:", "ftp:"]);

/** Lighthouse's messages, in Dutch. */
const MESSAGES = {
  syntax: "Syntaxis niet begrepen",
  unknown: "Onbekende instructie",
  sitemap: "Ongeldige sitemap-URL",
  sitemapProtocol: "Ongeldig protocol voor de sitemap-URL",
  noAgent: "Geen user-agent opgegeven",
  pattern: 'Patroon moet leeg zijn of beginnen met "/" of "*"',
  dollar: '"$" mag alleen aan het einde van het patroon staan',
};

function verifyDirective(name: string, value: string): string | null {
  if (!DIRECTIVE_SAFELIST.has(name)) return MESSAGES.unknown;
  if (name === "sitemap") {
    let url: URL;
    try {
      url = new URL(value);
    } catch {
      return MESSAGES.sitemap;
    }
    if (!SITEMAP_VALID_PROTOCOLS.has(url.protocol)) return MESSAGES.sitemapProtocol;
  }
  if (name === "user-agent" && !value) return MESSAGES.noAgent;
  if (name === "allow" || name === "disallow") {
    if (value !== "" && value[0] !== "/" && value[0] !== "*") return MESSAGES.pattern;
    const dollar = value.indexOf("$");
    if (dollar !== -1 && dollar !== value.length - 1) return MESSAGES.dollar;
  }
  return null;
}

export function validateRobotsTxt(content: string): AuditItem[] {
  const errors: AuditItem[] = [];
  let inGroup = false;
  content.split(/\r\n|\r|\n/).forEach((rawLine, index) => {
    const hash = rawLine.indexOf("#");
    const line = (hash === -1 ? rawLine : rawLine.slice(0, hash)).trim();
    if (line.length === 0) return;
    const report = (message: string) =>
      errors.push({ index: String(index + 1), line: rawLine, message, snippet: rawLine });
    const colon = line.indexOf(":");
    if (colon === -1) return report(MESSAGES.syntax);
    const name = line.slice(0, colon).trim().toLowerCase();
    const value = line.slice(colon + 1).trim();
    const problem = verifyDirective(name, value);
    if (problem) return report(problem);
    if (name === "user-agent") inGroup = true;
    else if (!inGroup && (name === "allow" || name === "disallow")) report(MESSAGES.noAgent);
  });
  return errors;
}

export function auditRobotsTxt(ctx: PageContext): AuditResult {
  const content = ctx.input.robotsTxt;
  const status = ctx.input.robotsTxtStatus ?? (content !== null ? 200 : null);
  if (status && status >= 500) {
    return binaryResult("robots-txt", false, {
      explanation: `Het verzoek om robots.txt gaf HTTP-status ${status}.`,
      failRecommendation:
        "Zorg dat /robots.txt zonder serverfout laadt; bij een 5xx-antwoord stoppen crawlers vaak met crawlen van de hele site.",
    });
  }
  if ((status && status >= 400) || content === "") {
    return notApplicableResult("robots-txt", "Er is geen robots.txt (of hij is leeg).");
  }
  if (!status || content === null) {
    return binaryResult("robots-txt", false, {
      explanation: "robots.txt kon niet worden opgehaald.",
      failRecommendation: "Controleer of /robots.txt bereikbaar is.",
    });
  }
  const errors = validateRobotsTxt(content);
  const n = errors.length;
  return binaryResult("robots-txt", n === 0, {
    items: errors,
    ...(n > 0 ? { explanation: n === 1 ? "1 fout gevonden" : `${n} fouten gevonden` } : {}),
    failRecommendation:
      "Herstel de gemarkeerde regels in robots.txt: begin elke groep met `User-agent:`, laat paden met `/` beginnen en gebruik een volledige sitemap-URL.",
  });
}
