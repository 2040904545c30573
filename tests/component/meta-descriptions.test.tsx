import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { act, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { Locale } from "@contract/locale";
import { MetaDescriptionTool } from "@/features/meta-descriptions";
import { changeLocale } from "@/i18n";
import { fake } from "./login-fake-supabase";

vi.mock("@/lib/supabase", async () => (await import("./login-fake-supabase")).fakeSupabaseModule);

/** The tool's words per language: Dutch by default, the original English on request. */
const WORDS = {
  nl: {
    missing: "Vul zowel de bedrijfsnaam als de beschrijving in om meta descriptions te maken.",
    name: "Bedrijfsnaam",
    description: "Beschrijving van je bedrijf",
    submit: "Maak meta descriptions",
    loading: "Bezig met maken...",
    characters: (count: number) => `${count} tekens`,
    copyLabel: (index: number) => `Kopieer voorstel ${index}`,
    copied: "Gekopieerd!",
    pasteCut:
      "Je geplakte tekst was langer dan 1.000 tekens; alleen de eerste 1.000 tekens zijn overgenomen.",
    error: (message: string) =>
      `De meta descriptions konden niet worden gemaakt: ${message}. Controleer je internetverbinding en probeer het opnieuw.`,
    httpError: "De server gaf een fout (HTTP-status 404)",
  },
  en: {
    missing: "Please fill in both the company name and description to generate meta descriptions.",
    name: "Company name",
    description: "Description of your business",
    submit: "Generate meta descriptions",
    loading: "Generating...",
    characters: (count: number) => `${count} characters`,
    copyLabel: (index: number) => `Copy suggestion ${index}`,
    copied: "Copied!",
    pasteCut:
      "The text you pasted was longer than 1,000 characters; only the first 1,000 characters were kept.",
    error: (message: string) =>
      `Failed to fetch data: ${message}. Please check your API key or network.`,
    httpError: "HTTP error! Status: 404",
  },
} satisfies Record<Locale, unknown>;
const SUGGESTIONS = {
  suggestion1:
    "Bakkerij De Korenschoof: een bakkerij in Utrecht met ambachtelijk brood en taarten op bestelling. Kwaliteit, eerlijk advies en persoonlijke aandacht.",
  suggestion2:
    "Op zoek naar ambachtelijk brood of taarten in Utrecht? Bakkerij De Korenschoof helpt je graag verder. Bekijk ons aanbod en neem vandaag nog contact op!",
  suggestion3:
    "Ontdek Bakkerij De Korenschoof in Utrecht: ambachtelijk brood, taarten en bestelling. Neem vandaag nog contact op en ervaar zelf het verschil!",
};

/** What supabase-js returns for a non-2xx answer: FunctionsHttpError with the unread Response. */
function httpError(status: number, body: string, contentType = "application/json") {
  return {
    data: null,
    error: Object.assign(new Error("Edge Function returned a non-2xx status code"), {
      name: "FunctionsHttpError",
      context: new Response(body, { status, headers: { "Content-Type": contentType } }),
    }),
  };
}

let words: (typeof WORDS)[Locale] = WORDS.nl;

function setup() {
  const user = userEvent.setup();
  const client = new QueryClient();
  render(
    <QueryClientProvider client={client}>
      <MetaDescriptionTool />
    </QueryClientProvider>,
  );
  return {
    user,
    name: screen.getByLabelText(words.name),
    description: screen.getByLabelText(words.description),
    submit: () =>
      screen.getByRole("button", {
        name: (name) => name === words.submit || name === words.loading,
      }),
  };
}

async function fillAndSubmit(
  ui: ReturnType<typeof setup>,
  name = "  Bakkerij De Korenschoof ",
  text = " Ambachtelijk brood in Utrecht. ",
) {
  await ui.user.type(ui.name, name);
  await ui.user.type(ui.description, text);
  await ui.user.click(ui.submit());
}

beforeEach(() => {
  fake.reset();
});

describe.each(["nl", "en"] as const)("in %s", (locale) => {
  beforeEach(async () => {
    words = WORDS[locale];
    await act(() => changeLocale(locale));
  });
  afterEach(async () => {
    await act(() => changeLocale("nl"));
  });

  describe("meta description form", () => {
    it("is disabled while a field is blank and explains why once a field was left", async () => {
      const ui = setup();
      expect(ui.submit()).toBeDisabled();
      expect(screen.queryByText(words.missing)).not.toBeInTheDocument();

      await ui.user.type(ui.name, "Bakkerij De Korenschoof");
      await ui.user.click(ui.description);
      await ui.user.type(ui.description, "   ");
      await ui.user.tab();
      expect(screen.getByText(words.missing)).toBeInTheDocument();
      expect(ui.description).toHaveAccessibleDescription(words.missing);
      expect(ui.submit()).toBeDisabled();

      await ui.user.type(ui.description, "Brood");
      expect(screen.queryByText(words.missing)).not.toBeInTheDocument();
      expect(ui.submit()).toBeEnabled();
      expect(fake.functions.invoke).not.toHaveBeenCalled();
    });

    it("sends the trimmed values, shows the loading state, then the suggestions with lengths", async () => {
      let answer!: (value: unknown) => void;
      fake.functions.invoke.mockReturnValue(new Promise((resolve) => (answer = resolve)));
      const ui = setup();
      await fillAndSubmit(ui);

      expect(fake.functions.invoke).toHaveBeenCalledWith("meta-descriptions", {
        body: { name: "Bakkerij De Korenschoof", description: "Ambachtelijk brood in Utrecht." },
        // The function answers its refusals in the same language.
        headers: { "Accept-Language": locale },
        signal: expect.any(AbortSignal),
      });
      expect(screen.getByRole("button", { name: words.loading })).toBeDisabled();

      answer({ data: SUGGESTIONS, error: null });
      const list = await screen.findByRole("list");
      const items = within(list).getAllByRole("listitem");
      expect(items).toHaveLength(3);
      Object.values(SUGGESTIONS).forEach((text, index) => {
        expect(items[index]).toHaveTextContent(text);
        expect(items[index]).toHaveTextContent(words.characters(text.length));
      });
      expect(screen.getByRole("button", { name: words.submit })).toBeEnabled();
      expect(ui.name).toHaveValue("  Bakkerij De Korenschoof ");
    });

    it("copies a suggestion", async () => {
      fake.functions.invoke.mockResolvedValue({ data: SUGGESTIONS, error: null });
      const ui = setup();
      await fillAndSubmit(ui);
      await ui.user.click(await screen.findByRole("button", { name: words.copyLabel(2) }));
      expect(await navigator.clipboard.readText()).toBe(SUGGESTIONS.suggestion2);
      expect(screen.getByRole("button", { name: words.copied })).toBeInTheDocument();
    });
  });

  describe("meta description input length (issue 8)", () => {
    it("shows a character counter against each maximum", async () => {
      const ui = setup();
      expect(screen.getAllByTestId("field-counter").map((node) => node.textContent)).toEqual([
        "0/100",
        "0/1000",
      ]);
      await ui.user.click(ui.name);
      await ui.user.paste("B".repeat(83));
      await ui.user.type(ui.description, "Ambachtelijk brood.");
      expect(screen.getAllByTestId("field-counter").map((node) => node.textContent)).toEqual([
        "83/100",
        "19/1000",
      ]);
    });

    it("stops each field at the function's maximum and says when a paste was cut", async () => {
      const ui = setup();
      expect(ui.name).toHaveAttribute("maxLength", "100");
      expect(ui.description).toHaveAttribute("maxLength", "1000");
      const longText = "Ambachtelijk brood en taarten op bestelling uit Utrecht. "
        .repeat(20)
        .trim();
      await ui.user.click(ui.description);
      await ui.user.paste(longText);

      const notice = words.pasteCut;
      expect(ui.description).toHaveValue(longText.slice(0, 1000));
      expect(screen.getByText(notice)).toBeInTheDocument();
      expect(ui.description).toHaveAccessibleDescription(notice);
      expect(screen.getAllByTestId("field-counter").map((node) => node.textContent)).toEqual([
        "0/100",
        "1000/1000",
      ]);

      // Shorter than the limit again, the notice goes; a paste that fits never shows it.
      await ui.user.type(ui.description, "{Backspace}");
      expect(screen.queryByText(notice)).not.toBeInTheDocument();
      await ui.user.click(ui.name);
      await ui.user.paste("Bakkerij De Korenschoof");
      expect(screen.queryByText(notice)).not.toBeInTheDocument();
      expect(ui.submit()).toBeEnabled();
    });
  });

  describe("meta description errors (docs/product.md §8)", () => {
    it("uses the body's error message", async () => {
      fake.functions.invoke.mockResolvedValue(
        httpError(400, JSON.stringify({ error: "name: Company name is required" })),
      );
      const ui = setup();
      await fillAndSubmit(ui);
      expect(await screen.findByRole("alert")).toHaveTextContent(
        words.error("name: Company name is required"),
      );
      expect(ui.name).toHaveValue("  Bakkerij De Korenschoof ");
      expect(ui.description).toHaveValue(" Ambachtelijk brood in Utrecht. ");
    });

    it("uses a message field or a plain string body", async () => {
      fake.functions.invoke.mockResolvedValueOnce(
        httpError(401, JSON.stringify({ message: "Invalid JWT" })),
      );
      const ui = setup();
      await fillAndSubmit(ui);
      expect(await screen.findByRole("alert")).toHaveTextContent(words.error("Invalid JWT"));

      fake.functions.invoke.mockResolvedValueOnce(httpError(403, "Quota exceeded", "text/plain"));
      await ui.user.type(ui.name, "!");
      await ui.user.click(ui.submit());
      expect(await screen.findByRole("alert")).toHaveTextContent(words.error("Quota exceeded"));
    });

    it("falls back to the status in words ('HTTP error! Status' plus the code in English)", async () => {
      fake.functions.invoke.mockResolvedValue(httpError(404, ""));
      const ui = setup();
      await fillAndSubmit(ui);
      expect(await screen.findByRole("alert")).toHaveTextContent(words.error(words.httpError));
    });

    it("asks again when the same input is submitted after a failure", async () => {
      fake.functions.invoke
        .mockResolvedValueOnce(httpError(404, ""))
        .mockResolvedValueOnce({ data: SUGGESTIONS, error: null });
      const ui = setup();
      await fillAndSubmit(ui);
      await screen.findByRole("alert");
      await ui.user.click(ui.submit());
      expect(await screen.findAllByRole("listitem")).toHaveLength(3);
      expect(screen.queryByRole("alert")).not.toBeInTheDocument();
      expect(fake.functions.invoke).toHaveBeenCalledTimes(2);
    });
  });
});
