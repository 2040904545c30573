/**
 * /dashboard: the greeting, the overview figures, the plan choice for a customer without a plan,
 * the plans and the way to the SEO Helper. Plan facts (names, prices, blog counts, which plans
 * include what) come in as values; the public /pricing page keeps its own plain Dutch copy, and
 * tests/unit/dashboard-plan-wording.test.ts keeps the plan wording here equal to it.
 */
export const dashboard = {
  title: "Dashboard",
  /** A first-time customer is welcomed, a returning one welcomed back (the name shown bold). */
  greeting: {
    new: "Welkom, {{name}}",
    returning: "Welkom terug, {{name}}",
  },
  intro: "Hier zie je wat Vindbaar voor je website doet.",
  overviewHeading: "Overzicht",
  /** Each figure: its label, what the number counts, and what happens next while it is 0. */
  stats: {
    reports: {
      label: "SEO-rapporten",
      detail: "rapporten in de afgelopen 30 dagen",
      empty:
        "Je eerste rapport verschijnt een paar minuten nadat je je bedrijfsprofiel hebt ingevuld, daarna elke maand.",
    },
    keywords: {
      label: "Zoekwoorden",
      detail: "doelzoekwoorden die we volgen",
      empty: "Voeg {{min}} tot {{max}} doelzoekwoorden toe in je bedrijfsprofiel om ze te volgen.",
    },
    blogDrafts: {
      label: "Blogconcepten",
      detail: "blogconcepten deze maand",
      empty:
        "Nog geen concepten: de blogposts van je pakket verschijnen hier zodra ze geschreven zijn.",
    },
    profilePosts: {
      label: "Posts voor je bedrijfsprofiel",
      detail: "posts klaar om te kopiëren deze maand",
      empty: "Nog geen posts voor je bedrijfsprofiel gepland (onderdeel van {{plans}}).",
    },
  },
  /** Joins the last two plan names in a list: "Ultimate en Power". */
  and: "en",
  /** While it is not yet known whether the customer has a plan (screen readers only). */
  checkingPlan: "Je overzicht laden…",
  seoHelper: {
    heading: "SEO Helper",
    description:
      "Vind zoekwoordideeën en schrijf in een paar seconden metabeschrijvingen voor je pagina's.",
    cta: "Open de SEO Helper",
  },
  /** First on the dashboard while the customer has no plan; each plan links to its checkout. */
  choosePlan: {
    heading: "Kies een pakket",
    description:
      "Je account staat klaar. Kies een pakket om te beginnen: daarna vul je je bedrijfsprofiel in en scannen we je website. Maandelijks opzegbaar; prijzen per maand, exclusief btw.",
    perMonth: "per maand",
    popular: "Meest gekozen",
    blogs_one: "{{count}} blogpost per maand",
    blogs_other: "{{count}} blogposts per maand",
    choose: "Kies {{plan}}",
    trial: "Probeer {{days}} dagen gratis",
    trialNote: "Geen creditcard nodig",
    compare: "Vergelijk alle pakketten",
  },
  /** Each plan in one line, under its name. */
  planDescriptions: {
    basic: "Voor wie wil starten met vindbaar worden.",
    pro: "Meer content en betere vindbaarheid van elke pagina.",
    ultimate: "Volledige SEO-ondersteuning met maandelijkse rapportage.",
    power: "Maximale output, strategie en white label voor bureaus.",
  },
  plans: {
    heading: "Pakketten",
    description: "Maandelijks gefactureerd, geen minimale looptijd, altijd opzegbaar.",
    perMonth: "per maand",
    popular: "Meest gekozen",
    whiteLabel: "White label inbegrepen",
    blogs_one: "{{count}} AI-blogpost per maand",
    blogs_other: "{{count}} AI-blogposts per maand",
    cta: "Vergelijk alle pakketten op de prijzenpagina",
  },
};
