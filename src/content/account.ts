import { paths } from "@/config/paths";

/**
 * The customer area's account shell (English, like the rest of the customer area; spec §1).
 * Only pages that exist are linked.
 */
export const accountShellContent = {
  navLabel: "Customer area",
  /** The phone's menu button: "Menu: Rapporten". */
  menuLabel: "Menu",
  signedInAs: "Signed in as",
  links: [
    { label: "Dashboard", href: paths.dashboard },
    { label: "Rapporten", href: paths.reports },
    { label: "Content", href: paths.content },
    { label: "Bedrijfsprofiel", href: paths.businessProfile },
    { label: "SEO Helper", href: paths.seoHelper },
    { label: "White Label", href: paths.whiteLabel },
    { label: "API-instellingen", href: paths.apiSettings },
  ],
} as const;
