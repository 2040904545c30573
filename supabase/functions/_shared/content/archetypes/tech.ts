/**
 * Tech: IT support, software, web agencies, hosting and security for small businesses. Readers
 * are organisations with a question about their systems: the advice is about mapping needs,
 * choosing a partner, the project and its phases, support afterwards and security, never about
 * menus, tasting or treatments.
 */
import { GUIDE_TOPIC } from "./common.ts";
import type { ArchetypeContent } from "./types.ts";

export const TECH: ArchetypeContent = {
  words: {
    klanten: "klanten",
    aanbieder: "IT-partner",
    aanbod: "onze diensten",
    beginnen: "een kennismakingsgesprek plannen",
    bezoek: "het eerste gesprek",
    plaatsZin: "We werken voor organisaties in",
  },
  intro: [
    [
      "[Technologie|IT] [moet|hoort] [{uw} werk makkelijker te maken|{uw} werk te ondersteunen], [niet ingewikkelder te maken|niet in de weg te zitten].",
      "Als {u} weet wat {u} nodig hebt, [{inv:kiest} betere oplossingen|{inv:voorkomt} dure omwegen].",
    ],
    [
      "In dit artikel [zetten we op een rij|delen we] wat [klanten|ondernemers] ons [het vaakst vragen|vaak vragen] [voordat we samen beginnen|in een eerste gesprek].",
      "[We horen|We beantwoorden|Ons team hoort|Ons team beantwoordt] die vragen [bijna dagelijks|elke week] [bij klanten|in gesprekken met klanten].",
    ],
  ],
  opening: {
    id: "onderwerp",
    headings: [
      "{K}: waar {inv:let} op?",
      "{K}: [zo {inv:pakt} het aan|wat {inv:moet} weten?]",
      "{K} [in het kort|uitgelegd]",
    ],
    summary: "waar {u} op let",
    blocks: [
      {
        p: [
          [
            "Bij {product} [draait het om|gaat het om] [een oplossing die past bij {uw} werk|wat {u} er in de praktijk mee doet], niet om [de nieuwste snufjes|de meeste functies].",
            "Bij {product} [draait het vooral om|gaat het vooral om] [een goede inventarisatie vooraf|heldere afspraken] en [goede ondersteuning daarna|begeleiding na de start].",
          ],
          [
            "[Begin|Start] [bij de vraag|met de vraag] [wat er nu niet goed werkt|waar {u} tegenaan loopt] en [wat {u} wilt bereiken|wat beter moet].",
            "[Een goede IT-partner|Een goede partner] [stelt eerst vragen|luistert eerst] en [vertaalt {uw} wensen in gewone taal|legt in gewone taal uit wat er kan].",
          ],
          [
            "Zo [{inv:weet}|{inv:hoort}] [vooraf|vanaf het begin] [waar {u} aan toe bent|wat {u} kunt verwachten].",
          ],
          [
            "[Goede IT|Een goede oplossing] {inv:merkt} vooral [doordat alles gewoon werkt|doordat {u} er geen omkijken naar hebt].",
            "[Vraag|Informeer] [gerust|altijd] [naar de mogelijkheden|wat er kan], [ook als {u} nog oriënteert|ook bij twijfel].",
          ],
        ],
      },
    ],
  },
  sections: [
    {
      id: "overstappen",
      topic: /overstap|overstappen|migrat|nieuw systeem|vervangen/i,
      headings: [
        "[Overstappen op een nieuw systeem|Een overstap plannen]",
        "[Zo {inv:stapt}|Soepel] over",
      ],
      summary: "hoe {u} soepel overstapt",
      blocks: [
        {
          p: [
            [
              "[Een overstap|Overstappen op een nieuw systeem] [vraagt|verdient] [een goed plan|voorbereiding]: [welke gegevens gaan mee|wat moet er over] en [wanneer|op welk moment]?",
              "[Kies|Plan] [een rustig moment|een rustige periode] [voor de overstap|om over te stappen], [niet midden in de drukste tijd van het jaar|buiten de drukste periode].",
            ],
            [
              "[Houd|Zorg voor] [een terugvaloptie|een plan B] [voor als er iets misgaat|mocht de overstap tegenvallen].",
              "[Informeer|Vertel] [medewerkers|{uw} team] [op tijd|vooraf] [over wat er verandert|wat er gaat gebeuren].",
            ],
          ],
        },
      ],
    },
    {
      id: "wensen",
      topic: /wens|inventari|eisen|nodig|behoefte|begin|start|plan/i,
      headings: [
        "[{Uw} wensen in kaart|Begin bij {uw} wensen]",
        "[Wat {inv:heeft} nodig?|Wat {inv:heeft} echt nodig?]",
      ],
      summary: "hoe {u} {uw} wensen in kaart brengt",
      blocks: [
        {
          p: [
            [
              "[Schrijf op|Zet op een rij] [welke taken|welk werk] [de oplossing moet ondersteunen|beter moet gaan] en [wie ermee werkt|wie er dagelijks mee werkt].",
              "[Maak|Maak vooraf] [onderscheid|een onderscheid] tussen [wat echt moet en wat handig is|noodzaak en wensen]: [dat helpt bij het kiezen|zo {inv:houdt} grip op het budget].",
            ],
            [
              "[Betrek|Vraag] [ook|vooral] [de mensen die ermee gaan werken|{uw} medewerkers]: [zij weten|die weten] [waar het in de praktijk knelt|wat er dagelijks misgaat].",
            ],
            [
              "[Een korte lijst|Een overzicht] van [de systemen die {u} nu gebruikt|{uw} huidige systemen] [helpt|is handig] [bij het eerste gesprek|voor een goede start].",
              "[Denk|Kijk] [ook|alvast] [aan koppelingen|na welke systemen moeten samenwerken] [met wat {u} al hebt|met bestaande software].",
            ],
          ],
        },
        {
          ul: [
            ["[Beschrijf|Noteer] wat er nu niet goed werkt."],
            ["[Bepaal|Noteer] wie ermee gaat werken."],
            ["Maak onderscheid tussen moeten en willen."],
            ["[Denk ook aan groei|Kijk alvast vooruit]."],
            ["Vraag medewerkers naar hun ervaringen."],
          ],
          take: 3,
        },
      ],
    },
    {
      id: "kiezen",
      topic: /kies|kiezen|keuze|vergelijk|beste|welke|partner/i,
      headings: [
        "[Een goede|De juiste] {aanbieder} kiezen",
        "[Zo {inv:kiest}|Hoe {inv:kiest}] een {aanbieder} die bij {u} past",
      ],
      summary: "hoe {u} een {aanbieder} kiest",
      blocks: [
        {
          p: [
            [
              "[Let|Kijk] [op ervaring met organisaties zoals die van {u}|op ervaring met vergelijkbare klanten], [bereikbaarheid|een vast aanspreekpunt] en [duidelijke afspraken over support|heldere afspraken].",
              "[Een goede partner|Een goede IT-partner] [legt in gewone taal uit|vertelt zonder vakjargon] [wat er gebeurt|wat hij doet] en [waarom|wat het oplevert].",
            ],
            [
              "[Vraag|Informeer] [naar referenties|naar voorbeelden van eerder werk] en [hoe support geregeld is|wat er gebeurt als er iets misgaat].",
            ],
            [
              "[Een partner|Een IT-partner] die [meedenkt over de lange termijn|vooruitkijkt], [voorkomt dure omwegen|scheelt later werk].",
              "[Let|Kijk] [ook|daarnaast] op [de bereikbaarheid bij storingen|hoe snel er hulp is bij een storing].",
            ],
          ],
        },
      ],
    },
    {
      id: "project",
      topic: /project|traject|implement|invoer|overstap|migrat|fase|verloop/i,
      headings: [
        "[Het project|De invoering] stap voor stap",
        "[Zo verloopt|Het verloop van] het project",
      ],
      summary: "hoe een project verloopt",
      blocks: [
        {
          p: [
            [
              "[Een goed project|Een soepele invoering] [begint met een plan|start met een duidelijke planning]: [wat gebeurt er wanneer|welke stappen volgen] en [wie doet wat|wie is waarvoor verantwoordelijk].",
              "[Werk|Werk bij voorkeur] [in stappen|in overzichtelijke fases], zodat [{u} tussendoor kunt bijsturen|er ruimte is om bij te sturen].",
            ],
            [
              "[Plan|Reserveer] [tijd|ruimte] [voor uitleg en training|om medewerkers wegwijs te maken]: [een goede oplossing|nieuwe software] [werkt pas|helpt pas] als [mensen ermee kunnen werken|iedereen ermee overweg kan].",
            ],
            [
              "[Test|Probeer] [nieuwe systemen|een nieuwe oplossing] [eerst met een kleine groep|eerst op kleine schaal] [voordat iedereen overstapt|voordat {u} alles omzet].",
              "[Houd|Zorg voor] [een vast aanspreekpunt|één contactpersoon] [binnen {uw} organisatie|aan {uw} kant] [voor vragen en besluiten|die beslissingen neemt].",
            ],
          ],
        },
      ],
    },
    {
      id: "support",
      topic: /support|storing|hulp|beheer|onderhoud|helpdesk|updates/i,
      headings: ["[Support en beheer|Na de livegang]", "[Als er iets misgaat|Hulp bij problemen]"],
      summary: "hoe support en beheer geregeld zijn",
      blocks: [
        {
          p: [
            [
              "[Na de start|Na de livegang] [begint het eigenlijk pas|houdt het niet op]: [updates, vragen en kleine aanpassingen|vragen, updates en aanpassingen] [horen erbij|blijven komen].",
              "[Spreek vooraf af|Leg vooraf vast] [hoe {u} hulp krijgt|hoe {u} een probleem meldt] en [hoe snel er gereageerd wordt|wat {u} mag verwachten].",
            ],
            [
              "[Meld|Beschrijf] [een probleem|een storing] [zo concreet mogelijk|zo duidelijk mogelijk]: [wat gebeurde er|wat er te zien was] en [wanneer|sinds wanneer].",
            ],
            [
              "[Een duidelijke melding|Een goede omschrijving] [scheelt|bespaart] [heen en weer mailen|tijd bij het oplossen].",
              "[Vraag|Informeer] [hoe {u} de status van een melding volgt|hoe {u} op de hoogte blijft van een melding].",
            ],
          ],
        },
      ],
    },
    {
      id: "veiligheid",
      topic: /veilig|beveilig|back-?up|wachtwoord|privacy|avg|hack|cyber/i,
      headings: ["[Veiligheid|Beveiliging] en back-ups", "[Veilig werken|Goed beveiligd]"],
      summary: "hoe {u} veilig werkt",
      blocks: [
        {
          p: [
            [
              "[Goede back-ups|Regelmatige back-ups] en [sterke wachtwoorden|tweestapsverificatie] [voorkomen|beperken] [veel schade|de meeste problemen].",
              "[Veiligheid|Beveiliging] [is geen eenmalige klus|vraagt blijvende aandacht]: [updates en controles|controles en updates] [horen erbij|moeten regelmatig gebeuren].",
            ],
            [
              "[Vraag|Informeer] [bij {uw} IT-partner|bij {uw} leverancier] [hoe back-ups geregeld zijn|waar {uw} gegevens staan] en [hoe {u} ze terugzet|wie er toegang toe heeft].",
            ],
            [
              "[Test|Probeer] [af en toe|regelmatig] [of een back-up ook echt terug te zetten is|of {u} gegevens kunt terugzetten].",
              "[Medewerkers|Iedereen in {uw} team] [herkent|herkennen] [verdachte e-mails|phishing] [beter|sneller] [met een korte uitleg|na een korte training].",
            ],
          ],
        },
      ],
    },
    {
      id: "medewerkers",
      topic: /medewerker|team|gebruiker|uitleg|training|adoptie/i,
      headings: [
        "[Meenemen van {uw} team|{Uw} medewerkers aan boord]",
        "[Zo werkt {uw} team er graag mee|Gebruikers op weg helpen]",
      ],
      summary: "[hoe {u} {uw} medewerkers meeneemt|hoe {uw} team er goed mee werkt]",
      blocks: [
        {
          p: [
            [
              "[Nieuwe systemen|Nieuwe software] [werken pas goed|leveren pas iets op] als [de mensen die ermee werken|{uw} medewerkers] [weten hoe het werkt|er vertrouwd mee zijn].",
              "[Betrek {uw} team|Betrek de gebruikers] [vroeg|al bij de start] [bij de keuzes|bij wat er verandert]: [dat voorkomt weerstand|zo voelt iedereen zich gehoord].",
            ],
            [
              "[Korte uitleg|Een korte instructie] [op het moment dat het nodig is|bij de overstap] [werkt vaak beter|helpt vaak meer] dan [een lange handleiding|een dik document].",
              "[Wijs een vaste vraagbaak aan voor de eerste vragen|Kies iemand binnen het team die collega's op weg helpt].",
            ],
            [
              "[Vraag|Informeer] [na een paar weken|na de eerste periode] [hoe het bevalt|wat er nog lastig is], [en stuur waar nodig bij|dan kan er op tijd worden bijgestuurd].",
            ],
          ],
        },
      ],
    },
    {
      id: "groei",
      topic: /groei|schaal|uitbreid|toekomst|meegroei/i,
      headings: [
        "[Klaar voor groei|Meegroeien met {uw} organisatie]",
        "[Denk vooruit|Een oplossing voor de lange termijn]",
      ],
      summary: "hoe {u} vooruit kijkt",
      blocks: [
        {
          p: [
            [
              "[Kies|Zoek] systemen die [kunnen meegroeien met {uw} organisatie|meegroeien als {uw} organisatie groeit].",
              "[Een oplossing die nu past|Wat vandaag past] [kan over een tijd knellen|kan later te klein zijn]: [denk daarom vooruit|kijk daarom verder dan vandaag].",
            ],
            [
              "[Vraag|Informeer] [wat het betekent|hoe het werkt] als [er medewerkers bijkomen|{uw} team groeit].",
              "[Een oplossing|Software] die [makkelijk uit te breiden is|meegroeit], [voorkomt|bespaart] [een overstap later|een nieuwe zoektocht].",
            ],
          ],
        },
      ],
    },
  ],
  faq: [
    {
      q: ["Hoe snel kunnen jullie starten?"],
      a: [
        [
          "[Dat hangt af van de vraag en de planning|Dat verschilt per opdracht]; [na een eerste gesprek|na een korte kennismaking] [{inv:weet} waar {u} aan toe bent|spreken we een startmoment af].",
        ],
      ],
    },
    {
      q: ["Werken jullie met onze bestaande systemen?"],
      a: [
        [
          "[Meestal wel|In de meeste gevallen wel]: [we bekijken eerst|we brengen eerst in kaart] wat er al is en [bouwen daarop voort|sluiten daarop aan].",
          "[Alleen waar het echt nodig is|Alleen als het echt beter wordt] [adviseren we iets nieuws|stellen we een vervanging voor].",
        ],
      ],
    },
    {
      q: ["Wie is ons vaste aanspreekpunt?"],
      a: [
        [
          "[{U} krijgt|Er is] [een vast aanspreekpunt|een vaste contactpersoon] die {uw} situatie kent, zodat {u} [niet steeds opnieuw hoeft uit te leggen wat er speelt|niet telkens alles hoeft te herhalen].",
        ],
      ],
    },
    {
      q: ["Waar begin ik?"],
      a: [
        [
          "[Met een gesprek|Met een kennismaking] [over wat er nu niet goed werkt|over {uw} situatie en {uw} wensen]; [daarna|vervolgens] [stellen we een aanpak voor|bespreken we de mogelijkheden].",
        ],
      ],
    },
    {
      q: ["Hoe is support geregeld?"],
      a: [
        [
          "[Dat spreken we vooraf af|Dat leggen we vooraf vast]: [hoe {u} een vraag stelt|hoe {u} een melding doet] en [wat {u} mag verwachten|hoe we reageren].",
        ],
      ],
    },
    {
      q: ["Moeten mijn medewerkers training krijgen?"],
      a: [
        [
          "[Vaak helpt een korte uitleg|Een korte introductie helpt vaak]; [we bespreken vooraf|samen bepalen we] [wat nodig is|wat past bij {uw} team].",
        ],
      ],
    },
    {
      q: ["Hoe zit het met back-ups?"],
      a: [
        [
          "[Vraag ernaar|Informeer ernaar] [bij de start|vooraf]: [waar {uw} gegevens staan|hoe back-ups geregeld zijn] en [hoe ze worden teruggezet|wie er toegang heeft].",
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
  ],
  checklist: [
    ["Beschrijf wat er nu niet goed werkt."],
    ["Bepaal wat moet en wat handig is."],
    ["Vraag naar referenties."],
    ["Leg afspraken over support vast."],
    ["[Controleer|Vraag] hoe back-ups geregeld zijn."],
    ["Plan tijd voor uitleg aan medewerkers."],
  ],
  conclusion: [
    [
      "[Met|Door] [een goede inventarisatie|heldere wensen] en [een partner die meedenkt|duidelijke afspraken over support] [{inv:maakt}|{inv:kiest}] [een oplossing die echt helpt|de juiste keuze].",
      "[Begin bij {uw} wensen, vraag door en leg afspraken vast|Vraag door, begin bij {uw} wensen en leg afspraken vast]: [zo|dan] [{inv:houdt}|{inv:weet}] [grip op {uw} IT|waar {u} aan toe bent].",
    ],
  ],
  topics: [
    { angle: "wensen", titles: ["{K}: begin bij {uw} wensen", "{K}: wat {inv:heeft} echt nodig?"] },
    {
      angle: "kiezen",
      titles: ["{K}: zo {inv:kiest} de juiste partner", "{K}: waar {inv:let} op bij het kiezen?"],
    },
    { angle: "project", titles: ["{K}: zo verloopt het project", "{K}: stap voor stap ingevoerd"] },
    { angle: "support", titles: ["{K}: support en beheer", "{K}: wat als er iets misgaat?"] },
    {
      angle: "veiligheid",
      titles: ["{K}: veilig werken en back-ups", "{K}: zo {inv:werkt} veilig"],
    },
    { angle: "groei", titles: ["{K}: klaar voor groei", "{K}: denk vooruit"] },
    {
      angle: "vragen",
      titles: ["{K}: veelgestelde vragen", "{K}: antwoorden van {uw} IT-partner"],
    },
    {
      angle: "kosten",
      titles: ["{K}: wat kost het?", "{K}: prijzen en pakketten"],
      needsPrices: true,
    },
    GUIDE_TOPIC,
  ],
};
