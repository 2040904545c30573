import type { DiscussionListLabels, Discussion } from "@/components/marketing/discussion-list";
import type { Stat } from "@/components/marketing/stat-grid";
import { paths } from "@/config/paths";

/** /community (docs/product.md §2 "/community": 5,000+ members, 500+ discussions/month, 50+ experts, 2 events/month). */
export const communityPage = {
  hero: {
    eyebrow: "Community",
    title: "Leer SEO samen met andere ondernemers",
    intro:
      "Stel je vragen, deel wat werkt en leer van experts. In de Vindbaar-community helpen ondernemers, zzp'ers en bureaus elkaar hoger in Google.",
  },
  statsSection: {
    title: "De community in cijfers",
    listLabel: "De community in cijfers",
  },
  discussionsSection: {
    title: "Populaire discussies",
    subtitle: "Een greep uit de gesprekken van deze maand.",
  },
  discussionLabels: {
    startedBy: "Gestart door",
    replies: (count: number) => (count === 1 ? "1 reactie" : `${count} reacties`),
  } satisfies DiscussionListLabels,
  join: {
    title: "Doe mee",
    text: "Met een Vindbaar-account praat je mee in de community en ben je welkom bij onze online events.",
    buttonLabel: "Maak een account aan en word lid",
    href: paths.login,
  },
} as const;

export const communityStats: readonly Stat[] = [
  { value: "5.000+", label: "leden" },
  { value: "500+", label: "discussies per maand" },
  { value: "50+", label: "experts" },
  { value: "2", label: "events per maand" },
];

export const discussions: readonly Discussion[] = [
  {
    title: "Hoe krijg ik meer reviews op mijn Google Bedrijfsprofiel zonder opdringerig te zijn?",
    author: "Mark Jansen",
    replies: 24,
    category: "Lokale SEO",
  },
  {
    title: "Mijn blogs staan op pagina 2: wat kan ik nog verbeteren?",
    author: "Lisa van den Berg",
    replies: 17,
    category: "Content",
  },
  {
    title: "Ervaringen met white label voor klanten van ons bureau?",
    author: "Youssef Haddou",
    replies: 9,
    category: "Bureaus",
  },
];
