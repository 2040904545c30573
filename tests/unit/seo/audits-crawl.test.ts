import { describe, expect, it } from "vitest";
import { GOOD_HEAD, html, run } from "./page-fixture.ts";

const page = (head: string) => html(GOOD_HEAD + head, "<h1>x</h1>");
const NOW = Date.parse("2026-11-23T12:00:00Z");

describe("http-status-code", () => {
  it.each([
    [200, 1],
    [304, 1],
    [399, 1],
    [400, 0],
    [404, 0],
    [503, 0],
    [599, 0],
    [600, 1],
  ])("status %i scores %i", (status, score) => {
    expect(run("http-status-code", { status }).score).toBe(score);
  });

  it("explains a failure in Dutch", () => {
    expect(run("http-status-code", { status: 404 }).explanation).toBe(
      "De server antwoordde met HTTP-status 404.",
    );
  });
});

describe("is-crawlable", () => {
  it("fails on a generic meta robots noindex and shows the tag", () => {
    const audit = run("is-crawlable", {
      html: page('<meta name="robots" content="noindex, follow">'),
    });
    expect([audit.score, audit.title]).toEqual([0, "Pagina is geblokkeerd tegen indexeren"]);
    expect(audit.details.items).toEqual([
      {
        snippet: '<meta name="robots" content="noindex, follow" />',
        selector: "html > head > meta:nth-of-type(4)",
        source: "meta",
      },
    ]);
  });

  it("fails on `none` and passes on nofollow alone", () => {
    expect(run("is-crawlable", { html: page('<meta name="robots" content="NONE">') }).score).toBe(
      0,
    );
    expect(
      run("is-crawlable", { html: page('<meta name="robots" content="nofollow">') }).score,
    ).toBe(1);
  });

  it("passes with a warning when only Googlebot is blocked by its own meta tag", () => {
    const audit = run("is-crawlable", { html: page('<meta name="googlebot" content="noindex">') });
    expect(audit.score).toBe(1);
    expect(audit.warnings).toEqual([
      "Deze crawlers mogen de pagina niet indexeren: Googlebot. De audit slaagt omdat minstens één crawler wel is toegestaan.",
    ]);
  });

  it("lets a bot-specific meta tag override the generic one for that bot", () => {
    const audit = run("is-crawlable", {
      html: page('<meta name="robots" content="noindex"><meta name="googlebot" content="index">'),
    });
    expect(audit.score).toBe(1);
    expect(audit.warnings?.[0]).toContain("bingbot, DuckDuckBot, archive.org_bot");
  });

  it("fails on an X-Robots-Tag header", () => {
    const audit = run("is-crawlable", { headers: { "x-robots-tag": "noindex" } });
    expect(audit.score).toBe(0);
    expect(audit.details.items).toEqual([{ snippet: "X-Robots-Tag: noindex", source: "header" }]);
  });

  it("treats a bot-prefixed X-Robots-Tag as that bot's only", () => {
    const audit = run("is-crawlable", { headers: { "x-robots-tag": "bingbot: noindex" } });
    expect(audit.score).toBe(1);
    expect(audit.warnings).toEqual([
      "Deze crawlers mogen de pagina niet indexeren: bingbot. De audit slaagt omdat minstens één crawler wel is toegestaan.",
    ]);
  });

  it("honours unavailable_after in the past but not in the future", () => {
    const past = { "x-robots-tag": "unavailable_after: 25 Jun 2010 15:00:00 PST" };
    const future = { "x-robots-tag": "unavailable_after: 25 Jun 2099 15:00:00 PST" };
    expect(run("is-crawlable", { headers: past }, NOW).score).toBe(0);
    expect(run("is-crawlable", { headers: future }, NOW).score).toBe(1);
  });

  it("fails when robots.txt disallows the URL for every crawler", () => {
    const audit = run("is-crawlable", {
      robotsTxt: "User-agent: *\nAllow: /blog\n\nDisallow: /diensten\n",
    });
    expect(audit.score).toBe(0);
    expect(audit.details.items).toEqual([{ snippet: "robots.txt", source: "robots.txt", line: 4 }]);
  });

  it("passes with a warning when robots.txt blocks only Googlebot", () => {
    const audit = run("is-crawlable", { robotsTxt: "User-agent: Googlebot\nDisallow: /\n" });
    expect(audit.score).toBe(1);
    expect(audit.warnings?.[0]).toContain(": Googlebot.");
  });

  it("passes when robots.txt disallows another path", () => {
    expect(run("is-crawlable", { robotsTxt: "User-agent: *\nDisallow: /admin\n" }).score).toBe(1);
  });
});

describe("robots-txt", () => {
  it("passes a valid file", () => {
    expect(run("robots-txt").score).toBe(1);
  });

  it("fails a 5xx answer", () => {
    const audit = run("robots-txt", { robotsTxt: "oops", robotsTxtStatus: 503 });
    expect([audit.score, audit.explanation]).toEqual([
      0,
      "Het verzoek om robots.txt gaf HTTP-status 503.",
    ]);
  });

  it("is not applicable for a 404 or an empty file", () => {
    expect(run("robots-txt", { robotsTxt: null, robotsTxtStatus: 404 }).scoreDisplayMode).toBe(
      "notApplicable",
    );
    expect(run("robots-txt", { robotsTxt: "" }).scoreDisplayMode).toBe("notApplicable");
  });

  it("fails when robots.txt could not be fetched", () => {
    const audit = run("robots-txt", { robotsTxt: null });
    expect([audit.score, audit.explanation]).toEqual([0, "robots.txt kon niet worden opgehaald."]);
  });

  it("reports each invalid line with Lighthouse's rules", () => {
    const robotsTxt = [
      "Disallow: /vroeg", // before any user-agent
      "User-agent: *",
      "Disallow: geen-slash",
      "Allow: /a$b",
      "Sitemap: /sitemap.xml",
      "Sitemap: mailto:x@y.nl",
      "Foo: bar",
      "zomaar tekst",
      "User-agent:",
      "Crawl-delay: 5 # ok",
      "Content-Signal: search=yes",
    ].join("\n");
    const audit = run("robots-txt", { robotsTxt });
    expect(audit.score).toBe(0);
    expect(audit.explanation).toBe("8 fouten gevonden");
    expect(audit.details.items.map((i) => [i.index, i.message])).toEqual([
      ["1", "Geen user-agent opgegeven"],
      ["3", 'Patroon moet leeg zijn of beginnen met "/" of "*"'],
      ["4", '"$" mag alleen aan het einde van het patroon staan'],
      ["5", "Ongeldige sitemap-URL"],
      ["6", "Ongeldig protocol voor de sitemap-URL"],
      ["7", "Onbekende instructie"],
      ["8", "Syntaxis niet begrepen"],
      ["9", "Geen user-agent opgegeven"],
    ]);
  });
});
