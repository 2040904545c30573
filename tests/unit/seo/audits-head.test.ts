import { describe, expect, it } from "vitest";
import { GOOD_HEAD, html, run } from "./page-fixture.ts";

const NO_CANONICAL = GOOD_HEAD.replace(/<link rel="canonical"[^>]*>/, "");
const withHead = (head: string, body = "") => ({ html: html(NO_CANONICAL + head, body) });

describe("hreflang", () => {
  it("passes valid codes (nl, nl-BE, en-GB, x-default) with absolute URLs, and a page without any", () => {
    const head =
      '<link rel="alternate" hreflang="nl" href="https://example.nl/">' +
      '<link rel="alternate" hreflang="nl-BE" href="https://example.be/">' +
      '<link rel="alternate" hreflang="en-GB" href="https://example.nl/en/">' +
      '<link rel="alternate" hreflang="X-Default" href="https://example.nl/">';
    expect(run("hreflang", withHead(head)).score).toBe(1);
    expect(run("hreflang", withHead("")).score).toBe(1);
  });

  it("fails invalid language codes and relative hrefs with the reasons", () => {
    const head =
      '<link rel="alternate" hreflang="nederlands" href="https://example.nl/">' +
      '<link rel="alternate" hreflang="uk" href="https://example.nl/uk">' +
      '<link rel="alternate" hreflang="zz-NL" href="/nl/">';
    const audit = run("hreflang", withHead(head));
    expect(audit.score).toBe(0);
    expect(audit.details.items.map((i) => [i.hreflang, i.reason])).toEqual([
      ["nederlands", "Onverwachte taalcode"],
      ["zz-NL", "Onverwachte taalcode; Relatieve href-waarde"],
    ]);
    expect(audit.details.items[1]).toMatchObject({
      snippet: '<link rel="alternate" hreflang="zz-NL" href="/nl/" />',
      selector: "html > head > link:nth-of-type(3)",
    });
  });

  it("ignores hreflang links in the body and reads Link headers", () => {
    expect(
      run("hreflang", withHead("", '<link rel="alternate" hreflang="xx" href="/x">')).score,
    ).toBe(1);
    const audit = run("hreflang", { headers: { link: '</en/>; rel="alternate"; hreflang="en"' } });
    expect(audit.score).toBe(0);
    expect(audit.details.items[0]?.snippet).toBe('Link: </en/>; rel="alternate"; hreflang="en"');
  });
});

describe("canonical", () => {
  const canonical = (head: string, finalUrl = "https://example.nl/diensten", headers = {}) =>
    run("canonical", { ...withHead(head), finalUrl, headers });

  it("passes one absolute canonical, also for the home page itself", () => {
    expect(canonical('<link rel="canonical" href="https://example.nl/diensten">').score).toBe(1);
    expect(
      canonical('<link rel="canonical" href="https://example.nl/">', "https://example.nl/").score,
    ).toBe(1);
  });

  it("is not applicable without a canonical", () => {
    const audit = canonical("");
    expect([audit.score, audit.scoreDisplayMode]).toEqual([null, "notApplicable"]);
  });

  it("fails a relative canonical", () => {
    const audit = canonical('<link rel="canonical" href="/diensten">');
    expect([audit.score, audit.explanation]).toEqual([0, "Geen absolute URL (/diensten)."]);
    expect(audit.details.items[0]).toMatchObject({
      selector: "html > head > link",
      href: "/diensten",
    });
  });

  it("fails an invalid canonical", () => {
    expect(canonical('<link rel="canonical" href="https://exa mple.nl/">').explanation).toBe(
      "Ongeldige URL (https://exa mple.nl/).",
    );
  });

  it("fails conflicting canonicals but not a repeated identical one", () => {
    const two =
      '<link rel="canonical" href="https://example.nl/a"><link rel="canonical" href="https://example.nl/b">';
    expect(canonical(two).explanation).toBe(
      "Meerdere tegenstrijdige URL's (https://example.nl/a, https://example.nl/b).",
    );
    const same =
      '<link rel="canonical" href="https://example.nl/diensten"><link rel="canonical" href="https://example.nl/diensten">';
    expect(canonical(same).score).toBe(1);
  });

  it("counts a canonical Link header together with the tag", () => {
    const audit = canonical('<link rel="canonical" href="https://example.nl/a">', undefined, {
      link: '<https://example.nl/b>; rel="canonical"',
    });
    expect(audit.score).toBe(0);
  });

  it("fails a deep page canonicalised to the site root", () => {
    const audit = canonical('<link rel="canonical" href="https://example.nl/">');
    expect(audit.score).toBe(0);
    expect(audit.explanation).toMatch(/^Verwijst naar de hoofd-URL van het domein/);
  });

  it("fails a canonical pointing to another hreflang alternate", () => {
    const head =
      '<link rel="canonical" href="https://example.nl/en/diensten">' +
      '<link rel="alternate" hreflang="nl" href="https://example.nl/diensten">' +
      '<link rel="alternate" hreflang="en" href="https://example.nl/en/diensten">';
    expect(canonical(head).explanation).toBe(
      "Verwijst naar een andere hreflang-locatie (https://example.nl/en/diensten).",
    );
  });

  it("allows a canonical on another domain (Lighthouse no longer checks that)", () => {
    expect(canonical('<link rel="canonical" href="https://andere-site.nl/diensten">').score).toBe(
      1,
    );
  });
});

describe("viewport", () => {
  const viewport = (meta: string) =>
    run("viewport", { html: html(GOOD_HEAD.replace(/<meta name="viewport"[^>]*>/, meta), "") });

  it.each([
    ['<meta name="viewport" content="width=device-width, initial-scale=1">', 1],
    ['<meta name="viewport" content="initial-scale=1">', 1],
    ['<meta name="viewport" content="width=device-width">', 1],
    ['<meta name="viewport" content="initial-scale=0.5, width=device-width">', 0],
    ['<meta name="viewport" content="user-scalable=no">', 0],
    ["", 0],
  ])("%s scores %i", (meta, score) => {
    expect(viewport(meta).score).toBe(score);
  });
});

describe("charset", () => {
  const noCharset = GOOD_HEAD.replace('<meta charset="utf-8">', "");

  it("passes with a charset meta early in the HTML or in the Content-Type header", () => {
    expect(run("charset", { headers: {} }).score).toBe(1);
    expect(run("charset", { html: html(noCharset, "") }).score).toBe(1);
  });

  it("passes the http-equiv form and a byte-order mark", () => {
    const equiv = '<meta http-equiv="Content-Type" content="text/html; charset=utf-8">';
    expect(run("charset", { html: html(equiv + noCharset, ""), headers: {} }).score).toBe(1);
    expect(run("charset", { html: "\uFEFF" + html(noCharset, ""), headers: {} }).score).toBe(1);
  });

  it("fails when the charset is missing or after the first 1024 characters", () => {
    expect(
      run("charset", { html: html(noCharset, ""), headers: { "content-type": "text/html" } }).score,
    ).toBe(0);
    const late = html(`<!-- ${"x".repeat(1100)} --><meta charset="utf-8">` + noCharset, "");
    expect(run("charset", { html: late, headers: {} }).score).toBe(0);
  });
});

describe("doctype", () => {
  it("passes <!DOCTYPE html> and fails quirks and limited-quirks doctypes", () => {
    expect(run("doctype").score).toBe(1);
    const none = run("doctype", { html: "<html><head><title>x</title></head></html>" });
    expect([none.score, none.explanation]).toEqual([0, "Document bevat geen doctype."]);
    const limited = run("doctype", {
      html: '<!DOCTYPE html PUBLIC "-//W3C//DTD XHTML 1.0 Transitional//EN" "http://www.w3.org/TR/xhtml1/DTD/xhtml1-transitional.dtd"><html></html>',
    });
    expect([limited.score, limited.explanation]).toEqual([
      0,
      "Document bevat een doctype dat limited-quirks-modus activeert.",
    ]);
    expect(run("doctype", { html: "<!DOCTYPE svg><html></html>" }).explanation).toBe(
      "De naam van het doctype moet `html` zijn.",
    );
  });
});

describe("is-on-https", () => {
  it("passes https and localhost, fails plain http", () => {
    expect(run("is-on-https").score).toBe(1);
    expect(run("is-on-https", { finalUrl: "http://127.0.0.1:4321/" }).score).toBe(1);
    const audit = run("is-on-https", { finalUrl: "http://example.nl/" });
    expect([audit.score, audit.title]).toEqual([0, "Gebruikt geen HTTPS"]);
  });
});
