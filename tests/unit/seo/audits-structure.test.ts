import { describe, expect, it } from "vitest";
import { auditBody, GOOD_HEAD } from "./page-fixture.ts";

describe("heading-order", () => {
  it("passes when levels only rise by one, however far they fall back", () => {
    expect(
      auditBody("heading-order", "<h1>a</h1><h2>b</h2><h3>c</h3><h2>d</h2><h3>e</h3><h1>f</h1>")
        .score,
    ).toBe(1);
  });

  it("lets the first heading be any level", () => {
    expect(auditBody("heading-order", "<h3>a</h3><h4>b</h4>").score).toBe(1);
  });

  it("fails a jump from h2 to h4 and names the heading", () => {
    const audit = auditBody("heading-order", '<h1>a</h1><h2>b</h2><h4 id="detail">c</h4>');
    expect(audit.score).toBe(0);
    expect(audit.details.items).toEqual([
      { snippet: '<h4 id="detail">', selector: "h4#detail", level: 4, previousLevel: 2 },
    ]);
  });

  it("reads aria-level and role=heading (level 2 by default)", () => {
    expect(
      auditBody("heading-order", '<h1>a</h1><div role="heading" aria-level="3">b</div>').score,
    ).toBe(0);
    expect(
      auditBody("heading-order", '<h1>a</h1><div role="heading">b</div><h3>c</h3>').score,
    ).toBe(1);
  });

  it("skips headings hidden in a closed <details> or <dialog>", () => {
    const body =
      "<h1>a</h1><details><summary>s</summary><h3>b</h3></details><dialog><h4>c</h4></dialog>";
    expect(auditBody("heading-order", body).score).toBe(1);
  });

  it("is not applicable without headings", () => {
    expect(auditBody("heading-order", "<p>x</p>").scoreDisplayMode).toBe("notApplicable");
  });
});

describe("html-has-lang", () => {
  it("fails without lang and passes with nl-NL", () => {
    const missing = auditBody("html-has-lang", "", GOOD_HEAD, "");
    expect([missing.score, missing.recommendation]).toEqual([
      0,
      'Zet de taal van de pagina op het `<html>`-element: `<html lang="nl">`.',
    ]);
    expect(auditBody("html-has-lang", "", GOOD_HEAD, "nl-NL").score).toBe(1);
  });

  it("passes an unknown code but advises a real one", () => {
    const audit = auditBody("html-has-lang", "", GOOD_HEAD, "dutch");
    expect([audit.score, audit.recommendation]).toEqual([
      1,
      '"dutch" is geen bekende taalcode; gebruik bijvoorbeeld `nl` of `nl-NL`.',
    ]);
  });
});

describe("structured-data (informative)", () => {
  it("lists the schema.org types of valid JSON-LD and never scores", () => {
    const body =
      '<script type="application/ld+json">{"@context":"https://schema.org","@graph":[{"@type":"Organization"},{"@type":["LocalBusiness","Store"]}]}</script>';
    const audit = auditBody("structured-data", body);
    expect([audit.score, audit.scoreDisplayMode]).toEqual([null, "informative"]);
    expect(audit.details.items[0]).toMatchObject({
      valid: true,
      types: "Organization, LocalBusiness, Store",
    });
    expect(audit.recommendation).toBeNull();
  });

  it("reports a block that is not JSON", () => {
    const audit = auditBody(
      "structured-data",
      '<script type="application/ld+json">{"@type": "Thing",}</script>',
    );
    expect(audit.title).toBe("De gestructureerde gegevens bevatten fouten");
    expect(audit.details.items[0]).toMatchObject({ valid: false });
    expect(audit.recommendation).toMatch(/^Herstel de JSON-LD-blokken/);
  });

  it("is not applicable without JSON-LD", () => {
    expect(auditBody("structured-data", "<p>x</p>").scoreDisplayMode).toBe("notApplicable");
  });
});
