import { screen, waitFor, within } from "@testing-library/react";
import type { Session } from "@supabase/supabase-js";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { NOT_SUBSCRIBED } from "@contract/billing";
import { resetSessionStore } from "@/features/auth/session-store";
import { changeLocale } from "@/i18n";
import { resetQueryClient } from "@/lib/query-provider";
import { DashboardPage } from "@/pages/dashboard-page";
import { ACTIVE_PRO } from "./billing-test-utils";
import { overview as contentOverview } from "./content-fixtures";
import { fake, fakeSession } from "./login-fake-supabase";
import { renderCustomerArea } from "./render-with-session";

vi.mock("@/lib/supabase", async () => (await import("./login-fake-supabase")).fakeSupabaseModule);

let answers: Record<string, unknown> = {};

function renderDashboard() {
  return renderCustomerArea(
    "/dashboard",
    { "/dashboard": <DashboardPage /> },
    { "/": <p>Home route</p>, "/login": <p>Login route</p> },
  );
}

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

beforeEach(() => {
  answers = {};
  fake.reset();
  resetSessionStore();
  resetQueryClient();
  fake.functions.invoke.mockImplementation(async (name: string) => ({
    data: answers[name.split("?")[0]!] ?? NOT_SUBSCRIBED,
    error: null,
  }));
});

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
