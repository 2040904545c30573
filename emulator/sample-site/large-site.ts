/**
 * A sample website of realistic size for measuring the scan against the edge runtime's limits:
 * an installer in Utrecht with 50 pages of 100–500 KB each, the weight of a typical WordPress
 * site (a mega menu linking every page, inline styles and scripts, JSON-LD, long articles with
 * images, tables and FAQs). Every page is generated from a fixed seed, so the same path always
 * gives the same bytes, but no two pages repeat one string: sentences are drawn from Dutch
 * building blocks, so the SEO engine and the fact readers parse real-looking text.
 */
import { seededRandom } from "../../supabase/functions/_shared/content/random.ts";
import type { SampleSiteContent } from "./site-content.ts";

export const LARGE_SITE_PAGE_COUNT = 50;
const BUSINESS = "Installatiebedrijf Van Dijk";

const TOPICS = [
  "cv-ketel",
  "warmtepomp",
  "vloerverwarming",
  "zonnepanelen",
  "airco",
  "badkamer",
  "lekkage",
  "ventilatie",
  "thermostaat",
  "boiler",
] as const;
const PLACES = ["Utrecht", "Nieuwegein", "Houten", "Zeist", "Maarssen", "IJsselstein", "Bunnik"];
const SUBJECTS = [
  "Onze monteurs",
  "Een goed onderhouden installatie",
  "De nieuwe generatie toestellen",
  "Veel klanten in de regio",
  "Een erkend installateur",
  "Het team van Van Dijk",
  "Een jaarlijkse controle",
  "Een slimme thermostaat",
];
const VERBS = [
  "bespaart",
  "voorkomt",
  "regelt",
  "controleert",
  "vervangt",
  "adviseert over",
  "verlengt",
  "verbetert",
];
const OBJECTS = [
  "de levensduur van je toestel",
  "onnodig hoge energiekosten",
  "storingen midden in de winter",
  "het comfort in huis",
  "de veiligheid van je gasinstallatie",
  "de subsidie-aanvraag",
  "een lekkende leiding",
  "de juiste capaciteit voor je woning",
];
const TAILS = [
  "zonder verrassingen achteraf",
  "binnen twee werkdagen",
  "met vijf jaar garantie",
  "volgens de geldende NEN-normen",
  "in overleg met jou",
  "ook in het weekend bij spoed",
  "voor een vaste prijs",
  "met duidelijke uitleg vooraf",
];

interface PageSpec {
  path: string;
  topic: (typeof TOPICS)[number];
  place: string;
  title: string;
}

function pageSpec(index: number): PageSpec {
  const topic = TOPICS[index % TOPICS.length]!;
  const place = PLACES[index % PLACES.length]!;
  if (index === 0) {
    return { path: "/", topic, place, title: `${BUSINESS} – installateur in Utrecht` };
  }
  const section = index < 20 ? "diensten" : index < 35 ? "werkgebied" : "blog";
  const path = `/${section}/${topic}-${place.toLowerCase()}-${index}`;
  const title =
    section === "blog"
      ? `Alles over je ${topic}: tips deel ${index}`
      : `${topic[0]!.toUpperCase()}${topic.slice(1)} in ${place} | ${BUSINESS}`;
  return { path, topic, place, title };
}

const SPECS = Array.from({ length: LARGE_SITE_PAGE_COUNT }, (_, index) => pageSpec(index));

/** Between 100 and 500 KB, spread over the pages. */
export function largeSiteTargetBytes(index: number): number {
  return (100 + ((index * 37) % 40) * 10) * 1024;
}

function sentence(next: () => number, topic: string, place: string): string {
  const pick = <T>(list: readonly T[]) => list[Math.floor(next() * list.length)]!;
  const number = 2 + Math.floor(next() * 40);
  return `${pick(SUBJECTS)} ${pick(VERBS)} ${pick(OBJECTS)} ${pick(TAILS)}: bij een ${topic} in ${place} scheelt dat gemiddeld ${number} procent.`;
}

function paragraph(next: () => number, spec: PageSpec): string {
  const count = 4 + Math.floor(next() * 5);
  return `<p>${Array.from({ length: count }, () => sentence(next, spec.topic, spec.place)).join(" ")}</p>`;
}

function megaMenu(): string {
  const items = SPECS.map((spec) => `<li><a href="${spec.path}">${spec.title}</a></li>`);
  return `<nav class="mega-menu" aria-label="Hoofdmenu"><ul>${items.join("")}</ul></nav>`;
}

function inlineStyles(next: () => number, index: number): string {
  const rules = Array.from({ length: 60 + (index % 7) * 20 }, (_, rule) => {
    const size = 12 + Math.floor(next() * 20);
    return `.wp-block-${index}-${rule}{margin:${size}px 0;font-size:${size / 10}rem;color:#${Math.floor(
      next() * 0xffffff,
    )
      .toString(16)
      .padStart(6, "0")}}`;
  });
  return `<style id="theme-inline-${index}">${rules.join("\n")}</style>`;
}

function jsonLd(spec: PageSpec): string {
  const business = {
    "@context": "https://schema.org",
    "@type": "HVACBusiness",
    name: BUSINESS,
    address: {
      "@type": "PostalAddress",
      streetAddress: "Kanaalweg 48",
      postalCode: "3526 KM",
      addressLocality: "Utrecht",
    },
    telephone: "030 765 43 21",
    areaServed: PLACES,
    openingHours: "Mo-Fr 07:30-17:00",
  };
  return `<script type="application/ld+json">${JSON.stringify(business)}</script><!-- ${spec.path} -->`;
}

function section(next: () => number, spec: PageSpec, index: number, part: number): string {
  const heading = `<h2>${spec.topic} in ${spec.place}: deel ${part + 1}</h2>`;
  const image =
    part % 3 === 2
      ? `<img src="/uploads/${spec.topic}-${index}-${part}.jpg" width="800" height="450">`
      : `<img src="/uploads/${spec.topic}-${index}-${part}.jpg" srcset="/uploads/${spec.topic}-${index}-${part}-400.jpg 400w, /uploads/${spec.topic}-${index}-${part}-800.jpg 800w" alt="Monteur van ${BUSINESS} aan het werk aan een ${spec.topic} in ${spec.place}" width="800" height="450" loading="lazy">`;
  const prices = Array.from(
    { length: 3 },
    (_, row) =>
      `<tr><td>${spec.topic} ${["onderhoud", "reparatie", "plaatsing"][row]}</td><td>€ ${(60 + Math.floor(next() * 900)).toString()},-</td></tr>`,
  ).join("");
  const faq = `<h3>Hoe lang duurt ${["onderhoud", "een reparatie", "de plaatsing"][part % 3]} van een ${spec.topic}?</h3>${paragraph(next, spec)}`;
  const related = SPECS[(index + part + 1) % SPECS.length]!;
  return `<section>${heading}${paragraph(next, spec)}${image}${paragraph(next, spec)}<table><tbody>${prices}</tbody></table>${faq}<p>Lees ook: <a href="${related.path}">${related.title}</a>.</p></section>`;
}

function trackingScript(next: () => number, index: number): string {
  const config = Array.from({ length: 40 }, (_, key) => [
    `event_${index}_${key}`,
    Math.floor(next() * 1e9).toString(36),
  ]);
  return `<script>window.__siteConfig=${JSON.stringify(Object.fromEntries(config))};</script>`;
}

function renderLargePage(index: number): string {
  const spec = SPECS[index]!;
  const next = seededRandom(0x5eed + index * 7919);
  const head = `<!DOCTYPE html>
<html lang="nl">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${spec.title}</title>
${index % 9 === 4 ? "" : `<meta name="description" content="${BUSINESS} helpt je in ${spec.place} met je ${spec.topic}: onderhoud, reparatie en plaatsing door erkende monteurs, met duidelijke prijzen vooraf.">`}
${inlineStyles(next, index)}
${jsonLd(spec)}
</head>
<body>
<header>${megaMenu()}</header>
<main><h1>${spec.title}</h1>`;
  const footer = `</main>
<footer><p>${BUSINESS}, Kanaalweg 48, 3526 KM Utrecht — 030 765 43 21</p><p>Open maandag tot en met vrijdag van 7.30 tot 17.00 uur.</p></footer>
${trackingScript(next, index)}
</body>
</html>`;
  const target = largeSiteTargetBytes(index);
  const parts: string[] = [];
  let size = head.length + footer.length;
  while (size < target) {
    const next_ = section(next, spec, index, parts.length);
    parts.push(next_);
    size += next_.length;
  }
  return `${head}${parts.join("\n")}${footer}`;
}

/** Rendered once per page on first request: generation costs more than serving. */
const rendered = new Map<number, string>();

export const LARGE_SITE: SampleSiteContent = {
  paths: SPECS.map((spec) => spec.path),
  render(path) {
    const index = SPECS.findIndex((spec) => spec.path === path);
    if (index < 0) return null;
    let html = rendered.get(index);
    if (html === undefined) {
      html = renderLargePage(index);
      rendered.set(index, html);
    }
    return html;
  },
};
