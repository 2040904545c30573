/**
 * Writes a sample report PDF (Ultimate plan, 12 pages scanned, a previous report) to the given
 * path, default /tmp/vindbaar-sample-report.pdf, to look at the layout:
 * `npx tsx scripts/render-sample-report.ts [file] [--white-label]`.
 */
import { readFileSync, writeFileSync } from "node:fs";
import { assembleReport } from "../supabase/functions/_shared/report/assemble-report";
import {
  renderReportPdf,
  VINDBAAR_BRANDING,
} from "../supabase/functions/_shared/report/render-pdf";
import { reportInput, scanPage } from "../tests/unit/report/report-fixtures";

const file = process.argv.find((arg) => arg.endsWith(".pdf")) ?? "/tmp/vindbaar-sample-report.pdf";
const whiteLabel = process.argv.includes("--white-label");
const report = assembleReport(
  reportInput({
    keywords: ["desembrood", "bakker utrecht", "taart bestellen"],
    previous: { createdAt: "2026-10-24T10:00:00.000Z", siteScore: 71 },
    pages: Array.from({ length: 12 }, (_, i) =>
      scanPage(
        `/pagina-${i}`,
        58 + i * 3,
        i % 2 ? ["meta-description", "image-alt"] : ["link-text"],
        {
          title: i === 0 ? "Bakker Utrecht – desembrood van De Korenschoof" : `Pagina ${i}`,
        },
      ),
    ),
  }),
);
const branding = whiteLabel
  ? {
      companyName: "Bureau Zicht",
      logo: {
        bytes: new Uint8Array(readFileSync("tests/fixtures/white-label-logo.png")),
        type: "png" as const,
      },
      primaryColor: "#0F766E",
      secondaryColor: "#115E59",
      accentColor: "#F59E0B",
      footerText: "Bureau Zicht – bureauzicht.nl",
      poweredBy: false,
    }
  : VINDBAAR_BRANDING;
writeFileSync(file, await renderReportPdf(report, branding));
console.log(`wrote ${file}`);
