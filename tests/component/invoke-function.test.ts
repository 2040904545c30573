import { beforeEach, describe, expect, it, vi } from "vitest";
import { z } from "zod";
import { FunctionCallError } from "@/lib/call-function";
import { invokeFunction } from "@/lib/invoke-function";
import { answerFunctions, httpError, ok } from "./billing-test-utils";
import { fake } from "./login-fake-supabase";

vi.mock("@/lib/supabase", async () => (await import("./login-fake-supabase")).fakeSupabaseModule);

const reportLinkSchema = z.object({ url: z.string().url() });

beforeEach(() => fake.reset());

describe("invokeFunction", () => {
  it("sends the body and method through supabase-js and returns the answer the schema parsed", async () => {
    answerFunctions({
      "reports?id=r1&format=pdf": () =>
        ok({ url: "https://files.vindbaar.test/r1.pdf", extra: "dropped" }),
    });
    await expect(
      invokeFunction("reports?id=r1&format=pdf", { method: "GET", schema: reportLinkSchema }),
    ).resolves.toEqual({ url: "https://files.vindbaar.test/r1.pdf" });
    expect(fake.functions.invoke).toHaveBeenCalledWith("reports?id=r1&format=pdf", {
      method: "GET",
      headers: { "Accept-Language": "nl" },
      signal: expect.any(AbortSignal),
    });

    answerFunctions({ "site-facts": () => ok({ url: "https://vindbaar.test/" }) });
    await invokeFunction("site-facts", {
      body: { id: "f1", hidden: true },
      method: "PATCH",
      schema: reportLinkSchema,
    });
    expect(fake.functions.invoke).toHaveBeenLastCalledWith("site-facts", {
      body: { id: "f1", hidden: true },
      method: "PATCH",
      headers: { "Accept-Language": "nl" },
      signal: expect.any(AbortSignal),
    });
  });

  it("rejects an answer of another shape, named after the function and not worth retrying", async () => {
    answerFunctions({ "reports?id=r1&format=pdf": () => ok({ url: 42 }) });
    const failure = await invokeFunction("reports?id=r1&format=pdf", {
      method: "GET",
      schema: reportLinkSchema,
    }).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(FunctionCallError);
    expect(failure).toMatchObject({
      message: "Unexpected answer from reports",
      status: null,
      retryable: false,
    });
  });

  it("uses the caller's message for a mismatch, asked only when the answer is wrong", async () => {
    const message = vi.fn(() => "De betaalpagina kon niet worden geopend (geen adres ontvangen).");
    answerFunctions({ "create-checkout": () => ok({ url: "https://checkout.stripe.test/c/1" }) });
    await invokeFunction("create-checkout", {
      body: { priceId: "price_pro" },
      schema: reportLinkSchema,
      unexpectedAnswer: message,
    });
    expect(message).not.toHaveBeenCalled();

    answerFunctions({ "create-checkout": () => ok(null) });
    await expect(
      invokeFunction("create-checkout", { schema: reportLinkSchema, unexpectedAnswer: message }),
    ).rejects.toThrow("De betaalpagina kon niet worden geopend (geen adres ontvangen).");
    await expect(
      invokeFunction("create-checkout", {
        schema: reportLinkSchema,
        unexpectedAnswer: "Unexpected answer from checkout",
      }),
    ).rejects.toThrow("Unexpected answer from checkout");
  });

  it("throws the function's own { error } with its status, before any schema check", async () => {
    answerFunctions({ reports: () => httpError(404, { error: "Rapport niet gevonden." }) });
    const failure = await invokeFunction("reports", {
      method: "GET",
      schema: reportLinkSchema,
    }).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(FunctionCallError);
    expect(failure).toMatchObject({
      message: "Rapport niet gevonden.",
      status: 404,
      retryable: false,
    });
  });
});
