/**
 * Any other business (photographers, cleaners, pet services, event organisers…): advice that
 * holds for every service or product without assuming how the business works: knowing what
 * you want, choosing well, what to expect, clear agreements and asking questions. No words of
 * a specific trade, no figures.
 */
import { GUIDE_TOPIC } from "./common.ts";
import type { ArchetypeContent } from "./types.ts";

export const OTHER: ArchetypeContent = {
  words: {
    klanten: "klanten",
    aanbieder: "specialist",
    aanbod: "ons aanbod",
    beginnen: "contact opnemen",
    bezoek: "het eerste contact",
    plaatsZin: "We zijn actief in",
  },
  intro: [
    [
      "[Een goede keuze|De juiste keuze] [begint bij|start met] [weten wat {u} wilt|een helder beeld van {uw} wensen] en [de juiste vragen|een goed gesprek].",
      "[Met de juiste informatie|Met een beetje voorbereiding] [{inv:voorkomt} teleurstellingen achteraf|{inv:bespaart} tijd en moeite].",
    ],
    [
      "In dit artikel [zetten we op een rij|delen we] wat [klanten|mensen] ons [het vaakst vragen|vaak vragen] [voordat ze kiezen|bij het eerste contact].",
      "[We horen|We beantwoorden|Ons team hoort|Ons team beantwoordt] die vragen [bijna elke week|regelmatig] [van nieuwe klanten|in gesprekken met klanten].",
    ],
  ],
  opening: {
    id: "onderwerp",
    headings: [
      "{K}: waar {inv:let} op?",
      "{K}: [wat {inv:moet} weten?|zo {inv:kiest} goed]",
      "{K} [in het kort|uitgelegd]",
    ],
    summary: "waar {u} op let",
    blocks: [
      {
        p: [
          [
            "Bij {product} [draait het om|gaat het om] [vakmanschap, duidelijke afspraken en persoonlijke aandacht|persoonlijke aandacht, kwaliteit en heldere afspraken].",
            "[Wat bij {product} past|Wat {product} tot een succes maakt], [hangt af van|verschilt per] [{uw} wensen en {uw} situatie|persoon en situatie].",
          ],
          [
            "[Beschrijf|Vertel] [vooraf|bij het eerste contact] [zo duidelijk mogelijk|in gewone woorden] wat {u} [zoekt|wilt bereiken]: [voorbeelden helpen daarbij|een voorbeeld zegt vaak veel].",
            "[Een goede specialist|Een ervaren specialist] [stelt eerst vragen|luistert eerst] en [geeft eerlijk advies|vertelt eerlijk wat mogelijk is].",
          ],
          [
            "Zo [{inv:weet}|{inv:hoort}] [vooraf|meteen] [waar {u} aan toe bent|wat {u} kunt verwachten].",
          ],
          [
            "[Een goede specialist|Een goede vakman] [denkt mee|denkt met {u} mee] en [zegt eerlijk|vertelt eerlijk] wat [wel en niet kan|mogelijk is].",
            "[Vraag|Informeer] [gerust|altijd] [naar de mogelijkheden|wat er kan], [ook als {u} nog twijfelt|ook bij twijfel].",
          ],
        ],
      },
    ],
  },
  sections: [
    {
      id: "nazorg",
      topic: /nazorg|na afloop|daarna|evaluatie|terugkijken/i,
      headings: ["[Na afloop|Na de opdracht]", "[Terugkijken|Evaluatie] en nazorg"],
      summary: "wat er na afloop gebeurt",
      blocks: [
        {
          p: [
            [
              "[Na afloop|Aan het eind] [is het goed|helpt het] om [samen terug te kijken|even te evalueren]: [wat ging goed|is alles naar wens] en [wat kan beter|wat kan er nog beter]?",
              "[Vragen na afloop zijn|Een vraag achteraf is] [welkom|altijd welkom]: [neem gerust contact op|laat het ons weten].",
            ],
            [
              "[Een goede specialist|Een betrokken bedrijf] [blijft bereikbaar|is ook na de opdracht bereikbaar] [voor vragen|voor {uw} vragen].",
            ],
          ],
        },
      ],
    },
    {
      id: "wensen",
      topic: /wens|voorbereid|begin|start|plan|stappen/i,
      headings: [
        "[Begin bij {uw} wensen|Goed voorbereid beginnen]",
        "[Wat {inv:wilt} precies?|{Uw} wensen op een rij]",
      ],
      summary: "hoe {u} {uw} wensen op een rij zet",
      blocks: [
        {
          p: [
            [
              "[Schrijf|Zet] [in een paar zinnen|kort] [op|op een rij] wat {u} [zoekt|wilt] en [waarom|wat het resultaat moet zijn].",
              "[Hoe concreter {uw} wensen|Hoe duidelijker {uw} vraag], [hoe beter|des te beter] [een specialist kan meedenken|het advies aansluit].",
            ],
            [
              "[Maak|Maak ook] [onderscheid|een onderscheid] tussen [wat echt moet en wat leuk is|noodzaak en wensen]: [dat helpt bij het kiezen|zo {inv:weet} waar {u} kunt schuiven].",
            ],
            [
              "[Voorbeelden van wat {u} mooi vindt helpen|Een voorbeeld van wat {u} zoekt helpt] [enorm|veel] [bij het eerste gesprek|om elkaar goed te begrijpen].",
              "[Denk|Bedenk] [ook|alvast] [na over de planning|wanneer het klaar moet zijn].",
            ],
          ],
        },
      ],
    },
    {
      id: "kiezen",
      topic: /kies|kiezen|keuze|vergelijk|beste|welke|betrouwbaar/i,
      headings: [
        "[Een goede|De juiste] {aanbieder} kiezen",
        "[Zo {inv:kiest}|Hoe {inv:kiest}] een {aanbieder} die bij {u} past",
      ],
      summary: "hoe {u} een {aanbieder} kiest die bij {u} past",
      blocks: [
        {
          p: [
            [
              "[Kijk verder dan de prijs|Kijk niet alleen naar de prijs|Let niet alleen op de prijs]: [ervaring, bereikbaarheid en duidelijke afspraken|duidelijke afspraken en ervaring] [zeggen minstens zoveel|tellen net zo zwaar].",
              "[Voorbeelden van eerder werk|Ervaringen van andere klanten] [geven|bieden] [een goed beeld|een eerlijk beeld] van wat {u} [mag verwachten|kunt verwachten].",
            ],
            [
              "[Voelt het goed|Klikt het] [bij het eerste contact|in het eerste gesprek]? [Dat is vaak|Dat blijkt vaak] [een goede graadmeter|een goed teken].",
            ],
            [
              "[Een specialist die|Een bedrijf dat] [snel en duidelijk reageert|helder communiceert], [laat zien|toont] [dat {u} welkom bent|dat {uw} vraag serieus wordt genomen].",
              "[Vraag|Informeer] [naar voorbeelden van eerder werk|naar ervaringen van anderen].",
            ],
          ],
        },
        {
          ul: [
            ["{Inv:krijgt} [snel|binnen redelijke tijd] antwoord?"],
            ["Zijn de afspraken [helder|duidelijk] en [op papier|schriftelijk]?"],
            ["[Zijn er|{Inv:vindt}] ervaringen van andere klanten?"],
            ["[Wordt|Is] er [eerlijk|duidelijk] verteld wat [wel en niet kan|mogelijk is]?"],
          ],
          take: 3,
        },
      ],
    },
    {
      id: "verwachten",
      topic: /verwacht|verloop|proces|werkwijze|hoe werkt|stappen/i,
      headings: [
        "[Wat {inv:mag} verwachten?|Zo werkt het]",
        "[Van eerste contact tot resultaat|De werkwijze]",
      ],
      summary: "wat {u} kunt verwachten",
      blocks: [
        {
          p: [
            [
              "[Na het eerste contact|Na een eerste gesprek] {inv:hoort} [wat we voorstellen en wat dat betekent voor planning en kosten|wat we voorstellen en hoe de planning eruitziet].",
              "[Onderweg|Tussendoor] [{inv:blijft} op de hoogte van de voortgang|{inv:wordt} geïnformeerd over wat er gebeurt].",
            ],
            [
              "[Verandert er iets|Gaat er iets anders dan gepland]? [Dan overleggen we eerst|Dan {inv:hoort} het meteen], [voordat we verder gaan|zodat er geen verrassingen zijn].",
            ],
            [
              "[Bij de afronding|Aan het eind] [lopen we|gaan we] [samen|met {u}] [het resultaat|alles] [na|door].",
              "[Zo|Op die manier] [{inv:weet}|{inv:houdt}] [steeds waar {u} staat|overzicht].",
            ],
          ],
        },
      ],
    },
    {
      id: "afspraken",
      topic: /afspraak|prijs|kost|tarief|voorwaarde|contract/i,
      headings: [
        "[Duidelijke afspraken|Heldere afspraken] vooraf",
        "[Afspraken op papier|Wat {inv:legt} vast?]",
      ],
      summary: "[wat {u} vooraf afspreekt|wat {u} vooraf vastlegt]",
      blocks: [
        {
          p: [
            [
              "[Leg|Zet] [de belangrijkste afspraken|afspraken over planning, prijs en resultaat] [op papier|schriftelijk vast]: [dat voorkomt misverstanden|zo is er achteraf geen discussie].",
              "[Vraag|Informeer] [altijd|vooraf] [wat er wel en niet in de prijs zit|hoe de prijs is opgebouwd].",
            ],
            [
              "[Is iets onduidelijk|{Inv:twijfelt} over een afspraak]? [Vraag ernaar|Stel {uw} vraag] [voordat {u} akkoord geeft|voordat {u} tekent].",
            ],
            [
              "[Bewaar de afspraken op een vaste plek|Houd de bevestiging bij de hand], [voor het geval er later vragen zijn|zodat {u} ze later terugvindt].",
              "[Een duidelijke afspraak geeft|Heldere afspraken geven] [rust aan beide kanten|zekerheid voor iedereen].",
            ],
          ],
        },
      ],
    },
    {
      id: "vragen-stellen",
      topic: /vraag|vragen|twijfel|onzeker/i,
      headings: [
        "[Stel de juiste vragen|Vragen die het verschil maken]",
        "[Welke vragen {inv:stelt}?|Vragen om te stellen]",
      ],
      summary: "[wat {u} het best kunt vragen|wat {u} vraagt]",
      blocks: [
        {
          p: [
            [
              "[Goede vragen|De juiste vragen] [laten zien|maken duidelijk] [of iemand {uw} situatie begrijpt|of er echt wordt meegedacht].",
              "[Vraag|Informeer] [naar de werkwijze, de planning en wat er gebeurt als er iets misgaat|hoe er gewerkt wordt en wie {uw} aanspreekpunt is].",
            ],
            [
              "[Een goede specialist|Een ervaren specialist] [beantwoordt vragen graag|neemt de tijd voor {uw} vragen] en [geeft eerlijke antwoorden|zegt het ook als iets niet kan].",
            ],
            [
              "[Noteer|Schrijf] [{uw} vragen|de vragen] [vooraf|van tevoren] [op|op papier], [zodat {u} niets vergeet|zodat er niets vergeten wordt].",
              "[Er bestaan geen domme vragen|Elke vraag is welkom]: [juist|vooral] [de simpele vragen|eenvoudige vragen] [voorkomen misverstanden|geven duidelijkheid].",
            ],
          ],
        },
      ],
    },
    {
      id: "resultaat",
      topic: /resultaat|kwaliteit|tevreden|goed werk/i,
      headings: [
        "[Een resultaat om trots op te zijn|Kwaliteit die {inv:ziet}]",
        "[Wat maakt het resultaat goed?|Zo {inv:herkent} kwaliteit]",
      ],
      summary: "[hoe {u} kwaliteit herkent|wat een goed resultaat maakt]",
      blocks: [
        {
          p: [
            [
              "[Kwaliteit|Goed werk] [zit vaak in de details|{inv:ziet} vaak in kleine dingen]: [de afwerking, de communicatie en de zorg onderweg|hoe er wordt geluisterd en hoe netjes alles wordt afgerond].",
              "[Een goed resultaat|Een mooi resultaat] [begint bij|start met] [een helder beeld van wat {u} wilt bereiken|een goed gesprek over {uw} verwachtingen].",
            ],
            [
              "Spreek [vooraf|bij de start] [af waaraan het resultaat moet voldoen|af wanneer {u} tevreden bent], [zodat beide kanten hetzelfde voor ogen hebben|dan is er later geen verschil van mening].",
              "[Voorbeelden van eerder werk|Eerdere opdrachten] [laten zien|geven een idee van] [welke kwaliteit te verwachten is|waar een specialist sterk in is].",
            ],
            [
              "[Tussentijds bijsturen|Onderweg even bijsturen] is [vaak makkelijker|meestal eenvoudiger] dan [achteraf iets herstellen|alles opnieuw doen aan het eind].",
            ],
          ],
        },
      ],
    },
    {
      id: "planning",
      topic: /planning|wanneer|moment|seizoen|op tijd|agenda/i,
      headings: [
        "[Planning en timing|Het juiste moment]",
        "[Wanneer {inv:begint} het best?|Op tijd beginnen]",
      ],
      summary: "[wanneer {u} het best begint|hoe {u} de planning regelt]",
      blocks: [
        {
          p: [
            [
              "[Wie op tijd begint|Wie vroeg contact opneemt], [heeft meer keuze in data en momenten|voorkomt haast op het laatste moment].",
              "[In drukke periodes|Rond feestdagen en vakanties] [is de agenda sneller vol|zijn de mogelijkheden beperkter]: [plan daarom ruim vooruit|neem dan liefst vroeg contact op].",
            ],
            [
              "Noem [bij het eerste contact|meteen] [de datum of periode die {u} in gedachten hebt|wanneer het klaar moet zijn], [zodat de planning daarop aansluit|dan kijken we wat haalbaar is].",
              "[Houd|Reken op] [wat ruimte in de planning|wat speling], [voor het geval er iets tussenkomt|want niet alles loopt altijd volgens plan].",
            ],
            [
              "[Een vaste contactpersoon|Eén aanspreekpunt] [maakt het plannen eenvoudiger|houdt de planning overzichtelijk] [voor iedereen|voor beide kanten].",
            ],
          ],
        },
      ],
    },
    {
      id: "samenwerken",
      topic: /samenwerk|contact|communicatie|overleg/i,
      headings: [
        "[Goed samenwerken|Prettig samenwerken]",
        "[Samen tot een goed resultaat|Korte lijnen, heldere keuzes]",
      ],
      summary: "[hoe de samenwerking soepel verloopt|hoe {u} prettig samenwerkt]",
      blocks: [
        {
          p: [
            [
              "[Goede samenwerking|Een prettige samenwerking] [draait om|begint bij] [duidelijke verwachtingen en eerlijke communicatie|luisteren, uitleggen en afspraken nakomen].",
              "[Zeg het meteen|Laat het direct weten] als [iets anders moet|{uw} wensen veranderen]: [hoe eerder, hoe makkelijker het aan te passen is|dan is er nog alle ruimte om bij te sturen].",
            ],
            [
              "[Spreek af|Bespreek vooraf] [hoe {u} contact houdt|wie {uw} aanspreekpunt is] en [hoe snel er gereageerd wordt|hoe {u} op de hoogte blijft].",
            ],
            [
              "[Een korte evaluatie|Even terugkijken] [na afloop|aan het eind] [helpt beide kanten|maakt een volgende keer nog beter].",
              "[Wie tevreden is|Een tevreden klant] [komt graag terug|raadt ons vaak aan bij anderen].",
            ],
          ],
        },
      ],
    },
    {
      id: "lokaal",
      topic: /\bin\s+\p{Lu}/u,
      headings: ["[Dichtbij|Lokaal] in {regio}", "[Een specialist|Iemand] uit {regio}"],
      summary: "waarom iemand uit de buurt [loont|handig is]",
      blocks: [
        {
          p: [
            [
              "[Een specialist|Een bedrijf] uit de buurt [kent de omgeving|weet wat er speelt] en [is makkelijk bereikbaar|is dichtbij als {u} iets wilt bespreken].",
              "[Voor klanten in {regio}|In {regio}] betekent dat [korte lijnen|persoonlijk contact] en [snel schakelen|snelle antwoorden].",
            ],
            [
              "[Een bedrijf|Een specialist] uit de buurt [bouwt|werkt] [aan een goede naam|aan een reputatie] [in de eigen omgeving|dichtbij huis].",
              "[Tevreden klanten|Goede ervaringen] [vertellen het door|worden doorverteld] [aan buren en vrienden|in de buurt].",
            ],
          ],
        },
      ],
    },
  ],
  faq: [
    {
      q: ["Hoe bereid ik het eerste gesprek voor?"],
      a: [
        [
          "[Zet|Schrijf] [kort|in een paar zinnen] [op een rij|op] wat {u} zoekt en [wat {u} al geprobeerd hebt|wat {u} belangrijk vindt]; [voorbeelden helpen daarbij|een voorbeeld zegt vaak veel].",
          "[Schrijf {uw} vragen|Zet {uw} vragen] [alvast op een lijstje|vooraf op papier], dan [{inv:vergeet} niets|komt alles aan bod].",
        ],
      ],
    },
    {
      q: ["Werken jullie ook in de buurt van {regio}?"],
      a: [
        [
          "[Vraag het ons gerust|Laat het ons weten]: [we vertellen eerlijk|we zeggen meteen] of [we iets voor {u} kunnen doen|het bij ons past].",
        ],
      ],
    },
    {
      q: ["Wat als ik niet tevreden ben?"],
      a: [
        [
          "[Zeg het ons meteen|Laat het ons direct weten]: [samen kijken we|we bekijken samen] [wat er beter kan|hoe we het oplossen].",
          "[Open communicatie|Een eerlijk gesprek] [lost de meeste vragen op|helpt het meest].",
        ],
      ],
    },
    {
      q: ["Hoe begin ik?"],
      a: [
        [
          "[Neem contact op|Stuur ons een bericht] en [vertel wat {u} zoekt|beschrijf {uw} vraag]; [daarna|dan] {inv:hoort} [wat we voor {u} kunnen doen|wat de mogelijkheden zijn].",
        ],
      ],
    },
    {
      q: ["Wat als mijn plannen veranderen?"],
      a: [
        [
          "[Laat het ons zo snel mogelijk weten|Geef het zo snel mogelijk door], dan [zoeken we samen een oplossing|passen we de afspraken aan].",
        ],
      ],
    },
    {
      q: ["Kan ik ook met een kleine vraag terecht?"],
      a: [
        [
          "[Zeker|Ja]: [ook een kleine vraag|elke vraag] [verdient een goed antwoord|verdient aandacht]. [Neem gerust contact op|Vraag het ons gerust].",
        ],
      ],
    },
    {
      q: ["Hoe weet ik wat het kost?"],
      a: [
        [
          "[Vooraf|Voordat we beginnen] [spreken we af wat we doen en tegen welke prijs|bespreken we de werkzaamheden en de kosten], zodat [er geen verrassingen zijn|{u} weet waar {u} aan toe bent].",
        ],
      ],
    },
    {
      q: ["Wat als ik niet tevreden ben?"],
      a: [
        [
          "[Laat het ons meteen weten|Zeg het gerust]: [dan bespreken we samen|dan kijken we samen] [wat er mogelijk is|hoe we het oplossen].",
        ],
      ],
    },
  ],
  checklist: [
    ["Schrijf {uw} wensen in [een paar zinnen|gewone woorden] op."],
    ["Bepaal wat moet en wat leuk is."],
    ["[Vraag|Informeer] wat er in de prijs zit."],
    ["Leg afspraken [op papier|schriftelijk] vast."],
    ["Lees ervaringen van andere klanten."],
    ["Noteer {uw} vragen voor het eerste gesprek."],
  ],
  conclusion: [
    [
      "[Met|Door] [een duidelijke vraag|heldere wensen] en [de juiste vragen|goede afspraken] [{inv:kiest}|{inv:vindt}] [wat bij {u} past|de juiste specialist].",
      "[Weet wat {u} wilt, stel vragen en leg afspraken vast|Stel vragen, leg afspraken vast en kies met vertrouwen]: [zo {inv:voorkomt} teleurstellingen|dan {inv:houdt} de regie|zo {inv:houdt} de regie].",
    ],
  ],
  topics: [
    { angle: "wensen", titles: ["{K}: begin bij {uw} wensen", "{K}: wat {inv:wilt} precies?"] },
    {
      angle: "kiezen",
      titles: [
        "{K}: zo {inv:kiest} de juiste specialist",
        "{K}: waar {inv:let} op bij het kiezen?",
      ],
    },
    { angle: "verwachten", titles: ["{K}: wat {inv:mag} verwachten?", "{K}: zo werkt het"] },
    {
      angle: "afspraken",
      titles: ["{K}: duidelijke afspraken vooraf", "{K}: wat {inv:legt} vast?"],
    },
    {
      angle: "vragen-stellen",
      titles: ["{K}: de juiste vragen", "{K}: welke vragen {inv:stelt}?"],
    },
    {
      angle: "vragen",
      titles: ["{K}: veelgestelde vragen", "{K}: antwoorden voor [nieuwe klanten|klanten]"],
    },
    {
      angle: "kosten",
      titles: ["{K}: wat kost het?", "{K}: prijzen en keuzes"],
      needsPrices: true,
    },
    GUIDE_TOPIC,
  ],
};
