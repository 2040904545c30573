/** /seo-helper's analyzer: the signed-in analyzer card and the customer's stored analyses. */
export const analyzer = {
  title: "Hoe vindbaar is jouw website?",
  intro:
    "Vul je website-adres in en zie binnen een paar seconden wat Google ziet: je SEO-score, de belangrijkste verbeterpunten en concreet advies. De volledige Lighthouse-meting van snelheid en toegankelijkheid volgt vanzelf; de hele analyse duurt tot 30 seconden.",
  history: {
    heading: "Jouw analyses",
    intro: "Elke analyse die je doet terwijl je bent ingelogd, bewaren we hier.",
    loading: "Analyses laden…",
    empty:
      "Nog geen analyses. Analyseer hierboven je eerste pagina; het resultaat verschijnt hier.",
    error: "Je analyses konden niet worden geladen.",
    retry: "Opnieuw proberen",
    open: "Bekijk",
    scoreLabel: "Score",
    notMeasured: "Niet gemeten",
    opening: "Analyse laden…",
  },
};
