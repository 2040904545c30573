import type { Catalogue } from "../../catalogue";

export const analyzer: Catalogue["analyzer"] = {
  title: "How findable is your website?",
  intro:
    "Enter your website address and see within seconds what Google sees: your SEO score, the most important improvements and concrete advice. The full Lighthouse measurement of speed and accessibility follows by itself; the whole analysis takes up to 30 seconds.",
  history: {
    heading: "Your analyses",
    intro: "Every analysis you run while signed in is kept here.",
    loading: "Loading analyses…",
    empty: "No analyses yet. Analyse your first page above; the result appears here.",
    error: "Your analyses could not be loaded.",
    retry: "Try again",
    open: "View",
    scoreLabel: "Score",
    notMeasured: "Not measured",
    opening: "Loading analysis…",
  },
};
