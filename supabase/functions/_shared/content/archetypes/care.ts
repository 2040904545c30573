/**
 * Care: physiotherapists, dentists, GPs, psychologists, dieticians, home care. Readers are
 * clients with a complaint or a care question: the advice is about the first appointment, what
 * to bring, referral and insurance in general terms (check the policy, never a figure), the
 * treatment, exercising at home and choosing a practice. No promises of results.
 */
import { GUIDE_TOPIC } from "./common.ts";
import type { ArchetypeContent } from "./types.ts";

export const CARE: ArchetypeContent = {
  words: {
    klanten: "cliënten",
    aanbieder: "praktijk",
    aanbod: "onze behandelingen",
    beginnen: "een afspraak maken",
    bezoek: "de eerste afspraak",
    plaatsZin: "{U} vindt onze praktijk in",
  },
  intro: [
    [
      "[Klachten|Lichamelijke klachten] [die blijven|die niet overgaan] [vragen om aandacht|verdienen aandacht], [liefst|het liefst] [op tijd|voordat ze erger worden].",
      "Als {u} weet wat {u} kunt verwachten, [{inv:gaat} met meer vertrouwen naar de eerste afspraak|{inv:stapt} met meer vertrouwen de behandelkamer binnen].",
    ],
    [
      "In dit artikel [beantwoorden we|bespreken we] [de vragen|vragen] [die we het vaakst horen|die cliënten ons vaak stellen].",
      "[Onze behandelaars|We] [horen|krijgen] die vragen [bijna dagelijks|elke week] [in de praktijk|aan de telefoon en in de behandelkamer].",
    ],
  ],
  opening: {
    id: "onderwerp",
    headings: [
      "{K}: wat {inv:mag} verwachten?",
      "{K}: [waar {inv:let} op?|wat {inv:moet} weten?]",
      "{K} [in het kort|uitgelegd]",
    ],
    summary: "wat {u} kunt verwachten",
    blocks: [
      {
        p: [
          [
            "Bij {product} [staat {uw} situatie centraal|draait het om {uw} situatie]: [elke cliënt|iedereen] [is anders|heeft andere klachten en doelen].",
            "[Wat {product} voor {u} kan doen|Hoe {product} voor {u} werkt], [hangt af van {uw} klachten en {uw} doelen|verschilt per persoon en per situatie].",
          ],
          [
            "[Daarom|Om die reden] [begint|start] [een behandeling|elk traject] [met een goed gesprek|met vragen over {uw} klachten] en [waar nodig een onderzoek|zo nodig een onderzoek].",
            "[Een goede behandelaar|Een ervaren behandelaar] [legt uit|vertelt] wat er [aan de hand is|speelt] en [wat {u} zelf kunt doen|wat {u} zelf kunt bijdragen].",
          ],
          [
            "Zo [{inv:weet}|{inv:begrijpt}] [wat er gebeurt|waar {u} aan toe bent] en [waarom|wat de volgende stap is].",
          ],
          [
            "[Een behandeling|Goede zorg] [werkt het best|helpt het meest] [als {u} actief meedoet|met {uw} eigen inzet].",
            "[Vraag|Informeer] [gerust|altijd] [naar de mogelijkheden|wat er kan], [ook als {u} nog twijfelt|ook bij twijfel].",
          ],
        ],
      },
    ],
  },
  sections: [
    {
      id: "nazorg",
      topic: /nazorg|na de behandeling|terugval|volhouden|afronden/i,
      headings: [
        "[Na de behandeling|Na afloop]",
        "[Zo {inv:houdt} het resultaat vast|Het resultaat vasthouden]",
      ],
      summary: "hoe {u} het resultaat vasthoudt",
      blocks: [
        {
          p: [
            [
              "[Als de behandeling klaar is|Na de laatste afspraak] [is het belangrijk|helpt het] om [de adviezen vol te houden|in beweging te blijven].",
              "[Kleine signalen|Eerste signalen] van [terugkerende klachten|terugval] verdienen aandacht: [neem op tijd contact op|vraag gerust advies].",
            ],
            [
              "[Een goede afronding|Een afsluitend gesprek] [geeft|biedt] [houvast|rust]: dan {inv:weet} wat {u} zelf kunt doen en [wanneer {u} beter terugkomt|wanneer het verstandig is om terug te komen].",
            ],
          ],
        },
      ],
    },
    {
      id: "afspraak",
      topic: /afspraak|eerste|intake|start|begin|aanmeld/i,
      headings: [
        "[De eerste afspraak|Het eerste bezoek]",
        "[Zo verloopt|Wat gebeurt er bij] de eerste afspraak",
      ],
      summary: "hoe de eerste afspraak verloopt",
      blocks: [
        {
          p: [
            [
              "[Bij de eerste afspraak|Tijdens het eerste bezoek] [bespreken we|vragen we naar] {uw} klachten, [hoe lang ze al spelen|sinds wanneer ze er zijn] en [wat {u} wilt bereiken|wat {uw} doel is].",
              "[De eerste afspraak|Het eerste bezoek] [is vooral bedoeld om|draait vooral om] [{uw} klachten goed te begrijpen|een goed beeld te krijgen van {uw} klachten].",
            ],
            [
              "[Daarna|Na het gesprek en een eventueel onderzoek] [{inv:hoort} wat we voorstellen|{inv:krijgt} een voorstel voor de behandeling] en [wat {u} kunt verwachten|waarom].",
              "[Stel|Vraag] [gerust|vooral] [alles wat {u} wilt weten|wat {u} bezighoudt]: [er is geen domme vraag|elke vraag is welkom].",
            ],
            [
              "[Kom|Wees] [op tijd|een paar minuten eerder] [voor de eerste afspraak|bij {uw} eerste bezoek], [zodat er rust is|dan is er tijd om even in te checken].",
              "[Spannend|Een eerste afspraak spannend vinden]? [Dat is heel normaal|Dat hoort erbij]: [vertel het gerust|zeg het gerust], dan [nemen we extra tijd|houden we er rekening mee].",
            ],
          ],
        },
        {
          ul: [
            ["Neem {uw} legitimatiebewijs en zorgpas mee."],
            [
              "[Noteer|Schrijf op] [wanneer {uw} klachten begonnen|sinds wanneer {u} klachten hebt].",
            ],
            ["[Neem|Breng] een lijst van {uw} medicijnen mee, als {u} die gebruikt."],
            ["Trek [makkelijk zittende kleding|kleding waarin {u} vrij kunt bewegen] aan."],
            ["Schrijf {uw} vragen [vooraf|van tevoren] op."],
          ],
          take: 3,
        },
      ],
    },
    {
      id: "vergoeding",
      topic: /vergoed|verzeker|polis|kosten|verwijz|huisarts/i,
      headings: ["Verwijzing en vergoeding", "[Wordt het vergoed?|Vergoeding: hoe zit het?]"],
      summary: "hoe het zit met verwijzing en vergoeding",
      blocks: [
        {
          p: [
            [
              "[Of|Hoeveel] {product} [wordt vergoed|vergoed wordt], [hangt af van|bepaalt] {uw} [zorgverzekering|aanvullende verzekering].",
              "[Kijk|Controleer] [vooraf|altijd] [in {uw} polis|in de voorwaarden van {uw} verzekering] [wat er vergoed wordt|welke zorg vergoed wordt].",
            ],
            [
              "[{Inv:twijfelt}|{Inv:weet} het niet zeker]? [Bel|Vraag het] {uw} zorgverzekeraar [of vraag het ons|of stel de vraag bij het maken van de afspraak].",
              "[Soms is een verwijzing nodig|Voor sommige zorg is een verwijzing nodig]; [vraag bij het maken van de afspraak|vraag vooraf] [of dat voor {u} geldt|of {u} die nodig hebt].",
            ],
            [
              "[Houd|Bewaar] [de nota's|de rekeningen] [bij|goed], [voor het geval {uw} verzekeraar erom vraagt|voor {uw} eigen overzicht].",
              "[Vraag|Informeer] [vooraf|bij de start] [wat het kost als iets niet vergoed wordt|naar het tarief als {u} zelf betaalt].",
            ],
          ],
        },
      ],
    },
    {
      id: "behandeling",
      topic: /behandel|therapie|sessie|verloop|traject|herstel/i,
      headings: [
        "[Tijdens de behandeling|De behandeling]",
        "[Zo verloopt|Het verloop van] de behandeling",
      ],
      summary: "hoe de behandeling verloopt",
      blocks: [
        {
          p: [
            [
              "[Een behandeling|Elke behandeling] [wordt afgestemd op|sluit aan bij] {uw} klachten en [{uw} doelen|wat {u} wilt bereiken].",
              "[We bespreken|Samen bespreken we] [regelmatig|tussendoor] [hoe het gaat|de voortgang] en [passen de behandeling aan|stellen bij] [waar dat nodig is|als dat nodig is].",
            ],
            [
              "[Herstel|Vooruitgang] [gaat niet altijd in een rechte lijn|verloopt niet altijd even snel]; [bespreek|meld] [het|het gerust] als [iets anders voelt dan verwacht|{u} twijfelt over de voortgang].",
            ],
            [
              "[Vertel|Meld] [het|het gerust] [als iets pijn doet|als een oefening niet goed voelt]: [we passen het aan|dan zoeken we een andere aanpak].",
              "[Een behandeling|De behandeling] [stopt|eindigt] [niet bij de deur|niet na de afspraak]: [wat {u} thuis doet, telt net zo goed mee|de adviezen voor thuis tellen net zo goed].",
            ],
          ],
        },
      ],
    },
    {
      id: "thuis",
      topic: /thuis|oefen|zelf|advies|voorkom|preventie|houding/i,
      headings: [
        "[Wat {inv:kunt} zelf doen?|Zelf aan de slag]",
        "[Thuis|Zelf] oefenen en [voorkomen|herstellen]",
      ],
      summary: "wat {u} zelf kunt doen",
      blocks: [
        {
          p: [
            [
              "[Wat {u} thuis doet|Wat {u} zelf doet], [is vaak net zo belangrijk|telt vaak net zo zwaar] als [de behandeling zelf|de tijd in de praktijk].",
              "[Oefeningen|Adviezen] [voor thuis|om zelf te doen] [helpen|dragen bij] [aan herstel|om klachten te verminderen], [als {u} ze regelmatig doet|zolang {u} ze volhoudt].",
            ],
            [
              "[Vraag|Laat {uzelf} uitleggen] [hoe {u} een oefening goed uitvoert|wat een oefening doet] en [hoe vaak|wanneer] {u} [die het best doet|hem doet].",
              "[{Inv:merkt} iets vreemds|Doet iets pijn]? [Stop dan|Stop] en [bespreek het bij de volgende afspraak|vraag het eerst aan {uw} behandelaar].",
            ],
            [
              "[Begin|Start] [rustig|voorzichtig] en [bouw op|bouw langzaam op]: [beter vaak een beetje|liever regelmatig] dan [een keer te veel|te veel ineens].",
              "[Een vast moment|Een vaste tijd] [op de dag|in {uw} dagritme] [helpt|maakt het makkelijker] om [de oefeningen vol te houden|het vol te houden].",
            ],
          ],
        },
      ],
    },
    {
      id: "leefstijl",
      topic: /leefstijl|gezond|preventie|voorkomen|dagelijks|gewoonte/i,
      headings: [
        "[Gezonde gewoontes|Kleine gewoontes, groot verschil]",
        "[Wat {inv:kunt} dagelijks doen?|Gezond in het dagelijks leven]",
      ],
      summary: "[welke gewoontes helpen|wat {u} dagelijks kunt doen]",
      blocks: [
        {
          p: [
            [
              "[Kleine aanpassingen|Eenvoudige gewoontes] in het dagelijks leven [maken vaak meer verschil|helpen vaak meer] dan [één grote verandering|een keer een grote inspanning].",
              "[Voldoende beweging, rust en aandacht voor {uzelf}|Regelmaat in bewegen en rusten] [helpen|dragen bij] om [klachten te voorkomen|het resultaat vast te houden].",
            ],
            [
              "[Vraag {uw} behandelaar|Vraag in de praktijk] [welke gewoontes bij {uw} situatie passen|wat {u} het best dagelijks kunt doen], [want wat voor de een werkt, past niet altijd bij de ander|want ieder lichaam is anders].",
            ],
            [
              "[Houd|Noteer] [een paar weken|een tijdje] bij [hoe {u} {zich} voelt|wat helpt en wat niet]: [dat geeft houvast in het gesprek|zo wordt het volgende gesprek concreter].",
            ],
          ],
        },
      ],
    },
    {
      id: "kiezen",
      topic: /kies|kiezen|keuze|vergelijk|beste|welke|goede/i,
      headings: [
        "[Een goede|De juiste] {aanbieder} kiezen",
        "[Zo {inv:kiest}|Hoe {inv:kiest}] een {aanbieder} die bij {u} past",
      ],
      summary: "hoe {u} een {aanbieder} kiest die bij {u} past",
      blocks: [
        {
          p: [
            [
              "[Vertrouwen|Een goed gevoel] [is belangrijk|telt zwaar]: {u} [bespreekt|deelt] [persoonlijke zaken|{uw} gezondheid] met {uw} behandelaar.",
              "[Let op ervaring met {uw} soort klachten|Let op ervaring met klachten zoals die van {u}], op [de bereikbaarheid|de ligging] en op [de wachttijd|hoe snel er plek is].",
            ],
            [
              "[Vraag|Informeer] [gerust|vooraf] [naar de werkwijze|hoe de praktijk werkt] en [of er een wachtlijst is|hoe snel er plek is].",
            ],
            [
              "[Een goede bereikbaarheid|Een praktijk in de buurt] maakt het [makkelijker|eenvoudiger] om [afspraken vol te houden|de behandeling vol te houden].",
              "[Vraag|Informeer] [of de praktijk ervaring heeft|naar ervaring] met [klachten zoals die van {u}|{uw} soort klachten].",
            ],
          ],
        },
      ],
    },
    {
      id: "wanneer",
      topic: /wanneer|klacht|pijn|signaal|te lang|hulp|nodig/i,
      headings: [
        "[Wanneer hulp zoeken?|Wanneer is het tijd om hulp te zoeken?]",
        "[Signalen|Tekenen] om niet te negeren",
      ],
      summary: "wanneer het tijd is om hulp te zoeken",
      blocks: [
        {
          p: [
            [
              "[Klachten die blijven|Klachten die niet vanzelf overgaan] of [erger worden|terugkomen] [verdienen aandacht|zijn een reden om hulp te zoeken].",
              "[Wacht niet te lang|Blijf niet te lang doorlopen] [met klachten|met pijn]: [vroeg beginnen|op tijd beginnen] [maakt herstel vaak eenvoudiger|helpt vaak].",
            ],
            [
              "[{Inv:twijfelt}|{Inv:weet} niet of {u} moet komen]? [Bel en vraag advies|Neem contact op voor advies].",
            ],
            [
              "[{Inv:twijfelt}|{Inv:weet} het niet zeker]? [Een kort gesprek|Even bellen] [geeft vaak al duidelijkheid|helpt vaak al].",
              "[Luister|Let] [naar {uw} lichaam|op signalen van {uw} lichaam]: [pijn|aanhoudende pijn] [is een signaal|zegt iets].",
            ],
          ],
        },
      ],
    },
  ],
  faq: [
    {
      q: ["Wat neem ik mee naar de eerste afspraak?"],
      a: [
        [
          "[Neem|Breng] [gerust|vooral] [een lijstje met {uw} vragen|{uw} vragen op papier] mee, [en eventuele gegevens van eerdere zorg|en wat {u} eerder hebt geprobeerd].",
          "[Makkelijk zittende kleding|Kleding waarin {u} {zich} vrij kunt bewegen] is [vaak handig|meestal prettig].",
        ],
      ],
    },
    {
      q: ["Kan ik iemand meenemen?"],
      a: [
        [
          "[Zeker|Ja, dat kan]: [een bekende erbij|iemand die {u} vertrouwt] [helpt vaak om alles te onthouden|geeft vaak rust].",
        ],
      ],
    },
    {
      q: ["Heb ik een verwijzing nodig?"],
      a: [
        [
          "[Dat verschilt|Dat hangt af van de zorg en {uw} verzekering]; [vraag het bij het maken van de afspraak|vraag het ons gerust], dan [{inv:hoort} het meteen|{inv:weet} het direct].",
        ],
      ],
    },
    {
      q: ["Wordt de behandeling vergoed?"],
      a: [
        [
          "[Dat hangt af van|Dat bepaalt] {uw} zorgverzekering; [kijk in {uw} polis|controleer {uw} polis] of [vraag het {uw} verzekeraar|bel {uw} zorgverzekeraar].",
        ],
      ],
    },
    {
      q: ["Wat neem ik mee naar de eerste afspraak?"],
      a: [
        [
          "[{Uw} legitimatiebewijs en zorgpas|Een legitimatiebewijs en {uw} zorgpas], en [eventueel|zo nodig] [een verwijzing en een lijst van {uw} medicijnen|{uw} verwijzing en medicijnlijst].",
        ],
      ],
    },
    {
      q: ["Hoe lang duurt een behandeling?"],
      a: [
        [
          "Dat [verschilt per persoon|hangt af van {uw} klachten]; [bij de eerste afspraak|na het eerste gesprek] [bespreken we|{inv:hoort}] [wat we verwachten|wat we voorstellen].",
        ],
      ],
    },
    {
      q: ["Kan ik mijn afspraak verzetten?"],
      a: [
        [
          "[Ja,|Zeker,] [laat het ons zo snel mogelijk weten|geef het zo snel mogelijk door], dan [zoeken we een ander moment|plannen we een nieuwe afspraak].",
        ],
      ],
    },
  ],
  checklist: [
    ["Noteer sinds wanneer {u} klachten hebt."],
    ["Neem {uw} zorgpas en legitimatie mee."],
    ["Kijk [vooraf|alvast] in {uw} polis."],
    ["Vraag [of|of {u}] een verwijzing nodig [is|hebt]."],
    ["Schrijf {uw} vragen [vooraf|van tevoren] op."],
    ["Doe de oefeningen voor thuis."],
  ],
  conclusion: [
    [
      "[Met|Door] [een goede voorbereiding|de juiste informatie] en [een behandelaar die {u} serieus neemt|een praktijk die bij {u} past] [{inv:staat}|{inv:begint}] [sterker|goed voorbereid] [aan het begin van de behandeling|aan de start].",
      "[Wacht niet te lang, stel vragen en doe mee|Stel vragen, wacht niet te lang en doe mee]: [zo|dan] [{inv:haalt}|{inv:krijgt}] het meeste uit {uw} behandeling.",
    ],
  ],
  topics: [
    {
      angle: "afspraak",
      titles: [
        "{K}: zo verloopt de eerste afspraak",
        "{K}: [wat {inv:neemt} mee?|goed voorbereid naar de praktijk]",
      ],
    },
    { angle: "vergoeding", titles: ["{K}: verwijzing en vergoeding", "{K}: wordt het vergoed?"] },
    {
      angle: "behandeling",
      titles: ["{K}: zo verloopt de behandeling", "{K}: wat {inv:mag} verwachten?"],
    },
    {
      angle: "thuis",
      titles: ["{K}: wat {inv:kunt} zelf doen?", "{K}: oefenen en adviezen voor thuis"],
    },
    {
      angle: "kiezen",
      titles: [
        "{K}: zo {inv:kiest} een praktijk die past",
        "{K}: waar {inv:let} op bij het kiezen?",
      ],
    },
    {
      angle: "wanneer",
      titles: ["{K}: wanneer is het tijd voor hulp?", "{K}: signalen om niet te negeren"],
    },
    { angle: "vragen", titles: ["{K}: veelgestelde vragen", "{K}: antwoorden van de behandelaar"] },
    {
      angle: "kosten",
      titles: ["{K}: tarieven en vergoeding", "{K}: wat kost het?"],
      needsPrices: true,
    },
    GUIDE_TOPIC,
  ],
};
