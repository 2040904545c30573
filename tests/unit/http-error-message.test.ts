import { afterEach, describe, expect, it } from "vitest";
import { httpErrorMessage, toFunctionCallError } from "@/lib/call-function";
import { setRequestLanguage } from "@/lib/request-language";

/**
 * A function's error answer without readable words is explained by its status in the language
 * the customer chose (src/i18n keeps src/lib/request-language.ts up to date); the public pages
 * never choose one and stay Dutch.
 */
describe("httpErrorMessage", () => {
  afterEach(() => setRequestLanguage("nl"));

  it("is Dutch before any language is chosen (public pages) and when Dutch is chosen", async () => {
    expect(httpErrorMessage(404)).toBe("De server gaf een fout (HTTP-status 404)");
    setRequestLanguage("nl");
    const error = await toFunctionCallError({
      message: "Edge Function returned a non-2xx status code",
      context: new Response("<html>Bad gateway</html>", { status: 502 }),
    });
    expect(error.message).toBe("De server gaf een fout (HTTP-status 502)");
  });

  it("is English when English is chosen", () => {
    setRequestLanguage("en");
    expect(httpErrorMessage(404)).toBe("HTTP error! Status: 404");
  });
});
