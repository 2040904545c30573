import { act, screen } from "@testing-library/react";
import { useEffect } from "react";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { CustomerAreaLayout } from "@/app/customer-area-layout";
import { resetSessionStore } from "@/features/auth/session-store";
import { callFunction } from "@/lib/call-function";
import { resetQueryClient } from "@/lib/query-provider";
import {
  answerFunctions,
  httpError,
  location,
  ok,
  renderRoutes,
  Route,
} from "./billing-test-utils";
import { fake, fakeSession } from "./login-fake-supabase";

vi.mock("@/lib/supabase", async () => (await import("./login-fake-supabase")).fakeSupabaseModule);

/** A customer page that calls one function when it opens. */
function CallingPage({ name }: { name: string }) {
  useEffect(() => {
    callFunction(name).catch(() => undefined);
  }, [name]);
  return <h1>Page calling {name}</h1>;
}

function renderArea(url: string) {
  return renderRoutes(
    url,
    <>
      <Route path="/" element={<p>Home route</p>} />
      <Route path="/login" element={<p>Login route</p>} />
      <Route element={<CustomerAreaLayout />}>
        <Route path="/seo-helper" element={<CallingPage name="meta-descriptions" />} />
      </Route>
    </>,
  );
}

beforeEach(() => {
  fake.reset();
  resetSessionStore();
  resetQueryClient();
});

describe("a session a function refuses (issue 8 #8)", () => {
  it("is ended locally and the user is sent to sign in again, with the way back", async () => {
    fake.setSession(fakeSession({ email: "anna@bakkerij.nl" }));
    // Signed out on another device: the token is still here, the functions refuse it.
    answerFunctions({ "meta-descriptions": () => httpError(401, { msg: "Invalid JWT" }) });
    fake.auth.signOut.mockImplementation(async () => {
      fake.emit("SIGNED_OUT", null);
      return { error: null };
    });
    renderArea("/seo-helper?tab=meta");
    expect(await screen.findByText("Login route")).toBeInTheDocument();
    expect(fake.auth.signOut).toHaveBeenCalledWith({ scope: "local" });
    expect(location()).toBe("/login?returnUrl=%2Fseo-helper%3Ftab%3Dmeta");
  });

  it("leaves the session alone for other failures", async () => {
    fake.setSession(fakeSession({ email: "anna@bakkerij.nl" }));
    answerFunctions({ "meta-descriptions": () => httpError(400, { error: "Bad input" }) });
    renderArea("/seo-helper");
    expect(await screen.findByRole("heading", { name: "Page calling meta-descriptions" }));
    await act(async () => undefined);
    expect(fake.auth.signOut).not.toHaveBeenCalled();
    expect(location()).toBe("/seo-helper");
  });

  it("keeps the session when the call succeeds", async () => {
    fake.setSession(fakeSession({ email: "anna@bakkerij.nl" }));
    answerFunctions({ "meta-descriptions": () => ok({ suggestion1: "x" }) });
    renderArea("/seo-helper");
    expect(await screen.findByRole("heading", { name: "Page calling meta-descriptions" }));
    expect(fake.auth.signOut).not.toHaveBeenCalled();
  });
});
