import { describe, expect, it } from "vitest";
import { loginWithReturnUrl, planChoicePath } from "@/config/paths";
import { authReturnAddress, loginRedirectTarget, safeReturnUrl } from "@/features/auth/model";

const ORIGIN = "https://vindbaar.nl";

describe("safeReturnUrl", () => {
  it.each([
    ["/pricing", "/pricing"],
    ["/pricing#pricing", "/pricing#pricing"],
    ["/dashboard?checkout_success=true", "/dashboard?checkout_success=true"],
    ["/seo-helper", "/seo-helper"],
    ["/blog/../pricing", "/pricing"],
  ])("keeps the same-site path %s", (value, expected) => {
    expect(safeReturnUrl(value, ORIGIN)).toBe(expected);
    // The result does not depend on which origin the check runs on.
    expect(safeReturnUrl(value)).toBe(expected);
  });

  it.each([
    "//evil.com",
    "//evil.com/pricing",
    "https://evil.com",
    "https://vindbaar.nl/pricing",
    "http:evil.com",
    "/\\evil.com",
    "/\\/evil.com",
    "\\\\evil.com",
    "/\t/evil.com",
    "/\n/evil.com",
    "javascript:alert(1)",
    "JavaScript:alert(document.cookie)",
    "data:text/html,<script>alert(1)</script>",
    "pricing",
    " /pricing",
    "",
  ])("rejects %j", (value) => {
    expect(safeReturnUrl(value, ORIGIN)).toBeNull();
  });

  // Each of these is a path on this site as typed, but after the URL parser's normalisation
  // (dot segments removed, tabs/newlines stripped, %2F decoded by a router or server) its path
  // starts with "//" or "/\\" — which a browser follows to another host.
  it.each([
    "/.//evil.example",
    "/./\\evil.example",
    "/..//evil.example",
    "/a/..//evil.example",
    "/%2F%2Fevil.example",
    "/%2f/evil.example",
    "/%5Cevil.example",
    "/.%2F/evil.example",
    "/%2E//evil.example",
    "/.\t/evil.example",
    "/\t//evil.example",
    "/.\n//evil.example",
    "/\r\n/evil.example",
    "\\\\evil.example",
    "/\\evil.example",
    "/%00//evil.example",
  ])("rejects %j, which normalises to another host", (value) => {
    expect(safeReturnUrl(value, ORIGIN)).toBeNull();
    expect(loginRedirectTarget(value)).toBe("/dashboard");
  });

  it("keeps ordinary encoded paths and queries", () => {
    expect(safeReturnUrl("/pricing?next=%2F%2Fx", ORIGIN)).toBe("/pricing?next=%2F%2Fx");
    expect(safeReturnUrl("/blog/a%2Fb", ORIGIN)).toBe("/blog/a%2Fb");
  });

  it("rejects missing values and a return to the login page itself", () => {
    expect(safeReturnUrl(null, ORIGIN)).toBeNull();
    expect(safeReturnUrl(undefined, ORIGIN)).toBeNull();
    expect(safeReturnUrl("/login?returnUrl=%2Fpricing", ORIGIN)).toBeNull();
  });
});

describe("loginRedirectTarget", () => {
  it("follows a safe returnUrl and falls back to the dashboard", () => {
    expect(loginRedirectTarget("/pricing#pricing")).toBe("/pricing#pricing");
    expect(loginRedirectTarget("https://evil.com")).toBe("/dashboard");
    expect(loginRedirectTarget("//evil.com")).toBe("/dashboard");
    expect(loginRedirectTarget(null)).toBe("/dashboard");
  });
});

describe("loginRedirectTarget with the login page's anchor", () => {
  it("carries a plain anchor over to a returnUrl without one", () => {
    expect(loginRedirectTarget("/pricing", "#pricing")).toBe("/pricing#pricing");
    expect(loginRedirectTarget("/pricing#faq", "#pricing")).toBe("/pricing#faq");
  });

  it("never carries auth values or anything but a simple anchor", () => {
    expect(loginRedirectTarget("/pricing", "#access_token=abc&type=recovery")).toBe("/pricing");
    expect(loginRedirectTarget("/pricing", '#x"onload')).toBe("/pricing");
    expect(loginRedirectTarget(null, "#pricing")).toBe("/dashboard");
  });
});

describe("a chosen plan through the login round trip", () => {
  it("keeps ?plan=<id> in the return address and lands back on the pricing anchor", () => {
    const login = new URL(loginWithReturnUrl("/pricing", "pro"), ORIGIN);
    expect(`${login.pathname}${login.search}${login.hash}`).toBe(
      "/login?returnUrl=%2Fpricing%3Fplan%3Dpro#pricing",
    );
    const returnUrl = login.searchParams.get("returnUrl");
    expect(safeReturnUrl(returnUrl, ORIGIN)).toBe("/pricing?plan=pro");
    expect(loginRedirectTarget(returnUrl, login.hash)).toBe("/pricing?plan=pro#pricing");
    expect(loginWithReturnUrl("/")).toBe("/login?returnUrl=%2F#pricing");
  });
});

describe("the chosen plan through sign-up and the confirmation e-mail (issue 19)", () => {
  it("keeps the trial choice next to the plan", () => {
    const login = new URL(loginWithReturnUrl("/pricing", "pro", { trial: true }), ORIGIN);
    const returnUrl = login.searchParams.get("returnUrl");
    expect(safeReturnUrl(returnUrl, ORIGIN)).toBe("/pricing?plan=pro&trial=1");
    expect(planChoicePath("/pricing", "basic")).toBe("/pricing?plan=basic");
  });

  it("sends the e-mail link to /login with the page to continue to", () => {
    expect(authReturnAddress(ORIGIN, "/pricing?plan=pro&trial=1#pricing")).toBe(
      `${ORIGIN}/login?returnUrl=%2Fpricing%3Fplan%3Dpro%26trial%3D1%23pricing`,
    );
    const link = new URL(authReturnAddress(ORIGIN, "/dashboard/reports"));
    expect(link.origin).toBe(ORIGIN);
    expect(loginRedirectTarget(link.searchParams.get("returnUrl"))).toBe("/dashboard/reports");
  });

  it.each([
    null,
    "",
    "/dashboard",
    "//evil.com/pricing",
    "https://evil.com",
    "javascript:alert(1)",
  ])("falls back to the dashboard for %j, never to another site", (value) => {
    expect(authReturnAddress(ORIGIN, value)).toBe(`${ORIGIN}/dashboard`);
  });
});
