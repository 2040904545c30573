import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { WHITE_LABEL_DEFAULTS, type WhiteLabelResponse } from "@contract/white-label";
import { CustomerAreaLayout } from "@/app/customer-area-layout";
import { resetToastStore } from "@/components/ui/toast-store";
import { resetSessionStore } from "@/features/auth/session-store";
import { changeLocale } from "@/i18n";
import { resetQueryClient } from "@/lib/query-provider";
import { WhiteLabelPage } from "@/pages/white-label-page";
import { deferred, httpError, location, ok, renderRoutes, Route } from "./billing-test-utils";
import { fake, fakeSession } from "./login-fake-supabase";

const stored = vi.hoisted(() => ({ session: true }));

vi.mock("@/lib/supabase", async () => ({
  ...(await import("./login-fake-supabase")).fakeSupabaseModule,
  hasStoredSession: () => stored.session,
}));

type Answer = { data: unknown; error: unknown };

const answer = (patch: {
  settings?: Partial<WhiteLabelResponse["settings"]>;
  entitlement?: WhiteLabelResponse["entitlement"];
  domain?: Partial<WhiteLabelResponse["domain"]>;
}): WhiteLabelResponse => ({
  settings: { ...WHITE_LABEL_DEFAULTS, ...patch.settings },
  entitlement: patch.entitlement ?? { whiteLabel: true, plan: "power" },
  domain: {
    status: "none",
    checkedAt: null,
    cnameTarget: "clients.vindbaar.nl",
    txtName: null,
    txtValue: null,
    expiresAt: null,
    ...patch.domain,
  },
});

const ENABLED = answer({ settings: { enabled: true, companyName: "Bureau Zicht" } });

interface Handlers {
  get?: () => Answer | Promise<Answer>;
  put?: (body: Record<string, unknown>) => Answer | Promise<Answer>;
  verify?: () => Answer | Promise<Answer>;
  rotate?: (body: Record<string, unknown>) => Answer | Promise<Answer>;
}

function serve(handlers: Handlers) {
  fake.functions.invoke.mockImplementation(
    async (name: string, options: { method?: string; body?: Record<string, unknown> } = {}) => {
      if (name === "white-label" && options.method === "GET" && handlers.get) return handlers.get();
      if (name === "white-label" && options.method === "PUT" && handlers.put)
        return handlers.put(options.body ?? {});
      if (name === "white-label/verify-domain" && handlers.verify) return handlers.verify();
      if (name === "white-label/rotate-domain-token" && handlers.rotate)
        return handlers.rotate(options.body ?? {});
      throw new Error(`unexpected call ${options.method} ${name}`);
    },
  );
}

const puts = () =>
  fake.functions.invoke.mock.calls
    .filter(([name, options]) => name === "white-label" && options?.method === "PUT")
    .map(([, options]) => (options as { body: Record<string, unknown> }).body);

function renderPage() {
  return renderRoutes(
    "/dashboard/white-label",
    <>
      <Route path="/pricing" element={<p>Pricing route</p>} />
      <Route path="/dashboard" element={<p>Dashboard route</p>} />
      <Route path="/login" element={<p>Login route</p>} />
      <Route element={<CustomerAreaLayout />}>
        <Route path="/dashboard/white-label" element={<WhiteLabelPage />} />
      </Route>
    </>,
  );
}

function pngFile(bytes = 68, type = "image/png", name = "logo.png") {
  const data = new Uint8Array(bytes);
  data.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  return new File([data], name, { type });
}

beforeEach(() => {
  fake.reset();
  resetSessionStore();
  resetQueryClient();
  resetToastStore();
  stored.session = true;
  fake.setSession(fakeSession());
  vi.spyOn(console, "error").mockImplementation(() => {});
});

afterEach(() => {
  vi.restoreAllMocks();
});

describe("state 1: no white label", () => {
  it("sends a visitor without a session to sign in first, without any call (issue 19)", async () => {
    stored.session = false;
    fake.setSession(null);
    renderPage();
    expect(await screen.findByText("Login route")).toBeInTheDocument();
    expect(location()).toBe("/login?returnUrl=%2Fdashboard%2Fwhite-label");
    expect(screen.queryByTestId("account-shell")).not.toBeInTheDocument();
    expect(fake.functions.invoke).not.toHaveBeenCalled();
  });

  it("shows a Basic subscriber the upgrade panel, decided by the server's entitlement", async () => {
    serve({
      get: () =>
        ok(
          answer({
            settings: { enabled: true },
            entitlement: { whiteLabel: false, plan: "basic" },
          }),
        ),
    });
    renderPage();
    expect(await screen.findByRole("link", { name: "Upgrade naar Power" })).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Instellingen opslaan" })).not.toBeInTheDocument();
    expect(screen.getByTestId("account-user")).toHaveTextContent("anna@bakkerij.nl");
  });

  it("offers a retry when the settings cannot be loaded", async () => {
    serve({ get: () => httpError(403, { error: "nope" }) });
    renderPage();
    expect(await screen.findByRole("button", { name: "Opnieuw proberen" })).toBeInTheDocument();
  });
});

describe("state 2: Power, white label off", () => {
  it("enables on the server, then toasts and shows the settings", async () => {
    const saved = deferred<Answer>();
    serve({ get: () => ok(answer({})), put: () => saved.promise });
    renderPage();
    expect(await screen.findByText("White Label staat uit")).toBeInTheDocument();
    await userEvent.click(screen.getByRole("button", { name: "Schakel White Label in" }));
    expect(puts()).toEqual([{ ...WHITE_LABEL_DEFAULTS, enabled: true }]);
    expect(screen.getByRole("button", { name: "Inschakelen..." })).toBeDisabled();
    expect(screen.queryByText("White Label ingeschakeld")).not.toBeInTheDocument();

    saved.resolve(ok(answer({ settings: { enabled: true } })));
    expect(await screen.findByText("White Label ingeschakeld")).toBeInTheDocument();
    expect(screen.getByText("Je kunt nu je branding aanpassen.")).toBeInTheDocument();
    expect(await screen.findByRole("button", { name: "Instellingen opslaan" })).toBeInTheDocument();
  });

  it("stays off with a destructive toast when the server refuses", async () => {
    serve({
      get: () => ok(answer({})),
      put: () => httpError(403, { error: "White Label vraagt om een actief Power-abonnement." }),
    });
    renderPage();
    await userEvent.click(await screen.findByRole("button", { name: "Schakel White Label in" }));
    expect(
      await screen.findByText("White Label vraagt om een actief Power-abonnement."),
    ).toBeInTheDocument();
    expect(screen.getByText("Er is een probleem opgetreden")).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Instellingen opslaan" })).not.toBeInTheDocument();
  });
});

describe("state 3: settings", () => {
  it("shows the three tabs with the documented defaults, the CNAME hint and a live preview", async () => {
    serve({ get: () => ok(ENABLED) });
    renderPage();
    await screen.findByRole("button", { name: "Instellingen opslaan" });
    expect(screen.getByRole("tab", { name: "Branding" })).toHaveAttribute("aria-selected", "true");
    expect(screen.getByLabelText("E-mail footer")).toHaveValue("Powered by Your Company");
    expect(screen.getByLabelText("Primaire kleur (hex)")).toHaveValue("#9b87f5");
    expect(screen.getByLabelText("Secundaire kleur (hex)")).toHaveValue("#6E59A5");
    expect(screen.getByLabelText("Accentkleur (hex)")).toHaveValue("#0EA5E9");

    await userEvent.clear(screen.getByLabelText("Primaire kleur (hex)"));
    await userEvent.type(screen.getByLabelText("Primaire kleur (hex)"), "#112233");
    expect(screen.getByTestId("preview-report-header")).toHaveStyle({
      backgroundColor: "#112233",
    });
    expect(
      within(screen.getByTestId("preview-login")).getByText("Bureau Zicht"),
    ).toBeInTheDocument();

    await userEvent.click(screen.getByRole("tab", { name: "Content" }));
    const switches = screen.getAllByRole("switch");
    expect(switches.map((item) => [item.getAttribute("aria-checked")])).toEqual([
      ["true"],
      ["true"],
      ["true"],
      ["false"],
    ]);
    expect(screen.getByRole("switch", { name: "White-label klantlogin" })).toBeInTheDocument();

    await userEvent.click(screen.getByRole("tab", { name: "Domeinen" }));
    expect(
      screen.getByText(
        "Maak bij je DNS-provider een CNAME-record aan dat je domein laat verwijzen naar clients.vindbaar.nl.",
      ),
    ).toBeInTheDocument();
    // No domain saved: the button says why it cannot run (and stays reachable to hear it).
    const verify = screen.getByRole("button", { name: "Verifieer domein" });
    expect(verify).toHaveAttribute("aria-disabled", "true");
    expect(verify).toHaveAccessibleDescription(
      "Vul eerst hierboven je eigen domein in en sla de instellingen op; daarna kun je het verifiëren.",
    );
    await userEvent.click(verify);
    expect(screen.queryByText("Controleren...")).not.toBeInTheDocument();
  });

  it("says why 'Verifieer domein' waits: a typed domain must be saved first, a changed one too", async () => {
    serve({
      get: () =>
        ok(
          answer({
            settings: { ...ENABLED.settings, customDomain: "rapporten.bureau.nl" },
            domain: { status: "pending" },
          }),
        ),
    });
    renderPage();
    await userEvent.click(await screen.findByRole("tab", { name: "Domeinen" }));
    const verify = screen.getByRole("button", { name: "Verifieer domein" });
    expect(verify).not.toHaveAttribute("aria-disabled");
    expect(verify).not.toHaveAccessibleDescription();

    await userEvent.type(screen.getByLabelText("Eigen domein"), "x");
    expect(verify).toHaveAttribute("aria-disabled", "true");
    expect(verify).toHaveAccessibleDescription(
      "Sla het domein eerst op voordat je het verifieert.",
    );
    await userEvent.clear(screen.getByLabelText("Eigen domein"));
    await userEvent.type(screen.getByLabelText("Eigen domein"), "klant.nl");
    expect(verify).toHaveAccessibleDescription(
      "Sla het domein eerst op voordat je het verifieert.",
    );
  });

  it("asks to save a newly typed domain before verifying it", async () => {
    serve({ get: () => ok(ENABLED) });
    renderPage();
    await userEvent.click(await screen.findByRole("tab", { name: "Domeinen" }));
    await userEvent.type(screen.getByLabelText("Eigen domein"), "rapporten.bureau.nl");
    expect(screen.getByRole("button", { name: "Verifieer domein" })).toHaveAccessibleDescription(
      "Sla de instellingen eerst op (knop 'Instellingen opslaan'); daarna kun je het domein verifiëren.",
    );
  });

  it("keeps unsaved changes across tab switches and saves everything; toast only after the server confirmed", async () => {
    const saved = deferred<Answer>();
    serve({ get: () => ok(ENABLED), put: () => saved.promise });
    renderPage();
    const name = await screen.findByLabelText("Bedrijfsnaam");
    await userEvent.clear(name);
    await userEvent.type(name, "Nieuw Bureau");
    expect(screen.getByTestId("white-label-unsaved")).toBeInTheDocument();

    await userEvent.click(screen.getByRole("tab", { name: "Content" }));
    await userEvent.click(screen.getByRole("switch", { name: "White-label klantlogin" }));
    await userEvent.click(screen.getByRole("tab", { name: "Domeinen" }));
    await userEvent.type(screen.getByLabelText("Eigen domein"), "Rapporten.Bureau.nl");
    await userEvent.click(screen.getByRole("tab", { name: "Branding" }));
    expect(screen.getByLabelText("Bedrijfsnaam")).toHaveValue("Nieuw Bureau");

    await userEvent.click(screen.getByRole("button", { name: "Instellingen opslaan" }));
    expect(puts()).toEqual([
      {
        ...ENABLED.settings,
        companyName: "Nieuw Bureau",
        clientLogin: true,
        customDomain: "Rapporten.Bureau.nl",
      },
    ]);
    expect(screen.getByRole("button", { name: "Opslaan..." })).toBeDisabled();
    expect(screen.queryByText("Instellingen opgeslagen")).not.toBeInTheDocument();

    saved.resolve(
      ok(
        answer({
          settings: {
            ...ENABLED.settings,
            companyName: "Nieuw Bureau",
            clientLogin: true,
            customDomain: "rapporten.bureau.nl",
          },
          domain: { status: "pending" },
        }),
      ),
    );
    expect(await screen.findByText("Instellingen opgeslagen")).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.queryByTestId("white-label-unsaved")).not.toBeInTheDocument(),
    );
    await userEvent.click(screen.getByRole("tab", { name: "Domeinen" }));
    expect(screen.getByLabelText("Eigen domein")).toHaveValue("rapporten.bureau.nl");
    expect(screen.getByText("Nog niet geverifieerd")).toBeInTheDocument();
  });

  it("keeps the form as typed and shows a destructive toast when saving fails", async () => {
    serve({
      get: () => ok(ENABLED),
      put: () =>
        httpError(400, {
          error: "Eigen domein: mag niet vindbaar.nl of een subdomein daarvan zijn",
        }),
    });
    renderPage();
    await userEvent.click(await screen.findByRole("tab", { name: "Domeinen" }));
    await userEvent.type(screen.getByLabelText("Eigen domein"), "vindbaar.nl");
    await userEvent.click(screen.getByRole("button", { name: "Instellingen opslaan" }));
    expect(
      await screen.findByText("Eigen domein: mag niet vindbaar.nl of een subdomein daarvan zijn"),
    ).toBeInTheDocument();
    expect(screen.getByText("Er is een probleem opgetreden")).toBeInTheDocument();
    expect(screen.queryByText("Instellingen opgeslagen")).not.toBeInTheDocument();
    expect(screen.getByLabelText("Eigen domein")).toHaveValue("vindbaar.nl");
    expect(screen.getByTestId("white-label-unsaved")).toBeInTheDocument();
  });

  it("says so in Dutch when the server's answer is not the settings", async () => {
    serve({ get: () => ok(ENABLED), put: () => ok({ unexpected: true }) });
    renderPage();
    await userEvent.type(await screen.findByLabelText("Bedrijfsnaam"), "!");
    await userEvent.click(screen.getByRole("button", { name: "Instellingen opslaan" }));
    expect(await screen.findByText("Onverwacht antwoord van de server.")).toBeInTheDocument();
    expect(screen.getByText("Er is een probleem opgetreden")).toBeInTheDocument();
  });

  it("shows the TXT record that proves the domain, copyable, and when the claim expires", async () => {
    const claimed = answer({ ...CLAIMED, settings: { ...ENABLED.settings, ...CLAIMED.settings } });
    serve({ get: () => ok(claimed) });
    const writeText = vi.fn(() => Promise.resolve());
    Object.defineProperty(navigator, "clipboard", { value: { writeText }, configurable: true });
    renderPage();
    await userEvent.click(await screen.findByRole("tab", { name: "Domeinen" }));
    const txt = screen.getByRole("region", { name: "Bewijs dat het domein van jou is" });
    expect(txt).toHaveTextContent(
      "Voeg naast het CNAME-record dit TXT-record toe bij je DNS-provider en klik daarna op 'Verifieer domein'. Zonder verificatie verloopt je claim na 7 dagen.",
    );
    expect(txt).toHaveTextContent("_vindbaar.rapporten.bureau.nl");
    expect(txt).toHaveTextContent("vindbaar-verify=0123456789abcdef0123456789abcdef");
    await userEvent.click(screen.getByRole("button", { name: "Kopieer Waarde" }));
    expect(writeText).toHaveBeenCalledWith("vindbaar-verify=0123456789abcdef0123456789abcdef");
    expect(await screen.findByText("Gekopieerd")).toBeInTheDocument();
    await userEvent.click(screen.getByRole("button", { name: "Kopieer Naam (host)" }));
    expect(writeText).toHaveBeenLastCalledWith("_vindbaar.rapporten.bureau.nl");
    expect(screen.getByText("Nog niet geverifieerd")).toBeInTheDocument();
    expect(screen.getByText(/^Claim verloopt: /)).toHaveTextContent(
      /^Claim verloopt: 30-11-2026, \d{2}:00:00$/,
    );
  });

  it("says an expired claim must be saved again", async () => {
    const expired = answer({
      settings: { ...ENABLED.settings, ...CLAIMED.settings },
      domain: { ...CLAIMED.domain, status: "expired" },
    });
    serve({ get: () => ok(expired) });
    renderPage();
    await userEvent.click(await screen.findByRole("tab", { name: "Domeinen" }));
    expect(
      screen.getByText(
        "Claim verlopen: sla de instellingen opnieuw op om een nieuwe claim te starten",
      ),
    ).toBeInTheDocument();
    expect(screen.queryByText(/^Claim verloopt: /)).not.toBeInTheDocument();
  });

  it("verifies a saved domain and shows the result", async () => {
    const withDomain = answer({
      settings: { ...ENABLED.settings, customDomain: "rapporten.bureau.nl" },
      domain: { status: "pending" },
    });
    serve({
      get: () => ok(withDomain),
      verify: () =>
        ok({
          ...withDomain,
          domain: {
            ...withDomain.domain,
            status: "verified",
            checkedAt: "2026-11-23T10:00:00.000Z",
          },
        }),
    });
    renderPage();
    await userEvent.click(await screen.findByRole("tab", { name: "Domeinen" }));
    await userEvent.click(screen.getByRole("button", { name: "Verifieer domein" }));
    expect(await screen.findByText("Geverifieerd")).toBeInTheDocument();
    expect(screen.getByText(/^Laatst gecontroleerd: /)).toHaveTextContent(
      /^Laatst gecontroleerd: 23-11-2026, \d{2}:00:00$/,
    );
    expect(await screen.findByText("Domein geverifieerd")).toBeInTheDocument();
  });

  it("makes a new verification code after confirming, and shows it in place of the old one", async () => {
    const claimed = answer({ ...CLAIMED, settings: { ...ENABLED.settings, ...CLAIMED.settings } });
    const NEW_CODE = "vindbaar-verify=fedcba9876543210fedcba9876543210";
    const rotate = vi.fn(() =>
      ok({ ...claimed, domain: { ...claimed.domain, txtValue: NEW_CODE } }),
    );
    serve({ get: () => ok(claimed), rotate });
    renderPage();
    await userEvent.click(await screen.findByRole("tab", { name: "Domeinen" }));
    const txt = screen.getByRole("region", { name: "Bewijs dat het domein van jou is" });
    expect(txt).toHaveTextContent(
      "Een nieuwe code maakt deze ongeldig, bijvoorbeeld als een domein dat je niet meer beheert nog een TXT-record met deze code heeft.",
    );

    // Cancelling changes nothing.
    await userEvent.click(within(txt).getByRole("button", { name: "Nieuwe verificatiecode" }));
    const dialog = await screen.findByRole("dialog", { name: "Nieuwe verificatiecode maken?" });
    expect(dialog).toHaveAccessibleDescription(
      "De huidige code bewijst daarna niets meer. Vervang de waarde van het TXT-record bij je DNS-provider door de nieuwe code en klik dan op 'Verifieer domein'. Je claim loopt weer 7 dagen.",
    );
    await userEvent.click(within(dialog).getByRole("button", { name: "Annuleren" }));
    expect(rotate).not.toHaveBeenCalled();

    await userEvent.click(within(txt).getByRole("button", { name: "Nieuwe verificatiecode" }));
    const again = await screen.findByRole("dialog", { name: "Nieuwe verificatiecode maken?" });
    await userEvent.click(within(again).getByRole("button", { name: "Nieuwe code maken" }));
    expect(await screen.findByText("Nieuwe verificatiecode gemaakt")).toBeInTheDocument();
    expect(
      screen.getByText("Zet de nieuwe waarde in het TXT-record bij je DNS-provider."),
    ).toBeInTheDocument();
    expect(rotate).toHaveBeenCalledWith({
      currentTxtValue: "vindbaar-verify=0123456789abcdef0123456789abcdef",
    });
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    const region = screen.getByRole("region", { name: "Bewijs dat het domein van jou is" });
    expect(region).toHaveTextContent(NEW_CODE);
    expect(region).not.toHaveTextContent("vindbaar-verify=0123456789abcdef0123456789abcdef");
  });

  it("warns that a verified domain needs the new code before its next check", async () => {
    const verified = answer({
      settings: { ...ENABLED.settings, ...CLAIMED.settings },
      domain: { ...CLAIMED.domain, status: "verified", expiresAt: null },
    });
    serve({ get: () => ok(verified) });
    renderPage();
    await userEvent.click(await screen.findByRole("tab", { name: "Domeinen" }));
    await userEvent.click(screen.getByRole("button", { name: "Nieuwe verificatiecode" }));
    expect(
      await screen.findByRole("dialog", { name: "Nieuwe verificatiecode maken?" }),
    ).toHaveAccessibleDescription(
      "Je domein blijft geverifieerd tot de volgende controle. Zet de nieuwe code in het TXT-record voordat je opnieuw op 'Verifieer domein' klikt: met de oude code mislukt die controle en stopt je branding op dit domein.",
    );
  });

  it("says in the dialog when the code was renewed elsewhere, and shows the current one", async () => {
    const claimed = answer({ ...CLAIMED, settings: { ...ENABLED.settings, ...CLAIMED.settings } });
    const ELSEWHERE = "vindbaar-verify=aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa";
    let current = claimed;
    serve({
      get: () => ok(current),
      rotate: () => {
        current = { ...claimed, domain: { ...claimed.domain, txtValue: ELSEWHERE } };
        return httpError(409, {
          error:
            "De verificatiecode is intussen al vernieuwd, bijvoorbeeld in een ander venster. Gebruik de code die nu op de pagina staat.",
        });
      },
    });
    renderPage();
    await userEvent.click(await screen.findByRole("tab", { name: "Domeinen" }));
    await userEvent.click(screen.getByRole("button", { name: "Nieuwe verificatiecode" }));
    const dialog = await screen.findByRole("dialog", { name: "Nieuwe verificatiecode maken?" });
    await userEvent.click(within(dialog).getByRole("button", { name: "Nieuwe code maken" }));
    expect(
      await within(dialog).findByText(
        "Er is geen nieuwe code gemaakt: De verificatiecode is intussen al vernieuwd, bijvoorbeeld in een ander venster. Gebruik de code die nu op de pagina staat.",
      ),
    ).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole("button", { name: "Annuleren" }));
    expect(
      await screen.findByRole("region", { name: "Bewijs dat het domein van jou is" }),
    ).toHaveTextContent(ELSEWHERE);
  });

  it("says under a field what the function would refuse, in its words, once the field is left", async () => {
    serve({ get: () => ok(ENABLED) });
    renderPage();
    const primary = await screen.findByLabelText("Primaire kleur (hex)");
    await userEvent.clear(primary);
    await userEvent.type(primary, "#12");
    expect(screen.queryByText("Moet een hexkleur zijn, zoals #9b87f5")).not.toBeInTheDocument();
    await userEvent.tab();
    expect(primary).toHaveAccessibleDescription("Moet een hexkleur zijn, zoals #9b87f5");

    await userEvent.click(screen.getByRole("tab", { name: "Domeinen" }));
    const domain = screen.getByLabelText("Eigen domein");
    await userEvent.type(domain, "https://Klant.Vindbaar.nl");
    await userEvent.tab();
    expect(domain).toHaveAccessibleDescription(
      expect.stringContaining("Vul alleen de hostnaam in, zonder http:// of https://"),
    );
    await userEvent.clear(domain);
    await userEvent.type(domain, "klant.vindbaar.nl");
    await userEvent.tab();
    expect(domain).toHaveAccessibleDescription(
      expect.stringContaining("Mag niet vindbaar.nl of een subdomein daarvan zijn"),
    );
    expect(domain).toHaveAttribute("aria-invalid", "true");
    await userEvent.clear(domain);
    await userEvent.type(domain, "rapporten.bureau.nl");
    await userEvent.tab();
    expect(domain).not.toHaveAttribute("aria-invalid");
  });
});

describe("unsaved changes", () => {
  it("warns before unload only while there are unsaved changes", async () => {
    serve({ get: () => ok(ENABLED) });
    renderPage();
    const name = await screen.findByLabelText("Bedrijfsnaam");
    const clean = new Event("beforeunload", { cancelable: true });
    window.dispatchEvent(clean);
    expect(clean.defaultPrevented).toBe(false);

    await userEvent.type(name, "!");
    const dirty = new Event("beforeunload", { cancelable: true });
    window.dispatchEvent(dirty);
    expect(dirty.defaultPrevented).toBe(true);
  });

  it("asks in a Dutch dialog before following an in-app link, and stays when the user says so", async () => {
    serve({ get: () => ok(ENABLED) });
    renderPage();
    await userEvent.type(await screen.findByLabelText("Bedrijfsnaam"), "!");
    await userEvent.click(screen.getByRole("link", { name: "Dashboard" }));
    const dialog = await screen.findByRole("alertdialog", { name: "Wijzigingen niet opgeslagen" });
    expect(dialog).toHaveAccessibleDescription(
      "Je hebt wijzigingen die nog niet zijn opgeslagen. Als je deze pagina nu verlaat, gaan ze verloren.",
    );
    expect(within(dialog).getByRole("button", { name: "Op deze pagina blijven" })).toHaveFocus();
    expect(location()).toBe("/dashboard/white-label");

    await userEvent.click(within(dialog).getByRole("button", { name: "Op deze pagina blijven" }));
    expect(screen.queryByRole("alertdialog")).not.toBeInTheDocument();
    expect(location()).toBe("/dashboard/white-label");
    expect(screen.getByLabelText("Bedrijfsnaam")).toHaveValue("Bureau Zicht!");

    await userEvent.click(screen.getByRole("link", { name: "Dashboard" }));
    await userEvent.click(
      within(await screen.findByRole("alertdialog")).getByRole("button", {
        name: "Verlaten zonder opslaan",
      }),
    );
    expect(location()).toBe("/dashboard");
  });

  it("follows links without asking when nothing changed", async () => {
    serve({ get: () => ok(ENABLED) });
    renderPage();
    await screen.findByLabelText("Bedrijfsnaam");
    await userEvent.click(screen.getByRole("link", { name: "Dashboard" }));
    expect(screen.queryByRole("alertdialog")).not.toBeInTheDocument();
    expect(location()).toBe("/dashboard");
  });
});

describe("logo and favicon files", () => {
  it("refuses another type and an oversized file with a message, and uses a valid PNG", async () => {
    serve({ get: () => ok(ENABLED) });
    renderPage();
    const logo = await screen.findByLabelText("Logo");

    fireEvent.change(logo, { target: { files: [pngFile(10, "image/gif", "logo.gif")] } });
    expect(await screen.findByText("Kies een PNG-, JPEG- of SVG-bestand.")).toBeInTheDocument();

    fireEvent.change(logo, { target: { files: [pngFile(200 * 1024 + 1)] } });
    expect(
      await screen.findByText("Het bestand is te groot (maximaal 200 KB)."),
    ).toBeInTheDocument();

    const favicon = screen.getByLabelText("Favicon");
    fireEvent.change(favicon, { target: { files: [pngFile(50 * 1024 + 1)] } });
    expect(
      await screen.findByText("Het bestand is te groot (maximaal 50 KB)."),
    ).toBeInTheDocument();

    fireEvent.change(logo, { target: { files: [pngFile()] } });
    const previewLogos = await within(screen.getByTestId("brand-preview")).findAllByAltText(
      "Logo van Bureau Zicht",
    );
    expect(previewLogos[0]?.getAttribute("src")).toMatch(/^data:image\/png;base64,iVBORw0KGgo/);
    expect(screen.queryByText("Kies een PNG-, JPEG- of SVG-bestand.")).not.toBeInTheDocument();
    expect(screen.getByTestId("white-label-unsaved")).toBeInTheDocument();
  });
});

const CLAIMED = {
  settings: { customDomain: "rapporten.bureau.nl" },
  domain: {
    status: "pending" as const,
    txtName: "_vindbaar.rapporten.bureau.nl",
    txtValue: "vindbaar-verify=0123456789abcdef0123456789abcdef",
    expiresAt: "2026-11-30T10:00:00.000Z",
  },
};

describe("in English", () => {
  beforeEach(async () => {
    await act(() => changeLocale("en"));
  });
  afterEach(async () => {
    await act(() => changeLocale("nl"));
  });

  it("offers the upgrade to a plan without white label", async () => {
    serve({
      get: () => ok(answer({ entitlement: { whiteLabel: false, plan: "basic" } })),
    });
    renderPage();
    expect(await screen.findByText("No access to White Label")).toBeInTheDocument();
    expect(
      screen.getByText(
        "Your current plan does not include white label functionality. Upgrade to the Power plan to use your own branding.",
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Upgrade to Power" })).toHaveAttribute(
      "href",
      "/pricing",
    );
    expect(screen.getByRole("heading", { level: 1, name: "White Label" })).toBeInTheDocument();
    expect(
      screen.getByText("Deliver reports and content to your clients under your own brand."),
    ).toBeInTheDocument();
  });

  it("enables white label with an English toast and shows the server's English refusal", async () => {
    serve({
      get: () => ok(answer({})),
      put: () => ok(answer({ settings: { enabled: true } })),
    });
    renderPage();
    expect(await screen.findByText("White Label is off")).toBeInTheDocument();
    await userEvent.click(screen.getByRole("button", { name: "Enable White Label" }));
    expect(await screen.findByText("White Label enabled")).toBeInTheDocument();
    expect(screen.getByText("You can now adjust your branding.")).toBeInTheDocument();
    expect(await screen.findByRole("button", { name: "Save settings" })).toBeInTheDocument();
  });

  it("labels the form, its checks, the preview and the domain tab in English", async () => {
    serve({
      get: () => ok(ENABLED),
      put: () =>
        httpError(400, { error: "Custom domain: cannot be vindbaar.nl or one of its subdomains" }),
    });
    renderPage();
    await screen.findByRole("button", { name: "Save settings" });
    expect(screen.getByRole("tab", { name: "Domains" })).toBeInTheDocument();
    expect(screen.getByLabelText("Company name")).toHaveValue("Bureau Zicht");
    expect(screen.getByLabelText("Email footer")).toHaveValue("Powered by Your Company");
    expect(
      screen.getByText(
        "PNG, JPEG or SVG, at most 200 KB. Recommended: PNG or SVG of 200x50 pixels.",
      ),
    ).toBeInTheDocument();
    expect(screen.getByText("PNG, JPEG or SVG, at most 50 KB.")).toBeInTheDocument();
    const accent = screen.getByLabelText("Accent colour (hex)");
    await userEvent.clear(accent);
    await userEvent.type(accent, "red");
    await userEvent.tab();
    expect(accent).toHaveAccessibleDescription("Must be a hex colour like #9b87f5");
    expect(screen.getByTestId("white-label-unsaved")).toHaveTextContent(
      "You have unsaved changes.",
    );
    fireEvent.change(screen.getByLabelText("Logo"), {
      target: { files: [pngFile(200 * 1024 + 1)] },
    });
    expect(await screen.findByText("The file is too large (at most 200 KB).")).toBeInTheDocument();
    const preview = within(screen.getByTestId("brand-preview"));
    expect(preview.getByRole("heading", { name: "Preview" })).toBeInTheDocument();
    expect(preview.getByText("Monthly SEO report")).toBeInTheDocument();
    expect(preview.getAllByText("Sign in")).toHaveLength(2);

    await userEvent.click(screen.getByRole("tab", { name: "Content" }));
    expect(
      screen.getByRole("switch", { name: "Remove 'Powered by' mentions" }),
    ).toHaveAccessibleDescription("Reports and emails no longer mention Vindbaar.");
    expect(screen.getByRole("switch", { name: "White-label client login" })).toBeInTheDocument();

    await userEvent.click(screen.getByRole("tab", { name: "Domains" }));
    expect(
      screen.getByText(
        "At your DNS provider, create a CNAME record that points your domain to clients.vindbaar.nl.",
      ),
    ).toBeInTheDocument();
    expect(screen.getByText("No domain set")).toBeInTheDocument();
    const verify = screen.getByRole("button", { name: "Verify domain" });
    expect(verify).toHaveAccessibleDescription(
      "First enter your own domain above and save the settings; then you can verify it.",
    );
    const domain = screen.getByLabelText("Custom domain");
    await userEvent.type(domain, "vindbaar.nl");
    await userEvent.tab();
    expect(domain).toHaveAccessibleDescription(
      expect.stringContaining("Cannot be vindbaar.nl or one of its subdomains"),
    );
    await userEvent.click(screen.getByRole("button", { name: "Save settings" }));
    expect(
      await screen.findByText("Custom domain: cannot be vindbaar.nl or one of its subdomains"),
    ).toBeInTheDocument();
    expect(screen.getByText("Something went wrong")).toBeInTheDocument();

    await userEvent.click(screen.getByRole("link", { name: "Dashboard" }));
    expect(await screen.findByRole("alertdialog", { name: "Unsaved changes" })).toBeInTheDocument();
  });

  it("offers a new verification code in English", async () => {
    serve({
      get: () => ok(answer({ ...CLAIMED, settings: { ...ENABLED.settings, ...CLAIMED.settings } })),
    });
    renderPage();
    await userEvent.click(await screen.findByRole("tab", { name: "Domains" }));
    await userEvent.click(screen.getByRole("button", { name: "New verification code" }));
    const dialog = await screen.findByRole("dialog", { name: "Make a new verification code?" });
    expect(dialog).toHaveAccessibleDescription(
      "The current code will prove nothing any more. Replace the TXT record's value at your DNS provider with the new code, then click 'Verify domain'. Your claim runs for 7 days again.",
    );
    expect(within(dialog).getByRole("button", { name: "Make new code" })).toBeInTheDocument();
  });

  it("dates the last domain check the British way", async () => {
    serve({
      get: () =>
        ok(
          answer({
            settings: { ...ENABLED.settings, customDomain: "rapporten.bureau.nl" },
            domain: { status: "failed", checkedAt: "2026-11-23T10:00:00.000Z" },
          }),
        ),
    });
    renderPage();
    await userEvent.click(await screen.findByRole("tab", { name: "Domains" }));
    expect(
      screen.getByText(
        "Verification failed: the CNAME record to the right address or the TXT record below is missing",
      ),
    ).toBeInTheDocument();
    expect(screen.getByText(/^Last checked: /)).toHaveTextContent(
      /^Last checked: 23\/11\/2026, \d{2}:00:00$/,
    );
  });

  it("shows the TXT record and the claim's states in English", async () => {
    const claimed = answer({ ...CLAIMED, settings: { ...ENABLED.settings, ...CLAIMED.settings } });
    serve({ get: () => ok(claimed) });
    renderPage();
    await userEvent.click(await screen.findByRole("tab", { name: "Domains" }));
    const txt = screen.getByRole("region", { name: "Prove the domain is yours" });
    expect(txt).toHaveTextContent("Name (host)_vindbaar.rapporten.bureau.nlCopy");
    expect(screen.getByRole("button", { name: "Copy Value" })).toBeInTheDocument();
    expect(screen.getByText(/^Claim expires: /)).toBeInTheDocument();
  });
});
