import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { PrivacyPolicyPage } from "@/pages/privacy-policy-page";
import { TermsOfServicePage } from "@/pages/terms-of-service-page";
import { renderPage } from "./render-page";

describe("PrivacyPolicyPage", () => {
  it("shows the English title, the last-updated date and GDPR content", () => {
    const { container } = renderPage(<PrivacyPolicyPage />, "/privacy-policy");
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent("Privacy Policy");
    expect(screen.getByText("15 March 2024")).toHaveAttribute("datetime", "2024-03-15");
    expect(screen.getByText("15 March 2024").parentElement).toHaveTextContent(
      "Last updated: 15 March 2024",
    );
    expect(screen.getByRole("heading", { level: 2, name: "8. Your rights" })).toBeInTheDocument();
    expect(screen.getByText(/Autoriteit Persoonsgegevens/)).toBeInTheDocument();
    expect(container.firstElementChild).toHaveAttribute("lang", "en");
  });

  it("has a table of contents linking to each section", () => {
    renderPage(<PrivacyPolicyPage />, "/privacy-policy");
    const link = screen.getByRole("link", { name: "1. Who we are" });
    expect(link).toHaveAttribute("href", "#who-we-are");
    expect(screen.getByRole("heading", { level: 2, name: "1. Who we are" })).toHaveAttribute(
      "id",
      "who-we-are",
    );
  });
});

describe("TermsOfServicePage", () => {
  it("shows the title and the last-updated date", () => {
    renderPage(<TermsOfServicePage />, "/terms-of-service");
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent("Terms of Service");
    expect(screen.getByText("15 March 2024").parentElement).toHaveTextContent(
      "Last updated: 15 March 2024",
    );
  });

  it("states the four contract points of the spec", () => {
    renderPage(<TermsOfServicePage />, "/terms-of-service");
    expect(screen.getByText(/Subscriptions are billed monthly/)).toBeInTheDocument();
    expect(
      screen.getByText(
        /cancel your subscription at any time .* keep access to the service until the end of the period you have already paid for/,
      ),
    ).toBeInTheDocument();
    expect(
      screen.getByText(
        /We offer a 14-day money-back guarantee\. .* request a refund within 14 days/,
      ),
    ).toBeInTheDocument();
    expect(
      screen.getByText(/All content that Vindbaar generates for you, .* belongs to you\./),
    ).toBeInTheDocument();
  });

  it("says what stays open read-only after the subscription ends", () => {
    renderPage(<TermsOfServicePage />, "/terms-of-service");
    expect(
      screen.getByText(
        /When your subscription ends, your dashboard stays open to you read-only: you can still open your blog posts and reports and export them .* Writing and editing posts, new website scans, publishing to WordPress and the API stop/,
      ),
    ).toBeInTheDocument();
  });
});
