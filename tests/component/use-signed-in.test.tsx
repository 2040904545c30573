import { act, render, screen } from "@testing-library/react";
import type { Session } from "@supabase/supabase-js";
import { afterEach, expect, it } from "vitest";
import { useSignedIn } from "@/features/auth/session-context";
import { handleAuthEvent, markSignedOut, resetSessionStore } from "@/features/auth/session-store";

afterEach(() => resetSessionStore());

let renders = 0;

function HeaderProbe() {
  renders += 1;
  return <p>{useSignedIn() ? "Dashboard" : "Inloggen"}</p>;
}

it("does not re-render when the store settles to 'signed out' after hydration (issue 13)", () => {
  renders = 0;
  render(<HeaderProbe />);
  expect(screen.getByText("Inloggen")).toBeInTheDocument();
  const before = renders;
  act(() => markSignedOut());
  expect(renders).toBe(before);
  expect(screen.getByText("Inloggen")).toBeInTheDocument();
});

it("re-renders when someone signs in", () => {
  render(<HeaderProbe />);
  act(() =>
    handleAuthEvent("SIGNED_IN", { user: { id: "u1", email: "jan@bedrijf.nl" } } as Session),
  );
  expect(screen.getByText("Dashboard")).toBeInTheDocument();
});
