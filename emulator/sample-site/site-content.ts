import { renderSamplePage, SAMPLE_PAGES } from "./pages.ts";

/** What a loopback sample site serves: its pages (also its sitemap) and each page's HTML. */
export interface SampleSiteContent {
  paths: readonly string[];
  /** The page's HTML, or null for a path the site does not have (404). */
  render(path: string): string | null;
}

/** The small bakery site `npm run dev` serves (pages.ts). */
export const BAKERY_SITE: SampleSiteContent = {
  paths: SAMPLE_PAGES.map((page) => page.path),
  render(path) {
    const page = SAMPLE_PAGES.find((candidate) => candidate.path === path);
    return page ? renderSamplePage(page) : null;
  },
};
