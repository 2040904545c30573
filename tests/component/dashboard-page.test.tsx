import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { act } from "react";
import type { Session } from "@supabase/supabase-js";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { NOT_SUBSCRIBED } from "@contract/billing";
import { ACTIVE_PRO } from "./billing-test-utils";
import { plans } from "@/content/plans";
import { resetSessionStore } from "@/features/auth/session-store";
import { changeLocale } from "@/i18n";
import { resetQueryClient } from "@/lib/query-provider";
import { formatEuro } from "@/lib/format";
import { DashboardPage } from "@/pages/dashboard-page";
import { IDS, overview as contentOverview, post, WRITTEN_FIELDS } from "./content-fixtures";
import { fake, fakeSession } from "./login-fake-supabase";
import { REPORT } from "./report-fixtures";
import { renderCustomerArea } from "./render-with-session";

vi.mock("@/lib/supabase", async () => (await import("./login-fake-supabase")).fakeSupabaseModule);

/** What the reports and onboarding functions answer; check-subscription: not subscribed. */
let answers: Record<string, unknown> = {};

function renderDashboard(url = "/dashboard") {
  return renderCustomerArea(
    url,
    { "/dashboard": <DashboardPage /> },
    { "/": <p>Home route</p>, "/login": <p>Login route</p> },
  );
}

beforeEach(() => {
  answers = {};
  fake.reset();
  resetSessionStore();
  resetQueryClient();
  fake.functions.invoke.mockImplementation(async (name: string) => ({
    data: answers[name.split("?")[0]!] ?? NOT_SUBSCRIBED,
    error: null,
  }));
  window.sessionStorage.clear();
});

describe("/dashboard guard", () => {
  it("shows the loading state, then sends a visitor without session to /login", async () => {
    let answer!: (value: { data: { session: null }; error: null }) => void;
    fake.auth.getSession.mockReturnValue(new Promise((resolve) => (answer = resolve)));
    renderDashboard();
    expect(await screen.findByRole("status")).toHaveTextContent("Inlogstatus laden");
    await act(async () => answer({ data: { session: null }, error: null }));
    expect(await screen.findByText("Login route")).toBeInTheDocument();
  });

  it("goes to /login when the session ends elsewhere while the page is open", async () => {
    fake.setSession(fakeSession());
    renderDashboard();
    await screen.findByRole("heading", { level: 1, name: "Dashboard" });
    act(() => fake.emit("SIGNED_OUT", null));
    expect(await screen.findByText("Login route")).toBeInTheDocument();
  });

  it("goes to /login when the address carried an auth error", async () => {
    fake.auth.getSession.mockResolvedValue({
      data: { session: null },
      error: new Error("Email link is invalid or has expired"),
    });
    renderDashboard();
    expect(await screen.findByText("Login route")).toBeInTheDocument();
  });
});

describe("/dashboard content", () => {
  it("greets the user by e-mail and shows the five overview cards", async () => {
    const now = Date.now();
    answers = {
      reports: {
        reports: [
          { ...REPORT, createdAt: new Date(now - 86_400_000).toISOString() },
          {
            ...REPORT,
            id: "8c9e6679-7425-40de-944b-e07fc1f90ae7",
            createdAt: new Date(now - 40 * 86_400_000).toISOString(),
          },
        ],
      },
      onboarding: {
        completed: true,
        profile: {
          businessName: "Bakkerij",
          websiteUrl: "https://bakkerij.nl/",
          sector: "Horeca",
          sectorDetail: "Bakkerij",
          description: "",
          offerings: [],
          detailsFromScan: false,
          region: "Utrecht",
          keywords: ["brood", "taart", "bakker utrecht", "desem"],
          tone: "formal",
          competitors: [],
          updatedAt: new Date(now).toISOString(),
        },
      },
      // Two drafts written this period with three business-profile posts; one still planned,
      // one from an earlier period (neither counts).
      content: contentOverview({
        posts: [
          post({ id: IDS.draft, status: "draft", ...WRITTEN_FIELDS, profilePosts: ["a", "b"] }),
          post({ id: IDS.approved, status: "approved", ...WRITTEN_FIELDS, profilePosts: ["c"] }),
          post({ id: IDS.planned }),
          post({ id: IDS.earlier, status: "published", plannedFor: "2026-10-06" }),
        ],
      }),
    };
    fake.setSession(fakeSession({ email: "anna@bakkerij.nl", full_name: "Anna de Vries" }));
    renderDashboard("/dashboard?checkout_success=true");
    await screen.findByRole("heading", { level: 1, name: "Dashboard" });
    expect(screen.getByTestId("dashboard-user")).toHaveTextContent("anna@bakkerij.nl");

    const overview = await screen.findByRole("region", { name: "Overzicht" });
    // The payment card fills in once check-subscription has answered.
    await within(overview).findByText("Nog geen abonnement");
    const cards = within(overview).getAllByRole("listitem");
    expect(cards).toHaveLength(5);
    // One report in the last 30 days (the other is 40 days old), the profile's four keywords.
    await waitFor(() => expect(cards[0]).toHaveTextContent("1rapporten in de afgelopen 30 dagen"));
    await waitFor(() => expect(cards[1]).toHaveTextContent("4doelzoekwoorden die we volgen"));
    await waitFor(() =>
      expect(cards[2]).toHaveTextContent(/^Blogconcepten2blogconcepten deze maand$/),
    );
    expect(cards[3]).toHaveTextContent(
      /^Posts voor je bedrijfsprofiel3posts klaar om te kopiëren deze maand$/,
    );
    expect(cards[4]).toHaveTextContent("Nog geen abonnement");
    expect(
      within(cards[4] as HTMLElement).getByRole("link", { name: "Kies een pakket" }),
    ).toHaveAttribute("href", "/pricing");
    expect(screen.queryByText(/59[.,]99/)).not.toBeInTheDocument();
  });

  it("says what happens next while there are no reports and no profile yet", async () => {
    answers = {
      "check-subscription": ACTIVE_PRO,
      reports: { reports: [] },
      onboarding: { profile: null, completed: false },
      content: contentOverview({ plan: null, access: "none", period: null }),
    };
    fake.setSession(fakeSession());
    renderDashboard();
    const overview = await screen.findByRole("region", { name: "Overzicht" });
    const cards = within(overview).getAllByRole("listitem");
    await waitFor(() =>
      expect(cards[0]).toHaveTextContent(
        "0Je eerste rapport verschijnt een paar minuten nadat je je bedrijfsprofiel hebt ingevuld, daarna elke maand.",
      ),
    );
    expect(cards[1]).toHaveTextContent(
      "0Voeg 3 tot 10 doelzoekwoorden toe in je bedrijfsprofiel om ze te volgen.",
    );
    await waitFor(() =>
      expect(cards[2]).toHaveTextContent(
        "0Nog geen concepten: de blogposts van je pakket verschijnen hier zodra ze geschreven zijn.",
      ),
    );
    expect(cards[3]).toHaveTextContent(
      "0Nog geen posts voor je bedrijfsprofiel gepland (onderdeel van Ultimate en Power).",
    );
  });

  it("offers a subscribed customer 'Koppel Google Search Console' (issue 21)", async () => {
    answers = {
      "check-subscription": ACTIVE_PRO,
      reports: { reports: [] },
      onboarding: { profile: null, completed: false },
      content: contentOverview({ plan: null, access: "none", period: null }),
      "search-console": { status: "not_connected" },
    };
    fake.setSession(fakeSession());
    renderDashboard();
    const card = await screen.findByTestId("search-console-card");
    expect(
      await within(card).findByRole("button", { name: "Koppel Google Search Console" }),
    ).toBeInTheDocument();
  });

  it("says in one sentence that an ended subscription left everything readable and exportable", async () => {
    answers = {
      reports: { reports: [REPORT] },
      onboarding: { profile: null, completed: false },
      content: contentOverview({ plan: null, access: "read-only", period: null }),
    };
    fake.setSession(fakeSession());
    renderDashboard();
    const notice = await screen.findByTestId("subscription-ended");
    expect(notice).toHaveTextContent(
      /^Je abonnement is beëindigd: je rapporten en artikelen blijven van jou en kun je nog lezen en exporteren, maar nieuwe artikelen, scans en de API staan stil tot je weer een pakket kiest\.Kies een pakket$/,
    );
    expect(within(notice).getByRole("link", { name: "Kies een pakket" })).toHaveAttribute(
      "href",
      "/pricing",
    );
  });

  it("says nothing of an ended subscription to a customer who never had one", async () => {
    answers = { content: contentOverview({ plan: null, access: "none", period: null }) };
    fake.setSession(fakeSession());
    renderDashboard();
    // A new customer is led to the plans instead (issue 19 #6), without the ended notice.
    await screen.findByRole("heading", { name: "Kies een pakket" });
    await waitFor(() =>
      expect(fake.functions.invoke).toHaveBeenCalledWith("content", expect.anything()),
    );
    expect(screen.queryByTestId("subscription-ended")).toBeNull();
  });

  it("falls back to the full name, then to 'Gebruiker'", async () => {
    fake.setSession(fakeSession({ email: "", full_name: "Anna de Vries" }));
    const { unmount } = renderDashboard();
    expect(await screen.findByTestId("dashboard-user")).toHaveTextContent("Anna de Vries");
    unmount();
    resetSessionStore();
    fake.setSession(fakeSession({ email: "" }));
    renderDashboard();
    expect(await screen.findByTestId("dashboard-user")).toHaveTextContent(/^Gebruiker$/);
  });

  it("links to the SEO helper and lists the plans of the one catalogue", async () => {
    answers = { "check-subscription": ACTIVE_PRO };
    fake.setSession(fakeSession());
    renderDashboard();
    await screen.findByRole("heading", { level: 1, name: "Dashboard" });
    expect(screen.getByRole("link", { name: "Open de SEO Helper" })).toHaveAttribute(
      "href",
      "/seo-helper",
    );
    const planBlock = await screen.findByRole("region", { name: "Pakketten" });
    for (const plan of plans) {
      const card = within(planBlock).getByTestId(`plan-${plan.id}`);
      expect(card).toHaveTextContent(plan.name);
      // toHaveTextContent collapses the non-breaking space of the nl-NL currency format.
      expect(card).toHaveTextContent(`${formatEuro(plan.price).replace(/\s/g, " ")} per maand`);
    }
    expect(within(planBlock).getByText("Meest gekozen")).toBeInTheDocument();
    expect(screen.queryByText(/\$\s?(29|79|199)/)).not.toBeInTheDocument();
    expect(
      within(planBlock).getByRole("link", { name: "Vergelijk alle pakketten op de prijzenpagina" }),
    ).toHaveAttribute("href", "/pricing");
  });
});

describe("/dashboard for a customer without a plan (issue 19)", () => {
  const EMPTY = {
    reports: { reports: [] },
    onboarding: { profile: null, completed: false },
    content: contentOverview({ plan: null, period: null }),
  };

  it("leads with 'Kies een pakket', each plan linking to its checkout, and no figures of 0", async () => {
    answers = EMPTY;
    fake.setSession(fakeSession());
    renderDashboard();
    const chooser = await screen.findByRole("region", { name: "Kies een pakket" });
    const sections = screen.getAllByRole("region");
    expect(sections[0]).toBe(chooser);
    for (const plan of plans) {
      const card = within(chooser).getByTestId(`choose-${plan.id}`);
      expect(card).toHaveTextContent(plan.name);
      expect(card).toHaveTextContent(`${formatEuro(plan.price).replace(/\s/g, " ")} per maand`);
      expect(within(card).getByRole("link", { name: `Kies ${plan.name}` })).toHaveAttribute(
        "href",
        `/pricing?plan=${plan.id}#pricing`,
      );
    }
    expect(within(chooser).getByText("Meest gekozen")).toBeInTheDocument();
    expect(within(chooser).getByRole("link", { name: "Vergelijk alle pakketten" })).toHaveAttribute(
      "href",
      "/pricing",
    );
    // Give the figures time to arrive: they stay away while there is nothing to show.
    await waitFor(() =>
      expect(fake.functions.invoke).toHaveBeenCalledWith("content", expect.anything()),
    );
    await act(async () => {});
    expect(screen.queryByRole("region", { name: "Overzicht" })).not.toBeInTheDocument();
    expect(screen.queryByRole("region", { name: "Pakketten" })).not.toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Open de SEO Helper" })).toBeInTheDocument();
  });

  it("offers each plan's free trial next to buying, until the customer has used theirs", async () => {
    answers = { ...EMPTY, "check-subscription": { ...NOT_SUBSCRIBED, trial_available: true } };
    fake.setSession(fakeSession());
    const { unmount } = renderDashboard();
    const chooser = await screen.findByRole("region", { name: "Kies een pakket" });
    for (const plan of plans) {
      const trial = within(within(chooser).getByTestId(`choose-${plan.id}`)).getByRole("link", {
        name: "Probeer 14 dagen gratis",
      });
      expect(trial).toHaveAttribute("href", `/pricing?plan=${plan.id}&trial=1#pricing`);
      expect(trial).toHaveAccessibleDescription("Geen creditcard nodig");
    }
    unmount();
    resetQueryClient();

    answers = { ...EMPTY, "check-subscription": { ...NOT_SUBSCRIBED, trial_available: false } };
    renderDashboard();
    const used = await screen.findByRole("region", { name: "Kies een pakket" });
    expect(within(used).getByRole("link", { name: "Kies Pro" })).toBeInTheDocument();
    expect(within(used).queryByRole("link", { name: "Probeer 14 dagen gratis" })).toBeNull();
  });

  it("keeps an ex-customer's figures below the plan choice", async () => {
    answers = {
      ...EMPTY,
      reports: {
        reports: [{ ...REPORT, createdAt: new Date(Date.now() - 86_400_000).toISOString() }],
      },
    };
    fake.setSession(fakeSession());
    renderDashboard();
    const chooser = await screen.findByRole("region", { name: "Kies een pakket" });
    const overview = await screen.findByRole("region", { name: "Overzicht" });
    expect(screen.getAllByRole("region").indexOf(chooser)).toBeLessThan(
      screen.getAllByRole("region").indexOf(overview),
    );
  });

  it("shows no plan choice to a subscriber, right after checkout, or when the check failed", async () => {
    answers = { ...EMPTY, "check-subscription": ACTIVE_PRO };
    fake.setSession(fakeSession());
    const subscribed = renderDashboard();
    expect(await screen.findByRole("region", { name: "Overzicht" })).toBeInTheDocument();
    expect(screen.queryByRole("region", { name: "Kies een pakket" })).not.toBeInTheDocument();
    subscribed.unmount();

    // Back from Checkout while the webhook is still on its way: activating, not "choose".
    resetQueryClient();
    answers = EMPTY;
    const activating = renderDashboard("/dashboard?checkout_success=true");
    expect(await screen.findByText("Je abonnement wordt geactiveerd…")).toBeInTheDocument();
    expect(screen.queryByRole("region", { name: "Kies een pakket" })).not.toBeInTheDocument();
    activating.unmount();

    resetQueryClient();
    vi.spyOn(console, "error").mockImplementation(() => {});
    answers = { ...EMPTY, "check-subscription": { broken: true } };
    const checks = () =>
      fake.functions.invoke.mock.calls.filter(([name]) => name === "check-subscription").length;
    const before = checks();
    renderDashboard();
    expect(
      await screen.findByText(
        "Je abonnementsgegevens konden nu niet worden geladen. Probeer het later opnieuw.",
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole("region", { name: "Kies een pakket" })).not.toBeInTheDocument();
    // Asked once more when the payment card appears, then left alone (no loop).
    await act(async () => new Promise((resolve) => setTimeout(resolve, 300)));
    expect(checks() - before).toBeLessThanOrEqual(2);
  });
});

describe("password recovery on /dashboard", () => {
  it("asks for a new password after a recovery link, then shows the normal dashboard", async () => {
    const user = userEvent.setup();
    fake.setSession(fakeSession());
    fake.auth.updateUser.mockResolvedValue({ data: { user: fakeSession().user }, error: null });
    renderDashboard();
    await screen.findByRole("heading", { level: 1, name: "Dashboard" });
    act(() => fake.emit("PASSWORD_RECOVERY", fakeSession()));

    expect(
      screen.getByRole("heading", { level: 2, name: "Kies een nieuw wachtwoord" }),
    ).toBeInTheDocument();
    await user.type(screen.getByLabelText("Nieuw wachtwoord"), "nieuw-geheim-123");
    await user.click(screen.getByRole("button", { name: "Nieuw wachtwoord opslaan" }));

    expect(fake.auth.updateUser).toHaveBeenCalledWith({ password: "nieuw-geheim-123" });
    expect(
      await screen.findByText("Je wachtwoord is gewijzigd. Je bent ingelogd."),
    ).toBeInTheDocument();
    expect(screen.getByTestId("dashboard-user")).toHaveTextContent("anna@bakkerij.nl");
    expect(screen.queryByLabelText("Nieuw wachtwoord")).not.toBeInTheDocument();
  });

  it("asks the functions for nothing while the new password is being set", async () => {
    // A recovery link opened in this tab: the store remembers it across the reload.
    window.sessionStorage.setItem("vindbaar-password-recovery", "1");
    fake.setSession(fakeSession());
    renderDashboard();
    expect(
      await screen.findByRole("heading", { level: 2, name: "Kies een nieuw wachtwoord" }),
    ).toBeInTheDocument();
    await act(async () => new Promise((resolve) => setTimeout(resolve, 100)));
    // Only the account bar's read of the profile's language (issue 22), no dashboard data.
    const called = fake.functions.invoke.mock.calls.map(([name]) => name);
    expect(called.filter((name) => name !== "account")).toEqual([]);
    window.sessionStorage.removeItem("vindbaar-password-recovery");
  });

  it("words the auth service's refusal by its code and keeps the form", async () => {
    const user = userEvent.setup();
    fake.setSession(fakeSession());
    fake.auth.updateUser.mockResolvedValue({
      data: { user: null },
      error: Object.assign(new Error("Password should be at least 6 characters."), {
        code: "weak_password",
        reasons: ["length"],
      }),
    });
    renderDashboard();
    await screen.findByRole("heading", { level: 1, name: "Dashboard" });
    act(() => fake.emit("PASSWORD_RECOVERY", fakeSession()));
    await user.type(screen.getByLabelText("Nieuw wachtwoord"), "kort");
    await user.click(screen.getByRole("button", { name: "Nieuw wachtwoord opslaan" }));
    expect(await screen.findByRole("alert")).toHaveTextContent(
      /^Je wachtwoord is te kort: gebruik minstens 6 tekens\.$/,
    );
    expect(screen.getByLabelText("Nieuw wachtwoord")).toBeInTheDocument();
  });
});

/** Anna's session; `lastSignIn` is when she last signed in (GoTrue's last_sign_in_at). */
function sessionSignedInAt(lastSignIn: string): Session {
  const session = fakeSession({ email: "anna@bakkerij.nl" });
  return {
    ...session,
    user: {
      ...session.user,
      created_at: "2026-11-20T09:00:00Z",
      confirmed_at: "2026-11-20T09:02:00Z",
      email_confirmed_at: "2026-11-20T09:02:00Z",
      last_sign_in_at: lastSignIn,
    },
  };
}

/** The line under the title, as read: "Welkom, anna@bakkerij.nl". */
async function greeting(): Promise<string | null> {
  const name = await screen.findByTestId("dashboard-user");
  return name.parentElement?.textContent ?? null;
}

afterEach(async () => {
  await changeLocale("nl");
});

describe("the dashboard's greeting", () => {
  it("welcomes a brand-new customer, whose only sign-in confirmed the account", async () => {
    fake.setSession(sessionSignedInAt("2026-11-20T09:02:01Z"));
    renderDashboard();
    expect(await greeting()).toBe("Welkom, anna@bakkerij.nl");
    expect(screen.getByTestId("dashboard-user").tagName).toBe("STRONG");
  });

  it("welcomes a customer back who signed in again later", async () => {
    fake.setSession(sessionSignedInAt("2026-11-24T16:30:00Z"));
    renderDashboard();
    expect(await greeting()).toBe("Welkom terug, anna@bakkerij.nl");
  });

  it("in English: 'Welcome back,' only for a returning customer", async () => {
    await changeLocale("en");
    fake.setSession(sessionSignedInAt("2026-11-24T16:30:00Z"));
    const { unmount } = renderDashboard();
    expect(await greeting()).toBe("Welcome back, anna@bakkerij.nl");
    unmount();
    resetSessionStore();
    fake.setSession(sessionSignedInAt("2026-11-20T09:02:01Z"));
    renderDashboard();
    expect(await greeting()).toBe("Welcome, anna@bakkerij.nl");
  });

  it("shows a name with markup as text", async () => {
    const session = sessionSignedInAt("2026-11-20T09:02:01Z");
    fake.setSession({
      ...session,
      user: { ...session.user, email: "", user_metadata: { full_name: "<b>Jan</b> & Zn" } },
    });
    renderDashboard();
    expect(await greeting()).toBe("Welkom, <b>Jan</b> & Zn");
  });
});

describe("/dashboard in English", () => {
  it("shows the overview, the subscription card, the plans and the SEO Helper in English", async () => {
    await changeLocale("en");
    answers = {
      "check-subscription": ACTIVE_PRO,
      reports: { reports: [] },
      onboarding: { profile: null, completed: false },
      content: contentOverview({ plan: null, access: "none", period: null }),
    };
    fake.setSession(sessionSignedInAt("2026-11-24T16:30:00Z"));
    renderDashboard();
    const overview = await screen.findByRole("region", { name: "Overview" });
    const cards = within(overview).getAllByRole("listitem");
    await waitFor(() =>
      expect(cards[0]).toHaveTextContent(
        /^SEO reports0Your first report appears a few minutes after you complete your business profile, then every month\.$/,
      ),
    );
    expect(cards[1]).toHaveTextContent(
      /^Keywords0Add 3 to 10 target keywords in your business profile to track them\.$/,
    );
    await waitFor(() =>
      expect(cards[3]).toHaveTextContent(
        /^Business profile posts0No business-profile posts planned yet \(part of Ultimate and Power\)\.$/,
      ),
    );
    const card = screen.getByTestId("subscription-card");
    expect(await within(card).findByText("Pro plan")).toBeInTheDocument();
    // en-GB writes the euro sign without a space.
    expect(card).toHaveTextContent("€49 per month excl. VAT");
    expect(card).toHaveTextContent("Status: Active");
    expect(card).toHaveTextContent("Next invoice on 23 December 2026");
    expect(within(card).getByRole("button", { name: "Manage subscription" })).toBeEnabled();

    const plans = screen.getByRole("region", { name: "Plans" });
    expect(within(plans).getByTestId("plan-basic")).toHaveTextContent(
      /^Basic€19 per month1 AI blog post per month$/,
    );
    expect(within(plans).getByTestId("plan-pro")).toHaveTextContent("3 AI blog posts per month");
    expect(within(plans).getByText("Most popular")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Open the SEO Helper" })).toHaveAttribute(
      "href",
      "/seo-helper",
    );
    expect(document.body).toHaveTextContent(
      "Here is what Vindbaar has been doing for your website.",
    );
  });

  it("leads a customer without a plan with 'Choose a plan', each plan in English", async () => {
    await changeLocale("en");
    answers = {
      reports: { reports: [] },
      onboarding: { profile: null, completed: false },
      content: contentOverview({ plan: null, period: null }),
    };
    fake.setSession(sessionSignedInAt("2026-11-20T09:02:01Z"));
    renderDashboard();
    const chooser = await screen.findByRole("region", { name: "Choose a plan" });
    const pro = within(chooser).getByTestId("choose-pro");
    expect(pro).toHaveTextContent("Pro");
    expect(pro).toHaveTextContent("3 blog posts per month");
    expect(pro).toHaveTextContent("More content and every page easier to find.");
    expect(within(pro).getByRole("link", { name: "Choose Pro" })).toHaveAttribute(
      "href",
      "/pricing?plan=pro#pricing",
    );
    const trial = within(pro).getByRole("link", { name: "Try 14 days free" });
    expect(trial).toHaveAccessibleDescription("No credit card needed");
    expect(within(chooser).getByText("Most popular")).toBeInTheDocument();
    expect(within(chooser).getByRole("link", { name: "Compare all plans" })).toBeInTheDocument();
  });
});
