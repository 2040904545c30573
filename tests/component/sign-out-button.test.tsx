import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { act } from "react";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { NOT_SUBSCRIBED } from "@contract/billing";
import { resetSessionStore } from "@/features/auth/session-store";
import { resetQueryClient } from "@/lib/query-provider";
import { DashboardPage } from "@/pages/dashboard-page";
import { fake, fakeSession } from "./login-fake-supabase";
import { renderCustomerArea } from "./render-with-session";

vi.mock("@/lib/supabase", async () => (await import("./login-fake-supabase")).fakeSupabaseModule);

function renderSignedIn() {
  fake.setSession(fakeSession());
  renderCustomerArea("/dashboard", { "/dashboard": <DashboardPage /> }, { "/": <p>Home route</p> });
}

beforeEach(() => {
  fake.reset();
  resetSessionStore();
  resetQueryClient();
  fake.functions.invoke.mockResolvedValue({ data: NOT_SUBSCRIBED, error: null });
});

describe("Uitloggen", () => {
  it("shows 'Bezig met uitloggen...' and stays disabled until the session change arrives", async () => {
    const user = userEvent.setup();
    let finish!: (value: { error: null }) => void;
    fake.auth.signOut.mockReturnValue(new Promise((resolve) => (finish = resolve)));
    renderSignedIn();
    await user.click(await screen.findByRole("button", { name: "Uitloggen" }));

    const busy = screen.getByRole("button", { name: "Bezig met uitloggen..." });
    expect(busy).toBeDisabled();
    expect(fake.auth.signOut).toHaveBeenCalledWith({ scope: "local" });

    await act(async () => finish({ error: null }));
    // The request is done but the session change has not arrived yet: still busy.
    expect(screen.getByRole("button", { name: "Bezig met uitloggen..." })).toBeDisabled();

    act(() => fake.emit("SIGNED_OUT", null));
    expect(await screen.findByText("Home route")).toBeInTheDocument();
  });

  it("only logs a sign-out error and lets the user try again", async () => {
    const user = userEvent.setup();
    const logged = vi.spyOn(console, "error").mockImplementation(() => {});
    fake.auth.signOut.mockResolvedValue({ error: new Error("network down") });
    renderSignedIn();
    await user.click(await screen.findByRole("button", { name: "Uitloggen" }));

    expect(await screen.findByRole("button", { name: "Uitloggen" })).toBeEnabled();
    expect(logged).toHaveBeenCalledWith("Sign-out failed", expect.any(Error));
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
  });
});
