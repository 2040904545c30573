import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { authStorageKey } from "@/lib/supabase";

/**
 * The boot loader's instant answers for widgets that need the app (decision 053, issue 26): a
 * dialog's stand-in, the CTA form's pending state and a signed-in customer's plan button, before
 * React is there. Plain DOM like the prerendered HTML; the "app" is a listener counting replays.
 * Each test loads the boot modules afresh (they keep the held inputs as module state).
 */
type Boot = typeof import("@/boot/early-input");

async function boot(): Promise<Boot> {
  vi.resetModules();
  const module = await import("@/boot/early-input");
  module.holdEarlyInput();
  return module;
}

/** Replays run one per task. */
const replaysDone = () => new Promise((resolve) => setTimeout(resolve, 20));

let release: Boot["releaseEarlyInput"] | undefined;
let root: HTMLElement;

beforeEach(() => {
  root = document.createElement("div");
  document.body.append(root);
});

afterEach(async () => {
  // Stops holding; its replays are done before the next test starts.
  release?.(root);
  release = undefined;
  await replaysDone();
  root.remove();
});

function click(element: Element) {
  element.dispatchEvent(new MouseEvent("click", { bubbles: true, cancelable: true, detail: 1 }));
}

function key(element: Element, name: string) {
  element.dispatchEvent(
    new KeyboardEvent("keydown", { key: name, bubbles: true, cancelable: true }),
  );
}

describe("a dialog's stand-in", () => {
  beforeEach(() => {
    root.innerHTML = `
      <button type="button" id="launcher" aria-expanded="false" data-instant-widget="dialog-launcher" data-instant-dialog="shell">Open</button>
      <div id="shell" hidden data-instant-widget="dialog-shell">
        <div id="overlay"></div>
        <div role="dialog" aria-modal="true" tabindex="-1">
          <h2>Vindbaar-assistent</h2>
          <button type="button" data-instant-close id="close">Chat sluiten</button>
          <p role="status">Chat wordt geladen…</p>
        </div>
      </div>`;
  });

  const shell = () => document.getElementById("shell") as HTMLElement;
  const launcher = () => document.getElementById("launcher") as HTMLElement;
  const panel = () => shell().querySelector("[role='dialog']");

  it("shows on the launcher's click with focus inside, and is handed back as rendered when the click is replayed", async () => {
    const { releaseEarlyInput } = await boot();
    const replayed: string[] = [];
    launcher().addEventListener("click", () => replayed.push(`${shell().hidden}`));
    click(launcher());

    expect(shell().hidden).toBe(false);
    expect(document.activeElement).toBe(panel());
    expect(launcher().getAttribute("aria-expanded")).toBe("true");
    expect(replayed).toEqual([]);

    releaseEarlyInput(root);
    await replaysDone();
    // The app got the click with the stand-in hidden again and the launcher as it rendered it.
    expect(replayed).toEqual(["true"]);
    expect(launcher().getAttribute("aria-expanded")).toBe("false");
    expect(shell().hasAttribute("data-instant-handed-over")).toBe(true);
  });

  it.each([
    ["Escape", (close: () => void) => close()],
    ["its close button", () => click(document.getElementById("close") as Element)],
    ["the overlay", () => click(document.getElementById("overlay") as Element)],
  ])(
    "closed with %s before the app is there: focus back on the launcher, no replay",
    async (_, closeIt) => {
      const { releaseEarlyInput } = await boot();
      let replays = 0;
      launcher().addEventListener("click", () => (replays += 1));
      click(launcher());
      closeIt(() => key(panel() as Element, "Escape"));

      expect(shell().hidden).toBe(true);
      expect(document.activeElement).toBe(launcher());
      expect(launcher().getAttribute("aria-expanded")).toBe("false");
      releaseEarlyInput(root);
      await replaysDone();
      expect(replays).toBe(0);
    },
  );

  it("keeps Tab inside the open stand-in", async () => {
    release = (await boot()).releaseEarlyInput;
    click(launcher());
    const tab = new KeyboardEvent("keydown", { key: "Tab", bubbles: true, cancelable: true });
    panel()?.dispatchEvent(tab);
    expect(tab.defaultPrevented).toBe(true);
    expect(document.activeElement?.id).toBe("close");
  });
});

describe("the exit offer's stand-in", () => {
  beforeEach(() => {
    root.innerHTML = `
      <div hidden data-instant-widget="dialog-shell" data-instant-exit-intent>
        <div role="dialog" aria-modal="true" tabindex="-1"><h2>Krijg 50% korting</h2></div>
      </div>`;
  });
  const shell = () => root.querySelector<HTMLElement>("[data-instant-exit-intent]") as HTMLElement;
  const leave = (clientY: number) =>
    document.documentElement.dispatchEvent(
      new MouseEvent("mouseout", { bubbles: true, clientY, relatedTarget: null }),
    );

  it("shows when the pointer leaves through the top edge, not lower down, and not within 24 hours of the last time", async () => {
    release = (await boot()).releaseEarlyInput;
    leave(40);
    expect(shell().hidden).toBe(true);
    leave(0);
    expect(shell().hidden).toBe(false);

    release(root);
    release = undefined;
    shell().hidden = true;
    window.localStorage.setItem("exitIntentShown", new Date().toISOString());
    release = (await boot()).releaseEarlyInput;
    leave(0);
    expect(shell().hidden).toBe(true);
  });

  it("closed before the app is there: counts as shown, shows no more in this page load, and the app gets no exit", async () => {
    const { releaseEarlyInput } = await boot();
    let exits = 0;
    leave(0);
    key(document.body, "Escape");
    expect(shell().hidden).toBe(true);
    expect(window.localStorage.getItem("exitIntentShown")).not.toBeNull();
    window.localStorage.clear();
    leave(0);
    expect(shell().hidden).toBe(true);

    document.addEventListener("mouseout", () => (exits += 1));
    releaseEarlyInput(root);
    await replaysDone();
    // Only the second exit reaches the app (whose own rule shows nothing in this page load).
    expect(exits).toBe(1);
  });
});

describe("the CTA form's pending state", () => {
  beforeEach(() => {
    root.innerHTML = `
      <form noValidate aria-busy="false" data-instant-widget="pending-form">
        <input type="email" name="email" />
        <button type="submit">Vraag kennismaking aan</button>
      </form>`;
  });
  const form = () => root.querySelector("form") as HTMLFormElement;
  const field = () => root.querySelector("input") as HTMLInputElement;
  const button = () => root.querySelector("button") as HTMLButtonElement;

  it("shows at once for a valid address, and is put back as rendered just before the submit is replayed", async () => {
    const { releaseEarlyInput } = await boot();
    const seen: string[] = [];
    form().addEventListener("submit", (event) => {
      event.preventDefault();
      seen.push(
        `${form().hasAttribute("data-instant-pending")} ${button().disabled} ${field().readOnly}`,
      );
    });
    field().value = " jan@bedrijf.nl ";
    click(button());

    expect(form().hasAttribute("data-instant-pending")).toBe(true);
    expect(form().getAttribute("aria-busy")).toBe("true");
    expect(button().disabled).toBe(true);
    expect(field().readOnly).toBe(true);
    releaseEarlyInput(root);
    await replaysDone();
    expect(seen).toEqual(["false false false"]);
    expect(form().getAttribute("aria-busy")).toBe("false");
  });

  it.each(["jan@example", "", "jan @bedrijf.nl"])(
    "shows nothing for %j: the app's validation answers the replayed submit",
    async (typed) => {
      const { releaseEarlyInput } = await boot();
      let submits = 0;
      form().addEventListener("submit", (event) => {
        event.preventDefault();
        submits += 1;
      });
      field().value = typed;
      click(button());
      expect(form().hasAttribute("data-instant-pending")).toBe(false);
      expect(button().disabled).toBe(false);
      releaseEarlyInput(root);
      await replaysDone();
      expect(submits).toBe(1);
    },
  );
});

describe("a plan button (visitor link)", () => {
  it("is held for the app when a session is stored: the app decides (Checkout), no navigation here", async () => {
    window.localStorage.setItem(authStorageKey(), "{}");
    root.innerHTML = `<button type="button" data-instant-widget="visitor-link" data-visitor-href="/login?returnUrl=%2Fpricing%3Fplan%3Dpro#pricing">Kies Pro</button>`;
    const { releaseEarlyInput } = await boot();
    const choices: string[] = [];
    const plan = root.querySelector("button") as HTMLButtonElement;
    plan.addEventListener("click", () => choices.push(window.location.pathname));
    const before = window.location.href;
    click(plan);

    expect(window.location.href).toBe(before);
    releaseEarlyInput(root);
    await replaysDone();
    expect(choices).toHaveLength(1);
  });
});
