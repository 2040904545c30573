import { describe, expect, it } from "vitest";
import { siteFactSchema } from "../../../supabase/functions/_shared/contract/site-facts.ts";
import { assembleSiteFacts } from "../../../supabase/functions/_shared/facts/assemble-site-facts.ts";
import { euroAmounts } from "../../../supabase/functions/_shared/facts/euro-amounts.ts";
import { extractPageFacts } from "../../../supabase/functions/_shared/facts/extract-page-facts.ts";
import { BUSINESS_SITES } from "../../fixtures/business-sites/sites.ts";
import { ORIGIN, rows, siteFactsOf } from "./site-facts-support.ts";

const names = (facts: ReturnType<typeof siteFactsOf>, kind: string) =>
  facts.filter((fact) => fact.kind === kind).map((fact) => fact.name);

describe("euroAmounts", () => {
  it("reads Dutch price notations to cents and nothing else", () => {
    const cents = (text: string) => euroAmounts(text).map((amount) => amount.cents);
    expect(cents("€ 4,50")).toEqual([450]);
    expect(cents("€4.50")).toEqual([450]);
    expect(cents("€ 1.395")).toEqual([139500]);
    expect(cents("€ 95,- inclusief btw")).toEqual([9500]);
    expect(cents("vanaf 45 euro per uur")).toEqual([4500]);
    expect(cents("EUR 62,50")).toEqual([6250]);
    expect(cents("sinds 1987, 20 lessen, 74%, 16,5 jaar")).toEqual([]);
  });
});

describe("the facts of a scanned site", () => {
  it("plain HTML (an installer): services on their own pages, a price table, footer hours, places, marks", () => {
    const facts = siteFactsOf("installateur");
    expect(rows(facts, "offering")).toEqual([
      [
        "Badkamerrenovatie",
        null,
        "Een nieuwe badkamer van ontwerp tot tegelwerk, met één vast aanspreekpunt.",
        "/diensten",
      ],
      [
        "Cv-ketel onderhoud",
        null,
        "Een cv-ketel die jaarlijks wordt nagekeken, verbruikt minder gas en gaat langer mee.",
        "/diensten/cv-ketel-onderhoud",
      ],
      [
        "Lekkage verhelpen",
        null,
        "Onze spoedservice is 24 uur per dag bereikbaar en binnen vier uur zijn we bij u in Amersfoort, Leusden of Soest.",
        "/diensten/lekkage-verhelpen",
      ],
      [
        "Warmtepomp installeren",
        null,
        "Een warmtepomp haalt warmte uit de buitenlucht en verlaagt uw gasverbruik sterk.",
        "/diensten/warmtepomp-installeren",
      ],
    ]);
    expect(rows(facts, "price")).toEqual([
      [
        "Losse onderhoudsbeurt cv-ketel",
        9500,
        "Losse onderhoudsbeurt cv-ketel: € 95,- inclusief btw",
        "/diensten/cv-ketel-onderhoud",
      ],
      [
        "Onderhoudscontract",
        850,
        "Onderhoudscontract: vanaf € 8,50 per maand",
        "/diensten/cv-ketel-onderhoud",
      ],
      ["Voorrijkosten", 4500, "Voorrijkosten: € 45,00", "/tarieven"],
      ["Uurtarief monteur", 6250, "Uurtarief monteur: € 62,50", "/tarieven"],
      [
        "Toeslag spoed (avond en weekend)",
        3500,
        "Toeslag spoed (avond en weekend): € 35,00",
        "/tarieven",
      ],
      ["Onderhoudsbeurt cv-ketel", 9500, "Onderhoudsbeurt cv-ketel: € 95,00", "/tarieven"],
    ]);
    // The footer repeats the hours on every page: one fact, from the contact page.
    expect(rows(facts, "opening-hours")).toEqual([
      [
        null,
        null,
        "Maandag t/m vrijdag: 7.30 – 17.00 uur; Zaterdag en zondag: alleen spoedservice",
        "/contact",
      ],
    ]);
    expect(names(facts, "place")).toEqual([
      "Amersfoort",
      "Leusden",
      "Soest",
      "Baarn",
      "Hoevelaken",
      "Nijkerk",
    ]);
    expect(names(facts, "certification")).toEqual(["InstallQ", "Erkend Leerbedrijf", "F-gassen"]);
    expect(rows(facts, "claim")).toContainEqual([
      null,
      null,
      "Op al ons installatiewerk geven wij 2 jaar garantie.",
      "/tarieven",
    ]);
    expect(facts.filter((f) => f.kind === "faq").map((f) => f.question)).toEqual([
      "Wat kost onderhoud?",
      "Wat doet u zelf bij een lekkage?",
      "Hoe vaak moet mijn cv-ketel onderhouden worden?",
      "Kan ik ook buiten kantoortijden bellen?",
      "Is een offerte gratis?",
    ]);
    expect(rows(facts, "contact").filter(([name]) => name !== null)).toEqual([
      [
        "telefoon",
        null,
        "Bel ons op 033 465 12 90 of stuur een e-mail naar info@vandijkinstallatie.nl.",
        "/contact",
      ],
      ["e-mail", null, "E-mail: info@vandijkinstallatie.nl", "/contact"],
      ["adres", null, "Kapelweg 41, 3818 BM Amersfoort", "/contact"],
    ]);
  });

  it("JSON-LD and HTML together (an accountant): one fact per service, visible hours win, FAQs once", () => {
    const facts = siteFactsOf("accountant");
    expect(rows(facts, "offering").map(([name, , , page]) => [name, page])).toEqual([
      ["Jaarrekening", "/diensten#jaarrekening"],
      ["Btw-aangifte", "/diensten#btw-aangifte"],
      ["Loonadministratie", "/diensten#loonadministratie"],
      ["Aangifte inkomstenbelasting", "/diensten#inkomstenbelasting"],
      ["Startersbegeleiding", "/diensten#starters"],
    ]);
    expect(rows(facts, "price")).toEqual([
      ["Administratie zzp", 9500, "Administratie zzp – vanaf € 95 per maand", "/tarieven"],
      ["Jaarrekening eenmanszaak", 65000, "Jaarrekening eenmanszaak – vanaf € 650", "/tarieven"],
      ["Aangifte inkomstenbelasting", 22500, "Aangifte inkomstenbelasting – € 225", "/tarieven"],
    ]);
    expect(rows(facts, "opening-hours")).toEqual([
      [null, null, "Geopend op werkdagen van 8.30 tot 17.00 uur", "/contact"],
    ]);
    expect(names(facts, "place")).toEqual(["Zwolle", "Kampen", "Dalfsen", "Hattem"]);
    expect(rows(facts, "claim")).toContainEqual([null, null, "Opgericht in 1999", "/"]);
    expect(facts.filter((f) => f.kind === "faq")).toHaveLength(2);
    expect(facts.find((f) => f.kind === "faq")).toMatchObject({
      question: "Welke stukken heb ik nodig voor mijn jaarrekening?",
      answer:
        "Uw bankafschriften, in- en verkoopfacturen, kassa-overzichten en een lijst van bezittingen zoals een auto of laptop.",
      pageUrl: `${ORIGIN}/veelgestelde-vragen`,
    });
  });

  it("a physiotherapist: hours from a table, districts as places, registers as certifications", () => {
    const facts = siteFactsOf("fysiotherapie");
    expect(rows(facts, "opening-hours")).toEqual([
      [
        null,
        null,
        "Maandag: 8.00 – 20.00; Dinsdag: 8.00 – 20.00; Woensdag: 8.00 – 17.00; Donderdag: 8.00 – 20.00; Vrijdag: 8.00 – 16.00; Zaterdag en zondag: Gesloten",
        "/contact",
      ],
    ]);
    expect(names(facts, "offering")).toEqual([
      "Bekkenfysiotherapie",
      "Dry needling",
      "Manuele therapie",
      "Sportfysiotherapie",
    ]);
    expect(names(facts, "place")).toEqual([
      "Haarlem",
      "Haarlem-Noord",
      "Haarlem-Centrum",
      "Bloemendaal",
    ]);
    expect(names(facts, "certification")).toEqual(expect.arrayContaining(["BIG", "KNGF"]));
    expect(rows(facts, "price")).toContainEqual([
      "Zitting fysiotherapie",
      4250,
      "Zitting fysiotherapie: € 42,50",
      "/vergoeding-en-tarieven",
    ]);
  });

  it("a driving school without JSON-LD: priced cards are offerings, menu pages too, results are claims", () => {
    const facts = siteFactsOf("rijschool");
    expect(rows(facts, "offering")).toEqual([
      [
        "Rijles in een automaat",
        null,
        "In een automaat hoef je niet te schakelen, zodat je meer aandacht overhoudt voor het verkeer.",
        "/automaat",
      ],
      [
        "Rijles bij faalangst",
        null,
        "Je instructeur neemt extra tijd en bouwt de lessen rustig op.",
        "/faalangst",
      ],
      [
        "Pakket Basis",
        139500,
        "Pakket Basis – 20 rijlessen van 60 minuten en het praktijkexamen – € 1.395",
        "/lespakketten",
      ],
      [
        "Pakket Compleet",
        199500,
        "Pakket Compleet – 30 rijlessen, tussentijdse toets en praktijkexamen – € 1.995",
        "/lespakketten",
      ],
      ["Losse rijles (60 minuten)", 5900, "Losse rijles (60 minuten) – € 59", "/lespakketten"],
    ]);
    expect(names(facts, "place")).toEqual(["Groningen", "Haren", "Zuidhorn", "Leek"]);
    expect(rows(facts, "claim")).toContainEqual([
      null,
      null,
      "In 2025 slaagde 74% van onze leerlingen in één keer voor het praktijkexamen.",
      "/over-ons",
    ]);
    expect(facts.filter((f) => f.kind === "faq").map((f) => f.question)).toEqual([
      "Vanaf welke leeftijd mag ik rijles nemen?",
      "Hoeveel lessen heb ik nodig?",
      "Wat gebeurt er als ik zak?",
    ]);
  });

  it("a restaurant: dishes with their price, not the menu's section headings; the award as a claim", () => {
    const facts = siteFactsOf("restaurant");
    expect(rows(facts, "offering").map(([name, cents]) => [name, cents])).toEqual([
      ["Groepen en feesten", null],
      ["Twee kroketten van de slager op brood", 1150],
      ["Uitsmijter met ham en kaas", 1075],
      ["Geitenkaassalade met honing en walnoot (vega)", 1450],
      ["Brabants worstenbroodje met mosterd", 450],
      ["Stoofvlees met frites en appelmoes", 2150],
      ["Gebakken zeebaars met seizoensgroenten", 2400],
      ["Bossche bol met slagroom", 495],
    ]);
    expect(rows(facts, "opening-hours")).toEqual([
      [
        null,
        null,
        "Maandag en dinsdag: gesloten; Woensdag t/m zondag: 12.00 – 22.00 uur; Keuken open tot 21.00 uur",
        "/contact",
      ],
    ]);
    expect(rows(facts, "claim")).toContainEqual([
      null,
      null,
      "In 2023 werden we door de lezers van het Brabants Dagblad verkozen tot beste terras van Den Bosch.",
      "/over-ons",
    ]);
  });

  it("the sample bakery: its breads with prices, ordering, hours and its founding year", () => {
    const facts = siteFactsOf("bakkerij");
    expect(names(facts, "offering")).toEqual([
      "Desembrood",
      "Banket",
      "Volkoren desem (800 gram)",
      "Spelt desem (600 gram)",
      "Utrechts roggebrood",
      "Appeltaart (8 personen)",
      "Tompouce",
      "Taart bestellen",
    ]);
    expect(rows(facts, "opening-hours")).toEqual([
      [
        null,
        null,
        "Open van dinsdag tot en met zaterdag van 7.00 tot 17.00 uur; Op maandag en zondag zijn we gesloten",
        "/contact",
      ],
    ]);
    expect(rows(facts, "contact")).toContainEqual([
      null,
      null,
      "Bestel uiterlijk twee dagen van tevoren.",
      "/taart-bestellen",
    ]);
    expect(rows(facts, "claim")[0]).toEqual([
      null,
      null,
      "Sinds 1987 bakken we in hetzelfde pand aan de Twijnstraat, nu in de tweede generatie.",
      "/over-ons",
    ]);
  });

  it("every fact fits the contract, ids are unique and the same in the next scan", () => {
    for (const { id } of BUSINESS_SITES) {
      const facts = siteFactsOf(id);
      expect(facts.length, id).toBeGreaterThanOrEqual(15);
      for (const fact of facts) expect(siteFactSchema.parse(fact)).toEqual(fact);
      expect(new Set(facts.map((fact) => fact.id)).size, id).toBe(facts.length);
      expect(siteFactsOf(id).map((fact) => fact.id)).toEqual(facts.map((fact) => fact.id));
    }
  });
});

describe("pages that are not about the business", () => {
  const footer = "<footer><p>Bel 030 123 45 67</p></footer>";
  const page = (body: string) =>
    `<!DOCTYPE html><html lang="nl"><title>Pagina</title><body><main>${body}</main>${footer}</body></html>`;

  it("reads nothing of a privacy page and only the footer of a blog post", () => {
    expect(
      extractPageFacts(page("<p>Wij bewaren gegevens sinds 1990 veilig.</p>"), `${ORIGIN}/privacy`)
        .facts,
    ).toEqual([]);
    const blog = extractPageFacts(
      page("<h1>Wat kost een warmtepomp?</h1><p>Een warmtepomp kost gemiddeld € 8.000.</p>"),
      `${ORIGIN}/blog/wat-kost-een-warmtepomp`,
    );
    expect(blog.facts.map((fact) => [fact.kind, fact.text])).toEqual([
      ["contact", "Bel 030 123 45 67"],
    ]);
  });

  it("reads a price list with dot leaders and a phone number written with ' - '", () => {
    const html = page(`<h1>Prijslijst</h1><h2>Heren</h2>
      <ul><li>Herenknippen ............ € 27,50</li><li>Tondeuse …… € 19,00</li>
      <li>Baard trimmen ___ € 12,-</li></ul>
      <p>Vragen? Bel 038 - 123 45 67.</p>`);
    const facts = assembleSiteFacts([extractPageFacts(html, `${ORIGIN}/prijslijst`)]);
    expect(rows(facts, "price")).toEqual([
      ["Herenknippen", 2750, "Herenknippen € 27,50", "/prijslijst"],
      ["Tondeuse", 1900, "Tondeuse € 19,00", "/prijslijst"],
      ["Baard trimmen", 1200, "Baard trimmen € 12,-", "/prijslijst"],
    ]);
    expect(
      facts.filter((fact) => fact.kind === "contact").map((fact) => [fact.name, fact.text]),
    ).toContainEqual(["telefoon", "Bel 038 - 123 45 67."]);
  });

  it("states JSON-LD opening hours in Dutch when the page shows none", () => {
    const html = `<!DOCTYPE html><html lang="nl"><head><title>Kapsalon</title>
      <script type="application/ld+json">{"@context":"https://schema.org","@type":"HairSalon",
      "name":"Kapsalon Knip","openingHours":["Tu-Fr 09:00-18:00","Sa 08:30-16:00"]}</script>
      </head><body><main><h1>Kapsalon Knip</h1></main></body></html>`;
    const facts = assembleSiteFacts([extractPageFacts(html, `${ORIGIN}/`)]);
    expect(rows(facts, "opening-hours")).toEqual([
      [null, null, "Dinsdag t/m vrijdag 9.00–18.00 uur; Zaterdag 8.30–16.00 uur", "/"],
    ]);
  });
});

describe("common layouts of other sites", () => {
  const wrap = (body: string) =>
    `<!DOCTYPE html><html lang="nl"><title>Groenwerk</title><body><main>${body}</main></body></html>`;

  it("service cards: each card's own text and its 'Lees meer' page, nothing from the next section", () => {
    const html = wrap(`<section><h2>Onze diensten</h2>
      <div class="card"><h3>Tuinaanleg</h3><p>Bestrating, beplanting, vijvers en verlichting.</p>
        <a href="/diensten/tuinaanleg">Lees meer</a></div>
      <div class="card"><h3>Schuttingen</h3><p>Hout of beton.</p></div></section>
      <section><ul><li>Lid van VHG, de vereniging van hoveniers</li></ul></section>`);
    const facts = assembleSiteFacts([extractPageFacts(html, `${ORIGIN}/`)]);
    expect(rows(facts, "offering")).toEqual([
      [
        "Tuinaanleg",
        null,
        "Bestrating, beplanting, vijvers en verlichting.",
        "/diensten/tuinaanleg",
      ],
      ["Schuttingen", null, "Schuttingen", "/"],
    ]);
    // The linked page's title is not known here: the review list shows its address instead.
    expect(facts.filter((f) => f.kind === "offering").map((f) => f.pageTitle)).toEqual([
      null,
      "Groenwerk",
    ]);
  });

  it("a price table with more columns: the row's name, and each cell with its column", () => {
    const html = wrap(`<h1>Tuinonderhoud</h1><table>
      <thead><tr><th>Abonnement</th><th>Bezoeken per jaar</th><th>Prijs per maand</th></tr></thead>
      <tbody><tr><td>Basis</td><td>6</td><td>€ 45</td></tr>
      <tr><td>Plus</td><td>12</td><td>€ 79</td></tr></tbody></table>`);
    const facts = assembleSiteFacts([extractPageFacts(html, `${ORIGIN}/tarieven`)]);
    expect(rows(facts, "price")).toEqual([
      ["Basis", 4500, "Basis: Bezoeken per jaar 6, Prijs per maand € 45", "/tarieven"],
      ["Plus", 7900, "Plus: Bezoeken per jaar 12, Prijs per maand € 79", "/tarieven"],
    ]);
  });

  it("a shop's product grid: the current price, not the struck-out one, and each product's page", () => {
    const html = wrap(`<h2>Populair</h2><ul class="products">
      <li><a href="/thee/earl-grey"><h2>Earl Grey Superior</h2><span class="price"><bdi><span>€</span>6,95</bdi></span></a>
        <a href="?add-to-cart=12">In winkelwagen</a></li>
      <li><a href="/thee/sencha"><h2>Sencha Japan</h2><span class="price"><del>€8,50</del> <ins>€7,25</ins></span></a></li>
      </ul>`);
    const facts = assembleSiteFacts([extractPageFacts(html, `${ORIGIN}/`)]);
    expect(rows(facts, "price")).toEqual([
      ["Earl Grey Superior", 695, "Earl Grey Superior – €6,95", "/thee/earl-grey"],
      ["Sencha Japan", 725, "Sencha Japan – €7,25", "/thee/sencha"],
    ]);
  });

  it("a village listed with known towns is a place too", () => {
    const html = wrap("<p>Je bent welkom in Zwolle, Hattem, Heino en Dalfsen.</p>");
    const facts = assembleSiteFacts([extractPageFacts(html, `${ORIGIN}/`)]);
    expect(names(facts, "place")).toEqual(["Zwolle", "Hattem", "Heino", "Dalfsen"]);
  });

  it("a page builder's list under a line styled as a heading, items in paragraphs", () => {
    const html = wrap(`<div><p class="font_2">Wat we doen</p></div>
      <div><ul><li><p>Vaccinaties en jaarlijkse controle</p></li><li><p>Gebitsbehandeling</p></li></ul></div>
      <div><p>Contact</p><ul><li><p>Bel ons gerust</p></li></ul></div>`);
    const facts = assembleSiteFacts([extractPageFacts(html, `${ORIGIN}/`)]);
    expect(names(facts, "offering")).toEqual([
      "Vaccinaties en jaarlijkse controle",
      "Gebitsbehandeling",
    ]);
  });

  it("a B&B: rooms under 'Onze kamers', and amounts under a header that names the euro", () => {
    const html = wrap(`<h2>Onze kamers</h2>
      <h3><a href="/kamers/heidekamer">De Heidekamer</a></h3>
      <p>Tweepersoonskamer met uitzicht over de hei en een eigen terras.</p>
      <h2>Prijzen</h2><table><tr><th>Kamer</th><th>Prijs per nacht (€)</th></tr>
      <tr><td>Heidekamer</td><td>95,00</td></tr><tr><td>Zolderkamer</td><td>135,-</td></tr></table>
      <table><tr><th>Aantal nachten</th><th>Korting</th></tr><tr><td>Week</td><td>10</td></tr></table>`);
    const facts = assembleSiteFacts([extractPageFacts(html, `${ORIGIN}/`)]);
    expect(rows(facts, "offering")).toEqual([
      [
        "De Heidekamer",
        null,
        "Tweepersoonskamer met uitzicht over de hei en een eigen terras.",
        "/kamers/heidekamer",
      ],
    ]);
    expect(rows(facts, "price")).toEqual([
      ["Heidekamer", 9500, "Heidekamer: Prijs per nacht € 95,00", "/"],
      ["Zolderkamer", 13500, "Zolderkamer: Prijs per nacht € 135,-", "/"],
    ]);
  });

  it("an accordion's questions with their answers, and a price named without 'kost bij ons'", () => {
    const html = wrap(`<h2>Veelgestelde vragen</h2><div class="accordion">
      <div class="item"><button class="accordion-button" aria-expanded="false">Wat kost een testament?</button>
        <div class="accordion-body"><p>Een standaard testament kost bij ons € 395 exclusief btw.</p></div></div>
      <div class="item"><button data-bs-toggle="collapse">Moet ik een afspraak maken?</button>
        <div class="collapse"><p>Ja, we werken alleen op afspraak.</p></div></div></div>
      <button type="submit">Verstuur</button>`);
    const facts = assembleSiteFacts([extractPageFacts(html, `${ORIGIN}/`)]);
    expect(
      facts.filter((fact) => fact.kind === "faq").map((fact) => [fact.question, fact.answer]),
    ).toEqual([
      ["Wat kost een testament?", "Een standaard testament kost bij ons € 395 exclusief btw."],
      ["Moet ik een afspraak maken?", "Ja, we werken alleen op afspraak."],
    ]);
    expect(names(facts, "price")).toEqual(["Een standaard testament"]);
  });

  it("a service page under 'particulieren' or 'zakelijk' is an offering of its own", () => {
    const page = (title: string, text: string) =>
      `<!DOCTYPE html><html lang="nl"><title>${title} | Notariskantoor Bakker</title><body><main><h1>${title}</h1><p>${text}</p></main></body></html>`;
    const facts = assembleSiteFacts([
      extractPageFacts(
        page("Testament", "Met een testament bepaalt u zelf wie wat erft."),
        `${ORIGIN}/particulieren/testament`,
      ),
      extractPageFacts(
        page("Statutenwijziging", "Wij passen de statuten van uw bv of stichting aan."),
        `${ORIGIN}/zakelijk/statutenwijziging`,
      ),
    ]);
    expect(rows(facts, "offering")).toEqual([
      [
        "Testament",
        null,
        "Met een testament bepaalt u zelf wie wat erft.",
        "/particulieren/testament",
      ],
      [
        "Statutenwijziging",
        null,
        "Wij passen de statuten van uw bv of stichting aan.",
        "/zakelijk/statutenwijziging",
      ],
    ]);
  });

  it("a snack bar's menu without euro signs, and a bare number elsewhere is no price", () => {
    const html = wrap(`<h1>Snackbar 't Hoekje</h1><h2>Menu</h2>
      <h3>Snacks</h3><ul><li>Frikandel 2,20</li><li>Kroket 2,40</li></ul>
      <h3>Friet</h3><p>Friet klein 2,75<br>Friet groot 3,95</p>
      <h2>Over ons</h2><p>Onze vaste klant bestelt al jaren patat 1,50</p>`);
    const facts = assembleSiteFacts([extractPageFacts(html, `${ORIGIN}/`)]);
    expect(rows(facts, "price")).toEqual([
      ["Frikandel", 220, "Frikandel € 2,20", "/"],
      ["Kroket", 240, "Kroket € 2,40", "/"],
      ["Friet klein", 275, "Friet klein € 2,75", "/"],
      ["Friet groot", 395, "Friet groot € 3,95", "/"],
    ]);
  });

  it("text in side-by-side elements stays apart: opening hours laid out in spans", () => {
    const html = wrap(`<h2>Openingstijden</h2><ul>
      <li><span class="dag">Maandag</span><span class="tijd">13:00 - 18:00</span></li>
      <li><span class="dag">Dinsdag t/m vrijdag</span><span class="tijd">09:00 - 18:00</span></li></ul>`);
    const facts = assembleSiteFacts([extractPageFacts(html, `${ORIGIN}/`)]);
    expect(rows(facts, "opening-hours")).toEqual([
      [null, null, "Maandag 13:00 - 18:00; Dinsdag t/m vrijdag 09:00 - 18:00", "/"],
    ]);
  });
});
