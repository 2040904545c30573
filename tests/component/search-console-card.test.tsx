import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MemoryRouter, Route, Routes } from "react-router-dom";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { SearchConsoleProperty, SearchConsoleState } from "@contract/search-console";
import { SEARCH_CONSOLE_MESSAGES } from "@contract/search-console";
import { resetToastStore } from "@/components/ui/toast-store";
import { changeLocale } from "@/i18n";
import { FunctionCallError } from "@/lib/call-function";
import {
  SearchConsoleCallbackView,
  SearchConsoleCard,
} from "@/features/search-console/customer-area";

const invoke = vi.hoisted(() => ({ fn: vi.fn() }));
vi.mock("@/lib/call-function", async (importOriginal) => ({
  ...(await importOriginal<typeof import("@/lib/call-function")>()),
  callFunction: invoke.fn,
}));

const PROPERTIES: SearchConsoleProperty[] = [
  {
    siteUrl: "https://www.andere-zaak.nl/",
    kind: "url-prefix",
    permissionLevel: "siteOwner",
    verified: true,
    suggested: false,
  },
  {
    siteUrl: "https://www.bakkerijdevries.nl/",
    kind: "url-prefix",
    permissionLevel: "siteFullUser",
    verified: true,
    suggested: true,
  },
  {
    siteUrl: "sc-domain:nog-niet.nl",
    kind: "domain",
    permissionLevel: "siteUnverifiedUser",
    verified: false,
    suggested: false,
  },
];
const CONNECTED_AT = "2026-11-26T10:00:00.000Z";

/** The search-console function as the browser sees it: GETs answer from here, POSTs are recorded. */
function serve(
  state: SearchConsoleState,
  options: {
    properties?: SearchConsoleProperty[];
    post?: (name: string, body: unknown) => unknown;
  } = {},
) {
  invoke.fn.mockImplementation(async (name: string, body: unknown, call?: { method?: string }) => {
    if (call?.method === "GET" && name === "search-console") return state;
    if (call?.method === "GET" && name === "search-console/properties") {
      return { properties: options.properties ?? PROPERTIES };
    }
    if (options.post) return options.post(name, body);
    throw new Error(`unexpected call ${name}`);
  });
}

function renderAt(path: string) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/dashboard" element={<SearchConsoleCard />} />
          <Route path="/search-console/callback" element={<SearchConsoleCallbackView />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

beforeEach(() => {
  invoke.fn.mockReset();
});
afterEach(() => resetToastStore());

describe("the Search Console card", () => {
  it("offers 'Koppel Google Search Console' and asks for the consent URL", async () => {
    serve(
      { status: "not_connected" },
      {
        post: (name) => {
          expect(name).toBe("search-console/start");
          // Left pending: on success the browser would leave for Google.
          return new Promise(() => {});
        },
      },
    );
    renderAt("/dashboard");
    expect(screen.getByRole("status")).toHaveTextContent(
      "Koppeling met Google Search Console laden…",
    );
    const button = await screen.findByRole("button", { name: "Koppel Google Search Console" });
    await userEvent.click(button);
    expect(invoke.fn).toHaveBeenCalledWith("search-console/start", {});
    expect(screen.getByRole("button", { name: "Doorsturen naar Google…" })).toBeDisabled();
  });

  it("shows why the consent URL could not be had", async () => {
    serve(
      { status: "not_connected" },
      {
        post: () => {
          throw new FunctionCallError(SEARCH_CONSOLE_MESSAGES.notConfigured, 503, true);
        },
      },
    );
    renderAt("/dashboard");
    await userEvent.click(
      await screen.findByRole("button", { name: "Koppel Google Search Console" }),
    );
    expect(await screen.findByRole("alert")).toHaveTextContent(
      `Het koppelen kon niet starten: ${SEARCH_CONSOLE_MESSAGES.notConfigured}`,
    );
  });

  it("lets a new connection pick a property, the profile's website chosen beforehand", async () => {
    const posts: [string, unknown][] = [];
    serve(
      { status: "connected", property: null, connectedAt: CONNECTED_AT },
      {
        post: (name, body) => {
          posts.push([name, body]);
          return {
            status: "connected",
            property: "https://www.andere-zaak.nl/",
            connectedAt: CONNECTED_AT,
          };
        },
      },
    );
    renderAt("/dashboard");
    expect(
      await screen.findByText("Gekoppeld. Kies nog welke property we gebruiken."),
    ).toBeInTheDocument();
    const group = await screen.findByRole("group", { name: "Kies je property" });
    const radios = within(group).getAllByRole("radio");
    expect(radios.map((radio) => (radio as HTMLInputElement).value)).toEqual(
      PROPERTIES.map((property) => property.siteUrl),
    );
    expect(within(group).getByRole("radio", { name: /bakkerijdevries/ })).toBeChecked();
    expect(within(group).getByRole("radio", { name: /bakkerijdevries/ })).toHaveAccessibleName(
      "https://www.bakkerijdevries.nl/URL-voorvoegsel · voorgesteld",
    );
    expect(within(group).getByRole("radio", { name: /nog-niet/ })).toBeDisabled();

    await userEvent.click(within(group).getByRole("radio", { name: /andere-zaak/ }));
    await userEvent.click(screen.getByRole("button", { name: "Property gebruiken" }));
    expect(posts).toEqual([
      ["search-console/property", { siteUrl: "https://www.andere-zaak.nl/" }],
    ]);
    expect(
      await screen.findByText("Gekoppeld met https://www.andere-zaak.nl/"),
    ).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Andere property kiezen" })).toBeInTheDocument();
  });

  it("explains an account without a verified property, with the way to Search Console", async () => {
    serve(
      { status: "connected", property: null, connectedAt: CONNECTED_AT },
      { properties: [PROPERTIES[2]!] },
    );
    renderAt("/dashboard");
    expect(
      await screen.findByText(
        "Je Google-account heeft nog geen geverifieerde property in Search Console. Voeg je website toe in Search Console, verifieer hem en kom dan terug.",
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Naar Google Search Console" })).toHaveAttribute(
      "href",
      "https://search.google.com/search-console/welcome",
    );
    expect(screen.getByRole("button", { name: "Opnieuw controleren" })).toBeInTheDocument();
  });

  it("turns into 'Opnieuw koppelen' when Google refuses our access while listing properties", async () => {
    let state: SearchConsoleState = {
      status: "connected",
      property: null,
      connectedAt: CONNECTED_AT,
    };
    invoke.fn.mockImplementation(async (name: string) => {
      if (name === "search-console") return state;
      // The server marks the connection broken as it answers 409.
      state = {
        status: "broken",
        error: SEARCH_CONSOLE_MESSAGES.broken,
        connectedAt: CONNECTED_AT,
      };
      throw new FunctionCallError(SEARCH_CONSOLE_MESSAGES.broken, 409, false);
    });
    renderAt("/dashboard");
    expect(await screen.findByRole("button", { name: "Opnieuw koppelen" })).toBeInTheDocument();
    expect(screen.getByRole("alert")).toHaveTextContent("De koppeling met Google werkt niet meer");
  });

  it("shows a broken connection's reason with 'Opnieuw koppelen'", async () => {
    serve({ status: "broken", error: SEARCH_CONSOLE_MESSAGES.broken, connectedAt: CONNECTED_AT });
    renderAt("/dashboard");
    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent("De koppeling met Google werkt niet meer");
    expect(alert).toHaveTextContent(SEARCH_CONSOLE_MESSAGES.broken);
    expect(screen.getByRole("button", { name: "Opnieuw koppelen" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Ontkoppelen" })).toBeInTheDocument();
  });

  it("disconnects after a confirmation that asks about the imported data", async () => {
    const posts: [string, unknown][] = [];
    serve(
      {
        status: "connected",
        property: "https://www.bakkerijdevries.nl/",
        connectedAt: CONNECTED_AT,
      },
      {
        post: (name, body) => {
          posts.push([name, body]);
          return { status: "not_connected" };
        },
      },
    );
    renderAt("/dashboard");
    await userEvent.click(await screen.findByRole("button", { name: "Ontkoppelen" }));
    const dialog = await screen.findByRole("dialog", {
      name: "Google Search Console ontkoppelen?",
    });
    const deleteData = within(dialog).getByRole("checkbox", {
      name: /Verwijder ook de gegevens die we uit Search Console hebben opgehaald/,
    });
    expect(deleteData).not.toBeChecked();
    await userEvent.click(deleteData);
    await userEvent.click(within(dialog).getByRole("button", { name: "Ja, ontkoppelen" }));
    expect(posts).toEqual([["search-console/disconnect", { deleteData: true }]]);
    expect(
      await screen.findByRole("button", { name: "Koppel Google Search Console" }),
    ).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
  });
});

describe("the callback route", () => {
  it("posts Google's code and state once, then opens the dashboard", async () => {
    const posts: [string, unknown][] = [];
    serve(
      { status: "connected", property: null, connectedAt: CONNECTED_AT },
      {
        post: (name, body) => {
          posts.push([name, body]);
          return { status: "connected", property: null, connectedAt: CONNECTED_AT };
        },
      },
    );
    renderAt("/search-console/callback?state=s-1&code=4%2Fcode&scope=x");
    expect(screen.getByRole("status")).toHaveTextContent("Koppeling met Google afronden…");
    expect(
      await screen.findByText("Gekoppeld. Kies nog welke property we gebruiken."),
    ).toBeInTheDocument();
    expect(posts).toEqual([["search-console/callback", { state: "s-1", code: "4/code" }]]);
  });

  it("shows the server's reason for a refused consent, with 'Opnieuw koppelen'", async () => {
    serve(
      { status: "not_connected" },
      {
        post: (name, body) => {
          expect([name, body]).toEqual([
            "search-console/callback",
            { state: "s-2", error: "access_denied" },
          ]);
          throw new FunctionCallError(SEARCH_CONSOLE_MESSAGES.accessDenied, 400, false);
        },
      },
    );
    renderAt("/search-console/callback?error=access_denied&state=s-2");
    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent("Koppelen is niet gelukt");
    expect(alert).toHaveTextContent(SEARCH_CONSOLE_MESSAGES.accessDenied);
    expect(within(alert).getByRole("button", { name: "Opnieuw koppelen" })).toBeInTheDocument();
    expect(within(alert).getByRole("link", { name: "Naar je dashboard" })).toHaveAttribute(
      "href",
      "/dashboard",
    );
  });

  it("says in Dutch when the function's answer cannot be read", async () => {
    serve({ status: "not_connected" }, { post: () => ({ nonsense: true }) });
    renderAt("/search-console/callback?state=s-3&code=c");
    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent(
      /^Koppelen is niet geluktOnverwacht antwoord van de server\. Probeer het later opnieuw\./,
    );
  });

  it("says what to do when Google's answer is missing, without calling the function", async () => {
    serve({ status: "not_connected" });
    renderAt("/search-console/callback");
    expect(await screen.findByRole("alert")).toHaveTextContent(
      "Google heeft geen antwoord meegestuurd. Start het koppelen opnieuw vanaf je dashboard.",
    );
    expect(invoke.fn).not.toHaveBeenCalled();
  });
});

describe("the Search Console card in English", () => {
  afterEach(async () => {
    await changeLocale("nl");
  });

  it("picks a property, shows the import and asks before disconnecting, all in English", async () => {
    await changeLocale("en");
    serve(
      { status: "connected", property: null, connectedAt: CONNECTED_AT },
      {
        post: () => ({
          status: "connected",
          property: "https://www.andere-zaak.nl/",
          connectedAt: CONNECTED_AT,
          import: {
            lastImportAt: "2026-11-26T13:05:00.000Z",
            lastError: null,
            backfillComplete: false,
            backfillPercent: 40,
          },
        }),
      },
    );
    renderAt("/dashboard");
    expect(screen.getByRole("status")).toHaveTextContent(
      "Loading the Google Search Console connection…",
    );
    expect(
      await screen.findByText("Connected. Now choose which property we use."),
    ).toBeInTheDocument();
    const group = await screen.findByRole("group", { name: "Choose your property" });
    expect(within(group).getByRole("radio", { name: /bakkerijdevries/ })).toHaveAccessibleName(
      "https://www.bakkerijdevries.nl/URL prefix · suggested",
    );
    await userEvent.click(within(group).getByRole("radio", { name: /andere-zaak/ }));
    await userEvent.click(screen.getByRole("button", { name: "Use property" }));
    expect(await screen.findByText("Connected to https://www.andere-zaak.nl/")).toBeInTheDocument();
    expect(screen.getByText("Fetching the last 16 months of data: 40%")).toBeInTheDocument();
    expect(screen.getByRole("progressbar", { name: "Fetching progress" })).toBeInTheDocument();
    expect(screen.getByText("Last updated: 26 Nov, 14:05")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Choose another property" })).toBeInTheDocument();

    await userEvent.click(screen.getByRole("button", { name: "Disconnect" }));
    const dialog = await screen.findByRole("dialog", { name: "Disconnect Google Search Console?" });
    expect(
      within(dialog).getByRole("checkbox", {
        name: /Also delete the data we fetched from Search Console/,
      }),
    ).not.toBeChecked();
    expect(within(dialog).getByRole("button", { name: "Yes, disconnect" })).toBeInTheDocument();
    expect(within(dialog).getByRole("button", { name: "Cancel" })).toBeInTheDocument();
  });

  it("says in English why Google's answer could not be used", async () => {
    await changeLocale("en");
    renderAt("/search-console/callback");
    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent(
      "Connecting did not workGoogle did not send an answer. Start connecting again from your dashboard.",
    );
    expect(within(alert).getByRole("button", { name: "Reconnect" })).toBeInTheDocument();
    expect(within(alert).getByRole("link", { name: "Go to your dashboard" })).toHaveAttribute(
      "href",
      "/dashboard",
    );
  });
});
