import { describe, expect, it } from "vitest";
import { auditPage } from "../../../supabase/functions/_shared/seo/index.ts";
import { input } from "./page-fixture.ts";

describe("auditPage on a good page", () => {
  it("passes every binary audit and scores 100", () => {
    const { audits, seoScore } = auditPage(input());
    const modes = Object.fromEntries(
      Object.values(audits).map((a) => [a.id, `${a.scoreDisplayMode}:${a.score}`]),
    );
    expect(modes).toEqual({
      "document-title": "binary:1",
      "meta-description": "binary:1",
      "http-status-code": "binary:1",
      "is-crawlable": "binary:1",
      "link-text": "binary:1",
      "crawlable-anchors": "binary:1",
      "image-alt": "notApplicable:null",
      hreflang: "binary:1",
      canonical: "binary:1",
      "robots-txt": "binary:1",
      "structured-data": "notApplicable:null",
      "heading-order": "binary:1",
      "html-has-lang": "binary:1",
      viewport: "binary:1",
      "is-on-https": "binary:1",
      charset: "binary:1",
      doctype: "binary:1",
    });
    expect(seoScore).toEqual({ fraction: 1, percent: 100 });
  });

  it("gives Dutch titles and no recommendation where nothing is to be done", () => {
    const { audits } = auditPage(input());
    expect(audits["link-text"].title).toBe("Links bevatten beschrijvende tekst");
    expect(audits["http-status-code"].recommendation).toBeNull();
    expect(audits["document-title"].details.items[0]).toMatchObject({
      selector: "html > head > title",
      snippet: "<title>",
      length: 54,
    });
  });
});
