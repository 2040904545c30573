import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Link, MemoryRouter, Route, Routes } from "react-router-dom";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { ONBOARDING_MESSAGES } from "@contract/onboarding";
import { getToastState, resetToastStore } from "@/components/ui/toast-store";
import {
  onboardingKeys,
  ProfileEditor,
  ProfileReminder,
} from "@/features/onboarding/customer-area";
import { changeLocale } from "@/i18n";
import { FunctionCallError } from "@/lib/call-function";

const invoke = vi.hoisted(() => ({ fn: vi.fn() }));
vi.mock("@/lib/call-function", async (importOriginal) => ({
  ...(await importOriginal<typeof import("@/lib/call-function")>()),
  callFunction: invoke.fn,
}));

const SAVED = {
  businessName: "Bakkerij De Korenschoof",
  websiteUrl: "https://korenschoof.nl/",
  sector: "Horeca",
  sectorDetail: "Bakkerij",
  description: "Ambachtelijke bakker in Utrecht: desembrood, banket en taarten op bestelling.",
  offerings: ["Desembrood", "Banket", "Taart bestellen"],
  detailsFromScan: false,
  region: "Utrecht",
  keywords: ["bakker utrecht", "desembrood", "taart"],
  tone: "informal",
  competitors: [],
  updatedAt: "2026-11-24T10:00:00.000Z",
};

function renderWith(ui: React.ReactNode) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter>{ui}</MemoryRouter>
    </QueryClientProvider>,
  );
}

beforeEach(() => invoke.fn.mockReset());
afterEach(() => resetToastStore());

async function fillValidForm(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText("Bedrijfsnaam"), "Bakkerij De Korenschoof");
  await user.type(screen.getByLabelText("Website"), "korenschoof.nl");
  await user.selectOptions(screen.getByLabelText("Sector"), "Horeca");
  await user.type(screen.getByLabelText("Regio"), "Utrecht");
  await user.type(
    screen.getByLabelText("Zoekwoorden"),
    "bakker utrecht{Enter}desembrood,taart{Enter}",
  );
  await user.click(screen.getByLabelText("Informeel (je)"));
}

describe("the business profile form", () => {
  it("shows each rule's Dutch message and sends nothing while the form is invalid", async () => {
    invoke.fn.mockResolvedValueOnce({ profile: null, completed: false });
    const user = userEvent.setup();
    renderWith(<ProfileEditor onSaved={() => {}} />);
    await user.click(await screen.findByRole("button", { name: "Opslaan en scan starten" }));
    for (const message of [
      ONBOARDING_MESSAGES.businessName,
      ONBOARDING_MESSAGES.websiteUrl,
      ONBOARDING_MESSAGES.sector,
      ONBOARDING_MESSAGES.region,
      ONBOARDING_MESSAGES.keywordsCount,
      ONBOARDING_MESSAGES.tone,
    ]) {
      expect(screen.getByText(message)).toBeTruthy();
    }
    expect(screen.getByLabelText("Bedrijfsnaam")).toHaveFocus();
    expect(invoke.fn).toHaveBeenCalledTimes(1);

    await user.type(screen.getByLabelText("Concurrent 2"), "mijn eigen.nl");
    await user.click(screen.getByRole("button", { name: "Opslaan en scan starten" }));
    expect(screen.getByText(ONBOARDING_MESSAGES.competitorUrl)).toBeTruthy();
  });

  it("adds keywords with Enter and commas, removes them with Backspace or their button", async () => {
    invoke.fn.mockResolvedValueOnce({ profile: null, completed: false });
    const user = userEvent.setup();
    renderWith(<ProfileEditor onSaved={() => {}} />);
    const field = await screen.findByLabelText("Zoekwoorden");
    await user.type(field, "bakker{Enter}brood, taart,");
    expect(screen.getByRole("list", { name: "Toegevoegde zoekwoorden" })).toHaveTextContent(
      "bakkerbroodtaart",
    );
    expect(screen.getByText("3 van 10")).toBeTruthy();
    await user.type(field, "{Backspace}");
    expect(screen.getByText("2 van 10")).toBeTruthy();
    await user.click(screen.getByRole("button", { name: "Verwijder bakker" }));
    expect(screen.getByRole("list", { name: "Toegevoegde zoekwoorden" })).toHaveTextContent(
      /^brood$/,
    );
  });

  it("splits a pasted list into keywords before the one-keyword limit could cut it", async () => {
    invoke.fn.mockResolvedValueOnce({ profile: null, completed: false });
    const user = userEvent.setup();
    renderWith(<ProfileEditor onSaved={() => {}} />);
    const field = await screen.findByLabelText("Zoekwoorden");
    expect(field).toHaveAttribute("maxLength", "60");
    const list =
      "ambachtelijke bakker in utrecht, desembrood met zuurdesem, verjaardagstaart bestellen";
    expect(list.length).toBeGreaterThan(60);
    await user.click(field);
    await user.paste(list);
    expect(
      within(screen.getByRole("list", { name: "Toegevoegde zoekwoorden" }))
        .getAllByRole("listitem")
        .map((item) => item.textContent),
    ).toEqual([
      "ambachtelijke bakker in utrecht",
      "desembrood met zuurdesem",
      "verjaardagstaart bestellen",
    ]);
    expect(field).toHaveValue("");
  });

  it("saves a valid profile, announces the first scan and hands over", async () => {
    invoke.fn.mockResolvedValueOnce({ profile: null, completed: false });
    invoke.fn.mockResolvedValueOnce({ profile: SAVED, completed: true, scanQueued: true });
    const onSaved = vi.fn();
    const user = userEvent.setup();
    renderWith(<ProfileEditor onSaved={onSaved} />);
    await screen.findByLabelText("Bedrijfsnaam");
    await fillValidForm(user);
    await user.click(screen.getByRole("button", { name: "Opslaan en scan starten" }));
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(invoke.fn).toHaveBeenLastCalledWith(
      "onboarding",
      {
        businessName: "Bakkerij De Korenschoof",
        websiteUrl: "https://korenschoof.nl/",
        sector: "Horeca",
        sectorDetail: "",
        description: "",
        offerings: [],
        region: "Utrecht",
        keywords: ["bakker utrecht", "desembrood", "taart"],
        tone: "informal",
        competitors: [],
      },
      { method: "PUT" },
    );
    expect(getToastState().toasts[0]).toMatchObject({
      title: "Bedrijfsprofiel opgeslagen. Je eerste SEO-scan is gestart.",
    });
  });

  it("keeps everything typed when saving fails", async () => {
    invoke.fn.mockResolvedValueOnce({ profile: null, completed: false });
    invoke.fn.mockRejectedValueOnce(
      new FunctionCallError(ONBOARDING_MESSAGES.needsPlan, 403, false),
    );
    const user = userEvent.setup();
    renderWith(<ProfileEditor onSaved={() => {}} />);
    await screen.findByLabelText("Bedrijfsnaam");
    await fillValidForm(user);
    await user.click(screen.getByRole("button", { name: "Opslaan en scan starten" }));
    await waitFor(() =>
      expect(getToastState().toasts[0]).toMatchObject({
        title: "Opslaan mislukt",
        description: ONBOARDING_MESSAGES.needsPlan,
      }),
    );
    expect(screen.getByLabelText("Bedrijfsnaam")).toHaveValue("Bakkerij De Korenschoof");
    expect(screen.getByLabelText("Website")).toHaveValue("korenschoof.nl");
    expect(screen.getByRole("list", { name: "Toegevoegde zoekwoorden" })).toHaveTextContent(
      "bakker utrecht",
    );
  });

  /** Onboarding filled in validly, then `address` as the website, saved. */
  async function saveWithWebsite(address: string) {
    const user = userEvent.setup();
    renderWith(<ProfileEditor onSaved={() => {}} />);
    await screen.findByLabelText("Bedrijfsnaam");
    await fillValidForm(user);
    const website = screen.getByLabelText("Website");
    await user.clear(website);
    await user.type(website, address);
    await user.click(screen.getByRole("button", { name: "Opslaan en scan starten" }));
    return website;
  }

  it("sends an address only the server can judge and shows its reason at the Website field", async () => {
    invoke.fn.mockResolvedValueOnce({ profile: null, completed: false });
    const reason = "Poort 22 is niet toegestaan; gebruik poort 80 of 443.";
    // The function names the field as the form does ("Website: …"), in the request's language.
    invoke.fn.mockRejectedValueOnce(new FunctionCallError(`Website: ${reason}`, 400, false));
    const website = await saveWithWebsite("localhost:22");
    expect(invoke.fn).toHaveBeenLastCalledWith(
      "onboarding",
      expect.objectContaining({ websiteUrl: "https://localhost:22/" }),
      { method: "PUT" },
    );
    await waitFor(() =>
      expect(website).toHaveAccessibleDescription(expect.stringContaining(reason)),
    );
    expect(screen.queryByText(ONBOARDING_MESSAGES.websiteUrl)).toBeNull();
    expect(website).toHaveAttribute("aria-invalid", "true");
    expect(website).toHaveFocus();
    expect(website).toHaveValue("localhost:22");
    expect(getToastState().toasts).toEqual([]);
  });

  it("refuses another scheme in the browser with the reason, not 'Vul het adres in'", async () => {
    invoke.fn.mockResolvedValueOnce({ profile: null, completed: false });
    const website = await saveWithWebsite("file:///etc/passwd");
    expect(
      screen.getByText("Alleen http- en https-adressen zijn toegestaan (niet file)."),
    ).toBeTruthy();
    expect(website).toHaveFocus();
    expect(invoke.fn).toHaveBeenCalledTimes(1);
  });

  it("sends what the business offers: finer sector, description and products or services", async () => {
    invoke.fn.mockResolvedValueOnce({ profile: null, completed: false });
    invoke.fn.mockResolvedValueOnce({ profile: SAVED, completed: true, scanQueued: true });
    const user = userEvent.setup();
    renderWith(<ProfileEditor onSaved={() => {}} />);
    await screen.findByLabelText("Bedrijfsnaam");
    await fillValidForm(user);
    const detail = screen.getByLabelText("Specialisatie (optioneel)");
    expect(detail).toHaveAttribute("maxLength", "60");
    // The chosen group's finer sectors are offered; the field takes any text.
    expect(
      [...document.querySelectorAll("#sector-detail-suggestions option")].map((o) =>
        o.getAttribute("value"),
      ),
    ).toEqual([
      "Restaurant",
      "Café",
      "Lunchroom",
      "Hotel",
      "Bed & breakfast",
      "Cateraar",
      "IJssalon",
    ]);
    await user.type(detail, "Bakkerij");
    await user.type(
      screen.getByLabelText("Korte beschrijving"),
      "Ambachtelijke bakker in Utrecht: desembrood, banket en taarten op bestelling.",
    );
    expect(screen.getByLabelText("Korte beschrijving")).toHaveAttribute("maxLength", "300");
    await user.type(
      screen.getByLabelText("Producten en diensten"),
      "Desembrood{Enter}Banket, Taart bestellen{Enter}",
    );
    expect(
      within(screen.getByRole("list", { name: "Toegevoegde producten en diensten" }))
        .getAllByRole("listitem")
        .map((item) => item.textContent),
    ).toEqual(["Desembrood", "Banket", "Taart bestellen"]);
    expect(screen.getByText("3 van 15")).toBeTruthy();
    await user.click(screen.getByRole("button", { name: "Opslaan en scan starten" }));
    await waitFor(() =>
      expect(invoke.fn).toHaveBeenLastCalledWith(
        "onboarding",
        expect.objectContaining({
          sectorDetail: "Bakkerij",
          description:
            "Ambachtelijke bakker in Utrecht: desembrood, banket en taarten op bestelling.",
          offerings: ["Desembrood", "Banket", "Taart bestellen"],
        }),
        { method: "PUT" },
      ),
    );
  });

  it("refuses the same product twice at its field", async () => {
    invoke.fn.mockResolvedValueOnce({ profile: null, completed: false });
    const user = userEvent.setup();
    renderWith(<ProfileEditor onSaved={() => {}} />);
    await screen.findByLabelText("Bedrijfsnaam");
    await fillValidForm(user);
    const offerings = screen.getByLabelText("Producten en diensten");
    await user.type(offerings, "Desembrood{Enter}desembrood{Enter}");
    await user.click(screen.getByRole("button", { name: "Opslaan en scan starten" }));
    expect(offerings).toHaveAccessibleDescription(
      expect.stringContaining(ONBOARDING_MESSAGES.offeringsUnique),
    );
    expect(offerings).toHaveFocus();
    expect(invoke.fn).toHaveBeenCalledTimes(1);
  });

  it("says which details the scan filled in from the website, until they are saved", async () => {
    invoke.fn.mockResolvedValueOnce({
      profile: { ...SAVED, detailsFromScan: true },
      completed: true,
    });
    renderWith(<ProfileEditor onSaved={() => {}} />);
    expect(
      await screen.findByText(
        "We hebben je beschrijving en je producten en diensten ingevuld met wat we op je website vonden. Klopt het niet helemaal? Pas het aan en sla op.",
      ),
    ).toBeInTheDocument();
    expect(screen.getByLabelText("Korte beschrijving")).toHaveValue(SAVED.description);
    expect(
      within(screen.getByRole("list", { name: "Toegevoegde producten en diensten" }))
        .getAllByRole("listitem")
        .map((item) => item.textContent),
    ).toEqual(SAVED.offerings);
  });

  it("opens with what the scan filled in since the profile was loaded elsewhere", async () => {
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    // The dashboard loaded the profile before the first scan had read the website.
    client.setQueryData(onboardingKeys.profile(), {
      profile: { ...SAVED, description: "", offerings: [] },
      completed: true,
    });
    invoke.fn.mockResolvedValueOnce({
      profile: { ...SAVED, detailsFromScan: true },
      completed: true,
    });
    render(
      <QueryClientProvider client={client}>
        <MemoryRouter>
          <ProfileEditor onSaved={() => {}} />
        </MemoryRouter>
      </QueryClientProvider>,
    );
    expect(await screen.findByLabelText("Korte beschrijving")).toHaveValue(SAVED.description);
    expect(screen.getByTestId("details-from-scan")).toBeVisible();
    expect(invoke.fn).toHaveBeenCalledWith("onboarding", undefined, { method: "GET" });
  });

  it("prefills a saved profile for editing", async () => {
    invoke.fn.mockResolvedValueOnce({ profile: SAVED, completed: true });
    renderWith(<ProfileEditor onSaved={() => {}} />);
    expect(await screen.findByLabelText("Bedrijfsnaam")).toHaveValue("Bakkerij De Korenschoof");
    expect(screen.getByLabelText("Sector")).toHaveValue("Horeca");
    expect(screen.getByLabelText("Specialisatie (optioneel)")).toHaveValue("Bakkerij");
    expect(screen.queryByTestId("details-from-scan")).toBeNull();
    expect(screen.getByRole("button", { name: "Opslaan" })).toBeTruthy();
  });
});

describe("leaving Bedrijfsprofiel with unsaved changes", () => {
  function renderProfilePage() {
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    render(
      <QueryClientProvider client={client}>
        <MemoryRouter initialEntries={["/dashboard/profile"]}>
          <Link to="/dashboard">Dashboard</Link>
          <Routes>
            <Route path="/dashboard/profile" element={<ProfileEditor onSaved={() => {}} />} />
            <Route path="/dashboard" element={<h1>Dashboard page</h1>} />
          </Routes>
        </MemoryRouter>
      </QueryClientProvider>,
    );
  }
  const tabClosePrevented = () => {
    const event = new Event("beforeunload", { cancelable: true });
    window.dispatchEvent(event);
    return event.defaultPrevented;
  };

  it("asks before a link or closing the tab takes the changes away, until they are saved", async () => {
    invoke.fn.mockResolvedValueOnce({ profile: SAVED, completed: true });
    const user = userEvent.setup();
    renderProfilePage();
    const region = await screen.findByLabelText("Regio");
    expect(tabClosePrevented()).toBe(false);
    expect(screen.queryByText("Je hebt niet-opgeslagen wijzigingen.")).toBeNull();

    await user.type(region, " Oost");
    expect(screen.getByText("Je hebt niet-opgeslagen wijzigingen.")).toBeInTheDocument();
    expect(tabClosePrevented()).toBe(true);
    await user.click(screen.getByRole("link", { name: "Dashboard" }));
    const dialog = await screen.findByRole("alertdialog", { name: "Wijzigingen niet opgeslagen" });
    await user.click(within(dialog).getByRole("button", { name: "Op deze pagina blijven" }));
    expect(screen.queryByRole("heading", { name: "Dashboard page" })).toBeNull();
    expect(screen.getByLabelText("Regio")).toHaveValue("Utrecht Oost");

    // Saved, the page may be left without a question.
    invoke.fn.mockResolvedValueOnce({
      profile: { ...SAVED, region: "Utrecht Oost" },
      completed: true,
      scanQueued: false,
    });
    await user.click(screen.getByRole("button", { name: "Opslaan" }));
    await waitFor(() =>
      expect(screen.queryByText("Je hebt niet-opgeslagen wijzigingen.")).toBeNull(),
    );
    expect(tabClosePrevented()).toBe(false);
    await user.click(screen.getByRole("link", { name: "Dashboard" }));
    expect(screen.queryByRole("alertdialog")).toBeNull();
    expect(await screen.findByRole("heading", { name: "Dashboard page" })).toBeInTheDocument();
  });

  it("leaves without saving when the user chooses so", async () => {
    invoke.fn.mockResolvedValueOnce({ profile: SAVED, completed: true });
    const user = userEvent.setup();
    renderProfilePage();
    await user.click(await screen.findByRole("button", { name: "Verwijder taart" }));
    await user.click(screen.getByRole("link", { name: "Dashboard" }));
    await user.click(
      within(await screen.findByRole("alertdialog")).getByRole("button", {
        name: "Verlaten zonder opslaan",
      }),
    );
    expect(await screen.findByRole("heading", { name: "Dashboard page" })).toBeInTheDocument();
    expect(invoke.fn).toHaveBeenCalledTimes(1);
  });
});

describe("the dashboard's profile reminder", () => {
  it("shows until the profile is complete", async () => {
    invoke.fn.mockResolvedValueOnce({ profile: null, completed: false });
    renderWith(<ProfileReminder />);
    expect(await screen.findByRole("link", { name: "Bedrijfsprofiel invullen" })).toHaveAttribute(
      "href",
      "/onboarding",
    );
  });

  it("is gone once it is", async () => {
    invoke.fn.mockResolvedValueOnce({ profile: SAVED, completed: true });
    renderWith(<ProfileReminder />);
    await waitFor(() => expect(invoke.fn).toHaveBeenCalled());
    expect(screen.queryByTestId("profile-reminder")).toBeNull();
  });
});

describe("the business profile form in English", () => {
  afterEach(() => changeLocale("nl"));

  it("labels every field in English and keeps the stored sector value", async () => {
    await changeLocale("en");
    invoke.fn.mockResolvedValueOnce({ profile: null, completed: false });
    const user = userEvent.setup();
    renderWith(<ProfileEditor onSaved={() => {}} />);
    await user.type(await screen.findByLabelText("Business name"), "Bakery De Korenschoof");
    await user.type(screen.getByLabelText("Website"), "korenschoof.nl");
    const sector = screen.getByLabelText("Sector");
    expect(within(sector).getByRole("option", { name: "Choose your sector" })).toHaveValue("");
    await user.selectOptions(sector, "Hospitality");
    expect(sector).toHaveValue("Horeca");
    expect(screen.getByLabelText("Specialisation (optional)")).toBeInTheDocument();
    await user.type(screen.getByLabelText("Region"), "Utrecht");
    await user.type(
      screen.getByLabelText("Keywords"),
      "bakker utrecht{Enter}desembrood,taart{Enter}",
    );
    expect(screen.getByRole("list", { name: "Keywords added" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Remove taart" })).toBeInTheDocument();
    expect(screen.getByText("3 of 10")).toBeInTheDocument();
    expect(screen.getByLabelText("Short description")).toBeInTheDocument();
    expect(screen.getByLabelText("Products and services")).toBeInTheDocument();
    expect(
      screen.getByText("Up to 3 competitors' websites you want to keep an eye on."),
    ).toBeInTheDocument();
    expect(screen.getByLabelText("Competitor 3")).toBeInTheDocument();
    await user.click(screen.getByLabelText("Informal (je)"));
    expect(screen.getByText("You have unsaved changes.")).toBeInTheDocument();

    invoke.fn.mockResolvedValueOnce({ profile: SAVED, completed: true, scanQueued: true });
    await user.click(screen.getByRole("button", { name: "Save and start scan" }));
    await waitFor(() =>
      expect(getToastState().toasts[0]).toMatchObject({
        title: "Business profile saved. Your first SEO scan has started.",
      }),
    );
  });

  it("asks in English before leaving with unsaved changes", async () => {
    await changeLocale("en");
    invoke.fn.mockResolvedValueOnce({ profile: SAVED, completed: true });
    const user = userEvent.setup();
    render(
      <QueryClientProvider client={new QueryClient()}>
        <MemoryRouter initialEntries={["/dashboard/profile"]}>
          <Link to="/dashboard">Dashboard</Link>
          <Routes>
            <Route path="/dashboard/profile" element={<ProfileEditor onSaved={() => {}} />} />
          </Routes>
        </MemoryRouter>
      </QueryClientProvider>,
    );
    await user.type(await screen.findByLabelText("Region"), " Oost");
    await user.click(screen.getByRole("link", { name: "Dashboard" }));
    const dialog = await screen.findByRole("alertdialog", { name: "Unsaved changes" });
    expect(within(dialog).getByRole("button", { name: "Stay on this page" })).toBeInTheDocument();
    expect(
      within(dialog).getByRole("button", { name: "Leave without saving" }),
    ).toBeInTheDocument();
  });

  it("the dashboard's reminder speaks English", async () => {
    await changeLocale("en");
    invoke.fn.mockResolvedValueOnce({ profile: null, completed: false });
    renderWith(<ProfileReminder />);
    expect(
      await screen.findByRole("heading", { name: "Complete your business profile" }),
    ).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Fill in your business profile" })).toHaveAttribute(
      "href",
      "/onboarding",
    );
  });
});
