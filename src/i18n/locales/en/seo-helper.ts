import type { Catalogue } from "../../catalogue";

export const seoHelper: Catalogue["seoHelper"] = {
  page: {
    title: "SEO Helper",
    welcome: "Welcome, {{name}}!",
    intro:
      "Two quick tools for the days between your monthly reports: find keyword ideas worth writing about and create meta descriptions that make people click.",
    featuresHeading: "How to use these tools",
    features: {
      keywords: {
        title: "Keyword insights",
        text: "See your own clicks, impressions and position in Google for a topic (with Google Search Console connected), its monthly search volume where a source for it is connected, and related searches. Searches that already bring you impressions make a good subject for your next blog post.",
      },
      meta: {
        title: "Meta descriptions",
        text: "The short text under your page title in Google. A clear description of 120 to 160 characters that names your company and your main keyword gets more clicks. Generate three options and copy the one that fits best.",
      },
      apply: {
        title: "Put them to work",
        text: "Use the keyword in the page title, the first paragraph and one subheading. Paste the meta description into the SEO field of your website builder, such as Yoast or Rank Math in WordPress, or the page's SEO settings in Wix and Shopify.",
      },
    },
  },
  keywordTool: {
    heading: "Keyword insights",
    description:
      "Look up a topic or product. You only see measured figures: your own data from Google Search Console and, where available, the search volume from Google Ads.",
    label: "Keyword",
    placeholder: "e.g. bakery",
    submit: "Show figures",
    searching: "Searching…",
    resultsHeading: 'Figures for "{{word}}"',
    failed: "The figures could not be fetched: {{message}}",
    unexpectedAnswer: "Unexpected answer from the server",
    retry: "Try again",
    searchConsole: {
      heading: "Your data from Google Search Console",
      period: "Last 28 days with data: {{range}}.",
      clicks: "Clicks",
      impressions: "Impressions",
      ctr: "CTR",
      position: "Average position",
      notMeasured: "not measured",
      noImpressions:
        "Your website did not appear in Google for exactly this search in this period.",
      notConnected:
        "Not available: connect Google Search Console on your dashboard to see your clicks, impressions and positions.",
      toDashboard: "Go to your dashboard",
      noData:
        "Not fetched yet: once the first import from Search Console is done, you will see your clicks and positions here.",
      relatedCaption: 'Your searches with "{{word}}"',
      relatedColumns: {
        query: "Search",
        clicks: "Clicks",
        impressions: "Impressions",
        position: "Position",
      },
    },
    volume: {
      measured: "Search volume: {{volume}} per month",
      unavailable: "Search volume: not available",
      source: "Source: Google Ads, average of the past 12 months in the Netherlands.",
      noGoogleAdsData: "Google Ads has no search volume for this keyword.",
      notConfigured: "No search volume source is connected, so we show no estimate.",
      providerDown:
        "The search volume source did not answer just now. Please try again in a minute.",
      competition: "Competition in Google Ads: {{level}}",
      competitionLevels: { LOW: "low", MEDIUM: "medium", HIGH: "high" },
    },
    suggestions: {
      caption: 'Keyword ideas from Google Ads for "{{word}}"',
      columns: {
        keyword: "Keyword",
        volume: "Search volume per month",
        competition: "Competition",
      },
      notAvailable: "not available",
    },
    ideas: {
      heading: "Ideas to write about",
      note: "These are only ideas: we measured nothing about them, so they carry no figures.",
    },
  },
  meta: {
    heading: "Meta description generator",
    description:
      "Describe your business in a sentence or two and get three meta descriptions of 120 to 160 characters.",
    nameLabel: "Company name",
    namePlaceholder: "e.g. Bakkerij De Korenschoof",
    descriptionLabel: "Description of your business",
    descriptionPlaceholder:
      "e.g. Artisan bakery in Utrecht with fresh bread every morning and cakes to order.",
    submit: "Generate meta descriptions",
    loading: "Generating...",
    missingInput:
      "Please fill in both the company name and description to generate meta descriptions.",
    resultsHeading: "Suggestions",
    characters_one: "{{formatted}} character",
    characters_other: "{{formatted}} characters",
    copy: "Copy",
    copyLabel: "Copy suggestion {{index}}",
    copied: "Copied!",
    copyFailed: "Copying is not available here: select the text and copy it yourself.",
    error: "Failed to fetch data: {{message}}. Please check your API key or network.",
    unexpectedAnswer: "Unexpected answer from the server",
  },
  customerKeywords: {
    heading: "Your keywords",
    intro:
      "The keywords from your business profile and your articles, with what your latest SEO report found on your website and how they do in Google according to Google Search Console.",
    caption: "Your keywords and what was measured",
    columns: {
      keyword: "Keyword",
      source: "Source",
      inTitle: "In title",
      inHeading: "In heading",
      inUrl: "In URL",
      posts: "Articles",
      volume: "Search volume",
      position: "Position",
      impressions: "Impressions",
      clicks: "Clicks",
      ctr: "CTR",
    },
    source: { profile: "Business profile", post: "Article" },
    yes: "Yes",
    no: "No",
    notChecked: "Not measured",
    volumeUnavailable: "Search volume: not available",
    searchConsole: {
      noImpressions: "No impressions in Google",
      notConnected: "Connect Search Console",
      importing: "Being imported",
      period:
        "Position, impressions, clicks and CTR in Google over {{range}} (Google Search Console).",
      notConnectedNote:
        "Connect Google Search Console to see your real position, impressions, clicks and CTR in Google for each keyword.",
      connectAction: "Connect Google Search Console",
      importingNote:
        "Your data from Google Search Console is being imported. Come back in a few minutes for your positions, impressions and clicks.",
    },
    measuredAt: "Measured in the report of {{date}}.",
    noReport:
      "No report yet: once your first scan is done, you will see here where your keywords stand.",
    loading: "Loading keywords…",
    error: "Your keywords could not be loaded.",
    retry: "Try again",
    empty: "You have no keywords yet. Add them in your business profile.",
    emptyAction: "Go to business profile",
  },
};
