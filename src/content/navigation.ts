import { paths, signUpPath } from "@/config/paths";

export interface NavLink {
  label: string;
  href: string;
}

/** Header navigation (docs/product.md §2 "Navigation bar"). Login and dashboard are the header's buttons. */
export const headerLinks: NavLink[] = [
  { label: "Home", href: paths.home },
  { label: "Functies", href: paths.features },
  { label: "Hoe het werkt", href: paths.howItWorks },
  { label: "Prijzen", href: paths.pricing },
  { label: "Demo", href: paths.demo },
];

export const headerActions = {
  signIn: { label: "Inloggen", href: paths.login },
  getStarted: { label: "Aan de Slag", href: signUpPath },
  dashboard: { label: "Dashboard", href: paths.dashboard },
} as const;

export interface FooterColumn {
  title: string;
  links: NavLink[];
}

/**
 * Footer links (docs/product.md §2 "Footer"), in Dutch like the rest of the public site: /login serves both
 * 'Inloggen' and 'Account aanmaken' (the latter in sign-up mode). /faq and /testimonials are linked too (issue 8 #12), so the FAQ is findable from every page.
 */
export const footerColumns: FooterColumn[] = [
  {
    title: "Product",
    links: [
      { label: "Home", href: paths.home },
      { label: "Functies", href: paths.features },
      { label: "Prijzen", href: paths.pricing },
      { label: "Demo", href: paths.demo },
      { label: "Inloggen", href: paths.login },
      { label: "Account aanmaken", href: signUpPath },
    ],
  },
  {
    title: "Bronnen",
    links: [
      { label: "Blog", href: paths.blog },
      { label: "Helpcentrum", href: paths.helpCenter },
      { label: "Gidsen", href: paths.guides },
      { label: "API-documentatie", href: paths.apiDocumentation },
      { label: "Community", href: paths.community },
      { label: "Veelgestelde vragen", href: paths.faq },
      { label: "Klantverhalen", href: paths.testimonials },
    ],
  },
  {
    title: "Bedrijf",
    links: [
      { label: "Over ons", href: paths.aboutUs },
      { label: "Vacatures", href: paths.careers },
      { label: "Contact", href: paths.contact },
    ],
  },
  {
    title: "Juridisch",
    links: [
      { label: "Privacybeleid", href: paths.privacyPolicy },
      { label: "Algemene voorwaarden", href: paths.termsOfService },
    ],
  },
];

/** The legal texts' English versions, by their Dutch address. */
const englishLegalPaths: Record<string, string> = {
  [paths.privacyPolicy]: paths.privacyPolicyEn,
  [paths.termsOfService]: paths.termsOfServiceEn,
};

/**
 * The footer's columns for a reader of `language`: for English (a customer who chose English, or
 * an English legal text) the legal links lead to the English versions; the rest stays as it is.
 */
export function footerColumnsFor(language: "nl" | "en"): typeof footerColumns {
  if (language === "nl") return footerColumns;
  return footerColumns.map((column) => ({
    ...column,
    links: column.links.map((link) => ({
      ...link,
      href: englishLegalPaths[link.href] ?? link.href,
    })),
  }));
}

export const footerText = {
  about:
    "Vindbaar automatiseert je SEO met AI: elke maand nieuwe blogs, meta tags en rapporten, zodat klanten je vinden in Google.",
  copyright: (year: number) => `© ${year} Vindbaar B.V. Alle rechten voorbehouden.`,
  madeIn: "Gemaakt in Amsterdam voor het Nederlandse MKB.",
};
