/**
 * Horeca: restaurants, cafés, lunchrooms, hotels and caterers. Readers are guests: the advice
 * is about reserving, the menu and dietary wishes, groups and occasions, the best moment to
 * come and what to expect, never about quotes, stock or treatments.
 */
import type { ArchetypeContent } from "./types.ts";

export const HORECA: ArchetypeContent = {
  words: {
    klanten: "gasten",
    aanbieder: "zaak",
    aanbod: "onze kaart",
    beginnen: "reserveren",
    bezoek: "{uw} bezoek",
    plaatsZin: "{U} vindt ons in",
  },
  intro: [
    [
      "[Een goede avond uit|Een geslaagd bezoek] [begint bij|draait om] [de juiste plek, goed eten en gastvrijheid|lekker eten, een fijne sfeer en aandacht].",
      "[Uit eten gaan|Een tafel uitzoeken] {inv:doet} [voor het plezier|om te genieten], [dus|en daarom] [mag het ook goed geregeld zijn|{inv:wilt} dat alles klopt].",
    ],
    [
      "In dit artikel [delen we|vertellen we] wat [onze gasten|gasten] ons [het vaakst vragen|vaak vragen] [voordat ze komen|bij het reserveren].",
      "[We beantwoorden|We horen|Ons team beantwoordt|Ons team hoort] die vragen [dagelijks|elke dag|bijna elke dag] [aan tafel|bij het reserveren|aan de bar].",
    ],
  ],
  opening: {
    id: "onderwerp",
    headings: [
      "{K}: waar {inv:let} op?",
      "{K}: [wat {inv:mag} verwachten?|zo {inv:kiest} goed]",
      "{K} [in het kort|uitgelegd]",
    ],
    summary: "waar {u} op let",
    blocks: [
      {
        p: [
          [
            "Bij {product} [telt|draait het om] [meer dan het eten alleen|niet alleen wat er op het bord ligt]: [sfeer, service en gastvrijheid|de sfeer, de bediening en de aandacht] [maken het verschil|bepalen de avond].",
            "Wat {product} [bijzonder maakt|tot een succes maakt], [is vaak|zit vaak in] [de combinatie van smaak, sfeer en service|de aandacht van de keuken en de bediening].",
          ],
          [
            "[Kijk|Let] [vooraf|alvast] naar [de kaart|het menu], [de openingstijden|de ligging] en [wat andere gasten vertellen|ervaringen van andere gasten].",
            "[Een blik op|Een kijkje op] de kaart [vooraf|van tevoren] [helpt|voorkomt verrassingen]: zo [{inv:weet}|{inv:ziet}] [meteen|direct] of het bij {uw} smaak past.",
          ],
          [
            "[Twijfels of wensen|Speciale wensen of vragen]? [Vraag het gerust|Laat het ons weten] [bij het reserveren|vooraf].",
          ],
          [
            "[Een goede zaak|Een goed restaurant] [laat zich kennen|{inv:herkent}] aan [de ontvangst|de eerste indruk] [bij binnenkomst|aan de deur].",
            "[Gastvrijheid|Persoonlijke aandacht] [maakt|bepaalt] [het verschil tussen een goede en een bijzondere avond|of een avond bijzonder wordt].",
          ],
        ],
      },
    ],
  },
  sections: [
    {
      id: "sfeer",
      topic: /sfeer|romantisch|gezellig|terras|uitzicht|locatie|ligging/i,
      headings: ["[Sfeer en ligging|De sfeer]", "[Waar {inv:zit} het fijnst?|Een plek die past]"],
      summary: "[hoe de sfeer is|wat voor sfeer er hangt]",
      blocks: [
        {
          p: [
            [
              "[De sfeer bepaalt|De aankleding en de muziek bepalen] [voor een groot deel|mee] [hoe {u} de avond beleeft|of {u} {zich} thuis voelt].",
              "[Een rustige tafel|Een plek aan het raam of op het terras] [maakt|kan] [het verschil maken|een avond bijzonder maken] [voor een bijzonder moment|bij een speciale gelegenheid].",
            ],
            [
              "[Vraag bij het reserveren naar een plek die bij de gelegenheid past|Geef bij het reserveren door wat {u} zoekt|Vertel vooraf wat {u} zoekt]: [een rustig hoekje|een tafel in de zon] [of juist een levendige plek|of een plek midden in de drukte].",
              "[Kijk|Let] [ook|daarnaast] naar [de bereikbaarheid|parkeren en openbaar vervoer] [als {u} met een groep komt|bij een avond met gasten van buiten].",
            ],
          ],
        },
      ],
    },
    {
      id: "reserveren",
      topic: /reserve|boek|tafel|plek/i,
      headings: ["[Reserveren: zo werkt het|Een tafel reserveren]", "[Op tijd|Vooraf] reserveren"],
      summary: "hoe reserveren [werkt|in zijn werk gaat]",
      blocks: [
        {
          p: [
            [
              "[Op drukke avonden|In het weekend en rond feestdagen] [is reserveren verstandig|loont het om te reserveren], [zeker met een groter gezelschap|vooral met een groep].",
              "Wie [vooraf|op tijd] reserveert, [weet zeker|is er zeker van] dat er [een tafel klaarstaat|plek is] [op het moment dat {u} komt|wanneer {u} aankomt].",
            ],
            [
              "[Geef bij het reserveren|Geef bij de reservering] [meteen|direct] door [met hoeveel personen {u} komt|hoeveel personen er aanschuiven] en [of er wensen zijn|welke wensen er zijn].",
              "[Een kinderstoel, een rustig plekje of een verjaardag|Een rustig plekje, een verjaardag of een kinderstoel]: [noem het|vertel het] [bij het reserveren|vooraf], dan [houden we er rekening mee|regelen we het graag].",
            ],
            [
              "[{Inv:komt} later of met minder personen|Verandert er iets aan {uw} plannen]? [Laat het ons even weten|Geef het even door], dan [passen we de reservering aan|schuiven we mee].",
            ],
            [
              "[Reserveren|Een reservering] [kan vaak online|gaat vaak het snelst online], [maar|en] [bij speciale wensen|voor speciale verzoeken] [helpt een telefoontje|is bellen soms handiger].",
              "[Op tijd zijn|Op de afgesproken tijd komen] [helpt de keuken en de bediening|maakt de avond voor iedereen ontspannen].",
            ],
          ],
        },
        {
          ul: [
            ["Reserveer [op tijd|vooraf] voor het weekend en feestdagen."],
            ["Geef het aantal personen [door|op] bij het reserveren."],
            ["Noem allergieën en dieetwensen [meteen|vooraf]."],
            ["[Vraag|Informeer] naar een [rustig plekje|plek aan het raam] als {u} dat wilt."],
            ["Laat het weten als {uw} plannen veranderen."],
          ],
          take: 3,
        },
      ],
    },
    {
      id: "kaart",
      topic: /menu|kaart|gerecht|eten|drank|wijn|lunch|diner|ontbijt|vegetar|vegan/i,
      headings: [
        "[De kaart|Het menu] en [dieetwensen|allergieën]",
        "Wat staat er op [de kaart|het menu]?",
      ],
      summary: "wat {u} op [de kaart|het menu] [vindt|kunt verwachten]",
      blocks: [
        {
          p: [
            [
              "[Een goede kaart|Een goed menu] [is overzichtelijk|hoeft niet lang te zijn]: [liever een paar gerechten met aandacht|liever minder gerechten, maar met zorg bereid] dan [een lange lijst|een eindeloze lijst].",
              "[De kaart|Het menu] [vertelt|zegt] [veel|al veel] over [de keuken|de zaak]: [seizoensgerechten en verse producten|verse producten en gerechten van het seizoen] [zijn een goed teken|laten zien dat er met aandacht gekookt wordt].",
            ],
            [
              "{Inv:heeft} [een allergie of dieetwens|dieetwensen of een allergie]? [Meld het|Noem het] [bij het reserveren|vooraf], zodat de keuken [er rekening mee kan houden|zich kan voorbereiden].",
              "[Vegetarisch, veganistisch of glutenvrij|Glutenvrij, vegetarisch of zonder lactose]: [vraag gerust|informeer gerust] [wat de keuken kan aanpassen|welke gerechten geschikt zijn].",
            ],
            [
              "[{Inv:twijfelt}|Lastig kiezen]? [Vraag|Laat {uzelf} adviseren door] de bediening: [die kent de gerechten|zij kennen de gerechten] [als geen ander|het best].",
            ],
            [
              "[Vraag|Informeer] [naar de suggestie van de dag|wat de chef vandaag aanraadt]: [daar zit vaak iets bijzonders bij|dat is vaak het verste product].",
              "[Een passend drankje|Een goed glas bij het eten] [maakt het geheel af|maakt het compleet]: [de bediening|ons team] [adviseert graag|denkt graag mee].",
            ],
          ],
        },
      ],
    },
    {
      id: "groepen",
      topic:
        /groep|feest|verjaardag|bedrijfs|borrel|jubileum|bruiloft|zaal|arrangement|gelegenheid/i,
      headings: [
        "Met een groep of voor een feest",
        "[Iets te vieren|Een gelegenheid om te vieren]?",
      ],
      summary: "wat er kan [met een groep|voor een feest]",
      blocks: [
        {
          p: [
            [
              "[Met een groep|Met een groter gezelschap] [is goede voorbereiding|is overleg vooraf] [het halve werk|de sleutel tot een geslaagde avond].",
              "[Een verjaardag, een borrel of een bedrijfsuitje|Een bedrijfsuitje, een jubileum of een verjaardag] [vraagt om|verdient] [wat extra aandacht|een goede voorbereiding].",
            ],
            [
              "[Bespreek|Overleg] [vooraf|op tijd] [de wensen voor eten en drinken|wat er gegeten en gedronken wordt], [de tijden|het tijdschema] en [eventuele speciale wensen|bijzonderheden].",
              "[Vertel|Laat weten] [wat de gelegenheid is|waarvoor het is] en met hoeveel [gasten|personen] {u} komt: dan [denken we mee|adviseren we] over [de mogelijkheden|wat past].",
            ],
            [
              "[Een vast menu voor de hele groep|Eén menu voor iedereen] [maakt het|houdt het] [overzichtelijk|ontspannen] [voor gasten en keuken|voor iedereen aan tafel].",
              "[Spreek vooraf af hoe de rekening verdeeld wordt|Bespreek op tijd hoe er afgerekend wordt]: [dat scheelt gedoe aan het eind van de avond|zo loopt de avond soepel af].",
            ],
          ],
        },
      ],
    },
    {
      id: "moment",
      topic: /wanneer|drukte|rustig|tijd|avond|middag|weekend|terras|seizoen/i,
      headings: [
        "[Het beste moment om te komen|Wanneer {inv:komt} het best?]",
        "Drukte en [rustige momenten|de beste tijden]",
      ],
      summary: "wanneer {u} het best kunt komen",
      blocks: [
        {
          p: [
            [
              "[Vrijdag- en zaterdagavond zijn vaak het drukst|Het weekend is vaak het drukst]; [doordeweeks|op een doordeweekse dag] is het [meestal rustiger|vaak rustiger].",
              "[{Inv:houdt} van rust|{Inv:zoekt} rust]? [Kies dan voor|Kom dan liever] [een doordeweekse avond|een rustiger moment in de week].",
            ],
            [
              "[Kijk|Controleer] [vooraf|altijd even] [de openingstijden|wanneer we open zijn], [zeker rond feestdagen|vooral rond de feestdagen].",
              "[Rond de feestdagen en in de vakanties|In de vakanties en rond feestdagen] [kunnen de tijden afwijken|gelden soms andere tijden].",
            ],
            [
              "[Een lunch of vroeg diner|Een vroeg diner] [is vaak rustiger|geeft vaak meer rust] dan [een late avond in het weekend|het drukste moment van de week].",
              "[Wie flexibel is in dag of tijd, heeft vaak meer keuze|Gasten die flexibel zijn in dag of tijd, vinden vaak makkelijker een plek].",
            ],
          ],
        },
      ],
    },
    {
      id: "kiezen",
      topic: /kies|kiezen|keuze|vergelijk|beste|welke|leuk/i,
      headings: ["[Een goede|De juiste] {aanbieder} kiezen", "Waar {inv:let} op bij het kiezen?"],
      summary: "hoe {u} een goede {aanbieder} kiest",
      blocks: [
        {
          p: [
            [
              "[Een goede|Een fijne] {aanbieder} {inv:herkent} niet alleen aan het eten, maar [ook aan|vooral aan] [de ontvangst en de sfeer|gastvrijheid en sfeer].",
              "[Ervaringen van andere gasten|Recensies van andere gasten] [geven|bieden] [een goed beeld|een eerlijk beeld], maar [{uw} eigen smaak|{uw} eigen indruk] [blijft het belangrijkst|telt het zwaarst].",
            ],
            [
              "[Let|Kijk] [ook|daarnaast] op [de kaart, de ligging en de openingstijden|de ligging, de kaart en de mogelijkheden voor {uw} wensen].",
              "[Een zaak die|Een restaurant dat] [openlijk vertelt|graag vertelt] [waar de producten vandaan komen|wat er op de kaart staat en waarom], [heeft weinig te verbergen|neemt zijn gasten serieus].",
            ],
            [
              "[De ligging|De plek] [telt|speelt] [ook mee|ook een rol]: [denk aan bereikbaarheid, parkeren en een terras|een terras, parkeren of de bereikbaarheid].",
              "[Een zaak die|Een restaurant dat] [past bij de gelegenheid|bij het moment past], [maakt de avond|maakt het uitje] [compleet|geslaagd].",
            ],
          ],
        },
      ],
    },
    {
      id: "lokaal",
      topic: /\bin\s+\p{Lu}/u,
      headings: ["[Uit eten|Een avond uit] in {regio}", "[Dichtbij|Om de hoek] in {regio}"],
      summary: "waarom [dichtbij uit eten|een zaak in de buurt] [loont|de moeite waard is]",
      blocks: [
        {
          p: [
            [
              "[Een zaak|Een adres] [in de buurt|dichtbij] [betekent|geeft] [korte afstanden|een korte reis] en [vaak bekende gezichten|een persoonlijke ontvangst].",
              "[Voor gasten in {regio}|In {regio}] [is het|blijft het] [fijn|prettig] om [dicht bij huis|in de buurt] [uit eten te gaan|een tafel te hebben].",
            ],
            [
              "[Lokale producten|Producten uit de buurt] op [de kaart|het menu] [zijn een mooi teken|laten zien dat de keuken de omgeving kent].",
              "[Bovendien is het|Ook is het] [fijn|prettig] om [na het eten|na afloop] [snel thuis te zijn|niet ver te hoeven reizen].",
            ],
          ],
        },
      ],
    },
  ],
  faq: [
    {
      q: ["Kan ik een tafel voor een bijzondere gelegenheid vragen?"],
      a: [
        [
          "[Zeker|Graag]: [vertel bij het reserveren|laat vooraf weten] [wat er te vieren is|waarvoor {u} komt], dan [zorgen we dat alles klopt|denken we graag mee].",
        ],
      ],
    },
    {
      q: ["Is er plek voor kinderen?"],
      a: [
        [
          "[Vraag het gerust bij het reserveren|Laat het vooraf weten], dan [houden we er rekening mee|zoeken we een geschikte plek].",
        ],
      ],
    },
    {
      q: ["Moet ik [reserveren|van tevoren reserveren]?"],
      a: [
        [
          "[In het weekend en rond feestdagen|Op drukke avonden] [is reserveren verstandig|raden we reserveren aan]; [doordeweeks|op rustige momenten] [is er vaak plek|lukt het vaak ook zonder].",
        ],
      ],
    },
    {
      q: ["Houden jullie rekening met allergieën?"],
      a: [
        [
          "[Meld|Geef] {uw} allergie [bij het reserveren|vooraf] door, dan [overlegt de keuken wat er kan|bekijkt de keuken wat mogelijk is].",
        ],
        [
          "[Bij twijfel|{Inv:twijfelt}]? [Vraag|Informeer] [de bediening|het personeel] naar de ingrediënten.",
        ],
      ],
    },
    {
      q: ["Kan ik met een groep komen?"],
      a: [
        [
          "[Dat kan|Zeker]; [neem vooraf contact op|overleg vooraf] [over de wensen en de tijden|over eten, drinken en tijden], dan [bereiden we alles voor|zorgen we dat alles klaarstaat].",
        ],
      ],
    },
    {
      q: ["[Wat als|Wat moet ik doen als] mijn plannen veranderen?"],
      a: [
        [
          "[Laat het ons zo snel mogelijk weten|Geef het zo snel mogelijk door], dan [passen we de reservering aan|zoeken we samen een oplossing].",
        ],
      ],
    },
    {
      q: ["[Zijn er|Hebben jullie] vegetarische gerechten?"],
      a: [
        [
          "[Vraag gerust|Informeer gerust] naar [de vegetarische mogelijkheden|wat de keuken zonder vlees of vis maakt]; [de bediening|ons team] [vertelt het graag|helpt {u} graag].",
        ],
      ],
    },
  ],
  checklist: [
    ["Reserveer [op tijd|vooraf] voor drukke avonden."],
    ["Geef allergieën en dieetwensen [vooraf|meteen] door."],
    ["[Bekijk|Lees] de kaart [vooraf|alvast]."],
    ["[Controleer|Check] de openingstijden."],
    ["Overleg [vooraf|op tijd] bij een groep."],
    ["Laat het weten als {uw} plannen veranderen."],
  ],
  conclusion: [
    [
      "[Met|Door] [een beetje voorbereiding|wat voorbereiding] en [een reservering op tijd|op tijd reserveren] [wordt|is] [{uw} bezoek|de avond] [ontspannen en zonder verrassingen|een ontspannen succes].",
      "[Reserveer op tijd, noem {uw} wensen en geniet|Noem {uw} wensen, reserveer op tijd en geniet]: [de rest regelen wij|wij zorgen voor de rest].",
    ],
  ],
  topics: [
    {
      angle: "reserveren",
      titles: ["{K}: reserveren zonder zorgen", "{K}: zo {inv:reserveert} slim"],
    },
    { angle: "kaart", titles: ["{K}: wat staat er op de kaart?", "{K}: het menu en dieetwensen"] },
    { angle: "groepen", titles: ["{K}: met een groep of voor een feest", "{K}: iets te vieren?"] },
    {
      angle: "moment",
      titles: ["{K}: wanneer {inv:komt} het best?", "{K}: drukte en rustige momenten"],
    },
    { angle: "kiezen", titles: ["{K}: zo {inv:kiest} een goede zaak", "{K}: waar {inv:let} op?"] },
    {
      angle: "vragen",
      titles: ["{K}: veelgestelde vragen", "{K}: antwoorden voor [gasten|nieuwe gasten]"],
    },
    {
      angle: "kosten",
      titles: ["{K}: prijzen en keuzes", "{K}: wat kost een avond uit?"],
      needsPrices: true,
    },
    {
      angle: "gids",
      titles: [
        "{K}: [alles op een rij|de complete gids]",
        "{K}: [wat {inv:mag} verwachten|tips voor {uw} bezoek]",
      ],
    },
  ],
};
