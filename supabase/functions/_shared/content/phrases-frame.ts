/**
 * The frame around the body sections of a built-in draft: introduction, checklist, FAQ,
 * conclusion, the sentences that carry secondary keywords and internal links, and the pieces of
 * the meta description. Tokens as in phrases-sections.ts; {s} is a secondary keyword and {a} a
 * markdown link with a descriptive anchor.
 */

/** The first paragraph: each variant names the focus keyword ({k} or {K}). */
export const INTRO_FIRST = [
  "{Inv:bent} op zoek naar informatie over {k}? Dan {inv:wilt} vooral weten waar {u} op moet letten, wat het kost en hoe {u} teleurstellingen voorkomt. {Klanten} in {regio} stellen ons die vragen bijna dagelijks. In dit artikel zetten we de belangrijkste antwoorden op een rij.",
  "Over {k} is online veel te vinden, maar lang niet alles is duidelijk of betrouwbaar. Daarom hebben we bij {bedrijf} onze ervaring in {regio} gebundeld in een praktisch overzicht. Zo {inv:weet} precies waar {u} aan toe bent.",
  "Wie met {k} aan de slag gaat, wil het meteen goed doen. Toch zien we in {regio} regelmatig dat kleine misverstanden tot onnodige kosten of vertraging leiden. Met de tips in dit artikel {inv:voorkomt} dat.",
  "{K} roept vaak meer vragen op dan {u} vooraf denkt. Wat is verstandig, wat kost het en bij wie {inv:kunt} terecht? In dit artikel delen we wat we bij {bedrijf} in de praktijk in {regio} zien.",
] as const;

export const INTRO_SECOND = [
  "We bespreken waar {u} op let bij de voorbereiding, hoe {u} een goede keuze maakt en welke vragen we het vaakst krijgen. Aan het eind {inv:vindt} een handige checklist.",
  "{U} leest hieronder hoe {u} het beste kunt beginnen, welke fouten {u} beter kunt vermijden en wat {u} mag verwachten. Bewaar dit artikel gerust: onderaan staat een checklist.",
  "Dit artikel is bedoeld als praktische gids: kort waar het kan, uitgebreid waar het nodig is. Met de checklist aan het eind {inv:gaat} goed voorbereid van start.",
] as const;

/** One per secondary keyword, appended to a body paragraph. */
export const SECONDARY_SENTENCES = [
  "Ook {s} speelt hierbij een rol, dus neem dat mee in {uw} afweging.",
  "Denk daarbij ook aan {s}, want dat hangt er vaak nauw mee samen.",
  "Vergeet {s} niet: juist daar zitten vaak de verschillen.",
  "Veel {klanten} vragen ons in dit verband ook naar {s}.",
  "Wie verder kijkt, komt al snel uit bij {s}.",
] as const;

/** Sentences that carry an internal link; the anchor is the linked page's own name. */
export const LINK_SENTENCES = [
  "Meer achtergrond {inv:vindt} op onze pagina {a}.",
  "Lees ook {a} op onze website.",
  "Op de pagina {a} {inv:leest} hoe wij dat aanpakken.",
  "Handig om erbij te pakken: {a}.",
] as const;

/** The conclusion's link when it goes to a contact page. */
export const CONTACT_SENTENCES = [
  "{U} vindt al onze gegevens op de pagina {a}.",
  "Via de pagina {a} {inv:kunt} ons eenvoudig bereiken.",
] as const;

export const CHECKLIST_HEADINGS = [
  "Checklist: zo {inv:gaat} goed voorbereid van start",
  "Praktische checklist voor {uw} volgende stap",
] as const;

export const CHECKLIST_INTRO = [
  "Loop deze punten na voordat {u} een beslissing neemt:",
  "Met deze checklist vergeet {u} niets belangrijks:",
] as const;

export const CHECKLIST_ITEMS = [
  "Schrijf {uw} wensen en het gewenste resultaat in een paar zinnen op.",
  "Bepaal vooraf een budget en een uiterste datum.",
  "Vraag minimaal twee voorstellen op en vergelijk ze op inhoud, niet alleen op prijs.",
  "Controleer {bewijs}.",
  "Vraag na wat er wel en niet bij de prijs is inbegrepen.",
  "Leg afspraken over planning, oplevering en nazorg schriftelijk vast.",
  "Lees recente reviews van {klanten} uit {regio}.",
  "Houd foto's, documenten en vragen bij de hand voor het eerste gesprek.",
  "Plan na afloop een korte evaluatie: is alles naar wens?",
  "Bewaar facturen en garantiebewijzen op één vaste plek.",
] as const;

export const FAQ_HEADINGS = [
  "Veelgestelde vragen over {k}",
  "Vragen en antwoorden over {k}",
] as const;

export const FAQ_ITEMS: ReadonlyArray<readonly [question: string, answer: string]> = [
  [
    "Hoe snel kan er gestart worden?",
    "Dat hangt af van de drukte en de omvang van de vraag. Bij {bedrijf} reageren we doorgaans binnen enkele werkdagen met een voorstel. Bij spoed {inv:kunt} ons het beste even bellen.",
  ],
  [
    "Waar hangt de prijs van af?",
    "Van de omvang van de opdracht, de gewenste snelheid en de kwaliteit van wat er geleverd wordt. Een eerlijke partij legt uit hoe de prijs is opgebouwd. Vraag daar gerust naar: het voorkomt misverstanden achteraf.",
  ],
  [
    "Waarom kiezen voor een partij uit {regio}?",
    "Een lokale partij kent de omgeving, is snel ter plaatse en is makkelijk aanspreekbaar als er iets bijgesteld moet worden. Dat scheelt tijd en maakt de communicatie persoonlijker.",
  ],
  [
    "Waar {inv:let} op bij het vergelijken van offertes?",
    "Kijk niet alleen naar het totaalbedrag, maar ook naar wat er precies is inbegrepen, welke planning wordt voorgesteld en hoe de nazorg is geregeld. Twee offertes met hetzelfde bedrag kunnen heel verschillend zijn.",
  ],
  [
    "{Inv:kunt} eerst vrijblijvend advies krijgen?",
    "Ja. Een kennismakingsgesprek is bij {bedrijf} altijd vrijblijvend. We denken graag mee, ook als {u} nog twijfelt of nog aan het vergelijken bent.",
  ],
  [
    "Wat als het resultaat niet aan de verwachting voldoet?",
    "Dan gaan we samen om tafel. Daarom leggen we vooraf vast wat het resultaat moet zijn: zo is er achteraf een duidelijk ijkpunt en kunnen we snel bijsturen.",
  ],
  [
    "Welke informatie heeft een specialist nodig?",
    "Hoe meer {u} vooraf vertelt, hoe beter het advies. Denk aan een korte beschrijving van de situatie, foto's of documenten en {uw} planning. Zo kan er direct een realistisch voorstel worden gemaakt.",
  ],
  [
    "Kan ik ook terecht met een kleine vraag?",
    "Zeker. Ook kleine vragen verdienen een goed antwoord. Bij {bedrijf} maken we daarin geen onderscheid: elke vraag krijgt dezelfde aandacht.",
  ],
  [
    "Hoe weet ik of een aanbieder betrouwbaar is?",
    "Kijk naar {bewijs}. Vraag daarnaast naar referenties en lees recente reviews. Een betrouwbare partij geeft die informatie zonder aarzelen.",
  ],
  [
    "Hoe lang duurt het traject rond {k}?",
    "Dat verschilt per situatie. Na een eerste gesprek kunnen we meestal een realistische planning geven. Zo {inv:weet} vooraf waar {u} aan toe bent.",
  ],
];

export const CONCLUSION_HEADINGS = ["Conclusie", "Tot slot", "Samengevat"] as const;

export const CONCLUSION_PARAGRAPHS = [
  "Met een goede voorbereiding, de juiste vragen en heldere afspraken {inv:haalt} het beste uit {k}. Neem de tijd om aanbieders te vergelijken en kies voor een partij die open is over werkwijze en prijs.",
  "{K} hoeft geen ingewikkeld verhaal te zijn. Wie weet wat {u} wilt, de voorstellen goed vergelijkt en afspraken vastlegt, voorkomt de meeste problemen.",
  "Wie {k} goed wil regelen, hoeft geen expert te worden. Het gaat erom dat {u} de juiste vragen stelt, afspraken vastlegt en kiest voor een partij die {u} serieus neemt.",
] as const;

/** The call to action: always names the business and the region. */
export const CALLS_TO_ACTION = [
  "{Inv:wilt} persoonlijk advies? Neem dan contact op met {bedrijf} in {regio}. We denken graag vrijblijvend met {u} mee.",
  "{Inv:heeft} vragen of {inv:wilt} direct een afspraak maken? {bedrijf} helpt {klanten} in {regio} graag verder. Neem gerust contact met ons op.",
  "Benieuwd wat {bedrijf} voor {u} kan betekenen? We werken voor {klanten} in {regio} en omgeving. Neem contact op voor een vrijblijvend gesprek.",
] as const;

/** Meta description: a lead with the keyword, then sentences and fillers until 150–160 characters. */
export const META_LEADS = [
  "{K}: praktische tips, een checklist en antwoorden op veelgestelde vragen.",
  "Alles over {k}: waar {inv:let} op, hoe {inv:kiest} goed en wat kost het?",
  "{K} zonder verrassingen? Lees onze tips, de checklist en veelgestelde vragen.",
] as const;

export const META_MORE = [
  "Door {bedrijf} uit {regio}.",
  "Voor {klanten} in {regio}.",
  "Zo {inv:voorkomt} dure fouten.",
] as const;

/** Short sentences of different lengths, so the description can be padded into 150–160. */
export const META_FILLERS = [
  "Helder uitgelegd, zonder vakjargon.",
  "Met concrete voorbeelden.",
  "Direct toepasbaar.",
  "Handig om te bewaren.",
  "Praktisch.",
  "Helder.",
] as const;
