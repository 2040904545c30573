import { describe, expect, it } from "vitest";
import type { TopicReason } from "../../../supabase/functions/_shared/contract/topic-reason.ts";
import { buildAiMessages } from "../../../supabase/functions/_shared/content/writing/ai-prompt.ts";
import { writeBuiltInDraft } from "../../../supabase/functions/_shared/content/writing/built-in-writer.ts";
import { chooseLinks } from "../../../supabase/functions/_shared/content/writing/internal-links.ts";
import { withSupportedPage } from "../../../supabase/functions/_shared/content/planning/search-topics/supported-page.ts";
import { BRIEF, LINKS, PROFILE } from "./fixtures.ts";

/** A brief whose keyword matches another page ("Lekkage verhelpen | Van Dijk") better. */
const LEKKAGE = {
  ...BRIEF,
  topic: "Lekkage verhelpen: wat kost het?",
  focusKeyword: "lekkage verhelpen",
};

const losing = (page: string): TopicReason => ({
  kind: "losing-page",
  page,
  clicksBefore: 40,
  clicksNow: 22,
  periodBefore: { from: "2026-09-16", to: "2026-10-13" },
  period: { from: "2026-10-14", to: "2026-11-10" },
});

describe("a post that supports a page losing clicks", () => {
  it("puts that page first among the writer's links, scanned or not", () => {
    expect(withSupportedPage(LINKS, losing("https://vandijk.nl/lekkage/"))).toEqual([
      { url: "https://vandijk.nl/lekkage", title: "Lekkage verhelpen | Van Dijk", supported: true },
      ...LINKS.filter((link) => link.url !== "https://vandijk.nl/lekkage"),
    ]);
    expect(withSupportedPage(LINKS, losing("https://vandijk.nl/riool-ontstoppen"))[0]).toEqual({
      url: "https://vandijk.nl/riool-ontstoppen",
      title: "/riool-ontstoppen",
      supported: true,
    });
  });

  it("leaves the links alone for any other reason", () => {
    expect(withSupportedPage(LINKS, { kind: "profile-keyword" })).toEqual(LINKS);
    expect(withSupportedPage(LINKS, null)).toEqual(LINKS);
  });

  it("is linked first by the built-in writer, even when other pages match the keywords better", () => {
    const links = withSupportedPage(LINKS, losing("https://vandijk.nl/riool-ontstoppen"));
    expect(chooseLinks(links, [LEKKAGE.focusKeyword], PROFILE.businessName)[0]).toEqual({
      url: "https://vandijk.nl/riool-ontstoppen",
      anchor: "Riool ontstoppen",
    });
    for (const seed of [1, 2, 3]) {
      const draft = writeBuiltInDraft({ brief: LEKKAGE, profile: PROFILE, facts: [], links, seed });
      expect(draft.markdown).toContain("](https://vandijk.nl/riool-ontstoppen)");
    }
  });

  it("is named to the AI writer as the page to link", () => {
    const links = withSupportedPage(LINKS, losing("https://vandijk.nl/riool-ontstoppen"));
    const [, user] = buildAiMessages({ brief: BRIEF, profile: PROFILE, links });
    expect(user!.content).toContain(
      "Dit artikel ondersteunt https://vandijk.nl/riool-ontstoppen: link daar in elk geval naar.",
    );
    const [, plain] = buildAiMessages({ brief: BRIEF, profile: PROFILE, links: LINKS });
    expect(plain!.content).not.toContain("Dit artikel ondersteunt");
  });
});
