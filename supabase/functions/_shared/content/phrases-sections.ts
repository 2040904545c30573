/**
 * The body sections of a built-in draft, written for the customer's own readers (prospective
 * clients), in the business's voice ("wij"). Tokens: see tone.ts for the forms of address; the
 * writer fills {k}/{K} (focus keyword), {regio}, {bedrijf} and the sector words of sectors.ts
 * ({klanten}, {Klanten}, {aanbieder}, {inSector}, {InSector}, {dienst}, {bewijs}, {moment},
 * {voorbeeld}).
 * Every slot lists variants; the seed picks one, so two posts rarely share a paragraph.
 */

export type Block =
  | { p: readonly string[] }
  | { h3: readonly string[] }
  | { ul: readonly string[]; take: number }
  | { ol: readonly string[] };

export interface SectionTemplate {
  id: string;
  headings: readonly string[];
  blocks: readonly Block[];
}

/** Always the first body section: its heading carries the focus keyword. */
export const OPENING_SECTION: SectionTemplate = {
  id: "waarom",
  headings: [
    "Wat {inv:moet} weten over {k}?",
    "{K}: waar {inv:begint}?",
    "{K}: waarom het de moeite loont",
  ],
  blocks: [
    {
      p: [
        "{Klanten} gaan meestal online zoeken {moment}. Ze typen een paar woorden in Google en kiezen meestal uit de eerste resultaten. Dan is het prettig als {u} snel ziet wie betrouwbaar is en wie niet. Een goede voorbereiding helpt {u} om die keuze met vertrouwen te maken, in plaats van op goed geluk.",
        "{InSector} draait veel om vertrouwen. Voordat iemand kiest voor {dienst}, wordt er eerst gekeken wie er achter het bedrijf zit en wat anderen ervan vinden. Dat is verstandig, want een verkeerde keuze kost tijd, geld en energie die {u} liever ergens anders aan besteedt.",
        "Bij {k} draait het om meer dan alleen de prijs. Het gaat om de vraag of het resultaat over een paar jaar nog steeds goed is, en of {u} in de tussentijd iemand kunt bellen als er iets is. Dat vraagt om een weloverwogen keuze, niet om een snelle klik.",
      ],
    },
    {
      p: [
        "Het goede nieuws: met een paar duidelijke vragen {inv:komt} al een heel eind. Wat {inv:wilt} precies bereiken, wat mag het kosten en wanneer moet het klaar zijn? Wie die antwoorden paraat heeft, krijgt betere voorstellen en kan ze ook beter vergelijken.",
        "Toch hoeft het niet ingewikkeld te zijn. Wie weet waar {u} op moet letten, herkent snel het verschil tussen een degelijk voorstel en een mooie belofte. Daarvoor is geen vakkennis nodig, wel een beetje voorbereiding en de juiste vragen.",
        "Begin daarom niet meteen met offertes opvragen. Zet eerst op een rij wat voor {u} belangrijk is: snelheid, prijs, kwaliteit of persoonlijk contact. Die volgorde verschilt per situatie, en wie hem kent, maakt sneller een goede keuze.",
      ],
    },
    { h3: ["Wat levert een goede aanpak op?", "Het verschil tussen goed en net niet"] },
    {
      p: [
        "Een doordachte aanpak levert vooral rust op. {U} weet vooraf wat er gaat gebeuren, wat het kost en wie {uw} aanspreekpunt is. Dat voorkomt misverstanden en zorgt ervoor dat het resultaat aansluit bij wat {u} voor ogen had.",
        "Het verschil zit vaak in kleine dingen: een heldere offerte, een vaste contactpersoon en afspraken die op papier staan. Juist die details bepalen of {u} achteraf tevreden terugkijkt of dat er nog van alles geregeld moet worden.",
        "Bij {bedrijf} merken we dat {klanten} die goed voorbereid zijn, vaker tevreden zijn over het eindresultaat. Ze stellen betere vragen, maken duidelijkere afspraken en weten precies wat ze mogen verwachten.",
      ],
    },
  ],
};

/** The seed picks two or three of these, in a shuffled order. */
export const BODY_SECTIONS: readonly SectionTemplate[] = [
  {
    id: "voorbereiding",
    headings: ["Goed voorbereid beginnen", "Voorbereiding: het halve werk"],
    blocks: [
      {
        p: [
          "Een goede voorbereiding begint bij {uzelf}. Neem even de tijd om op te schrijven wat {u} wilt bereiken en waarom. Hoe concreter {uw} wensen, hoe beter een specialist kan inschatten wat er nodig is en hoe lang het duurt.",
          "Wie goed voorbereid aan {k} begint, bespaart later tijd en geld. Een halfuur nadenken over {uw} situatie voorkomt dat er halverwege van alles moet worden aangepast.",
          "Veel vragen die later opduiken, kunnen vooraf al worden beantwoord. Daarom loont het om {uw} situatie eerst zelf goed in kaart te brengen, voordat {u} iemand benadert.",
        ],
      },
      { h3: ["Breng {uw} wensen in kaart", "Begin bij het gewenste resultaat"] },
      {
        p: [
          "Beschrijf in een paar zinnen wat er moet gebeuren en wat het eindresultaat moet zijn. Foto's, voorbeelden of een korte schets helpen enorm. Zo praat iedereen vanaf het eerste gesprek over hetzelfde.",
          "Denk niet alleen aan wat {u} nu nodig hebt, maar ook aan de komende jaren. Een oplossing die meegroeit, is op de lange termijn vaak voordeliger dan een snelle noodoplossing.",
          "Maak ook een onderscheid tussen wat echt moet en wat leuk is om te hebben. Zo {inv:weet} waar {u} kunt schuiven als het budget krap blijkt.",
        ],
      },
      { h3: ["Stel een realistisch budget vast", "Bepaal budget en planning"] },
      {
        p: [
          "Bepaal vooraf welk bedrag {u} wilt uitgeven en hoeveel ruimte er is voor onverwachte zaken. Een kleine reserve voorkomt stress als er onderweg iets extra's nodig blijkt. Leg ook vast wanneer het uiterlijk klaar moet zijn.",
          "Een budget geeft richting aan het gesprek. Een goede partij vertelt eerlijk wat er binnen dat bedrag mogelijk is en waar {u} eventueel op kunt besparen zonder in te leveren op kwaliteit.",
          "Houd er rekening mee dat de goedkoopste optie niet altijd de voordeligste is. Vraag daarom ook naar de kosten op langere termijn, zoals onderhoud of vervolgafspraken.",
        ],
      },
    ],
  },
  {
    id: "kiezen",
    headings: ["Hoe {inv:kiest} de juiste partij?", "De juiste {aanbieder} kiezen"],
    blocks: [
      {
        p: [
          "Niet elke aanbieder past bij elke vraag. Kijk daarom verder dan de prijs alleen. Let op {bewijs}: dat zegt meer over de kwaliteit dan een mooie slogan.",
          "Een vergelijking begint met de juiste informatie. Vraag naar {bewijs}. Een partij die daar open over is, heeft doorgaans weinig te verbergen.",
          "Bij het kiezen van een partij voor {k} is een goed gevoel belangrijk, maar feiten zijn dat ook. Vraag daarom naar {bewijs}, en vergelijk die bij minstens twee aanbieders.",
        ],
      },
      {
        ul: [
          "Wordt {uw} vraag binnen een redelijke termijn beantwoord?",
          "Is de offerte helder en specifiek, of blijft het bij algemene bedragen?",
          "{Inv:krijgt} één vast aanspreekpunt?",
          "Zijn er recente ervaringen van andere {klanten} te vinden?",
          "Worden afspraken over planning en nazorg op papier gezet?",
        ],
        take: 4,
      },
      {
        p: [
          "Neem na het eerste gesprek even de tijd om alles te laten bezinken. Voelt het goed, en zijn {uw} vragen serieus genomen? Dat gevoel is vaak een betrouwbare graadmeter.",
          "{Inv:twijfelt} tussen twee aanbieders? Leg de voorstellen dan naast elkaar en vergelijk ze punt voor punt. Vaak blijkt dan dat het goedkoopste voorstel minder bevat dan het lijkt.",
          "Een proefafspraak of kort adviesgesprek is vaak de beste manier om te ontdekken of het klikt. Zo {inv:leert} de werkwijze kennen voordat {u} ergens aan vastzit.",
        ],
      },
    ],
  },
  {
    id: "fouten",
    headings: ["Veelgemaakte fouten en hoe {u} ze voorkomt", "Fouten die we vaak tegenkomen"],
    blocks: [
      {
        p: [
          "In de praktijk zien we steeds dezelfde valkuilen terugkomen. Ze zijn bijna allemaal te voorkomen als {u} ze van tevoren kent.",
          "Sommige fouten kosten alleen wat tijd, andere lopen flink in de papieren. Deze komen we het vaakst tegen:",
          "Ook bij {k} gaat het regelmatig mis op punten die eenvoudig te voorkomen zijn. Dit zijn de valkuilen die we het vaakst zien:",
        ],
      },
      {
        ul: [
          "**Alleen op prijs kiezen.** De laagste prijs blijkt achteraf vaak niet de voordeligste.",
          "**Te laat beginnen.** Wie pas in actie komt als het echt moet, heeft minder keuze en betaalt soms extra voor spoed.",
          "**Afspraken alleen mondeling maken.** Zet planning, prijs en oplevering altijd op papier.",
          "**Geen vragen stellen.** Een goede specialist legt graag uit wat er gebeurt en waarom.",
          "**Reviews overslaan.** De ervaringen van anderen zeggen veel over betrouwbaarheid en service.",
          "**De nazorg vergeten.** Vraag vooraf wat er gebeurt als er na afloop iets niet goed is.",
        ],
        take: 4,
      },
      {
        p: [
          "{Inv:herkent} {uzelf} in een van deze punten? Geen probleem: de meeste zijn met een goed gesprek vooraf eenvoudig op te lossen.",
          "Door deze fouten te vermijden, {inv:houdt} regie over het resultaat en het budget.",
          "Wie deze valkuilen kent, stelt vanzelf de juiste vragen. En dat is precies wat een goede specialist van {u} verwacht.",
        ],
      },
    ],
  },
  {
    id: "kosten",
    headings: ["Waar hangt de prijs van af?", "Kosten: waar {inv:moet} rekening mee houden?"],
    blocks: [
      {
        p: [
          "Een vaste prijs voor elke situatie bestaat zelden. De kosten hangen af van een aantal factoren die per opdracht verschillen. Wie die factoren kent, begrijpt beter waarom offertes uiteenlopen.",
          "Prijzen vergelijken is lastig als {u} niet weet wat er allemaal in een offerte zit. Dit zijn de factoren die het verschil maken:",
          "De kosten rond {k} verschillen per situatie. Zonder iemand te hebben gesproken, is een eerlijke prijs dan ook lastig te geven. Dit zijn de belangrijkste factoren:",
        ],
      },
      {
        ul: [
          "de omvang en complexiteit van de opdracht;",
          "de gewenste snelheid, want spoed vraagt om extra inzet;",
          "de kwaliteit van de gebruikte materialen of middelen;",
          "de hoeveelheid voorbereiding en overleg die nodig is;",
          "garantie, nazorg en eventuele onderhoudsafspraken.",
        ],
        take: 4,
      },
      {
        p: [
          "Vraag altijd om een specificatie, zodat {u} ziet waar {uw} geld naartoe gaat. Een eerlijke partij legt zonder aarzelen uit hoe de prijs is opgebouwd.",
          "Let bij het vergelijken ook op wat er níét in de prijs zit. Een lage offerte met veel meerwerk achteraf is uiteindelijk duurder dan een complete offerte vooraf.",
          "Een duidelijke offerte noemt de werkzaamheden, de planning en de voorwaarden. Ontbreekt een van die drie, vraag er dan naar voordat {u} tekent.",
        ],
      },
    ],
  },
  {
    id: "lokaal",
    headings: ["De voordelen van een partij uit {regio}", "Lokaal en dichtbij in {regio}"],
    blocks: [
      {
        p: [
          "Een {aanbieder} uit de buurt heeft een paar duidelijke voordelen. De lijnen zijn kort, er is kennis van de omgeving en als er iets bijgesteld moet worden, staat er snel iemand op de stoep of aan de telefoon.",
          "Voor veel {klanten} in {regio} is nabijheid een belangrijke reden om voor een lokale partij te kiezen. Dat is begrijpelijk: persoonlijk contact maakt samenwerken een stuk eenvoudiger.",
          "Wie in {regio} zoekt naar {k}, heeft er baat bij om dicht bij huis te beginnen. Een partij uit de regio kent de situatie ter plaatse en hoeft niet eerst een lange reis te maken.",
        ],
      },
      { h3: ["Persoonlijk contact maakt het verschil", "Korte lijnen, snelle antwoorden"] },
      {
        p: [
          "Bij {bedrijf} kennen we {regio} en de mensen die er wonen en werken. Daardoor weten we wat er speelt en kunnen we snel schakelen als dat nodig is.",
          "Een lokale partij bouwt aan een reputatie in de eigen omgeving. Dat is een extra reden om het werk goed te doen: tevreden {klanten} vertellen het door aan hun buren, collega's en vrienden.",
          "Bovendien is een lokale {aanbieder} makkelijk te controleren: {u} kunt in {regio} gewoon rondvragen wie er tevreden over is.",
        ],
      },
    ],
  },
  {
    id: "praktijk",
    headings: ["Zo werkt het in de praktijk", "Van eerste gesprek tot resultaat"],
    blocks: [
      {
        p: [
          "Hoe ziet een goede samenwerking er in de praktijk uit? Denk aan {voorbeeld}. Zo weet {u} vooraf precies waar {u} aan toe bent.",
          "Een goed proces voorkomt verrassingen. Een mooi voorbeeld is {voorbeeld}. Bij {bedrijf} werken we in vier heldere stappen:",
          "Denk aan {voorbeeld}: duidelijkheid vooraf voorkomt verrassingen achteraf. Bij {bedrijf} werken we daarom stap voor stap en altijd in overleg:",
        ],
      },
      {
        ol: [
          "**Kennismaking:** we bespreken {uw} vraag, wensen en planning.",
          "**Voorstel:** {u} ontvangt een duidelijk voorstel met prijs en planning.",
          "**Uitvoering:** we houden {u} op de hoogte van de voortgang.",
          "**Evaluatie:** we lopen het resultaat samen door en spreken de nazorg af.",
        ],
      },
      {
        p: [
          "Zo blijft het overzichtelijk, ook als er onderweg iets verandert. {U} weet steeds wat de volgende stap is.",
          "Elke stap sluiten we af met een kort overleg, zodat {u} nooit voor verrassingen komt te staan.",
          "Zo {inv:houdt} overzicht en zeggenschap, van het eerste gesprek tot en met de nazorg.",
        ],
      },
    ],
  },
];
