/**
 * Training: driving schools, tutoring, music and language lessons, courses, gyms and sports
 * clubs. Readers are learners (or their parents): the advice is about the right level and
 * goal, a trial lesson, planning and practising, the exam or the end of a course and choosing a
 * teacher, never about quotes, menus or treatments. No pass rates or promises.
 */
import { GUIDE_TOPIC } from "./common.ts";
import type { ArchetypeContent } from "./types.ts";

export const TRAINING: ArchetypeContent = {
  words: {
    klanten: "leerlingen",
    aanbieder: "opleider",
    aanbod: "ons lesaanbod",
    beginnen: "een proefles plannen",
    bezoek: "de eerste les",
    plaatsZin: "We geven les in",
  },
  intro: [
    [
      "[Iets nieuws leren|Een nieuwe vaardigheid leren] [gaat het best|lukt het best] [met een goede begeleider en een duidelijk doel|met een duidelijk doel en goede begeleiding].",
      "Als {u} weet [wat {u} wilt bereiken|waar {u} naartoe werkt], [{inv:leert} sneller|{inv:haalt} meer uit elke les].",
    ],
    [
      "In dit artikel [beantwoorden we|bespreken we] [de vragen|vragen] [die leerlingen ons het vaakst stellen|die we vaak horen].",
      "[We|Onze instructeurs] [horen|krijgen] die vragen [bijna elke week|regelmatig] [tijdens de lessen|van nieuwe leerlingen].",
    ],
  ],
  opening: {
    id: "onderwerp",
    headings: [
      "{K}: waar {inv:begint}?",
      "{K}: [wat {inv:moet} weten?|zo {inv:pakt} het aan]",
      "{K} [in het kort|uitgelegd]",
    ],
    summary: "waar {u} begint",
    blocks: [
      {
        p: [
          [
            "Bij {product} [draait het om|gaat het om] [oefenen, goede uitleg en een tempo dat bij {u} past|goede uitleg, oefening en geduld].",
            "[Het tempo waarin {u} leert|{Uw} tempo] hangt af van [{uw} startniveau, {uw} doel en hoe vaak {u} oefent|{uw} doel en hoe vaak {u} oefent].",
          ],
          [
            "[Een goede instructeur|Een goede docent] [kijkt eerst|begint met kijken] [waar {u} staat|wat {u} al kunt] en [stemt de lessen daarop af|past het tempo daarop aan].",
            "[Bespreek|Vertel] [vooraf|aan het begin] [wat {u} wilt bereiken|{uw} doel]: [dan|zo] [krijgen de lessen|heeft elke les] [een duidelijke richting|een helder doel].",
          ],
          [
            "Zo [{inv:weet}|{inv:ziet}] [waar {u} staat|hoe {u} vooruitgaat] en [wat de volgende stap is|waar {u} naartoe werkt].",
          ],
          [
            "[Fouten maken|Foutjes maken] [hoort bij leren|is onderdeel van leren]: [daar {inv:leert} juist van|juist daar {inv:leert} het meest van].",
            "[Vraag|Informeer] [gerust|altijd] [naar de mogelijkheden|wat er kan], [ook als {u} nog twijfelt|ook bij twijfel].",
          ],
        ],
      },
    ],
  },
  sections: [
    {
      id: "motivatie",
      topic: /motivatie|volhouden|plezier|stress|zenuw|spanning/i,
      headings: [
        "[Gemotiveerd blijven|Plezier in het leren]",
        "[Zo {inv:houdt} het vol|Volhouden: zo {inv:doet} dat]",
      ],
      summary: "hoe {u} gemotiveerd blijft",
      blocks: [
        {
          p: [
            [
              "[Plezier|Zin in de les] [is|blijft] [de beste motivatie|een belangrijke drijfveer]: [wie graag komt, leert makkelijker|wie met plezier komt, gaat sneller vooruit].",
              "[Kleine doelen|Tussendoelen] maken vooruitgang zichtbaar, [zeker als het even tegenzit|vooral op lastige momenten].",
            ],
            [
              "[Spanning|Een beetje zenuwen] [hoort erbij|is normaal]: [praat erover|bespreek het] met {uw} [instructeur|docent], [die helpt {u} er graag mee|die weet wat helpt].",
            ],
          ],
        },
      ],
    },
    {
      id: "proefles",
      topic: /proefles|kennismak|eerste les|begin|start|aanmeld/i,
      headings: ["[De eerste les|Een proefles]", "[Zo verloopt|Wat gebeurt er in] de eerste les"],
      summary: "hoe de eerste les verloopt",
      blocks: [
        {
          p: [
            [
              "[In een proefles|In de eerste les] {inv:maakt} kennis met [de instructeur en de manier van lesgeven|de docent en de werkwijze].",
              "[Een proefles|Een eerste les] [is de beste manier|is een prima manier] om [te voelen of het klikt|te ontdekken of de aanpak bij {u} past].",
            ],
            [
              "[Na afloop|Daarna] [{inv:hoort}|{inv:weet}] [waar {u} staat|wat {u} al kunt] en [hoe een lesplan eruit kan zien|wat een logische volgende stap is].",
              "[Vraag|Vraag vooral] [gerust|vooraf] [alles wat {u} wilt weten|naar wat {u} bezighoudt] [over planning en werkwijze|over de lessen en de planning].",
            ],
            [
              "Let [in de proefles|tijdens de eerste les] [vooral|ook] op [hoe de uitleg is|of de uitleg helder is] en [of {u} {zich} op {uw} gemak voelt|hoe het voelt].",
              "[Een proefles|De eerste les] [verplicht tot niets|is een kennismaking]: [{u} beslist daarna|daarna {inv:kiest}] [of {u} verder wilt|in {uw} eigen tempo].",
            ],
          ],
        },
      ],
    },
    {
      id: "niveau",
      topic: /niveau|doel|beginner|gevorderd|examen|leerplan|programma/i,
      headings: [
        "[Het juiste niveau|Niveau en doel]",
        "[Waar {inv:staat}?|Van beginner tot gevorderd]",
      ],
      summary: "hoe {u} het juiste niveau kiest",
      blocks: [
        {
          p: [
            [
              "[Een les op het juiste niveau|Een les op {uw} niveau] [houdt het leuk|werkt het best]: [niet te makkelijk|niet te snel] en [niet te moeilijk|niet te langzaam].",
              "[Begin|Start] [bij wat {u} al kunt|op {uw} eigen niveau] en [bouw stap voor stap op|werk in kleine stappen naar {uw} doel].",
            ],
            [
              "[Bespreek|Evalueer] [regelmatig|af en toe] [hoe het gaat|de voortgang] [met {uw} instructeur|met {uw} docent], zodat [het plan kan meebewegen|de lessen blijven aansluiten].",
            ],
            [
              "[Een eerlijke instructeur|Een goede docent] [zegt het ook|vertelt het ook] [als iets nog niet lukt|waar {u} nog aan moet werken].",
              "[Kleine successen|Elke stap vooruit] [houden|houdt] [de motivatie|het plezier] [hoog|erin].",
            ],
          ],
        },
      ],
    },
    {
      id: "oefenen",
      topic: /oefen|thuis|huiswerk|tussen|vaker|leren/i,
      headings: [
        "[Oefenen tussen de lessen|Zelf oefenen]",
        "[Zo {inv:haalt}|Meer halen] uit elke les",
      ],
      summary: "hoe {u} tussen de lessen oefent",
      blocks: [
        {
          p: [
            [
              "[Wat {u} tussen de lessen doet|Oefenen tussen de lessen] [maakt een groot verschil|telt minstens zo zwaar als de les zelf].",
              "[Vaak en kort oefenen|Regelmatig kort oefenen] [werkt beter dan|helpt meer dan] [af en toe heel lang|een keer lang achter elkaar].",
            ],
            [
              "[Vraag|Laat {uzelf} uitleggen] [wat {u} het best kunt oefenen|waar {u} op moet letten] [voor de volgende les|tot de volgende keer].",
              "[Noteer|Schrijf op] [wat goed ging en wat lastig was|{uw} vragen], en [neem dat mee|bespreek dat] [naar de volgende les|met {uw} instructeur].",
            ],
            [
              "[Oefenen|Herhalen] [met iemand erbij|met hulp van een bekende] [kan ook helpen|werkt soms goed], [als de instructeur dat zinvol vindt|in overleg met {uw} instructeur].",
              "[Rust|Een goede nachtrust] [helpt|is belangrijk] [om te onthouden wat {u} geleerd hebt|om het geleerde te laten bezinken].",
            ],
          ],
        },
      ],
    },
    {
      id: "planning",
      topic: /planning|rooster|hoe vaak|tijd|duur|lang|snel/i,
      headings: ["[Planning en tempo|Hoe vaak les?]", "[Een planning die werkt|Lessen plannen]"],
      summary: "hoe {u} de lessen plant",
      blocks: [
        {
          p: [
            [
              "[Een vast ritme|Regelmaat] [helpt|werkt goed]: [wie regelmatig les heeft, vergeet minder|met vaste lesmomenten {inv:blijft} beter in de stof].",
              "[Lange pauzes kosten vaak extra herhaling|Te veel tijd tussen de lessen betekent vaak dat {u} eerst moet herhalen].",
            ],
            [
              "[Bespreek|Plan] [samen|met {uw} instructeur] [een ritme dat past bij {uw} agenda|hoe vaak les haalbaar is], [ook rond vakanties|ook in drukke periodes].",
            ],
            [
              "[Plan|Boek] [de lessen|{uw} lessen] [ruim vooruit|op tijd], [zeker rond vakanties|vooral in drukke periodes].",
              "[Een vaste dag|Een vast tijdstip] [in de week|per week] [maakt het makkelijker|helpt] om [het vol te houden|regelmatig te oefenen].",
            ],
          ],
        },
      ],
    },
    {
      id: "examen",
      topic: /examen|toets|diploma|certificaat|slagen|afronden|rijbewijs/i,
      headings: [
        "[Het examen|De afronding]",
        "[Goed voorbereid op het examen|Klaar voor de afronding]",
      ],
      summary: "hoe {u} {zich} voorbereidt op het examen",
      blocks: [
        {
          p: [
            [
              "[Een goede voorbereiding|Goede begeleiding] [geeft rust|helpt tegen zenuwen] [op de dag van het examen|als het erop aankomt].",
              "[Oefen|Werk] [in de laatste lessen|vlak voor het examen] [gericht op de onderdelen|vooral op wat] [die nog lastig zijn|nog niet vanzelf gaat].",
            ],
            [
              "[Zenuwen zijn normaal: bespreek ze|Spanning hoort erbij: praat erover|Zenuwen zijn normaal: praat erover] [met {uw} instructeur|met {uw} docent], [die weet|die kent] [hoe {u} ermee omgaat|wat helpt].",
            ],
            [
              "[Een proefexamen|Een generale repetitie] [laat zien|geeft inzicht in] [waar {u} staat|wat er nog beter kan].",
              "[Slaap goed|Zorg voor een goede nachtrust] [voor het examen|de avond ervoor] en [kom op tijd|wees op tijd].",
            ],
          ],
        },
      ],
    },
    {
      id: "groep",
      topic: /groep|samen|privé|prive|alleen|individueel|vorm/i,
      headings: [
        "[Alleen of in een groep?|Privéles of groepsles]",
        "[Welke lesvorm past bij {u}?|De juiste lesvorm kiezen]",
      ],
      summary: "[welke lesvorm bij {u} past|of {u} beter alleen of in een groep leert]",
      blocks: [
        {
          p: [
            [
              "[In een groep|Samen met anderen] [{inv:leert} van elkaars vragen|is het vaak gezellig en motiverend], [terwijl een privéles meer persoonlijke aandacht geeft|maar alleen gaat het tempo helemaal op {uw} maat].",
              "[Wat het best werkt|Welke vorm past], [hangt af van {uw} doel en hoe {u} graag leert|verschilt per persoon en per doel].",
            ],
            [
              "[{Inv:twijfelt}|{Inv:weet} het nog niet]? [Begin met een proefles|Vraag naar de mogelijkheden] [en kies daarna|en beslis pas daarna] [welke vorm bij {u} past|hoe {u} verder wilt].",
            ],
            [
              "[Een combinatie|Afwisselen tussen groep en privé] kan ook: [de basis in een groep, de lastige onderdelen apart|samen oefenen en af en toe persoonlijke uitleg].",
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
              "[Een goede klik|Een goede band] met {uw} [instructeur|docent] [is belangrijk|maakt leren makkelijker]: {u} leert [beter|meer] [als {u} {zich} op {uw} gemak voelt|in een ontspannen sfeer].",
              "[Let|Kijk] [op ervaring, duidelijke afspraken en flexibiliteit|op duidelijke afspraken, ervaring en de planning].",
            ],
            [
              "[Vraag|Informeer] [gerust|vooraf] [naar de werkwijze|hoe de lessen zijn opgebouwd] en [hoe de planning werkt|wat er gebeurt als {u} een les moet verzetten].",
            ],
            [
              "[Vraag|Informeer] [naar ervaringen van andere leerlingen|naar de ervaringen van oud-leerlingen].",
              "[Een opleider|Een rijschool of docent] die [duidelijk communiceert|heldere afspraken maakt], [voorkomt misverstanden|geeft rust].",
            ],
          ],
        },
      ],
    },
  ],
  faq: [
    {
      q: ["Wat als ik een tijd niet kan?"],
      a: [
        [
          "[Laat het ons op tijd weten|Geef het zo vroeg mogelijk door]: [samen kijken we|we bekijken samen] hoe {u} [daarna weer instapt|de draad weer oppakt].",
          "Een korte herhaling [helpt|is vaak genoeg] om [er weer in te komen|het niveau terug te vinden].",
        ],
      ],
    },
    {
      q: ["Kan ik lessen combineren met werk of studie?"],
      a: [
        [
          "[Meestal wel|In de meeste gevallen wel]: [we zoeken samen|we plannen samen] [momenten die passen|tijden die passen] bij {uw} [rooster|agenda].",
        ],
      ],
    },
    {
      q: ["Kan ik eerst een proefles doen?"],
      a: [
        [
          "[Vraag het ons gerust|Neem contact op]: [een proefles|een eerste kennismakingsles] is [de beste manier|een goede manier] om [te ontdekken of het klikt|te voelen of het past].",
        ],
      ],
    },
    {
      q: ["Hoeveel lessen heb ik nodig?"],
      a: [
        [
          "Dat [verschilt per persoon|hangt af van {uw} niveau en {uw} doel]; [na de eerste les|na een proefles] [kunnen we een inschatting geven|bespreken we wat realistisch is].",
        ],
      ],
    },
    {
      q: ["Kan ik een les verzetten?"],
      a: [
        [
          "[Laat het ons zo snel mogelijk weten|Geef het zo snel mogelijk door], dan [zoeken we een ander moment|plannen we de les opnieuw]; vraag [vooraf|bij de start] [naar de afspraken hierover|hoe we dat regelen].",
        ],
      ],
    },
    {
      q: ["Hoe vaak moet ik les hebben?"],
      a: [
        [
          "[Regelmaat helpt|Een vast ritme werkt het best]; [samen bepalen we|we bespreken samen] [wat past bij {uw} agenda en {uw} doel|hoe vaak haalbaar is].",
        ],
      ],
    },
    {
      q: ["Wat neem ik mee naar de eerste les?"],
      a: [
        [
          "[Dat {inv:hoort} bij het plannen van de les|Dat laten we vooraf weten]; [vaak is|meestal is] [een open houding|zin om te leren] [het belangrijkste|al genoeg].",
        ],
      ],
    },
  ],
  checklist: [
    ["Bepaal [{uw} doel|wat {u} wilt bereiken]."],
    ["Plan [een proefles|een eerste les]."],
    ["Spreek een vast lesritme af."],
    ["Oefen [tussen de lessen|regelmatig]."],
    ["Noteer {uw} vragen voor de volgende les."],
    ["Bespreek [de voortgang|hoe het gaat] met {uw} instructeur."],
  ],
  conclusion: [
    [
      "[Met|Door] [een duidelijk doel|een goede planning] en [regelmatig oefenen|een instructeur die bij {u} past] [{inv:haalt}|{inv:krijgt}] het meeste uit [elke les|{uw} lessen].",
      "[Begin met een proefles, oefen regelmatig en stel vragen|Stel vragen, oefen regelmatig en begin met een proefles]: [zo|dan] [{inv:werkt}|{inv:gaat}] [stap voor stap naar {uw} doel|met vertrouwen vooruit].",
    ],
  ],
  topics: [
    {
      angle: "proefles",
      titles: ["{K}: zo verloopt de eerste les", "{K}: [begin met een proefles|de kennismaking]"],
    },
    {
      angle: "niveau",
      titles: [
        "{K}: het juiste niveau kiezen",
        "{K}: [van beginner tot gevorderd|waar {inv:staat}?]",
      ],
    },
    {
      angle: "oefenen",
      titles: ["{K}: oefenen tussen de lessen", "{K}: zo {inv:haalt} meer uit elke les"],
    },
    { angle: "planning", titles: ["{K}: hoe vaak les?", "{K}: planning en tempo"] },
    {
      angle: "examen",
      titles: [
        "{K}: goed voorbereid op het examen",
        "{K}: [klaar voor de afronding|zenuwen voor het examen?]",
      ],
    },
    {
      angle: "kiezen",
      titles: [
        "{K}: zo {inv:kiest} een opleider die past",
        "{K}: waar {inv:let} op bij het kiezen?",
      ],
    },
    { angle: "vragen", titles: ["{K}: veelgestelde vragen", "{K}: antwoorden van de instructeur"] },
    {
      angle: "kosten",
      titles: ["{K}: prijzen en lespakketten", "{K}: wat kost het?"],
      needsPrices: true,
    },
    GUIDE_TOPIC,
  ],
};
