import { screen, waitFor } from "@testing-library/react";
import { expect, vi } from "vitest";
import { NOT_SUBSCRIBED, type CheckSubscriptionResponse } from "@contract/billing";
import { CustomerAreaLayout } from "@/app/customer-area-layout";
import { resetToastStore } from "@/components/ui/toast-store";
import { resetSessionStore } from "@/features/auth/session-store";
import { resetQueryClient } from "@/lib/query-provider";
import { DashboardPage } from "@/pages/dashboard-page";
import { PricingPage } from "@/pages/pricing-page";
import {
  answerFunctions,
  callsOf,
  ok,
  renderRoutes,
  Route,
  stubLocation,
} from "./billing-test-utils";
import { fake, fakeSession } from "./login-fake-supabase";

/**
 * The two pages the billing component tests render — /pricing (plan cards) and /dashboard (the
 * subscription card) — and the state every such test starts from. Each test file still mocks
 * `@/lib/supabase` itself (vi.mock is hoisted per file).
 */
export function renderPricing(url = "/pricing") {
  return renderRoutes(
    url,
    <>
      <Route path="/pricing" element={<PricingPage />} />
      <Route path="/login" element={<p>Login route</p>} />
    </>,
  );
}

export function renderDashboard(url = "/dashboard") {
  return renderRoutes(
    url,
    <>
      <Route path="/" element={<p>Home route</p>} />
      <Route element={<CustomerAreaLayout />}>
        <Route path="/dashboard" element={<DashboardPage />} />
      </Route>
    </>,
  );
}

/** A plan card on /pricing, by plan name. */
export const card = (name: string) => screen.getByRole("article", { name });

export const subscriptionCard = () => screen.findByTestId("subscription-card");

/** Signed in on /pricing, with the subscription answer in place and the signed-in cards rendered. */
export async function signedInOnPricing(subscription: CheckSubscriptionResponse = NOT_SUBSCRIBED) {
  fake.setSession(fakeSession());
  answerFunctions({ "check-subscription": () => ok(subscription) });
  renderPricing();
  // The signed-in controller is a lazily loaded module: allow for its first import.
  await waitFor(() => expect(callsOf("check-subscription")).toHaveLength(1), { timeout: 5000 });
}

/**
 * Fresh fakes, stores and toasts; window.location stubbed. Returns the recorded
 * `location.assign` and the silenced console.error.
 */
export function resetBillingTest() {
  fake.reset();
  resetSessionStore();
  resetQueryClient();
  resetToastStore();
  const assign = stubLocation();
  const logged = vi.spyOn(console, "error").mockImplementation(() => {});
  return { assign, logged };
}
