/**
 * Facts from a page's JSON-LD (schema.org), which site builders and SEO plugins add for search
 * engines: the business's address, phone, e-mail, opening hours, area served and founding year,
 * the services, products and menu items it offers (with their price), and FAQPage questions.
 * Only what the markup states is read; types are matched loosely, as sites write them.
 */
import type { FactCandidate } from "./fact-candidate.ts";
import { candidate } from "./fact-candidate.ts";
import type { ReadPage } from "./page-reader.ts";

type Node = Record<string, unknown>;

const OFFERING_TYPES = /^(?:Service|Product|MenuItem|Course|ProductModel|IndividualProduct|Offer)$/;
const DAYS: Record<string, string> = {
  monday: "maandag",
  tuesday: "dinsdag",
  wednesday: "woensdag",
  thursday: "donderdag",
  friday: "vrijdag",
  saturday: "zaterdag",
  sunday: "zondag",
  mo: "maandag",
  tu: "dinsdag",
  we: "woensdag",
  th: "donderdag",
  fr: "vrijdag",
  sa: "zaterdag",
  su: "zondag",
};
const DAY_ORDER = Object.values(DAYS).slice(0, 7);

const isNode = (value: unknown): value is Node =>
  typeof value === "object" && value !== null && !Array.isArray(value);
const list = (value: unknown): unknown[] =>
  Array.isArray(value) ? value : value === undefined ? [] : [value];
const text = (value: unknown): string | null =>
  typeof value === "string" && value.trim() !== ""
    ? value
        .replace(/<[^>]*>/g, " ")
        .replace(/\s+/g, " ")
        .trim()
    : typeof value === "number"
      ? String(value)
      : null;
const types = (node: Node): string[] =>
  list(node["@type"]).flatMap((type) =>
    typeof type === "string" ? [type.replace(/^.*[/#:]/, "")] : [],
  );

function dayName(raw: unknown): string | null {
  const key = text(raw)
    ?.replace(/^.*[/#]/, "")
    .toLowerCase();
  return key ? (DAYS[key] ?? null) : null;
}

const time = (raw: unknown) =>
  text(raw)?.replace(/^(\d{1,2}):(\d{2}).*$/, (_, h, m) => `${Number(h)}.${m}`);

/** "maandag t/m vrijdag" for a run of days, "zaterdag en zondag" for two. */
function dayRange(days: string[]): string {
  const sorted = [...new Set(days)].sort((a, b) => DAY_ORDER.indexOf(a) - DAY_ORDER.indexOf(b));
  const positions = sorted.map((day) => DAY_ORDER.indexOf(day));
  const consecutive = positions.every((p, i) => i === 0 || p === positions[i - 1]! + 1);
  if (sorted.length > 2 && consecutive) return `${sorted[0]} t/m ${sorted.at(-1)}`;
  return sorted.length === 2 ? `${sorted[0]} en ${sorted[1]}` : sorted.join(", ");
}

function capitalise(value: string): string {
  return value.charAt(0).toUpperCase() + value.slice(1);
}

/** openingHoursSpecification → "Maandag t/m vrijdag 8.30–17.00 uur". */
function hoursFromSpecification(specs: unknown[]): string[] {
  return specs.filter(isNode).flatMap((spec) => {
    const days = list(spec.dayOfWeek).flatMap((day) => dayName(day) ?? []);
    const opens = time(spec.opens);
    const closes = time(spec.closes);
    if (days.length === 0 || !opens || !closes) return [];
    return [`${capitalise(dayRange(days))} ${opens}–${closes} uur`];
  });
}

/** openingHours "Mo-Fr 08:30-17:00" → "Maandag t/m vrijdag 8.30–17.00 uur". */
function hoursFromText(values: unknown[]): string[] {
  return values.flatMap((value) => {
    const match =
      /^([A-Za-z]{2})(?:\s*-\s*([A-Za-z]{2}))?(?:,[A-Za-z,]+)?\s+(\d{1,2}:\d{2})\s*-\s*(\d{1,2}:\d{2})$/.exec(
        text(value) ?? "",
      );
    if (!match) return [];
    const from = dayName(match[1]);
    const to = match[2] ? dayName(match[2]) : from;
    if (!from || !to) return [];
    const days = DAY_ORDER.slice(DAY_ORDER.indexOf(from), DAY_ORDER.indexOf(to) + 1);
    return [`${capitalise(dayRange(days))} ${time(match[3])}–${time(match[4])} uur`];
  });
}

function priceCents(node: Node): number | null {
  for (const offer of [node, ...list(node.offers), ...list(node.priceSpecification)]) {
    if (!isNode(offer)) continue;
    const currency = text(offer.priceCurrency);
    if (currency && currency.toUpperCase() !== "EUR") continue;
    const raw = text(offer.price ?? offer.lowPrice);
    const value = raw ? Number(raw.replace(",", ".")) : NaN;
    if (Number.isFinite(value) && value > 0) return Math.round(value * 100);
  }
  return null;
}

function resolve(raw: unknown, base: string): string | null {
  const value = text(raw);
  if (!value) return null;
  try {
    const url = new URL(value, base);
    return url.origin === new URL(base).origin ? url.href : null;
  } catch {
    return null;
  }
}

function placeNames(value: unknown): string[] {
  return list(value).flatMap((place) =>
    typeof place === "string"
      ? [place]
      : isNode(place) && text(place.name)
        ? [text(place.name)!]
        : [],
  );
}

export function jsonLdFacts(page: ReadPage): FactCandidate[] {
  const facts: FactCandidate[] = [];
  const seen = new Set<Node>();
  const add = (kind: FactCandidate["kind"], fields: Parameters<typeof candidate>[2]) =>
    facts.push(candidate(page, kind, { ...fields, structured: true }));

  const offering = (node: Node, item: Node) => {
    const name = text(item.name);
    if (!name) return;
    const url = resolve(item.url ?? node.url, page.url);
    const description = text(item.description);
    add("offering", {
      name,
      text: description ? `${name}: ${description}` : name,
      priceCents: priceCents(node) ?? priceCents(item),
      pageUrl: url ?? page.url,
      ownPage: url !== null && url !== page.url,
    });
  };

  const visit = (value: unknown): void => {
    if (Array.isArray(value)) return value.forEach(visit);
    if (!isNode(value) || seen.has(value)) return;
    seen.add(value);
    const nodeTypes = types(value);
    if (nodeTypes.includes("FAQPage")) {
      for (const question of list(value.mainEntity).filter(isNode)) {
        seen.add(question);
        const asked = text(question.name);
        const answer = list(question.acceptedAnswer)
          .filter(isNode)
          .map((a) => text(a.text))[0];
        if (asked && answer) add("faq", { text: `${asked} ${answer}`, question: asked, answer });
      }
    }
    if (nodeTypes.some((type) => OFFERING_TYPES.test(type))) {
      const item = isNode(value.itemOffered) ? value.itemOffered : value;
      seen.add(item);
      offering(value, item);
    }
    const address = list(value.address).find(isNode);
    if (address) {
      seen.add(address);
      const street = text(address.streetAddress);
      const postcode = text(address.postalCode);
      const locality = text(address.addressLocality);
      const full = [street, [postcode, locality].filter(Boolean).join(" ")]
        .filter(Boolean)
        .join(", ");
      if (street && locality) add("contact", { name: "adres", text: full });
      if (locality) add("place", { name: locality, text: full });
    }
    for (const place of placeNames(value.areaServed)) {
      add("place", { name: place, text: `Werkgebied: ${place}` });
    }
    const phone = text(value.telephone);
    if (phone) add("contact", { name: "telefoon", text: `Telefoon: ${phone}` });
    const email = text(value.email)?.replace(/^mailto:/i, "");
    if (email) add("contact", { name: "e-mail", text: `E-mail: ${email}` });
    const hours = [
      ...hoursFromSpecification(list(value.openingHoursSpecification)),
      ...hoursFromText(list(value.openingHours)),
    ];
    if (hours.length > 0) add("opening-hours", { text: hours.join("; ") });
    const founded = text(value.foundingDate)?.match(/^(?:19|20)\d{2}/)?.[0];
    if (founded) add("claim", { text: `Opgericht in ${founded}` });
    for (const award of list(value.award)) {
      const said = text(award);
      if (said) add("claim", { text: said });
    }
    for (const credential of list(value.hasCredential)) {
      const said = isNode(credential) ? text(credential.name) : text(credential);
      if (said) add("certification", { name: said, text: said });
    }
    for (const [key, child] of Object.entries(value)) {
      if (key !== "@context" && key !== "address") visit(child);
    }
  };
  page.jsonLd.forEach(visit);
  return facts;
}
