/**
 * Writes a sample report PDF to look at the layout, from a made-up bakery site whose pages run
 * through the real SEO engine (so titles and advice are the engine's own Dutch texts):
 *
 *   npx tsx scripts/render-sample-report.ts [out.pdf] [--plan=pro] [--white-label] [--first]
 *
 * Default /tmp/vindbaar-sample-report.pdf, plan ultimate, with a previous report (--first: none).
 * `pdftoppm -png -r 80 out.pdf /tmp/page` turns the pages into pictures.
 */
import { writeFileSync } from "node:fs";
import { crc32, deflateSync } from "node:zlib";
import type { PlanId } from "../supabase/functions/_shared/contract/plans.ts";
import { assembleReport } from "../supabase/functions/_shared/report/assemble-report.ts";
import { renderReportPdf } from "../supabase/functions/_shared/report/render-pdf.ts";
import {
  VINDBAAR_BRANDING,
  type ReportBranding,
} from "../supabase/functions/_shared/report/pdf-branding.ts";
import type { ScanPage } from "../supabase/functions/_shared/scan/scan-page.ts";
import { compactAudits } from "../supabase/functions/_shared/seo/compact-audits.ts";
import { pageFacts } from "../supabase/functions/_shared/scan/page-facts.ts";
import { auditPage } from "../supabase/functions/_shared/seo/index.ts";

const SITE = "https://www.bakkerijdekorenschoof.nl";
const PATHS = [
  "/",
  "/desembrood",
  "/taarten/bruidstaart-bestellen",
  "/over-ons",
  "/contact",
  "/vacatures",
  "/nieuws/koningsdag-tompouce-2026",
  "/assortiment/glutenvrij",
  "/assortiment/koekjes-en-gebak",
  "/winkels/utrecht-centrum",
  "/winkels/amersfoort",
  "/workshops/broodbakken-voor-beginners",
  "/zakelijk/lunch-catering",
  "/privacyverklaring",
];

/** A page with a different mix of defects per index, so the report has something to say. */
function html(path: string, index: number): string {
  const name = path === "/" ? "Bakker in Utrecht" : path.split("/").pop()!.replace(/-/g, " ");
  const title = index % 4 === 3 ? "" : `<title>${name} – Bakkerij De Korenschoof</title>`;
  const description =
    index % 3 === 1 ? "" : `<meta name="description" content="${name} van De Korenschoof.">`;
  const image = index % 2 ? '<img src="/brood.jpg">' : '<img src="/brood.jpg" alt="Vers brood">';
  const heading = index % 5 === 2 ? "<h1>Welkom</h1><h4>Openingstijden</h4>" : `<h1>${name}</h1>`;
  const link = index % 6 === 5 ? '<a href="/meer">klik hier</a>' : '<a href="/">Naar de winkel</a>';
  return `<!doctype html><html lang="nl"><head><meta charset="utf-8">
    <meta name="viewport" content="width=device-width, initial-scale=1">${title}${description}
    <link rel="canonical" href="${SITE}${path}"></head>
    <body>${heading}<p>Ambachtelijk gebakken.</p>${image}${link}</body></html>`;
}

function scanPage(path: string, index: number): ScanPage {
  const finalUrl = `${SITE}${path}`;
  const body = html(path, index);
  const status = path === "/vacatures" ? 404 : 200;
  const result = auditPage({
    html: body,
    finalUrl,
    status,
    headers: { "content-type": "text/html; charset=utf-8" },
    timings: { fetchMs: 120 },
    robotsTxt: "User-agent: *\nAllow: /\n",
  });
  const facts = pageFacts(body, finalUrl);
  return {
    url: finalUrl,
    finalUrl,
    statusCode: status,
    seoScore: result.seoScore.percent,
    audits: compactAudits(result.audits),
    title: facts.title,
    h1s: facts.h1s,
    headings: facts.headings,
    fetchMs: 120,
    bytes: body.length,
    error: null,
    errorCode: null,
    siteFacts: null,
  };
}

/** A 160×48 PNG logo (a teal disc and bar on transparency), made here so no binary is checked in. */
function sampleLogo(): Uint8Array {
  const [width, height] = [160, 48];
  const rows: number[] = [];
  for (let y = 0; y < height; y++) {
    rows.push(0); // filter type: none
    for (let x = 0; x < width; x++) {
      const inDisc = (x - 24) ** 2 + (y - 24) ** 2 <= 22 ** 2;
      const inBar = x >= 56 && x <= 156 && y >= 18 && y <= 30;
      rows.push(...(inDisc || inBar ? [15, 118, 110, 255] : [0, 0, 0, 0]));
    }
  }
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, "ascii"), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 6, 0, 0, 0], 8); // 8-bit RGBA
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk("IHDR", header),
    chunk("IDAT", deflateSync(Buffer.from(rows))),
    chunk("IEND", Buffer.alloc(0)),
  ]);
}

const args = process.argv.slice(2);
const file = args.find((arg) => arg.endsWith(".pdf")) ?? "/tmp/vindbaar-sample-report.pdf";
const plan = (args.find((arg) => arg.startsWith("--plan="))?.slice(7) ?? "ultimate") as PlanId;
const branding: ReportBranding = args.includes("--white-label")
  ? {
      companyName: "Bureau Zicht",
      logo: { bytes: sampleLogo(), type: "png" },
      primaryColor: "#0F766E",
      secondaryColor: "#115E59",
      accentColor: "#F59E0B",
      footerText: "Bureau Zicht – online marketing voor het mkb – bureauzicht.nl",
      poweredBy: false,
    }
  : VINDBAAR_BRANDING;

const report = assembleReport({
  scanId: "sample",
  siteUrl: `${SITE}/`,
  businessName: "Bakkerij De Korenschoof",
  createdAt: "2026-11-24T09:00:00.000Z",
  plan,
  keywords: ["bakker utrecht", "desembrood", "bruidstaart bestellen", "glutenvrij brood"],
  previous: args.includes("--first")
    ? null
    : { createdAt: "2026-10-24T09:00:00.000Z", siteScore: 71 },
  pages: PATHS.map(scanPage),
});
writeFileSync(file, await renderReportPdf(report, branding));
console.log(`wrote ${file} (${report.kind}, site score ${report.siteScore})`);
