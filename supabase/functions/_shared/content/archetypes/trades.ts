/**
 * Trades and installers: plumbers, electricians, painters, roofers, builders, gardeners. They
 * work at the customer's place: the advice is about preparing a job, choosing a professional,
 * understanding a quote, what happens on the day, urgent repairs and maintenance, never about
 * menus, tasting or lessons.
 */
import { GUIDE_TOPIC } from "./common.ts";
import type { ArchetypeContent } from "./types.ts";

export const TRADES: ArchetypeContent = {
  words: {
    klanten: "klanten",
    aanbieder: "vakman",
    aanbod: "onze diensten",
    beginnen: "een afspraak maken",
    bezoek: "het eerste bezoek",
    plaatsZin: "We werken in",
  },
  intro: [
    [
      "[Een klus in huis|Werk aan huis] {inv:wilt} [goed en in één keer|vakkundig en zonder gedoe] [laten doen|geregeld hebben].",
      "[Een goede voorbereiding|Een duidelijke afspraak vooraf] [scheelt|voorkomt] [veel gedoe|verrassingen] [tijdens en na de klus|onderweg en achteraf].",
    ],
    [
      "In dit artikel [delen we|zetten we op een rij] wat [klanten|mensen] ons [het vaakst vragen|vaak vragen] [voordat we beginnen|bij een eerste gesprek].",
      "[We|Onze vakmensen] [horen|beantwoorden] die vragen [bij bijna elke klus|elke week|dagelijks] [aan de keukentafel|op locatie|aan de telefoon].",
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
            "Bij {product} [draait het om|gaat het om] [vakwerk, duidelijke afspraken en een nette afwerking|een goede voorbereiding, vakwerk en heldere afspraken].",
            "Bij {product} [draait het vooral om|gaat het vooral om] [een goede voorbereiding|de afspraken vooraf] en [een vakman die meedenkt|vakmanschap op locatie].",
          ],
          [
            "[Beschrijf|Vertel] [vooraf|bij het eerste contact] [zo concreet mogelijk|zo duidelijk mogelijk] wat er [moet gebeuren|aan de hand is]: [foto's|een paar foto's] [helpen daarbij|zeggen vaak meer dan woorden].",
            "[Een vakman|Een goede vakman] [komt|wil] [het liefst|graag] [eerst kijken|de situatie eerst zien] [voordat hij een voorstel doet|voor hij een prijs noemt].",
          ],
          [
            "Zo [{inv:weet}|{inv:hoort}] [vooraf|vanaf het begin] [waar {u} aan toe bent|wat {u} kunt verwachten].",
          ],
          [
            "[Goed vakwerk|Vakwerk] [gaat lang mee|betaalt zich terug]: [een klus die in één keer goed gaat|goed werk in één keer] [scheelt later|voorkomt] [extra kosten|herstelwerk].",
            "[Vraag|Informeer] [gerust|altijd] [naar de mogelijkheden|wat er mogelijk is], [ook als {u} nog twijfelt|ook als {u} nog oriënteert].",
          ],
        ],
      },
    ],
  },
  sections: [
    {
      id: "zelf",
      topic: /zelf|klussen|doe-het-zelf|zelf doen|zelf repareren/i,
      headings: [
        "[Zelf doen of uitbesteden?|Zelf klussen of een vakman?]",
        "[Wanneer {inv:belt} een vakman?|Wat {inv:kunt} zelf?]",
      ],
      summary: "wanneer {u} [een vakman inschakelt|zelf aan de slag kunt]",
      blocks: [
        {
          p: [
            [
              "[Kleine klusjes|Eenvoudige klussen] [zijn vaak zelf te doen|kunnen vaak zonder vakman], maar [bij gas, water en elektra|bij werk aan leidingen of elektra] [is een vakman verstandig|is vakwerk belangrijk].",
              "[Een verkeerde aanpak|Een fout bij het zelf klussen] [kan|kost] [later meer kosten|uiteindelijk meer] dan [een vakman inschakelen|meteen een vakman bellen].",
            ],
            [
              "{Inv:twijfelt}? [Vraag|Bel] [eerst om advies|een vakman om mee te kijken]: [een kort gesprek|een korte vraag] [geeft vaak al duidelijkheid|scheelt vaak veel gedoe].",
              "[Wie|Iedereen die] [zelf begint|zelf aan de slag gaat], [doet er goed aan|is slim] [om eerst te weten wat er achter de muur zit|om vooraf te weten waar de leidingen lopen].",
            ],
          ],
        },
      ],
    },
    {
      id: "voorbereiden",
      topic: /voorbereid|begin|start|plan|stappen|aanpak|pak/i,
      headings: [
        "[Goed voorbereid beginnen|Voorbereiding op de klus]",
        "[Zo {inv:bereidt}|Hoe {inv:bereidt}] de klus voor",
      ],
      summary: "hoe {u} de klus voorbereidt",
      blocks: [
        {
          p: [
            [
              "[Zet|Schrijf] [vooraf|eerst] [op een rij|op papier] wat er moet gebeuren en [wat {u} belangrijk vindt|wat het resultaat moet zijn].",
              "[Hoe concreter {uw} wensen|Hoe duidelijker {uw} beschrijving], [hoe beter|des te beter] [een vakman kan inschatten|kunnen we inschatten] wat er nodig is.",
            ],
            [
              "[Maak|Neem] [foto's|een paar foto's] van de situatie en [noteer|schrijf op] [bijzonderheden|wat opvalt], [zoals|bijvoorbeeld] [de bereikbaarheid|hoe de ruimte bereikbaar is].",
              "[Denk ook na over|Bedenk ook] [de planning|wanneer het {u} uitkomt] en [of er iets opzij moet|wat er vooraf vrij moet zijn].",
            ],
            [
              "[Een goede voorbereiding|Zo'n voorbereiding] [scheelt tijd|voorkomt misverstanden] [op de dag zelf|tijdens de klus].",
            ],
            [
              "[{Inv:woont} in een appartement|{Inv:heeft} een VvE]? [Check|Vraag] [dan ook|dan] [of er regels gelden voor werkzaamheden|wat de regels zijn].",
              "[Houd rekening met|Reken op] [stof en geluid|wat overlast] [tijdens de klus|op de dag zelf] en [plan daar omheen|zorg voor een rustige plek voor {uzelf}].",
            ],
          ],
        },
        {
          ul: [
            ["Beschrijf [wat er moet gebeuren|de klus] in [een paar zinnen|gewone woorden]."],
            ["Maak foto's van de situatie."],
            ["[Bedenk|Noteer] wanneer het {u} [uitkomt|het best uitkomt]."],
            ["[Zorg|Zorg ervoor] dat de ruimte bereikbaar is."],
            ["[Noteer|Schrijf op] {uw} vragen voor het eerste gesprek."],
          ],
          take: 3,
        },
      ],
    },
    {
      id: "offerte",
      topic: /offerte|prijs|kost|tarief|budget|goedkoop/i,
      headings: [
        "De offerte [begrijpen|vergelijken]",
        "[Waar {inv:let} op in een offerte?|Een offerte lezen]",
      ],
      summary: "waar {u} op let in een offerte",
      blocks: [
        {
          p: [
            [
              "[Een goede offerte|Een duidelijke offerte] [noemt|beschrijft] [de werkzaamheden, de materialen en de planning|wat er gebeurt, met welke materialen en wanneer].",
              "[Vergelijk offertes op inhoud en niet alleen op het totaalbedrag|Leg offertes punt voor punt naast elkaar, niet alleen op prijs].",
            ],
            [
              "Let [ook|vooral] op [wat er níét in de prijs zit|wat er buiten de prijs valt]: [meerwerk achteraf|extra kosten achteraf] [maakt een lage offerte|maken een lage prijs] [vaak duurder|uiteindelijk duurder].",
              "[Vraag|Informeer] [gerust|altijd] [hoe de prijs is opgebouwd|naar een specificatie]: [een eerlijke vakman|een goede vakman] [legt dat graag uit|vertelt dat zonder aarzelen].",
            ],
            [
              "[Ontbreekt er iets|Is iets onduidelijk]? [Vraag ernaar|Stel {uw} vraag] [voordat {u} tekent|voordat {u} akkoord geeft].",
            ],
            [
              "[Een offerte|De offerte] [met een duidelijke planning|met een begin- en einddatum] [geeft|biedt] [houvast|zekerheid] voor [beide partijen|{u} en de vakman].",
              "[Vergelijk|Bekijk] [ook|daarnaast] [de materialen|welke materialen er worden gebruikt]: [kwaliteit|goed materiaal] [gaat langer mee|scheelt later herstel].",
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
        "[Zo {inv:kiest}|Hoe {inv:kiest}] een betrouwbare {aanbieder}",
      ],
      summary: "hoe {u} een betrouwbare {aanbieder} kiest",
      blocks: [
        {
          p: [
            [
              "[Een betrouwbare|Een goede] {aanbieder} {inv:herkent} [aan duidelijke afspraken|aan heldere communicatie], [vakmanschap|goed vakwerk] en [ervaringen van andere klanten|tevreden klanten].",
              "[Kijk verder dan de prijs|Kijk niet alleen naar de prijs|Let niet alleen op de prijs]: [reactiesnelheid, duidelijkheid en vakkennis|duidelijkheid, bereikbaarheid en vakkennis] [zeggen minstens zoveel|tellen net zo zwaar].",
            ],
            [
              "[Vraag|Informeer] naar [eerder werk|voorbeelden van eerder werk] en [lees|bekijk] [ervaringen van anderen|recensies van klanten].",
              "[Een vakman|Een goede vakman] die [de tijd neemt|uitgebreid de tijd neemt] om [{uw} situatie te bekijken|de situatie te bekijken], [denkt mee|neemt {uw} vragen serieus].",
            ],
            [
              "[Een vakman|Een installateur] die [eerlijk zegt|gewoon zegt] [wat niet kan|wanneer iets geen goed idee is], [is goud waard|verdient vertrouwen].",
              "[Vraag|Informeer] [wie de klus uitvoert|wie er bij {u} komt werken] en [of dat steeds dezelfde persoon is|wie {uw} aanspreekpunt is].",
            ],
          ],
        },
        {
          ul: [
            ["{Inv:krijgt} [snel|binnen redelijke tijd] antwoord op {uw} vraag?"],
            ["Is de offerte [helder en specifiek|duidelijk en volledig]?"],
            ["[Zijn er|{Inv:vindt}] ervaringen van andere klanten?"],
            [
              "[Worden afspraken over planning en oplevering vastgelegd|Staan afspraken over planning en oplevering op papier]?",
            ],
          ],
          take: 3,
        },
      ],
    },
    {
      id: "uitvoering",
      topic: /uitvoer|werkzaamhed|verloop|dag|planning|duur|lang/i,
      headings: [
        "[Tijdens de werkzaamheden|Op de dag zelf]",
        "[Zo verloopt|Het verloop van] de klus",
      ],
      summary: "wat {u} tijdens de werkzaamheden [kunt verwachten|merkt]",
      blocks: [
        {
          p: [
            [
              "[Op de afgesproken dag|Op de dag van de klus] [is het handig|helpt het] als de [werkplek vrij en bereikbaar is|ruimte vrij is en er een plek is om te werken].",
              "[Spreek vooraf af|Bespreek vooraf] [hoe laat we beginnen|wanneer we komen] en [hoe lang het ongeveer duurt|wat {u} die dag kunt verwachten].",
            ],
            [
              "[Een goede vakman|Een nette vakman] [legt onderweg uit wat hij doet|vertelt wat hij doet] en [laat de werkplek netjes achter|ruimt na afloop op].",
              "[Komt er onderweg iets aan het licht|Blijkt er onderweg meer nodig]? [Dan overleggen we eerst|Dan {inv:hoort} het eerst], [voordat er iets extra's gebeurt|voordat we verder gaan].",
            ],
            [
              "[Bij de oplevering|Na afloop] [lopen we|loopt de vakman] [samen met {u}|met {u}] [het werk na|alles na], [zodat {u} ziet wat er gedaan is|en beantwoorden we {uw} vragen].",
              "[Maak|Noteer] [bij de oplevering|na afloop] [een paar foto's|een korte aantekening] [van het resultaat|voor {uw} administratie].",
            ],
          ],
        },
      ],
    },
    {
      id: "onderhoud",
      topic: /onderhoud|controle|check|storing|preventie|lang mee/i,
      headings: [
        "[Onderhoud|Goed onderhoud] [voorkomt problemen|loont]",
        "[Na de klus|Na afloop]: onderhoud",
      ],
      summary: "waarom onderhoud [loont|problemen voorkomt]",
      blocks: [
        {
          p: [
            [
              "[Regelmatig onderhoud|Goed onderhoud] [voorkomt|scheelt] [storingen en dure reparaties|onverwachte problemen] en [verlengt|rekt] de levensduur.",
              "[Kleine problemen|Kleine gebreken] [worden groot|lopen op] als {u} ze [laat liggen|te lang laat liggen].",
            ],
            [
              "[Vraag|Informeer] [na de klus|bij de oplevering] [hoe {u} het zelf bijhoudt|wat {u} zelf kunt doen] en [wanneer een controle verstandig is|wanneer een vakman weer moet kijken].",
            ],
            [
              "[Een vast onderhoudsmoment|Een jaarlijks vast moment] [in de agenda|in {uw} agenda] [voorkomt dat het erbij inschiet|zorgt ervoor dat {u} het niet vergeet].",
              "Let [zelf|tussendoor] [op signalen|op kleine signalen] zoals [vreemde geluiden, vocht of een storing|vochtplekken, geluiden of storingen].",
            ],
          ],
        },
      ],
    },
    {
      id: "spoed",
      topic: /spoed|lek|storing|nood|snel|kapot|direct/i,
      headings: ["[Bij spoed|Als het snel moet]", "[Spoed|Een storing of lekkage]: wat nu?"],
      summary: "wat {u} doet als het snel moet",
      blocks: [
        {
          p: [
            [
              "[Is er spoed|Gaat er iets mis]? [Beperk eerst de schade|Zorg eerst dat het veilig is], bijvoorbeeld door [de hoofdkraan dicht te draaien|de stroom of het water af te sluiten] [als dat kan|waar dat veilig kan].",
              "[Bij een storing|Bij een acuut probleem] [telt|helpt] [een snelle, duidelijke melding|een duidelijke beschrijving]: [wat er aan de hand is|wat {u} ziet] en [sinds wanneer|hoe lang al].",
            ],
            [
              "[Bel|Neem contact op] [en beschrijf|en vertel] [de situatie zo precies mogelijk|wat er gebeurd is]: dan [weten we|weet de vakman] [wat er mee moet|wat er nodig is].",
            ],
            [
              "[Noteer|Bewaar] [het nummer van {uw} installateur|het telefoonnummer] [op een vaste plek|in {uw} telefoon], [zodat {u} het snel vindt|voor als het nodig is].",
              "[Maak|Neem] [foto's van de schade|een foto van de situatie]: [dat helpt|handig] [bij de melding en bij {uw} verzekering|voor de vakman en de verzekeraar].",
            ],
          ],
        },
      ],
    },
    {
      id: "lokaal",
      topic: /\bin\s+\p{Lu}/u,
      headings: ["[Een vakman|Vakwerk] uit {regio}", "[Dichtbij|Snel ter plaatse] in {regio}"],
      summary: "waarom een vakman uit de buurt [loont|handig is]",
      blocks: [
        {
          p: [
            [
              "[Een vakman|Een bedrijf] uit de buurt [kent de omgeving|kent de huizen in de omgeving] en [is snel ter plaatse|hoeft niet ver te reizen].",
              "[Voor klanten in {regio}|In {regio}] [betekent dat|scheelt dat] [korte lijnen|korte reistijden] en [een vast aanspreekpunt|persoonlijk contact].",
            ],
            [
              "[Lokale vakmensen|Vakmensen uit de buurt] [kennen|weten] [welke problemen in de wijk vaak voorkomen|wat er in de huizen in de omgeving speelt].",
              "[Bij|Voor] [een vervolgafspraak|nazorg] [is iemand uit de buurt|is een lokaal bedrijf] [snel terug|makkelijk bereikbaar].",
            ],
          ],
        },
      ],
    },
  ],
  faq: [
    {
      q: ["Moet ik iets voorbereiden voordat jullie komen?"],
      a: [
        [
          "[Maak de werkplek vrij|Zorg dat de plek goed bereikbaar is] en [leg belangrijke papieren klaar|zet {uw} vragen op een rij]; dan [kunnen we direct beginnen|gaat er geen tijd verloren].",
        ],
      ],
    },
    {
      q: ["Ruimen jullie na afloop op?"],
      a: [
        [
          "[Vraag het ons gerust vooraf|Bespreek het bij de afspraak]: [we laten de plek netjes achter|we spreken af wie wat opruimt], zodat [{u} weet waar {u} aan toe bent|er geen verrassingen zijn].",
        ],
      ],
    },
    {
      q: ["Komen jullie eerst kijken?"],
      a: [
        [
          "[Bij de meeste klussen|Vaak] [komen we graag eerst kijken|bekijken we de situatie eerst ter plekke]: dan {inv:weet} precies [wat er gebeurt|waar {u} aan toe bent].",
        ],
      ],
    },
    {
      q: ["Wat staat er in de offerte?"],
      a: [
        [
          "[De werkzaamheden, de materialen en de planning|Wat we doen, met welke materialen en wanneer]; [vraag gerust|informeer gerust] [als iets onduidelijk is|naar de opbouw van de prijs].",
        ],
      ],
    },
    {
      q: ["Wat als er onderweg meer nodig blijkt?"],
      a: [
        [
          "Dan [overleggen we eerst met {u}|{inv:hoort} het eerst], [voordat er iets extra's gebeurt|voordat we verder gaan].",
        ],
      ],
    },
    {
      q: ["Moet ik thuis zijn tijdens de klus?"],
      a: [
        [
          "[Dat spreken we vooraf af|Dat bespreken we vooraf]; [vaak is het handig|meestal is het prettig] [als {u} aan het begin en het eind|als {u} bij de start en de oplevering] [er bent|aanwezig bent].",
        ],
      ],
    },
    {
      q: ["Hoe snel kunnen jullie komen?"],
      a: [
        [
          "Dat hangt af van [de drukte|de planning] en [de klus|wat er moet gebeuren]; [neem contact op|bel of mail ons], dan [{inv:hoort} het meteen|{inv:weet} het direct].",
        ],
      ],
    },
  ],
  checklist: [
    ["Beschrijf de klus [zo concreet mogelijk|in gewone woorden]."],
    ["Maak foto's van de situatie."],
    ["Vergelijk offertes op inhoud."],
    ["Vraag wat er [wel en niet|niet] in de prijs zit."],
    ["Leg afspraken [op papier|schriftelijk] vast."],
    ["[Vraag|Informeer] naar onderhoud na de klus."],
  ],
  conclusion: [
    [
      "[Met|Door] [een goede voorbereiding|duidelijke afspraken] en [een vakman die meedenkt|een betrouwbare vakman] [verloopt de klus|gaat de klus] [soepel|zonder verrassingen].",
      "[Bereid voor, vergelijk en leg vast|Vergelijk, vraag en leg afspraken vast]: [zo|dan] [{inv:weet}|{inv:houdt}] [waar {u} aan toe bent|regie over de klus].",
    ],
  ],
  topics: [
    {
      angle: "voorbereiden",
      titles: [
        "{K}: zo {inv:bereidt} de klus voor",
        "{K}: [goed voorbereid beginnen|de eerste stappen]",
      ],
    },
    {
      angle: "offerte",
      titles: ["{K}: waar {inv:let} op in de offerte?", "{K}: offertes vergelijken"],
    },
    {
      angle: "kiezen",
      titles: [
        "{K}: zo {inv:kiest} een betrouwbare vakman",
        "{K}: waar {inv:let} op bij het kiezen?",
      ],
    },
    { angle: "uitvoering", titles: ["{K}: zo verloopt de klus", "{K}: wat {inv:mag} verwachten?"] },
    {
      angle: "onderhoud",
      titles: [
        "{K}: onderhoud dat problemen voorkomt",
        "{K}: [na de klus|zo {inv:houdt} het goed]",
      ],
    },
    {
      angle: "spoed",
      titles: ["{K}: wat te doen bij spoed?", "{K}: [snel hulp nodig?|een storing, wat nu?]"],
    },
    { angle: "vragen", titles: ["{K}: veelgestelde vragen", "{K}: antwoorden van de vakman"] },
    {
      angle: "kosten",
      titles: ["{K}: wat kost het?", "{K}: prijzen en tarieven"],
      needsPrices: true,
    },
    GUIDE_TOPIC,
  ],
};
