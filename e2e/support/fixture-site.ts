/**
 * A small business site on 127.0.0.1 for the analyzer's end-to-end tests. Playwright starts it
 * next to the emulator, which runs with `--analyzer-allow 127.0.0.1:<port>` so the analyzer may
 * fetch it (loopback is refused otherwise). The pages are the integration tests' fixtures; every
 * other path is the installer's site from tests/fixtures/business-sites, so a scan of
 * `INSTALLER_SITE` finds a real business's facts (e2e/site-facts.spec.ts).
 */
import { createServer } from "node:http";
import { fixtureSite } from "../../tests/integration/analyzer-support";

export const FIXTURE_SITE_PORT = Number(process.env.E2E_FIXTURE_SITE_PORT ?? 4599);
export const FIXTURE_SITE = `http://127.0.0.1:${FIXTURE_SITE_PORT}`;
export const INSTALLER_SITE = `${FIXTURE_SITE}/`;

if (process.argv[1]?.endsWith("fixture-site.ts")) {
  // Loaded only in the server process: the specs import this file for the addresses alone.
  void import("../../tests/fixtures/business-sites/serve").then(({ folderPages }) => {
    const installer = folderPages("installateur");
    createServer((req, res) => {
      const page = installer.get(new URL(req.url ?? "/", "http://fixture").pathname);
      if (page) res.writeHead(200, { "content-type": "text/html; charset=utf-8" }).end(page);
      else fixtureSite(req, res);
    }).listen(FIXTURE_SITE_PORT, "127.0.0.1", () => {
      console.log(`fixture site on ${FIXTURE_SITE}`);
    });
  });
}
