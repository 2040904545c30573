import { describe, expect, it } from "vitest";
import {
  articleBody,
  articleMarkdown,
  markdownText,
} from "../../../supabase/functions/_shared/contract/content.ts";

describe("the article's H1 comes from its title", () => {
  it("takes the leading H1 (and the blank lines around it) off the body, nothing else", () => {
    expect(articleBody("# Oude titel\n\nIntro.\n\n## Kop\n")).toBe("Intro.\n\n## Kop\n");
    expect(articleBody("\n  # Oude titel\n\n\nIntro.")).toBe("Intro.");
    expect(articleBody("#\nIntro.")).toBe("Intro.");
    expect(articleBody("## Kop\n\nIntro.")).toBe("## Kop\n\nIntro.");
    expect(articleBody("Intro met # erin.")).toBe("Intro met # erin.");
    expect(articleBody("#hashtag is geen kop")).toBe("#hashtag is geen kop");
  });

  it("writes the title as the H1 above the body, replacing an H1 the body still has", () => {
    expect(articleMarkdown("  Nieuwe titel ", "# Oude titel\n\nIntro.")).toBe(
      "# Nieuwe titel\n\nIntro.",
    );
    expect(articleMarkdown("Nieuwe titel", "Intro.")).toBe("# Nieuwe titel\n\nIntro.");
    expect(articleMarkdown("1 * 2 <b>", "Intro.")).toBe("# 1 \\* 2 \\<b\\>\n\nIntro.");
  });

  it("escapes what markdown would read as markup", () => {
    expect(markdownText("a_b [c] `d` \\e")).toBe("a\\_b \\[c\\] \\`d\\` \\\\e");
  });
});
