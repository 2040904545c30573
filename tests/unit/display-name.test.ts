import { describe, expect, it } from "vitest";
import { displayName } from "@/features/auth/model";

describe("displayName (docs/product.md §2: e-mail, else full name, else 'User')", () => {
  it("prefers the e-mail address", () => {
    expect(
      displayName(
        { email: "anna@bakkerij.nl", user_metadata: { full_name: "Anna de Vries" } },
        "User",
      ),
    ).toBe("anna@bakkerij.nl");
  });

  it("uses the full name when there is no e-mail", () => {
    expect(displayName({ email: "", user_metadata: { full_name: "Anna de Vries" } }, "User")).toBe(
      "Anna de Vries",
    );
    expect(displayName({ email: null, user_metadata: { full_name: "  Anna  " } }, "User")).toBe(
      "Anna",
    );
  });

  it("falls back when neither is usable", () => {
    expect(displayName({ email: "  ", user_metadata: { full_name: "" } }, "User")).toBe("User");
    expect(displayName({ user_metadata: { full_name: 42 } }, "User")).toBe("User");
    expect(displayName({}, "User")).toBe("User");
    expect(displayName(null, "User")).toBe("User");
  });
});
