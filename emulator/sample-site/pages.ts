/**
 * The pages of the sample site: a small Dutch bakery with a few of the SEO problems a real SME
 * site has (a page without meta description, an image without alt text, a 'klik hier' link, a
 * skipped heading level), so the first report and the drafts' internal links have something real
 * to show when `npm run dev` runs without internet; its prices, hours and FAQ are site facts the
 * drafts can use.
 */
export interface SamplePage {
  path: string;
  title: string;
  description: string | null;
  body: string;
}

const NAV = `<nav><a href="/">Home</a> <a href="/assortiment">Assortiment</a>
<a href="/taart-bestellen">Taart bestellen</a> <a href="/over-ons">Over ons</a>
<a href="/blog/desembrood-bewaren">Blog</a> <a href="/contact">Contact</a></nav>`;

export const SAMPLE_PAGES: readonly SamplePage[] = [
  {
    path: "/",
    title: "Bakkerij De Korenschoof – ambachtelijke bakker in Utrecht",
    description:
      "Ambachtelijke bakkerij in Utrecht: elke ochtend vers desembrood, banket en taarten op bestelling. Bestel online en haal op in onze winkel aan de Twijnstraat.",
    body: `<h1>Ambachtelijke bakker in Utrecht</h1>
<p>Elke ochtend om zes uur staat ons brood vers in de winkel. We bakken met desem, tijd en
biologisch meel uit de Betuwe.</p>
<img src="/winkel.jpg" alt="De winkel van Bakkerij De Korenschoof aan de Twijnstraat" width="640" height="360">
<h2>Vers van de bakker</h2>
<p>Bekijk ons <a href="/assortiment">assortiment brood en banket</a> of
<a href="/taart-bestellen">bestel een taart voor je feest</a>.</p>`,
  },
  {
    path: "/assortiment",
    title: "Assortiment brood en banket | Bakkerij De Korenschoof",
    description: null,
    body: `<h1>Ons assortiment</h1>
<h3>Desembrood</h3>
<p>Volkoren desem, spelt desem en ons Utrechts roggebrood, elke dag vers.</p>
<ul>
<li>Volkoren desem (800 gram) € 4,25</li>
<li>Spelt desem (600 gram) € 4,75</li>
<li>Utrechts roggebrood € 3,95</li>
</ul>
<img src="/desembrood.jpg" width="640" height="360">
<h3>Banket</h3>
<p>Appeltaart, tompoucen en in december natuurlijk banketstaaf.</p>
<ul>
<li>Appeltaart (8 personen) € 17,50</li>
<li>Tompouce € 2,60</li>
</ul>`,
  },
  {
    path: "/taart-bestellen",
    title: "Taart bestellen in Utrecht",
    description:
      "Bestel een verjaardagstaart, bruidstaart of fotaart bij Bakkerij De Korenschoof in Utrecht. Twee dagen van tevoren bestellen, ophalen in de winkel of laten bezorgen.",
    body: `<h1>Taart bestellen</h1>
<p>Bestel uiterlijk twee dagen van tevoren. Voor bruidstaarten plannen we graag een proeverij.</p>
<p>Wil je weten wat het kost? <a href="/contact">Klik hier</a>.</p>
<h2>Kan ik een taart laten bezorgen?</h2>
<p>Ja, binnen Utrecht bezorgen we taarten op zaterdag.</p>`,
  },
  {
    path: "/over-ons",
    title: "Over ons",
    description:
      "Bakkerij De Korenschoof is sinds 1987 een familiebedrijf in Utrecht. Lees hoe we bakken: met desem, tijd, biologisch meel en zonder onnodige toevoegingen.",
    body: `<h1>Over Bakkerij De Korenschoof</h1>
<p>Sinds 1987 bakken we in hetzelfde pand aan de Twijnstraat, nu in de tweede generatie.</p>`,
  },
  {
    path: "/blog/desembrood-bewaren",
    title: "Desembrood bewaren: zo blijft het langer vers",
    description:
      "Hoe bewaar je desembrood zodat het dagen lekker blijft? Tips van onze bakkers over de broodtrommel, de vriezer en het opbakken van een halve desem.",
    body: `<h1>Desembrood bewaren</h1>
<h2>In de broodtrommel</h2>
<p>Bewaar desembrood met het snijvlak naar beneden in een linnen zak of broodtrommel.</p>
<h2>In de vriezer</h2>
<p>Snijd het brood eerst en vries het in porties in.</p>`,
  },
  {
    path: "/contact",
    title: "Contact en openingstijden | Bakkerij De Korenschoof",
    description:
      "Bakkerij De Korenschoof, Twijnstraat 12 in Utrecht. Open van dinsdag tot en met zaterdag van 7.00 tot 17.00 uur. Bel 030 123 45 67 of mail ons je vraag.",
    body: `<h1>Contact</h1>
<p>Twijnstraat 12, 3511 ZL Utrecht — 030 123 45 67</p>
<p>Open van dinsdag tot en met zaterdag van 7.00 tot 17.00 uur. Op maandag en zondag zijn we gesloten.</p>`,
  },
];

export function renderSamplePage(page: SamplePage): string {
  const description = page.description
    ? `<meta name="description" content="${page.description}">`
    : "";
  return `<!DOCTYPE html>
<html lang="nl">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${page.title}</title>
${description}
</head>
<body>
<header>${NAV}</header>
<main>${page.body}</main>
<footer><p>© Bakkerij De Korenschoof</p></footer>
</body>
</html>`;
}
