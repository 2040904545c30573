/**
 * A small business site on 127.0.0.1 for the analyzer's end-to-end tests. Playwright starts it
 * next to the emulator, which runs with `--analyzer-allow 127.0.0.1:<port>` so the analyzer may
 * fetch it (loopback is refused otherwise). The pages are the integration tests' fixtures.
 */
import { createServer } from "node:http";
import { fixtureSite } from "../../tests/integration/analyzer-support";

export const FIXTURE_SITE_PORT = Number(process.env.E2E_FIXTURE_SITE_PORT ?? 4599);
export const FIXTURE_SITE = `http://127.0.0.1:${FIXTURE_SITE_PORT}`;

if (process.argv[1]?.endsWith("fixture-site.ts")) {
  createServer(fixtureSite).listen(FIXTURE_SITE_PORT, "127.0.0.1", () => {
    console.log(`fixture site on ${FIXTURE_SITE}`);
  });
}
