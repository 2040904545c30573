import { paths } from "@/config/paths";
import { facts } from "./facts";

/** /ad-campagne (docs/product.md §2): hero, three benefits, results, call-to-action and pricing. */
export const adCampaign = {
  hero: {
    eyebrow: "Voor ondernemers zonder tijd voor SEO",
    title: "Meer klanten via Google, zonder er zelf uren in te steken",
    intro: `Vindbaar schrijft je content, verbetert je website en rapporteert elke maand wat het oplevert. Jij houdt zo'n ${facts.hoursSavedPerMonth} uur per maand over voor je klanten.`,
    pricingAction: "Bekijk de pakketten",
    demoAction: { label: "Bekijk Demo", href: paths.demo },
    reassurance: [
      `${facts.moneyBackDays} dagen geld-terug-garantie`,
      "Maandelijks opzegbaar",
      `${facts.customersHelped} bedrijven geholpen`,
    ],
  },
  benefits: {
    eyebrow: "Waarom het werkt",
    title: "SEO die gewoon gebeurt",
    subtitle:
      "Je hoeft niets te leren en niets bij te houden. Vindbaar doet drie dingen, elke maand opnieuw.",
    items: [
      {
        icon: "pen-line",
        title: "Content die gevonden wordt",
        description:
          "Blogs rond de zoekwoorden waarop jouw klanten zoeken, geschreven in jouw stijl en klaar om te publiceren.",
      },
      {
        icon: "gauge",
        title: "Een website die beter scoort",
        description:
          "Meta tags, laadsnelheid en mobiele weergave: je krijgt concrete verbeteringen in plaats van vage adviezen.",
      },
      {
        icon: "chart-column",
        title: "Inzicht in wat het oplevert",
        description:
          "In je dashboard zie je hoe je posities en bezoekersaantallen groeien, zodat je weet wat je investering oplevert.",
      },
    ],
  },
  results: {
    eyebrow: "Resultaten",
    title: "Wat je van Vindbaar mag verwachten",
    subtitle: "Gemiddelden van klanten die minstens drie maanden gebruikmaken van Vindbaar.",
    items: [
      { prefix: "Tot", value: facts.organicTrafficUplift, label: "meer organisch verkeer" },
      {
        prefix: "Ongeveer",
        value: `${facts.hoursSavedPerMonth} uur`,
        label: "tijdwinst per maand",
      },
      {
        prefix: "Binnen",
        value: `${facts.resultsWithinMonths} maanden`,
        label: "zichtbare resultaten",
      },
    ],
  },
  cta: {
    title: "Klaar om gevonden te worden?",
    text: `Kies een pakket en ontvang binnen ${facts.firstContentHours} uur je eerste blogpost en aanbevelingen. Niet tevreden? Dan krijg je binnen ${facts.moneyBackDays} dagen je geld terug.`,
    pricingAction: "Kies je pakket",
    demoAction: { label: "Bekijk eerst de demo", href: paths.demo },
  },
} as const;
