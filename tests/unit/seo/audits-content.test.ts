// @vitest-environment node
import { describe, expect, it } from "vitest";
import { auditBody, GOOD_HEAD } from "./page-fixture.ts";

const headWithout = (pattern: RegExp) => GOOD_HEAD.replace(pattern, "");

describe("document-title", () => {
  it("fails without a <title>, with the Dutch failure title and advice", () => {
    const audit = auditBody("document-title", "<p>x</p>", headWithout(/<title>.*<\/title>/));
    expect(audit.score).toBe(0);
    expect(audit.title).toBe("Document bevat geen `<title>`-element");
    expect(audit.explanation).toBe("De pagina heeft geen `<title>`-element.");
    expect(audit.recommendation).toBe(
      "Geef de pagina een unieke, beschrijvende titel van 50–60 tekens met het belangrijkste zoekwoord vooraan.",
    );
  });

  it("fails on a whitespace-only title and points at it", () => {
    const audit = auditBody(
      "document-title",
      "",
      headWithout(/<title>.*<\/title>/) + "<title> \n </title>",
    );
    expect(audit.score).toBe(0);
    expect(audit.details.items[0]).toMatchObject({
      selector: "html > head > title",
      snippet: "<title>",
    });
  });

  it("passes a short title but advises 50–60 characters", () => {
    const audit = auditBody(
      "document-title",
      "",
      headWithout(/<title>.*<\/title>/) + "<title>  Home  </title>",
    );
    expect(audit.score).toBe(1);
    expect(audit.recommendation).toBe(
      "De titel is 4 tekens; maak hem 50–60 tekens lang zodat zoekmachines meer context krijgen.",
    );
  });

  it("ignores an SVG <title> (document.title does too)", () => {
    const audit = auditBody(
      "document-title",
      "<svg><title>Logo</title></svg>",
      headWithout(/<title>.*<\/title>/),
    );
    expect(audit.score).toBe(0);
  });
});

describe("meta-description", () => {
  it("fails when missing", () => {
    const audit = auditBody("meta-description", "", headWithout(/<meta name="description"[^>]*>/));
    expect([audit.score, audit.title]).toEqual([0, "Document bevat geen metabeschrijving"]);
    expect(audit.recommendation).toBe(
      "Schrijf een unieke metabeschrijving van 150–160 tekens die de inhoud samenvat en uitnodigt om te klikken.",
    );
  });

  it("fails when blank and passes a short one with length advice (no length rule in Lighthouse)", () => {
    const head = headWithout(/<meta name="description"[^>]*>/);
    const blank = auditBody(
      "meta-description",
      "",
      head + '<meta name="Description" content="   ">',
    );
    expect([blank.score, blank.explanation]).toEqual([0, "De beschrijving is leeg."]);
    const short = auditBody(
      "meta-description",
      "",
      head + '<meta name="description" content="Kort.">',
    );
    expect(short.score).toBe(1);
    expect(short.recommendation).toBe(
      "De metabeschrijving is 5 tekens; maak haar 150–160 tekens lang om de ruimte in de zoekresultaten te benutten.",
    );
  });

  it("uses the first description only", () => {
    const head =
      headWithout(/<meta name="description"[^>]*>/) +
      '<meta name="description" content=""><meta name="description" content="Tweede">';
    expect(auditBody("meta-description", "", head).score).toBe(0);
  });
});

describe("image-alt", () => {
  it("is not applicable without images", () => {
    const audit = auditBody("image-alt", "<p>geen beelden</p>");
    expect([audit.score, audit.scoreDisplayMode]).toEqual([null, "notApplicable"]);
  });

  it('passes alt text, alt="" (decorative), aria-label, title and role=presentation', () => {
    const body =
      '<img src=a.png alt="Logo"><img src=b.png alt=""><img src=c.png aria-label="Kaart">' +
      '<img src=d.png title="Foto"><img src=e.png role="presentation">';
    expect(auditBody("image-alt", body).score).toBe(1);
  });

  it("fails a missing alt and a whitespace-only alt, naming each element", () => {
    const body =
      '<main><img src="a.png"><img src="b.png" alt="  " title="Titel"><img src=c.png alt=""></main>';
    const audit = auditBody("image-alt", body);
    expect(audit.score).toBe(0);
    expect(audit.details.items).toEqual([
      {
        snippet: '<img src="a.png">',
        selector: "html > body > main > img:nth-of-type(1)",
        reason: "De afbeelding heeft geen alt-kenmerk.",
      },
      {
        snippet: '<img src="b.png" alt="  " title="Titel">',
        selector: "html > body > main > img:nth-of-type(2)",
        reason: "Het alt-kenmerk bevat alleen spaties.",
      },
    ]);
  });

  it("accepts aria-labelledby only when it names an element with text", () => {
    const body =
      '<span id="kaart">Routekaart</span><span id="leeg"> </span>' +
      '<img src=a.png aria-labelledby="kaart"><img src=b.png aria-labelledby="nergens leeg">';
    const audit = auditBody("image-alt", body);
    expect(audit.details.items.map((i) => i.snippet)).toEqual([
      '<img src="b.png" aria-labelledby="nergens leeg">',
    ]);
  });

  it("skips hidden images and fails a focusable presentational one", () => {
    expect(
      auditBody("image-alt", '<div hidden><img src=a.png></div><img src=b.png aria-hidden="true">')
        .scoreDisplayMode,
    ).toBe("notApplicable");
    expect(auditBody("image-alt", '<img src=a.png role="none" tabindex="0">').score).toBe(0);
  });
});

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
