import { render, screen } from "@testing-library/react";
import { useEffect } from "react";
import { afterEach, expect, it } from "vitest";
import { DeferredToasters } from "@/components/ui/deferred-toasters";
import { resetToastStore } from "@/components/ui/toast-store";
import { toast } from "@/components/ui/use-toast";

afterEach(() => resetToastStore());

/** A page that raises a toast in its first effect, as /pricing does on the return from Stripe. */
function PageWithToastOnLoad() {
  useEffect(() => {
    toast({ title: "Checkout geannuleerd", description: "Je aankoop is niet voltooid." });
  }, []);
  return null;
}

it("shows a toast raised by the page's effects, which run before its own subscription", async () => {
  render(
    <>
      <PageWithToastOnLoad />
      <DeferredToasters />
    </>,
  );
  expect(await screen.findByText("Checkout geannuleerd")).toBeInTheDocument();
});

it("shows a toast raised later, once the viewport is mounted on demand", async () => {
  render(<DeferredToasters />);
  expect(screen.queryByRole("region")).not.toBeInTheDocument();
  toast({ title: "Opgeslagen" });
  expect(await screen.findByText("Opgeslagen")).toBeInTheDocument();
});
