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

  // Found by the corpus comparison with Lighthouse (tests/fixtures/seo-corpus, faq-details and
  // lightbox-dialog): axe counts both as hidden.
  it("skips images in a closed <details> (but not in its summary) and in a closed <dialog>", () => {
    const closed =
      "<details><summary>Vraag</summary><p><img src=a.png></p></details>" +
      "<dialog><img src=b.png></dialog><img src=c.png alt=Logo>";
    expect(auditBody("image-alt", closed).score).toBe(1);
    const shown = [
      "<details open><summary>Vraag</summary><img src=a.png></details>",
      "<details><summary>Vraag <img src=a.png></summary></details>",
      "<dialog open><img src=b.png></dialog>",
    ];
    for (const body of shown) expect(auditBody("image-alt", body).score).toBe(0);
  });

  // Found by the corpus comparison (spacer-presentational): axe's alt-space-value skips images
  // whose resolved role is none/presentation.
  it("accepts a whitespace alt on a presentational image unless the role is overruled", () => {
    expect(auditBody("image-alt", '<img src=s.gif alt=" " role="presentation">').score).toBe(1);
    const overruled = [
      '<img src=s.gif alt=" " role="presentation" tabindex="-1">',
      '<img src=s.gif alt=" " role="none" aria-describedby="x">',
      '<img src=s.gif alt=" " role="presentation img">',
    ];
    for (const body of overruled) expect(auditBody("image-alt", body).score).toBe(0);
  });
});
