import { act, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { hydrateRoot, type Root } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from "vitest";
import { getToastState, resetToastStore } from "@/components/ui/toast-store";
import { Toaster } from "@/components/ui/toaster";
import { CtaSection } from "@/features/cta-form";

const ERROR = "Vul alstublieft een geldig e-mailadres in";
const SUBMIT = "Vraag kennismaking aan";
const SUBMITTING = "Bezig met verzenden…";
const SUCCESS = "Bedankt, je aanvraag is verstuurd!";

let fetchSpy: MockInstance;

beforeEach(() => {
  vi.useFakeTimers();
  // The leads function answers like the real one: 200 { ok: true }.
  fetchSpy = vi
    .spyOn(globalThis, "fetch")
    .mockImplementation(async () => Response.json({ ok: true }));
  vi.spyOn(console, "info").mockImplementation(() => {});
});

afterEach(() => {
  vi.useRealTimers();
  resetToastStore();
});

function setup() {
  const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
  render(
    <>
      <CtaSection />
      <Toaster />
    </>,
  );
  const input = screen.getByLabelText("E-mailadres") as HTMLInputElement;
  return { user, input, submit: () => user.click(screen.getByRole("button", { name: SUBMIT })) };
}

const advance = (ms: number) => act(() => vi.advanceTimersByTime(ms));

describe("CtaSection", () => {
  it("is a labelled #cta section with an h2 and an e-mail field the browser does not validate", () => {
    const { input } = setup();
    const section = screen.getByRole("region", { name: "Klaar om beter gevonden te worden?" });
    expect(section).toHaveAttribute("id", "cta");
    expect(within(section).getByRole("heading", { level: 2 })).toHaveTextContent(
      "Klaar om beter gevonden te worden?",
    );
    expect(input).toHaveAttribute("type", "email");
    expect(input.form).toHaveAttribute("novalidate");
  });

  it("shows the exact error for an empty submit", async () => {
    const { input, submit } = setup();
    await submit();
    expect(screen.getByRole("alert")).toHaveTextContent(new RegExp(`^${ERROR}$`));
    expect(input).toHaveAttribute("aria-invalid", "true");
    expect(input).toHaveFocus();
    expect(getToastState().toasts).toHaveLength(0);
  });

  it("keeps an invalid value, links the error to the field and clears it on edit", async () => {
    const { user, input, submit } = setup();
    await user.type(input, "jan@example");
    await submit();

    const error = screen.getByRole("alert");
    expect(error.textContent).toBe(ERROR);
    expect(input.value).toBe("jan@example");
    expect(input).toHaveAttribute("aria-invalid", "true");
    expect(input.getAttribute("aria-describedby")?.split(" ")).toContain(error.id);
    expect(screen.getByRole("button", { name: SUBMIT })).toBeEnabled();

    await advance(10_000);
    expect(getToastState().toasts).toHaveLength(0);
    expect(screen.queryByText(SUCCESS)).not.toBeInTheDocument();

    await user.type(input, ".nl");
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
    expect(input).not.toHaveAttribute("aria-invalid");
    expect(input.value).toBe("jan@example.nl");
  });

  it("rejects an address with a space inside", async () => {
    const { user, input, submit } = setup();
    await user.type(input, "jan @example.nl");
    await submit();
    expect(screen.getByRole("alert").textContent).toBe(ERROR);
    expect(input.value).toBe("jan @example.nl");
  });

  it("simulates sending for 1 s, toasts, shows the success message for 5 s, then resets", async () => {
    const { user, input, submit } = setup();
    await user.type(input, "jan@bedrijf.nl");
    await submit();

    const busyButton = screen.getByRole("button", { name: SUBMITTING });
    expect(busyButton).toBeDisabled();
    expect(input.form).toHaveAttribute("aria-busy", "true");
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();

    await advance(999);
    expect(screen.getByRole("button", { name: SUBMITTING })).toBeDisabled();
    expect(getToastState().toasts).toHaveLength(0);
    expect(screen.queryByText(SUCCESS)).not.toBeInTheDocument();

    await advance(1);
    const [toast] = getToastState().toasts;
    expect(getToastState().toasts).toHaveLength(1);
    expect(toast.title).toBe("Aanvraag ontvangen");
    expect(toast.variant).toBe("success");
    expect(toast.description).toBe(
      "Bedankt voor je interesse! We nemen binnen 24 uur contact met je op om kennis te maken.",
    );
    const viewport = screen.getByRole("region", { name: /Meldingen/ });
    expect(within(viewport).getByText("Aanvraag ontvangen")).toBeInTheDocument();

    const status = screen.getAllByRole("status").find((el) => el.textContent?.includes(SUCCESS));
    expect(status).toHaveTextContent(
      `${SUCCESS}We nemen binnen 24 uur contact met je op via jan@bedrijf.nl. Houd je inbox in de gaten.`,
    );
    expect(screen.queryByLabelText("E-mailadres")).not.toBeInTheDocument();

    await advance(4999);
    expect(screen.getByText(SUCCESS)).toBeInTheDocument();

    await advance(1);
    expect(screen.queryByText(SUCCESS)).not.toBeInTheDocument();
    const resetInput = screen.getByLabelText("E-mailadres") as HTMLInputElement;
    expect(resetInput.value).toBe("");
    expect(screen.getByRole("button", { name: SUBMIT })).toBeEnabled();
    expect(resetInput.form).toHaveAttribute("aria-busy", "false");

    // Stored as a lead through the leads function, with the anon key and no session.
    expect(fetchSpy).toHaveBeenCalledTimes(1);
    const [url, init] = fetchSpy.mock.calls[0] as [string, RequestInit];
    expect(url).toBe("http://127.0.0.1:54321/functions/v1/leads");
    expect(init.method).toBe("POST");
    expect(JSON.parse(init.body as string)).toEqual({ kind: "cta", email: "jan@bedrijf.nl" });
    expect((init.headers as Record<string, string>).apikey).toMatch(/^eyJ/);
    expect(console.info).toHaveBeenCalledTimes(1);
  });

  it("keeps the address and says so when the lead cannot be stored (no success, no toast)", async () => {
    fetchSpy.mockRejectedValue(new TypeError("Failed to fetch"));
    const { user, input, submit } = setup();
    await user.type(input, "jan@bedrijf.nl");
    await submit();
    await advance(1000);
    expect(getToastState().toasts).toHaveLength(0);
    expect(screen.queryByText(SUCCESS)).not.toBeInTheDocument();
    expect(screen.getByRole("alert")).toHaveTextContent(
      "Je aanvraag kon niet worden verstuurd. Controleer je verbinding en probeer het opnieuw, of mail ons op hallo@vindbaar.nl.",
    );
    const field = screen.getByLabelText("E-mailadres") as HTMLInputElement;
    expect(field.value).toBe("jan@bedrijf.nl");
    expect(screen.getByRole("button", { name: SUBMIT })).toBeEnabled();

    // A retry that succeeds shows the documented success.
    fetchSpy.mockImplementation(async () => Response.json({ ok: true }));
    await submit();
    await advance(1000);
    expect(screen.getByText(SUCCESS)).toBeInTheDocument();
  });

  it("tells a visitor who hit the rate limit to wait, keeping the address", async () => {
    fetchSpy.mockResolvedValue(Response.json({ error: "Too many" }, { status: 429 }));
    const { user, input, submit } = setup();
    await user.type(input, "jan@bedrijf.nl");
    await submit();
    await advance(1000);
    expect(screen.getByRole("alert")).toHaveTextContent(
      "Je hebt net al een aanvraag verstuurd. Probeer het over een paar minuten opnieuw.",
    );
    expect(input.value).toBe("jan@bedrijf.nl");
  });

  it("waits for a slow answer before confirming", async () => {
    let answer!: (response: Response) => void;
    fetchSpy.mockImplementation(() => new Promise<Response>((resolve) => (answer = resolve)));
    const { user, input, submit } = setup();
    await user.type(input, "jan@bedrijf.nl");
    await submit();
    await advance(3000);
    expect(screen.getByRole("button", { name: SUBMITTING })).toBeDisabled();
    await act(async () => answer(Response.json({ ok: true })));
    expect(screen.getByText(SUCCESS)).toBeInTheDocument();
    expect(getToastState().toasts).toHaveLength(1);
  });

  it("sends the hidden honeypot field when a bot filled it", async () => {
    const { user, input, submit } = setup();
    const honeypot = document.querySelector<HTMLInputElement>('input[name="website"]');
    expect(honeypot).toHaveAttribute("tabindex", "-1");
    expect(honeypot?.closest("[aria-hidden='true']")).not.toBeNull();
    honeypot!.value = "https://spam.example";
    await user.type(input, "bot@spam.example");
    await submit();
    const [, init] = fetchSpy.mock.calls[0] as [string, RequestInit];
    expect(JSON.parse(init.body as string)).toEqual({
      kind: "cta",
      email: "bot@spam.example",
      website: "https://spam.example",
    });
  });

  it("accepts at most 254 characters and wraps a long address in the success message", async () => {
    const { user, input, submit } = setup();
    expect(input).toHaveAttribute("maxLength", "254");
    const long = `${"a".repeat(240)}@bedrijf.nl`;
    await user.click(input);
    await user.paste(long);
    await submit();
    await advance(1000);
    const text = screen.getByText(new RegExp(`via ${long}\\.`));
    expect(text.parentElement?.className).toContain("[overflow-wrap:anywhere]");
  });

  it("trims surrounding spaces before accepting the address", async () => {
    const { user, input, submit } = setup();
    await user.type(input, "  jan@bedrijf.nl ");
    await submit();
    await advance(1000);
    expect(screen.getByText(/via jan@bedrijf\.nl\./)).toBeInTheDocument();
  });

  it("clears its timers when it unmounts mid-send", async () => {
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const { unmount } = render(<CtaSection />);
    await user.type(screen.getByLabelText("E-mailadres"), "jan@bedrijf.nl");
    await user.click(screen.getByRole("button", { name: SUBMIT }));
    await advance(0); // lets jsdom's own zero-delay selectionchange timer run
    expect(vi.getTimerCount()).toBe(1);
    unmount();
    expect(vi.getTimerCount()).toBe(0);
    expect(getToastState().toasts).toHaveLength(0);
  });

  it("keeps an address typed into the prerendered field before hydration", async () => {
    const container = document.body.appendChild(document.createElement("div"));
    container.innerHTML = renderToString(<CtaSection />);
    const field = container.querySelector("input") as HTMLInputElement;
    field.value = "jan@bedrijf.nl";
    let root!: Root;
    await act(async () => {
      root = hydrateRoot(container, <CtaSection />);
    });
    expect(container.querySelector("input")).toBe(field);
    expect(field.value).toBe("jan@bedrijf.nl");

    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    await user.click(within(container).getByRole("button", { name: SUBMIT }));
    expect(within(container).getByRole("button", { name: SUBMITTING })).toBeDisabled();
    expect(within(container).queryByRole("alert")).not.toBeInTheDocument();
    act(() => root.unmount());
    container.remove();
  });
});
