import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { ContentOverview } from "@contract/content";
import { getToastState, resetToastStore } from "@/components/ui/toast-store";
import { FunctionCallError } from "@/lib/call-function";
import { IDS, overview, post, renderContent } from "./content-test-utils";

const invoke = vi.hoisted(() => ({ fn: vi.fn() }));
vi.mock("@/lib/call-function", async (importOriginal) => ({
  ...(await importOriginal<typeof import("@/lib/call-function")>()),
  callFunction: invoke.fn,
}));

let current: ContentOverview;
let onAction: (body: Record<string, unknown>) => unknown;

beforeEach(() => {
  invoke.fn.mockReset();
  current = overview({ posts: [post({ id: IDS.planned })] });
  onAction = () => ({});
  invoke.fn.mockImplementation(async (_name: string, body?: Record<string, unknown>) =>
    body === undefined ? current : onAction(body),
  );
});
afterEach(() => resetToastStore());

const lastToast = () => getToastState().toasts[0];

describe("Content: WordPress connection", () => {
  it("checks the form in Dutch and never autofills the application password", async () => {
    const user = userEvent.setup();
    renderContent();
    const card = await screen.findByRole("region", { name: "WordPress" });
    expect(card).toHaveTextContent(
      "Maak in WordPress een applicatiewachtwoord aan: ga naar Gebruikers → Profiel",
    );
    const password = within(card).getByLabelText("Applicatiewachtwoord");
    expect(password).toHaveAttribute("type", "password");
    expect(password).toHaveAttribute("autocomplete", "off");

    await user.type(within(card).getByLabelText("Adres van je WordPress-site"), "nl");
    await user.type(password, "kort");
    await user.click(within(card).getByRole("button", { name: "Koppelen" }));
    expect(card).toHaveTextContent(
      "Vul het adres van je WordPress-site in, bijvoorbeeld jouwbedrijf.nl.",
    );
    expect(card).toHaveTextContent("Vul je WordPress-gebruikersnaam in.");
    expect(card).toHaveTextContent(
      "Vul een applicatiewachtwoord in (WordPress → Profiel → Applicatiewachtwoorden).",
    );
    expect(within(card).getByLabelText("WordPress-gebruikersnaam")).toHaveAttribute(
      "aria-invalid",
      "true",
    );
    expect(invoke.fn).toHaveBeenCalledTimes(1);
  });

  it("keeps what was typed when WordPress refuses, then connects", async () => {
    const user = userEvent.setup();
    onAction = () => {
      throw new FunctionCallError(
        "WordPress weigerde de inloggegevens. Controleer je gebruikersnaam en applicatiewachtwoord.",
        422,
        false,
      );
    };
    renderContent();
    const card = await screen.findByRole("region", { name: "WordPress" });
    await user.type(within(card).getByLabelText("Adres van je WordPress-site"), "bakkerij.nl");
    await user.type(within(card).getByLabelText("WordPress-gebruikersnaam"), "anna");
    await user.type(within(card).getByLabelText("Applicatiewachtwoord"), "abcd efgh ijkl");
    await user.click(within(card).getByRole("button", { name: "Koppelen" }));
    expect(await within(card).findByRole("alert")).toHaveTextContent(
      "WordPress weigerde de inloggegevens. Controleer je gebruikersnaam en applicatiewachtwoord.",
    );
    expect(within(card).getByLabelText("WordPress-gebruikersnaam")).toHaveValue("anna");
    expect(within(card).getByLabelText("Applicatiewachtwoord")).toHaveValue("abcd efgh ijkl");

    onAction = () => {
      current = overview({
        ...current,
        wordpress: { connected: true, siteUrl: "https://bakkerij.nl", username: "anna" },
      });
      return { wordpress: current.wordpress };
    };
    await user.click(within(card).getByRole("button", { name: "Koppelen" }));
    expect(await screen.findByTestId("wordpress-connected")).toHaveTextContent(
      /^Gekoppeld met https:\/\/bakkerij\.nl als anna$/,
    );
    expect(invoke.fn).toHaveBeenCalledWith(
      "content",
      {
        action: "connect-wordpress",
        siteUrl: "bakkerij.nl",
        username: "anna",
        applicationPassword: "abcd efgh ijkl",
      },
      { method: "POST" },
    );
    expect(lastToast()).toMatchObject({ variant: "success", title: "WordPress gekoppeld" });
  });

  it("disconnects", async () => {
    current = overview({
      ...current,
      wordpress: { connected: true, siteUrl: "https://bakkerij.nl", username: "anna" },
    });
    onAction = () => {
      current = overview({
        ...current,
        wordpress: { connected: false, siteUrl: null, username: null },
      });
      return { wordpress: current.wordpress };
    };
    renderContent();
    await userEvent.click(await screen.findByRole("button", { name: "Ontkoppelen" }));
    await waitFor(() =>
      expect(screen.getByLabelText("Adres van je WordPress-site")).toBeInTheDocument(),
    );
    expect(invoke.fn).toHaveBeenCalledWith(
      "content",
      { action: "disconnect-wordpress" },
      { method: "POST" },
    );
    expect(lastToast()).toMatchObject({ title: "WordPress ontkoppeld" });
  });
});
