import { act, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { InfoTooltip } from "@/components/ui/info-tooltip";
import { TOOLTIP_DELAY_MS, TOOLTIP_SKIP_DELAY_MS, TooltipProvider } from "@/components/ui/tooltip";

function hover(element: HTMLElement) {
  fireEvent.pointerMove(element, { pointerType: "mouse" });
}

/** Radix opens a trigger by pointer only once per visit; leaving resets that. */
function leave(element: HTMLElement) {
  fireEvent.pointerLeave(element, { pointerType: "mouse" });
}

/** Closes the open tooltip (Escape); its content stays hoverable, so leaving the trigger alone
 * starts a grace area that jsdom has no geometry for. */
function close() {
  fireEvent.keyDown(document, { key: "Escape" });
}

function renderTwo() {
  render(
    <TooltipProvider>
      <InfoTooltip label="Uitleg A" text="Tekst A" />
      <InfoTooltip label="Uitleg B" text="Tekst B" />
    </TooltipProvider>,
  );
  return [
    screen.getByRole("button", { name: "Uitleg A" }),
    screen.getByRole("button", { name: "Uitleg B" }),
  ] as const;
}

describe("tooltips", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("uses the documented timing: 700 ms open delay, 300 ms skip delay", () => {
    expect(TOOLTIP_DELAY_MS).toBe(700);
    expect(TOOLTIP_SKIP_DELAY_MS).toBe(300);
  });

  it("opens only after 700 ms of hovering", () => {
    const [first] = renderTwo();
    hover(first);
    act(() => vi.advanceTimersByTime(699));
    expect(screen.queryByRole("tooltip")).not.toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.getByRole("tooltip")).toHaveTextContent("Tekst A");
  });

  it("opens the next tooltip at once within 300 ms, and with the delay again after that", () => {
    const [first, second] = renderTwo();
    hover(first);
    act(() => vi.advanceTimersByTime(700));
    close();
    expect(screen.queryByRole("tooltip")).not.toBeInTheDocument();
    act(() => vi.advanceTimersByTime(299));
    hover(second);
    expect(screen.getByRole("tooltip")).toHaveTextContent("Tekst B");

    close();
    act(() => vi.advanceTimersByTime(300));
    leave(first);
    hover(first);
    expect(screen.queryByRole("tooltip")).not.toBeInTheDocument();
    act(() => vi.advanceTimersByTime(700));
    expect(screen.getByRole("tooltip")).toHaveTextContent("Tekst A");
  });

  it("opens on keyboard focus without waiting", () => {
    const [first] = renderTwo();
    act(() => first.focus());
    expect(screen.getByRole("tooltip")).toHaveTextContent("Tekst A");
  });
});
