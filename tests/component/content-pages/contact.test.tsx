import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it, vi, type MockInstance } from "vitest";
import { ContactPage } from "@/pages/contact-page";
import { LEAD_LIMITS } from "@contract/leads-limits";
import { renderPage } from "./render-page";

let fetchSpy: MockInstance<typeof fetch>;

beforeEach(() => {
  // The leads function answers like the real one. Invalid input must never reach it.
  fetchSpy = vi
    .spyOn(globalThis, "fetch")
    .mockImplementation(async () => Response.json({ ok: true }));
});

function field(label: string) {
  return screen.getByLabelText(label);
}

async function fillForm(
  user: ReturnType<typeof userEvent.setup>,
  overrides: Partial<Record<string, string>> = {},
) {
  const values = {
    Voornaam: "Anna",
    Achternaam: "Jansen",
    "E-mailadres": "anna@bakkerijjansen.nl",
    Onderwerp: "Vraag over het Pro-pakket",
    Bericht: "Kan ik later overstappen naar Ultimate?",
    ...overrides,
  };
  for (const [label, value] of Object.entries(values)) {
    if (value) await user.type(field(label), value);
  }
}

describe("ContactPage", () => {
  it("shows the form fields with Dutch labels", () => {
    renderPage(<ContactPage />, "/contact");
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent("Neem contact met ons op");
    const form = screen.getByRole("form", { name: "Contactformulier" });
    for (const label of ["Voornaam", "Achternaam", "E-mailadres", "Onderwerp", "Bericht"]) {
      expect(within(form).getByLabelText(label)).toBeRequired();
    }
    expect(field("E-mailadres")).toHaveAttribute("type", "email");
    expect(field("Bericht").tagName).toBe("TEXTAREA");
  });

  it("puts a question from the help search (?vraag=) into the message, with a subject", async () => {
    renderPage(<ContactPage />, "/contact?vraag=%20Kan%20ik%20per%20jaar%20betalen%3F%20");
    await waitFor(() => expect(field("Bericht")).toHaveValue("Kan ik per jaar betalen?"));
    expect(field("Onderwerp")).toHaveValue("Vraag uit het helpcentrum");
    expect(field("Voornaam")).toHaveValue("");
  });

  it.each([
    ["blank", "%20%20"],
    ["longer than the message may be", "a".repeat(LEAD_LIMITS.message + 1)],
  ])("ignores a ?vraag= that is %s", (_case, value) => {
    renderPage(<ContactPage />, `/contact?vraag=${value}`);
    expect(field("Bericht")).toHaveValue("");
    expect(field("Onderwerp")).toHaveValue("");
  });

  it("shows an error for every empty required field and focuses the first one", async () => {
    const user = userEvent.setup();
    renderPage(<ContactPage />, "/contact");
    await user.click(screen.getByRole("button", { name: "Verstuur bericht" }));

    const expected: Array<[string, string]> = [
      ["Voornaam", "Vul je voornaam in."],
      ["Achternaam", "Vul je achternaam in."],
      ["E-mailadres", "Vul je e-mailadres in."],
      ["Onderwerp", "Vul een onderwerp in."],
      ["Bericht", "Schrijf een bericht."],
    ];
    for (const [label, message] of expected) {
      expect(field(label)).toHaveAttribute("aria-invalid", "true");
      expect(field(label)).toHaveAccessibleDescription(message);
    }
    expect(field("Voornaam")).toHaveFocus();
    expect(screen.getByRole("status")).toBeEmptyDOMElement();
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it("treats whitespace-only input as empty", async () => {
    const user = userEvent.setup();
    renderPage(<ContactPage />, "/contact");
    await fillForm(user, { Onderwerp: "   " });
    await user.click(screen.getByRole("button", { name: "Verstuur bericht" }));
    expect(field("Onderwerp")).toHaveAccessibleDescription("Vul een onderwerp in.");
    expect(field("Onderwerp")).toHaveFocus();
  });

  it("rejects an invalid e-mail address and keeps everything the user typed", async () => {
    const user = userEvent.setup();
    renderPage(<ContactPage />, "/contact");
    await fillForm(user, { "E-mailadres": "anna@bakkerij" });
    await user.click(screen.getByRole("button", { name: "Verstuur bericht" }));

    expect(field("E-mailadres")).toHaveAccessibleDescription(
      "Vul een geldig e-mailadres in, bijvoorbeeld naam@bedrijf.nl.",
    );
    expect(field("E-mailadres")).toHaveFocus();
    expect(field("Voornaam")).not.toHaveAttribute("aria-invalid");
    expect(field("Voornaam")).toHaveValue("Anna");
    expect(field("Achternaam")).toHaveValue("Jansen");
    expect(field("E-mailadres")).toHaveValue("anna@bakkerij");
    expect(field("Onderwerp")).toHaveValue("Vraag over het Pro-pakket");
    expect(field("Bericht")).toHaveValue("Kan ik later overstappen naar Ultimate?");
    expect(screen.getByRole("status")).toBeEmptyDOMElement();
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it("clears a field's error once the user corrects it", async () => {
    const user = userEvent.setup();
    renderPage(<ContactPage />, "/contact");
    await user.click(screen.getByRole("button", { name: "Verstuur bericht" }));
    await user.type(field("Voornaam"), "A");
    expect(field("Voornaam")).not.toHaveAttribute("aria-invalid");
    expect(screen.queryByText("Vul je voornaam in.")).not.toBeInTheDocument();
    expect(screen.getByText("Vul je achternaam in.")).toBeInTheDocument();
  });

  it("stores the message as a lead, confirms inline and clears the form", async () => {
    const user = userEvent.setup();
    renderPage(<ContactPage />, "/contact");
    await fillForm(user);
    await user.click(screen.getByRole("button", { name: "Verstuur bericht" }));

    const status = await screen.findByText("Bedankt, Anna! Je bericht is verstuurd.");
    expect(screen.getByRole("status")).toHaveTextContent(
      "We hebben je bericht ontvangen en reageren binnen één werkdag per e-mail op anna@bakkerijjansen.nl.",
    );
    expect(status).toBeInTheDocument();
    expect(fetchSpy).toHaveBeenCalledTimes(1);
    const [url, init] = fetchSpy.mock.calls[0] as [string, RequestInit];
    expect(url).toBe("http://127.0.0.1:54321/functions/v1/leads");
    expect(JSON.parse(init.body as string)).toEqual({
      kind: "contact",
      firstName: "Anna",
      lastName: "Jansen",
      email: "anna@bakkerijjansen.nl",
      subject: "Vraag over het Pro-pakket",
      message: "Kan ik later overstappen naar Ultimate?",
    });
    expect(field("Bericht")).toHaveValue("");
    expect(document.querySelectorAll("[aria-invalid]")).toHaveLength(0);
  });

  it("keeps everything typed and offers a mailto link when the message cannot be stored", async () => {
    let answer!: (response: Response) => void;
    fetchSpy.mockImplementation(() => new Promise<Response>((resolve) => (answer = resolve)));
    const user = userEvent.setup();
    renderPage(<ContactPage />, "/contact");
    await fillForm(user);
    await user.click(screen.getByRole("button", { name: "Verstuur bericht" }));
    expect(screen.getByRole("button", { name: "Bezig met versturen…" })).toBeDisabled();
    answer(Response.json({ error: "The submission could not be stored" }, { status: 503 }));

    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent(
      "Je aanvraag kon niet worden verstuurd. Controleer je verbinding en probeer het opnieuw, of mail ons op hallo@vindbaar.nl.",
    );
    const mailLink = within(alert).getByRole("link", {
      name: "Of open je bericht in je e-mailprogramma, gericht aan hallo@vindbaar.nl",
    });
    const href = mailLink.getAttribute("href") ?? "";
    expect(
      href.startsWith("mailto:hallo@vindbaar.nl?subject=Vraag%20over%20het%20Pro-pakket&body="),
    ).toBe(true);
    expect(decodeURIComponent(href.split("body=")[1])).toBe(
      "Kan ik later overstappen naar Ultimate?\n\nAnna Jansen\nanna@bakkerijjansen.nl",
    );
    expect(field("Voornaam")).toHaveValue("Anna");
    expect(field("Bericht")).toHaveValue("Kan ik later overstappen naar Ultimate?");
    expect(screen.getByRole("status")).toBeEmptyDOMElement();
    expect(screen.getByRole("button", { name: "Verstuur bericht" })).toBeEnabled();
  });

  it("bounds every field's length with the leads function's limits", () => {
    renderPage(<ContactPage />, "/contact");
    expect(field("Voornaam")).toHaveAttribute("maxLength", "100");
    expect(field("Achternaam")).toHaveAttribute("maxLength", "100");
    expect(field("E-mailadres")).toHaveAttribute("maxLength", "254");
    expect(field("Onderwerp")).toHaveAttribute("maxLength", "200");
    expect(field("Bericht")).toHaveAttribute("maxLength", "5000");
  });

  it("shows the contact details and the dashboard chat hint", () => {
    renderPage(<ContactPage />, "/contact");
    const details = screen.getByRole("region", { name: "Contactgegevens" });
    expect(within(details).getByRole("link", { name: "hallo@vindbaar.nl" })).toHaveAttribute(
      "href",
      "mailto:hallo@vindbaar.nl",
    );
    expect(within(details).getByRole("link", { name: "+31 20 123 4567" })).toHaveAttribute(
      "href",
      "tel:+31201234567",
    );
    expect(within(details).getByText("Herengracht 182")).toBeInTheDocument();
    expect(within(details).getByText("1016 BR Amsterdam")).toBeInTheDocument();
    expect(
      within(details).getByRole("heading", { level: 3, name: "Al klant? Chat met ons" }),
    ).toBeInTheDocument();
    expect(
      within(details).getByRole("link", { name: "Log in om te chatten vanuit je dashboard" }),
    ).toHaveAttribute("href", "/login");
  });
});
