import { paths } from "@/config/paths";
import { companyAddress, legalDate, legalFacts as f, processorNames } from "./legal-facts";
import type { LegalText } from "./legal-text";

const c = f.company;
const address = companyAddress("nl");

/**
 * Het privacybeleid (Nederlands, de hoofdtekst op /privacy-policy), voor een Nederlandse B.V.
 * onder de AVG. De Engelse versie (privacy-en.ts) zegt hetzelfde met dezelfde feiten
 * (legal-facts.ts); de verwerkers zijn de diensten die de code echt aanroept.
 */
export const privacyNl: LegalText = {
  language: "nl",
  hero: {
    eyebrow: "Juridisch",
    title: "Privacybeleid",
    intro:
      "Welke persoonsgegevens we verzamelen als je onze website bezoekt of Vindbaar gebruikt, waarvoor we ze gebruiken en hoe we ze beschermen.",
  },
  lastUpdatedLabel: "Laatst bijgewerkt:",
  lastUpdatedText: legalDate(f.lastUpdated, "nl"),
  lastUpdatedIso: f.lastUpdated,
  contentsLabel: "Inhoud",
  otherVersion: {
    href: paths.privacyPolicyEn,
    label: "Read this policy in English",
    language: "en",
  },
  sections: [
    {
      heading: "1. Wie wij zijn",
      paragraphs: [
        `${c.name} ("Vindbaar", "wij") levert een SEO-dienst met AI voor bedrijven in Nederland. We staan ingeschreven bij de Kamer van Koophandel onder nummer ${c.kvk} en zijn gevestigd aan de ${address}.`,
        "Wij zijn de verwerkingsverantwoordelijke voor de persoonsgegevens in dit privacybeleid. Zet je in Vindbaar persoonsgegevens over je eigen klanten of websitebezoekers, dan ben jij daarvoor de verwerkingsverantwoordelijke en zijn wij je verwerker; daarvoor geldt onze verwerkersovereenkomst.",
      ],
    },
    {
      heading: "2. Welke gegevens we verwerken",
      paragraphs: [
        "Accountgegevens: je e-mailadres, je naam als je die opgeeft, je taalkeuze en je wachtwoord (dat we alleen als onleesbaar gemaakte hash opslaan).",
        "Bedrijfsgegevens: wat je in je bedrijfsprofiel invult, zoals je bedrijfsnaam, website, sector, regio, zoekwoorden en aanspreekvorm, en wat we daarmee maken: scans van je website, rapporten, blogartikelen en bedrijfsprofielposts.",
        "Koppelingen: koppel je WordPress, dan het adres van je site, je gebruikersnaam en een applicatiewachtwoord; koppel je Google Search Console, dan een toegangssleutel van Google en de zoekcijfers van je website (klikken, vertoningen en posities). Applicatiewachtwoorden en toegangssleutels slaan we versleuteld op, API-sleutels alleen als hash.",
        "Betaalgegevens: je pakket, je facturen, de status van je betalingen en of je een betaalmethode hebt opgeslagen. Kaart- en bankgegevens verwerkt onze betaaldienst Stripe; wij zien en bewaren nooit volledige kaartnummers.",
        `Berichten: wat je ons stuurt via het contactformulier (naam, e-mailadres, onderwerp en bericht), het e-mailadres dat je achterlaat in een aanvraagformulier en e-mail aan ons supportteam. Om misbruik tegen te gaan bewaren we bij elke inzending een hash van je IP-adres, waaruit het adres niet terug te halen is (een adres kan ${f.formRateLimit.messages} berichten per ${f.formRateLimit.minutes} minuten sturen).`,
        "Technische gegevens: je IP-adres, je browser en de pagina's die je opvraagt, die onze hostingpartijen bijhouden voor de beveiliging en om de dienst draaiende te houden.",
      ],
    },
    {
      heading: "3. Waarvoor we je gegevens gebruiken en op welke grondslag",
      paragraphs: [
        "Om de dienst te leveren waarvoor je je aanmeldt: je account, de scans, rapporten en blogartikelen, de koppelingen en onze ondersteuning. Grondslag: de uitvoering van onze overeenkomst met jou (artikel 6 lid 1 sub b AVG).",
        "Om te factureren en onze administratie te voeren. Grondslag: de uitvoering van de overeenkomst en onze wettelijke bewaarplicht (artikel 6 lid 1 sub b en c AVG).",
        "Om je vraag via het contactformulier of een aanvraagformulier te beantwoorden. Grondslag: je eigen verzoek, voorafgaand aan een eventuele overeenkomst (artikel 6 lid 1 sub b AVG), en ons gerechtvaardigd belang om te antwoorden (artikel 6 lid 1 sub f AVG).",
        "Om onze systemen te beveiligen, misbruik te voorkomen en de dienst te verbeteren. Grondslag: ons gerechtvaardigd belang bij een veilige en betrouwbare dienst (artikel 6 lid 1 sub f AVG).",
        "Om je productnieuws of tips te mailen, alleen als je daarom hebt gevraagd. Grondslag: je toestemming (artikel 6 lid 1 sub a AVG), die je altijd kunt intrekken via de link in elke e-mail.",
      ],
    },
    {
      heading: "4. Met wie we gegevens delen",
      paragraphs: [
        "We verkopen je gegevens nooit. We delen ze alleen met dienstverleners die Vindbaar voor ons laten draaien. Zij verwerken ze alleen in onze opdracht en onder een verwerkersovereenkomst:",
        `${processorNames.supabase}: onze database, het inloggen (ook de e-mails waarmee je je adres bevestigt of je wachtwoord herstelt) en onze serverfuncties. Hier staan alle gegevens uit hoofdstuk 2, behalve kaart- en bankgegevens.`,
        `${processorNames.stripe}: betalingen, abonnementen, facturen en terugbetalingen. Stripe ontvangt je e-mailadres, je pakket en de betaalgegevens die je bij Stripe invult.`,
        `${processorNames.google}: alleen als je Google Search Console koppelt, lezen we met jouw toestemming de zoekcijfers van je website (alleen lezen); je kunt de koppeling altijd verbreken. Voor de snelheidsmeting van je website sturen we het adres van die website naar Google PageSpeed Insights.`,
        `${processorNames.dataforseo}: voor zoekvolumes en zoekwoordideeën in de SEO Helper sturen we de zoekwoorden die je opzoekt, zonder gegevens over jou.`,
        `${processorNames.ai} of een andere aanbieder van een AI-taalmodel: laten we een AI-model meeschrijven aan je blogartikelen en meta descriptions, dan ontvangt die aanbieder de gegevens uit je bedrijfsprofiel en van je website die daarvoor nodig zijn. Zonder zo'n model schrijft onze eigen, ingebouwde schrijver en gaat er niets naar buiten.`,
        "Een deel van deze partijen is (ook) buiten de Europese Economische Ruimte gevestigd. Dan geven we gegevens alleen door op basis van een adequaatheidsbesluit van de Europese Commissie, zoals het EU-VS Data Privacy Framework, of van de modelcontractbepalingen van de Europese Commissie, zo nodig met aanvullende waarborgen.",
        "We geven gegevens verder alleen door als de wet ons daartoe verplicht, bijvoorbeeld op bevel van een Nederlandse overheidsinstantie.",
      ],
    },
    {
      heading: "5. Hoe lang we je gegevens bewaren",
      paragraphs: [
        "Je account, bedrijfsprofiel, rapporten en artikelen bewaren we zolang je account bestaat. Zeg je je abonnement op, dan blijft je account bestaan: je kunt je rapporten en artikelen blijven lezen en exporteren (zie de algemene voorwaarden).",
        `Wil je dat we je account en je gegevens verwijderen, mail dan naar ${c.email}. Binnen ${f.deletionDays} dagen zijn ze dan uit onze systemen verwijderd, behalve wat we wettelijk moeten bewaren.`,
        `Facturen en andere financiële gegevens bewaren we ${f.invoiceRetentionYears} jaar, zoals de fiscale bewaarplicht voorschrijft. Berichten aan ons supportteam en via het contactformulier bewaren we tot ${f.messageRetentionYears} jaar na het laatste contact.`,
        "Verbreek je de koppeling met WordPress of Google Search Console, dan verwijderen we de opgeslagen toegang direct.",
      ],
    },
    {
      heading: "6. Cookies en opslag in je browser",
      paragraphs: [
        "We gebruiken alleen cookies en opslag in je browser die nodig zijn om de website te laten werken: om je ingelogd te houden, je taalkeuze te onthouden en te onthouden dat we je een aanbieding al hebben laten zien. We gebruiken geen advertentie- of trackingcookies en vragen daarom geen toestemming voor cookies.",
      ],
    },
    {
      heading: "7. Hoe we je gegevens beschermen",
      paragraphs: [
        "Alle verbindingen met Vindbaar zijn versleuteld. Onze database zorgt ervoor dat elke klant alleen zijn eigen gegevens ziet. Wachtwoorden en API-sleutels bewaren we alleen als hash, opgeslagen koppelingen versleuteld. Alleen medewerkers die het voor hun werk nodig hebben, kunnen bij persoonsgegevens, en we controleren onze beveiliging regelmatig.",
        `Is er een datalek dat waarschijnlijk een risico is voor je rechten, dan melden we dat binnen ${f.breachReportHours} uur bij de Autoriteit Persoonsgegevens en laten we het jou zonder onnodige vertraging weten.`,
      ],
    },
    {
      heading: "8. Jouw rechten",
      paragraphs: [
        "Je hebt het recht om je persoonsgegevens in te zien, te laten corrigeren en te laten verwijderen, om de verwerking te laten beperken, om bezwaar te maken tegen de verwerking en om je gegevens in een overdraagbare vorm te krijgen. Verwerken we gegevens op basis van je toestemming, dan kun je die altijd intrekken.",
        `Je artikelen en rapporten exporteer je zelf vanuit je dashboard. Voor je andere rechten mail je naar ${c.email}. We antwoorden binnen een maand (zoals de AVG voorschrijft) en kunnen je vragen te bevestigen dat het verzoek van jou komt.`,
        "Ben je niet tevreden over hoe we met je gegevens omgaan, dan kun je een klacht indienen bij de Autoriteit Persoonsgegevens.",
      ],
    },
    {
      heading: "9. Wijzigingen in dit privacybeleid",
      paragraphs: [
        `We kunnen dit privacybeleid aanpassen als onze dienst of de wet verandert. De nieuwe versie staat altijd op deze pagina; over belangrijke wijzigingen mailen we je minstens ${f.noticeDays} dagen voordat ze ingaan.`,
        `Vragen over dit privacybeleid? Neem contact op met ${c.name}, ${address}, of mail naar ${c.email}.`,
      ],
    },
  ],
};
