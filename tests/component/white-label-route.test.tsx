import { describe, expect, it } from "vitest";
import { routeTable } from "@/app/route-table";

describe("/dashboard/white-label in the app's routes", () => {
  it("sits in the customer-area layout behind the session guard, like every customer route", () => {
    const layouts = Object.fromEntries(
      routeTable.map((route) => [route.path, [route.layout, route.access]]),
    );
    expect(layouts["/dashboard/white-label"]).toEqual(["customer-area", "session"]);
    expect(layouts["/dashboard"]).toEqual(["customer-area", "session"]);
    expect(layouts["/seo-helper"]).toEqual(["customer-area", "session"]);
    expect(layouts["/login"]).toEqual(["site", "guest-only"]);
    expect(layouts["*"]).toEqual(["site", "open"]);
  });
});
