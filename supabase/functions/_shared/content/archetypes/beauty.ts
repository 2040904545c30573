/**
 * Beauty: hairdressers, beauty salons, nail studios, barbers, massage and wellness. Readers are
 * clients booking a treatment: the advice is about booking, preparing, advice on style and
 * care, the treatment itself and looking after the result at home, never about quotes,
 * referrals or lessons.
 */
import { GUIDE_TOPIC } from "./common.ts";
import type { ArchetypeContent } from "./types.ts";

export const BEAUTY: ArchetypeContent = {
  words: {
    klanten: "klanten",
    aanbieder: "salon",
    aanbod: "onze behandelingen",
    beginnen: "een afspraak maken",
    bezoek: "{uw} afspraak",
    plaatsZin: "{U} vindt onze salon in",
  },
  intro: [
    [
      "[Een goede behandeling|Een bezoek aan de salon] [is meer dan|draait om meer dan] [het resultaat alleen|het eindresultaat]: [ook de aandacht en het advies tellen|ook ontspanning en advies horen erbij].",
      "Als {u} weet wat {u} wilt, [{inv:gaat} met een gerust gevoel|{inv:stapt} ontspannen] de stoel in.",
    ],
    [
      "In dit artikel [delen we|beantwoorden we] [de vragen|vragen] die [klanten|onze klanten] [het vaakst stellen|ons vaak stellen] [voor en na een behandeling|bij het maken van een afspraak].",
      "[We horen|We krijgen|Ons team hoort|Ons team krijgt] die vragen [elke dag|bijna dagelijks] [in de salon|tijdens een behandeling].",
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
            "Bij {product} [draait het om|gaat het om] [vakmanschap, goed advies en aandacht voor {uw} wensen|{uw} wensen, goed advies en een vakkundige uitvoering].",
            "[Wat|Hoe] {product} [bij {u} past|het mooiste resultaat geeft], [hangt af van|verschilt per] [{uw} type, {uw} stijl en {uw} wensen|persoon en situatie].",
          ],
          [
            "[Bespreek|Vertel] [vooraf|aan het begin] [wat {u} wilt|wat {u} voor ogen hebt]: [een foto als voorbeeld|een voorbeeldfoto] [helpt daarbij|zegt vaak meer dan woorden].",
            "[Een goede stylist|Een vakkundige medewerker] [vraagt eerst door|luistert eerst] en [geeft eerlijk advies|vertelt eerlijk wat mogelijk is].",
          ],
          [
            "Zo [{inv:weet}|{inv:hoort}] [vooraf|meteen] [wat het resultaat wordt|wat {u} kunt verwachten].",
          ],
          [
            "[Een goede behandeling|Een behandeling] [is ook een moment voor {uzelf}|is ook even tijd voor {uzelf}]: [neem|gun {uzelf}] [de tijd|die rust].",
            "[Vraag|Informeer] [gerust|altijd] [naar de mogelijkheden|wat er kan], [ook als {u} nog twijfelt|ook bij twijfel].",
          ],
        ],
      },
    ],
  },
  sections: [
    {
      id: "huid",
      topic: /huid|haar|gevoelig|allergie|product/i,
      headings: [
        "[{Uw} huid en haar|Gevoelige huid of haar]",
        "[Wat past bij {uw} huid of haar?|Producten die passen]",
      ],
      summary: "wat past bij {uw} huid of haar",
      blocks: [
        {
          p: [
            [
              "[Elke huid|Ieder haartype] [reageert anders|is anders], [dus|en daarom] [werkt een behandeling|is een aanpak] [die bij een ander goed werkt|die voor een ander past] [niet altijd voor {u}|niet vanzelf goed voor {u}].",
              "{Inv:heeft} [een gevoelige huid|gevoelige hoofdhuid] of [allergieën|een allergie]? [Meld het|Noem het] [vooraf|bij het maken van de afspraak].",
            ],
            [
              "[Vraag|Informeer] [gerust|altijd] [welke producten we gebruiken|naar de producten] en [waarom|wat ze doen]: [we leggen het graag uit|we vertellen het graag].",
            ],
          ],
        },
      ],
    },
    {
      id: "afspraak",
      topic: /afspraak|boek|plannen|eerste|start/i,
      headings: ["[Een afspraak maken|De afspraak plannen]", "Zo {inv:plant} {uw} afspraak"],
      summary: "hoe {u} een afspraak plant",
      blocks: [
        {
          p: [
            [
              "[Plan|Maak] [{uw} afspraak|een afspraak] [op tijd|ruim op tijd], [zeker voor een speciale gelegenheid|vooral voor een bijzondere dag].",
              "[Voor een bruiloft, feest of fotoshoot|Voor een feest, een bruiloft of een belangrijke dag] [is het slim|loont het] om [ruim vooraf|op tijd] te [plannen|boeken].",
            ],
            [
              "[Vermeld|Noem] bij het maken van de afspraak [welke behandeling {u} wenst|waarvoor {u} komt]: dan [plannen we genoeg tijd in|reserveren we de juiste tijd].",
              "[{Inv:twijfelt} welke behandeling past|{Inv:weet} het nog niet precies]? [Vraag|Plan] [dan eerst om advies|eerst een kort adviesgesprek].",
            ],
            [
              "[Kom|Wees] [op tijd|een paar minuten eerder], [zodat er tijd is voor een rustig begin|dan begint de behandeling ontspannen].",
              "[Een vaste afspraak voor {uw} volgende bezoek|Een vast ritme van afspraken] [houdt het resultaat mooi|voorkomt dat het er bij inschiet].",
            ],
          ],
        },
      ],
    },
    {
      id: "advies",
      topic: /advies|stijl|kleur|type|past|kiezen|trend/i,
      headings: [
        "[Advies over|Kiezen wat past bij] {uw} stijl",
        "[Welke stijl past bij {u}?|Advies op maat]",
      ],
      summary: "hoe advies [helpt bij {uw} keuze|op maat werkt]",
      blocks: [
        {
          p: [
            [
              "[Niet elke trend|Niet alles wat mooi is] [past bij iedereen|werkt voor iedereen]: [{uw} type, {uw} levensstijl en {uw} tijd voor onderhoud|{uw} levensstijl en {uw} type] [bepalen mee|tellen mee].",
              "[Een goed advies|Persoonlijk advies] [houdt rekening met|kijkt naar] [wat {u} zelf thuis wilt doen|hoe {u} het thuis wilt verzorgen].",
            ],
            [
              "[Neem|Bewaar] [voorbeelden|foto's] [van wat {u} mooi vindt|die {u} aanspreken], [en ook|maar ook] [van wat {u} niet wilt|wat {u} liever niet hebt].",
            ],
            [
              "[Een eerlijke stylist|Een eerlijke medewerker] [zegt het ook|vertelt het ook] [als iets niet bij {u} past|als een wens niet haalbaar is].",
              "[Kleine aanpassingen kunnen|Een kleine verandering kan] [al veel verschil maken|al een groot verschil maken].",
            ],
          ],
        },
      ],
    },
    {
      id: "behandeling",
      topic: /behandel|verloop|duur|wat gebeurt|proces/i,
      headings: [
        "[Tijdens de behandeling|De behandeling]",
        "[Zo verloopt|Het verloop van] de behandeling",
      ],
      summary: "hoe de behandeling verloopt",
      blocks: [
        {
          p: [
            [
              "[Aan het begin|Vooraf] lopen we [{uw} wensen|wat {u} wilt] [nog een keer|opnieuw] door, zodat [we hetzelfde voor ogen hebben|er geen misverstanden zijn].",
              "[Tijdens de behandeling|Onderweg] [vertellen we|leggen we uit] [wat we doen|wat er gebeurt] en [waarom|met welke producten].",
            ],
            [
              "[Voelt iets niet goed|Is iets niet prettig] [of {inv:wilt} iets anders|of {inv:twijfelt}]? [Zeg het gerust|Meld het meteen]: [dan passen we het aan|daar houden we rekening mee].",
            ],
            [
              "[Ontspan|Geniet] [tijdens de behandeling|ondertussen]: [vragen stellen mag altijd|{u} mag altijd vragen stellen].",
              "[Na afloop|Aan het eind] [bekijken we het resultaat samen|lopen we het resultaat samen door].",
            ],
          ],
        },
      ],
    },
    {
      id: "thuis",
      topic: /thuis|verzorg|onderhoud|product|lang mooi|nazorg/i,
      headings: [
        "[Verzorging thuis|Thuis verzorgen]",
        "[Zo {inv:houdt}|Langer plezier van] het resultaat",
      ],
      summary: "hoe {u} het resultaat thuis verzorgt",
      blocks: [
        {
          p: [
            [
              "[Het resultaat|Een mooi resultaat] [blijft langer mooi|houdt langer] [met de juiste verzorging thuis|als {u} het thuis goed verzorgt].",
              "[Vraag welke producten bij {u} passen|Laat {uzelf} adviseren over producten voor thuis] en [hoe {u} ze gebruikt|hoe vaak {u} ze gebruikt].",
            ],
            [
              "[Plan|Maak] [{uw} volgende afspraak|een vervolgafspraak] [op tijd|bijtijds], zodat [het resultaat mooi blijft|{u} er steeds verzorgd uitziet].",
            ],
            [
              "[De juiste producten|Goede producten] maken [het verschil|veel uit] [tussen een resultaat dat snel vervaagt en een resultaat dat blijft|voor hoe lang het mooi blijft].",
              "[Te veel|Te vaak] [wassen of behandelen|product gebruiken] [kan juist averechts werken|werkt soms averechts]: [vraag|informeer] [wat verstandig is|naar de juiste hoeveelheid].",
            ],
          ],
        },
      ],
    },
    {
      id: "ontspannen",
      topic: /ontspan|rust|moment voor|verwen|genieten|tijd voor/i,
      headings: [
        "[Een moment voor {uzelf}|Even tijd voor {uzelf}]",
        "[Ontspannen in de stoel|Rust tijdens {uw} afspraak]",
      ],
      summary: "[hoe {u} ontspannen van {uw} afspraak geniet|waarom een moment voor {uzelf} loont]",
      blocks: [
        {
          p: [
            [
              "[Een afspraak in de salon|Een behandeling] is [ook een moment voor {uzelf}|meer dan alleen het resultaat]: [even weg van de drukte|even niets hoeven].",
              "[Plan|Kies] [een moment zonder haast|een tijd zonder andere afspraken erna], [dan {inv:geniet} er het meest van|zo {inv:komt} echt tot rust].",
            ],
            [
              "[Vertel|Zeg] [gerust|vooraf] [of {u} liever praat of juist even stil bent|wat {u} prettig vindt tijdens de afspraak]: [iedereen ontspant op een eigen manier|daar houden we graag rekening mee].",
            ],
            [
              "[Een rustige sfeer maakt|Aandacht en rust maken] [het verschil tussen een afspraak en een uitje|van een afspraak een fijn moment].",
              "[Neem|Gun {uzelf}] [de tijd|ruim de tijd] [om na afloop rustig verder te gaan|zodat {u} niet meteen weer hoeft te haasten].",
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
              "Let [op vakmanschap, hygiëne en sfeer|op hygiëne, vakmanschap en persoonlijke aandacht]: [dat bepaalt|samen bepalen die] [of {u} terugkomt|hoe {u} {zich} voelt na afloop].",
              "[Foto's van eerder werk|Voorbeelden van eerder werk] en [ervaringen van andere klanten|recensies] [geven een goed beeld van wat {u} mag verwachten|zeggen veel over de kwaliteit].",
            ],
            [
              "[Voelt het goed|Klikt het] [bij het eerste contact|tijdens het eerste gesprek]? [Dat is|Dat blijkt] [vaak|meestal] [een goed teken|de beste graadmeter].",
            ],
            [
              "[Een salon|Een zaak] die [de tijd neemt|tijd maakt] voor [een goed gesprek|{uw} wensen], [laat zien dat|toont dat] [{u} centraal staat|{uw} wensen tellen].",
              "[Let|Kijk] [ook|daarnaast] op [de producten die gebruikt worden|met welke producten er gewerkt wordt].",
            ],
          ],
        },
      ],
    },
    {
      id: "gelegenheid",
      topic: /bruiloft|feest|gala|fotoshoot|gelegenheid|bijzonder/i,
      headings: [
        "[Voor een bijzondere dag|Voor een speciale gelegenheid]",
        "[Een feest of bruiloft|Een bijzondere dag] in aantocht?",
      ],
      summary: "hoe {u} {zich} voorbereidt op een bijzondere dag",
      blocks: [
        {
          p: [
            [
              "[Voor een bijzondere dag|Voor een bruiloft of feest] {inv:wilt} [er op {uw} best uitzien|dat alles klopt] [zonder stress|zonder zorgen op de dag zelf].",
              "[Een proefbehandeling|Een proefafspraak] [vooraf|een tijd van tevoren] [geeft rust|voorkomt verrassingen]: {u} ziet [het resultaat alvast|alvast hoe het wordt].",
            ],
            [
              "[Plan|Boek] [ruim op tijd|op tijd] en [vertel|bespreek] [wat de gelegenheid is|waarvoor het is], [zodat we er rekening mee houden|dan denken we mee].",
            ],
            [
              "[Plan|Boek] [de behandeling|{uw} afspraak] [niet op het laatste moment|op tijd], [zodat er ruimte is voor een kleine aanpassing|dan is er nog tijd om bij te sturen].",
              "[Neem foto's van {uw} outfit of de stijl van de dag mee|Houd inspiratie voor de dag bij de hand]: [dat helpt bij het advies|dan sluit alles op elkaar aan].",
            ],
          ],
        },
      ],
    },
  ],
  faq: [
    {
      q: ["Hoe bereid ik me voor op mijn afspraak?"],
      a: [
        [
          "[Neem gerust foto's mee|Een foto van wat {u} mooi vindt helpt] [van wat {u} zoekt|bij het eerste gesprek]; zo [begrijpen we elkaar meteen|praten we over hetzelfde].",
          "[Vertel|Noem] [vooraf|bij binnenkomst] [of {uw} huid of haar gevoelig is|wat {u} eerder hebt laten doen], dan [houden we daar rekening mee|passen we de aanpak daarop aan].",
        ],
      ],
    },
    {
      q: ["Wat als ik niet tevreden ben?"],
      a: [
        [
          "[Zeg het ons meteen|Laat het ons zo snel mogelijk weten]: [samen kijken we|we bekijken samen] [wat er beter kan|hoe we het oplossen].",
        ],
      ],
    },
    {
      q: ["Hoe ver van tevoren maak ik een afspraak?"],
      a: [
        [
          "[Dat hangt af van de drukte|Dat verschilt per periode]; [voor een bijzondere dag|rond feestdagen] [is ruim vooraf plannen verstandig|loont het om op tijd te boeken].",
        ],
      ],
    },
    {
      q: ["Kan ik eerst advies krijgen?"],
      a: [
        [
          "[Zeker|Ja]: [vertel wat {u} zoekt|bespreek {uw} wensen], dan [kijken we samen wat past|adviseren we graag].",
        ],
      ],
    },
    {
      q: ["Wat als ik niet tevreden ben?"],
      a: [
        [
          "[Laat het ons meteen weten|Zeg het gerust], [het liefst nog in de salon|bij voorkeur direct]: [dan kijken we samen|dan bespreken we] [wat we kunnen doen|wat er mogelijk is].",
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
    {
      q: ["Welke producten gebruiken jullie?"],
      a: [
        [
          "[Vraag het gerust|Informeer gerust] [in de salon|tijdens {uw} afspraak]: [we vertellen|we leggen] [graag|met plezier] [welke producten we gebruiken en waarom|uit waarmee we werken].",
        ],
      ],
    },
  ],
  checklist: [
    ["Plan {uw} afspraak op tijd."],
    ["Neem een voorbeeldfoto mee."],
    ["[Vertel|Bespreek] [vooraf|aan het begin] wat {u} wilt."],
    ["Vraag naar [de verzorging thuis|verzorgingsadvies]."],
    ["Plan [{uw} volgende afspraak|een vervolgafspraak] op tijd."],
    ["[Meld|Noem] allergieën of [gevoeligheden|een gevoelige huid] vooraf."],
  ],
  conclusion: [
    [
      "[Met|Door] [een goed gesprek vooraf|duidelijke wensen] en [de juiste verzorging thuis|goed advies] [{inv:haalt}|{inv:krijgt}] het beste uit [elke behandeling|{uw} bezoek].",
      "[Bespreek {uw} wensen, plan op tijd en verzorg thuis|Plan op tijd, bespreek {uw} wensen en verzorg thuis]: [zo|dan] [blijft het resultaat mooi|{inv:geniet} langer van het resultaat].",
    ],
  ],
  topics: [
    {
      angle: "afspraak",
      titles: [
        "{K}: zo {inv:plant} {uw} afspraak",
        "{K}: [goed voorbereid naar de salon|de eerste afspraak]",
      ],
    },
    { angle: "advies", titles: ["{K}: advies dat bij {u} past", "{K}: welke stijl past bij {u}?"] },
    {
      angle: "behandeling",
      titles: ["{K}: zo verloopt de behandeling", "{K}: wat {inv:mag} verwachten?"],
    },
    { angle: "thuis", titles: ["{K}: verzorging thuis", "{K}: zo {inv:houdt} het mooi"] },
    {
      angle: "kiezen",
      titles: ["{K}: zo {inv:kiest} een goede salon", "{K}: waar {inv:let} op bij het kiezen?"],
    },
    {
      angle: "gelegenheid",
      titles: [
        "{K}: voor een bijzondere dag",
        "{K}: [een bruiloft of feest?|klaar voor de grote dag]",
      ],
    },
    { angle: "vragen", titles: ["{K}: veelgestelde vragen", "{K}: antwoorden uit de salon"] },
    {
      angle: "kosten",
      titles: ["{K}: prijzen en behandelingen", "{K}: wat kost het?"],
      needsPrices: true,
    },
    GUIDE_TOPIC,
  ],
};
