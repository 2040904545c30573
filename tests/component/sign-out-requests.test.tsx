import { act, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Link } from "react-router-dom";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { CustomerAreaLayout } from "@/app/customer-area-layout";
import { DashboardPage } from "@/pages/dashboard-page";
import { resetBillingTest } from "./billing-pages";
import { ACTIVE_PRO, deferred, ok, renderRoutes, Route } from "./billing-test-utils";
import { fake, fakeSession } from "./login-fake-supabase";

vi.mock("@/lib/supabase", async () => (await import("./login-fake-supabase")).fakeSupabaseModule);

type Answer = { data: unknown; error: unknown };

const anna = fakeSession({ email: "anna@bakkerij.nl" });
const bert = (() => {
  const session = fakeSession({ email: "bert@slagerij.nl" });
  return { ...session, user: { ...session.user, id: "0d4c0f37-2b57-4a55-9d0f-1c7b8c1e9a02" } };
})();

beforeEach(() => {
  resetBillingTest();
});

describe("Uitloggen while a request is under way", () => {
  it("aborts it, and its late answer reaches neither the signed-out screen nor the next account's dashboard", async () => {
    const user = userEvent.setup();
    // Anna's subscription check is slow and Bert's never answers; the dashboard's other calls
    // fail at once (not what this test is about).
    const annasCheck = deferred<Answer>();
    const signals: AbortSignal[] = [];
    let checks = 0;
    fake.functions.invoke.mockImplementation((name: string, options?: { signal?: AbortSignal }) => {
      if (name !== "check-subscription") return new Promise(() => {});
      if (options?.signal) signals.push(options.signal);
      checks += 1;
      return checks === 1 ? annasCheck.promise : new Promise(() => {});
    });
    fake.setSession(anna);
    renderRoutes(
      "/dashboard",
      <>
        <Route
          path="/"
          element={
            <p>
              Home route <Link to="/dashboard">Naar het dashboard</Link>
            </p>
          }
        />
        <Route element={<CustomerAreaLayout />}>
          <Route path="/dashboard" element={<DashboardPage />} />
        </Route>
      </>,
    );
    await vi.waitFor(() => expect(checks).toBe(1));

    await user.click(screen.getByRole("button", { name: "Uitloggen" }));
    act(() => fake.emit("SIGNED_OUT", null));
    expect(await screen.findByText("Home route")).toBeInTheDocument();
    // The call under Anna's session was aborted when she signed out.
    expect(signals[0]?.aborted).toBe(true);

    // Her answer arrives anyway (a server that did not notice the abort).
    await act(async () => annasCheck.resolve(ok(ACTIVE_PRO)));
    expect(screen.queryByText("Pro-pakket")).not.toBeInTheDocument();

    // Bert signs in in the same tab and opens the dashboard: his own check is still under way.
    fake.setSession(bert);
    act(() => fake.emit("SIGNED_IN", bert));
    await user.click(screen.getByRole("link", { name: "Naar het dashboard" }));
    const greeting = (_: string, element: Element | null) =>
      element?.tagName === "P" && element.textContent === "Welkom, bert@slagerij.nl";
    expect(await screen.findByText(greeting)).toBeInTheDocument();
    // Not Anna's plan: his dashboard waits for his own answer.
    expect(screen.queryByText("Pro-pakket")).not.toBeInTheDocument();
    expect(screen.getByText("Je overzicht laden…")).toBeInTheDocument();
    await vi.waitFor(() => expect(checks).toBe(2));
    expect(signals[1]?.aborted).toBe(false);
  });
});
