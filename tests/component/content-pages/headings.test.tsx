import { screen } from "@testing-library/react";
import type { ComponentType } from "react";
import { describe, expect, it } from "vitest";
import { pageMeta } from "@/content/page-meta";
import { AboutUsPage } from "@/pages/about-us-page";
import { ApiDocumentationPage } from "@/pages/api-documentation-page";
import { BlogPage } from "@/pages/blog-page";
import { CareersPage } from "@/pages/careers-page";
import { CommunityPage } from "@/pages/community-page";
import { ContactPage } from "@/pages/contact-page";
import { GuidesPage } from "@/pages/guides-page";
import { HelpCenterPage } from "@/pages/help-center-page";
import { EnglishPrivacyPolicyPage, PrivacyPolicyPage } from "@/pages/privacy-policy-page";
import { EnglishTermsOfServicePage, TermsOfServicePage } from "@/pages/terms-of-service-page";
import { renderPage } from "./render-page";

const pages: Array<[keyof typeof pageMeta, ComponentType, string]> = [
  ["/blog", BlogPage, "SEO-tips voor ondernemers"],
  ["/help-center", HelpCenterPage, "Hoe kunnen we je helpen?"],
  ["/guides", GuidesPage, "Stap voor stap beter vindbaar"],
  ["/api-documentation", ApiDocumentationPage, "API-documentatie"],
  ["/community", CommunityPage, "Leer SEO samen met andere ondernemers"],
  ["/about-us", AboutUsPage, "Wij maken SEO betaalbaar voor elk bedrijf"],
  ["/careers", CareersPage, "Bouw mee aan betaalbare SEO voor iedereen"],
  ["/contact", ContactPage, "Neem contact met ons op"],
  ["/privacy-policy", PrivacyPolicyPage, "Privacybeleid"],
  ["/terms-of-service", TermsOfServicePage, "Algemene voorwaarden"],
  ["/en/privacy-policy", EnglishPrivacyPolicyPage, "Privacy Policy"],
  ["/en/terms-of-service", EnglishTermsOfServicePage, "Terms of Service"],
];

describe.each(pages)("%s headings", (path, Page, h1) => {
  it("has exactly one h1 with the page title", () => {
    renderPage(<Page />, path);
    const h1s = screen.getAllByRole("heading", { level: 1 });
    expect(h1s).toHaveLength(1);
    expect(h1s[0]).toHaveTextContent(h1);
  });

  it("never skips a heading level", () => {
    const { container } = renderPage(<Page />, path);
    const levels = [...container.querySelectorAll("h1, h2, h3, h4, h5, h6")].map((el) =>
      Number(el.tagName[1]),
    );
    expect(levels[0]).toBe(1);
    levels.forEach((level, index) => {
      if (index > 0) expect(level - levels[index - 1]).toBeLessThanOrEqual(1);
    });
  });

  it("sets the page title from the metadata table", () => {
    renderPage(<Page />, path);
    expect(document.title).toBe(pageMeta[path].title);
  });
});
