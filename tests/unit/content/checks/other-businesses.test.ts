import { describe, expect, it } from "vitest";
import { qualityChecks } from "../../../../supabase/functions/_shared/content/checking/quality-checks.ts";
import type { CheckerProfile } from "../../../../supabase/functions/_shared/content/checking/types.ts";
import type { SiteFact } from "../../../../supabase/functions/_shared/contract/site-facts.ts";
import type { PostBrief } from "../../../../supabase/functions/_shared/content/types.ts";
import { siteFact } from "./bakery-facts.ts";

/**
 * The checker must say yes to a good post of any kind of business, not only the bakery it was
 * first tried on: a plumber and an accountant (formal), a physiotherapist, a driving school and
 * a restaurant (informal), each writing plainly about what their own site says. A check that fails these would send every
 * post of such a business to 'Controle nodig'.
 */
const fact = (...args: [string, SiteFact["kind"], string, string, Partial<SiteFact>?]) =>
  siteFact("https://voorbeeld.nl", ...args);

interface Case {
  profile: CheckerProfile;
  brief: PostBrief;
  facts: SiteFact[];
  markdown: string;
}

const PLUMBER: Case = {
  profile: {
    businessName: "Loodgietersbedrijf Van Dam",
    websiteUrl: "https://voorbeeld.nl/",
    sector: "Bouw en installatie",
    region: "Amersfoort",
    tone: "formal",
    keywords: ["loodgieter amersfoort", "lekkage verhelpen"],
    description: "Loodgieter voor lekkages, afvoer en cv-ketels in Amersfoort en omgeving.",
    offerings: ["Lekkage verhelpen", "Ontstoppen", "Cv-ketel onderhoud"],
    archetype: "trades",
  },
  brief: {
    topic: "Lekkage in huis: wat u zelf doet en wanneer u ons belt",
    focusKeyword: "lekkage verhelpen",
    secondaryKeywords: ["loodgieter amersfoort"],
  },
  facts: [
    fact("p-lek", "offering", "Wij sporen lekkages op zonder te breken.", "/lekkage", {
      name: "Lekkage",
    }),
    fact("p-storing", "claim", "Bij een storing zijn wij binnen 4 uur bij u.", "/spoed"),
    fact("p-voorrijden", "price", "Voorrijkosten € 45", "/tarieven", {
      name: "Voorrijkosten",
      priceCents: 4500,
    }),
    fact("p-leusden", "place", "Leusden", "/werkgebied", { name: "Leusden" }),
  ],
  markdown: `# Lekkage verhelpen: wat u zelf doet en wanneer u ons belt

Een lekkage in huis wilt u snel verhelpen. In dit artikel leest u wat u zelf kunt doen en wanneer u beter een loodgieter in Amersfoort belt.

## Eerst de hoofdkraan dicht

Ziet u water op de vloer of een natte plek op het plafond? Draai dan eerst de hoofdkraan dicht. Die zit meestal bij de watermeter in de meterkast. Zet daarna een emmer onder het lek en leg handdoeken neer. Zo beperkt u de schade.

## Lekkage verhelpen zonder te breken

Vaak zit een lek achter een muur of onder een vloer. Wij sporen lekkages op zonder te breken. Met een warmtecamera en een vochtmeter zien we waar het water vandaan komt. Pas dan openen we de muur, en alleen op die ene plek.

## Wanneer belt u ons?

Lekt het water door naar de buren, of stopt het niet na het dichtdraaien van de kraan? Bel ons dan meteen. Bij een storing zijn wij binnen 4 uur bij u. De voorrijkosten zijn € 45. We werken in Amersfoort en in Leusden.

## Na de reparatie

Laat een natte muur goed drogen voordat u gaat schilderen. Zet een raam open en stook de kamer normaal. Twijfelt u of alles droog is? Wij meten het graag voor u na.
`,
};

const PHYSIO: Case = {
  profile: {
    businessName: "Fysiotherapie De Brug",
    websiteUrl: "https://voorbeeld.nl/",
    sector: "Zorg en welzijn",
    region: "Zwolle",
    tone: "informal",
    keywords: ["fysiotherapie zwolle", "rugklachten"],
    description: "Fysiotherapie voor rug, nek en sportblessures in Zwolle.",
    offerings: ["Fysiotherapie", "Dry needling", "Sportrevalidatie"],
    archetype: "care",
  },
  brief: {
    topic: "Rugklachten: wat helpt echt?",
    focusKeyword: "rugklachten",
    secondaryKeywords: ["fysiotherapie zwolle"],
  },
  facts: [
    fact(
      "f-verwijzing",
      "claim",
      "Je kunt bij ons terecht zonder verwijzing van de huisarts.",
      "/werkwijze",
    ),
    fact("f-dry", "offering", "Dry needling bij vastzittende spieren.", "/behandelingen", {
      name: "Dry needling",
    }),
    fact(
      "f-avond",
      "opening-hours",
      "Maandag tot en met donderdag open tot 20.00 uur.",
      "/contact",
    ),
    fact("f-faq", "faq", "Vergoedt mijn zorgverzekeraar fysiotherapie?", "/vragen", {
      question: "Vergoedt mijn zorgverzekeraar fysiotherapie?",
      answer: "Dat hangt af van je aanvullende verzekering.",
    }),
  ],
  markdown: `# Rugklachten: wat helpt echt?

Rugklachten komen veel voor. Vaak gaan ze vanzelf over, maar soms blijven ze hangen. Dan helpt fysiotherapie in Zwolle je weer op weg.

## Blijf in beweging

Rust lijkt logisch bij pijn in je rug. Toch herstel je sneller als je blijft bewegen. Wandel elke dag een stukje en wissel zitten en staan af. Zo blijven je spieren soepel.

## Wanneer kom je bij ons?

Heb je na een paar weken nog last? Of straalt de pijn uit naar je been? Maak dan een afspraak. Je kunt bij ons terecht zonder verwijzing van de huisarts. In het eerste gesprek vragen we naar je klachten en je werk. Daarna onderzoeken we je rug.

## Wat we samen doen

We maken een plan dat past bij jouw klachten. Je krijgt oefeningen voor thuis. Zitten je spieren erg vast, dan kan dry needling helpen. Na een paar weken plannen we een vervolgafspraak om te kijken hoe het gaat. Ook na afloop krijg je nazorg: je weet welke oefeningen je blijft doen.

## Vergoedt mijn zorgverzekeraar fysiotherapie?

Dat hangt af van je aanvullende verzekering. Kijk in je polis of bel je verzekeraar. We zijn van maandag tot en met donderdag open tot 20.00 uur, dus je kunt ook na je werk langskomen.
`,
};

const DRIVING: Case = {
  profile: {
    businessName: "Rijschool Vooruit",
    websiteUrl: "https://voorbeeld.nl/",
    sector: "Onderwijs en training",
    region: "Breda",
    tone: "informal",
    keywords: ["rijles breda", "rijbewijs halen"],
    description: "Rijschool voor auto en motor in Breda.",
    offerings: ["Autorijles", "Motorrijles", "Faalangsttraining"],
    archetype: "training",
  },
  brief: {
    topic: "Zo haal je je rijbewijs in één keer",
    focusKeyword: "rijbewijs halen",
    secondaryKeywords: ["rijles breda"],
  },
  facts: [
    fact("r-proef", "offering", "Gratis proefles van een uur.", "/proefles", { name: "Proefles" }),
    fact("r-pakket", "price", "Pakket van 20 lessen € 1.150", "/tarieven", {
      name: "Pakket van 20 lessen",
      priceCents: 115000,
    }),
    fact("r-faal", "offering", "Faalangsttraining voor je examen.", "/faalangst", {
      name: "Faalangsttraining",
    }),
  ],
  markdown: `# Zo haal je je rijbewijs in één keer

Je rijbewijs halen in één keer? Dat lukt het best met een goede voorbereiding. Hier lees je hoe je dat aanpakt met rijles in Breda.

## Begin met een proefles

Twijfel je nog? Begin dan met een proefles. Bij ons is dat een gratis proefles van een uur. Je rijdt meteen zelf en je instructeur ziet wat je al kunt. Daarna weet je ongeveer hoeveel lessen je nodig hebt.

## Rij vaak en regelmatig

Wie twee keer per week rijdt, onthoudt meer dan wie eens per maand gaat. Plan je lessen dus dicht bij elkaar. Veel leerlingen kiezen een pakket van 20 lessen voor € 1.150. Zo zit je vast aan een vast ritme.

## Oefen de lastige stukken

Elke stad heeft plekken die spannend zijn. Denk aan drukke rotondes en smalle straten in het centrum. Vraag je instructeur om daar vaker te rijden. Hoe vaker je er bent, hoe rustiger je blijft.

## Zenuwen voor het examen

Word je erg zenuwachtig van een examen? Dat is heel normaal. Met onze faalangsttraining leer je rustig blijven als het spannend wordt. Je oefent het examen vooraf, zodat de dag zelf minder nieuw voelt.
`,
};

const RESTAURANT: Case = {
  profile: {
    businessName: "Restaurant De Kade",
    websiteUrl: "https://voorbeeld.nl/",
    sector: "Horeca",
    region: "Harderwijk",
    tone: "informal",
    keywords: ["restaurant harderwijk", "vis eten"],
    description: "Visrestaurant aan de haven van Harderwijk.",
    offerings: ["Lunch", "Diner", "Vismenu"],
    archetype: "horeca",
  },
  brief: {
    topic: "Vis eten aan de haven: waar let je op?",
    focusKeyword: "vis eten",
    secondaryKeywords: ["restaurant harderwijk"],
  },
  facts: [
    fact("h-vis", "claim", "Onze vis komt elke ochtend van de afslag in Urk.", "/over-ons"),
    fact("h-menu", "price", "Driegangen vismenu € 39,50", "/menu", {
      name: "Vismenu",
      priceCents: 3950,
    }),
    fact("h-terras", "claim", "Ons terras ligt direct aan het water.", "/"),
    fact("h-open", "opening-hours", "Woensdag tot en met zondag vanaf 12.00 uur.", "/contact"),
  ],
  markdown: `# Vis eten aan de haven: waar let je op?

Vis eten smaakt het best als de vis vers is. Maar hoe weet je dat? In dit stuk lees je waar je op let, en wat je bij ons restaurant in Harderwijk kunt verwachten.

## Vraag waar de vis vandaan komt

Een goede kok weet precies waar zijn vis vandaan komt. Onze vis komt elke ochtend van de afslag in Urk. Daardoor wisselt de kaart met wat er die dag gevangen is. Vraag gerust wat vandaag het lekkerst is.

## Kijk naar de kaart

Een korte kaart is vaak een goed teken. De keuken werkt dan met wat vers binnenkomt. Bij ons kies je bijvoorbeeld het driegangen vismenu voor € 39,50. Wil je liever licht eten, neem dan een lunch op het terras.

## Eten met uitzicht

Ons terras ligt direct aan het water. Op een zonnige dag zie je de boten binnenvaren. Kom je met een groep, reserveer dan even van tevoren. We zijn open van woensdag tot en met zondag vanaf 12.00 uur.
`,
};

const ACCOUNTANT: Case = {
  profile: {
    businessName: "Administratiekantoor Jansen",
    websiteUrl: "https://voorbeeld.nl/",
    sector: "Zakelijke dienstverlening",
    region: "Deventer",
    tone: "formal",
    keywords: ["boekhouder zzp", "btw-aangifte"],
    description: "Administratie, btw-aangifte en jaarrekening voor zzp'ers en kleine bedrijven.",
    offerings: ["Boekhouding", "Btw-aangifte", "Jaarrekening"],
    archetype: "professional",
  },
  brief: {
    topic: "Btw-aangifte als zzp'er: zo voorkomt u fouten",
    focusKeyword: "btw-aangifte",
    secondaryKeywords: ["boekhouder zzp"],
  },
  facts: [
    fact("a-vast", "price", "Btw-aangifte per kwartaal € 95", "/tarieven", {
      name: "Btw-aangifte",
      priceCents: 9500,
    }),
    fact("a-portaal", "claim", "U levert uw bonnen aan via ons online portaal.", "/werkwijze"),
    fact("a-gesprek", "claim", "Het eerste gesprek is kosteloos.", "/contact"),
  ],
  markdown: `# Btw-aangifte als zzp'er: zo voorkomt u fouten

De btw-aangifte is voor veel zzp'ers een terugkerende zorg. Met een paar vaste gewoontes voorkomt u de meeste fouten. Lukt het niet alleen, dan helpt een boekhouder voor zzp'ers u verder.

## Bewaar elke bon meteen

De meeste fouten ontstaan doordat bonnen ontbreken. Maak daarom direct een foto van elke bon. U levert uw bonnen aan via ons online portaal. Zo staat alles op één plek en raakt niets kwijt.

## Controleer uw facturen

Kijk voor het einde van het kwartaal of al uw facturen zijn betaald en geboekt. Staat het juiste tarief op elke factuur? Een kleine fout kost later veel tijd om te herstellen.

## Wanneer uitbesteden?

Besteedt u liever geen avonden aan uw administratie? Dan kunt u de aangifte aan ons overlaten. Wij doen de aangifte per kwartaal voor € 95. Het eerste gesprek is kosteloos, zodat u eerst rustig kunt kennismaken.
`,
};

describe("the quality checks on good posts of other kinds of business", () => {
  it.each([
    ["a plumber (formal)", PLUMBER],
    ["a physiotherapist", PHYSIO],
    ["a driving school", DRIVING],
    ["a restaurant", RESTAURANT],
    ["an accountant (formal)", ACCOUNTANT],
  ])("pass %s that writes plainly about its own site", (_name, c) => {
    const report = qualityChecks({
      draft: {
        title: c.brief.topic,
        metaTitle: c.brief.topic,
        metaDescription: "",
        markdown: c.markdown,
      },
      brief: c.brief,
      profile: c.profile,
      facts: c.facts,
      earlierFingerprints: new Set(),
    });
    const failed = report.checks.filter((check) => !check.passed);
    expect(failed.map((check) => [check.id, check.detail])).toEqual([]);
    expect(report.factsUsed.length).toBeGreaterThanOrEqual(3);
  });

  it("still catches a price the plumber's site does not state", () => {
    const report = qualityChecks({
      draft: {
        title: PLUMBER.brief.topic,
        metaTitle: PLUMBER.brief.topic,
        metaDescription: "",
        markdown: PLUMBER.markdown.replace(
          "De voorrijkosten zijn € 45.",
          "Een ontstopping kost € 95.",
        ),
      },
      brief: PLUMBER.brief,
      profile: PLUMBER.profile,
      facts: PLUMBER.facts,
      earlierFingerprints: new Set(),
    });
    expect(report.checks.find((check) => check.id === "unsupported-specifics")?.detail).toBe(
      "Niet gevonden op je website of in je bedrijfsprofiel: “€ 95”. Klopt het, zet het dan eerst op je website; anders haal je het uit de tekst.",
    );
  });
});
