import { render, screen } from "@testing-library/react";
import type { ReactNode } from "react";
import { MemoryRouter, Route, Routes, useLocation } from "react-router-dom";
import { vi } from "vitest";
import type { CheckSubscriptionResponse } from "@contract/billing";
import { Toaster } from "@/components/ui/toaster";
import { SessionProvider } from "@/features/auth";
import { fake } from "./login-fake-supabase";

export const ORIGIN = "https://vindbaar.test";

export const ACTIVE_PRO: CheckSubscriptionResponse = {
  subscribed: true,
  subscription_tier: "Pro",
  subscription_end: "2026-12-23T10:00:00.000Z",
  cancel_at_period_end: false,
  price_id: "price_pro",
  status: "active",
};

type Answer = { data: unknown; error: unknown };

/** What supabase-js returns for a non-2xx answer: FunctionsHttpError with the unread Response. */
export function httpError(status: number, body: unknown): Answer {
  return {
    data: null,
    error: Object.assign(new Error("Edge Function returned a non-2xx status code"), {
      name: "FunctionsHttpError",
      context: new Response(JSON.stringify(body), {
        status,
        headers: { "Content-Type": "application/json" },
      }),
    }),
  };
}

export const ok = (data: unknown): Answer => ({ data, error: null });

/** Answers supabase.functions.invoke per function name (the module boundary of the API modules). */
export function answerFunctions(handlers: Record<string, () => Answer | Promise<Answer>>) {
  fake.functions.invoke.mockImplementation(async (name: string) => {
    const handler = handlers[name];
    if (!handler) throw new Error(`unexpected call to ${name}`);
    return handler();
  });
}

/** Calls of one function, with their bodies. */
export function callsOf(name: string): unknown[] {
  return fake.functions.invoke.mock.calls
    .filter(([called]) => called === name)
    .map(([, options]) => (options as { body?: unknown } | undefined)?.body);
}

/** window.location with a fixed origin and a recorded assign() (jsdom's cannot be spied on). */
export function stubLocation() {
  const assign = vi.fn();
  vi.stubGlobal("location", { ...window.location, origin: ORIGIN, assign });
  return assign;
}

export function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((done) => (resolve = done));
  return { promise, resolve };
}

function LocationProbe() {
  const location = useLocation();
  return (
    <output data-testid="location">{`${location.pathname}${location.search}${location.hash}`}</output>
  );
}

/** The app's session provider, the routes, the toasts and a probe of the current address. */
export function renderRoutes(url: string, routes: ReactNode) {
  return render(
    <MemoryRouter initialEntries={[url]}>
      <SessionProvider>
        <Routes>{routes}</Routes>
        <LocationProbe />
        <Toaster />
      </SessionProvider>
    </MemoryRouter>,
  );
}

export const location = () => screen.getByTestId("location").textContent;

export { Route };
