import type { Catalogue } from "../../catalogue";

export const audits: Catalogue["audits"] = {
  issues: {
    "meta-description": {
      title: "The page has no description for Google",
      why: "Google often shows that description under your title; without one Google picks a snippet of text itself, which rarely invites a click.",
    },
    "document-title": {
      title: "The page has no title",
      why: "The title is the clickable heading in the search results; without a title a searcher cannot see what the page is about.",
    },
    "image-alt": {
      title: "Images have no descriptive text (alt text)",
      why: "Google and screen readers only know what an image shows through its alt text, so without it the image does not count.",
    },
    "heading-order": {
      title: "The headings on the page skip a level",
      why: "A logical order of headings helps Google and screen readers understand how your text is structured.",
    },
    "link-text": {
      title: "Links do not say where they lead",
      why: "Link texts such as 'click here' tell neither Google nor visitors what is behind the link.",
    },
    "http-status-code": {
      title: "The page returns an error",
      why: "Google does not include a page that answers with an error (such as 404 or 500) in its search results.",
    },
    "is-crawlable": {
      title: "Google may not include the page",
      why: "A noindex setting or a rule in robots.txt keeps the page out of Google, so nobody finds it by searching.",
    },
    "is-on-https": {
      title: "The page is not secure (no https)",
      why: "Browsers warn visitors about insecure pages and Google prefers secure ones.",
    },
    canonical: {
      title: "The reference to the main version of the page is wrong",
      why: "With a wrong canonical reference Google may show a different page instead of this one, or skip this page.",
    },
    hreflang: {
      title: "The references to other language versions are wrong",
      why: "With wrong language references (hreflang) searchers may be shown the wrong language version of your page.",
    },
    "robots-txt": {
      title: "The robots.txt file contains errors",
      why: "With errors in robots.txt Google cannot be sure which pages it may visit.",
    },
    "crawlable-anchors": {
      title: "Google cannot follow some links",
      why: "Google does not follow links without a real address, so the pages behind them are found less well.",
    },
    viewport: {
      title: "The page is not set up for phones",
      why: "Google judges your site by its mobile version; without a viewport setting the page is shown tiny on a phone.",
    },
    "html-has-lang": {
      title: "The page's language is missing or wrong",
      why: "Without the right language code Google is less sure that the page is Dutch and whom it is meant for.",
    },
    "structured-data": {
      title: "The extra data for search engines contains errors",
      why: "Correct structured data, such as your business details, can earn extras in Google; Google ignores faulty data.",
    },
    charset: {
      title: "The character set is missing or comes too late in the page",
      why: "Without a character set, letters such as é and ë may appear on screen as strange characters.",
    },
    doctype: {
      title: "The page does not start with the HTML doctype",
      why: "Without a doctype the browser shows the page in an outdated mode, which can shift the layout.",
    },
  },
};
