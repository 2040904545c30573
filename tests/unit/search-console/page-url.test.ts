import { describe, expect, it } from "vitest";
import {
  isSamePage,
  normalisePageUrl,
  pageUrlVariants,
} from "../../../supabase/functions/_shared/search-console/performance/page-url.ts";

describe("matching a post's link to Search Console's pages", () => {
  it("writes scheme and host in lower case, keeps the path's case, drops fragment and default port", () => {
    expect(normalisePageUrl(" HTTPS://WWW.Bakkerij.NL:443/Blog/Desembrood/#reacties ")).toBe(
      "https://www.bakkerij.nl/Blog/Desembrood/",
    );
    expect(normalisePageUrl("http://bakkerij.nl:8080/a?b=1")).toBe("http://bakkerij.nl:8080/a?b=1");
  });

  it("refuses what is not an http(s) URL", () => {
    expect(normalisePageUrl("niet een url")).toBeNull();
    expect(normalisePageUrl("ftp://bakkerij.nl/post")).toBeNull();
    expect(normalisePageUrl("javascript:alert(1)")).toBeNull();
    expect(pageUrlVariants("")).toEqual([]);
  });

  it("looks the page up with and without its trailing slash, the root only once", () => {
    expect(pageUrlVariants("https://www.bakkerij.nl/blog/desembrood")).toEqual([
      "https://www.bakkerij.nl/blog/desembrood",
      "https://www.bakkerij.nl/blog/desembrood/",
    ]);
    expect(pageUrlVariants("https://www.bakkerij.nl/blog/desembrood/?p=1")).toEqual([
      "https://www.bakkerij.nl/blog/desembrood/?p=1",
      "https://www.bakkerij.nl/blog/desembrood?p=1",
    ]);
    expect(pageUrlVariants("https://WWW.bakkerij.nl")).toEqual(["https://www.bakkerij.nl/"]);
  });

  it("is the same page only for the same path: case, scheme and host still count", () => {
    const ours = "https://WWW.Bakkerij.nl/blog/desembrood";
    expect(isSamePage(ours, "https://www.bakkerij.nl/blog/desembrood/")).toBe(true);
    expect(isSamePage(ours, "https://www.bakkerij.nl/blog/desembrood")).toBe(true);
    expect(isSamePage(ours, "https://www.bakkerij.nl/Blog/Desembrood/")).toBe(false);
    expect(isSamePage(ours, "http://www.bakkerij.nl/blog/desembrood/")).toBe(false);
    expect(isSamePage(ours, "https://bakkerij.nl/blog/desembrood/")).toBe(false);
    expect(isSamePage(ours, "https://www.bakkerij.nl/blog/desembrood-2/")).toBe(false);
  });
});
