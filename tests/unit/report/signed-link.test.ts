import { afterEach, beforeEach, describe, expect, it } from "vitest";
import {
  checkReportLink,
  signReportLink,
} from "../../../supabase/functions/_shared/report/signed-link.ts";

const ID = "7c9e6679-7425-40de-944b-e07fc1f90ae7";
const NOW = Date.UTC(2026, 10, 24, 12, 0, 0);

beforeEach(() => {
  process.env.REPORT_LINK_SECRET = "test-secret";
});
afterEach(() => {
  delete process.env.REPORT_LINK_SECRET;
});

async function parts(ttl = 300) {
  const url = new URL(
    await signReportLink("https://x.supabase.co/functions/v1/reports", ID, ttl, NOW),
  );
  return {
    url,
    expires: url.searchParams.get("expires")!,
    signature: url.searchParams.get("signature")!,
  };
}

describe("report download links", () => {
  it("are valid until they expire, then expired", async () => {
    const { url, expires, signature } = await parts();
    expect(url.origin + url.pathname).toBe("https://x.supabase.co/functions/v1/reports");
    expect(Number(expires)).toBe(NOW / 1000 + 300);
    expect(await checkReportLink(ID, expires, signature, NOW + 299_000)).toBe("valid");
    expect(await checkReportLink(ID, expires, signature, NOW + 301_000)).toBe("expired");
  });

  it("are invalid for another report, another expiry or another secret", async () => {
    const { expires, signature } = await parts();
    expect(
      await checkReportLink("8c9e6679-7425-40de-944b-e07fc1f90ae7", expires, signature, NOW),
    ).toBe("invalid");
    expect(await checkReportLink(ID, String(Number(expires) + 1), signature, NOW)).toBe("invalid");
    expect(await checkReportLink(ID, expires, "zz", NOW)).toBe("invalid");
    process.env.REPORT_LINK_SECRET = "other";
    expect(await checkReportLink(ID, expires, signature, NOW)).toBe("invalid");
  });
});
