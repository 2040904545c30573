/**
 * Food craft: bakers, butchers, cheese shops, chocolatiers, caterers and brewers: they make
 * food and sell it over the counter, by order or for pick-up. The advice is about recognising
 * quality, ordering and picking up, keeping food fresh, occasions and ingredients, never about
 * quotes, projects or maintenance.
 */
import type { ArchetypeContent } from "./types.ts";

export const FOOD_CRAFT: ArchetypeContent = {
  words: {
    klanten: "klanten",
    aanbieder: "ambachtelijke zaak",
    aanbod: "ons assortiment",
    beginnen: "bestellen",
    bezoek: "een bezoek aan de winkel",
    plaatsZin: "{U} vindt ons in",
  },
  intro: [
    [
      "Ambachtelijk [eten|werk] [draait om|begint bij] [tijd, vakmanschap en goede grondstoffen|goede grondstoffen en geduld|eerlijke ingrediënten en vakmanschap].",
      "Hoe iets gemaakt is, [{inv:proeft}|{inv:merkt}] [bij de eerste hap|meteen|direct aan smaak en geur].",
    ],
    [
      "In dit artikel [delen we|vertellen we] wat we [achter de toonbank|in de winkel|aan de toonbank] [het vaakst|elke week] [horen|gevraagd krijgen].",
      "[We beantwoorden|We horen|Onze bakkers en verkopers horen|Ons team hoort] die vragen [dagelijks|elke dag|bijna elke dag] [in de winkel|aan de toonbank].",
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
            "Bij {product} [zit|schuilt] het verschil [in de details|in kleine dingen|in wat {u} niet meteen ziet]: [de grondstoffen|de ingrediënten], [de bereiding|het vakmanschap] en [de tijd die erin gaat zitten|het geduld van de maker].",
            "Wat {product} [bijzonder|lekker|de moeite waard] maakt, [is vooral|zit vooral in] [de zorg waarmee het gemaakt wordt|het vakmanschap van de maker|de tijd die het krijgt].",
          ],
          [
            "[Vraag|Informeer] in de winkel [gerust|altijd] [hoe|waarmee] het gemaakt is: een [goede|echte] vakman vertelt dat [graag|met plezier].",
            "[Een ambachtelijke zaak|Een goede vakman] [legt|vertelt] [graag|zonder moeite] uit hoe {product} [gemaakt wordt|ontstaat] en waarom het zo smaakt.",
          ],
          [
            "Zo [{inv:weet}|{inv:ontdekt}] [snel|al snel] wat bij {uw} smaak past.",
            "[Proeven|Een keer proeven] zegt [vaak|soms] meer dan [een lange uitleg|welke beschrijving ook].",
          ],
          [
            "[Ambachtelijk werk|Vakwerk] [vraagt|kost] [tijd|geduld], en dat [is te proeven|{inv:proeft} terug] in [elke hap|het eindresultaat].",
            "[Juist|Vooral] bij {product} [loont het|is het de moeite waard] om [te letten op|te kiezen voor] [vakmanschap|verse, eerlijke ingrediënten].",
          ],
        ],
      },
    ],
  },
  sections: [
    {
      id: "seizoen",
      topic: /seizoen|zomer|winter|herfst|lente|december|kerst|pasen/i,
      headings: [
        "[Wat het seizoen brengt|Eten van het seizoen]",
        "[Per seizoen|Door het jaar heen] iets anders",
      ],
      summary: "wat het seizoen [brengt|te bieden heeft]",
      blocks: [
        {
          p: [
            [
              "[Het aanbod|Ons aanbod] [verandert|wisselt] [met de seizoenen|door het jaar heen]: [wat nu vers is|wat er nu te krijgen is], [is er over een tijd misschien niet|ligt er later weer anders bij].",
              "[Seizoensproducten|Producten van het seizoen] [zijn|smaken] [vaak op hun best|meestal het lekkerst] [als ze net binnen zijn|in hun eigen seizoen].",
            ],
            [
              "[Vraag|Informeer] [in de winkel|aan de toonbank] [wat er deze week bijzonder is|naar de producten van het moment]: [daar zit vaak|dat is vaak] [een verrassing tussen|iets nieuws bij].",
              "[Volg|Kijk op] [onze website|de website] [voor wat er nu in de winkel ligt|om te zien wat er nu te koop is].",
            ],
            [
              "[Rond feestdagen|In drukke weken] [is het aanbod vaak groter|is er vaak meer keuze], [maar|en] [is op tijd bestellen|blijft vooraf bestellen] [extra verstandig|slim].",
            ],
          ],
        },
      ],
    },
    {
      id: "kwaliteit",
      topic: /herken|kwaliteit|goed|vers|ambacht|echt/i,
      headings: [
        "[Zo {inv:herkent}|Hoe {inv:herkent}] [kwaliteit|vakwerk]",
        "Kwaliteit herkennen bij {product}",
      ],
      summary: "hoe {u} [kwaliteit|vakwerk] herkent",
      blocks: [
        {
          p: [
            [
              "[Ambachtelijk|Echt vakwerk] [{inv:herkent}|{inv:proeft}] [aan|vooral aan] [geur, smaak en structuur|smaak en geur|de structuur en de smaak].",
              "[De eerste indruk|Het eerste wat {u} merkt] [is vaak|zit vaak in] [de geur|de uitstraling in de vitrine|hoe vers het eruitziet].",
            ],
            [
              "[Let ook op|Kijk ook naar|Let daarnaast op|Kijk daarnaast naar] [de ingrediëntenlijst|wat er op het etiket staat|wat de verkoper over de bereiding vertelt]: hoe korter en herkenbaarder, hoe [beter|eerlijker].",
              "[Een korte lijst|Een eerlijke lijst] met [herkenbare|pure] ingrediënten zegt [meer|veel meer] dan [een mooie verpakking|een mooie naam].",
            ],
            [
              "[{Inv:twijfelt}|{Inv:weet} het niet zeker]? Vraag [om een proeverij|of {u} mag proeven|wat er vandaag vers binnen is].",
              "[Proeven mag|Even proeven kan] [bij ons|in de winkel] [bijna altijd|vaak]: zo [{inv:kiest}|{inv:weet}] [zeker|met vertrouwen] wat {u} lekker vindt.",
            ],
            [
              "[Vers|Ambachtelijk] [werk|eten] [ziet er niet altijd perfect uit|hoeft er niet altijd perfect uit te zien|ziet er niet altijd hetzelfde uit]: [kleine verschillen|verschillen in vorm] [horen bij|zijn juist een teken van] [handwerk|ambacht].",
              "[Een vakman|Een goede maker] [gebruikt|werkt met] [seizoensproducten|wat het seizoen biedt] en [past zijn werk daarop aan|laat dat terugkomen in het aanbod].",
            ],
          ],
        },
        {
          ul: [
            ["Vraag [wanneer|hoe laat] het [gemaakt|gebakken] is."],
            ["[Let op|Kijk naar] de geur en de kleur."],
            ["[Vraag naar|Informeer naar] de herkomst van de grondstoffen."],
            ["Proef [voordat {u} een grote bestelling doet|eerst een klein stukje]."],
            [
              "[Vraag om advies|Laat {uzelf} adviseren] over wat [bij elkaar past|samen goed smaakt].",
            ],
          ],
          take: 3,
        },
      ],
    },
    {
      id: "bestellen",
      topic: /bestel|ophal|bezorg|reserve|afhal/i,
      headings: [
        "Bestellen en ophalen",
        "[Zo {inv:bestelt}|Bestellen: zo werkt het]",
        "Van bestelling tot [ophalen|afhalen]",
      ],
      summary: "hoe bestellen en ophalen [werkt|in zijn werk gaat]",
      blocks: [
        {
          p: [
            [
              "[Voor|Bij] [een grote bestelling|een feest of een speciale gelegenheid] [is het slim|loont het] om [op tijd|ruim van tevoren] te bestellen.",
              "Wie [op tijd|ruim van tevoren] bestelt, [weet zeker|is er zeker van] dat [alles|de bestelling] [klaarligt|klaarstaat] [op het afgesproken moment|wanneer {u} komt].",
            ],
            [
              "[Geef bij het bestellen|Geef bij de bestelling] [duidelijk|meteen] door [voor hoeveel personen het is|hoeveel personen er mee-eten] en [of er wensen zijn|welke wensen er zijn] [rond allergieën of smaak|over smaak of allergieën].",
              "[Noem|Vermeld] bij het bestellen [ook|meteen] [allergieën en dieetwensen|wensen over smaak of allergenen]: dan [kunnen we er vanaf het begin rekening mee houden|houden we er meteen rekening mee].",
            ],
            [
              "[Bij het ophalen|Als {u} komt ophalen] [staat alles klaar|ligt de bestelling klaar], zodat {u} [niet hoeft te wachten|direct verder kunt].",
              "[Zo|Op die manier] [{inv:staat} niet voor verrassingen|{inv:bent} zeker van {uw} bestelling] [op de dag zelf|als het erop aankomt].",
            ],
            [
              "[{Inv:twijfelt} over de hoeveelheid|Geen idee hoeveel er nodig is]? [Vraag in de winkel om advies|Laat {uzelf} adviseren]: [we denken graag mee|we rekenen graag met {u} mee].",
              "[Wie|Iedereen die] [vaker|regelmatig] [bestelt|komt], [weet|merkt] [hoe prettig een vast ophaalmoment is|hoe handig het is als alles klaarstaat].",
            ],
          ],
        },
        {
          h3: [
            "[Handig om te weten|Goed om te weten] bij het bestellen",
            "Tips voor een grote bestelling",
          ],
        },
        {
          ul: [
            [
              "Bestel [ruim van tevoren|op tijd] voor feestdagen en [drukke weekenden|drukke dagen].",
            ],
            ["Geef het aantal personen [door|op] bij {uw} bestelling."],
            ["Noem allergieën en dieetwensen [meteen|bij het bestellen]."],
            ["Spreek [een vast ophaalmoment|het ophaalmoment] af."],
            ["Vraag of [bezorgen|laten bezorgen] [ook kan|mogelijk is]."],
          ],
          take: 3,
        },
      ],
    },
    {
      id: "bewaren",
      topic: /bewaar|bewaren|vers|houdbaar|invries|vriezer/i,
      headings: [
        "[Vers houden|Langer vers] en bewaren",
        "Zo {inv:bewaart} het [goed|op de juiste manier]",
      ],
      summary: "hoe {u} het [vers houdt|goed bewaart]",
      blocks: [
        {
          p: [
            [
              "Ambachtelijk eten [bevat|heeft] [weinig of geen|zo min mogelijk] [conserveermiddelen|toevoegingen], dus [goed bewaren|de juiste bewaring] [maakt echt verschil|is belangrijk].",
              "[Zonder|Met weinig] [toevoegingen|conserveermiddelen] [blijft|houdt] [vers eten|ambachtelijk eten] [het best|het lekkerst] [als {u} het goed bewaart|bij de juiste bewaring].",
            ],
            [
              "[Een koele, droge plek|Een koele plek uit de zon] [werkt vaak het best|is meestal ideaal]; de koelkast [is niet altijd|is lang niet altijd] de beste keuze.",
              "[Bewaar het|Zet het] [koel en droog|op een koele, droge plek], [tenzij de verkoper iets anders adviseert|behalve als wij iets anders aanraden].",
            ],
            [
              "[Invriezen kan vaak ook|Veel producten kunnen ook de vriezer in]: vries [in porties|het in porties] in, dan [{inv:pakt}|{inv:neemt}] [alleen wat {u} nodig hebt|precies wat {u} nodig hebt].",
              "[Vraag|Informeer] [bij het afrekenen|in de winkel] [gerust|altijd] hoe {u} [een product|iets] het best bewaart.",
            ],
            [
              "[Opbakken|Even opwarmen in de oven] [geeft|brengt] [vaak|soms] [de frisheid|de geur en de krokantheid] [terug|weer terug].",
              "[Wat over is|Restjes] [hoeven niet weg|kunnen vaak nog prima gebruikt worden]: [vraag gerust om tips|vraag naar handige tips].",
            ],
          ],
        },
      ],
    },
    {
      id: "gelegenheid",
      topic: /feest|verjaardag|bruiloft|gelegenheid|cadeau|kerst|pasen|seizoen|borrel|traktatie/i,
      headings: [
        "Voor feestdagen en [gelegenheden|bijzondere momenten]",
        "[Iets te vieren|Een feest in aantocht]?",
      ],
      summary: "wat {u} [voor een feest|bij een bijzondere gelegenheid] [kunt bestellen|regelt]",
      blocks: [
        {
          p: [
            [
              "[Een verjaardag, een jubileum of een feestdag|Een feest, een borrel of een bijzondere dag] [vraagt om|verdient] [iets bijzonders|iets lekkers dat bij de gelegenheid past].",
              "[Bij een feest|Op een bijzondere dag] {inv:wilt} [iets op tafel|iets] dat [past bij het moment|bij de gelegenheid past] en [iedereen lekker vindt|bij iedereen in de smaak valt].",
            ],
            [
              "[Vertel ons|Vertel in de winkel] [gerust|vooraf] [wat de gelegenheid is|waarvoor het is] en voor hoeveel personen het is: dan [denken we mee|adviseren we] over [de hoeveelheid en de keuze|wat en hoeveel].",
              "[Rond de feestdagen|In drukke periodes] [is het slim|loont het] om [extra|ruim] op tijd te [bestellen|reserveren].",
            ],
            [
              "[Een persoonlijke touch|Iets persoonlijks], [zoals een naam of een thema|zoals een tekst of een kleur], [maakt het feest compleet|maakt het bijzonder]: [vraag wat er kan|vraag naar de mogelijkheden].",
              "[Ook voor een traktatie op het werk of op school|Voor een traktatie of een borrel] [denken we graag mee|helpen we graag].",
            ],
          ],
        },
      ],
    },
    {
      id: "ingredienten",
      topic: /allergie|allergeen|ingredi|gluten|lactose|vegan|vegetar|dieet|suiker/i,
      headings: ["Ingrediënten en allergieën", "[Allergieën|Dieetwensen] en ingrediënten"],
      summary: "hoe het zit met ingrediënten en allergieën",
      blocks: [
        {
          p: [
            [
              "[Wie|Iemand die] [een allergie of dieetwens|een voedselallergie] heeft, [wil precies weten|moet precies weten] wat er in [een product|het eten] zit.",
              "[Bij allergieën|Met een allergie] [is duidelijkheid|is goede informatie] [belangrijker dan ooit|onmisbaar].",
            ],
            [
              "[Vraag|Informeer] [in de winkel|bij het bestellen] [altijd|gerust] naar de ingrediënten en [de allergenen|mogelijke allergenen]: [we vertellen|wij vertellen] [eerlijk|precies] wat erin zit.",
              "[Een ambachtelijke zaak|Een vakman] [weet|kent] [precies|exact] [welke ingrediënten hij gebruikt|wat er in zijn producten gaat] en [kan|zal] dat [eerlijk|zonder omwegen] [vertellen|uitleggen].",
            ],
            [
              "Geef [een allergie|{uw} dieetwens] [bij een bestelling|bij het bestellen] [meteen|altijd] door, zodat [we er rekening mee houden|er rekening mee gehouden wordt].",
            ],
            [
              "[Let op|Weet] dat [in een ambachtelijke werkplaats|in een bakkerij of keuken] [sporen van allergenen|allergenen] [soms niet helemaal te vermijden zijn|niet altijd uit te sluiten zijn].",
              "[Vegan, glutenvrij of zonder noten|Glutenvrij, zonder lactose of vegan]: [vraag|informeer] [wat er mogelijk is|naar de mogelijkheden] [voordat {u} bestelt|bij het bestellen].",
            ],
          ],
        },
      ],
    },
    {
      id: "kiezen",
      topic: /kies|kiezen|keuze|vergelijk|beste|welke/i,
      headings: [
        "[Een goede|De juiste] {aanbieder} kiezen",
        "Waar {inv:koopt} het [lekkerst|best]?",
      ],
      summary: "hoe {u} een goede {aanbieder} kiest",
      blocks: [
        {
          p: [
            [
              "[Een goede|Een echte] {aanbieder} {inv:herkent} [aan vakmanschap, eerlijke ingrediënten en persoonlijke aandacht|aan smaak, vakmanschap en aandacht voor de klant].",
              "[Smaak|De smaak] [blijft|is en blijft] [het belangrijkste|de beste graadmeter], maar [ook de service telt mee|ook de aandacht aan de toonbank maakt verschil|daarnaast telt de service mee].",
            ],
            [
              "[Kijk ook|Kijk daarnaast|Let ook op|Let daarnaast op] [of {u} advies krijgt|of er advies gegeven wordt] en of [er ruimte is voor|men openstaat voor] [{uw} wensen|speciale wensen].",
              "[Een zaak|Een vakman] die [graag vertelt|uitlegt] hoe [iets gemaakt wordt|er gewerkt wordt], [heeft|hoeft] [weinig te verbergen|niets te verbergen].",
            ],
            [
              "[En|Ten slotte]: [ga af op {uw} smaak|vertrouw op {uw} eigen smaak]; [proef|probeer] [gerust|rustig] [verschillende producten|wat vaker iets anders].",
            ],
            [
              "[Een zaak|Een winkel] waar [het personeel de tijd neemt|men de tijd neemt] voor [advies|een praatje en advies], [is goud waard|voelt vertrouwd].",
              "[Kijk|Let] [ook|daarnaast] naar [hoe vers het aanbod is|het aanbod van de dag] [op het moment dat {u} binnenloopt|als {u} binnenkomt].",
            ],
          ],
        },
      ],
    },
    {
      id: "lokaal",
      topic: /\bin\s+\p{Lu}/u,
      headings: ["[Dichtbij|Om de hoek] in {regio}", "[Ambachtelijk|Vers] uit {regio}"],
      summary: "waarom [dichtbij kopen|lokaal kopen] [loont|de moeite waard is]",
      blocks: [
        {
          p: [
            [
              "[Een zaak|Een ambachtelijke zaak] [in de buurt|dichtbij] [betekent|geeft] [korte lijnen|persoonlijk contact] en [vers|verse producten] [zonder lange reis|zonder omwegen].",
              "Wie dichtbij koopt, [kent de mensen achter de toonbank|weet wie er achter de toonbank staat].",
            ],
            [
              "[Voor {klanten} in {regio}|In {regio}] [is het|blijft het] [fijn|prettig] om [even binnen te lopen|langs te komen] [voor advies of een proeverij|en te proeven].",
            ],
            [
              "[Lokaal kopen|Dichtbij kopen] [steunt de winkels en makers in {uw} buurt|houdt het ambacht in de buurt levend].",
              "[Bovendien|En] [is het fijn|is het prettig] om te weten [wie {uw} eten maakt|bij wie {u} koopt].",
            ],
          ],
        },
      ],
    },
  ],
  faq: [
    {
      q: ["Kan ik iets laten klaarzetten voor een feest?"],
      a: [
        [
          "[Zeker|Graag]: [bestel op tijd|laat het ons op tijd weten] en [vertel waarvoor het is|noem de gelegenheid], dan [denken we mee over de keuze|adviseren we over wat en hoeveel].",
        ],
      ],
    },
    {
      q: ["Waar komen jullie grondstoffen vandaan?"],
      a: [
        [
          "[Vraag het ons gerust in de winkel|Vraag het gerust aan de toonbank]: [we vertellen graag|we laten graag zien] [waar we mee werken|met welke grondstoffen we werken].",
        ],
      ],
    },
    {
      q: ["[Hoe ver van tevoren|Wanneer] moet ik [bestellen|een bestelling doorgeven]?"],
      a: [
        [
          "Dat hangt af van [wat {u} bestelt|de bestelling] en [de drukte|hoe druk het is]: [vraag het ons gerust|neem even contact op], dan [{inv:weet} het meteen|{inv:hoort} het direct].",
        ],
        ["Rond feestdagen [geldt|loont het]: [hoe eerder, hoe beter|bestel op tijd]."],
      ],
    },
    {
      q: ["Kan ik [vooraf proeven|eerst proeven]?"],
      a: [
        [
          "[Kom gerust langs in de winkel|Loop gerust binnen]: vaak {inv:kunt} [iets proeven|een stukje proeven] voordat {u} kiest.",
        ],
        [
          "[Voor een grote bestelling|Bij een grotere bestelling] [denken we graag mee|adviseren we graag] over de keuze.",
        ],
      ],
    },
    {
      q: ["Houden jullie rekening met allergieën?"],
      a: [
        [
          "[Geef {uw} allergie bij het bestellen door|Geef {uw} allergie vooraf door|Meld {uw} allergie bij het bestellen|Meld {uw} allergie vooraf], dan [vertellen we|{inv:hoort}] [eerlijk|precies] [wat er mogelijk is|welke producten geschikt zijn].",
        ],
        ["[Bij twijfel|{Inv:twijfelt}]? [Vraag|Informeer] in de winkel naar de ingrediënten."],
      ],
    },
    {
      q: ["Hoe bewaar ik [het|het eten] het best?"],
      a: [
        [
          "[Koel en droog|Op een koele, droge plek] [is meestal het best|werkt meestal het best]; [sommige producten|veel producten] kunnen [ook|prima] de vriezer in.",
        ],
        [
          "[Vraag|Informeer] [bij het afrekenen|in de winkel] naar [het bewaaradvies|de beste manier van bewaren].",
        ],
      ],
    },
    {
      q: ["Kan ik [een bestelling|iets] laten [klaarzetten|klaarleggen]?"],
      a: [
        [
          "[Ja,|Zeker,] [geef {uw} bestelling door|bestel vooraf], dan [ligt het klaar|staat het klaar] [wanneer {u} komt|op het afgesproken moment].",
        ],
      ],
    },
  ],
  checklist: [
    ["Bestel [op tijd|ruim van tevoren] voor feestdagen."],
    ["Geef allergieën en dieetwensen [meteen|vooraf] door."],
    ["[Proef|Probeer] eerst als {u} twijfelt."],
    ["Vraag naar [het bewaaradvies|de beste manier van bewaren]."],
    ["Spreek [een ophaalmoment|het ophaalmoment] af."],
    ["Vraag naar de herkomst van de [grondstoffen|ingrediënten]."],
  ],
  conclusion: [
    [
      "[Met|Door] [een beetje voorbereiding|wat voorbereiding] en [de juiste vragen|een goed gesprek aan de toonbank] [{inv:haalt}|{inv:krijgt}] [het beste|meer] uit [elk bezoek|{uw} bezoek].",
      "[Proef|Probeer], [vraag|informeer] en [bestel op tijd|bestel ruim van tevoren]: [zo|dan] [wordt|is] [elke bestelling|{uw} bestelling] een succes.",
    ],
  ],
  topics: [
    {
      angle: "herkennen",
      titles: [
        "{K}: zo {inv:herkent} kwaliteit",
        "{K}: [hoe {inv:herkent} vakwerk?|waar {inv:let} op?]",
      ],
    },
    {
      angle: "bestellen",
      titles: ["{K}: bestellen en ophalen", "{K}: [zo werkt bestellen|bestellen zonder zorgen]"],
    },
    {
      angle: "bewaren",
      titles: [
        "{K}: zo blijft het [vers|lekker]",
        "{K}: [vers houden en bewaren|bewaartips van de vakman]",
      ],
    },
    {
      angle: "gelegenheid",
      titles: [
        "{K}: voor een feest of bijzondere dag",
        "{K}: [iets te vieren?|voor de feestdagen]",
      ],
    },
    { angle: "ingredienten", titles: ["{K}: ingrediënten en allergieën", "{K}: wat zit erin?"] },
    {
      angle: "kiezen",
      titles: ["{K}: zo {inv:kiest} wat bij {u} past", "{K}: waar {inv:let} op bij het kiezen?"],
    },
    {
      angle: "vragen",
      titles: [
        "{K}: veelgestelde vragen",
        "{K}: antwoorden op [vragen uit de winkel|veelgestelde vragen]",
      ],
    },
    {
      angle: "kosten",
      titles: ["{K}: prijzen en keuzes", "{K}: wat kost het?"],
      needsPrices: true,
    },
    {
      angle: "gids",
      titles: ["{K}: [alles op een rij|de gids van de vakman]", "{K}: wat {inv:moet} weten?"],
    },
  ],
};
