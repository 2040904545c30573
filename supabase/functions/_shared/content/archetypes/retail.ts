/**
 * Retail: shops and web shops (clothing, bikes, flowers, furniture, gifts). Readers are buyers:
 * the advice is about choosing the right product, advice in the shop, delivery and pick-up,
 * returns and exchange, and looking after what they bought, never about quotes or bookings.
 */
import { GUIDE_TOPIC } from "./common.ts";
import type { ArchetypeContent } from "./types.ts";

export const RETAIL: ArchetypeContent = {
  words: {
    klanten: "klanten",
    aanbieder: "winkel",
    aanbod: "ons assortiment",
    beginnen: "langskomen of bestellen",
    bezoek: "een bezoek aan de winkel",
    plaatsZin: "{U} vindt onze winkel in",
  },
  intro: [
    [
      "[Een goede aankoop|Een aankoop waar {u} lang plezier van hebt] [begint bij|draait om] [goed advies en een eerlijk aanbod|de juiste keuze en goed advies].",
      "[De keuze is groot|Er is veel keuze], [dus|en daarom] [helpt het|is het prettig] om [vooraf te weten|te weten] waar {u} op let.",
    ],
    [
      "In dit artikel [delen we|vertellen we] wat we [in de winkel|aan de toonbank|van klanten] [het vaakst|elke week] [horen|gevraagd krijgen].",
      "[We beantwoorden|We horen|Ons team beantwoordt|Ons team hoort] die vragen [dagelijks|elke dag|bijna elke dag] [in de winkel|aan de kassa|per mail en telefoon].",
    ],
  ],
  opening: {
    id: "onderwerp",
    headings: [
      "{K}: waar {inv:let} op?",
      "{K}: [zo {inv:kiest} goed|wat {inv:moet} weten?]",
      "{K} [in het kort|uitgelegd]",
    ],
    summary: "waar {u} op let",
    blocks: [
      {
        p: [
          [
            "Bij {product} [zit|schuilt] het verschil [vaak in de details|in wat {u} niet meteen ziet]: [materiaal, afwerking en pasvorm|kwaliteit, gebruiksgemak en duurzaamheid].",
            "Of {u} lang plezier hebt van {product}, hangt [vooral|grotendeels] af van [de keuze die {u} vooraf maakt|een goede keuze vooraf].",
          ],
          [
            "[Vraag|Informeer] in de winkel [gerust|altijd] naar [de verschillen tussen de modellen|het verschil tussen vergelijkbare producten]: [een goede verkoper|een vakkundige verkoper] [legt dat graag uit|vertelt dat eerlijk].",
            "[Een goede winkel|Een vakwinkel] [neemt de tijd|maakt tijd] om [samen met {u}|met {u}] [te kijken wat past|uit te zoeken wat bij {u} past].",
          ],
          [
            "Zo [{inv:koopt}|{inv:kiest}] [met vertrouwen|zonder spijt achteraf].",
            "[Even vergelijken|Rustig vergelijken] [loont|voorkomt een miskoop].",
          ],
          [
            "[Een eerlijk advies|Goed advies] [kan ook zijn|betekent soms] dat {u} [iets anders kiest|een ander model neemt] dan [{u} van plan was|{u} dacht].",
            "[Neem|Gun {uzelf}] [de tijd|rustig de tijd] om [te vergelijken|te kiezen]: [haast|een snelle keuze] [leidt vaak tot spijt|werkt zelden goed].",
          ],
        ],
      },
    ],
  },
  sections: [
    {
      id: "duurzaam",
      topic: /duurzaam|tweedehands|repar|lang mee|kwaliteit/i,
      headings: [
        "[Duurzaam kopen|Kopen voor de lange termijn]",
        "[Lang plezier|Kwaliteit] boven kwantiteit",
      ],
      summary: "hoe {u} duurzaam koopt",
      blocks: [
        {
          p: [
            [
              "[Een product dat lang meegaat|Kwaliteit die lang meegaat] [is vaak voordeliger|is op termijn vaak goedkoper] dan [steeds iets nieuws kopen|een goedkope vervanger].",
              "[Vraag|Informeer] [of onderdelen verkrijgbaar zijn|of reparatie mogelijk is] [als er later iets stukgaat|voor het geval er iets kapotgaat].",
            ],
            [
              "[Goede materialen|Degelijke materialen] en [een goede afwerking|nette afwerking] {inv:ziet} [vaak pas bij gebruik|meestal pas na een tijdje].",
              "[Een verkoper|Een goede verkoper] [vertelt eerlijk|legt eerlijk uit] [wat een product wel en niet kan|hoe lang iets meegaat bij normaal gebruik].",
            ],
          ],
        },
      ],
    },
    {
      id: "kiezen",
      topic: /kies|kiezen|keuze|vergelijk|beste|welke|soort|model/i,
      headings: [
        "[Het juiste product kiezen|De juiste keuze maken]",
        "[Zo {inv:kiest}|Hoe {inv:kiest}] wat bij {u} past",
      ],
      summary: "hoe {u} kiest wat bij {u} past",
      blocks: [
        {
          p: [
            [
              "[Begin|Start] [bij de vraag|met de vraag] waarvoor {u} het [gaat gebruiken|nodig hebt]: [dat bepaalt meer|dat zegt meer] dan [de prijs of het merk|het merk of de uitstraling].",
              "[Wie vooraf weet|Als {u} vooraf weet] [waarvoor {u} iets gebruikt|wat {u} ermee wilt], [kiest sneller en beter|kiest vaak beter].",
            ],
            [
              "[Vergelijk|Leg] [een paar opties|enkele modellen] naast elkaar [en let op|en kijk naar] [materiaal, gebruiksgemak en onderhoud|kwaliteit en gebruiksgemak].",
              "[Voelen, passen en proberen|Passen, proberen en vergelijken] [in de winkel|ter plekke] [zegt vaak meer|vertelt vaak meer] dan [een foto online|een productfoto].",
            ],
            [
              "[{Inv:twijfelt}|Lastig kiezen]? [Vraag|Laat {uzelf} adviseren door] [een verkoper|ons team]: [die kent de producten|wij kennen de producten] [door en door|als geen ander].",
            ],
            [
              "[Lees|Bekijk] [ook|gerust] [ervaringen van andere klanten|reviews], [maar|en] [vertrouw uiteindelijk op|kijk vooral naar] wat [bij {u} past|{u} zelf nodig hebt].",
              "[Een duurder product|Een hogere prijs] [is niet altijd beter|zegt niet alles]; [de juiste keuze|een goede keuze] [past bij {uw} gebruik|hangt af van hoe {u} het gebruikt].",
            ],
          ],
        },
        {
          ul: [
            ["Bepaal [eerst|vooraf] waarvoor {u} het gebruikt."],
            ["[Vergelijk|Bekijk] [een paar|enkele] opties naast elkaar."],
            ["[Pas|Probeer] [in de winkel|het eerst uit] als dat kan."],
            [
              "Vraag naar [de verschillen|het verschil] tussen [de modellen|vergelijkbare producten].",
            ],
            ["[Vraag|Informeer] hoe {u} het onderhoudt."],
          ],
          take: 3,
        },
      ],
    },
    {
      id: "advies",
      topic: /advies|hulp|winkel|personeel|verkoper/i,
      headings: [
        "[Advies in de winkel|Persoonlijk advies]",
        "[Waarom|Wanneer] advies [loont|het verschil maakt]",
      ],
      summary: "wat persoonlijk advies [oplevert|waard is]",
      blocks: [
        {
          p: [
            [
              "[Online lijkt alles op elkaar|Op een foto lijken producten vaak op elkaar]; [in de winkel|met advies] {inv:ziet} [de verschillen|waar het verschil zit].",
              "[Een goed gesprek|Een goed advies] [voorkomt|scheelt] [een miskoop|teleurstelling achteraf] en [vaak ook|soms ook] [een extra rit|een retourzending].",
            ],
            [
              "[Vertel|Beschrijf] [wat {u} zoekt|waarvoor {u} het nodig hebt] en [wat {u} belangrijk vindt|waar {u} op let]: [dan|zo] [kunnen we|kan een verkoper] [gericht adviseren|gericht meedenken].",
              "[Neem|Breng] [gerust|eventueel] [iets mee ter vergelijking|een voorbeeld mee] [als dat helpt|als dat handig is].",
            ],
            [
              "[Een verkoper|Een goede verkoper] [vraagt|wil weten] [hoe {u} het gaat gebruiken|waarvoor {u} het zoekt] [voordat hij iets aanraadt|en adviseert daarna pas].",
              "[Advies|Persoonlijk advies] [kost niets extra|is gewoon onderdeel van de service] [in een goede winkel|bij een vakwinkel].",
            ],
          ],
        },
      ],
    },
    {
      id: "bezorgen",
      topic: /bezorg|lever|bestel|ophal|afhal|verzend|online/i,
      headings: [
        "Bestellen, bezorgen en ophalen",
        "[Online bestellen|Bestellen] en [afhalen|laten bezorgen]",
      ],
      summary: "hoe bestellen, bezorgen en ophalen [werkt|gaat]",
      blocks: [
        {
          p: [
            [
              "[Bestellen|Online bestellen] [is handig|gaat snel], maar [vraag bij twijfel|vraag bij grote aankopen] [gerust|altijd] [om advies|naar de mogelijkheden].",
              "Bij een bestelling {inv:wilt} weten [wanneer het komt|wanneer {u} het in huis hebt] en [hoe het geleverd wordt|hoe het bij {u} komt].",
            ],
            [
              "[Controleer|Bekijk] [bij het bestellen|vooraf] [de levertijd|wanneer het geleverd wordt] en [of ophalen in de winkel ook kan|of afhalen mogelijk is].",
              "[Afhalen in de winkel|Zelf ophalen] [is soms sneller|kan soms sneller] en [geeft|biedt] [de kans|meteen de kans] om [het product te bekijken|alles even te controleren].",
            ],
            [
              "[Bij grote|Voor grote] [of kwetsbare|of zware] [producten|aankopen] [is bezorgen|is laten bezorgen] [vaak het prettigst|vaak de beste keuze].",
              "[Controleer|Bekijk] [bij ontvangst|bij het uitpakken] [meteen|direct] of alles [compleet en onbeschadigd is|in orde is].",
            ],
          ],
        },
      ],
    },
    {
      id: "ruilen",
      topic: /ruil|retour|terug|omruil|past niet/i,
      headings: ["Ruilen en retourneren", "[Past het niet|Toch niet goed]? Ruilen en retour"],
      summary: "hoe ruilen en retourneren [werkt|gaat]",
      blocks: [
        {
          p: [
            [
              "[Past het toch niet|Valt het toch tegen] [of is het niet wat {u} zocht|of is het niet wat {u} verwachtte]? [Vraag|Lees] [vooraf|bij aankoop] [hoe ruilen werkt|wat de ruilvoorwaarden zijn].",
              "[Bewaar|Houd] [de bon|het aankoopbewijs] en [de verpakking|de originele verpakking] [even|een tijdje] [bij de hand|apart]: [dat maakt ruilen eenvoudig|dan is ruilen eenvoudig].",
            ],
            [
              "[De voorwaarden voor ruilen|Ruilvoorwaarden] [verschillen per winkel|zijn niet overal hetzelfde]; [een goede winkel|een eerlijke winkel] [legt ze duidelijk uit|vermeldt ze duidelijk].",
            ],
            [
              "[{Inv:twijfelt} nog|{Inv:weet} het nog niet zeker]? [Vraag|Informeer] [bij het afrekenen|vooraf] [of ruilen mogelijk is|naar de mogelijkheden om te ruilen].",
              "[Een winkel|Een goede winkel] die [ruilen eenvoudig maakt|soepel omgaat met ruilen], [neemt zijn klanten serieus|denkt mee met de klant].",
            ],
          ],
        },
      ],
    },
    {
      id: "onderhouden",
      topic: /onderhoud|verzorg|schoonma|bewaar|lang mee/i,
      headings: [
        "[Lang plezier|Langer plezier] van {uw} aankoop",
        "Verzorgen en [onderhouden|bewaren]",
      ],
      summary: "hoe {u} [lang plezier hebt van|zuinig bent op] {uw} aankoop",
      blocks: [
        {
          p: [
            [
              "[Goede verzorging|De juiste verzorging] [maakt|scheelt] [veel uit|een groot verschil] voor [hoe lang iets meegaat|de levensduur].",
              "[Lees|Bekijk] [de gebruiksaanwijzing|het verzorgingsadvies] [en vraag bij twijfel|en vraag gerust] [om uitleg|hoe {u} het onderhoudt].",
            ],
            [
              "[Kleine moeite|Een beetje aandacht] [regelmatig|af en toe] [voorkomt|scheelt] [grote problemen|slijtage] [later|op termijn].",
            ],
            [
              "[Bewaar|Houd] [de gebruiksaanwijzing|het verzorgingsadvies] [bij de hand|op een vaste plek], [zodat {u} het later terugvindt|voor als {u} het later nodig hebt].",
              "[{Inv:twijfelt} over een schoonmaakmiddel|{Inv:weet} niet wat {u} mag gebruiken]? [Vraag het eerst|Vraag het in de winkel] [voordat {u} iets probeert|voordat {u} begint].",
            ],
          ],
        },
      ],
    },
    {
      id: "winkelbezoek",
      topic: /winkel|bezoek|langskomen|kijken|proberen|passen/i,
      headings: [
        "[Een bezoek aan de winkel|Langs in de winkel]",
        "[Zo {inv:haalt} het meeste uit {uw} winkelbezoek|Goed voorbereid naar de winkel]",
      ],
      summary:
        "[hoe {u} het meeste uit een winkelbezoek haalt|wat een bezoek aan de winkel oplevert]",
      blocks: [
        {
          p: [
            [
              "[In de winkel|Ter plekke] [wordt zichtbaar wat een foto niet laat zien|is vergelijken, proberen en vragen stellen eenvoudig].",
              "[Neem|Breng] [gerust|eventueel] [mee waarvoor {u} het zoekt|een voorbeeld mee], [dan kunnen we gerichter adviseren|zo wordt het advies concreter].",
            ],
            [
              "[Rustige momenten|Doordeweekse ochtenden] [geven vaak meer tijd voor advies|zijn ideaal voor een uitgebreid gesprek]; [op drukke dagen|op zaterdag] [is het soms even wachten|is het gezelliger maar drukker].",
            ],
            [
              "[{Inv:weet} al wat {u} wilt|{Inv:heeft} al een keuze gemaakt]? [Vraag dan of het op voorraad is|Bel dan even of het er is], [zodat {u} niet voor niets komt|dan ligt het voor {u} klaar].",
            ],
          ],
        },
      ],
    },
    {
      id: "cadeau",
      topic: /cadeau|geschenk|verjaardag|kerst|sinterklaas|moederdag|vaderdag|feest/i,
      headings: [
        "[Een cadeau kiezen|Iets moois om te geven]",
        "[Op zoek naar|Tips voor] een cadeau",
      ],
      summary: "hoe {u} een cadeau kiest",
      blocks: [
        {
          p: [
            [
              "[Een cadeau kiezen|Iets uitzoeken voor een ander] [is leuk|is een kunst], [zeker als {u} weet|vooral als {u} weet] [wat de ander mooi vindt|waar de ander van houdt].",
              "[Vertel|Beschrijf] [in de winkel|ons] [voor wie het is|wie {u} verrast] en [waar diegene van houdt|wat diegene graag doet]: [dan denken we mee|dan zoeken we samen].",
            ],
            [
              "[Vraag|Informeer] [ook|meteen] [of ruilen kan|naar de ruilmogelijkheden], [voor het geval dat|mocht het toch niet passen].",
            ],
            [
              "[Een cadeaubon|Een bon] [is een goede oplossing|werkt goed] als {u} [twijfelt|het echt niet weet].",
              "[Vraag|Informeer] [of het product ingepakt kan worden|naar inpakken], [dan is het meteen klaar om te geven|dan is er verder niets meer aan te doen].",
            ],
          ],
        },
      ],
    },
  ],
  faq: [
    {
      q: ["Kan ik advies krijgen in de winkel?"],
      a: [
        [
          "[Zeker|Graag]: [vertel wat {u} zoekt|beschrijf waarvoor {u} het nodig hebt], dan [denken we mee|laten we de mogelijkheden zien].",
        ],
      ],
    },
    {
      q: ["Kan ik iets laten apart leggen?"],
      a: [
        [
          "[Vraag het ons gerust|Neem even contact op]: [vaak kan dat|meestal lukt dat] [voor een korte tijd|tot {u} langskomt].",
        ],
      ],
    },
    {
      q: ["Kan ik [een product|iets] [eerst bekijken|in de winkel bekijken]?"],
      a: [
        [
          "[Kom gerust langs|Loop gerust binnen]: [in de winkel|bij ons] {inv:kunt} [producten bekijken en vergelijken|rustig kijken en vergelijken].",
        ],
      ],
    },
    {
      q: ["Kan ik [ruilen|iets ruilen] als het niet past?"],
      a: [
        [
          "[Vraag|Lees] [bij aankoop|vooraf] [naar de ruilvoorwaarden|hoe ruilen werkt]; [bewaar|houd] [de bon|het aankoopbewijs] [goed|bij de hand].",
        ],
      ],
    },
    {
      q: ["Kan ik online bestellen en in de winkel ophalen?"],
      a: [
        [
          "[Vraag het ons gerust|Neem even contact op]: [we vertellen|{U} hoort] [welke mogelijkheden er zijn|wat er kan].",
        ],
      ],
    },
    {
      q: ["Krijg ik advies bij [mijn keuze|het kiezen]?"],
      a: [
        [
          "[Zeker|Graag]: [vertel wat {u} zoekt|beschrijf waarvoor {u} het nodig hebt], dan [denken we met {u} mee|zoeken we samen wat past].",
        ],
      ],
    },
    {
      q: ["Hoe [verzorg|onderhoud] ik mijn aankoop?"],
      a: [
        [
          "[Vraag|Informeer] [bij aankoop|in de winkel] naar [het verzorgingsadvies|de beste verzorging]; [we leggen het graag uit|we vertellen het graag].",
        ],
      ],
    },
  ],
  checklist: [
    ["Bepaal [vooraf|eerst] waarvoor {u} het gebruikt."],
    ["[Vergelijk|Bekijk] [een paar|enkele] opties."],
    ["Vraag om advies als {u} twijfelt."],
    ["[Controleer|Bekijk] de levertijd."],
    ["Bewaar [de bon|het aankoopbewijs]."],
    ["Vraag naar [het verzorgingsadvies|de verzorging]."],
  ],
  conclusion: [
    [
      "[Met|Door] [een beetje voorbereiding|wat voorbereiding] en [goed advies|een goed gesprek in de winkel] [{inv:maakt}|{inv:doet}] [een aankoop waar {u} lang plezier van hebt|een goede aankoop].",
      "[Vergelijk, vraag en kies|Vraag, vergelijk en kies] [rustig|zonder haast]: [zo|dan] [wordt {uw} aankoop een succes|{inv:hebt} lang plezier van {uw} aankoop].",
    ],
  ],
  topics: [
    {
      angle: "kiezen",
      titles: ["{K}: zo {inv:kiest} wat bij {u} past", "{K}: waar {inv:let} op bij het kiezen?"],
    },
    { angle: "advies", titles: ["{K}: advies uit de winkel", "{K}: waarom advies loont"] },
    {
      angle: "bezorgen",
      titles: ["{K}: bestellen, bezorgen en ophalen", "{K}: online bestellen of in de winkel?"],
    },
    { angle: "ruilen", titles: ["{K}: ruilen en retourneren", "{K}: wat als het niet past?"] },
    {
      angle: "onderhouden",
      titles: ["{K}: zo {inv:hebt} er lang plezier van", "{K}: verzorgen en onderhouden"],
    },
    { angle: "cadeau", titles: ["{K}: tips voor een cadeau", "{K}: een cadeau kiezen"] },
    { angle: "vragen", titles: ["{K}: veelgestelde vragen", "{K}: antwoorden uit de winkel"] },
    {
      angle: "kosten",
      titles: ["{K}: prijzen en keuzes", "{K}: wat kost het?"],
      needsPrices: true,
    },
    GUIDE_TOPIC,
  ],
};
