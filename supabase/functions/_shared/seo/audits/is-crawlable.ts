/**
 * is-crawlable (Lighthouse core/audits/seo/is-crawlable.js), checked per bot: the generic
 * crawler, Googlebot, bingbot, DuckDuckBot and archive.org_bot. A bot is blocked by `noindex`,
 * `none` or a past `unavailable_after:` in its own meta tag (else `<meta name=robots>`), in an
 * X-Robots-Tag header (generic or prefixed with that bot), or by a robots.txt disallow. The audit
 * fails only when every bot is blocked; otherwise it passes with a warning naming the blocked ones.
 */
import { binaryResult } from "../audit-result.ts";
import { nodeItem } from "../dom.ts";
import type { MetaElement, PageContext } from "../page-context.ts";
import { parseRobotsTxt, type RobotsTxt } from "../robots-parser.ts";
import type { AuditItem, AuditResult } from "../types.ts";

const BOT_USER_AGENTS: ReadonlyArray<string | undefined> = [
  undefined,
  "Googlebot",
  "bingbot",
  "DuckDuckBot",
  "archive.org_bot",
];
const BLOCKLIST = new Set(["noindex", "none"]);
const UNAVAILABLE_AFTER = "unavailable_after";

function isUnavailable(directive: string, now: number): boolean {
  const parts = directive.split(":");
  if (parts.length <= 1 || parts[0] !== UNAVAILABLE_AFTER) return false;
  const date = Date.parse(parts.slice(1).join(":"));
  return !Number.isNaN(date) && date < now;
}

export function hasBlockingDirective(directives: string, now = Date.now()): boolean {
  return directives
    .split(",")
    .map((d) => d.toLowerCase().trim())
    .some((d) => BLOCKLIST.has(d) || isUnavailable(d, now));
}

/** `googlebot: noindex` names a bot; `unavailable_after: …` is a directive, not a bot. */
function headerUserAgent(value: string): string | undefined {
  const parts = /^([^,:]+):/.exec(value);
  if (parts && parts[1]!.toLowerCase() !== UNAVAILABLE_AFTER) return parts[1];
  return undefined;
}

function blockingFor(
  userAgent: string | undefined,
  ctx: PageContext,
  robots: RobotsTxt | undefined,
  now: number,
): AuditItem[] {
  const found: AuditItem[] = [];
  let meta: MetaElement | undefined;
  if (userAgent) meta = ctx.metas.find((m) => m.name === userAgent.toLowerCase());
  if (!meta) meta = ctx.metas.find((m) => m.name === "robots");
  if (meta && hasBlockingDirective(meta.content, now)) {
    found.push({
      ...nodeItem(meta.el),
      snippet: `<meta name="${meta.name}" content="${meta.content}" />`,
      source: "meta",
    });
  }
  const header = ctx.input.headers["x-robots-tag"];
  if (header !== undefined) {
    const headerAgent = headerUserAgent(header);
    if (headerAgent === userAgent || headerAgent === undefined) {
      let directives = header.trim();
      if (userAgent && header.startsWith(`${userAgent}:`)) {
        directives = header.replace(`${userAgent}:`, "");
      }
      if (hasBlockingDirective(directives, now)) {
        found.push({ snippet: `X-Robots-Tag: ${header}`, source: "header" });
      }
    }
  }
  const url = ctx.input.finalUrl;
  if (robots && !robots.isAllowed(url, userAgent)) {
    const line = robots.getMatchingLineNumber(url) || 1;
    found.push({ snippet: "robots.txt", source: "robots.txt", line });
  }
  return found;
}

export function auditIsCrawlable(ctx: PageContext, now = Date.now()): AuditResult {
  const robotsUrl = new URL("/robots.txt", ctx.input.finalUrl).href;
  const robots = ctx.input.robotsTxt ? parseRobotsTxt(robotsUrl, ctx.input.robotsTxt) : undefined;
  const blockedAgents: Array<string | undefined> = [];
  let generic: AuditItem[] = [];
  for (const agent of BOT_USER_AGENTS) {
    const directives = blockingFor(agent, ctx, robots, now);
    if (directives.length > 0) blockedAgents.push(agent);
    if (agent === undefined) generic = directives;
  }
  const passed = blockedAgents.length !== BOT_USER_AGENTS.length;
  const named = blockedAgents.filter((a): a is string => Boolean(a)).join(", ");
  const warnings =
    passed && blockedAgents.length > 0
      ? [
          `Deze crawlers mogen de pagina niet indexeren: ${named}. De audit slaagt omdat minstens één crawler wel is toegestaan.`,
        ]
      : [];
  return binaryResult("is-crawlable", passed, {
    items: passed ? [] : generic,
    warnings,
    recommendation: passed
      ? warnings.length > 0
        ? `Controleer of het de bedoeling is dat ${named} deze pagina niet mag indexeren.`
        : null
      : "Haal `noindex`/`none` weg uit de meta-robots-tag en de X-Robots-Tag-header en sta de pagina toe in robots.txt, anders verschijnt ze niet in Google.",
  });
}
