import { HeartHandshake, Lightbulb, ShieldCheck, Target } from "lucide-react";
import type { InfoCardItem } from "@/components/marketing/info-card";
import type { TeamMember } from "@/components/marketing/team-member-card";
import { facts } from "./facts";

/** /about-us: mission, story, four values and a team of three (docs/product.md §2 "/about-us"). */
export const aboutPage = {
  hero: {
    eyebrow: "Over ons",
    title: "Wij maken SEO betaalbaar voor elk bedrijf",
    intro:
      "Vindbaar helpt ondernemers zonder technische kennis om gevonden te worden in Google. Met AI die het werk doet en mensen die meedenken.",
  },
  mission: {
    title: "Onze missie",
    paragraphs: [
      "Goede vindbaarheid was lang iets voor bedrijven met een eigen marketingafdeling of een flink bureaubudget. Wij vinden dat de bakker om de hoek, de zzp-fotograaf en het kleine webbureau dezelfde kansen verdienen.",
      "Daarom automatiseren we het tijdrovende deel van SEO: zoekwoordonderzoek, blogs, meta tags en rapportages. Jij houdt tijd over om te ondernemen, wij zorgen dat klanten je vinden.",
    ],
  },
  story: {
    title: "Ons verhaal",
    paragraphs: [
      "Vindbaar begon aan een keukentafel in Amsterdam. Onze oprichter zag als freelance SEO-specialist steeds hetzelfde: ondernemers wisten dat ze iets met SEO moesten, maar hadden er de tijd en het budget niet voor.",
      "Toen taalmodellen goed genoeg werden om bruikbare Nederlandse teksten te schrijven, bouwden we een dienst die het vakmanschap van een SEO-specialist combineert met de snelheid van AI. Elke tekst volgt een bewezen SEO-aanpak en wordt afgestemd op jouw bedrijf en je regio.",
      `Inmiddels hebben we ${facts.customersHelped} bedrijven geholpen om beter vindbaar te worden, en we blijven de dienst elke maand verbeteren met feedback van onze klanten.`,
    ],
  },
  valuesSection: {
    title: "Onze waarden",
    subtitle: "Waar we elke dag op sturen, in het product en in hoe we met klanten omgaan.",
  },
  teamSection: {
    title: "Ons team",
    subtitle: "De mensen achter Vindbaar.",
  },
} as const;

export const values: readonly InfoCardItem[] = [
  {
    title: "Eenvoud",
    description:
      "Geen jargon en geen ingewikkelde dashboards. Je ziet in één oogopslag wat we doen en wat het oplevert.",
    icon: Lightbulb,
  },
  {
    title: "Resultaatgericht",
    description:
      "We meten wat telt: bezoekers, posities en aanvragen. Elk rapport laat zien wat er beter ging en wat de volgende stap is.",
    icon: Target,
  },
  {
    title: "Eerlijk en transparant",
    description:
      "Maandelijks opzegbaar, zonder kleine lettertjes. We beloven geen toppositie in een week, wel een aanpak die werkt.",
    icon: ShieldCheck,
  },
  {
    title: "Samen groeien",
    description:
      "We luisteren naar onze klanten en bouwen de dienst met hen verder. Jouw succes is ons succes.",
    icon: HeartHandshake,
  },
];

export const teamMembers: readonly TeamMember[] = [
  {
    name: "Sanne de Vries",
    role: "Oprichter & CEO",
    bio: "Werkte tien jaar als SEO-specialist voor mkb-bedrijven en startte Vindbaar om goede SEO voor iedereen bereikbaar te maken.",
  },
  {
    name: "Daan Bakker",
    role: "CTO",
    bio: "Bouwt het platform en de AI-modellen achter Vindbaar. Daarvoor leidde hij engineeringteams bij Nederlandse e-commercebedrijven.",
  },
  {
    name: "Fatima El Amrani",
    role: "Hoofd Content & SEO",
    bio: "Bewaakt de kwaliteit van elke tekst en vertaalt de nieuwste ontwikkelingen in Google naar praktische verbeteringen voor klanten.",
  },
];
