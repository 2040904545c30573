import { render, screen, waitFor } from "@testing-library/react";
import { MemoryRouter, Route, Routes } from "react-router-dom";
import { describe, expect, it } from "vitest";
import { EnglishPrivacyPolicyPage, PrivacyPolicyPage } from "@/pages/privacy-policy-page";
import { EnglishTermsOfServicePage, TermsOfServicePage } from "@/pages/terms-of-service-page";
import { renderPage } from "./render-page";

const paragraphs = () =>
  screen
    .getAllByRole("paragraph")
    .map((p) => p.textContent)
    .join(" ");

describe("PrivacyPolicyPage (Dutch, the main text)", () => {
  it("shows the Dutch title, date, AVG content and a link to the English version", () => {
    renderPage(<PrivacyPolicyPage />, "/privacy-policy");
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent("Privacybeleid");
    expect(screen.getByText("15 maart 2024")).toHaveAttribute("datetime", "2024-03-15");
    expect(screen.getByText("15 maart 2024").parentElement).toHaveTextContent(
      "Laatst bijgewerkt: 15 maart 2024",
    );
    expect(screen.getByRole("heading", { level: 2, name: "8. Jouw rechten" })).toBeVisible();
    expect(screen.getByRole("navigation", { name: "Inhoud" })).toBeVisible();
    const text = paragraphs();
    expect(text).toContain("Wij zijn de verwerkingsverantwoordelijke");
    expect(text).toContain("artikel 6 lid 1 sub b AVG");
    expect(text).toContain("Autoriteit Persoonsgegevens");
    for (const processor of [
      "Supabase Inc.",
      "Stripe Payments Europe, Limited",
      "Google Ireland Limited",
      "DataForSEO",
      "OpenAI",
    ]) {
      expect(text).toContain(processor);
    }
    const english = screen.getByRole("link", { name: "Read this policy in English" });
    expect(english).toHaveAttribute("href", "/en/privacy-policy");
    expect(english).toHaveAttribute("hreflang", "en");
    expect(english).toHaveAttribute("lang", "en");
  });

  it("has a table of contents linking to each section", () => {
    renderPage(<PrivacyPolicyPage />, "/privacy-policy");
    expect(screen.getByRole("link", { name: "1. Wie wij zijn" })).toHaveAttribute(
      "href",
      "#wie-wij-zijn",
    );
    expect(screen.getByRole("heading", { level: 2, name: "1. Wie wij zijn" })).toHaveAttribute(
      "id",
      "wie-wij-zijn",
    );
  });
});

describe("EnglishPrivacyPolicyPage", () => {
  it("shows the English text, sets <html lang='en'> while shown and links back to Dutch", () => {
    const { unmount } = renderPage(<EnglishPrivacyPolicyPage />, "/en/privacy-policy");
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent("Privacy Policy");
    expect(screen.getByText("15 March 2024").parentElement).toHaveTextContent(
      "Last updated: 15 March 2024",
    );
    expect(screen.getByRole("heading", { level: 2, name: "8. Your rights" })).toBeVisible();
    expect(document.documentElement.lang).toBe("en");
    const dutch = screen.getByRole("link", { name: "Lees dit beleid in het Nederlands" });
    expect(dutch).toHaveAttribute("href", "/privacy-policy");
    expect(dutch).toHaveAttribute("hreflang", "nl");
    unmount();
    expect(document.documentElement.lang).toBe("nl");
  });

  it("switches to the Dutch version with its link", async () => {
    render(
      <MemoryRouter initialEntries={["/en/privacy-policy"]}>
        <Routes>
          <Route path="/en/privacy-policy" element={<EnglishPrivacyPolicyPage />} />
          <Route path="/privacy-policy" element={<PrivacyPolicyPage />} />
        </Routes>
      </MemoryRouter>,
    );
    screen.getByRole("link", { name: "Lees dit beleid in het Nederlands" }).click();
    expect(await screen.findByRole("heading", { level: 1, name: "Privacybeleid" })).toBeVisible();
    // The English page's clean-up is a passive effect: it may run just after the Dutch page shows.
    await waitFor(() => expect(document.documentElement.lang).toBe("nl"));
  });
});

describe("TermsOfServicePage (Dutch, the main text)", () => {
  it("states the contract points: monthly billing, cancelling, money back, content ownership", () => {
    renderPage(<TermsOfServicePage />, "/terms-of-service");
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent("Algemene voorwaarden");
    const text = paragraphs();
    expect(text).toContain(
      // Intl writes a non-breaking space between € and the amount, so they never wrap apart.
      "Vindbaar heeft vier pakketten: Basic € 19, Pro € 49, Ultimate € 99 en Power € 199 per maand, exclusief 21% btw.".replace(
        /€ /g,
        "€\u00a0",
      ),
    );
    expect(text).toContain("Abonnementen worden per maand vooraf gefactureerd");
    expect(text).toMatch(
      /Je kunt je abonnement op elk moment opzeggen via je dashboard\. Na het opzeggen houd je toegang tot de dienst tot het einde van de periode die je al hebt betaald\./,
    );
    expect(text).toContain("We bieden 14 dagen geld-terug-garantie.");
    expect(text).toContain("Alle content die Vindbaar voor je maakt");
    expect(text).toMatch(
      /Als je abonnement is beëindigd, blijft je dashboard voor je open om te lezen: .* Nieuwe of bewerkte artikelen, nieuwe website-scans, publiceren naar WordPress en de API stoppen/,
    );
    expect(screen.getByRole("link", { name: "Read these terms in English" })).toHaveAttribute(
      "href",
      "/en/terms-of-service",
    );
  });
});

describe("EnglishTermsOfServicePage", () => {
  it("states the same points in English with the same figures", () => {
    renderPage(<EnglishTermsOfServicePage />, "/en/terms-of-service");
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent("Terms of Service");
    const text = paragraphs();
    expect(text).toContain(
      "Vindbaar has four plans: Basic €19, Pro €49, Ultimate €99 and Power €199 per month, excluding 21% Dutch VAT.",
    );
    expect(text).toContain("Subscriptions are billed monthly");
    expect(text).toMatch(
      /cancel your subscription at any time .* keep access to the service until the end of the period you have already paid for/,
    );
    expect(text).toContain("We offer a 14-day money-back guarantee.");
    expect(text).toMatch(/All content that Vindbaar generates for you, .* belongs to you\./);
    expect(text).toMatch(
      /When your subscription ends, your dashboard stays open to you read-only: .* Writing and editing posts, new website scans, publishing to WordPress and the API stop/,
    );
    expect(
      screen.getByRole("link", { name: "Lees deze voorwaarden in het Nederlands" }),
    ).toHaveAttribute("href", "/terms-of-service");
  });
});
