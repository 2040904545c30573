/**
 * Professional services: accountants, bookkeepers, lawyers, advisers, estate agents, notaries.
 * Readers are clients with a question: the advice is about the first conversation, what to
 * bring, how fees and working methods are agreed, working together and choosing an adviser,
 * never about menus, installations or treatments.
 */
import { GUIDE_TOPIC } from "./common.ts";
import type { ArchetypeContent } from "./types.ts";

export const PROFESSIONAL: ArchetypeContent = {
  words: {
    klanten: "klanten",
    aanbieder: "adviseur",
    aanbod: "onze diensten",
    beginnen: "een kennismakingsgesprek plannen",
    bezoek: "het eerste gesprek",
    plaatsZin: "We werken voor klanten in",
  },
  intro: [
    [
      "[Een goede adviseur|Goed advies] [bespaart|scheelt] [tijd, zorgen en vaak ook geld|zorgen en tijd], [zeker als|vooral als] [{u} op tijd begint|{u} niet te lang wacht].",
      "[Veel vragen|De meeste vragen] [zijn eenvoudiger dan ze lijken|worden overzichtelijker zodra iemand meekijkt], [zeker als {u} weet waar {u} moet beginnen|zeker met de juiste hulp].",
    ],
    [
      "In dit artikel [delen we|zetten we op een rij] wat [klanten|ondernemers en particulieren] ons [het vaakst vragen|vaak vragen] [in een eerste gesprek|voordat we samen beginnen].",
      "[We|Onze adviseurs] [horen|beantwoorden] die vragen [bijna dagelijks|elke week] [aan tafel|in gesprekken met klanten].",
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
            "Bij {product} [draait het om|gaat het om] [overzicht, duidelijke afspraken en vertrouwen|vertrouwen, deskundigheid en heldere afspraken].",
            "Bij {product} [draait het vooral om|gaat het vooral om] [een goede voorbereiding|duidelijke afspraken] en [een adviseur die meedenkt|persoonlijk contact].",
          ],
          [
            "[Zet|Breng] [vooraf|eerst] [{uw} vraag|{uw} situatie] [in kaart|op papier]: [wat {inv:wilt} bereiken|wat is er aan de hand] en [wat is al geregeld|waar {inv:loopt} tegenaan]?",
            "[Een goede adviseur|Een ervaren adviseur] [stelt eerst vragen|luistert eerst] [voordat hij advies geeft|en geeft daarna pas advies].",
          ],
          [
            "Zo [{inv:weet}|{inv:hoort}] [vanaf het begin|meteen] [waar {u} aan toe bent|wat de volgende stap is].",
          ],
          [
            "[Een goede adviseur|Goed advies] [kijkt|denkt] [verder dan vandaag|ook vooruit]: [wat betekent een keuze nu|welke gevolgen heeft een beslissing] [voor later|op de lange termijn]?",
            "[Vraag|Informeer] [gerust|altijd] [naar de mogelijkheden|wat er kan], [ook als {u} nog oriënteert|ook als {u} nog twijfelt].",
          ],
        ],
      },
    ],
  },
  sections: [
    {
      id: "administratie",
      topic: /administratie|overzicht|orde|bijhouden|digitaal/i,
      headings: [
        "[{Uw} administratie op orde|Overzicht in {uw} administratie]",
        "Zo {inv:houdt} [het bij|overzicht]",
      ],
      summary: "hoe {u} {uw} administratie op orde houdt",
      blocks: [
        {
          p: [
            [
              "[Een bijgehouden administratie|Een administratie die op orde is] [scheelt|bespaart] [tijd, geld en zorgen|zorgen en kosten] [als er vragen komen|op het moment dat het nodig is].",
              "[Een vast moment per week|Een vaste tijd in de week] [voor {uw} administratie|om alles bij te werken] [voorkomt|scheelt] [een stapel achterstallig werk|achterstand].",
            ],
            [
              "[Digitaal bewaren|Alles digitaal bewaren] [maakt zoeken eenvoudiger|scheelt zoekwerk], [zolang {u} een vaste indeling gebruikt|als {u} een vaste indeling aanhoudt].",
              "[Vraag|Informeer] [bij {uw} adviseur|bij ons] [wat {u} het best bijhoudt|wat {u} het handigst kunt bewaren].",
            ],
          ],
        },
      ],
    },
    {
      id: "gesprek",
      topic: /gesprek|kennismak|intake|eerste|start|begin/i,
      headings: [
        "[Het eerste gesprek|De kennismaking]",
        "[Zo verloopt|Wat gebeurt er in] het eerste gesprek",
      ],
      summary: "hoe het eerste gesprek verloopt",
      blocks: [
        {
          p: [
            [
              "[In een eerste gesprek|Bij de kennismaking] [bespreken we|brengen we in kaart] [{uw} situatie, {uw} vraag en {uw} wensen|wat er speelt en wat {u} wilt bereiken].",
              "[Het eerste gesprek|Een kennismaking] [is bedoeld om|dient om] [elkaar te leren kennen|te ontdekken of het klikt] en [de vraag scherp te krijgen|helder te krijgen wat er nodig is].",
            ],
            [
              "[Daarna|Na afloop] [{inv:weet}|{inv:hoort}] [welke aanpak we voorstellen|wat we voorstellen] en [wat dat betekent voor planning en kosten|hoe we de samenwerking vormgeven].",
              "Noteer [vooraf|van tevoren] [{uw} vragen|de vragen die {u} wilt stellen], zodat [niets vergeten wordt|{u} niets vergeet].",
            ],
            [
              "[Het eerste gesprek|Een kennismaking] [kan vaak|kan meestal] [op kantoor, bij {u} of online|online, op kantoor of bij {u} aan tafel].",
              "[Neem|Breng] [gerust|eventueel] [iemand mee|{uw} partner of compagnon mee] als [dat prettig is|het over een gezamenlijke zaak gaat].",
            ],
          ],
        },
      ],
    },
    {
      id: "stukken",
      topic: /stukken|document|administratie|papier|aangifte|gegevens|bewijs/i,
      headings: [
        "[Welke stukken|Wat] {inv:neemt} mee?",
        "[Documenten|Stukken] en gegevens [op een rij|verzamelen]",
      ],
      summary: "wat {u} [klaarlegt|meeneemt]",
      blocks: [
        {
          p: [
            [
              "[Een goed gesprek|Goed advies] [begint bij|staat of valt met] [volledige informatie|de juiste gegevens]: [leg|zet] [de belangrijkste stukken|de relevante documenten] [vooraf klaar|op een rij].",
              "[Hoe completer {uw} gegevens|Hoe beter de stukken op orde zijn], [hoe sneller|des te sneller] [we tot de kern komen|we verder kunnen].",
            ],
            [
              "[{Inv:twijfelt} wat er nodig is|{Inv:weet} niet precies wat er nodig is]? [Vraag het vooraf|Vraag het gerust]; [we sturen graag een lijstje|dan {inv:krijgt} een lijstje].",
              "[Digitaal aanleveren|Stukken digitaal sturen] [is vaak handig|scheelt vaak tijd]: [vraag|informeer] [hoe dat veilig kan|naar een veilige manier].",
            ],
            [
              "[Een vaste map|Een vaste plek] voor [belangrijke stukken|{uw} administratie] [scheelt zoeken|maakt het later makkelijker].",
              "[Ontbreekt er iets|{Inv:mist} een stuk]? [Geen probleem|Dat komt vaak voor]: [we vertellen|dan {inv:hoort}] [hoe {u} het kunt opvragen|waar {u} het vindt].",
            ],
          ],
        },
      ],
    },
    {
      id: "tarieven",
      topic: /tarief|prijs|kost|honorari|uurloon|vaste prijs|budget/i,
      headings: [
        "[Tarieven|Kosten] en [werkwijze|afspraken]",
        "[Waar hangt de prijs van af?|Zo komen de kosten tot stand]",
      ],
      summary: "hoe tarieven en afspraken [werken|tot stand komen]",
      blocks: [
        {
          p: [
            [
              "[De kosten hangen|De prijs hangt] af van [de omvang van de vraag|hoeveel werk het is] en [hoe complex {uw} situatie is|de complexiteit].",
              "[Vraag vooraf|Vraag altijd] [hoe de prijs tot stand komt|naar de werkwijze en de tarieven]: [een vaste prijs, een uurtarief of een abonnement|per uur, per opdracht of per maand].",
            ],
            [
              "[Een duidelijke opdrachtbevestiging|Een heldere opdrachtbevestiging] [beschrijft wat we doen, wanneer en tegen welke prijs|legt de werkzaamheden, de planning en de kosten vast].",
              "[Zo|Dan] [{inv:komt} niet voor verrassingen te staan|zijn er achteraf geen verrassingen].",
            ],
            [
              "[Vraag|Informeer] [ook|daarnaast] [wat er gebeurt als de opdracht groter wordt|hoe meerwerk wordt berekend]: [dan|zo] [{inv:weet}|{inv:staat}] [waar {u} aan toe bent|sterker].",
              "[Goedkoop|De laagste prijs] [is niet altijd voordelig|loont niet altijd]: [goed advies|een goede adviseur] [levert juist vaak iets op|verdient zich vaak terug].",
            ],
          ],
        },
      ],
    },
    {
      id: "samenwerken",
      topic: /samenwerk|contact|bereikbaar|vast|persoonlijk|begeleid/i,
      headings: ["[Goed samenwerken|Samenwerken met {uw} adviseur]", "Zo {inv:houdt} overzicht"],
      summary: "hoe samenwerken [goed gaat|prettig blijft]",
      blocks: [
        {
          p: [
            [
              "[Een vast aanspreekpunt|Een vaste contactpersoon] [maakt samenwerken eenvoudiger|werkt prettig]: {u} hoeft {uw} verhaal niet [steeds opnieuw|telkens] te vertellen.",
              "[Spreek af|Bespreek vooraf] [hoe en wanneer|hoe] [we contact houden|{u} op de hoogte blijft]: [per mail, telefoon of in een gesprek|per telefoon, per mail of op kantoor].",
            ],
            [
              "[Verandert er iets in {uw} situatie|Verandert {uw} situatie]? [Laat het op tijd weten|Geef het tijdig door]: [dan kunnen we|zo kunnen we] [het advies bijstellen|op tijd bijsturen].",
            ],
            [
              "[Vragen tussendoor zijn|Een vraag tussendoor is] [welkom|altijd welkom]: [liever een vraag te veel|beter vroeg gevraagd] dan [een verrassing achteraf|een misverstand later].",
              "[Een vast ritme|Regelmatig contact], [bijvoorbeeld per kwartaal|zoals een vast overlegmoment], [houdt|zorgt voor] [overzicht|grip op de zaken].",
            ],
          ],
        },
      ],
    },
    {
      id: "veranderingen",
      topic: /verander|nieuw|regels|wet|wijziging|groei|starten|starter/i,
      headings: [
        "[Als er iets verandert|Bij veranderingen]",
        "[Nieuwe situatie, nieuwe vragen|Klaar voor een nieuwe stap]",
      ],
      summary: "[wat {u} doet als er iets verandert|hoe {u} voorbereid bent op veranderingen]",
      blocks: [
        {
          p: [
            [
              "[Een nieuwe baan, een verhuizing of een eigen bedrijf|Groei, een nieuwe samenwerking of een verhuizing]: [veranderingen brengen vaak nieuwe vragen mee|bij elke verandering horen nieuwe afspraken].",
              "[Meld|Bespreek] [een verandering|{uw} plannen] [op tijd|liefst vooraf], [dan kan er nog worden meegedacht|zodat er nog ruimte is voor de beste keuze].",
            ],
            [
              "[Regels en voorwaarden|Wetten en regels] [veranderen geregeld|blijven niet altijd hetzelfde]; [een adviseur houdt dat bij|een goede adviseur houdt bij wat voor {u} belangrijk is].",
            ],
            [
              "[Een kort overleg|Even afstemmen] [voordat {u} tekent of beslist|voor een grote beslissing] [voorkomt vaak kostbare fouten|geeft vaak rust en duidelijkheid].",
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
              "[Deskundigheid is belangrijk|Kennis van zaken telt], maar [een klik|vertrouwen] [is minstens zo belangrijk|telt net zo zwaar]: [{u} deelt|{u} bespreekt] [vaak persoonlijke zaken|gevoelige informatie].",
              "[Let op ervaring met vragen zoals die van {u}|Let op ervaring met {uw} soort vraag] en [op heldere afspraken|op duidelijke communicatie].",
            ],
            [
              "[Vraag|Informeer] [in het eerste gesprek|bij de kennismaking] [hoe de adviseur werkt|naar de werkwijze] en [wat {u} mag verwachten|wie {uw} aanspreekpunt is].",
            ],
            [
              "[Vraag|Informeer] [naar ervaringen van andere klanten|naar referenties] [in een vergelijkbare situatie|met een vergelijkbare vraag].",
              "[Een adviseur|Een goede adviseur] [legt uit|vertelt] [in gewone taal|zonder vakjargon] [wat er speelt|wat {u} moet weten].",
            ],
          ],
        },
        {
          ul: [
            ["Heeft de adviseur ervaring met {uw} situatie?"],
            ["Zijn [de tarieven|de kosten] [vooraf duidelijk|helder]?"],
            ["{Inv:krijgt} een vast aanspreekpunt?"],
            [
              "[Voelt het gesprek goed|Klikt het] [en {inv:wordt} serieus genomen|en {inv:krijgt} ruimte voor {uw} vragen]?",
            ],
          ],
          take: 3,
        },
      ],
    },
    {
      id: "optijd",
      topic: /deadline|op tijd|termijn|wanneer|te laat|voorkom|fout/i,
      headings: [
        "[Op tijd beginnen|Niet te lang wachten]",
        "[Voorkom|Vermijd] [haast en fouten|last-minute werk]",
      ],
      summary: "waarom op tijd beginnen [loont|scheelt]",
      blocks: [
        {
          p: [
            [
              "[Wie op tijd begint|Op tijd beginnen], [voorkomt haast|voorkomt stress] en [houdt ruimte om na te denken|heeft ruimte voor goede keuzes].",
              "[Veel problemen|Veel vervelende verrassingen] [ontstaan door|komen voort uit] [wachten tot het laatste moment|uitstel].",
            ],
            [
              "[Zet|Noteer] [belangrijke data|deadlines] [in {uw} agenda|op een vaste plek] en [neem op tijd contact op|vraag tijdig om hulp] [als {u} twijfelt|bij twijfel].",
            ],
            [
              "[Wachten|Uitstellen] [kost|betekent] [vaak|meestal] [meer tijd en zorgen|extra werk] dan [meteen beginnen|het direct regelen].",
              "[Een adviseur|Een specialist] [kan beter meedenken|heeft meer ruimte om mee te denken] als [er nog tijd is|de deadline nog niet dichtbij is].",
            ],
          ],
        },
      ],
    },
  ],
  faq: [
    {
      q: ["Welke stukken heb ik nodig?"],
      a: [
        [
          "[Dat hangt af van {uw} vraag|Dat verschilt per opdracht]; [na het eerste gesprek|bij de start] [{inv:krijgt} een overzicht|sturen we een lijstje] van wat we nodig hebben.",
        ],
      ],
    },
    {
      q: ["Hoe houden jullie mij op de hoogte?"],
      a: [
        [
          "[We spreken vooraf af|Bij de start spreken we af] [hoe en wanneer we contact hebben|wanneer {u} van ons hoort], [zodat {u} nooit hoeft te raden|zodat {u} weet waar {u} aan toe bent].",
        ],
      ],
    },
    {
      q: ["Is het eerste gesprek vrijblijvend?"],
      a: [
        [
          "[Vraag|Informeer] [ernaar bij het maken van de afspraak|er vooraf naar]; [in een kennismaking|in een eerste gesprek] [kijken we samen|bespreken we] [wat {u} nodig hebt|of we iets voor {u} kunnen betekenen].",
        ],
      ],
    },
    {
      q: ["Welke stukken moet ik meenemen?"],
      a: [
        [
          "Dat hangt af van {uw} vraag; [we laten vooraf weten|{u} hoort vooraf] [wat handig is om mee te nemen|welke stukken we nodig hebben].",
        ],
      ],
    },
    {
      q: ["Hoe komen de kosten tot stand?"],
      a: [
        [
          "[Vooraf|Voordat we beginnen] [spreken we af wat we doen en tegen welke prijs|leggen we de werkzaamheden en de kosten vast], zodat [er geen verrassingen zijn|{u} weet waar {u} aan toe bent].",
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
      q: ["Heb ik een vast aanspreekpunt?"],
      a: [
        [
          "[Vraag|Informeer] [er in het eerste gesprek naar|ernaar bij de start]; [een vast aanspreekpunt|een vaste contactpersoon] [maakt samenwerken eenvoudiger|werkt voor de meeste klanten het prettigst].",
        ],
      ],
    },
  ],
  checklist: [
    ["Schrijf {uw} vraag in [een paar zinnen|gewone woorden] op."],
    ["Leg de [belangrijkste stukken|relevante documenten] klaar."],
    ["Noteer {uw} vragen voor het eerste gesprek."],
    ["Vraag [vooraf|altijd] naar de tarieven."],
    ["Leg afspraken [schriftelijk|op papier] vast."],
    ["Zet belangrijke data in {uw} agenda."],
  ],
  conclusion: [
    [
      "[Met|Door] [een goede voorbereiding|de juiste stukken] en [een adviseur die meedenkt|duidelijke afspraken] [{inv:houdt}|{inv:krijgt}] [overzicht|grip op {uw} situatie].",
      "[Begin op tijd, stel vragen en leg afspraken vast|Stel vragen, begin op tijd en leg afspraken vast]: [zo|dan] [{inv:weet}|{inv:staat}] [waar {u} aan toe bent|sterker].",
    ],
  ],
  topics: [
    {
      angle: "gesprek",
      titles: ["{K}: zo verloopt het eerste gesprek", "{K}: [de kennismaking|waar {inv:begint}?]"],
    },
    {
      angle: "stukken",
      titles: [
        "{K}: welke stukken {inv:heeft} nodig?",
        "{K}: [zo {inv:bereidt} het voor|goed voorbereid aan tafel]",
      ],
    },
    {
      angle: "tarieven",
      titles: ["{K}: hoe komen de kosten tot stand?", "{K}: tarieven en werkwijze"],
    },
    {
      angle: "samenwerken",
      titles: ["{K}: goed samenwerken met {uw} adviseur", "{K}: zo {inv:houdt} overzicht"],
    },
    {
      angle: "kiezen",
      titles: [
        "{K}: zo {inv:kiest} een adviseur die past",
        "{K}: waar {inv:let} op bij het kiezen?",
      ],
    },
    {
      angle: "optijd",
      titles: ["{K}: waarom op tijd beginnen loont", "{K}: fouten die {u} voorkomt"],
    },
    { angle: "vragen", titles: ["{K}: veelgestelde vragen", "{K}: antwoorden van de adviseur"] },
    {
      angle: "kosten",
      titles: ["{K}: wat kost het?", "{K}: prijzen en pakketten"],
      needsPrices: true,
    },
    GUIDE_TOPIC,
  ],
};
