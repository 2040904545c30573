import { Coffee, GraduationCap, HeartPulse, Laptop, Palmtree, TrendingUp } from "lucide-react";
import type { InfoCardItem } from "@/components/marketing/info-card";
import type { Job, JobCardLabels } from "@/components/marketing/job-card";

/** /careers: six benefits and three full-time jobs (docs/product.md §2 "/careers"). */
export const jobsEmail = "jobs@vindbaar.nl";

export const careersPage = {
  hero: {
    eyebrow: "Werken bij Vindbaar",
    title: "Bouw mee aan betaalbare SEO voor iedereen",
    intro:
      "We zijn een klein team met een grote ambitie: elk Nederlands bedrijf vindbaar maken. Kom je ons helpen?",
  },
  benefitsSection: {
    title: "Waarom werken bij Vindbaar",
    subtitle: "Goede arbeidsvoorwaarden en ruimte om het beste uit jezelf te halen.",
  },
  jobsSection: {
    title: "Openstaande vacatures",
    subtitle: "Alle functies zijn fulltime, vanuit ons kantoor in Amsterdam of op afstand.",
  },
  jobLabels: {
    department: "Afdeling",
    location: "Locatie",
    type: "Dienstverband",
  } satisfies JobCardLabels,
  applyLabel: (job: Job) => `Solliciteer op ${job.title}`,
  openApplication: {
    text: "Staat je droombaan er niet tussen? Stuur ons gerust een open sollicitatie.",
    linkLabel: `Stuur een open sollicitatie naar ${jobsEmail}`,
    href: `mailto:${jobsEmail}?subject=${encodeURIComponent("Open sollicitatie")}`,
  },
} as const;

/** The mailto: link for applying, with the job title in the subject line. */
export function applyHref(job: Job): string {
  return `mailto:${jobsEmail}?subject=${encodeURIComponent(`Sollicitatie: ${job.title}`)}`;
}

export const benefits: readonly InfoCardItem[] = [
  {
    title: "Hybride werken",
    description: "Werk vanuit ons kantoor aan de Amsterdamse grachten, thuis of een mix van beide.",
    icon: Laptop,
  },
  {
    title: "Goed salaris",
    description: "Een marktconform salaris, 8% vakantiegeld en een jaarlijkse salarisronde.",
    icon: TrendingUp,
  },
  {
    title: "Opleidingsbudget",
    description: "€ 1.500 per jaar voor cursussen, conferenties en boeken die je verder helpen.",
    icon: GraduationCap,
  },
  {
    title: "27 vakantiedagen",
    description: "Bij een fulltime dienstverband, zodat je echt kunt opladen.",
    icon: Palmtree,
  },
  {
    title: "Pensioen en vitaliteit",
    description: "Een goede pensioenregeling en een bijdrage aan je sportabonnement.",
    icon: HeartPulse,
  },
  {
    title: "Teamdagen",
    description: "Elke week samen lunchen op kantoor en ieder kwartaal een teamuitje.",
    icon: Coffee,
  },
];

export const jobs: readonly Job[] = [
  {
    title: "Senior Full-Stack Engineer",
    department: "Engineering",
    location: "Amsterdam / Remote",
    type: "Fulltime",
    description:
      "Je bouwt aan het dashboard en de AI-pijplijn die elke maand duizenden teksten maakt. Je werkt met TypeScript, React en Postgres en denkt mee over architectuur.",
  },
  {
    title: "Content Marketeer SEO",
    department: "Marketing",
    location: "Amsterdam / Remote",
    type: "Fulltime",
    description:
      "Je maakt Vindbaar zelf vindbaar: je schrijft blogs en gidsen, zet campagnes op en meet wat werkt. Je kent SEO van binnen en buiten.",
  },
  {
    title: "Customer Success Manager",
    department: "Customer Success",
    location: "Amsterdam / Remote",
    type: "Fulltime",
    description:
      "Je helpt nieuwe klanten op weg, beantwoordt vragen en zorgt dat ze resultaat zien. Je vertaalt feedback naar verbeteringen in het product.",
  },
];
