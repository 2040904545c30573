import { facts } from "./facts";

/** Customer testimonials (docs/product.md §3: quote, author, title, company). */
export const testimonials = [
  {
    quote:
      "Ik had nooit tijd om te bloggen. Nu staat er elke maand nieuwe content op onze site en komen we voor 'loodgieter Utrecht' op de eerste pagina van Google. Dat merken we aan de telefoon.",
    author: "Mark de Vries",
    title: "Eigenaar",
    company: "De Vries Installatietechniek",
  },
  {
    quote:
      "De blogs klinken echt als ons atelier. Binnen drie maanden kwamen er duidelijk meer bezoekers binnen via Google, en het maandrapport laat precies zien waar dat vandaan komt.",
    author: "Sanne Jansen",
    title: "Oprichter",
    company: "Bloemenatelier Sanne",
  },
  {
    quote:
      "Als klein team hebben we geen marketingafdeling. Vindbaar voelt alsof we er een SEO-specialist bij hebben, voor een fractie van de prijs van een bureau.",
    author: "Ahmed El Amrani",
    title: "Marketingmanager",
    company: "Fietsenmakerij Rotterdam-Zuid",
  },
  {
    quote:
      "Met white label leveren we SEO-content onder ons eigen merk aan twaalf klanten. Het scheelt ons elke maand dagen werk en onze klanten zijn tevreden.",
    author: "Lotte Bakker",
    title: "Directeur",
    company: "Bakker Online Marketing",
  },
] as const satisfies ReadonlyArray<{
  quote: string;
  author: string;
  title: string;
  company: string;
}>;

/** Section header above the testimonials on the home page. */
export const testimonialsSection = {
  eyebrow: "Ervaringen",
  title: "Ondernemers over Vindbaar",
  subtitle: `Meer dan ${facts.customersHelped.replace("+", "")} bedrijven gingen je voor. Gemiddeld beoordelen ze ons met een ${facts.rating}.`,
};

/** /testimonials: the page hero and the heading of its one section. */
export const testimonialsPage = {
  hero: {
    eyebrow: "Klantverhalen",
    title: "Wat klanten zeggen over Vindbaar",
    intro: `Van installateur tot marketingbureau: ${facts.customersHelped} bedrijven gebruiken Vindbaar om beter gevonden te worden in Google.`,
  },
  section: {
    eyebrow: "Ervaringen",
    title: "Echte ondernemers, echte resultaten",
    subtitle: `Gemiddeld beoordelen klanten Vindbaar met een ${facts.rating}. Dit vertellen ze zelf.`,
  },
  ratingLabel: `${facts.rating} gemiddelde beoordeling`,
  customersLabel: `${facts.customersHelped} bedrijven geholpen`,
};
