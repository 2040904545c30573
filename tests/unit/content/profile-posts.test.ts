import { describe, expect, it } from "vitest";
import { writeBuiltInDraft } from "../../../supabase/functions/_shared/content/writing/built-in-writer.ts";
import {
  PROFILE_POST_MAX,
  plainText,
  profilePostsFrom,
} from "../../../supabase/functions/_shared/content/writing/profile-posts.ts";
import { BRIEF, cases, LINKS, PROFILE } from "./fixtures.ts";

describe("profilePostsFrom", () => {
  const draft = writeBuiltInDraft({
    brief: BRIEF,
    profile: PROFILE,
    facts: [],
    links: LINKS,
    seed: 3,
  });

  it("makes two different plain-text posts by default, three on request, none for 0", () => {
    const posts = profilePostsFrom(draft, BRIEF, PROFILE);
    expect(posts).toHaveLength(2);
    expect(posts[0]).not.toBe(posts[1]);
    expect(profilePostsFrom(draft, BRIEF, PROFILE, 3)).toHaveLength(3);
    expect(profilePostsFrom(draft, BRIEF, PROFILE, 0)).toEqual([]);
  });

  it("has a hook, two or three key points and a call to action naming business and region", () => {
    for (const post of profilePostsFrom(draft, BRIEF, PROFILE, 3)) {
      const points = post.split("\n").filter((line) => line.startsWith("• "));
      expect(points.length).toBeGreaterThanOrEqual(2);
      expect(points.length).toBeLessThanOrEqual(3);
      const last = post.split("\n\n").pop()!;
      expect(last).toContain("Van Dijk Installatietechniek in Utrecht");
      expect(last).toContain("https://vandijk.nl");
      expect(post.length).toBeGreaterThanOrEqual(250);
      expect(post.length).toBeLessThanOrEqual(700);
    }
  });

  it("stays within Google's limit and free of markdown for every fixture", () => {
    for (const c of cases()) {
      const written = writeBuiltInDraft({
        brief: c.brief,
        profile: c.profile,
        facts: [],
        links: c.links,
        seed: c.seed,
      });
      for (const post of profilePostsFrom(written, c.brief, c.profile)) {
        expect(post.length).toBeLessThanOrEqual(PROFILE_POST_MAX);
        expect(post).not.toMatch(/\*\*|__|`|^#|\]\(|\\/m);
        if (c.profile.tone === "informal") expect(post).not.toMatch(/\b(u|uw)\b/i);
        else expect(post).not.toMatch(/\b(je|jouw)\b/i);
      }
    }
  });

  it("turns markdown into plain text", () => {
    expect(plainText("**Vet** en [een link](https://x.nl) met \\*ster\\*")).toBe(
      "Vet en een link met *ster*",
    );
  });
});
