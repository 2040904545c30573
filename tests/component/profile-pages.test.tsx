import { screen, waitFor } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { NOT_SUBSCRIBED } from "@contract/billing";
import { resetSessionStore } from "@/features/auth/session-store";
import { changeLocale } from "@/i18n";
import { resetQueryClient } from "@/lib/query-provider";
import { BusinessProfilePage } from "@/pages/business-profile-page";
import { OnboardingPage } from "@/pages/onboarding-page";
import { ACTIVE_PRO, ok } from "./billing-test-utils";
import { fake, fakeSession } from "./login-fake-supabase";
import { renderCustomerArea } from "./render-with-session";

vi.mock("@/lib/supabase", async () => (await import("./login-fake-supabase")).fakeSupabaseModule);

let subscription: unknown = ACTIVE_PRO;

beforeEach(() => {
  fake.reset();
  resetSessionStore();
  resetQueryClient();
  subscription = ACTIVE_PRO;
  fake.setSession(fakeSession());
  fake.functions.invoke.mockImplementation(async (name: string) => {
    if (name === "check-subscription") return ok(subscription);
    if (name === "onboarding") return ok({ profile: null, completed: false });
    if (name === "site-facts") return ok({ scan: null, facts: [] });
    if (name === "search-console") return ok({ status: "not_connected" });
    return ok({});
  });
});
afterEach(() => changeLocale("nl"));

const renderAt = (url: string) =>
  renderCustomerArea(url, {
    "/onboarding": <OnboardingPage />,
    "/dashboard/profile": <BusinessProfilePage />,
  });

describe("the profile pages' frame", () => {
  it("titles Bedrijfsprofiel in Dutch as the route table does", async () => {
    renderAt("/dashboard/profile");
    expect(
      await screen.findByRole("heading", { level: 1, name: "Bedrijfsprofiel" }),
    ).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe("Bedrijfsprofiel | Vindbaar"));
    expect(
      await screen.findByRole("heading", { level: 2, name: "Wat we op je site vonden" }),
    ).toBeInTheDocument();
  });
});

describe("the profile pages in English", () => {
  it("Business profile: heading, tab title, the form and the site facts", async () => {
    await changeLocale("en");
    renderAt("/dashboard/profile");
    expect(
      await screen.findByRole("heading", { level: 1, name: "Business profile" }),
    ).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe("Business profile | Vindbaar"));
    expect(
      screen.getByText(
        "Your details decide your keywords, your blog topics and what we check in your reports. If you change your website address, we scan the new site again.",
      ),
    ).toBeInTheDocument();
    expect(await screen.findByLabelText("Business name")).toBeInTheDocument();
    expect(
      await screen.findByRole("heading", { level: 2, name: "What we found on your site" }),
    ).toBeInTheDocument();
  });

  it("onboarding asks for a plan first, in English", async () => {
    await changeLocale("en");
    subscription = NOT_SUBSCRIBED;
    renderAt("/onboarding");
    expect(
      await screen.findByRole("heading", { level: 1, name: "Tell us about your business" }),
    ).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe("Tell us about your business | Vindbaar"));
    expect(
      await screen.findByRole("heading", { level: 2, name: "Choose a subscription first" }),
    ).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "View the subscriptions" })).toHaveAttribute(
      "href",
      "/pricing",
    );
  });
});
