import { paths } from "@/config/paths";
import {
  companyAddress,
  legalDate,
  legalFacts as f,
  planBlogList,
  planPriceList,
} from "./legal-facts";
import type { LegalText } from "./legal-text";

const c = f.company;

/**
 * De algemene voorwaarden (Nederlands, de hoofdtekst op /terms-of-service). Vaste punten:
 * maandelijkse betaling, altijd opzegbaar met toegang tot het einde van de betaalde periode, geld
 * terug binnen de garantietermijn, gegenereerde content is van de klant. Prijzen, aantallen,
 * dagen en termijnen komen uit legal-facts.ts, dat ook de Engelse versie (terms-en.ts) gebruikt;
 * het lezen en exporteren na afloop is wat de functies afdwingen (alleen schrijven vraagt een
 * lopend pakket).
 */
export const termsNl: LegalText = {
  language: "nl",
  hero: {
    eyebrow: "Juridisch",
    title: "Algemene voorwaarden",
    intro:
      "De afspraken tussen jou en Vindbaar als je onze website gebruikt en een abonnement afsluit.",
  },
  lastUpdatedLabel: "Laatst bijgewerkt:",
  lastUpdatedText: legalDate(f.lastUpdated, "nl"),
  lastUpdatedIso: f.lastUpdated,
  contentsLabel: "Inhoud",
  otherVersion: {
    href: paths.termsOfServiceEn,
    label: "Read these terms in English",
    language: "en",
  },
  sections: [
    {
      heading: "1. Over deze voorwaarden",
      paragraphs: [
        `Deze voorwaarden gelden voor elk gebruik van de website en de dienst van Vindbaar, geleverd door ${c.name}, ${companyAddress("nl")}, ingeschreven bij de Kamer van Koophandel onder nummer ${c.kvk}.`,
        "Met het aanmaken van een account of het starten van een abonnement ga je akkoord met deze voorwaarden. Gebruik je Vindbaar namens een bedrijf, dan bevestig je dat je dat bedrijf aan deze voorwaarden mag binden.",
      ],
    },
    {
      heading: "2. De dienst",
      paragraphs: [
        "Vindbaar levert via een persoonlijk dashboard met AI geschreven, voor zoekmachines geoptimaliseerde blogartikelen, SEO-rapporten, voorstellen voor meta descriptions, zoekwoordadvies en aanverwante hulpmiddelen. Hoeveel blogartikelen en welke functies je krijgt, hangt af van je pakket.",
        "We doen ons best om je beter vindbaar te maken, maar zoekmachines bepalen zelf hun rangschikking. We kunnen daarom geen bepaalde posities, bezoekersaantallen of omzet garanderen.",
      ],
    },
    {
      heading: "3. Je account",
      paragraphs: [
        "Je houdt je inloggegevens geheim en bent verantwoordelijk voor alles wat er met je account gebeurt. Laat het ons direct weten als je denkt dat iemand anders je account gebruikt.",
        "De gegevens die je ons over je bedrijf en website geeft, moeten kloppen en mogen geen rechten van anderen schenden.",
      ],
    },
    {
      heading: "4. Pakketten, prijzen en betaling",
      paragraphs: [
        `Vindbaar heeft vier pakketten: ${planPriceList("nl")} per maand, exclusief ${f.vatPercent}% btw. Per periode schrijven we het aantal blogartikelen van je pakket (${planBlogList("nl")}); wat een pakket verder bevat, staat op onze prijzenpagina.`,
        "Abonnementen worden per maand vooraf gefactureerd, tegen de prijs van je pakket die bij je aankoop op onze prijzenpagina stond. Er is geen langlopend contract en geen minimale looptijd.",
        "Betalingen lopen via onze betaaldienst Stripe. Mislukt een betaling, dan laten we je dat weten en kunnen we de dienst opschorten tot er betaald is.",
        `Je kunt je pakket wijzigen via je dashboard; wat de wijziging kost, zie je daar voordat je bevestigt. Prijswijzigingen kondigen we minstens ${f.noticeDays} dagen van tevoren aan; je kunt opzeggen voordat ze ingaan.`,
      ],
    },
    {
      heading: "5. Gratis proefperiode",
      paragraphs: [
        `Je kunt elk pakket ${f.trialDays} dagen gratis proberen, zonder een betaalmethode in te vullen. Een proefperiode is het gekozen pakket zelf, met de functies en aantallen van dat pakket: je eerste website-scan met rapport en verbeterpunten, en de blogartikelen van dat pakket (${planBlogList("nl")}).`,
        `Voeg je tijdens de proefperiode een betaalmethode toe, dan loopt je abonnement na de ${f.trialDays} dagen door en betaal je vanaf dan per maand. Doe je dat niet, dan stopt de proefperiode vanzelf en betaal je niets. Elke klant kan één keer een proefperiode starten.`,
      ],
    },
    {
      heading: "6. Opzeggen",
      paragraphs: [
        "Je kunt je abonnement op elk moment opzeggen via je dashboard. Na het opzeggen houd je toegang tot de dienst tot het einde van de periode die je al hebt betaald. Daarna schrijven we niets meer af.",
      ],
    },
    {
      heading: "7. Na het einde van je abonnement",
      paragraphs: [
        "Als je abonnement is beëindigd, blijft je dashboard voor je open om te lezen: je kunt je blogartikelen en rapporten nog openen en exporteren (blogartikelen als Markdown of HTML, rapporten als PDF als je pakket het PDF-rapport bevatte). Nieuwe of bewerkte artikelen, nieuwe website-scans, publiceren naar WordPress en de API stoppen tot je weer een pakket kiest.",
        `Je account en je gegevens blijven bewaard tot je ons vraagt ze te verwijderen; mail daarvoor naar ${c.email}. Binnen ${f.deletionDays} dagen zijn ze dan verwijderd, behalve wat we wettelijk moeten bewaren, zoals facturen (${f.invoiceRetentionYears} jaar). Meer hierover staat in ons privacybeleid.`,
      ],
    },
    {
      heading: "8. Geld-terug-garantie en terugbetalingen",
      paragraphs: [
        `We bieden ${f.moneyBackDays} dagen geld-terug-garantie. Ben je niet tevreden, vraag dan binnen ${f.moneyBackDays} dagen na je eerste betaling zelf je geld terug met 'Geld terug aanvragen' in je dashboard: je abonnement stopt direct en we betalen die eerste betaling volledig terug. De garantie kun je één keer per klant gebruiken. Je kunt binnen die termijn ook mailen naar ${c.supportEmail}.`,
        `Terugbetalingen gaan naar de betaalmethode waarmee je hebt betaald; je bank of kaartuitgever laat ze meestal binnen ${f.refundWorkingDays.from} tot ${f.refundWorkingDays.to} werkdagen zien.`,
      ],
    },
    {
      heading: "9. Eigendom van de content",
      paragraphs: [
        "Alle content die Vindbaar voor je maakt, zoals blogartikelen, meta descriptions en bedrijfsprofielposts, is van jou. Je mag die vrij gebruiken, bewerken en publiceren, ook na het einde van je abonnement.",
        "De software, het merk, de opmaak van de rapporten en het dashboard van Vindbaar blijven van ons. Je krijgt een persoonlijk, niet-overdraagbaar recht om ze tijdens je abonnement te gebruiken, en daarna om je eigen content te lezen en te exporteren.",
        "De content wordt met AI gemaakt. Lees hem na voordat je publiceert: je bent zelf verantwoordelijk voor wat je op je eigen kanalen publiceert.",
      ],
    },
    {
      heading: "10. Redelijk gebruik",
      paragraphs: [
        "Je gebruikt Vindbaar niet om content te maken die onrechtmatig, misleidend of discriminerend is of die rechten van anderen schendt, en je probeert de dienst niet te verstoren, te overbelasten of na te bouwen. Accounts die deze regels overtreden, kunnen we opschorten.",
      ],
    },
    {
      heading: "11. Aansprakelijkheid",
      paragraphs: [
        `Onze totale aansprakelijkheid voor schade door de dienst is beperkt tot het bedrag dat je ons hebt betaald in de ${f.liabilityMonths} maanden voor de gebeurtenis die de schade veroorzaakte. We zijn niet aansprakelijk voor indirecte schade, zoals gederfde winst of omzet, behalve bij opzet of bewuste roekeloosheid van onze kant.`,
      ],
    },
    {
      heading: "12. Privacy",
      paragraphs: [
        "We verwerken persoonsgegevens zoals beschreven in ons privacybeleid. Waar we persoonsgegevens in jouw opdracht verwerken, geldt onze verwerkersovereenkomst.",
      ],
    },
    {
      heading: "13. Wijzigingen en toepasselijk recht",
      paragraphs: [
        `We kunnen deze voorwaarden wijzigen. Over belangrijke wijzigingen mailen we je minstens ${f.noticeDays} dagen voordat ze ingaan; ben je het er niet mee eens, dan kun je voor die datum opzeggen.`,
        `Op deze voorwaarden is Nederlands recht van toepassing. Geschillen leggen we voor aan de bevoegde rechter in ${f.court}, tenzij dwingend recht anders bepaalt.`,
        `Vragen over deze voorwaarden? Mail ons op ${c.email}.`,
      ],
    },
  ],
};
