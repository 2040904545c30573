import type { Locator, Page } from "@playwright/test";

/**
 * Words that give away an untranslated screen: English interface words that never belong in the
 * Dutch customer area, and Dutch interface words that never belong in the English one. Each list
 * holds only words that are not also ordinary Dutch (or English) and not part of a brand or a
 * plan name: "Account", "Dashboard", "Content", "Export", "Plan", "Score", "Status", "Basic",
 * "Pro", "Ultimate", "Power" are Dutch product words too, so they are not listed.
 */
export const ENGLISH_UI_WORDS = [
  "Welcome",
  "Overview",
  "Manage",
  "subscription",
  "subscriptions",
  "Loading",
  "Copy",
  "Copied",
  "Save",
  "Saved",
  "Saving",
  "Cancel",
  "Delete",
  "Remove",
  "Settings",
  "Download",
  "Generate",
  "Generating",
  "characters",
  "Submit",
  "Back",
  "Next",
  "Previous",
  "Error",
  "Create",
  "Sign",
  "Login",
  "Logout",
  "Password",
  "Email",
  "Report",
  "Reports",
  "Keyword",
  "Keywords",
  "Edit",
  "View",
  "Close",
  "Approve",
  "Approved",
  "Publish",
  "Published",
  "Scheduled",
  "Draft",
  "Drafts",
  "Profile",
  "Business",
  "Name",
  "Language",
  "Required",
  "Optional",
  "Title",
  "Description",
  "Key",
  "Keys",
  "Revoke",
  "Connect",
  "Connected",
  "Disconnect",
  "Clicks",
  "Impressions",
  "Position",
  "Average",
  "Month",
  "Monthly",
  "Period",
  "Today",
  "Failed",
  "Success",
  "Retry",
  "Please",
  "Your",
  "You",
  "the",
  "with",
  "and",
  "this",
  "Yes",
  "Free",
  "Trial",
  "Domain",
  "Colour",
  "Color",
  "Choose",
  "Search",
  "Website address",
  "Pages",
  "Issues",
] as const;

/**
 * Brand, product and technical names that contain a listed word but are right in Dutch text;
 * they are taken out of the text before it is searched.
 */
export const ALLOWED_PHRASES = [
  "Google Search Console",
  "Search Console",
  "Google Business Profile",
  "White Label",
  "SEO Helper",
  "WordPress",
  "meta descriptions",
  "meta description",
  "Meta description",
  "Meta descriptions",
  "PageSpeed Insights",
  "Bearer",
] as const;

/** Dutch interface words that an English screen must not show (customer data aside). */
export const DUTCH_UI_WORDS = [
  "Welkom",
  "Overzicht",
  "Beheren",
  "Abonnement",
  "abonnement",
  "Laden",
  "Kopiëren",
  "Opslaan",
  "Annuleren",
  "Verwijderen",
  "Instellingen",
  "Downloaden",
  "tekens",
  "Terug",
  "Volgende",
  "Aanmaken",
  "Uitloggen",
  "Inloggen",
  "Wachtwoord",
  "Rapporten",
  "Rapport",
  "Zoekwoorden",
  "Bedrijfsprofiel",
  "Bewerken",
  "Bekijken",
  "Goedkeuren",
  "Concept",
  "Concepten",
  "Gepland",
  "artikelen",
  "Koppelen",
  "Sleutel",
  "Sleutels",
  "Proefperiode",
  "Kies",
  "jouw",
  "Jouw",
] as const;

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

/**
 * The listed words in `text` as whole words (letters on neither side, so "Save" does not match
 * "Saved" and "E-mail" is not "Email"), after the allowed phrases are removed. Case-sensitive
 * for capitalised entries (interface labels), case-insensitive for lower-case ones ("your"
 * also finds "Your").
 */
export function foundWords(
  text: string,
  words: readonly string[],
  allowed: readonly string[] = [],
): string[] {
  let rest = text;
  for (const phrase of allowed) rest = rest.split(phrase).join(" ");
  const found = new Set<string>();
  for (const word of words) {
    const flags = word === word.toLowerCase() ? "iu" : "u";
    const pattern = new RegExp(
      `(?<![\\p{L}\\p{N}-])${escapeRegExp(word)}(?![\\p{L}\\p{N}-])`,
      flags,
    );
    if (pattern.test(rest)) found.add(word);
  }
  return [...found];
}

/**
 * The text a visitor meets inside `root`: the rendered text (hidden elements left out) and the
 * aria-label, placeholder, title and alt attributes of visible and screen-reader elements. Code
 * samples (<pre>, <code>) and the customer's own text in form fields are left out.
 */
export async function visibleInterfaceText(root: Locator): Promise<string> {
  return root.evaluate((element) => {
    const attributes = [...element.querySelectorAll("[aria-label], [placeholder], [title], [alt]")]
      .filter((node) => !node.closest("pre, code"))
      .flatMap((node) =>
        ["aria-label", "placeholder", "title", "alt"].map((name) => node.getAttribute(name) ?? ""),
      );
    // innerText follows CSS (display: none is left out) only for an element in the document.
    const text = (element as HTMLElement).innerText;
    const codeText = [...element.querySelectorAll("pre, code")].map(
      (node) => (node as HTMLElement).innerText,
    );
    let visible = text;
    for (const sample of codeText) visible = visible.split(sample).join(" ");
    return [visible, ...attributes].join("\n");
  });
}

/** Waits until a customer-area screen has settled: its data loaded, no busy region left. */
export async function settle(page: Page): Promise<void> {
  await page.getByTestId("account-shell").waitFor();
  await page.waitForLoadState("networkidle", { timeout: 10_000 }).catch(() => undefined);
  await page
    .locator("[aria-busy='true']")
    .first()
    .waitFor({ state: "detached", timeout: 10_000 })
    .catch(() => undefined);
}
