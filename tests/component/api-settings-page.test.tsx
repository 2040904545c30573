import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MemoryRouter, Route, Routes } from "react-router-dom";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { ApiKey } from "@contract/api-keys";
import { getToastState, resetToastStore } from "@/components/ui/toast-store";
import { changeLocale } from "@/i18n";
import { FunctionCallError } from "@/lib/call-function";
import { ApiSettingsPage } from "@/pages/api-settings-page";

const invoke = vi.hoisted(() => ({ fn: vi.fn() }));
vi.mock("@/lib/call-function", async (importOriginal) => ({
  ...(await importOriginal<typeof import("@/lib/call-function")>()),
  callFunction: invoke.fn,
}));

const KEY: ApiKey = {
  id: "7c9e6679-7425-40de-944b-e07fc1f90ae7",
  name: "Website",
  prefix: "vb_live_Ab12Cd34",
  createdAt: "2026-11-24T10:00:00.000Z",
  lastUsedAt: null,
  revokedAt: null,
};
const NEW_KEY = {
  id: "8c9e6679-7425-40de-944b-e07fc1f90ae7",
  prefix: "vb_live_Zz98Yy76",
  key: `vb_live_Zz98Yy76_${"k".repeat(40)}`,
};

function renderPage() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={["/dashboard/api"]}>
        <Routes>
          <Route path="/dashboard/api" element={<ApiSettingsPage />} />
          <Route path="/pricing" element={<p>Pricing route</p>} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

/** Answers GET api-keys with `list` and records every other call. */
function serve(list: { keys: ApiKey[]; apiAccess: boolean }) {
  invoke.fn.mockImplementation(
    async (name: string, _body: unknown, options?: { method?: string }) => {
      if (name === "api-keys" && options?.method === "GET") return list;
      throw new Error(`unexpected call ${name}`);
    },
  );
}

// A block body: vitest runs a function returned from beforeEach as teardown (mockReset returns
// the mock itself).
beforeEach(() => {
  invoke.fn.mockReset();
});
afterEach(() => resetToastStore());

describe("API-instellingen", () => {
  it("shows the loading state, then each key with its prefix, dates and status", async () => {
    serve({
      keys: [
        KEY,
        {
          ...KEY,
          id: "9c9e6679-7425-40de-944b-e07fc1f90ae7",
          name: "Oud",
          revokedAt: "2026-11-25T09:00:00.000Z",
        },
      ],
      apiAccess: true,
    });
    renderPage();
    expect(screen.getByRole("heading", { level: 1, name: "API-instellingen" })).toBeInTheDocument();
    expect(screen.getByRole("status")).toHaveTextContent("API-sleutels laden…");
    const table = await screen.findByTestId("api-keys-table");
    const rows = within(table).getAllByRole("row").slice(1);
    expect(rows[0]).toHaveTextContent("Websitevb_live_Ab12Cd34…24 november 2026");
    expect(rows[0]).toHaveTextContent("nog niet");
    expect(rows[0]).toHaveTextContent("Actief");
    expect(
      within(rows[0]!).getByRole("button", { name: "Sleutel 'Website' intrekken" }),
    ).toBeEnabled();
    expect(rows[1]).toHaveTextContent("Ingetrokken op 25 november 2026");
    expect(within(rows[1]!).queryByRole("button")).not.toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Bekijk de API-documentatie" })).toHaveAttribute(
      "href",
      "/api-documentation",
    );
  });

  it("has an empty state and the create form when there are no keys", async () => {
    serve({ keys: [], apiAccess: true });
    renderPage();
    expect(await screen.findByTestId("api-keys-empty")).toHaveTextContent(
      "Je hebt nog geen API-sleutels.",
    );
    expect(screen.getByLabelText("Naam van de sleutel")).toBeEnabled();
    expect(screen.queryByTestId("api-keys-no-access")).not.toBeInTheDocument();
  });

  it("explains which plans include API access when the plan has none, keeping old keys revocable", async () => {
    serve({ keys: [KEY], apiAccess: false });
    renderPage();
    const panel = await screen.findByTestId("api-keys-no-access");
    expect(panel).toHaveTextContent("API-sleutels maak je aan met het pakket Ultimate en Power.");
    expect(within(panel).getByRole("link", { name: "Bekijk de pakketten" })).toHaveAttribute(
      "href",
      "/pricing",
    );
    expect(screen.queryByLabelText("Naam van de sleutel")).not.toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Sleutel 'Website' intrekken" })).toBeEnabled();
  });

  it("offers a retry when the keys cannot be loaded", async () => {
    invoke.fn.mockRejectedValueOnce(new FunctionCallError("kapot", 400, false));
    renderPage();
    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent("Je API-sleutels konden niet worden geladen.");
    serve({ keys: [], apiAccess: true });
    await userEvent.setup().click(within(alert).getByRole("button", { name: "Opnieuw proberen" }));
    expect(await screen.findByTestId("api-keys-empty")).toBeInTheDocument();
  });
});

describe("creating a key", () => {
  it("checks the name in Dutch before sending anything", async () => {
    const user = userEvent.setup();
    serve({ keys: [], apiAccess: true });
    renderPage();
    await user.click(await screen.findByRole("button", { name: "Sleutel aanmaken" }));
    const input = screen.getByLabelText("Naam van de sleutel");
    expect(input).toHaveAttribute("aria-invalid", "true");
    expect(input).toHaveAccessibleDescription(/Geef je sleutel een naam van 1 tot 60 tekens\./);
    expect(input).toHaveFocus();
    expect(invoke.fn).toHaveBeenCalledTimes(1);
  });

  it("keeps the typed name when the server refuses", async () => {
    const user = userEvent.setup();
    serve({ keys: [], apiAccess: true });
    renderPage();
    const input = await screen.findByLabelText("Naam van de sleutel");
    await user.type(input, "Boekhouding");
    invoke.fn.mockRejectedValueOnce(
      new FunctionCallError(
        "Je hebt al 10 actieve API-sleutels. Trek er eerst een in.",
        409,
        false,
      ),
    );
    await user.click(screen.getByRole("button", { name: "Sleutel aanmaken" }));
    expect(await screen.findByRole("alert")).toHaveTextContent(
      "De sleutel kon niet worden aangemaakt: Je hebt al 10 actieve API-sleutels.",
    );
    expect(input).toHaveValue("Boekhouding");
  });

  it("shows the new key once, announced and focused, then only its prefix in the list", async () => {
    const user = userEvent.setup();
    serve({ keys: [], apiAccess: true });
    renderPage();
    await user.type(await screen.findByLabelText("Naam van de sleutel"), "  Boekhouding ");
    serve({
      keys: [{ ...KEY, id: NEW_KEY.id, name: "Boekhouding", prefix: NEW_KEY.prefix }],
      apiAccess: true,
    });
    invoke.fn.mockResolvedValueOnce(NEW_KEY);
    await user.click(screen.getByRole("button", { name: "Sleutel aanmaken" }));

    const panel = await screen.findByTestId("api-key-created");
    expect(invoke.fn).toHaveBeenCalledWith("api-keys", { name: "Boekhouding" });
    expect(within(panel).getByLabelText("API-sleutel")).toHaveValue(NEW_KEY.key);
    expect(within(panel).getByLabelText("API-sleutel")).toHaveAttribute("readonly");
    expect(panel).toHaveTextContent("we laten hem maar één keer zien");
    expect(within(panel).getByRole("heading", { name: "Je nieuwe API-sleutel" })).toHaveFocus();
    expect(screen.getByTestId("api-keys-live")).toHaveTextContent(
      "API-sleutel 'Boekhouding' is aangemaakt. Kopieer hem nu.",
    );
    expect(screen.getByLabelText("Naam van de sleutel")).toHaveValue("");

    await user.click(within(panel).getByRole("button", { name: "Kopiëren" }));
    expect(await navigator.clipboard.readText()).toBe(NEW_KEY.key);
    expect(within(panel).getByRole("button", { name: "Gekopieerd" })).toBeInTheDocument();

    const table = await screen.findByTestId("api-keys-table");
    expect(table).toHaveTextContent(`${NEW_KEY.prefix}…`);
    expect(table).not.toHaveTextContent(NEW_KEY.key);
    await user.click(within(panel).getByRole("button", { name: "Ik heb de sleutel bewaard" }));
    expect(screen.queryByTestId("api-key-created")).not.toBeInTheDocument();
    expect(screen.queryByDisplayValue(NEW_KEY.key)).not.toBeInTheDocument();
  });
});

describe("revoking a key", () => {
  it("asks for confirmation, revokes by id and refreshes the list", async () => {
    const user = userEvent.setup();
    serve({ keys: [KEY], apiAccess: true });
    renderPage();
    await user.click(await screen.findByRole("button", { name: "Sleutel 'Website' intrekken" }));
    let dialog = screen.getByRole("dialog", { name: "API-sleutel intrekken?" });
    expect(dialog).toHaveTextContent("'Website' (vb_live_Ab12Cd34…)");
    await user.click(within(dialog).getByRole("button", { name: "Annuleren" }));
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    expect(invoke.fn).toHaveBeenCalledTimes(1);

    await user.click(screen.getByRole("button", { name: "Sleutel 'Website' intrekken" }));
    dialog = screen.getByRole("dialog");
    serve({ keys: [{ ...KEY, revokedAt: "2026-11-25T09:00:00.000Z" }], apiAccess: true });
    invoke.fn.mockResolvedValueOnce({ id: KEY.id, revokedAt: "2026-11-25T09:00:00.000Z" });
    await user.click(within(dialog).getByRole("button", { name: "Ja, intrekken" }));
    expect(invoke.fn).toHaveBeenCalledWith(`api-keys?id=${KEY.id}`, undefined, {
      method: "DELETE",
    });
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(getToastState().toasts[0]).toMatchObject({ title: "API-sleutel ingetrokken" });
    expect(await screen.findByText("Ingetrokken op 25 november 2026")).toBeInTheDocument();
  });
});

describe("API settings in English", () => {
  afterEach(() => changeLocale("nl"));

  it("lists the keys with English words and dates", async () => {
    await changeLocale("en");
    serve({
      keys: [KEY, { ...KEY, id: NEW_KEY.id, name: "Oud", revokedAt: "2026-11-25T09:00:00.000Z" }],
      apiAccess: true,
    });
    renderPage();
    expect(screen.getByRole("heading", { level: 1, name: "API settings" })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe("API settings | Vindbaar"));
    expect(screen.getByRole("status")).toHaveTextContent("Loading API keys…");
    const rows = within(await screen.findByTestId("api-keys-table")).getAllByRole("row");
    expect(rows[0]).toHaveTextContent(/^NameStarts withCreatedLast usedStatusActions$/);
    expect(rows[1]).toHaveTextContent(
      /^Websitevb_live_Ab12Cd34…24 November 2026not yetActiveRevoke$/,
    );
    expect(rows[2]).toHaveTextContent("Revoked on 25 November 2026");
    expect(screen.getByRole("link", { name: "View the API documentation" })).toBeInTheDocument();
  });

  it("checks the name, creates, shows and revokes a key in English", async () => {
    await changeLocale("en");
    const user = userEvent.setup();
    serve({ keys: [], apiAccess: true });
    renderPage();
    expect(await screen.findByTestId("api-keys-empty")).toHaveTextContent(
      "You have no API keys yet.",
    );
    await user.click(screen.getByRole("button", { name: "Create key" }));
    const input = screen.getByLabelText("Key name");
    expect(input).toHaveAccessibleDescription(/Give your key a name of 1 to 60 characters\./);

    await user.type(input, "Accounting");
    serve({ keys: [{ ...KEY, name: "Accounting" }], apiAccess: true });
    invoke.fn.mockResolvedValueOnce(NEW_KEY);
    await user.click(screen.getByRole("button", { name: "Create key" }));
    const panel = await screen.findByTestId("api-key-created");
    expect(within(panel).getByRole("heading", { name: "Your new API key" })).toHaveFocus();
    expect(within(panel).getByLabelText("API key")).toHaveValue(NEW_KEY.key);
    expect(within(panel).getByRole("button", { name: "Copy" })).toBeInTheDocument();
    expect(screen.getByTestId("api-keys-live")).toHaveTextContent(
      "API key 'Accounting' has been created. Copy it now.",
    );
    await user.click(within(panel).getByRole("button", { name: "I have saved the key" }));

    await user.click(await screen.findByRole("button", { name: "Revoke key 'Accounting'" }));
    const dialog = screen.getByRole("dialog", { name: "Revoke API key?" });
    expect(dialog).toHaveTextContent(
      "Software that uses 'Accounting' (vb_live_Ab12Cd34…) loses access immediately. This cannot be undone.",
    );
    expect(within(dialog).getByRole("button", { name: "Yes, revoke" })).toBeInTheDocument();
    expect(within(dialog).getByRole("button", { name: "Cancel" })).toBeInTheDocument();
  });

  it("names the plans with API access the English way", async () => {
    await changeLocale("en");
    serve({ keys: [], apiAccess: false });
    renderPage();
    const panel = await screen.findByTestId("api-keys-no-access");
    expect(panel).toHaveTextContent("API access is not included in your plan");
    expect(panel).toHaveTextContent(
      "You can create API keys with Ultimate and Power. Switch plans to connect your systems; keys you already had can still be revoked below.",
    );
    expect(within(panel).getByRole("link", { name: "View the plans" })).toBeInTheDocument();
  });
});
